// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellSyntax.h"

#include <string>

namespace airlock::safety {

// What a path word names, lexically (nothing is looked up on disk): `~`, `$HOME` and `${HOME}` become `~`, `.` and
// `..` are folded (`/tmp/../etc` is `/etc`), repeated and trailing slashes go.
struct PathClass {
    std::string path;             // normalised
    bool known = true;            // no expansion other than $HOME
    bool root = false;            // / or /* or /.
    bool home = false;            // ~ or ~/* : the whole home directory
    bool systemDirectory = false; // /etc, /usr, … themselves (or their /*)
    bool system = false;          // inside a system directory (not /tmp, /var/tmp, /dev/null…)
    bool startupFile = false;     // shell start-up files, ssh, git hooks, autostart, package sources
    bool credential = false;      // keys, tokens, password stores
    bool airlock = false;         // Airlock's own config and data
    bool history = false;         // shell and REPL history files: emptying them hides what ran
    bool blockDevice = false;     // a disk or partition
};

PathClass classifyPath(const Word &word);
PathClass classifyPath(const std::string &text, bool expanded);

} // namespace airlock::safety
