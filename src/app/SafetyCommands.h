// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock analyze`: one JSON string (a command) per line in, one verdict object per line out, with the default
// policy and no rules: {"verdict": "allow"|"ask"|"deny", "floor": bool, "findings": [{category, reason, segment}]}.
int runAnalyze();

// `airlock checkpoints list|diff|restore [--dir DIR] [--config FILE] [ID] [PATH…]`: the snapshots taken before
// destructive commands. A restore is recorded in the audit log of the config's "audit" settings, unless they turn it
// off.
int runCheckpoints(int argc, char **argv);

} // namespace airlock::app
