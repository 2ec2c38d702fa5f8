// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

namespace airlock::app {

// `airlock redact`: stdin to stdout with secrets redacted, streaming, in constant memory.
int runRedact();

// `airlock askpass SOCKET`: the helper `sudo -A` runs; prints the password Airlock hands out on SOCKET.
// Runs before any Qt object exists, so that sudo waits milliseconds, not a Qt start-up.
int runAskpass(const char *socketPath);

} // namespace airlock::app
