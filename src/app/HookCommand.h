// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock hook <agent>` (answer one hook call, HookClient.h) and `airlock hook install|uninstall|status <agent>`
// (the hook in the agent's user settings, mcp::HookSettings).
int runHook(int argc, char **argv);

} // namespace airlock::app
