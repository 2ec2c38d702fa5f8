// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Words: quote removal, escapes, $'…', parameter, arithmetic and command substitutions, backquotes and process
// substitutions, each substitution parsed as commands of its own.
#include "ShellParserImpl.h"

#include <cctype>
#include <cstring>

namespace airlock::safety::detail {

namespace {

void appendUtf8(std::string &out, char32_t cp)
{
    if (cp < 0x80) {
        out += static_cast<char>(cp);
    } else if (cp < 0x800) {
        out += static_cast<char>(0xC0 | (cp >> 6));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += static_cast<char>(0xE0 | (cp >> 12));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        cp = cp > 0x10FFFF ? 0xFFFD : cp;
        out += static_cast<char>(0xF0 | (cp >> 18));
        out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (cp & 0x3F));
    }
}

} // namespace

std::vector<int> Parser::parseExpandingText(const std::string &text, std::size_t offset)
{
    ParseTree nested;
    Parser sub(text, nested, m_depth + 1);
    sub.m_offsetBase = offset;
    Word w;
    while (!sub.atEnd() && !sub.failed()) {
        const char c = sub.at();
        if (c == '\\') {
            sub.m_pos += 2;
        } else if (c == '$') {
            sub.readDollar(w, true);
        } else if (c == '`') {
            sub.readBacktick(w);
        } else {
            ++sub.m_pos;
        }
    }
    return splice(nested, w.substitutions, offset, offset + text.size());
}

std::vector<int> Parser::splice(ParseTree &nested, const std::vector<int> &roots, std::size_t begin, std::size_t end)
{
    const int base = static_cast<int>(m_tree.commands.size());
    for (SimpleCommand &c : nested.commands) {
        if (c.parent >= 0)
            c.parent += base;
        c.begin = begin;
        c.end = end;
        if (c.pipeline >= 0)
            c.pipeline += m_tree.pipelines;
        for (Word &w : c.words)
            for (int &s : w.substitutions)
                s += base;
        for (Word &w : c.assignments)
            for (int &s : w.substitutions)
                s += base;
        for (Redirect &r : c.redirects)
            for (int &s : r.target.substitutions)
                s += base;
        if (c.function.empty())
            c.function = m_function;
        m_tree.commands.push_back(std::move(c));
    }
    m_tree.pipelines += nested.pipelines;
    for (FunctionDefinition &f : nested.functions)
        m_tree.functions.push_back({f.name, begin, end});
    for (Phrase &e : nested.errors)
        m_tree.errors.push_back(std::move(e));
    m_tree.truncated = m_tree.truncated || nested.truncated;
    checkCommandCount();
    if (!nested.errors.empty())
        m_failed = true;
    std::vector<int> mapped;
    for (const int r : roots)
        mapped.push_back(r + base);
    return mapped;
}

Word Parser::readWord()
{
    Word w;
    w.begin = m_pos + m_offsetBase;
    const std::size_t start = m_pos;
    std::vector<char> braces; // the unquoted `{` still open: 'c' once a `,` or `..` was seen at its level, else '{'
    while (!atEnd() && !failed()) {
        const char c = at();
        if ((c == '<' || c == '>') && at(1) == '(') {
            readProcessSubstitution(w, c == '<' ? Origin::ProcessSubstitutionIn : Origin::ProcessSubstitutionOut);
            continue;
        }
        if (isMeta(c))
            break;
        switch (c) {
        case '\\':
            if (at(1) == '\n') {
                m_pos += 2;
            } else if (m_pos + 1 < m_src.size()) {
                w.text += at(1);
                w.quoted = true;
                m_pos += 2;
            } else {
                ++m_pos; // a lone trailing backslash is itself
                w.text += '\\';
            }
            break;
        case '\'': {
            const std::size_t close = m_src.find('\'', m_pos + 1);
            if (close == std::string_view::npos) {
                fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unterminated single quote")));
                return w;
            }
            w.text.append(m_src.substr(m_pos + 1, close - m_pos - 1));
            w.quoted = true;
            m_pos = close + 1;
            break;
        }
        case '"': readDoubleQuoted(w); break;
        case '$': readDollar(w, false); break;
        case '`': readBacktick(w); break;
        case '*':
        case '?':
        case '[':
            w.glob = true;
            w.text += c;
            ++m_pos;
            break;
        case '{':
        case ',':
        case '}':
        case '.': noteBrace(w, braces, c); break;
        default: w.text += c; ++m_pos;
        }
    }
    if (m_pos == start && !failed())
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "a word was expected")));
    w.end = m_pos + m_offsetBase;
    return w;
}

void Parser::noteBrace(Word &w, std::vector<char> &braces, char c)
{
    // One pass over the word with a stack of open braces, not a scan ahead from each `{` (linear in the word).
    if (c == '{') {
        braces.push_back('{');
    } else if (c == ',' && !braces.empty()) {
        braces.back() = 'c';
    } else if (c == '.' && at(1) == '.' && !braces.empty()) {
        braces.back() = 'c';
    } else if (c == '}' && !braces.empty()) {
        w.brace = w.brace || braces.back() == 'c';
        braces.pop_back();
    }
    w.text += c;
    ++m_pos;
}

void Parser::readDoubleQuoted(Word &w)
{
    ++m_pos;
    w.quoted = true;
    while (!failed()) {
        if (atEnd()) {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unterminated double quote")));
            return;
        }
        const char c = at();
        if (c == '"') {
            ++m_pos;
            return;
        }
        if (c == '\\') {
            const char next = at(1);
            if (next == '\n') {
                m_pos += 2;
            } else if (next == '$' || next == '`' || next == '"' || next == '\\') {
                w.text += next;
                m_pos += 2;
            } else {
                w.text += '\\';
                ++m_pos;
            }
            continue;
        }
        if (c == '$') {
            readDollar(w, true);
            continue;
        }
        if (c == '`') {
            readBacktick(w);
            continue;
        }
        w.text += c;
        ++m_pos;
    }
}

void Parser::appendAnsiC(std::string &out, std::string_view body)
{
    for (std::size_t i = 0; i < body.size(); ++i) {
        const char c = body[i];
        if (c != '\\' || i + 1 >= body.size()) {
            out += c;
            continue;
        }
        const char e = body[++i];
        switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'a': out += '\a'; break;
        case 'b': out += '\b'; break;
        case 'e':
        case 'E': out += '\x1b'; break;
        case 'f': out += '\f'; break;
        case 'v': out += '\v'; break;
        case '\\': out += '\\'; break;
        case '\'': out += '\''; break;
        case '"': out += '"'; break;
        case '?': out += '?'; break;
        case 'x': {
            int value = 0;
            int digits = 0;
            while (digits < 2 && i + 1 < body.size() && std::isxdigit(static_cast<unsigned char>(body[i + 1]))) {
                const char h = body[++i];
                value = value * 16 + (h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
                ++digits;
            }
            if (digits > 0)
                out += static_cast<char>(value);
            else
                out += "\\x";
            break;
        }
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7': {
            int value = e - '0';
            int digits = 1;
            while (digits < 3 && i + 1 < body.size() && body[i + 1] >= '0' && body[i + 1] <= '7') {
                value = value * 8 + (body[++i] - '0');
                ++digits;
            }
            out += static_cast<char>(value & 0xff);
            break;
        }
        case 'u':
        case 'U': {
            char32_t value = 0;
            int digits = 0;
            while (digits < (e == 'u' ? 4 : 8) && i + 1 < body.size() &&
                   std::isxdigit(static_cast<unsigned char>(body[i + 1]))) {
                const char h = body[++i];
                value = value * 16 + static_cast<char32_t>(h <= '9' ? h - '0' : (h | 0x20) - 'a' + 10);
                ++digits;
            }
            if (digits == 0)
                out += std::string("\\") + e;
            else
                appendUtf8(out, value);
            break;
        }
        case 'c':
            if (i + 1 < body.size())
                out += static_cast<char>(body[++i] & 0x1f);
            break;
        default: out += '\\'; out += e;
        }
    }
}

void Parser::readAnsiCString(Word &w)
{
    // $'…': escapes end at an unescaped quote.
    std::size_t p = m_pos + 2;
    while (p < m_src.size() && m_src[p] != '\'') {
        if (m_src[p] == '\\')
            ++p;
        ++p;
    }
    if (p >= m_src.size()) {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unterminated $'…' string")));
        return;
    }
    appendAnsiC(w.text, m_src.substr(m_pos + 2, p - m_pos - 2));
    w.quoted = true;
    m_pos = p + 1;
}

void Parser::readCommandSubstitution(Word &w)
{
    const std::size_t begin = m_pos;
    m_pos += 2;
    const std::vector<int> children = parseNestedList(')', Origin::CommandSubstitution);
    if (failed())
        return;
    if (at() != ')') {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "`$(` is never closed")));
        return;
    }
    ++m_pos;
    w.substitutions.insert(w.substitutions.end(), children.begin(), children.end());
    w.text.append(m_src.substr(begin, m_pos - begin));
    w.expanded = true;
}

void Parser::readParameterExpansion(Word &w, bool inDouble)
{
    const std::size_t begin = m_pos;
    m_pos += 2;
    int depth = 1;
    while (!failed() && depth > 0) {
        if (atEnd()) {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "`${` is never closed")));
            return;
        }
        const char c = at();
        if (c == '}') {
            --depth;
            ++m_pos;
        } else if (c == '\\') {
            m_pos += 2;
        } else if (c == '\'' && !inDouble) {
            const std::size_t close = m_src.find('\'', m_pos + 1);
            if (close == std::string_view::npos) {
                fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unterminated single quote")));
                return;
            }
            m_pos = close + 1;
        } else if (c == '"') {
            Word inner;
            readDoubleQuoted(inner);
            w.substitutions.insert(w.substitutions.end(), inner.substitutions.begin(), inner.substitutions.end());
        } else if (c == '$') {
            if (at(1) == '{') {
                ++depth;
                m_pos += 2;
            } else {
                Word inner;
                readDollar(inner, inDouble);
                w.substitutions.insert(w.substitutions.end(), inner.substitutions.begin(), inner.substitutions.end());
            }
        } else if (c == '`') {
            Word inner;
            readBacktick(inner);
            w.substitutions.insert(w.substitutions.end(), inner.substitutions.begin(), inner.substitutions.end());
        } else {
            ++m_pos;
        }
    }
    w.text.append(m_src.substr(begin, m_pos - begin));
    w.expanded = true;
}

void Parser::readDollar(Word &w, bool inDouble)
{
    const char next = at(1);
    if (next == '\'' && !inDouble) {
        readAnsiCString(w);
        return;
    }
    if (next == '"' && !inDouble) {
        ++m_pos;
        readDoubleQuoted(w);
        return;
    }
    const std::size_t begin = m_pos;
    if (next == '(' && at(2) == '(') {
        m_pos += 3;
        Word inner;
        scanArithmetic(inner, 2);
        w.substitutions.insert(w.substitutions.end(), inner.substitutions.begin(), inner.substitutions.end());
        w.text.append(m_src.substr(begin, m_pos - begin));
        w.expanded = true;
        return;
    }
    if (next == '(') {
        readCommandSubstitution(w);
        return;
    }
    if (next == '{') {
        readParameterExpansion(w, inDouble);
        return;
    }
    if (isNameStart(next)) {
        m_pos += 2;
        while (isNameChar(at()))
            ++m_pos;
        w.text.append(m_src.substr(begin, m_pos - begin));
        w.expanded = true;
        return;
    }
    if ((next >= '0' && next <= '9') || std::strchr("@*#?-$!", next) != nullptr) {
        if (next != '\0') {
            m_pos += 2;
            w.text.append(m_src.substr(begin, 2));
            w.expanded = true;
            return;
        }
    }
    w.text += '$';
    ++m_pos;
}

void Parser::scanArithmetic(Word &w, int closing)
{
    int depth = 0;
    while (!failed()) {
        if (atEnd()) {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "arithmetic `((` is never closed")));
            return;
        }
        const char c = at();
        if (c == '(') {
            ++depth;
            ++m_pos;
        } else if (c == ')') {
            if (depth == 0) {
                if (closing == 2 && at(1) == ')') {
                    m_pos += 2;
                    return;
                }
                fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "arithmetic `((` is not closed with `))`")));
                return;
            }
            --depth;
            ++m_pos;
        } else if (c == '$') {
            readDollar(w, true);
        } else if (c == '`') {
            readBacktick(w);
        } else {
            ++m_pos;
        }
    }
}

void Parser::readBacktick(Word &w)
{
    const std::size_t begin = m_pos;
    ++m_pos;
    std::string inner;
    while (true) {
        if (atEnd()) {
            fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "unterminated backquote")));
            return;
        }
        const char c = at();
        if (c == '`') {
            ++m_pos;
            break;
        }
        if (c == '\\' && (at(1) == '`' || at(1) == '\\' || at(1) == '$')) {
            inner += at(1);
            m_pos += 2;
            continue;
        }
        inner += c;
        ++m_pos;
    }
    w.text.append(m_src.substr(begin, m_pos - begin));
    w.expanded = true;
    if (m_depth + 1 > ShellParser::kMaxDepth) {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "commands are nested too deeply")));
        return;
    }
    ParseTree nested;
    Parser sub(inner, nested, m_depth + 1);
    sub.m_function = m_function;
    sub.parseProgram();
    std::vector<int> roots;
    for (std::size_t i = 0; i < nested.commands.size(); ++i) {
        if (nested.commands[i].parent < 0) {
            nested.commands[i].parent = -2;
            nested.commands[i].origin = Origin::CommandSubstitution;
            roots.push_back(static_cast<int>(i));
        }
    }
    const std::vector<int> mapped = splice(nested, roots, begin + m_offsetBase, m_pos + m_offsetBase);
    w.substitutions.insert(w.substitutions.end(), mapped.begin(), mapped.end());
}

void Parser::readProcessSubstitution(Word &w, Origin origin)
{
    const std::size_t begin = m_pos;
    m_pos += 2;
    const std::vector<int> children = parseNestedList(')', origin);
    if (failed())
        return;
    if (at() != ')') {
        fail(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "process substitution is never closed")));
        return;
    }
    ++m_pos;
    w.substitutions.insert(w.substitutions.end(), children.begin(), children.end());
    w.text.append(m_src.substr(begin, m_pos - begin));
    w.expanded = true;
}

std::vector<int> Parser::parseNestedList(char closer, Origin origin)
{
    const std::size_t first = m_tree.commands.size();
    const std::size_t savedListStart = m_lastListStart;
    parseList({}, closer);
    m_lastListStart = savedListStart;
    std::vector<int> roots;
    for (std::size_t i = first; i < m_tree.commands.size(); ++i) {
        SimpleCommand &c = m_tree.commands[i];
        if (c.parent == -1 && c.origin == Origin::TopLevel) {
            c.parent = -2;
            c.origin = origin;
            roots.push_back(static_cast<int>(i));
        }
    }
    return roots;
}

} // namespace airlock::safety::detail
