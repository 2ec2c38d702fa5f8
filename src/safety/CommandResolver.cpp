// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Each text parsed and its simple commands turned into invocations, literal variables substituted; program names.
#include "CommandResolver.h"

#include "CommandResolverImpl.h"
#include "ShellParser.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

namespace airlock::safety {

namespace detail {
void Resolver::resolveText(std::string text, int parentInvocation, Phrase via, const ShellState *state)
{
    if (static_cast<int>(m_out.texts.size()) >= CommandResolver::kMaxNestedTexts) {
        m_out.errors.emplace_back(AIRLOCK_FINDING("airlock::safety::Finding", "too many nested shell texts to follow"));
        m_out.truncated = true;
        m_out.limit = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "more than %1 nested shell texts"),
                             std::to_string(CommandResolver::kMaxNestedTexts));
        return;
    }
    const int tree = static_cast<int>(m_out.texts.size());
    m_out.texts.push_back(std::move(text));
    m_out.trees.push_back(ShellParser::parse(m_out.texts.back()));
    m_out.treeParent.push_back(parentInvocation);
    for (const Phrase &e : m_out.trees[static_cast<std::size_t>(tree)].errors)
        m_out.errors.push_back(
            tree == 0 ? e : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "in nested text: %1"), e));

    ShellState shellState = state ? *state : ShellState();
    const std::size_t firstInvocation = m_out.invocations.size();
    const ParseTree &parsed = m_out.trees[static_cast<std::size_t>(tree)];
    for (std::size_t i = 0; i < parsed.commands.size() && !parsed.functions.empty(); ++i) {
        if (!parsed.commands[i].function.empty())
            m_bodies[{tree, parsed.commands[i].function}].push_back(static_cast<int>(i));
    }
    if (parsed.truncated && !m_out.truncated) {
        m_out.truncated = true;
        m_out.limit = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "more than %1 simple commands"),
                             std::to_string(ShellParser::kMaxCommands));
    }
    for (std::size_t i = 0; i < parsed.commands.size(); ++i) {
        if (atLimit())
            break;
        resolveCommand(tree, static_cast<int>(i), shellState, via);
        if (shellState.overflow && !m_out.truncated) {
            m_out.truncated = true;
            m_out.limit = Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "brace, alias or parameter expansion past its bounds"));
            break;
        }
    }
    followFedText(tree, firstInvocation);
}

void Resolver::resolveCommand(int tree, int index, ShellState &state, const Phrase &via)
{
    // The trees live in a deque: appending nested ones does not move this one.
    const SimpleCommand &command =
        m_out.trees[static_cast<std::size_t>(tree)].commands[static_cast<std::size_t>(index)];
    const std::string &text = m_out.texts[static_cast<std::size_t>(tree)];
    Invocation inv;
    inv.tree = tree;
    inv.command = index;
    inv.redirects = command.redirects;
    inv.via = via;
    if (tree == 0) {
        inv.begin = command.begin;
        inv.end = command.end;
        inv.segment = text.substr(command.begin, command.end - command.begin);
    } else {
        const Invocation &host =
            m_out.invocations[static_cast<std::size_t>(m_out.treeParent[static_cast<std::size_t>(tree)])];
        inv.begin = host.begin;
        inv.end = host.end;
        inv.segment = text.substr(command.begin, command.end - command.begin);
    }
    // Words as bash would pass them (braces, known parameters, splitting), then what the command assigns.
    std::vector<Word> argv = ShellExpansion::expandWords(command.words, text, state);
    for (Redirect &r : inv.redirects) {
        std::string value;
        if (r.target.expanded && r.target.substitutions.empty() &&
            ShellExpansion::expandValue(r.target, text, state, value)) {
            r.target.text = value;
            r.target.expanded = false;
        }
    }
    ShellExpansion::record(command, argv, text, state);
    if (!expandAliases(inv, argv, state))
        return;
    if (argv.empty()) {
        inv.programKnown = true;
        add(std::move(inv));
        return;
    }
    std::vector<Word> call = m_bodies.empty() ? std::vector<Word>() : argv;
    unwrap(std::move(inv), std::move(argv), 0);
    callFunction(tree, call, state, via);
}

bool Resolver::atLimit()
{
    if (m_out.invocations.size() < CommandResolver::kMaxInvocations)
        return false;
    if (!m_out.truncated)
        m_out.limit = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "more than %1 programs to run"),
                             std::to_string(CommandResolver::kMaxInvocations));
    m_out.truncated = true;
    return true;
}

void Resolver::add(Invocation inv)
{
    if (atLimit())
        return;
    if (inv.tree >= 0 && inv.command >= 0) {
        if (m_last.size() <= std::size_t(inv.tree))
            m_last.resize(std::size_t(inv.tree) + 1);
        std::vector<int> &last = m_last[std::size_t(inv.tree)];
        if (last.size() <= std::size_t(inv.command))
            last.resize(std::size_t(inv.command) + 1, -1);
        last[std::size_t(inv.command)] = static_cast<int>(m_out.invocations.size());
    }
    m_out.invocations.push_back(std::move(inv));
}

} // namespace detail

std::string programName(std::string_view path)
{
    while (path.size() > 1 && path.back() == '/')
        path.remove_suffix(1);
    const std::size_t slash = path.rfind('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

bool isShellProgram(std::string_view program)
{
    static constexpr std::array<std::string_view, 10> kShells = {"sh",   "bash", "dash", "zsh",  "ksh",
                                                                 "mksh", "ash",  "yash", "fish", "rbash"};
    return std::find(kShells.begin(), kShells.end(), program) != kShells.end();
}

bool isInterpreter(std::string_view program)
{
    if (isShellProgram(program))
        return true;
    static constexpr std::array<std::string_view, 16> kInterpreters = {
        "python", "python2", "python3", "pypy", "pypy3", "perl",    "ruby",  "node",
        "nodejs", "deno",    "bun",     "php",  "lua",   "Rscript", "tclsh", "osascript"};
    if (std::find(kInterpreters.begin(), kInterpreters.end(), program) != kInterpreters.end())
        return true;
    return detail::startsWith(program, "python3.") || detail::startsWith(program, "python2.");
}

std::vector<int> Resolution::invocationsOf(int tree, int command) const
{
    std::vector<int> out;
    for (std::size_t i = 0; i < invocations.size(); ++i) {
        if (invocations[i].tree == tree && invocations[i].command == command)
            out.push_back(static_cast<int>(i));
    }
    return out;
}

Resolution CommandResolver::resolve(std::string_view text)
{
    Resolution out;
    detail::Resolver resolver(out);
    resolver.resolveText(std::string(text), -1, {});
    return out;
}

} // namespace airlock::safety
