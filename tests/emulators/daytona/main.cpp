// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// daytona-emulator: the Daytona emulator (a test tool, see DaytonaEmulator.h), on 127.0.0.1.
//   daytona-emulator --state-dir DIR [--port N] [--port-file FILE] [--api-key KEY]
// The key may also come from DAYTONA_EMULATOR_API_KEY. It prints `port N` on stdout once it listens; the API is at
// http://127.0.0.1:N/api, the toolbox proxy at http://127.0.0.1:N/toolbox. SIGTERM/SIGINT end it and its sandboxes.
#include "DaytonaEmulator.h"
#include "EmulatorMain.h"

int main(int argc, char **argv)
{
    return airlock::emulators::emulatorMain<airlock::emulators::DaytonaEmulator>(
        argc, argv,
        {"daytona-emulator", "api-key", "the Bearer key to accept", "DAYTONA_EMULATOR_API_KEY", "emulator-key"});
}
