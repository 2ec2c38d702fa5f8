// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QString>
#include <QStringList>

namespace airlock::app {

// `airlock mcp [--headless [--approve deny|allow|elicit] [--task-prefix X]] [--http PORT]`: the MCP server an agent
// starts. Without --headless it bridges stdio to the running app (starting one when none runs); with --headless
// the engine runs in this process on stdio; with --http it serves Streamable HTTP on 127.0.0.1 instead.
int runMcp(int argc, char **argv);

// `airlock serve [--approve deny|allow|elicit] [--http PORT]`: the app without a window: the engine, the bridge
// socket `airlock mcp` connects to, and optionally HTTP; runs until SIGTERM.
int runServe(int argc, char **argv);

// Starts the app in the background for `airlock mcp`: the desktop app when there is a display (so that the person
// sees the task and its approvals), else `airlock serve`. Returns what was started, for messages.
core::Result<QString> launchBackgroundApp(const QStringList &extraArguments);

} // namespace airlock::app
