// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"
#include "secrets/SecretStore.h"

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QString>

namespace airlock::mcp {

// The HTTP transport's bearer token: AIRLOCK_MCP_HTTP_TOKEN when it is set, else `mcp-http-token` in the OS keychain,
// made there at first start (32 random bytes as 64 hex digits). Never in a file: without a keychain and without the
// variable, HTTP does not start, and the error says how to fix that. Asynchronous: start(), then finished().
class TokenStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TokenStore)

public:
    explicit TokenStore(secrets::SecretStore *store,
                        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment(),
                        QObject *parent = nullptr);

    void start();
    bool isFinished() const { return m_finished; }
    bool hasError() const { return m_error.has_value(); }
    core::Error error() const { return m_error.value_or(core::Error{}); }
    QString token() const { return m_token; }
    secrets::SecretOrigin origin() const { return m_origin; }
    // Where a client finds the token, for messages: the variable, or the command that prints it.
    QString whereToFind() const;

    static QString generate();
    // A token a person may choose (in the keychain or the environment): 16 or more printable characters, no spaces.
    static bool isWellFormed(const QString &token);

signals:
    void finished();

private:
    void finish(const QString &token, secrets::SecretOrigin origin);
    void fail(const core::Error &error);

    QPointer<secrets::SecretStore> m_store;
    QProcessEnvironment m_environment;
    QString m_token;
    secrets::SecretOrigin m_origin = secrets::SecretOrigin::Nowhere;
    std::optional<core::Error> m_error;
    bool m_finished = false;
};

} // namespace airlock::mcp
