// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellSyntax.h"

#include <cstddef>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety {

// What the earlier commands of one text made known, for judging the later ones as bash would run them: parameters
// and arrays with literal values, aliases, IFS. Values that are only known when the command runs are absent.
struct ShellState {
    std::map<std::string, std::vector<std::string>, std::less<>> variables; // a scalar has one element
    std::map<std::string, std::string, std::less<>> aliases;
    std::set<std::string, std::less<>> expandingAliases; // aliases being expanded (bash does not expand them again)
    std::string ifs = " \t\n";
    std::vector<std::string> positional; // $1 $2 … inside a function called with literal arguments
    bool positionalKnown = false;
    std::set<std::string, std::less<>> calling; // functions whose bodies are being judged for a call
    std::size_t spent = 0;                      // characters and words expansion has produced in this text
    bool overflow = false; // an expansion went past its bounds: what bash would run was not worked out
};

// Everything bash does to the words of a simple command before it runs them, for judgement: brace expansion
// ({rm,-rf,/}, r{m,}, {1..3}), parameters assigned earlier in the text substituted ($X, ${X/a/b}, "${cmd[@]}"; one
// the text never assigns stays unknown, also in ${X:-rm}), unquoted results split by IFS (X="rm -rf"; $X /). It works
// from the words' text as written (their spans in `source`) and leaves a word as the parser gave it when any part of it
// is only known when the command runs. Every expansion is bounded: past kMaxFields words from one word, or
// kMaxExpansion characters in one text, the state overflows and the caller reports the text as unreviewable.
class ShellExpansion final
{
public:
    static constexpr std::size_t kMaxFields = 1024;
    static constexpr std::size_t kMaxExpansion = 1024 * 1024;
    static constexpr int kMaxAliasDepth = 32;

    static std::vector<Word> expandWords(const std::vector<Word> &words, std::string_view source, ShellState &state);

    // One word expanded without brace expansion or splitting (an assignment's value, a redirection target); false
    // when its value is not known.
    static bool expandValue(const Word &word, std::string_view source, ShellState &state, std::string &value);

    // Records what the command makes known to the commands after it: assignment-only commands, export, declare,
    // typeset, local and readonly, alias and unalias, unset, and read from a here-string or here-document.
    static void record(const SimpleCommand &command, const std::vector<Word> &words, std::string_view source,
                       ShellState &state);

    // The alias the command's first word names, when it is a plain unquoted word; empty when none.
    static std::string aliasOf(const std::vector<Word> &words, const ShellState &state);
};

} // namespace airlock::safety
