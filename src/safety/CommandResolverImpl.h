// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// The resolver behind CommandResolver, shared by CommandResolver.cpp (texts and their commands), CommandWrappers.cpp
// (wrappers peeled off to reach the program) and NestedCommands.cpp (programs that run other text or commands). Not
// part of any interface.

#include "CommandResolver.h"
#include "ShellExpansion.h"

#include <algorithm>
#include <initializer_list>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace airlock::safety::detail {

inline bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

inline bool oneOf(std::string_view word, std::initializer_list<std::string_view> names)
{
    return std::find(names.begin(), names.end(), word) != names.end();
}

// What a program reads on stdin or what a substitution writes: literal text, text nobody can read before it runs
// (decoded, transformed, made by a program) or downloaded text; `by` names where it came from.
struct FedText {
    enum class Kind { None, Literal, Hidden, Downloaded };
    Kind kind = Kind::None;
    std::string text;
    std::string by;
};

// The shell commands of a vi/ex/ed script (its !cmd, r !cmd, w !cmd lines), one a line.
std::string editorScriptText(std::string_view script);

// The shell text of makefile recipes (tab-indented lines, `target: ; recipe`, $(shell …)).
std::string makeRecipes(std::string_view text);

class Resolver
{
public:
    explicit Resolver(Resolution &out)
        : m_out(out)
    {}

    // `state`: what the text starts knowing (an alias's text is read by the same shell); none for a new shell.
    void resolveText(std::string text, int parentInvocation, Phrase via, const ShellState *state = nullptr);

private:
    void resolveCommand(int tree, int index, ShellState &state, const Phrase &via);
    // The command's words with its aliases expanded; false when the alias became a text of its own (resolved).
    bool expandAliases(Invocation &inv, std::vector<Word> &argv, ShellState &state);
    // A call of a function defined in the same text with literal arguments: its body judged again with $1 $2 … known.
    void callFunction(int tree, const std::vector<Word> &argv, ShellState &state, const Phrase &via);

    // True once the invocation budget is spent; the resolution is then marked truncated, once.
    bool atLimit();

    void add(Invocation inv);
    // Adds `inv` and judges each (via, text) it carries as shell text run by it; false (nothing added) when none.
    bool addWithTexts(Invocation &inv, std::vector<std::pair<std::string, std::string>> &texts);

    // Peels wrappers off argv until the program that runs is reached; follows nested text and commands.
    void unwrap(Invocation inv, std::vector<Word> argv, int depth);

    // Programs that run other text or commands: shells with -c or a heredoc, eval, su -c, find -exec, ssh host cmd.
    void followNested(Invocation inv);
    // A shell given -c text or a script on its standard input; false when it is neither.
    bool followShell(Invocation &inv);
    // eval: its words joined are followed when they are all literal.
    void followEval(Invocation inv);
    // make --eval text, git -c alias.x='!text' and the like: shell text a program's setting holds.
    bool followSettings(Invocation &inv);
    // tar --checkpoint-action=exec=…, rsync -e, sed e, vim -c '!…', gdb -ex 'shell …': shell text a program that is
    // not a wrapper runs from its options (EmbeddedCommands.cpp); false when it holds none.
    bool followEmbedded(Invocation &inv);
    // find -exec/-execdir/-ok/-okdir: the commands find runs.
    void followFind(Invocation inv);

    // Data that becomes code (FedCode.cpp): after a text's commands are resolved, what readers of stdin read.
    void followFedText(int tree, std::size_t first);
    void followReader(int invocation);
    void followSubstitutedText(int invocation);
    // Commands run with a NAME=value that holds a command (GIT_SSH_COMMAND='…' git fetch).
    void followCommandVariables(int invocation);
    // Literal text written to a file and run later in the same text (WrittenScripts.cpp).
    void followWrittenScripts(int tree, std::size_t first, std::size_t end);
    FedText stdinOf(int invocation, int depth);
    FedText outputOf(int invocation, int depth);
    FedText outputOfSubstitution(int tree, const Word &word, int depth);
    int lastInvocationOf(int tree, int command) const;

    Resolution &m_out;
    std::map<std::pair<int, std::string>, std::vector<int>> m_bodies; // (tree, function) → its commands
    std::vector<std::vector<int>> m_last; // [tree][command] → the last invocation made from it
};

} // namespace airlock::safety::detail
