// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace airlock::backends {

// The text Airlock writes into a persistent bash (or sh): the protocol script sent once per shell, and one line per
// command.
// See ShellSession.h for the protocol itself.
namespace ShellScript {

// The language of the protocol: bash, or POSIX sh (PosixShellScript) where there is no bash, e.g. a minimal image.
enum class Dialect { Bash, Posix };

// A fresh 128-bit nonce as 32 lowercase hex digits; every command gets its own.
QByteArray newNonce();

// `$'…'` quoting that bash reads back byte for byte (newlines, quotes, control bytes, any UTF-8).
QByteArray ansiCQuote(const QByteArray &bytes);

struct InitOptions {
    QString stateDir; // where the shell saves its state when it exits, to be restored by the next one
    bool restoreState = false;
    QByteArray extraDefinitions; // e.g. the sudo function; parsed with the rest, before any user alias exists
    Dialect dialect = Dialect::Bash;
};
// The protocol script. Ends by printing `K:I:<pid>K<restored>K<home>K<cwd>K\n` on stdout and `K:i\n` on stderr.
QByteArray initScript(const InitOptions &options, const QByteArray &nonce);

// One command line: run `command` (bash text) with stdin from /dev/null in `workdir` (absolute; empty: the task's
// current directory). Ends with `K:E:<rc>K<cwd>K\n` (or `K:W:<workdir>K\n`) on stdout and `K:e\n` on stderr.
QByteArray commandLine(const QByteArray &command, const QString &workdir, quint64 sequence, const QByteArray &nonce,
                       Dialect dialect = Dialect::Bash);

// The arguments that start `shell` so that it reads Airlock's input as its script and has /dev/null as stdin.
QStringList launchArguments(const QString &shell);
// The same for a shell on another machine or in a container: first creates `stateDir` there, owner-only.
QStringList launchArguments(const QString &shell, const QString &stateDir, Dialect dialect = Dialect::Bash);

// Written after an abort signal: wakes a shell that is blocked reading its input so that its trap runs now.
QByteArray wakeLine();

// Ends the shell at once, whatever the task defined (written at shutdown).
QByteArray exitLine(Dialect dialect);

} // namespace ShellScript
} // namespace airlock::backends
