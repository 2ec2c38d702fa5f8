// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Secrets given as the value of a secret-looking key: KEY=value, key: value, "key": "value", ?token=… and the like.
#include "RedactorImpl.h"

#include <algorithm>
#include <span>

namespace airlock::core::detail {
namespace {

using namespace std::string_view_literals;

constexpr Size MaxKeyLength = 128; // longer "keys" are blobs, not names

// Last components that name a secret outright, and those that only hint at one ("pass" may be a test count, "auth" a
// mode): a value under a weak name must also look random.
constexpr std::string_view SecretWords[] = {
    "password",  "passwd",     "secret",     "token",        "apikey",    "passphrase",  "accesskey",
    "secretkey", "privatekey", "sessionkey", "clientsecret", "authtoken", "accesstoken", "apitoken",
};
constexpr std::string_view WeakSecretWords[] = {"pass", "pwd", "auth", "credentials", "credential", "creds"};
// Compound names written as one word end in these: PGPASSWORD, MYSQLPWD is too short to tell, githubtoken.
constexpr std::string_view SecretSuffixes[] = {"password", "passwd", "secret", "token", "apikey", "passphrase"};
// "<x>_key" is a secret unless <x> says it is an identifier.
constexpr std::string_view NonSecretKeyQualifiers[] = {
    "primary", "foreign",     "sort",        "partition", "unique",    "cache",      "hash",   "map",        "group",
    "public",  "routing",     "idempotency", "lookup",    "object",    "s3",         "dedup",  "dedupe",     "row",
    "index",   "composite",   "shard",       "natural",   "surrogate", "idempotent", "cursor", "pagination", "registry",
    "license", "translation", "i18n",        "hot",       "short",     "header",     "query",  "storage",    "bucket",
    "ssh",     "gpg",         "pgp",         "kms",       "key",
};
// Last components that carry the secret of the component before them: client-key-data, secret_key_base, token_value.
constexpr std::string_view Carriers[] = {"data", "value",  "base",    "b64", "base64", "raw",   "plain",  "plaintext",
                                         "str",  "string", "literal", "hex", "pem",    "bytes", "encoded"};

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

// The first letters and the lengths of a list's words, so that most names are rejected without a comparison.
struct WordFilter {
    std::uint32_t letters = 0;
    std::uint32_t lengths = 0; // every word is shorter than 32
};

constexpr WordFilter filterOf(std::span<const std::string_view> list)
{
    WordFilter f;
    for (const std::string_view w : list) {
        f.letters |= 1u << (w[0] - 'a');
        f.lengths |= 1u << w.size();
    }
    return f;
}

bool inList(std::string_view word, std::span<const std::string_view> list, WordFilter filter)
{
    if (word.empty() || word.size() >= 32 || ((filter.lengths >> word.size()) & 1u) == 0)
        return false;
    const char first = lower(word[0]);
    if (first < 'a' || first > 'z' || ((filter.letters >> (first - 'a')) & 1u) == 0)
        return false;
    return std::any_of(list.begin(), list.end(), [&](std::string_view w) { return equalsNoCase(word, w); });
}

constexpr WordFilter SecretLetters = filterOf(SecretWords);
constexpr WordFilter WeakLetters = filterOf(WeakSecretWords);
constexpr WordFilter QualifierLetters = filterOf(NonSecretKeyQualifiers);
constexpr WordFilter CarrierLetters = filterOf(Carriers);

bool endsWithNoCase(std::string_view word, std::string_view lowerSuffix)
{
    return word.size() > lowerSuffix.size() && equalsNoCase(word.substr(word.size() - lowerSuffix.size()), lowerSuffix);
}

// Bundler reads a gem source's credentials from BUNDLE_<HOST>, the host's dots written "__":
// BUNDLE_GEMS__EXAMPLE__COM=user:password.
bool isBundlerCredentialKey(std::string_view key)
{
    return key.starts_with("BUNDLE_") && key.find("__") != npos && key.size() > 12;
}

// In a query string a signature is a credential: Azure SAS "sig", S3 presigned "X-Amz-Signature".
bool isQuerySecretName(std::string_view name)
{
    Size end = name.size();
    const std::string_view last = lastComponent(name, end);
    return equalsNoCase(name, "sig") || equalsNoCase(last, "signature") || equalsNoCase(name, "code_verifier");
}

// The private members of a JSON Web Key (RFC 7518 §6.2.2, §6.3.2, §6.4): "d", the CRT parameters and "k".
bool isJwkPrivateMember(std::string_view name)
{
    for (const std::string_view member : {"d"sv, "p"sv, "q"sv, "dp"sv, "dq"sv, "qi"sv, "k"sv})
        if (name == member)
            return true;
    return false;
}

// "publicToken", "publishable_key", "csrf-token", "authenticity_token": the value is meant to be seen (sent to every
// browser, embedded in pages) or only guards one form; leaking it is no credential leak.
bool namesPublicValue(std::string_view key, Size end)
{
    const std::string_view previous = lastComponent(key, end);
    for (const std::string_view word : {"public"sv, "publishable"sv, "csrf"sv, "xsrf"sv, "authenticity"sv})
        if (equalsNoCase(previous, word))
            return true;
    return false;
}

} // namespace

// A key is secret-like when its last component names a secret, or it is "<x>_key" and <x> does not say it is an
// identifier (SPEC §6). Only the last components matter, so they are read from the end.
KeyStrength secretKeyStrength(std::string_view key)
{
    if (key == "PWD" || key == "OLDPWD") // the shell's directories, in every env dump
        return KeyStrength::None;
    Size end = key.size();
    std::string_view last = lastComponent(key, end);
    if (inList(last, Carriers, CarrierLetters) && end > 0) {
        Size before = end;
        const std::string_view carried = lastComponent(key, before);
        if (!carried.empty()) {
            last = carried;
            end = before;
        }
    }
    if (last.size() < 2 || last.size() > 24 || namesPublicValue(key, end))
        return KeyStrength::None;
    if (inList(last, SecretWords, SecretLetters))
        return KeyStrength::Strong;
    if (inList(last, WeakSecretWords, WeakLetters))
        return KeyStrength::Weak;
    const char tail = lower(last.back());
    if (last.size() > 5 && (tail == 'd' || tail == 't' || tail == 'n' || tail == 'y' || tail == 'e')) {
        const bool oneCase = std::all_of(last.begin(), last.end(), [](char c) { return is(c, CLower | CDigit); }) ||
                             std::all_of(last.begin(), last.end(), [](char c) { return is(c, CUpper | CDigit); });
        for (const std::string_view suffix : SecretSuffixes)
            if (oneCase && endsWithNoCase(last, suffix))
                return KeyStrength::Strong;
    }
    if (!equalsNoCase(last, "key")) // "monkey", "hotkey" are not secrets
        return KeyStrength::None;
    const std::string_view previous = lastComponent(key, end);
    if (previous.empty() || inList(previous, NonSecretKeyQualifiers, QualifierLetters))
        return KeyStrength::None;
    if (inList(previous, SecretWords, SecretLetters) || inList(previous, WeakSecretWords, WeakLetters) ||
        equalsNoCase(previous, "api") || equalsNoCase(previous, "access") || equalsNoCase(previous, "private") ||
        equalsNoCase(previous, "signing") || equalsNoCase(previous, "account") || equalsNoCase(previous, "master") ||
        equalsNoCase(previous, "client") || equalsNoCase(previous, "encryption") || equalsNoCase(previous, "app") ||
        equalsNoCase(previous, "session"))
        return KeyStrength::Strong;
    return KeyStrength::Weak;
}

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
    while (j > m_pemFloor && j < keyBegin && m_text[j - 1] == '+') // `set -x` traces: "+ export TOKEN=…", "++ X=…"
        --j;
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
    }
    // Assignment operators that end in '=': Go's and Make's ":=", "::=", ":::=", Make's "?=", PHP's ".=", "+=".
    Size op = sep;
    if (!colon) {
        while (op > m_pemFloor && sep - op < 3 && ":?.+"sv.find(m_text[op - 1]) != npos)
            --op;
        if (v < n && m_text[v] == '=') // comparisons
            return npos;
        if (v < n && m_text[v] == '>') // PHP/Perl "=>"
            ++v;
        if (op == sep && "=!<>+-*/%&|^~:"sv.find(before) != npos)
            return npos;
    }

    Size keyEnd = op;
    while (keyEnd > m_pemFloor && sep - keyEnd < 64 && isSpaceTab(m_text[keyEnd - 1]))
        --keyEnd;
    if (keyEnd == m_pemFloor)
        return npos;
    const char keyQuote = m_text[keyEnd - 1];
    const bool quotedKey = is(keyQuote, CQuote);
    // "host:port", "auth:12" and the like are not YAML, which wants ": ".
    if (colon && !quotedKey && v < n && !isSpaceTab(m_text[v]) && !is(m_text[v], CQuote))
        return npos;
    std::optional<KeyName> key = keyNameBefore(keyEnd, quotedKey);
    if (!key)
        return npos;
    if (!quotedKey && isTypeName(m_text.substr(key->nameBegin, key->nameEnd - key->nameBegin)))
        key = typedNameBefore(key->begin); // Go's `var token string = …`, Kotlin's/TS's `token: String = …`
    if (!key)
        return npos;
    const std::string_view name = m_text.substr(key->nameBegin, key->nameEnd - key->nameBegin);
    const bool query = byteBefore(key->begin) == '?' || byteBefore(key->begin) == '&';
    const bool bundler = isBundlerCredentialKey(name);
    KeyStrength strength = bundler ? KeyStrength::Strong : secretKeyStrength(name);
    bool jwkMember = false;
    if (strength == KeyStrength::None) {
        if (query && isQuerySecretName(name))
            strength = KeyStrength::Strong;
        else if (quotedKey && colon && isJwkPrivateMember(name))
            jwkMember = true;
        else if (!equalsNoCase(name, "value") || !siblingNamesSecret(key->begin))
            return npos;
    }
    const std::optional<Value> value = valueAt(skipSpaceTab(v), colon, quotedKey, key->begin);
    if (!value || value->valueEnd <= value->valueBegin)
        return npos;
    const std::string_view text = m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin);
    const ValueStyle style = value->quoted ? ValueStyle::Quoted
                             : query       ? ValueStyle::Query
                             : colon       ? ValueStyle::Colon
                                           : ValueStyle::Equals;
    const bool credential = bundler && text.find(':') != npos && !isPlaceholder(text); // user:password
    if (!credential &&
        (!isSecretValue(text, name, style) || (style == ValueStyle::Equals && codeGoesOn(sep, value->end))))
        return npos;
    // Under "<x>_key" a UUID is an API key (Heroku's, Snyk's) when assigned; after ": " it is more often an id.
    if (strength == KeyStrength::Weak && !looksRandomEnough(text) &&
        !(style != ValueStyle::Colon && style != ValueStyle::Query && looksDrawn(text)))
        return npos;
    if (jwkMember && (text.size() < 16 || runOf(value->valueBegin, CUrlSafe) != value->valueEnd))
        return npos;
    add(key->begin, value->end, value->valueBegin, value->valueEnd);
    return value->end;
}

// `System.setProperty("API_TOKEN", "…")`, `headers.put("X-Api-Key", "…")`, `os.environ.setdefault("TOKEN", "…")`: a
// call whose first argument is a quoted secret-looking name and whose second is a quoted value that looks random.
Size Scanner::tryQuotedPair(Size comma)
{
    const std::optional<KeyName> key = keyNameBefore(comma, true);
    if (!key || secretKeyStrength(m_text.substr(key->nameBegin, key->nameEnd - key->nameBegin)) == KeyStrength::None)
        return npos;
    Size open = key->begin; // the name is a call's first argument, not an element of a list or an argv
    while (open > m_pemFloor && isSpaceTab(m_text[open - 1]))
        --open;
    if (open == m_pemFloor || m_text[open - 1] != '(')
        return npos;
    const Size v = skipSpaceTab(comma + 1);
    if (v >= m_text.size() || !is(m_text[v], CQuote))
        return npos;
    const std::optional<Value> value = valueAt(v, false, true, key->begin);
    if (!value || !value->quoted || value->valueEnd <= value->valueBegin)
        return npos;
    const std::string_view name = m_text.substr(key->nameBegin, key->nameEnd - key->nameBegin);
    const std::string_view text = m_text.substr(value->valueBegin, value->valueEnd - value->valueBegin);
    if (!isSecretValue(text, name, ValueStyle::Quoted) || !looksDrawn(text))
        return npos;
    add(key->begin, value->end, value->valueBegin, value->valueEnd);
    return value->end;
}

// `x = await hash(pw)`, `token = new Token(...)`: an unquoted value after " = " that more code follows on its line is
// the start of an expression. INI and .env values end their line (or a comment follows).
bool Scanner::codeGoesOn(Size sep, Size valueEnd) const
{
    if (sep == 0 || !isSpaceTab(m_text[sep - 1]) || sep + 1 >= m_text.size() || !isSpaceTab(m_text[sep + 1]))
        return false;
    const Size next = skipSpaceTab(valueEnd);
    if (next >= m_text.size() || m_text[next] == '\n' || m_text[next] == '\r' || m_text[next] == '#' ||
        m_text[next] == ';' || startsWith(next, "//"))
        return false;
    return true;
}

// `<add key="ApiSecret" value="…"/>`, `<property name="password" value="…"/>`, `{"name": "DB_PASSWORD", "value": …}`:
// the secret's name is a sibling attribute or field on the same line, just before "value".
bool Scanner::siblingNamesSecret(Size valueKeyBegin) const
{
    const Size limit = std::max(m_pemFloor, valueKeyBegin > 160 ? valueKeyBegin - 160 : 0);
    Size j = valueKeyBegin;
    while (j > limit && m_text[j - 1] != '\n')
        --j;
    const std::string_view before = m_text.substr(j, valueKeyBegin - j);
    for (const std::string_view attr : {"key"sv, "name"sv, "Key"sv, "Name"sv}) {
        for (Size at = before.rfind(attr); at != npos; at = at == 0 ? npos : before.rfind(attr, at - 1)) {
            if (at > 0 && is(before[at - 1], CAlnum | CUnder))
                continue;
            Size k = at + attr.size();
            if (k < before.size() && is(before[k], CQuote))
                ++k;
            while (k < before.size() && (isSpaceTab(before[k]) || before[k] == '=' || before[k] == ':'))
                ++k;
            if (k >= before.size() || !is(before[k], CQuote))
                continue;
            const char quote = before[k];
            const Size close = before.find(quote, k + 1);
            if (close == npos)
                continue;
            return secretKeyStrength(before.substr(k + 1, close - k - 1)) == KeyStrength::Strong;
        }
    }
    return false;
}

// The type of a typed declaration, between the name and its '=' (`var apiToken string = …`, `token: str = …`).
bool Scanner::isTypeName(std::string_view word)
{
    return word == "string" || word == "String" || word == "str";
}

// The name declared before a type: blanks, an optional ':' and blanks again, then the name.
std::optional<Scanner::KeyName> Scanner::typedNameBefore(Size typeBegin) const
{
    Size j = typeBegin;
    while (j > m_pemFloor && typeBegin - j < 8 && isSpaceTab(m_text[j - 1]))
        --j;
    if (j > m_pemFloor && m_text[j - 1] == ':')
        --j;
    while (j > m_pemFloor && typeBegin - j < 8 && isSpaceTab(m_text[j - 1]))
        --j;
    if (j == typeBegin || j == m_pemFloor || !is(m_text[j - 1], CWord))
        return std::nullopt;
    return keyNameBefore(j, false);
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
        return Value{valueBegin, valueEnd, end, true};
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
    return Value{valueBegin, valueEnd, end, false};
}

} // namespace airlock::core::detail
