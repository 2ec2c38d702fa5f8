// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// The parser behind ShellParser, shared by ShellParser.cpp (lists and pipelines), ShellCompoundCommands.cpp (commands,
// function definitions, compound commands), ShellSimpleCommands.cpp (simple commands, redirections, heredocs) and
// ShellWords.cpp (words, quoting, expansions and substitutions). Not part of any interface.

#include "ShellParser.h"

#include <algorithm>
#include <array>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety::detail {

inline bool isBlank(char c)
{
    return c == ' ' || c == '\t';
}

inline bool isMeta(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == ';' || c == '&' || c == '|' || c == '(' || c == ')' || c == '<' ||
           c == '>';
}

inline bool isNameStart(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

inline bool isNameChar(char c)
{
    return isNameStart(c) || (c >= '0' && c <= '9');
}

inline bool isReserved(std::string_view word)
{
    static constexpr std::array<std::string_view, 22> kReserved = {
        "if",  "then",   "elif", "else",     "fi",   "do", "done", "case", "esac", "while", "until",
        "for", "select", "in",   "function", "time", "!",  "{",    "}",    "[[",   "]]",    "coproc"};
    return std::find(kReserved.begin(), kReserved.end(), word) != kReserved.end();
}

// A heredoc whose body is read after the end of the current line.
struct PendingHeredoc {
    int command = -1; // index of the command, or -1 while the command is being built
    std::size_t redirect = 0;
    std::string delimiter;
    bool stripTabs = false;
    bool expands = true;
};

class Parser
{
public:
    Parser(std::string_view src, ParseTree &tree, int depth);

    void parseProgram();

    // The text of $'…' with its escapes decoded (\n \t \xHH \NNN \uHHHH \UHHHHHHHH \cX …).
    static void appendAnsiC(std::string &out, std::string_view body);

private:
    // ---- errors ------------------------------------------------------------------------------------------------
    bool failed() const { return m_failed; }
    void fail(Phrase message);
    void checkCommandCount();

    char at(std::size_t offset = 0) const { return m_pos + offset < m_src.size() ? m_src[m_pos + offset] : '\0'; }
    bool atEnd() const { return m_pos >= m_src.size(); }
    bool lookingAt(std::string_view s) const { return m_src.substr(m_pos, s.size()) == s; }

    // Spaces, tabs and line continuations.
    void skipBlanks();

    // Blanks, comments and newlines (reading heredoc bodies at each newline).
    void skipBlankLines();

    void skipComment();

    // The next word if it is an unquoted literal (for keywords), without consuming it.
    std::string_view peekBareWord() const;

    bool peekKeyword(std::string_view keyword) const { return peekBareWord() == keyword; }

    void expectKeyword(std::string_view keyword);

    // ---- lists and pipelines ---------------------------------------------------------------------------------
    // Parses commands until a keyword in `stops`, the `closer` character, or the end.
    void parseList(std::initializer_list<std::string_view> stops, char closer);

    void parseListItems(std::initializer_list<std::string_view> stops, char closer);

    void parseAndOr();

    void parsePipeline();

    void markBackground();

    // ---- commands ----------------------------------------------------------------------------------------------
    void parseCommand();

    // `name ( )` and its body; false, with nothing read, when name is not followed by `( )`.
    bool tryParseFunctionDefinition(std::string_view name);

    void parseFunctionBody(const std::string &name, std::size_t begin);

    void parseIf();

    void parseWhile(std::string_view keyword); // while or until

    void parseFor(std::size_t keywordLength);

    void parseCase();

    // [[ … ]]: words until `]]`; < > && || ( ) are part of the condition here.
    void parseConditional();

    void parseArithmeticCommand();

    // Redirections after a compound command ({ …; } >> ~/.profile) become a command of their own, without words, so
    // that what they write is judged like any redirection.
    void parseTrailingRedirects();

    void parseSimpleCommand();

    static bool isAssignment(const Word &word);
    static bool isDeclaration(std::string_view program);

    void readArrayLiteral(Word &word);

    // ---- redirections ----------------------------------------------------------------------------------------------
    bool tryReadRedirect(Redirect &r, int indexInCommand);

    void readHeredocBodies();

    // The substitutions of text that expands like a double-quoted string (an unquoted heredoc body).
    std::vector<int> parseExpandingText(const std::string &text, std::size_t offset);

    // Moves the commands of a nested parse into this tree; returns the new indices of `roots`.
    std::vector<int> splice(ParseTree &nested, const std::vector<int> &roots, std::size_t begin, std::size_t end);

    // ---- words -------------------------------------------------------------------------------------------------
    Word readWord();

    // Tracks unquoted { , .. } in a word so that `brace` says whether it holds a brace list.
    void noteBrace(Word &w, std::vector<char> &braces, char c);

    void readDoubleQuoted(Word &w);

    void readDollar(Word &w, bool inDouble);
    // The forms of readDollar that span more than a name: $'…', $(…) and ${…}, each from the `$`.
    void readAnsiCString(Word &w);
    void readCommandSubstitution(Word &w);
    void readParameterExpansion(Word &w, bool inDouble);

    // After `((` or `$((`: up to the matching `))`; command substitutions inside are parsed.
    void scanArithmetic(Word &w, int closing);

    void readBacktick(Word &w);

    void readProcessSubstitution(Word &w, Origin origin);

    // Parses a list in place (same text) one level deeper; returns its outermost commands, marked with `origin`
    // and a parent to be filled in by the command that holds the word (-2).
    std::vector<int> parseNestedList(char closer, Origin origin);

    std::string_view m_src;
    ParseTree &m_tree;
    int m_depth = 0;
    std::size_t m_pos = 0;
    std::size_t m_offsetBase = 0;
    bool m_failed = false;
    std::size_t m_lastListStart = 0;
    std::string m_function;
    std::vector<PendingHeredoc> m_pending;
};

} // namespace airlock::safety::detail
