// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock history`: the audit log's records (every `terminal` call, its decision, who made it, what came of it),
// filtered, oldest first, as JSON Lines, CSV or a table; with --follow it goes on printing the records the running app
// commits until SIGINT or SIGTERM. Reads the log read-only, so it works while the app writes to it. Exit codes: 0 done,
// 1 the log cannot be read, 2 usage.
int runHistory(int argc, char **argv);

} // namespace airlock::app
