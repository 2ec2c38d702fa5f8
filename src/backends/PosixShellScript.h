// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellScript.h"

namespace airlock::backends {

// The protocol of ShellScript written in POSIX sh, for images without bash (tested with busybox ash and dash): the
// same records, so ShellSession and RecordScanner do not know which shell they talk to. What sh cannot do that the
// bash version does (keep functions across a restart, arrays, `$'…'`) is listed in docs/backends.md.
namespace PosixShellScript {

// `'…'` quoting that any POSIX shell reads back byte for byte (a `'` becomes `'\''`).
QByteArray singleQuote(const QByteArray &bytes);

// As ShellScript::initScript, for sh.
QByteArray initScript(const ShellScript::InitOptions &options, const QByteArray &nonce);

// As ShellScript::commandLine, for sh.
QByteArray commandLine(const QByteArray &command, const QString &workdir, quint64 sequence, const QByteArray &nonce);

// As ShellScript::launchArguments, for a sh that reads its script from /dev/fd/3 with /dev/null as stdin.
QStringList launchArguments(const QString &shell, const QString &stateDir);

} // namespace PosixShellScript
} // namespace airlock::backends
