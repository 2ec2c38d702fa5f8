// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Tokens of inline code in the interpreter's own language: comments dropped, string literals decoded (escapes,
// Python's prefixes and triple quotes, Perl's q/qq/qw/qx, Ruby's %w/%x, Lua's long brackets), interpolation noted.
#include "InlineCode.h"

#include <cctype>

namespace airlock::safety::code {
namespace {

bool nameStart(char c)
{
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_';
}

bool nameChar(char c)
{
    return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
}

char closing(char open)
{
    switch (open) {
    case '(': return ')';
    case '[': return ']';
    case '{': return '}';
    case '<': return '>';
    default: return open;
    }
}

class Lexer
{
public:
    Lexer(std::string_view text, Lang lang)
        : m_s(text)
        , m_lang(lang)
    {}

    std::vector<Token> run()
    {
        while (m_i < m_s.size()) {
            const std::size_t before = m_i;
            step();
            if (m_i == before)
                ++m_i; // never stall
        }
        return std::move(m_out);
    }

private:
    bool is(Lang l) const { return m_lang == l; }
    bool hashComments() const
    {
        return is(Lang::Python) || is(Lang::Perl) || is(Lang::Ruby) || is(Lang::Php) || is(Lang::R) || is(Lang::Awk) ||
               is(Lang::Tcl) || is(Lang::PowerShell);
    }
    bool newlineEnds() const { return !is(Lang::JavaScript) && !is(Lang::Php) && !is(Lang::Perl); }
    bool at(std::string_view p) const { return m_s.substr(m_i, p.size()) == p; }
    char peek(std::size_t k = 0) const { return m_i + k < m_s.size() ? m_s[m_i + k] : '\0'; }

    void push(Tok kind, std::string text, bool interpolated = false)
    {
        m_out.push_back(Token{kind, std::move(text), interpolated});
    }

    bool valueBefore() const
    {
        if (m_out.empty())
            return false;
        const Token &t = m_out.back();
        return t.kind != Tok::Punct || t.text == ")" || t.text == "]" || t.text == "}";
    }

    void skipLine()
    {
        while (m_i < m_s.size() && m_s[m_i] != '\n')
            ++m_i;
    }

    void skipUntil(std::string_view end)
    {
        const std::size_t e = m_s.find(end, m_i);
        m_i = e == std::string_view::npos ? m_s.size() : e + end.size();
    }

    bool comment()
    {
        if (hashComments() && peek() == '#' && !(is(Lang::Perl) && m_i > 0 && m_s[m_i - 1] == '$')) {
            if (is(Lang::PowerShell) && peek(1) == '>')
                return false;
            skipLine();
            return true;
        }
        if ((is(Lang::JavaScript) || is(Lang::Php)) && at("//")) {
            skipLine();
            return true;
        }
        if ((is(Lang::JavaScript) || is(Lang::Php)) && at("/*")) {
            skipUntil("*/");
            return true;
        }
        if ((is(Lang::Lua) || is(Lang::AppleScript)) && at("--")) {
            m_i += 2;
            if (is(Lang::Lua) && peek() == '[' && (peek(1) == '[' || peek(1) == '=')) {
                longBracket(false);
                return true;
            }
            skipLine();
            return true;
        }
        if (is(Lang::AppleScript) && at("(*")) {
            skipUntil("*)");
            return true;
        }
        if (is(Lang::PowerShell) && at("<#")) {
            skipUntil("#>");
            return true;
        }
        return false;
    }

    // Lua's [[…]] and [==[…]==].
    void longBracket(bool keep)
    {
        std::size_t j = m_i + 1;
        std::size_t level = 0;
        while (j < m_s.size() && m_s[j] == '=') {
            ++level;
            ++j;
        }
        const std::string end = "]" + std::string(level, '=') + "]";
        const std::size_t from = j + 1;
        const std::size_t e = m_s.find(end, from);
        const std::size_t stop = e == std::string_view::npos ? m_s.size() : e;
        if (keep)
            push(Tok::String, std::string(m_s.substr(from, stop - from)));
        m_i = e == std::string_view::npos ? m_s.size() : e + end.size();
    }

    // A quoted literal from m_i (at its opening quote) to `close`; escapes decoded unless `raw`.
    void quoted(char close, Tok kind, bool raw, bool interpolates, std::size_t quoteLength = 1, char open = 0)
    {
        std::string value;
        bool interpolated = false;
        std::size_t depth = 0;
        m_i += quoteLength;
        const std::string triple(quoteLength, close);
        while (m_i < m_s.size()) {
            const char c = m_s[m_i];
            if (quoteLength == 3 ? at(triple) : (c == close && depth == 0)) {
                m_i += quoteLength;
                break;
            }
            if (open && c == open)
                ++depth;
            else if (open && c == close)
                --depth;
            if (c == '\\' && m_i + 1 < m_s.size()) {
                const char n = m_s[m_i + 1];
                m_i += 2;
                if (raw) {
                    if (n != close && n != '\\')
                        value += '\\';
                    value += n;
                    continue;
                }
                value += escaped(n);
                continue;
            }
            if (interpolates && interpolation(c)) {
                interpolated = true;
                value += "${X}";
                continue;
            }
            value += c;
            ++m_i;
        }
        push(kind, std::move(value), interpolated);
    }

    char escaped(char n)
    {
        switch (n) {
        case 'n': return '\n';
        case 't': return '\t';
        case 'r': return '\r';
        case '0': return '\0';
        case 'x':
            if (m_i + 1 < m_s.size() && std::isxdigit(static_cast<unsigned char>(m_s[m_i])) &&
                std::isxdigit(static_cast<unsigned char>(m_s[m_i + 1]))) {
                const char h[3] = {m_s[m_i], m_s[m_i + 1], 0};
                m_i += 2;
                return static_cast<char>(std::stoi(h, nullptr, 16));
            }
            return 'x';
        default: return n;
        }
    }

    // An interpolation at m_i inside a string: skipped, and true when there was one.
    bool interpolation(char c)
    {
        auto skipBraces = [&](std::size_t from) {
            int depth = 0;
            for (std::size_t j = from; j < m_s.size(); ++j) {
                if (m_s[j] == '{')
                    ++depth;
                else if (m_s[j] == '}' && --depth == 0) {
                    m_i = j + 1;
                    return;
                }
            }
            m_i = m_s.size();
        };
        if ((is(Lang::JavaScript) || is(Lang::Perl) || is(Lang::Php) || is(Lang::PowerShell)) && c == '$' &&
            peek(1) == '{') {
            skipBraces(m_i + 1);
            return true;
        }
        if (is(Lang::Ruby) && c == '#' && peek(1) == '{') {
            skipBraces(m_i + 1);
            return true;
        }
        if (is(Lang::Python) && c == '{') {
            if (peek(1) == '{') {
                m_i += 1; // {{ is a literal brace: the second one is kept by the caller
                return false;
            }
            skipBraces(m_i);
            return true;
        }
        if ((is(Lang::Perl) || is(Lang::Php) || is(Lang::PowerShell)) && (c == '$' || (c == '@' && is(Lang::Perl))) &&
            (nameStart(peek(1)) || peek(1) == ':')) {
            ++m_i;
            while (m_i < m_s.size() && (nameChar(m_s[m_i]) || m_s[m_i] == ':'))
                ++m_i;
            return true;
        }
        return false;
    }

    bool pythonString()
    {
        std::size_t j = m_i;
        bool raw = false;
        bool format = false;
        while (j < m_s.size() && j - m_i < 2 && std::string_view("rRbBfFuU").find(m_s[j]) != std::string_view::npos) {
            raw = raw || m_s[j] == 'r' || m_s[j] == 'R';
            format = format || m_s[j] == 'f' || m_s[j] == 'F';
            ++j;
        }
        if (j >= m_s.size() || (m_s[j] != '\'' && m_s[j] != '"'))
            return false;
        const char q = m_s[j];
        m_i = j;
        const bool triple = m_s.substr(j, 3) == std::string(3, q);
        quoted(q, Tok::String, raw, format, triple ? 3 : 1);
        return true;
    }

    // Perl's q qq qw qx m qr s tr y and Ruby's %w %x %q %Q %i %(…).
    bool quoteLike()
    {
        std::size_t j = m_i;
        while (j < m_s.size() && std::isalpha(static_cast<unsigned char>(m_s[j])))
            ++j;
        std::string_view op = m_s.substr(m_i, j - m_i);
        if (is(Lang::Ruby)) {
            if (peek() != '%' || valueBefore())
                return false;
            j = m_i + 1;
            if (j < m_s.size() && std::isalpha(static_cast<unsigned char>(m_s[j])))
                ++j;
            op = m_s.substr(m_i + 1, j - m_i - 1);
            if (j >= m_s.size() || std::string_view("([{<|!/").find(m_s[j]) == std::string_view::npos)
                return false;
        } else {
            if (op != "q" && op != "qq" && op != "qw" && op != "qx" && op != "m" && op != "qr" && op != "s" &&
                op != "tr" && op != "y")
                return false;
            if (m_i > 0 && (nameChar(m_s[m_i - 1]) || m_s[m_i - 1] == '$' || m_s[m_i - 1] == '@' ||
                            m_s[m_i - 1] == '-' || m_s[m_i - 1] == '%' || m_s[m_i - 1] == '>' || m_s[m_i - 1] == '&'))
                return false;
            while (j < m_s.size() && m_s[j] == ' ')
                ++j;
            if (j >= m_s.size() || nameChar(m_s[j]) || std::isspace(static_cast<unsigned char>(m_s[j])) ||
                m_s[j] == ',' || m_s[j] == ';' || m_s[j] == '=' || m_s[j] == ')')
                return false;
        }
        const char open = m_s[j];
        const char close = closing(open);
        m_i = j;
        const bool command = op == "qx" || op == "x";
        const bool words = op == "qw" || op == "w" || op == "W" || op == "i";
        quoted(close, command ? Tok::Command : Tok::String, op == "q" || words, op != "q" && !words, 1,
               open != close ? open : 0);
        if (op == "s" || op == "tr" || op == "y") {
            if (open != close) {
                while (m_i < m_s.size() && std::isspace(static_cast<unsigned char>(m_s[m_i])))
                    ++m_i;
                if (m_i < m_s.size())
                    quoted(closing(m_s[m_i]), Tok::String, false, false, 1, m_s[m_i]);
            } else {
                --m_i; // s/a/b/: the middle delimiter opens the replacement
                quoted(close, Tok::String, false, false);
            }
            while (m_i < m_s.size() && std::isalpha(static_cast<unsigned char>(m_s[m_i])))
                ++m_i; // flags
            m_out.pop_back();
        }
        if (words)
            splitWords();
        return true;
    }

    void splitWords()
    {
        const std::string all = m_out.back().text;
        m_out.pop_back();
        push(Tok::Punct, "[");
        std::size_t k = 0;
        bool first = true;
        while (k < all.size()) {
            while (k < all.size() && std::isspace(static_cast<unsigned char>(all[k])))
                ++k;
            std::size_t e = k;
            while (e < all.size() && !std::isspace(static_cast<unsigned char>(all[e])))
                ++e;
            if (e > k) {
                if (!first)
                    push(Tok::Punct, ",");
                push(Tok::String, all.substr(k, e - k));
                first = false;
            }
            k = e;
        }
        push(Tok::Punct, "]");
    }

    bool string()
    {
        const char c = peek();
        if (is(Lang::Python))
            return pythonString();
        if (is(Lang::Lua) && c == '[' && (peek(1) == '[' || peek(1) == '=')) {
            longBracket(true);
            return true;
        }
        if (c == '"')
            quoted('"', Tok::String, false,
                   is(Lang::Perl) || is(Lang::Php) || is(Lang::Ruby) || is(Lang::PowerShell) || is(Lang::Tcl));
        else if (c == '\'' && !is(Lang::Tcl) && !is(Lang::Awk))
            quoted('\'', Tok::String, is(Lang::Perl) || is(Lang::Php) || is(Lang::Ruby) || is(Lang::PowerShell), false);
        else if (c == '`' && is(Lang::JavaScript))
            quoted('`', Tok::String, false, true);
        else if (c == '`' && (is(Lang::Perl) || is(Lang::Ruby) || is(Lang::Php)))
            quoted('`', Tok::Command, false, true);
        else
            return false;
        return true;
    }

    void name()
    {
        const std::size_t from = m_i;
        if (is(Lang::Tcl) || is(Lang::PowerShell)) {
            // Command words: everything up to a space, a quote or a bracket.
            while (m_i < m_s.size() && !std::isspace(static_cast<unsigned char>(m_s[m_i])) &&
                   std::string_view(";()[]{}\"'`|,").find(m_s[m_i]) == std::string_view::npos)
                ++m_i;
            push(Tok::Name, std::string(m_s.substr(from, m_i - from)));
            return;
        }
        if (m_s[m_i] == '$' || m_s[m_i] == '@' || m_s[m_i] == '%' || m_s[m_i] == '&')
            ++m_i;
        while (m_i < m_s.size() &&
               (nameChar(m_s[m_i]) || (is(Lang::JavaScript) && m_s[m_i] == '$') ||
                (is(Lang::PowerShell) && m_s[m_i] == '-' && m_i + 1 < m_s.size() && nameStart(m_s[m_i + 1]))))
            ++m_i;
        push(Tok::Name, std::string(m_s.substr(from, m_i - from)));
    }

    bool sigil() const
    {
        const char c = peek();
        const bool next = nameStart(peek(1)) || (c == '$' && (peek(1) == '_' || peek(1) == ':'));
        if (c == '$')
            return next && (is(Lang::Perl) || is(Lang::Php) || is(Lang::PowerShell) || is(Lang::JavaScript) ||
                            is(Lang::Awk) || is(Lang::Tcl));
        if (c == '@' || c == '%' || c == '&')
            return is(Lang::Perl) && next && !valueBefore();
        return false;
    }

    void punct()
    {
        static constexpr std::string_view kLong[] = {"::", "->", "=>", "==", "!=", "**",
                                                     "?.", "..", "<<", ">>", "||", "&&"};
        const char c = peek();
        if (c == '\n') {
            if (newlineEnds() && m_depth == 0 && !m_out.empty() && m_out.back().text != ";")
                push(Tok::Punct, ";");
            ++m_i;
            return;
        }
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++m_i;
            return;
        }
        for (const std::string_view p : kLong) {
            if (at(p)) {
                push(Tok::Punct, std::string(p));
                m_i += p.size();
                return;
            }
        }
        if (c == '(' || c == '[' || c == '{')
            ++m_depth;
        else if ((c == ')' || c == ']' || c == '}') && m_depth > 0)
            --m_depth;
        push(Tok::Punct, std::string(1, c));
        ++m_i;
    }

    void step()
    {
        const char c = peek();
        if (comment())
            return;
        if ((is(Lang::Perl) || is(Lang::Ruby)) && quoteLike())
            return;
        if (string())
            return;
        if (std::isdigit(static_cast<unsigned char>(c))) {
            const std::size_t from = m_i;
            while (m_i < m_s.size() && (nameChar(m_s[m_i]) || (m_s[m_i] == '.' && peek(1) != '.')))
                ++m_i;
            push(Tok::Number, std::string(m_s.substr(from, m_i - from)));
            return;
        }
        if (nameStart(c) || sigil() ||
            ((is(Lang::Tcl) || is(Lang::PowerShell)) &&
             std::string_view(";()[]{}\"'`|,#").find(c) == std::string_view::npos &&
             !std::isspace(static_cast<unsigned char>(c)))) {
            name();
            return;
        }
        punct();
    }

    std::string_view m_s;
    Lang m_lang;
    std::size_t m_i = 0;
    int m_depth = 0;
    std::vector<Token> m_out;
};

} // namespace

std::vector<Token> tokenize(std::string_view text, Lang lang)
{
    return Lexer(text, lang).run();
}

} // namespace airlock::safety::code
