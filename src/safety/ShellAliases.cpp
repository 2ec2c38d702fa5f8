// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Aliases defined earlier in the same text, expanded where a command names one. bash expands aliases only in
// interactive shells or after `shopt -s expand_aliases`, and only on lines read after the definition; Airlock judges
// as if it did, since the text may be run either way.
#include "CommandResolverImpl.h"
#include "ShellParser.h"

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
        resolveText(std::move(text), hostIndex, "alias " + name, &state);
        resolved = false;
        break;
    }
    for (const std::string &name : expanded)
        state.expandingAliases.erase(name);
    return resolved;
}

} // namespace airlock::safety::detail
