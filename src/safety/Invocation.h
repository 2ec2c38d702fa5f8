// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellSyntax.h"

#include <string>
#include <vector>

namespace airlock::safety {

// A wrapper as it was written, without what it runs: `docker run --privileged img` of `docker run --privileged img sh`.
struct WrapperCall {
    std::string program;
    std::vector<Word> args;
};

// One program that a command would run, after wrappers are unwrapped (sudo rm -rf x → rm -rf x, run by sudo) and
// nested shell text is parsed (bash -c '…', eval '…', find -exec …, xargs …, ssh host '…').
struct Invocation {
    std::string program;     // basename of argv[0] ("rm" for /usr/bin/rm); empty when not known statically
    std::string programText; // argv[0] as written, after quote removal
    std::vector<Word> args;  // argv[1..]
    std::vector<Redirect> redirects;
    std::vector<std::string> wrappers;     // sudo, env, timeout… in the order they were unwrapped
    std::vector<WrapperCall> wrapperCalls; // the same wrappers with their own options, judged too
    Phrase via; // how it was reached when not directly: "bash -c", "eval", "find -exec", "xargs", "function wipe"
    bool argsFromInput = false; // xargs: more arguments come from stdin
    std::string hiddenCodeFrom; // the program whose output it runs as code, when nobody can read that (base64 -d)
    bool hiddenCodeDownloaded = false; // that program downloads it
    bool codeFollowed = false;         // the $(…) text it runs was literal and is judged as nested text
    bool programKnown = true;
    std::string segment;   // the text of the command it came from, for people
    std::size_t begin = 0; // span in the analysed text
    std::size_t end = 0;
    int tree = 0;     // which parse tree (0: the command itself; others: nested text)
    int command = -1; // index of the SimpleCommand in that tree
};

} // namespace airlock::safety
