// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Commands: what a command starts with, function definitions and the compound commands (if, while/until, for/select,
// case, [[ ]], (( ))).
#include "ShellParserImpl.h"

namespace airlock::safety::detail {

void Parser::parseCommand()
{
    skipBlanks();
    if (atEnd()) {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "a command is missing")));
        return;
    }
    if (at() == '(' && at(1) == '(') {
        parseArithmeticCommand();
        parseTrailingRedirects();
        return;
    }
    if (at() == '(') {
        ++m_pos;
        parseList({}, ')');
        if (at() != ')') {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "`(` is never closed")));
            return;
        }
        ++m_pos;
        parseTrailingRedirects();
        return;
    }
    const std::string_view word = peekBareWord();
    if (word == "{") {
        ++m_pos;
        parseList({"}"}, ')');
        expectKeyword("}");
        parseTrailingRedirects();
        return;
    }
    if (word == "if") {
        parseIf();
        parseTrailingRedirects();
        return;
    }
    if (word == "while" || word == "until") {
        parseWhile(word);
        parseTrailingRedirects();
        return;
    }
    if (word == "for" || word == "select") {
        parseFor(word.size());
        parseTrailingRedirects();
        return;
    }
    if (word == "case") {
        parseCase();
        parseTrailingRedirects();
        return;
    }
    if (word == "[[") {
        parseConditional();
        parseTrailingRedirects();
        return;
    }
    if (word == "function") {
        m_pos += word.size();
        skipBlanks();
        const Word name = readWord();
        skipBlanks();
        if (at() == '(' && at(1) == ')')
            m_pos += 2;
        parseFunctionBody(name.text, name.begin);
        return;
    }
    if (word == "coproc") {
        m_pos += word.size();
        skipBlanks();
        const std::string_view next = peekBareWord();
        if (!next.empty() && !isReserved(next)) {
            // `coproc NAME compound` or `coproc command`: treat as a command either way.
        }
        parseCommand();
        return;
    }
    if (!word.empty() && (word == "then" || word == "fi" || word == "do" || word == "done" || word == "esac" ||
                          word == "elif" || word == "else" || word == "}" || word == "in")) {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unexpected `%1`"), word));
        return;
    }
    // A function definition: name ( ). bash accepts almost any word as a name (`:` in the classic fork bomb).
    if (!word.empty() && !isReserved(word) && tryParseFunctionDefinition(word))
        return;
    parseSimpleCommand();
}

// `name ( )` and its body; false, with nothing read, when name is not followed by `( )`.
bool Parser::tryParseFunctionDefinition(std::string_view name)
{
    std::size_t p = m_pos + name.size();
    while (p < m_src.size() && isBlank(m_src[p]))
        ++p;
    if (p + 1 < m_src.size() && m_src[p] == '(') {
        std::size_t q = p + 1;
        while (q < m_src.size() && isBlank(m_src[q]))
            ++q;
        if (q < m_src.size() && m_src[q] == ')') {
            const std::size_t begin = m_pos;
            m_pos = q + 1;
            parseFunctionBody(std::string(name), begin);
            return true;
        }
    }
    return false;
}

void Parser::parseWhile(std::string_view keyword)
{
    const bool isWhile = keyword == "while";
    m_pos += keyword.size();
    const std::size_t conditionStart = m_tree.commands.size();
    parseList({"do"}, ')');
    bool infinite = false;
    if (m_tree.commands.size() == conditionStart + 1) {
        const SimpleCommand &c = m_tree.commands[conditionStart];
        if (c.words.size() == 1 && c.words[0].literal()) {
            const std::string &w = c.words[0].text;
            infinite = isWhile ? (w == ":" || w == "true") : w == "false";
        }
    }
    expectKeyword("do");
    const std::size_t bodyStart = m_tree.commands.size();
    parseList({"done"}, ')');
    for (std::size_t i = bodyStart; infinite && i < m_tree.commands.size(); ++i)
        m_tree.commands[i].infiniteLoop = true;
    expectKeyword("done");
}

void Parser::parseFunctionBody(const std::string &name, std::size_t begin)
{
    skipBlankLines();
    const std::string outer = m_function;
    m_function = name;
    const std::size_t first = m_tree.commands.size();
    parseCommand();
    for (std::size_t i = first; i < m_tree.commands.size(); ++i) {
        if (m_tree.commands[i].function.empty())
            m_tree.commands[i].function = name;
    }
    m_function = outer;
    m_tree.functions.push_back({name, begin, m_pos});
}

void Parser::parseIf()
{
    m_pos += 2;
    parseList({"then"}, ')');
    expectKeyword("then");
    parseList({"elif", "else", "fi"}, ')');
    while (!failed()) {
        skipBlankLines();
        if (peekKeyword("elif")) {
            m_pos += 4;
            parseList({"then"}, ')');
            expectKeyword("then");
            parseList({"elif", "else", "fi"}, ')');
            continue;
        }
        if (peekKeyword("else")) {
            m_pos += 4;
            parseList({"fi"}, ')');
        }
        break;
    }
    expectKeyword("fi");
}

void Parser::parseFor(std::size_t keywordLength)
{
    m_pos += keywordLength;
    skipBlanks();
    if (at() == '(' && at(1) == '(') {
        parseArithmeticCommand();
    } else {
        readWord(); // the variable
        skipBlanks();
        std::size_t save = m_pos;
        skipBlankLines();
        if (peekKeyword("in")) {
            m_pos += 2;
            while (!failed()) {
                skipBlanks();
                if (atEnd() || at() == ';' || at() == '\n')
                    break;
                if (at() == '#') {
                    skipComment();
                    break;
                }
                readWord();
            }
        } else {
            m_pos = save;
        }
    }
    skipBlanks();
    if (at() == ';')
        ++m_pos;
    skipBlankLines();
    if (peekKeyword("{")) { // the old `for x in …; { …; }` form
        ++m_pos;
        parseList({"}"}, ')');
        expectKeyword("}");
        return;
    }
    expectKeyword("do");
    parseList({"done"}, ')');
    expectKeyword("done");
}

void Parser::parseCase()
{
    m_pos += 4;
    skipBlanks();
    readWord();
    skipBlankLines();
    expectKeyword("in");
    while (!failed()) {
        skipBlankLines();
        if (peekKeyword("esac")) {
            m_pos += 4;
            return;
        }
        if (atEnd()) {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "`case` is never closed with `esac`")));
            return;
        }
        if (at() == '(')
            ++m_pos;
        // patterns: word ( | word )* )
        while (!failed()) {
            skipBlanks();
            readWord();
            skipBlanks();
            if (at() == '|') {
                ++m_pos;
                continue;
            }
            if (at() == ')') {
                ++m_pos;
                break;
            }
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "a case pattern is not closed with `)`")));
            return;
        }
        parseList({"esac"}, ')');
        skipBlankLines();
        if (lookingAt(";;&"))
            m_pos += 3;
        else if (lookingAt(";;") || lookingAt(";&"))
            m_pos += 2;
    }
}

void Parser::parseConditional()
{
    m_pos += 2;
    while (!failed()) {
        skipBlanks();
        if (atEnd()) {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "`[[` is never closed with `]]`")));
            return;
        }
        if (at() == '\n') {
            ++m_pos;
            continue;
        }
        if (lookingAt("]]") && (m_pos + 2 >= m_src.size() || isMeta(m_src[m_pos + 2]))) {
            m_pos += 2;
            return;
        }
        if (lookingAt("&&") || lookingAt("||")) {
            m_pos += 2;
            continue;
        }
        if (at() == '(' || at() == ')' || at() == '<' || at() == '>' || at() == '!' || at() == '|' || at() == '&' ||
            at() == ';') {
            ++m_pos;
            continue;
        }
        readWord();
    }
}

void Parser::parseArithmeticCommand()
{
    const std::size_t begin = m_pos;
    m_pos += 2;
    Word w;
    w.begin = begin;
    scanArithmetic(w, 2);
}

} // namespace airlock::safety::detail
