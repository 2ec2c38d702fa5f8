// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellScript.h"
#include "ShellTransport.h"

#include <QByteArray>
#include <QStringList>

namespace airlock::backends {

// ProcessTree's rules for a shell Airlock cannot see through /proc of this machine (a container, an SSH host):
// a small bash (or sh) script, run there as a separate process, that walks that /proc and signals what it finds.
namespace RemoteTree {

enum class Scope { Command, Task };

struct Target {
    qint64 shellPid = -1;     // as the shell reported it ($$ where it runs)
    QByteArray taskMarker;    // an environment entry every process of the task carries; empty: every process there
    quint64 elapsedTicks = 0; // clock ticks since the command began (processes the shell started since then count)
};

// The argv (after the program) that runs the script with bash (or sh, for the Posix dialect):
// `bash -c <script> airlock-kill <args…>`. The script prints how many processes it signalled; signal 0 only counts.
QStringList arguments(Scope scope, int signal, const CommandMark &mark, const Target &target,
                      ShellScript::Dialect dialect = ShellScript::Dialect::Bash);

// Ticks elapsed on this machine since `mark` was taken; local and remote clocks both count in USER_HZ.
quint64 elapsedSince(const CommandMark &mark);

} // namespace RemoteTree
} // namespace airlock::backends
