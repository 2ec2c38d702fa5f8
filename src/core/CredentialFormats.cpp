// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Credentials in the formats of common tools that are not key=value: netrc's "password <value>", .pgpass lines,
// XML elements (<password>…</password>), PHP define('DB_PASSWORD', '…'), Cookie and Set-Cookie headers, password flags
// on command lines (mysql -pX, --password X, sshpass -p X, curl -u user:X, openssl pass:X) and PuTTY key files.
#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core::detail {
namespace {

using namespace std::string_view_literals;

// Cookie names that carry a session or a credential.
constexpr std::string_view SessionCookieWords[] = {"sess", "sid",    "token", "auth",     "jwt",      "csrf",
                                                   "xsrf", "secret", "login", "remember", "identity", "credential"};

bool containsNoCase(std::string_view text, std::string_view lowerWord)
{
    if (text.size() < lowerWord.size())
        return false;
    for (Size i = 0; i + lowerWord.size() <= text.size(); ++i)
        if (equalsNoCase(text.substr(i, lowerWord.size()), lowerWord))
            return true;
    return false;
}

} // namespace

// The part of the current line before i, at most 512 bytes.
std::string_view Scanner::lineBefore(Size i) const
{
    const Size limit = std::max(m_pemFloor, i > 512 ? i - 512 : 0);
    Size j = i;
    while (j > limit && m_text[j - 1] != '\n')
        --j;
    return m_text.substr(j, i - j);
}

// The same over a shell's continued lines (a line ending in a backslash goes on on the next one), at most 512 bytes.
std::string_view Scanner::commandBefore(Size i) const
{
    const Size limit = std::max(m_pemFloor, i > 512 ? i - 512 : 0);
    Size j = i;
    for (;;) {
        while (j > limit && m_text[j - 1] != '\n')
            --j;
        const Size backslash = j >= limit + 3 && m_text[j - 2] == '\r' ? j - 3 : j - 2;
        if (j < limit + 2 || m_text[backslash] != '\\')
            break;
        --j;
    }
    return m_text.substr(j, i - j);
}

Size Scanner::tokenEnd(Size i) const
{
    while (i < m_text.size() && static_cast<unsigned char>(m_text[i]) > 0x20)
        ++i;
    return i;
}

// A value after a flag or keyword, unquoted or in quotes: returns {valueBegin, valueEnd, end}.
std::optional<Scanner::Value> Scanner::wordValueAt(Size v) const
{
    const Size n = m_text.size();
    if (v >= n)
        return std::nullopt;
    if (is(m_text[v], CQuote)) {
        const char quote = m_text[v];
        Size close = v + 1;
        while (close < n && m_text[close] != quote && m_text[close] != '\n')
            ++close;
        if (close >= n || m_text[close] != quote)
            return std::nullopt;
        return Value{v + 1, close, close + 1, true};
    }
    Size end = tokenEnd(v);
    while (end > v && (m_text[end - 1] == ';' || m_text[end - 1] == ',' || m_text[end - 1] == ')'))
        --end;
    return Value{v, end, end, false};
}

// netrc: "machine h login u password p" on one line, or an indented "password p" alone on its line.
Size Scanner::tryNetrcPassword(Size i)
{
    Size wordEnd = i;
    if (startsWith(i, "password"))
        wordEnd = i + 8;
    else if (startsWith(i, "passwd"))
        wordEnd = i + 6;
    else
        return npos;
    if (wordEnd >= m_text.size() || !isSpaceTab(m_text[wordEnd]))
        return npos;
    const Size v = skipSpaceTab(wordEnd);
    const std::optional<Value> value = wordValueAt(v);
    if (!value || value->valueEnd <= value->valueBegin)
        return npos;
    const std::string_view text = m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin);
    const std::string_view before = lineBefore(i);
    const bool alone = std::all_of(before.begin(), before.end(), isSpaceTab) &&
                       (skipSpaceTab(value->end) >= m_text.size() || m_text[skipSpaceTab(value->end)] == '\n' ||
                        m_text[skipSpaceTab(value->end)] == '\r');
    const bool netrcLine = before.find("login ") != npos || before.find("machine ") != npos;
    if (!(netrcLine && isSecretValue(text, "password", ValueStyle::Equals)) &&
        !(alone && looksRandomEnough(text) && isSecretValue(text, "password", ValueStyle::Equals)))
        return npos;
    add(i, value->end, value->valueBegin, value->valueEnd);
    return value->end;
}

// PHP: define('DB_PASSWORD', '…') / define("AUTH_KEY", "…").
Size Scanner::tryPhpDefine(Size i)
{
    Size j = skipSpaceTab(i + 7);
    if (j >= m_text.size() || !is(m_text[j], CQuote))
        return npos;
    const char quote = m_text[j];
    const Size nameBegin = j + 1;
    const Size nameEnd = runOf(nameBegin, CWord);
    if (nameEnd >= m_text.size() || m_text[nameEnd] != quote)
        return npos;
    const std::string_view name = m_text.substr(nameBegin, nameEnd - nameBegin);
    const KeyStrength strength = secretKeyStrength(name);
    j = skipSpaceTab(nameEnd + 1);
    if (strength == KeyStrength::None || j >= m_text.size() || m_text[j] != ',')
        return npos;
    const std::optional<Value> value = wordValueAt(skipSpaceTab(j + 1));
    if (!value || !value->quoted)
        return npos;
    const std::string_view text = m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin);
    if (!isSecretValue(text, name, ValueStyle::Quoted) || (strength == KeyStrength::Weak && !looksRandomEnough(text)))
        return npos;
    add(i, value->end, value->valueBegin, value->valueEnd);
    return value->end;
}

// <password>…</password>, <secret>…</secret>, <apiKey>…</apiKey> (Maven settings.xml, .NET, Ant, plist-ish XML), on
// one line or pretty-printed over three (the value alone on the middle line).
Size Scanner::tryXmlElement(Size lt)
{
    const Size nameBegin = lt + 1;
    const Size nameEnd = runOf(nameBegin, CWord);
    if (nameEnd == nameBegin || nameEnd - nameBegin > MaxXmlName || !startsWith(nameEnd, ">"))
        return npos;
    const std::string_view name = m_text.substr(nameBegin, nameEnd - nameBegin);
    const KeyStrength strength = secretKeyStrength(name);
    if (strength == KeyStrength::None)
        return npos;
    Size valueBegin = nameEnd + 1;
    Size valueEnd = valueBegin;
    while (valueEnd < m_text.size() && m_text[valueEnd] != '<' && m_text[valueEnd] != '\n' &&
           valueEnd - valueBegin < 4096)
        ++valueEnd;
    Size close = valueEnd;
    if (valueEnd < m_text.size() && m_text[valueEnd] == '\n' && trimEnd(valueBegin, valueEnd) == valueBegin) {
        const std::optional<Value> line = valueLineOfElement(valueEnd + 1);
        if (!line)
            return npos;
        valueBegin = line->valueBegin;
        valueEnd = line->valueEnd;
        close = line->end;
    }
    if (!startsWith(close, "</") || !startsWith(close + 2, name) || !startsWith(close + 2 + name.size(), ">"))
        return npos;
    const std::string_view text = m_text.substr(valueBegin, valueEnd - valueBegin);
    if (!isSecretValue(text, name, ValueStyle::Quoted) || (strength == KeyStrength::Weak && !looksRandomEnough(text)))
        return npos;
    const Size end = close + 3 + name.size();
    add(lt, end, valueBegin, valueEnd);
    return end;
}

// The middle line of a pretty-printed element: one token between blanks, then the closing tag's indentation.
std::optional<Scanner::Value> Scanner::valueLineOfElement(Size lineBegin) const
{
    const Size valueBegin = skipSpaceTab(lineBegin);
    const Size valueEnd = tokenEnd(valueBegin);
    if (valueEnd == valueBegin || valueEnd - valueBegin > 4096 || m_text[valueBegin] == '<')
        return std::nullopt;
    Size j = skipSpaceTab(valueEnd);
    if (j < m_text.size() && m_text[j] == '\r')
        ++j;
    if (j >= m_text.size() || m_text[j] != '\n')
        return std::nullopt;
    return Value{valueBegin, valueEnd, skipSpaceTab(j + 1), false};
}

// A stream holds an opening tag of a secret-named element alone on its line, and the one-token line after it, until
// the closing tag can be seen with them. Returns where the held lines start, or linesEnd.
Size xmlElementHoldStart(std::string_view text, Size linesEnd)
{
    const auto lineStartOf = [&](Size end) {
        const Size newline = end == 0 ? npos : text.rfind('\n', end - 1);
        return newline == npos ? 0 : newline + 1;
    };
    const auto isOpenTag = [&](Size begin, Size end) {
        std::string_view line = text.substr(begin, end - begin);
        while (!line.empty() && is(line.front(), CBlank))
            line.remove_prefix(1);
        while (!line.empty() && is(line.back(), CBlank))
            line.remove_suffix(1);
        if (line.size() < 3 || line.size() > MaxXmlName + 2 || line.front() != '<' || line.back() != '>')
            return false;
        const std::string_view name = line.substr(1, line.size() - 2);
        return std::all_of(name.begin(), name.end(), [](char c) { return is(c, CWord); }) &&
               secretKeyStrength(name) != KeyStrength::None;
    };
    if (linesEnd == 0)
        return linesEnd;
    const Size last = lineStartOf(linesEnd - 1);
    if (isOpenTag(last, linesEnd - 1))
        return last;
    if (last == 0)
        return linesEnd;
    const Size previous = lineStartOf(last - 1);
    return isOpenTag(previous, last - 1) ? previous : linesEnd;
}

Size continuedLineStart(std::string_view text, Size linesEnd)
{
    const auto continued = [&](Size end) { // the line ending with the newline before end ends in a backslash
        const Size last = end >= 3 && text[end - 2] == '\r' ? end - 3 : end - 2;
        return end >= 2 && text[last] == '\\';
    };
    Size start = linesEnd;
    while (start > 0 && continued(start)) {
        const Size newline = text.rfind('\n', start - 2);
        start = newline == npos ? 0 : newline + 1;
    }
    return start;
}

// Cookie: a=1; session=…  /  Set-Cookie: session=…; Path=/: session-like names, or values that look random.
Size Scanner::tryCookie(Size i)
{
    const bool set = lower(m_text[i]) == 's';
    Size j = i + (set ? 10 : 6);
    if (j < m_text.size() && is(m_text[j], CQuote))
        ++j;
    j = skipSpaceTab(j);
    if (j >= m_text.size() || m_text[j] != ':')
        return npos;
    j = skipSpaceTab(j + 1);
    if (j < m_text.size() && is(m_text[j], CQuote))
        ++j;
    const Size n = m_text.size();
    Size last = npos;
    while (j < n) {
        const Size nameBegin = j;
        const Size nameEnd = runOf(j, CWord);
        if (nameEnd == nameBegin || nameEnd >= n || m_text[nameEnd] != '=')
            break;
        Size valueEnd = nameEnd + 1;
        while (valueEnd < n && m_text[valueEnd] != ';' && static_cast<unsigned char>(m_text[valueEnd]) > 0x20 &&
               !is(m_text[valueEnd], CQuote))
            ++valueEnd;
        const std::string_view name = m_text.substr(nameBegin, nameEnd - nameBegin);
        const std::string_view value = m_text.substr(nameEnd + 1, valueEnd - nameEnd - 1);
        const bool sessionName = std::any_of(std::begin(SessionCookieWords), std::end(SessionCookieWords),
                                             [&](std::string_view w) { return containsNoCase(name, w); });
        if (!isPlaceholder(value) && value.size() >= 6 &&
            ((sessionName && !isSequential(value)) || (value.size() >= 16 && looksRandomEnough(value)))) {
            add(nameBegin, valueEnd, nameEnd + 1, valueEnd);
            last = valueEnd;
        }
        if (set || valueEnd >= n || m_text[valueEnd] != ';')
            break;
        j = skipSpaceTab(valueEnd + 1);
    }
    return last;
}

// PuTTY .ppk: the base64 lines between "Private-Lines: N" and "Private-MAC:" are the private key. Found from the MAC
// line upwards, like an END line without its BEGIN, so a stream (which holds base64-looking lines) sees it too.
Size Scanner::tryPuttyKey(Size i)
{
    if (!lineStart(i) || i == m_pemFloor || m_text[i - 1] != '\n')
        return npos;
    const Size bodyEnd = i - 1;
    Size start = i;
    while (start > m_pemFloor) {
        const Size newline = start - 1;
        Size lineBegin = newline;
        while (lineBegin > m_pemFloor && m_text[lineBegin - 1] != '\n')
            --lineBegin;
        if (!lineStart(lineBegin) || !bodyLikeLine(m_text.substr(lineBegin, newline - lineBegin)))
            break;
        start = lineBegin;
    }
    if (start >= bodyEnd)
        return npos;
    if (start > m_pemFloor && lineBefore(start - 1).find("Private-Lines:") == npos)
        return npos;
    Match key;
    key.begin = key.valueBegin = start;
    key.end = key.valueEnd = bodyEnd;
    key.pem = true;
    m_found.push_back(key);
    return npos; // the MAC line itself is scanned on
}

// Password flags as shells, `ps` and `set -x` show them.
Size Scanner::tryFlag(Size i)
{
    if (!wordStartForFlag(i))
        return npos;
    const Size n = m_text.size();
    if (i + 2 >= n || (m_text[i + 1] != '-' && m_text[i + 1] != 'p' && m_text[i + 1] != 'u' && m_text[i + 1] != 'a' &&
                       m_text[i + 1] != 'w'))
        return npos;
    const auto before = [&] { return commandBefore(i); }; // only once a flag's spelling matched
    if (startsWith(i, "-p") && i + 2 < n && !isSpaceTab(m_text[i + 2]) && m_text[i + 2] != '-' &&
        m_text[i + 2] != '\n' && (before().find("mysql") != npos || before().find("mariadb") != npos))
        return addFlagValue(i, i + 2, "password", false);
    if (startsWith(i, "-p ") && (before().find("sshpass") != npos || before().find(" login") != npos))
        return addFlagValue(i, skipSpaceTab(i + 3), "password", false);
    if ((startsWith(i, "-a ") && before().find("redis-cli") != npos) ||
        (startsWith(i, "-w ") && before().find("ldap") != npos))
        return addFlagValue(i, skipSpaceTab(i + 3), "password", false);
    if ((startsWith(i, "-u ") || startsWith(i, "--user ")) && before().find("curl") != npos) {
        const std::optional<Value> value = wordValueAt(skipSpaceTab(i + (m_text[i + 1] == 'u' ? 3 : 7)));
        if (!value)
            return npos;
        const std::string_view userPass = m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin);
        const Size colon = userPass.find(':');
        if (colon != npos && colon > 0 && colon + 1 == userPass.size() &&
            looksRandomEnough(userPass.substr(0, colon))) { // -u "sk_…:": an API key as the user, no password
            add(i, value->end, value->valueBegin, value->valueBegin + colon);
            return value->end;
        }
        if (colon == npos || colon + 1 >= userPass.size())
            return npos;
        const Size passBegin = value->valueBegin + colon + 1;
        const std::string_view pass = m_text.substr(passBegin, value->valueEnd - passBegin);
        if (pass == userPass.substr(0, colon) || !isSecretValue(pass, "password", ValueStyle::Equals))
            return npos; // "test:test", "admin:admin": the docs' stand-in, not a credential

        add(i, value->end, passBegin, value->valueEnd);
        return value->end;
    }
    if (startsWith(i, "-pass") && !startsWith(i, "--")) { // openssl -passin/-passout/-pass pass:secret
        const Size v = skipSpaceTab(runOf(i + 1, CAlnum));
        if (startsWith(v, "pass:"))
            return addFlagValue(i, v + 5, "password", false);
        return npos;
    }
    if (!startsWith(i, "--"))
        return npos;
    const Size nameEnd = runOf(i + 2, CAlnum | CUnder | CDash);
    if (nameEnd == i + 2 || nameEnd >= n || !isSpaceTab(m_text[nameEnd]))
        return npos;
    const std::string_view name = m_text.substr(i + 2, nameEnd - i - 2);
    const KeyStrength strength = secretKeyStrength(name);
    if (strength == KeyStrength::None)
        return npos;
    const Size v = skipSpaceTab(nameEnd);
    if (v >= n || m_text[v] == '-')
        return npos;
    return addFlagValue(i, v, name, strength == KeyStrength::Weak);
}

bool Scanner::wordStartForFlag(Size i) const
{
    const char c = byteBefore(i);
    return isSpaceTab(c) || c == '\n' || is(c, CQuote) || c == '(';
}

Size Scanner::addFlagValue(Size begin, Size v, std::string_view key, bool weak)
{
    const std::optional<Value> value = wordValueAt(v);
    if (!value || value->valueEnd <= value->valueBegin)
        return npos;
    const std::string_view text = m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin);
    if (!isSecretValue(text, key, value->quoted ? ValueStyle::Quoted : ValueStyle::Equals) ||
        (weak && !looksRandomEnough(text)))
        return npos;
    add(begin, value->end, value->valueBegin, value->valueEnd);
    return value->end;
}

// .pgpass: hostname:port:database:username:password, one entry a line (port may be "*"; "\:" escapes a colon).
Size Scanner::tryPgpass(Size colon)
{
    if (colon == 0 || colon + 1 >= m_text.size() || !(is(m_text[colon + 1], CDigit) || m_text[colon + 1] == '*') ||
        !(is(m_text[colon - 1], CWord) || m_text[colon - 1] == '*'))
        return npos; // a host, then the port
    Size lineBegin = colon;
    while (lineBegin > m_pemFloor && colon - lineBegin < 256 && m_text[lineBegin - 1] != '\n') {
        const char c = m_text[lineBegin - 1];
        if (!is(c, CWord) && c != '*' && c != '[' && c != ']' && c != '%') // a host name, an address or "*"
            return npos;
        --lineBegin;
    }
    if (lineBegin == colon || !lineStart(lineBegin))
        return npos;
    Size fields[5] = {colon + 1, 0, 0, 0, 0};
    Size j = colon + 1;
    int count = 1;
    const Size n = m_text.size();
    for (; j < n && m_text[j] != '\n' && m_text[j] != '\r'; ++j) {
        if (static_cast<unsigned char>(m_text[j]) <= 0x20)
            return npos;
        if (m_text[j] == '\\' && j + 1 < n)
            ++j;
        else if (m_text[j] == ':') {
            if (count == 4)
                return npos;
            fields[count++] = j + 1;
        }
    }
    if (count != 4)
        return npos;
    const std::string_view port = m_text.substr(colon + 1, fields[1] - colon - 2);
    if (port.empty() || !(port == "*" || std::all_of(port.begin(), port.end(), [](char c) { return is(c, CDigit); })))
        return npos;
    const Size passBegin = fields[3];
    if (fields[2] - fields[1] < 2 || passBegin - fields[2] < 2 || j <= passBegin)
        return npos;
    if (isPlaceholder(m_text.substr(passBegin, j - passBegin)))
        return npos;
    add(lineBegin, j, passBegin, j);
    return j;
}

} // namespace airlock::core::detail
