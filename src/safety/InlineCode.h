// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// Code given inline to interpreters other than shells (python3 -c, perl -e, node -e, ruby -e, php -r, lua -e, awk
// programs, here-doc scripts, literal text piped in): tokenized in the interpreter's own language, its library calls
// found by qualified name (import aliases followed) and judged for the dangers of SPEC §5. Internal to the rules.

#include "ProgramRules.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety::code {

enum class Lang { Python, Perl, Ruby, JavaScript, Php, Lua, R, Awk, Tcl, AppleScript, PowerShell };

// The language an interpreter program speaks, or nothing for programs that are not (non-shell) interpreters.
std::optional<Lang> languageOf(std::string_view program);
std::string_view languageName(Lang lang);

enum class Tok { Name, String, Command, Number, Punct };

struct Token {
    Tok kind = Tok::Punct;
    std::string text;          // names as written (sigils kept), strings and commands decoded, punctuation
    bool interpolated = false; // a string with ${…}, #{…}, {…} or $var parts: not known before it runs
    std::size_t closer = std::string::npos; // an opening bracket: the index of its closing one, if any
};

// Comments are dropped, string literals decoded; a newline outside brackets is a ";" where it ends a statement.
std::vector<Token> tokenize(std::string_view text, Lang lang);

// An argument expression, evaluated as far as literals go: "build", "~" for the home directory, ["rm", "-rf", "/"].
struct Value {
    enum Kind { Literal, List, Unknown } kind = Unknown;
    std::string text;               // Literal: the text; Unknown: the tokens, for hints ("$X" when nothing better)
    std::vector<std::string> items; // List: its literal items
    bool listLiteral = false;       // List: every item is a literal
    std::string key;                // keyword arguments (shell=True, recursive: true): the keyword
    std::size_t first = 0;          // token range of the expression
    std::size_t last = 0;
};

struct Call {
    std::string name; // canonical: aliases resolved ("os.system", "child_process.execSync", "unlink")
    std::vector<Value> args;
    std::optional<Value> receiver; // Path("x").unlink(): the receiver's first argument
    std::size_t at = 0;            // token index of the name
    std::size_t end = 0;           // token index past the call
};

struct Script {
    Lang lang = Lang::Python;
    std::vector<Token> tokens;
    std::vector<Call> calls;
    std::map<std::string, std::string> aliases; // import x as y, const {a} = require('m'), s = os.system
    std::vector<std::string> starModules;       // from os import *
    std::map<std::string, Value> constants;     // x = "build": names bound once to a literal
    std::map<std::string, std::string> tainted; // x = urlopen(…).read(): "network" or "decoded"
};

// Tokenizes `text` and finds its calls (with and without parentheses where the language allows both).
Script parseScript(std::string_view text, Lang lang);

// The value of the expression in tokens [first, last).
Value evaluate(const Script &script, std::size_t first, std::size_t last);
// A value's text as one bash word: literal parts single-quoted, unknown parts as "${X}", a leading ~ left to mean home.
std::string shellWord(const std::string &text);

// True when an expression reads secrets (credential files, the whole environment, and with `namedVariables` one
// secret-named variable), sends to or reads from the network (a raw socket: `rawSocket`), or decodes text at run time.
bool readsSecrets(const Script &script, std::size_t first, std::size_t last, bool namedVariables = true);
bool usesRawSocket(const Script &script);
bool usesNetwork(const Script &script, std::size_t first, std::size_t last);
bool decodes(const Script &script, std::size_t first, std::size_t last);
// True when code that opens a raw socket also runs a shell or moves descriptors onto it (a reverse shell).
bool runsShellOnSocket(const Script &script);

// What a library call does, for the table of calls (InlineCodeTable.cpp).
enum class Act {
    Shell,       // arg: shell text, argv list, or several argv strings
    ExecL,       // program at arg, its argv from arg2 on
    ExecV,       // program at arg, argv list (with argv[0]) at arg2
    Argv,        // program at arg, argument list (without argv[0]) at arg2
    DeleteTree,  // every positional argument (or the receiver)
    DeleteMaybe, // recursive when an option says so
    DeleteFile,  // every positional argument (or the receiver)
    Chmod,       // path at arg, mode at arg2 (arg2 < 0: mode is the receiver's argument 0)
    ChmodFirst,  // mode at 0, paths after
    Chown,       // path at arg
    Kill,        // pid at arg, signal at arg2
    KillFirst,   // signal at 0, pids after
    Write,       // path at arg
    Open,        // path at arg, mode at arg2
    Eval,        // code at arg
    Fork,
    Sql, // every literal argument
};

struct Entry {
    constexpr Entry(unsigned l, std::string_view n, Act a, int first = 0, int second = 1)
        : langs(l)
        , name(n)
        , act(a)
        , arg(first)
        , arg2(second)
    {}
    unsigned langs;        // bits of Lang
    std::string_view name; // canonical name; "*.x" matches any receiver's x
    Act act;
    int arg;
    int arg2;
};

// The table entries for a call's canonical name in the script's language (star imports tried).
std::vector<const Entry *> entriesFor(const Script &s, const std::string &name);

// Judges a script run by `inv` (`origin` says where its text came from: "-c", "a here-doc"…).
void judgeScript(rules::Context &ctx, const Invocation &inv, const Script &script, const Phrase &origin);

} // namespace airlock::safety::code

namespace airlock::safety::rules {

// Inline code in the invocation's arguments, here-doc or here-string (interpreters other than shells).
void judgeInlineCode(Context &ctx, const Invocation &inv);

// `source | sink` where sink is an interpreter reading its program from stdin: literal text (echo, printf, cat of a
// here-doc) is judged as code; decoded text asks. True when a finding was added.
bool judgePipedCode(Context &ctx, const Invocation &source, const Invocation &sink);

} // namespace airlock::safety::rules
