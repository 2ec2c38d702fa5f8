// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CliCommand.h"

#include <QProcessEnvironment>
#include <QStringList>

#include <functional>

namespace airlock::backends {

// Runs one `docker …` command through CliCommand (asynchronous, killed when it outlives its timeout).
namespace DockerCli {

struct Reply : CliCommand::Reply {
    // What went wrong, for a person: the CLI's own message, or why there was none.
    QString problem() const;
};
using Callback = std::function<void(const Reply &reply)>;

// `$AIRLOCK_DOCKER` from `environment`, else `docker`.
QString program(const QProcessEnvironment &environment);

// The callback runs on `context`'s thread, never after `context` is gone.
void run(const QProcessEnvironment &environment, const QStringList &arguments, int timeoutMs, QObject *context,
         Callback callback);

} // namespace DockerCli
} // namespace airlock::backends
