// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Secrets given as the value of a secret-looking key: KEY=value, key: value, "key": "value", ?token=… and the like.
#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core::detail {
namespace {

using namespace std::string_view_literals;

constexpr Size MaxKeyLength = 128; // longer "keys" are blobs, not names

constexpr std::string_view SecretWords[] = {
    "password",   "passwd", "pass",       "pwd",       "secret",    "token",      "apikey",     "credentials",
    "credential", "auth",   "passphrase", "accesskey", "secretkey", "privatekey", "sessionkey", "clientsecret",
};
// "<x>_key" is a secret unless <x> says it is an identifier.
constexpr std::string_view NonSecretKeyQualifiers[] = {
    "primary", "foreign", "sort",   "partition", "unique",      "cache",  "hash",
    "map",     "group",   "public", "routing",   "idempotency", "lookup",
};

// The last component of key[0, end) (split on _ - . space and camelCase, trailing digits dropped); moves end before it.
std::string_view lastComponent(std::string_view key, Size &end)
{
    while (end > 0 && !is(key[end - 1], CUpper | CLower)) // separators; TOKEN_2, token2
        --end;
    Size begin = end;
    while (begin > 0 && is(key[begin - 1], CAlnum)) {
        const Size j = --begin;
        if (j == 0 || !is(key[j], CUpper))
            continue;
        const char before = key[j - 1];
        if (is(before, CLower | CDigit) || (is(before, CUpper) && j + 1 < key.size() && is(key[j + 1], CLower)))
            break; // apiKey, APIKey
    }
    const std::string_view part = key.substr(begin, end - begin);
    end = begin;
    return part;
}

// A key is secret-like when its last component names a secret, or it is "<x>_key" and <x> does not say it is an
// identifier (SPEC §6). Only the last two components matter, so they are read from the end.
bool isSecretKey(std::string_view key)
{
    if (key == "PWD" || key == "OLDPWD") // the shell's directories, in every env dump
        return false;
    Size end = key.size();
    const std::string_view last = lastComponent(key, end);
    if (last.size() < 3 || last.size() > 12)
        return false;
    for (const std::string_view word : SecretWords)
        if (equalsNoCase(last, word))
            return true;
    if (!equalsNoCase(last, "key"))
        return false;
    const std::string_view previous = lastComponent(key, end);
    if (previous.empty())
        return false;
    for (const std::string_view word : NonSecretKeyQualifiers)
        if (equalsNoCase(previous, word))
            return false;
    return true;
}

} // namespace

// YAML keys sit at the start of a line (after indentation or "- "); .env/shell keys after an optional "export".
bool Scanner::keyAtLineStart(Size keyBegin) const
{
    Size j = keyBegin;
    auto skipBack = [&] {
        while (j > m_pemFloor && isSpaceTab(m_text[j - 1]))
            --j;
    };
    skipBack();
    if (j >= m_pemFloor + 6 && m_text.compare(j - 6, 6, "export") == 0 && j < keyBegin) {
        j -= 6;
        skipBack();
    } else if (j > m_pemFloor && m_text[j - 1] == '-' && j < keyBegin) {
        --j;
        skipBack();
    }
    return lineStart(j);
}

Size Scanner::tryKeyValue(Size sep)
{
    const Size n = m_text.size();
    const bool colon = m_text[sep] == ':';
    Size v = sep + 1;
    const char before = byteBefore(sep);
    if (colon) {
        if ((v < n && (m_text[v] == ':' || m_text[v] == '=')) || before == ':') // C++ scopes, Go's :=
            return npos;
    } else {
        if (v < n && m_text[v] == '=') // comparisons
            return npos;
        if (v < n && m_text[v] == '>') // PHP/Perl "=>"
            ++v;
        if ("=!<>+-*/%&|^~:"sv.find(before) != npos)
            return npos;
    }

    Size keyEnd = sep;
    while (keyEnd > m_pemFloor && sep - keyEnd < 64 && isSpaceTab(m_text[keyEnd - 1]))
        --keyEnd;
    if (keyEnd == m_pemFloor)
        return npos;
    const char keyQuote = m_text[keyEnd - 1];
    const bool quotedKey = is(keyQuote, CQuote);
    // "host:port", "auth:12" and the like are not YAML, which wants ": ".
    if (colon && !quotedKey && v < n && !isSpaceTab(m_text[v]) && !is(m_text[v], CQuote))
        return npos;
    const std::optional<KeyName> key = keyNameBefore(keyEnd, quotedKey);
    if (!key || !isSecretKey(m_text.substr(key->nameBegin, key->nameEnd - key->nameBegin)))
        return npos;
    const std::optional<Value> value = valueAt(skipSpaceTab(v), colon, quotedKey, key->begin);
    if (!value || value->valueEnd <= value->valueBegin ||
        isPlaceholder(m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin)))
        return npos;
    add(key->begin, value->end, value->valueBegin, value->valueEnd);
    return value->end;
}

std::optional<Scanner::KeyName> Scanner::keyNameBefore(Size keyEnd, bool quotedKey) const
{
    Size keyBegin = 0, nameBegin = 0, nameEnd = keyEnd;
    if (quotedKey) {
        const char keyQuote = m_text[keyEnd - 1];
        nameEnd = keyEnd - 1;
        if (nameEnd > 0 && m_text[nameEnd - 1] == '\\') // \"key\" inside an escaped JSON string
            --nameEnd;
        const Size limit = std::max(m_pemFloor, nameEnd > MaxKeyLength ? nameEnd - MaxKeyLength : 0);
        nameBegin = nameEnd;
        while (nameBegin > limit && m_text[nameBegin - 1] != keyQuote && m_text[nameBegin - 1] != '\n')
            --nameBegin;
        if (nameBegin == m_pemFloor || m_text[nameBegin - 1] != keyQuote)
            return std::nullopt;
        keyBegin = nameBegin - 1;
    } else {
        const Size limit = std::max(m_pemFloor, keyEnd > MaxKeyLength ? keyEnd - MaxKeyLength : 0);
        nameBegin = keyEnd;
        while (nameBegin > limit && is(m_text[nameBegin - 1], CWord))
            --nameBegin;
        if (nameBegin == nameEnd || (nameBegin > m_pemFloor && is(m_text[nameBegin - 1], CWord)))
            return std::nullopt;
        keyBegin = nameBegin;
    }
    return KeyName{keyBegin, nameBegin, nameEnd};
}

// The value after a secret-looking key: quoted, a YAML scalar, a .env/shell word or an inline value.
std::optional<Scanner::Value> Scanner::valueAt(Size v, bool colon, bool quotedKey, Size keyBegin) const
{
    const Size n = m_text.size();
    if (v >= n || m_text[v] == '\n' || m_text[v] == '\r')
        return std::nullopt;
    const char first = m_text[v];
    const bool escapedQuote = first == '\\' && v + 1 < n && m_text[v + 1] == '"';
    Size valueBegin = v, valueEnd = v, end = v;
    if (is(first, CQuote) || escapedQuote) {
        const char quote = escapedQuote ? '"' : first;
        valueBegin = v + (escapedQuote ? 2 : 1);
        Size j = valueBegin; // not lineEnd(): on a long line that would make many short values quadratic
        bool closed = false;
        for (; j < n && m_text[j] != '\n'; ++j) {
            if (escapedQuote ? m_text[j] == '\\' && j + 1 < n && m_text[j + 1] == '"' : m_text[j] == quote) {
                closed = true;
                break;
            }
            if (quote == '"' && m_text[j] == '\\' && j + 1 < n && m_text[j + 1] != '\n')
                ++j;
        }
        if (closed) {
            valueEnd = j;
            end = j + (escapedQuote ? 2 : 1);
        } else { // unterminated: fail closed to the end of the line
            valueEnd = end = trimEnd(valueBegin, j);
        }
    } else if (colon && (first == '{' || first == '[')) {
        return std::nullopt; // a nested structure: its own fields are looked at one by one
    } else if (colon && !quotedKey && keyAtLineStart(keyBegin)) { // YAML: the rest of the line, minus a comment
        Size eol = lineEnd(v);
        for (Size j = v; j < eol; ++j) // m_text[v - 1] is the blank after ':'
            if (m_text[j] == '#' && isSpaceTab(m_text[j - 1]))
                eol = j;
        valueEnd = end = trimEnd(v, eol);
        const std::string_view value = m_text.substr(v, valueEnd - v);
        if (value.empty() || (value.size() <= 2 && (value[0] == '|' || value[0] == '>'))) // block scalar header
            return std::nullopt;
    } else if (!colon && keyAtLineStart(keyBegin)) { // .env / shell: up to whitespace
        while (valueEnd<n &&static_cast<unsigned char>(m_text[valueEnd])> 0x20)
            ++valueEnd;
        end = valueEnd;
    } else { // inline: JSON, query strings, flags, log lines
        const bool query = byteBefore(keyBegin) == '?' || byteBefore(keyBegin) == '&';
        const std::string_view stops = quotedKey ? ",}]"sv : query ? "&#;,\"'<>)]}"sv : "&;,\"'<>)]}"sv;
        while (valueEnd<n &&static_cast<unsigned char>(m_text[valueEnd])> 0x20 && stops.find(m_text[valueEnd]) == npos)
            ++valueEnd;
        end = valueEnd;
    }
    return Value{valueBegin, valueEnd, end};
}

} // namespace airlock::core::detail
