// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// `airlock-hook <agent>`: the same as `airlock hook <agent>`, as a small program of its own (no Qt to load), which
// the agents' hook settings name, since it starts once per shell command.
#include "HookClient.h"

int main(int argc, char **argv)
{
    return airlock::app::runHookClient(argc, argv);
}
