// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Turning the shell history off or clearing it hides what ran (MITRE ATT&CK T1070.003): history -c, unset HISTFILE,
// HISTFILE=/dev/null, HISTSIZE=0, set +o history. (Deleting or emptying a history file is a write, in FileRules.cpp.)
#include "RuleHelpers.h"

#include <algorithm>

namespace airlock::safety::rules {
namespace {

bool historyVariable(std::string_view name)
{
    return name == "HISTFILE" || name == "HISTSIZE" || name == "HISTFILESIZE" || name == "SAVEHIST" ||
           name == "HISTCONTROL" || name == "HISTIGNORE";
}

// NAME=value that stops the history being kept: an empty or /dev/null file, a size of 0, ignore everything.
bool stopsHistory(std::string_view assignment)
{
    const std::size_t eq = assignment.find('=');
    if (eq == std::string_view::npos)
        return false;
    const std::string_view name = assignment.substr(0, eq);
    const std::string_view value = assignment.substr(eq + 1);
    if (name == "HISTFILE")
        return value.empty() || value == "/dev/null";
    if (name == "HISTSIZE" || name == "HISTFILESIZE" || name == "SAVEHIST")
        return value == "0";
    if (name == "HISTIGNORE")
        return value == "*" || value == "'*'";
    return false;
}

// True when the program with these arguments stops the history being kept or clears it.
bool turnsHistoryOff(const std::string &program, const std::vector<Word> &args)
{
    if (program.empty() || args.empty() || std::string_view("hudtrlse").find(program.front()) == std::string_view::npos)
        return false; // none of history, unset, declare, typeset, readonly, local, set, export
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i].text;
        if (program == "history" && a.size() > 1 && a.front() == '-' && a.find('c') != std::string::npos)
            return true;
        if (program == "unset" && historyVariable(a))
            return true;
        if ((program == "export" || program == "declare" || program == "typeset" || program == "readonly" ||
             program == "local") &&
            stopsHistory(a))
            return true;
        if (program == "set" && a == "+o" && i + 1 < args.size() && args[i + 1].text == "history")
            return true;
    }
    return false;
}

void add(Context &ctx, const Invocation &inv)
{
    ctx.add(inv, Category::DestructiveFileOps,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "turns the shell history off, hiding what runs")));
}

} // namespace

void historyRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    for (const Invocation &inv : r.invocations) {
        if (turnsHistoryOff(inv.program, inv.args))
            add(ctx, inv);
    }
    // Bare assignments (HISTSIZE=0) make no invocation.
    int t = 0;
    for (const ParseTree &tree : r.trees) {
        int c = 0;
        for (const SimpleCommand &command : tree.commands) {
            if (command.words.empty() && std::any_of(command.assignments.begin(), command.assignments.end(),
                                                     [](const Word &w) { return stopsHistory(w.text); })) {
                Invocation bare;
                bare.tree = t;
                bare.command = c;
                bare.begin = command.begin;
                bare.end = command.end;
                bare.segment = r.texts[static_cast<std::size_t>(t)].substr(command.begin, command.end - command.begin);
                add(ctx, bare);
            }
            ++c;
        }
        ++t;
    }
}

} // namespace airlock::safety::rules
