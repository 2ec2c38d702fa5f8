// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock analyze`: one JSON string (a command) per line in, one verdict object per line out, with the default
// policy and no rules: {"verdict": "allow"|"ask"|"deny", "floor": bool, "findings": [{category, reason, segment}]}.
int runAnalyze();

// `airlock checkpoints list|diff|restore [--dir DIR] [ID] [PATH…]`: the snapshots taken before destructive commands.
int runCheckpoints(int argc, char **argv);

} // namespace airlock::app
