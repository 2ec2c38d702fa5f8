// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CommandResolver.h"

namespace airlock::safety {

// A program run for the shell setup code it prints about itself: `ssh-agent -s`, `pyenv init -`, `brew shellenv`,
// `direnv hook bash`, `kubectl completion bash`. Evaluating that output (`eval "$(…)"`, `source <(…)`) is a
// well-known idiom, not text nobody can review. The list is data, in SetupIdioms.cpp.
bool printsSetupCode(const Invocation &producer);

// `eval "$(pyenv init -)"`: every word of `inv` is literal or one command substitution, and every program that
// runs inside those substitutions prints setup code.
bool evaluatesSetupOutput(const Resolution &resolution, const Invocation &inv);

} // namespace airlock::safety
