// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellSyntax.h"

#include <string>
#include <string_view>

namespace airlock::safety {

// Makes every `sudo` in command position (also /usr/bin/sudo, and after env, nice, nohup, timeout, time, stdbuf,
// xargs, command, exec) ask Airlock's askpass helper for the password: `sudo -A`. Only words in command position
// change: `apt install sudo`, `echo sudo` and quoted text stay as they are. The password itself never appears in
// the text. Returns the text unchanged when nothing needs rewriting.
std::string rewriteSudo(std::string_view text, const ParseTree &tree);

} // namespace airlock::safety
