// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Invocation.h"
#include "ShellSyntax.h"

#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety {

// Turns bash text into the programs it would run: parses it, unwraps wrappers (sudo doas env nice nohup timeout time
// stdbuf xargs command builtin exec busybox setsid and more), follows nested shell text (sh|bash|zsh|dash -c '…',
// eval of literal text, su -c, env -S, find -exec/-execdir/-ok, ssh host '…', shells fed a heredoc), resolves
// /usr/bin/rm to rm and literal variables assigned in the same text (X=rm; $X -rf /).
struct Resolution {
    std::deque<std::string>
        texts; // texts[0] is the analysed command; others are nested shell text (a deque: stable references)
    std::deque<ParseTree> trees; // one per text
    std::vector<int> treeParent; // the invocation whose nested text a tree is (-1 for tree 0)
    std::vector<Invocation> invocations;
    std::vector<Phrase> errors; // parse errors of any tree, and limits hit
    // Interpreters running a program file written earlier in the text (python x.py): invocation → (file, its text).
    std::map<int, std::pair<std::string, std::string>> writtenScripts;
    bool truncated = false; // a limit stopped the work: parts of the text were not resolved
    Phrase limit;           // which limit, when truncated

    // Invocations made from one simple command of one tree (a wrapper chain gives one; find -exec gives two).
    std::vector<int> invocationsOf(int tree, int command) const;
};

class CommandResolver final
{
public:
    static constexpr int kMaxNestedTexts = 64;
    static constexpr std::size_t kMaxInvocations = 20000;

    static Resolution resolve(std::string_view text);
};

// The basename of a program path: /usr/bin/rm → rm.
std::string programName(std::string_view path);
bool isShellProgram(std::string_view program);
bool isInterpreter(std::string_view program);

} // namespace airlock::safety
