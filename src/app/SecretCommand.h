// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock secret set|get|delete|list`: Airlock's credentials in the OS keychain, for servers, CI and scripts. Values
// come from stdin (never argv) and go to stdout only when it is not a terminal (or with --show). Exit codes: 0 done,
// 1 no such secret (get), 2 usage (unknown name, refused terminal), 3 keychain missing, locked or failing.
int runSecret(int argc, char **argv);

} // namespace airlock::app
