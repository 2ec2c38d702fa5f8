// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock demo [--auto] [--screenshots DIR] [--config FILE]`: the desktop app with a private home (temporary
// settings, audit log, checkpoints and bridge socket) and a demo banner, and the scripted agent (`airlock
// demo-agent`) connected to it over the bridge. The transcript goes to stdout, one line per step; exit 0 when every
// step happened as scripted. docs/demo.md.
int runDemo(int argc, char **argv);
// (internal) `airlock demo-agent --socket PATH [--config FILE] [--auto]`: the scripted agent.
int runDemoAgent(int argc, char **argv);

} // namespace airlock::app
