// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <nlohmann/json_fwd.hpp>

#include <QString>

#include <string>

namespace airlock::core {

// The `terminal` tool's arguments after validation (SPEC-terminal.md §1).
struct TerminalArgs {
    static constexpr int kDefaultTimeoutSecs = 120;
    static constexpr int kMaxTimeoutSecs = 600;
    static constexpr std::size_t kMaxCommandBytes = 1024 * 1024;

    std::string command; // UTF-8, non-empty, no NUL
    int timeoutSecs = kDefaultTimeoutSecs;
    bool timeoutClamped = false;
    QString workdir; // empty: the task's current directory

    // Unknown keys are ignored; every rule broken yields invalid_arguments naming the field.
    static Result<TerminalArgs> fromJson(const nlohmann::json &args);
    // Parses a JSON text first; a parse error is invalid_arguments too.
    static Result<TerminalArgs> fromJsonText(std::string_view text);
};

} // namespace airlock::core
