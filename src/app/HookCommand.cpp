// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookCommand.h"

#include "HookClient.h"

namespace airlock::app {

int runHook(int argc, char **argv)
{
    return runHookClient(argc - 1, argv + 1);
}

} // namespace airlock::app
