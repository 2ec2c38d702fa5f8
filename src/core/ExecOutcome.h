// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"
#include "OutputCapture.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace airlock::core {

// What one command on one backend produced.
struct ExecOutcome {
    int exitCode = -1;
    bool timedOut = false;
    bool cancelled = false;
    int timeoutSecs = 0;
    OutputCapture out;
    OutputCapture err;
    QString cwd;       // the directory the command started in
    QStringList notes; // shown as `[note: …]` lines
    // Set when the command could not run (or its fate is unknown); the result is then an error.
    std::optional<Error> error;
    // False when a failure happened before anything reached the shell: only then may the call be retried.
    bool mayHaveStarted = true;
};

} // namespace airlock::core
