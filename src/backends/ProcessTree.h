// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QList>

#include <sys/types.h>

namespace airlock::backends {

// Finds and signals the local processes that belong to a task or to one of its commands, from /proc.
namespace ProcessTree {

struct Proc {
    pid_t pid = 0;
    pid_t ppid = 0;
    pid_t session = 0;
    quint64 startTicks = 0;
};

QList<Proc> snapshot();
// Clock ticks since boot, on the same clock as /proc/<pid>/stat's start time.
quint64 nowTicks();
// A process's environment block (NUL-separated); false when it cannot be read (another user's process).
bool readEnv(pid_t pid, QByteArray *environ);
bool envHas(const QByteArray &environ, const QByteArray &assignment);

// Processes of one command: descendants of `shell` marked AIRLOCK_CMD=<sequence> (or unmarked and started since
// `sinceTicks`), plus any process marked with both that sequence and the task's `taskMarker` (e.g. its TMPDIR=…),
// which catches daemons that left the tree. Never the shell itself.
QList<pid_t> commandProcesses(pid_t shell, quint64 sequence, quint64 sinceTicks, const QByteArray &taskMarker);
// Everything of a task: the shell, its descendants and every process carrying `taskMarker`.
QList<pid_t> taskProcesses(pid_t shell, const QByteArray &taskMarker);

int signalAll(const QList<pid_t> &pids, int signal);

} // namespace ProcessTree
} // namespace airlock::backends
