// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ProgramRules.h"

namespace airlock::safety::rules {

// Shells (and at, crontab, make, ssh) that run text nobody can read before it runs: decoded, transformed or made by
// a program (unknown_program), or downloaded (remote_code_execution); git pointed at other hooks.
void fedCodeRules(Context &ctx);

} // namespace airlock::safety::rules
