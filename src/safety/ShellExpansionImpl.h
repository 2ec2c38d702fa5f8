// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// The pieces behind ShellExpansion, shared by ShellExpansion.cpp (braces and fields), ShellWordLexer.cpp (a word's
// text as written, read into characters and expansions) and ShellParameters.cpp (parameter values and operators),
// ShellState.cpp (what commands assign). Not part of any interface.

#include "ShellExpansion.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety::expansion {

// A parameter expansion ($X, ${X…}) or an expansion only known when the command runs ($(…), `…`, $1, $((…))).
struct Part {
    std::string body;    // inside ${…}, or the name of $NAME
    std::string raw;     // as written
    bool quoted = false; // inside double quotes
    bool opaque = false; // never known before the command runs
};

// One character of a word, with whether it was quoted, or (part >= 0) an expansion.
struct Unit {
    char c = '\0'; // '\0' with part < 0: an empty quoted string ('' or "")
    bool quoted = false;
    int part = -1;
};
using Units = std::vector<Unit>;

struct Lexed {
    Units units;
    std::vector<Part> parts;
};

struct Field {
    std::string text;
    bool any = false; // holds a character or a quoted empty string
    bool quoted = false;
};

// Reads the word's text as written (its span in `source`); false when the span does not give back the parser's
// text (nested text whose spans point elsewhere), so that the word is left as it is.
bool lexWord(const Word &word, std::string_view source, Lexed &out);
// Reads text as written into units; false when it is malformed.
bool lexText(std::string_view raw, Lexed &out, std::string &parserText);

// The parser's text of a unit sequence (expansions as written); `unknown` when it holds one.
std::string textOf(const Units &units, const std::vector<Part> &parts, bool &unknown);

std::optional<std::vector<std::string>> sequenceOf(const Units &units, std::size_t open, std::size_t close);
bool expandBraces(const Units &word, std::vector<Units> &out, ShellState &state);
bool makeFields(const Units &units, const std::vector<Part> &parts, ShellState &state, bool split,
                std::vector<Field> &fields);

// The value of a parameter expansion when every piece of it is known; `separate` for "${a[@]}".
bool resolveParameter(const Part &part, ShellState &state, std::vector<std::string> &values, bool &separate);

} // namespace airlock::safety::expansion
