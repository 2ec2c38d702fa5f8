// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QObject>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <functional>

namespace airlock::backends {

// Runs one command-line tool (docker, apptainer…) asynchronously, stdin from /dev/null, and reports its end once; it
// is killed when it outlives its timeout, so that a hung tool or daemon never holds a task past it.
namespace CliCommand {

struct Reply {
    int exitCode = -1;
    bool timedOut = false;
    bool failedToStart = false;
    QByteArray out;
    QByteArray err;

    bool ok() const { return exitCode == 0 && !timedOut && !failedToStart; }
};
using Callback = std::function<void(const Reply &reply)>;

// `program` with `arguments` and exactly `environment`. The callback runs on `context`'s thread, never after
// `context` is gone.
void run(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment, int timeoutMs,
         QObject *context, Callback callback);

} // namespace CliCommand
} // namespace airlock::backends
