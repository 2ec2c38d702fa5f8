// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QCommandLineOption>

namespace airlock::engine {
class Engine;
}

namespace airlock::app {

// `--clean-leftovers` of `airlock serve` and `airlock mcp --headless`.
QCommandLineOption cleanLeftoversOption();

// Asks the engine's backends, in the background, for what earlier, dead Airlocks left (containers, instances, cloud
// sandboxes); prints on stderr what it found and how to clean it, or with `clean` removes them and prints what it
// did. Never holds up startup.
void reportLeftoversAtStart(engine::Engine &engine, bool clean);

} // namespace airlock::app
