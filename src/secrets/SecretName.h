// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace airlock::secrets {

// The names of Airlock's credentials in the keychain (service "airlock"), one per purpose and target, and the
// environment variable that overrides each. Every name a caller builds or a person types goes through here.
namespace SecretName {

inline constexpr char kModalTokenId[] = "modal-token-id";
inline constexpr char kModalTokenSecret[] = "modal-token-secret";
inline constexpr char kModalGatewayToken[] = "modal-gateway-token"; // the managed gateway's user token
inline constexpr char kDaytonaApiKey[] = "daytona-api-key";
inline constexpr char kMcpHttpToken[] = "mcp-http-token";

// `ssh-password/<user>@<host>:<port>`
QString sshPassword(const QString &user, const QString &host, int port);
// `ssh-passphrase/<key file>`, with a leading `~/` expanded so that one key has one name.
QString sshPassphrase(const QString &keyFile);
// `sudo-password/<backend>/<host>`
QString sudoPassword(const QString &backend, const QString &host);
// `sudo-password/local/<this machine's host name>`
QString localSudoPassword();

// The name itself when it has one of the forms above, else an InvalidArguments error that lists them.
core::Result<QString> check(const QString &name);
// The forms, for messages and help: "ssh-password/<user>@<host>:<port>", ….
QStringList forms();

// The variable that takes precedence over the keychain for this name (SUDO_PASSWORD, …); empty when none does.
QString environmentVariable(const QString &name);

} // namespace SecretName

} // namespace airlock::secrets
