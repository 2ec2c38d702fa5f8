// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock` / `airlock gui [--config FILE] [--hidden]`: the desktop app. Opens the window and listens for agents at
// once (the bridge socket `airlock mcp` connects to, and HTTP when configured); a second `airlock` raises the first
// one's window instead of starting another.
int runGui(int argc, char **argv);

} // namespace airlock::app
