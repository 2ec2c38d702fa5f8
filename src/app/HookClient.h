// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <string>

// `airlock hook <agent>` (also the small `airlock-hook` program): reads the agent's hook input on stdin, asks the
// running app over the bridge socket (mcp/HookWire.h), and answers in the agent's format before the agent's hook
// timeout. When the app cannot answer it fails closed by `hooks.on_failure`. Qt-free, so that it starts fast.
namespace airlock::app {

int runHookClient(int argc, char **argv); // argv[0] is the program, argv[1] the agent (or `hook`, then the agent)

// Where the app listens, as mcp::RuntimeDir::socketPath() finds it: $XDG_RUNTIME_DIR/airlock.sock when that is a
// directory, else /tmp/airlock-<uid>/airlock.sock.
std::string defaultHookSocketPath();

// Why no app of this user answers at `socketPath` (empty: one does). Connects and hangs up; asks nothing.
std::string hookAppProblem(const std::string &socketPath);

} // namespace airlock::app
