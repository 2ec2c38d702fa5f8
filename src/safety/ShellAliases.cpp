// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Aliases defined earlier in the same text, expanded where a command names one, and calls of functions defined in
// it, whose bodies are judged again with the call's arguments as $1 $2 …. bash expands aliases only in
// interactive shells or after `shopt -s expand_aliases`, and only on lines read after the definition; Airlock judges
// as if it did, since the text may be run either way.
#include "CommandResolverImpl.h"
#include "ShellParser.h"

#include <algorithm>

namespace airlock::safety::detail {

namespace {

// A word for the text an alias becomes: literal words single-quoted, the others as written.
std::string asShellText(const Word &w)
{
    if (w.expanded)
        return w.text;
    std::string quoted = "'";
    for (const char c : w.text)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

} // namespace

bool Resolver::expandAliases(Invocation &inv, std::vector<Word> &argv, ShellState &state)
{
    std::vector<std::string> expanded;
    bool resolved = true;
    for (int depth = 0;; ++depth) {
        const std::string name = ShellExpansion::aliasOf(argv, state);
        if (name.empty())
            break;
        if (depth >= ShellExpansion::kMaxAliasDepth) {
            state.overflow = true;
            break;
        }
        const std::string value = state.aliases.at(name);
        state.expandingAliases.insert(name);
        expanded.push_back(name);
        const ParseTree parsed = ShellParser::parse(value);
        const bool simple = parsed.ok() && parsed.commands.size() == 1 && parsed.functions.empty() &&
                            parsed.commands[0].assignments.empty() && parsed.commands[0].redirects.empty() &&
                            !parsed.commands[0].words.empty() && value.back() != ' ' && value.back() != '\t';
        if (simple) {
            // alias ll='rm -rf': its words take the place of the name.
            std::vector<Word> words = ShellExpansion::expandWords(parsed.commands[0].words, value, state);
            for (Word &w : words) {
                w.begin = argv.front().begin;
                w.end = argv.front().end;
                w.substitutions.clear();
            }
            words.insert(words.end(), argv.begin() + 1, argv.end());
            argv = std::move(words);
            continue;
        }
        // A list, a pipeline or a compound command: the alias's text with the rest of the words is resolved as text
        // of its own, read by the same shell.
        std::string text = value;
        for (std::size_t i = 1; i < argv.size(); ++i)
            text += " " + asShellText(argv[i]);
        if (atLimit())
            break;
        Invocation host = inv;
        host.program = name;
        host.programText = name;
        host.args.assign(argv.begin() + 1, argv.end());
        const int hostIndex = static_cast<int>(m_out.invocations.size());
        add(std::move(host));
        resolveText(std::move(text), hostIndex, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "alias %1"), name),
                    &state);
        resolved = false;
        break;
    }
    for (const std::string &name : expanded)
        state.expandingAliases.erase(name);
    return resolved;
}

void Resolver::callFunction(int tree, const std::vector<Word> &argv, ShellState &state, const Phrase &via)
{
    if (argv.empty() || !argv[0].literal() || m_bodies.empty() || state.calling.size() >= 4 ||
        state.calling.count(argv[0].text))
        return;
    const auto it = m_bodies.find({tree, argv[0].text});
    if (it == m_bodies.end())
        return;
    ShellState call = state;
    call.positional.clear();
    for (std::size_t i = 1; i < argv.size(); ++i) {
        if (!argv[i].literal())
            return; // an argument only known when it runs: the body was judged with $1 … unknown
        call.positional.push_back(argv[i].text);
    }
    call.positionalKnown = true;
    call.calling.insert(argv[0].text);
    const Phrase callVia =
        via.empty() ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "function %1"), argv[0].text)
                    : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1, function %2"), via, argv[0].text);
    const std::vector<int> body = it->second; // resolveCommand may add to m_bodies (alias texts)
    for (const int command : body) {
        if (atLimit() || call.overflow)
            break;
        resolveCommand(tree, command, call, callVia);
    }
    state.spent = std::max(state.spent, call.spent); // one budget for the whole text
    state.overflow = state.overflow || call.overflow;
}

} // namespace airlock::safety::detail
