// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// A word's text as written, read again into quoted and unquoted characters and expansions, the same way ShellWords.cpp
// reads it (quote removal, escapes, $'…', $"…"), so that expansion knows what was quoted.
#include "ShellExpansionImpl.h"
#include "ShellParserImpl.h"

namespace airlock::safety::expansion {

namespace {

// The end (one past) of a balanced (…) that starts at `open`, quotes and escapes skipped; npos when unbalanced.
std::size_t balancedEnd(std::string_view raw, std::size_t open, char opener, char closer)
{
    int depth = 0;
    for (std::size_t i = open; i < raw.size(); ++i) {
        const char c = raw[i];
        if (c == '\\') {
            ++i;
        } else if (c == '\'') {
            const std::size_t close = raw.find('\'', i + 1);
            if (close == std::string_view::npos)
                return std::string_view::npos;
            i = close;
        } else if (c == '"') {
            for (++i; i < raw.size() && raw[i] != '"'; ++i) {
                if (raw[i] == '\\')
                    ++i;
            }
            if (i >= raw.size())
                return std::string_view::npos;
        } else if (c == opener) {
            ++depth;
        } else if (c == closer && --depth == 0) {
            return i + 1;
        }
    }
    return std::string_view::npos;
}

class Lexer
{
public:
    Lexer(std::string_view raw, Lexed &out, std::string &text)
        : m_raw(raw)
        , m_out(out)
        , m_text(text)
    {}

    bool run()
    {
        while (m_pos < m_raw.size()) {
            if (!step())
                return false;
        }
        return true;
    }

private:
    void unit(char c, bool quoted)
    {
        m_out.units.push_back({c, quoted, -1});
        m_text += c;
    }

    bool step()
    {
        const char c = m_raw[m_pos];
        if (c == '\\') {
            if (m_pos + 1 >= m_raw.size()) {
                unit('\\', false);
                ++m_pos;
            } else {
                if (m_raw[m_pos + 1] != '\n')
                    unit(m_raw[m_pos + 1], true);
                m_pos += 2;
            }
            return true;
        }
        if (c == '\'') {
            const std::size_t close = m_raw.find('\'', m_pos + 1);
            if (close == std::string_view::npos)
                return false;
            quotedText(m_raw.substr(m_pos + 1, close - m_pos - 1));
            m_pos = close + 1;
            return true;
        }
        if (c == '"')
            return doubleQuoted(m_pos + 1);
        if (c == '$')
            return dollar(false);
        if (c == '`' || ((c == '<' || c == '>') && m_pos + 1 < m_raw.size() && m_raw[m_pos + 1] == '('))
            return opaque(m_pos, c == '`' ? backtickEnd(m_pos) : balancedEnd(m_raw, m_pos + 1, '(', ')'), false);
        unit(c, false);
        ++m_pos;
        return true;
    }

    void quotedText(std::string_view text)
    {
        if (text.empty())
            m_out.units.push_back({'\0', true, -1});
        for (const char c : text)
            unit(c, true);
    }

    std::size_t backtickEnd(std::size_t open) const
    {
        for (std::size_t i = open + 1; i < m_raw.size(); ++i) {
            if (m_raw[i] == '\\')
                ++i;
            else if (m_raw[i] == '`')
                return i + 1;
        }
        return std::string_view::npos;
    }

    bool opaque(std::size_t begin, std::size_t end, bool quoted)
    {
        if (end == std::string_view::npos)
            return false;
        Part p;
        p.raw = std::string(m_raw.substr(begin, end - begin));
        p.quoted = quoted;
        p.opaque = true;
        m_text += p.raw;
        m_out.units.push_back({'\0', quoted, static_cast<int>(m_out.parts.size())});
        m_out.parts.push_back(std::move(p));
        m_pos = end;
        return true;
    }

    bool parameter(std::size_t end, std::string body, bool quoted)
    {
        Part p;
        p.raw = std::string(m_raw.substr(m_pos, end - m_pos));
        p.body = std::move(body);
        p.quoted = quoted;
        m_text += p.raw;
        m_out.units.push_back({'\0', quoted, static_cast<int>(m_out.parts.size())});
        m_out.parts.push_back(std::move(p));
        m_pos = end;
        return true;
    }

    bool dollar(bool quoted)
    {
        const char next = m_pos + 1 < m_raw.size() ? m_raw[m_pos + 1] : '\0';
        if (next == '\'' && !quoted) {
            std::size_t p = m_pos + 2;
            while (p < m_raw.size() && m_raw[p] != '\'')
                p += m_raw[p] == '\\' ? 2 : 1;
            if (p >= m_raw.size())
                return false;
            std::string decoded;
            detail::Parser::appendAnsiC(decoded, m_raw.substr(m_pos + 2, p - m_pos - 2));
            quotedText(decoded);
            m_pos = p + 1;
            return true;
        }
        if (next == '"' && !quoted)
            return doubleQuoted(m_pos + 2);
        if (next == '(')
            return opaque(m_pos, balancedEnd(m_raw, m_pos + 1, '(', ')'), quoted);
        if (next == '{') {
            const std::size_t end = balancedEnd(m_raw, m_pos + 1, '{', '}');
            if (end == std::string_view::npos)
                return false;
            return parameter(end, std::string(m_raw.substr(m_pos + 2, end - m_pos - 3)), quoted);
        }
        if (detail::isNameStart(next)) {
            std::size_t end = m_pos + 2;
            while (end < m_raw.size() && detail::isNameChar(m_raw[end]))
                ++end;
            return parameter(end, std::string(m_raw.substr(m_pos + 1, end - m_pos - 1)), quoted);
        }
        if (next != '\0' && std::string_view("0123456789@*#").find(next) != std::string_view::npos)
            return parameter(m_pos + 2, std::string(1, next), quoted); // positional: known in a function call
        if (next != '\0' && std::string_view("?-$!").find(next) != std::string_view::npos)
            return opaque(m_pos, m_pos + 2, quoted);
        unit('$', quoted);
        ++m_pos;
        return true;
    }

    bool doubleQuoted(std::size_t from)
    {
        m_pos = from;
        bool any = false;
        while (m_pos < m_raw.size()) {
            const char c = m_raw[m_pos];
            if (c == '"') {
                if (!any)
                    m_out.units.push_back({'\0', true, -1});
                ++m_pos;
                return true;
            }
            any = true;
            if (c == '\\' && m_pos + 1 < m_raw.size()) {
                const char e = m_raw[m_pos + 1];
                if (e == '\n') {
                    m_pos += 2;
                } else if (e == '$' || e == '`' || e == '"' || e == '\\') {
                    unit(e, true);
                    m_pos += 2;
                } else {
                    unit('\\', true);
                    ++m_pos;
                }
            } else if (c == '$') {
                if (!dollar(true))
                    return false;
            } else if (c == '`') {
                if (!opaque(m_pos, backtickEnd(m_pos), true))
                    return false;
            } else {
                unit(c, true);
                ++m_pos;
            }
        }
        return false;
    }

    std::string_view m_raw;
    Lexed &m_out;
    std::string &m_text;
    std::size_t m_pos = 0;
};

} // namespace

bool lexText(std::string_view raw, Lexed &out, std::string &parserText)
{
    return Lexer(raw, out, parserText).run();
}

bool lexWord(const Word &word, std::string_view source, Lexed &out)
{
    if (word.begin >= word.end || word.end > source.size())
        return false;
    std::string text;
    if (!lexText(source.substr(word.begin, word.end - word.begin), out, text))
        return false;
    return text == word.text;
}

std::string textOf(const Units &units, const std::vector<Part> &parts, bool &unknown)
{
    std::string text;
    for (const Unit &u : units) {
        if (u.part >= 0) {
            text += parts[static_cast<std::size_t>(u.part)].raw;
            unknown = true;
        } else if (u.c != '\0') {
            text += u.c;
        }
    }
    return text;
}

} // namespace airlock::safety::expansion
