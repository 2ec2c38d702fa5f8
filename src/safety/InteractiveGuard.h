// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CommandResolver.h"

#include <optional>
#include <string>

namespace airlock::safety {

// Full-screen and interactive programs wait for a terminal that the `terminal` tool does not have; they are refused
// with capability_denied / non_interactive_terminal_required before anything runs (SPEC-terminal.md §5).
struct InteractiveRefusal {
    std::string program;
    std::string message; // says what to use instead
};

std::optional<InteractiveRefusal> interactiveProgram(const Resolution &resolution);

} // namespace airlock::safety
