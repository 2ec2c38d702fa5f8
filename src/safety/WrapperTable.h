// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// Programs whose documented job is to run another command, as data: how each one's options take arguments, where
// its payload starts and whether the payload is an argv or shell text. Read by CommandWrappers.cpp. Not part of any
// interface.

#include "ShellSyntax.h"

#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety::detail {

enum class Payload {
    Argv,          // the words after the options and operands are the command (sudo rm -rf x)
    ShellJoined,   // the words after the options and operands, joined by spaces, are shell text (ssh host 'rm x')
    OptionOnly,    // only a shell-text option (su -c, script -c) carries a payload; operands are not commands
    FirstOperand,  // the first operand is shell text, the rest are not commands (trap 'text' EXIT)
    ParallelForms, // GNU parallel: a command template and ::: argument lists
};

struct WrapperSpec {
    std::string name;                          // the program, or "program subcommand" (docker exec, npm exec)
    std::string shortWithArgument;             // option letters that take an argument
    std::vector<std::string> longWithArgument; // --option taking an argument when written without =
    int positionals = 0;                       // operands before the command (timeout's duration…)
    Payload payload = Payload::Argv;
    std::string shortShellText;                    // short options whose argument is shell text (su -c, env -S)
    std::vector<std::string> longShellText;        // long options whose argument is shell text (--command)
    bool privileged = false;                       // runs the command as another user
    std::string marker;                            // the payload starts only after this word (capsh --, gdb --args)
    std::string prefix;                            // program put before the payload (capsh -- -c x runs bash -c x)
    std::string shellFlags;                        // short flags that make the argv payload shell text (entr -s)
    bool assignments = false;                      // NAME=value words before the command (env)
    std::vector<std::string> longWithTwoArguments; // bwrap --bind SRC DEST
    std::string keyValueShellText; // "o:proxycommand,localcommand": ssh -o ProxyCommand=TEXT holds shell text
};

// The spec for argv (program name already reduced to its basename), and how many words of argv it covers
// (1 for a program, 2 or more for a program and its subcommand). nullptr when argv is not a wrapper.
const WrapperSpec *wrapperSpec(std::string_view program, const std::vector<Word> &argv, std::size_t &covered);

// True for the wrappers (and wrapper subcommands) that run their payload as another user: sudo, su, gosu…
bool privilegedWrapper(std::string_view name);

} // namespace airlock::safety::detail
