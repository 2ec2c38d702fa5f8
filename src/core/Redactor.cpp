// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Redactor.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <span>

namespace airlock::core {
namespace {

using namespace std::string_view_literals;
using Size = std::size_t;
constexpr Size npos = std::string_view::npos;

constexpr std::string_view PemReplacement = "[PRIVATE KEY REDACTED]";
constexpr std::string_view ShortMask = "[REDACTED]";
constexpr Size MaxKeyLength = 128;    // longer "keys" are blobs, not names
constexpr Size MaxPemLabel = 100;     // "-----END " + label + "-----" fits in PemTailBytes
constexpr Size PemTailBytes = 128;    // what a stream keeps to find a marker split across chunks
constexpr Size CutMarginBytes = 4096; // a long line is cut this far from its end, so secrets near the cut are seen

// Byte classes: most bytes cost one lookup here and one in the dispatch table.
enum CharClass : std::uint32_t {
    CUpper = 1u << 0,
    CLower = 1u << 1,
    CDigit = 1u << 2,
    CUnder = 1u << 3,
    CDash = 1u << 4,
    CDot = 1u << 5,
    CPlus = 1u << 6,
    CSlash = 1u << 7,
    CEqual = 1u << 8,
    CTilde = 1u << 9,
    CHexLower = 1u << 10,
    CBlank = 1u << 11,
    CQuote = 1u << 12,
    CUrlStop = 1u << 13,
    CTokenPunct = 1u << 14,
};
constexpr std::uint32_t CAlnum = CUpper | CLower | CDigit;
constexpr std::uint32_t CWord = CAlnum | CUnder | CDash | CDot; // the whole-word rule; also unquoted key names
constexpr std::uint32_t CUrlSafe = CAlnum | CUnder | CDash;     // base64url
constexpr std::uint32_t CBase64 = CAlnum | CPlus | CSlash | CEqual;
constexpr std::uint32_t CBearer = CUrlSafe | CDot | CTilde | CPlus | CSlash | CEqual;
constexpr std::uint32_t CToken = CBearer | CTokenPunct; // bytes a long line is never cut after
constexpr std::uint32_t CScheme = CAlnum | CPlus | CDot | CDash;

constexpr std::array<std::uint32_t, 256> Classes = [] {
    std::array<std::uint32_t, 256> t{};
    auto set = [&t](std::string_view chars, std::uint32_t bits) {
        for (const char c : chars)
            t[static_cast<unsigned char>(c)] |= bits;
    };
    for (Size c = 'A'; c <= 'Z'; ++c)
        t[c] |= CUpper;
    for (Size c = 'a'; c <= 'z'; ++c)
        t[c] |= CLower;
    for (Size c = '0'; c <= '9'; ++c)
        t[c] |= CDigit | CHexLower;
    for (Size c = 'a'; c <= 'f'; ++c)
        t[c] |= CHexLower;
    for (Size c = 0; c <= 0x20; ++c)
        t[c] |= CUrlStop;
    set("_", CUnder);
    set("-", CDash);
    set(".", CDot);
    set("+", CPlus);
    set("/", CSlash);
    set("=", CEqual);
    set("~", CTilde);
    set(" \t\r\v\f", CBlank);
    set("\"'", CQuote);
    set("\x7f/?#\"'<>\\`", CUrlStop);
    set("%:@", CTokenPunct);
    return t;
}();

inline bool is(char c, std::uint32_t bits)
{
    return (Classes[static_cast<unsigned char>(c)] & bits) != 0;
}
inline bool isSpaceTab(char c)
{
    return c == ' ' || c == '\t';
}
inline char lower(char c)
{
    return is(c, CUpper) ? static_cast<char>(c - 'A' + 'a') : c;
}

bool equalsNoCase(std::string_view a, std::string_view lowerB)
{
    if (a.size() != lowerB.size())
        return false;
    for (Size i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lowerB[i])
            return false;
    return true;
}

// What the first byte of a position can start. Letters only matter at a word start, so the rest of a word is skipped
// in one tight loop.
enum Action : std::uint8_t { ActNone, ActWord, ActWordStart, ActDash, ActEqual, ActColon };
constexpr std::array<std::uint8_t, 256> Actions = [] {
    std::array<std::uint8_t, 256> t{};
    for (const char c : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"sv)
        t[static_cast<unsigned char>(c)] = ActWord;
    for (const char c : "srgxAypfwhndSeaPBb"sv)
        t[static_cast<unsigned char>(c)] = ActWordStart;
    t['-'] = ActDash;
    t['='] = ActEqual;
    t[':'] = ActColon;
    return t;
}();

struct PrefixRule {
    std::string_view prefix;
    std::uint32_t body = CAlnum;
    Size minBody = 10;
    Size exactBody = 0; // AWS key ids: exactly this many, then a word end
    bool loose = false; // the body could be an ordinary word, so it must look random
};

constexpr PrefixRule RulesS[] = {{"sk-", CUrlSafe, 10, 0, true}, {"sk_live_"}, {"sk_test_"}};
constexpr PrefixRule RulesR[] = {{"rk_live_"}, {"rk_test_"}, {"r8_"}};
constexpr PrefixRule RulesG[] = {
    {"ghp_"}, {"gho_"}, {"ghu_"}, {"ghs_"}, {"ghr_"}, {"github_pat_", CAlnum | CUnder}, {"glpat-", CUrlSafe}};
constexpr PrefixRule RulesX[] = {{"xoxb-", CAlnum | CDash}, {"xoxa-", CAlnum | CDash}, {"xoxp-", CAlnum | CDash},
                                 {"xoxr-", CAlnum | CDash}, {"xoxs-", CAlnum | CDash}, {"xoxe-", CAlnum | CDash},
                                 {"xapp-", CAlnum | CDash}, {"xai-", CAlnum, 20}};
constexpr PrefixRule RulesUpperA[] = {
    {"AIza", CUrlSafe, 30}, {"AKIA", CUpper | CDigit, 16, 16}, {"ASIA", CUpper | CDigit, 16, 16}};
constexpr PrefixRule RulesY[] = {{"ya29.", CUrlSafe, 20}};
constexpr PrefixRule RulesP[] = {{"pplx-", CAlnum, 10, 0, true}, {"pypi-", CUrlSafe, 16, 0, true}};
constexpr PrefixRule RulesF[] = {{"fal_", CUrlSafe, 10, 0, true}, {"fc-", CAlnum, 10, 0, true}};
constexpr PrefixRule RulesW[] = {{"whsec_"}};
constexpr PrefixRule RulesH[] = {{"hf_"}};
constexpr PrefixRule RulesN[] = {{"npm_", CAlnum, 30}};
constexpr PrefixRule RulesD[] = {{"dop_v1_", CHexLower, 20}};

std::span<const PrefixRule> rulesFor(char c)
{
    switch (c) {
    case 's': return RulesS;
    case 'r': return RulesR;
    case 'g': return RulesG;
    case 'x': return RulesX;
    case 'A': return RulesUpperA;
    case 'y': return RulesY;
    case 'p': return RulesP;
    case 'f': return RulesF;
    case 'w': return RulesW;
    case 'h': return RulesH;
    case 'n': return RulesN;
    case 'd': return RulesD;
    default: return {};
    }
}

// A digit, or both cases: tells `sk-abc123def456ghi` from `sk-learn-contrib-extras`.
bool looksRandom(std::string_view body)
{
    bool upper = false, lowerSeen = false;
    for (const char c : body) {
        if (is(c, CDigit))
            return true;
        upper = upper || is(c, CUpper);
        lowerSeen = lowerSeen || is(c, CLower);
    }
    return upper && lowerSeen;
}

// Stricter for a bare "Bearer <word>": "Bearer Authentication" is prose.
bool looksLikeCredential(std::string_view token)
{
    bool innerUpper = false, lowerSeen = false;
    for (Size i = 0; i < token.size(); ++i) {
        if (is(token[i], CDigit))
            return true;
        innerUpper = innerUpper || (i > 0 && is(token[i], CUpper));
        lowerSeen = lowerSeen || is(token[i], CLower);
    }
    return innerUpper && lowerSeen;
}

// Values that are not secrets themselves: empty, $FOO / ${FOO}, or already masked.
bool isPlaceholder(std::string_view value)
{
    if (value.empty() || value.find("[REDACTED") != npos) // masked already (also when cut at its ']')
        return true;
    if (value.find_first_not_of('*') == npos)
        return true;
    if (value[0] != '$' || value.size() < 2)
        return false;
    if (value[1] == '{')
        return value.size() > 3 && value.find('}') == value.size() - 1;
    return std::all_of(value.begin() + 1, value.end(), [](char c) { return is(c, CAlnum | CUnder); });
}

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

// A line that could be part of a PEM body: base64 only, blanks at the ends allowed.
bool bodyLikeLine(std::string_view line)
{
    while (!line.empty() && is(line.front(), CBlank))
        line.remove_prefix(1);
    while (!line.empty() && is(line.back(), CBlank))
        line.remove_suffix(1);
    return !line.empty() && std::all_of(line.begin(), line.end(), [](char c) { return is(c, CBase64); });
}

// pos is just after "-----BEGIN " or "-----END "; returns the end of the marker if its label names a private key.
Size pemLabelEnd(std::string_view text, Size pos)
{
    Size j = pos;
    while (j < text.size() && j - pos <= MaxPemLabel && (is(text[j], CUpper | CDigit) || text[j] == ' '))
        ++j;
    if (j - pos > MaxPemLabel || text.substr(pos, j - pos).find("PRIVATE KEY") == npos)
        return npos;
    if (text.size() - j < 5 || text.compare(j, 5, "-----") != 0)
        return npos;
    return j + 5;
}

Size findPemMarker(std::string_view text, Size from, std::string_view marker)
{
    for (Size f = text.find(marker, from); f != npos; f = text.find(marker, f + 1))
        if (const Size e = pemLabelEnd(text, f + marker.size()); e != npos)
            return e;
    return npos;
}

struct Match {
    Size begin = 0;
    Size end = 0;
    Size valueBegin = 0;
    Size valueEnd = 0;
    bool pem = false;     // replaced whole by PemReplacement
    bool openPem = false; // a BEGIN without END: runs to the end of the text
    Size pemMarkerEnd = 0;
};

class Scanner final
{
public:
    // before: the byte preceding text ('\n' for a text of its own), for the whole-word and line-start rules.
    Scanner(std::string_view text, char before)
        : m_text(text)
        , m_before(before)
    {}
    std::vector<Match> run();

private:
    char byteBefore(Size i) const { return i == 0 ? m_before : m_text[i - 1]; }
    bool wordStart(Size i) const { return !is(byteBefore(i), CWord); }
    bool lineStart(Size i) const { return byteBefore(i) == '\n'; }
    bool startsWith(Size i, std::string_view s) const
    {
        if (i > m_text.size() || m_text.size() - i < s.size())
            return false;
        for (Size k = 0; k < s.size(); ++k) // prefixes are short: cheaper than a memcmp call
            if (m_text[i + k] != s[k])
                return false;
        return true;
    }
    bool startsWithNoCase(Size i, std::string_view lowerS) const
    {
        return m_text.size() - i >= lowerS.size() && equalsNoCase(m_text.substr(i, lowerS.size()), lowerS);
    }
    Size runOf(Size i, std::uint32_t bits) const
    {
        while (i < m_text.size() && is(m_text[i], bits))
            ++i;
        return i;
    }
    Size skipSpaceTab(Size i) const
    {
        while (i < m_text.size() && isSpaceTab(m_text[i]))
            ++i;
        return i;
    }
    Size trimEnd(Size begin, Size end) const
    {
        while (end > begin && is(m_text[end - 1], CBlank))
            --end;
        return end;
    }
    Size lineEnd(Size i) const
    {
        const void *nl = std::memchr(m_text.data() + i, '\n', m_text.size() - i);
        return nl ? static_cast<Size>(static_cast<const char *>(nl) - m_text.data()) : m_text.size();
    }
    void add(Size begin, Size end, Size valueBegin, Size valueEnd)
    {
        m_found.push_back({begin, end, valueBegin, valueEnd});
    }

    Size resumeAfter(Size i, Size end) const;
    Size tryWordStart(Size i);
    Size tryPrefix(Size i, const PrefixRule &rule);
    Size tryJwt(Size i);
    Size trySendGrid(Size i);
    Size tryAuthorization(Size i, Size nameLength);
    Size tryBearer(Size i);
    Size tryPem(Size i);
    Size tryUrl(Size colon);
    Size tryKeyValue(Size sep);
    Size pemFragmentStart(Size marker) const;
    bool keyAtLineStart(Size keyBegin) const;
    std::vector<Match> resolve();

    std::string_view m_text;
    char m_before = '\n';
    // End of the last PEM block: nothing reaches back into it (key names, schemes, END-only fragments), which is also
    // what a StreamRedactor sees after a block.
    Size m_pemFloor = 0;
    std::vector<Match> m_found;
    std::vector<Match> m_pems;
};

std::vector<Match> Scanner::run()
{
    const Size n = m_text.size();
    const char *p = m_text.data();
    Size i = 0;
    while (i < n) {
        const std::uint8_t action = Actions[static_cast<unsigned char>(p[i])];
        if (action == ActNone) {
            ++i;
            continue;
        }
        Size next = npos;
        switch (action) {
        case ActWordStart:
            if (wordStart(i) && (next = tryWordStart(i)) != npos)
                break;
            [[fallthrough]];
        case ActWord: // nothing starts inside a word
            for (++i; i < n && is(p[i], CAlnum | CUnder);)
                ++i;
            continue;
        case ActDash:
            if ((next = tryPem(i)) != npos) {
                i = next;
                continue;
            }
            break;
        case ActEqual: next = tryKeyValue(i); break;
        case ActColon: next = startsWith(i + 1, "//") ? tryUrl(i) : tryKeyValue(i); break;
        default: break;
        }
        i = next == npos ? i + 1 : resumeAfter(i, next);
    }
    return resolve();
}

// Skipping a match keeps the scan linear, but a PEM marker inside it must still be seen.
Size Scanner::resumeAfter(Size i, Size end) const
{
    if (end <= i + 1)
        return i + 1;
    const Size dashes = m_text.substr(i + 1, end - i - 1).find("-----");
    return dashes == npos ? end : i + 1 + dashes;
}

Size Scanner::tryWordStart(Size i)
{
    const char c = m_text[i];
    for (const PrefixRule &rule : rulesFor(c))
        if (const Size end = tryPrefix(i, rule); end != npos)
            return end;
    switch (c) {
    case 'e': return tryJwt(i);
    case 'S': return trySendGrid(i);
    case 'A':
    case 'a': return startsWithNoCase(i, "authorization") ? tryAuthorization(i, 13) : npos;
    case 'P':
    case 'p': return startsWithNoCase(i, "proxy-authorization") ? tryAuthorization(i, 19) : npos;
    case 'B':
    case 'b': return startsWithNoCase(i, "bearer") ? tryBearer(i) : npos;
    default: return npos;
    }
}

Size Scanner::tryPrefix(Size i, const PrefixRule &rule)
{
    if (!startsWith(i, rule.prefix))
        return npos;
    const Size body = i + rule.prefix.size();
    const Size end = runOf(body, rule.body);
    if (rule.exactBody != 0) {
        if (end - body != rule.exactBody || (end < m_text.size() && is(m_text[end], CAlnum | CUnder)))
            return npos;
    } else if (end - body < rule.minBody) {
        return npos;
    }
    if (rule.loose && !looksRandom(m_text.substr(body, end - body)))
        return npos;
    add(i, end, i, end);
    return end;
}

Size Scanner::tryJwt(Size i)
{
    if (!startsWith(i, "eyJ"))
        return npos;
    const Size header = runOf(i + 3, CUrlSafe);
    if (header == i + 3 || !startsWith(header, ".eyJ"))
        return npos;
    const Size payload = runOf(header + 4, CUrlSafe);
    if (payload == header + 4 || !startsWith(payload, "."))
        return npos;
    const Size end = runOf(payload + 1, CUrlSafe);
    add(i, end, i, end);
    return end;
}

Size Scanner::trySendGrid(Size i)
{
    if (!startsWith(i, "SG."))
        return npos;
    const Size first = runOf(i + 3, CUrlSafe);
    if (first - (i + 3) < 16 || !startsWith(first, "."))
        return npos;
    const Size end = runOf(first + 1, CUrlSafe);
    if (end - (first + 1) < 16)
        return npos;
    add(i, end, i, end);
    return end;
}

Size Scanner::tryAuthorization(Size i, Size nameLength)
{
    const Size n = m_text.size();
    auto credentialByte = [](char c) {
        return static_cast<unsigned char>(c) > 0x20 && c != 0x7f && !is(c, CQuote) && c != '\\' && c != '`';
    };
    Size j = i + nameLength;
    char quote = is(byteBefore(i), CQuote) ? byteBefore(i) : '\0'; // -H "Authorization: Bearer $T"
    if (j < n && is(m_text[j], CQuote))                            // {"Authorization": "Bearer …"}
        ++j;
    j = skipSpaceTab(j);
    if (j >= n || m_text[j] != ':')
        return npos;
    j = skipSpaceTab(j + 1);
    if (j < n && is(m_text[j], CQuote))
        quote = m_text[j++];
    const Size first = j;
    while (j < n && credentialByte(m_text[j]))
        ++j;
    const Size firstEnd = j;
    if (firstEnd == first)
        return npos;
    const Size second = skipSpaceTab(firstEnd);
    Size valueBegin = first, valueEnd = firstEnd;
    if (second > firstEnd && second < n && credentialByte(m_text[second])) {
        const std::string_view scheme = m_text.substr(first, firstEnd - first);
        valueBegin = second;
        if (equalsNoCase(scheme, "bearer") || equalsNoCase(scheme, "basic") || equalsNoCase(scheme, "token") ||
            equalsNoCase(scheme, "bot") || equalsNoCase(scheme, "apikey") || equalsNoCase(scheme, "key")) {
            for (valueEnd = second; valueEnd < n && credentialByte(m_text[valueEnd]);)
                ++valueEnd;
        } else { // Digest, AWS4-HMAC-SHA256, …: parameters up to the end of the header
            for (valueEnd = second; valueEnd < n && m_text[valueEnd] != '\n'; ++valueEnd) {
                if (m_text[valueEnd] == '\\' && valueEnd + 1 < n && m_text[valueEnd + 1] != '\n')
                    ++valueEnd;
                else if (quote != '\0' && m_text[valueEnd] == quote)
                    break;
            }
            valueEnd = trimEnd(second, valueEnd);
        }
    } else if (firstEnd - first < 16) { // a lone short word ("Authorization: required") is prose
        return npos;
    }
    if (isPlaceholder(m_text.substr(valueBegin, valueEnd - valueBegin)))
        return npos;
    add(i, valueEnd, valueBegin, valueEnd);
    return valueEnd;
}

Size Scanner::tryBearer(Size i)
{
    const Size gap = i + 6;
    if (gap >= m_text.size() || !isSpaceTab(m_text[gap]))
        return npos;
    const Size token = skipSpaceTab(gap);
    const Size end = runOf(token, CBearer);
    if (end - token < 8 || !looksLikeCredential(m_text.substr(token, end - token)))
        return npos;
    add(i, end, token, end);
    return end;
}

Size Scanner::tryPem(Size i)
{
    if (!startsWith(i, "-----"))
        return npos;
    Match pem;
    pem.pem = true;
    if (startsWith(i + 5, "BEGIN ")) {
        pem.pemMarkerEnd = pemLabelEnd(m_text, i + 11);
        if (pem.pemMarkerEnd == npos)
            return npos;
        const Size end = findPemMarker(m_text, pem.pemMarkerEnd, "-----END ");
        pem.openPem = end == npos; // fail closed: no END, redact to the end
        pem.begin = i;
        pem.end = pem.openPem ? m_text.size() : end;
    } else if (startsWith(i + 5, "END ")) {
        pem.end = pemLabelEnd(m_text, i + 9);
        if (pem.end == npos)
            return npos;
        pem.begin = pemFragmentStart(i); // fail closed: the tail of a key whose BEGIN was cut off
    } else {
        return npos;
    }
    pem.valueBegin = pem.begin;
    pem.valueEnd = pem.end;
    m_pems.push_back(pem);
    m_pemFloor = pem.end;
    return pem.end;
}

// An END without BEGIN: redact from the start of its line and every base64-looking line right above it, up to a
// blank or other line, the previous PEM block or the start of the text. Key bodies never contain blank lines (the
// headers of encrypted PEM/PGP armour sit above one), so this covers the body without eating the whole text.
Size Scanner::pemFragmentStart(Size marker) const
{
    Size start = marker;
    while (start > m_pemFloor && m_text[start - 1] != '\n')
        --start;
    while (start > m_pemFloor) {
        const Size newline = start - 1;
        Size lineBegin = newline;
        while (lineBegin > m_pemFloor && m_text[lineBegin - 1] != '\n')
            --lineBegin;
        if (!lineStart(lineBegin) || !bodyLikeLine(m_text.substr(lineBegin, newline - lineBegin)))
            break;
        start = lineBegin;
    }
    return start;
}

Size Scanner::tryUrl(Size colon)
{
    const Size n = m_text.size();
    Size scheme = colon;
    while (scheme > m_pemFloor && colon - scheme < 64 && is(m_text[scheme - 1], CScheme))
        --scheme;
    while (scheme < colon && !is(m_text[scheme], CUpper | CLower))
        ++scheme;
    if (scheme == colon)
        return npos;
    const Size authority = colon + 3;
    constexpr std::string_view SlackHooks = "hooks.slack.com/services/";
    if (startsWith(authority, SlackHooks)) {
        const Size path = authority + SlackHooks.size();
        const Size end = runOf(path, CUrlSafe | CSlash);
        const std::string_view secretPath = m_text.substr(path, end - path);
        if (std::count(secretPath.begin(), secretPath.end(), '/') < 2)
            return npos; // T…/B…/secret; fewer parts is a masked or partial URL
        add(scheme, end, path, end);
        return end;
    }
    Size firstColon = npos, lastAt = npos;
    for (Size j = authority; j < n && !is(m_text[j], CUrlStop); ++j) {
        if (m_text[j] == ':' && firstColon == npos)
            firstColon = j;
        else if (m_text[j] == '@')
            lastAt = j; // the password may contain a raw '@'; the host never does
    }
    if (lastAt == npos || firstColon == npos || firstColon > lastAt)
        return npos;
    if (isPlaceholder(m_text.substr(firstColon + 1, lastAt - firstColon - 1)))
        return npos;
    add(scheme, lastAt + 1, firstColon + 1, lastAt);
    return lastAt + 1;
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
    Size keyBegin = 0, nameBegin = 0, nameEnd = keyEnd;
    if (quotedKey) {
        nameEnd = keyEnd - 1;
        if (nameEnd > 0 && m_text[nameEnd - 1] == '\\') // \"key\" inside an escaped JSON string
            --nameEnd;
        const Size limit = std::max(m_pemFloor, nameEnd > MaxKeyLength ? nameEnd - MaxKeyLength : 0);
        nameBegin = nameEnd;
        while (nameBegin > limit && m_text[nameBegin - 1] != keyQuote && m_text[nameBegin - 1] != '\n')
            --nameBegin;
        if (nameBegin == m_pemFloor || m_text[nameBegin - 1] != keyQuote)
            return npos;
        keyBegin = nameBegin - 1;
    } else {
        const Size limit = std::max(m_pemFloor, keyEnd > MaxKeyLength ? keyEnd - MaxKeyLength : 0);
        nameBegin = keyEnd;
        while (nameBegin > limit && is(m_text[nameBegin - 1], CWord))
            --nameBegin;
        if (nameBegin == nameEnd || (nameBegin > m_pemFloor && is(m_text[nameBegin - 1], CWord)))
            return npos;
        keyBegin = nameBegin;
    }
    if (!isSecretKey(m_text.substr(nameBegin, nameEnd - nameBegin)))
        return npos;

    v = skipSpaceTab(v);
    if (v >= n || m_text[v] == '\n' || m_text[v] == '\r')
        return npos;
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
        return npos; // a nested structure: its own fields are looked at one by one
    } else if (colon && !quotedKey && keyAtLineStart(keyBegin)) { // YAML: the rest of the line, minus a comment
        Size eol = lineEnd(v);
        for (Size j = v; j < eol; ++j) // m_text[v - 1] is the blank after ':'
            if (m_text[j] == '#' && isSpaceTab(m_text[j - 1]))
                eol = j;
        valueEnd = end = trimEnd(v, eol);
        const std::string_view value = m_text.substr(v, valueEnd - v);
        if (value.empty() || (value.size() <= 2 && (value[0] == '|' || value[0] == '>'))) // block scalar header
            return npos;
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
    if (valueEnd <= valueBegin || isPlaceholder(m_text.substr(valueBegin, valueEnd - valueBegin)))
        return npos;
    add(keyBegin, end, valueBegin, valueEnd);
    return end;
}

// Private keys win over everything: other matches are clipped so none reaches into a block. Then the earliest-starting,
// longest match wins and overlapping ones are dropped.
std::vector<Match> Scanner::resolve()
{
    for (Match &m : m_found) {
        auto pem = std::upper_bound(m_pems.begin(), m_pems.end(), m.begin,
                                    [](Size value, const Match &p) { return value < p.end; });
        for (; pem != m_pems.end() && pem->begin < m.end; ++pem) {
            if (pem->begin <= m.begin) {
                m.begin = pem->end;
                m.valueBegin = std::max(m.valueBegin, pem->end);
            } else {
                m.end = pem->begin;
                m.valueEnd = std::min(m.valueEnd, pem->begin);
                break;
            }
        }
    }
    std::erase_if(m_found, [](const Match &m) { return m.valueEnd <= m.valueBegin || m.end < m.valueEnd; });
    // Ties go to the match with more context (a clipped match has lost its key); the order must not depend on what
    // else is in the text, or a stream and a whole-text redaction could differ.
    std::sort(m_found.begin(), m_found.end(), [](const Match &a, const Match &b) {
        if (a.begin != b.begin)
            return a.begin < b.begin;
        if (a.end != b.end)
            return a.end > b.end;
        return a.valueBegin != b.valueBegin ? a.valueBegin > b.valueBegin : a.valueEnd < b.valueEnd;
    });
    std::vector<Match> result;
    result.reserve(m_found.size() + m_pems.size());
    Size lastEnd = 0;
    auto pem = m_pems.begin();
    for (const Match &m : m_found) {
        if (m.begin < lastEnd)
            continue;
        for (; pem != m_pems.end() && pem->begin < m.begin; ++pem)
            result.push_back(*pem);
        result.push_back(m);
        lastEnd = m.end;
    }
    result.insert(result.end(), pem, m_pems.end());
    return result;
}

std::vector<Match> scan(std::string_view text, char before)
{
    return Scanner(text, before).run();
}

void appendRedacted(std::string &out, std::string_view text, const std::vector<Match> &matches, Size upTo)
{
    Size pos = 0;
    for (const Match &m : matches) {
        if (m.begin >= upTo)
            break;
        out.append(text.substr(pos, m.valueBegin - pos));
        if (m.pem)
            out.append(PemReplacement);
        else
            out.append(Redactor::mask(text.substr(m.valueBegin, m.valueEnd - m.valueBegin)));
        pos = m.valueEnd;
    }
    if (pos < upTo)
        out.append(text.substr(pos, upTo - pos));
}

// Writes text up to an open PEM block and the block's replacement; returns the bytes consumed (through BEGIN).
Size appendUpToOpenPem(std::string &out, std::string_view text, const std::vector<Match> &matches)
{
    const Match &pem = matches.back();
    appendRedacted(out, text, matches, pem.begin);
    out.append(PemReplacement);
    return pem.pemMarkerEnd;
}

} // namespace

std::vector<SecretSpan> Redactor::find(std::string_view text)
{
    std::vector<SecretSpan> spans;
    for (const Match &m : scan(text, '\n'))
        spans.push_back({m.begin, m.end, m.valueBegin, m.valueEnd});
    return spans;
}

std::string Redactor::redact(std::string_view text)
{
    std::string out;
    out.reserve(text.size() + 64);
    appendRedacted(out, text, scan(text, '\n'), text.size());
    return out;
}

std::string Redactor::mask(std::string_view secret)
{
    // Characters are counted from their lead bytes; a stray continuation byte sticks to the character before it.
    auto starts = [&](Size i) { return i == 0 || (static_cast<unsigned char>(secret[i]) & 0xC0) != 0x80; };
    Size characters = 0;
    for (Size i = 0; i < secret.size(); ++i)
        characters += starts(i) ? 1 : 0;
    if (characters < 18)
        return std::string(ShortMask);
    Size head = 0;
    for (Size seen = 0; head < secret.size(); ++head)
        if (starts(head) && seen++ == 6)
            break;
    Size tail = secret.size();
    for (Size seen = 0; seen < 4;)
        seen += starts(--tail) ? 1 : 0;
    std::string out;
    out.reserve(head + 16 + secret.size() - tail);
    out.append(secret.substr(0, head)).append("...[REDACTED]...").append(secret.substr(tail));
    return out;
}

std::string StreamRedactor::feed(std::string_view chunk)
{
    std::string out;
    out.reserve(chunk.size() + 64);
    // Taking a huge chunk in slices keeps the buffer bounded however the caller reads.
    while (!chunk.empty()) {
        const Size take = std::min(chunk.size(), MaxLineBytes);
        m_pending.append(chunk.substr(0, take));
        chunk.remove_prefix(take);
        drain(out, false);
    }
    return out;
}

std::string StreamRedactor::finish()
{
    std::string out;
    drain(out, true);
    m_pending.clear();
    m_before = '\n';
    m_inPrivateKey = false;
    m_skippingLine = false;
    return out;
}

std::string StreamRedactor::releaseHeldLines()
{
    std::string out;
    if (m_inPrivateKey || m_skippingLine)
        return out;
    const Size newline = m_pending.rfind('\n');
    if (newline != npos)
        writeOut(out, newline + 1);
    return out;
}

void StreamRedactor::drain(std::string &out, bool atEnd)
{
    while (!m_pending.empty()) {
        if (m_skippingLine) {
            if (!skipRestOfLine(out, atEnd))
                return;
            continue;
        }
        if (m_inPrivateKey) {
            const Size end = findPemMarker(m_pending, 0, "-----END ");
            if (end != npos) {
                m_pending.erase(0, end);
                m_inPrivateKey = false;
                m_before = '-';
                continue;
            }
            // Everything but a possible marker start is key material: drop it.
            if (atEnd)
                m_pending.clear();
            else if (m_pending.size() > PemTailBytes)
                m_pending.erase(0, m_pending.size() - PemTailBytes);
            return;
        }
        if (atEnd) {
            writeOut(out, m_pending.size());
            continue;
        }
        const Size newline = m_pending.rfind('\n');
        const Size linesEnd = newline == npos ? 0 : newline + 1;
        if (m_pending.size() - linesEnd > MaxLineBytes) {
            if (linesEnd > 0)
                writeOut(out, linesEnd);
            else
                cutLongLine(out);
            continue;
        }
        Size hold = heldLinesStart(linesEnd);
        if (linesEnd - hold > MaxLineBytes) // too long to be a key body: let the oldest lines go
            hold = m_pending.find('\n', linesEnd - MaxLineBytes - 1) + 1;
        if (hold == 0)
            return;
        writeOut(out, hold);
        if (!m_inPrivateKey)
            return;
    }
}

// Trailing base64-looking lines are held: an END line may still follow and claim them.
Size StreamRedactor::heldLinesStart(Size linesEnd) const
{
    Size start = linesEnd;
    while (start > 0) {
        const Size newline = start - 1;
        Size lineBegin = newline;
        while (lineBegin > 0 && m_pending[lineBegin - 1] != '\n' && is(m_pending[lineBegin - 1], CBase64 | CBlank))
            --lineBegin;
        if ((lineBegin > 0 && m_pending[lineBegin - 1] != '\n') || (lineBegin == 0 && m_before != '\n'))
            break;
        if (!bodyLikeLine(std::string_view(m_pending).substr(lineBegin, newline - lineBegin)))
            break;
        start = lineBegin;
    }
    return start;
}

void StreamRedactor::writeOut(std::string &out, Size length)
{
    const std::string_view view(m_pending.data(), length);
    const std::vector<Match> matches = scan(view, m_before);
    if (!matches.empty() && matches.back().openPem) {
        m_pending.erase(0, appendUpToOpenPem(out, view, matches));
        m_inPrivateKey = true;
        return;
    }
    appendRedacted(out, view, matches, length);
    m_before = view.back();
    m_pending.erase(0, length);
}

// The line in progress outgrew MaxLineBytes: write a prefix that ends at whitespace or punctuation outside any match,
// keeping CutMarginBytes so that a key and its value near the cut are seen together.
void StreamRedactor::cutLongLine(std::string &out)
{
    const std::string_view view(m_pending);
    const std::vector<Match> matches = scan(view, m_before);
    if (!matches.empty() && matches.back().openPem) {
        m_pending.erase(0, appendUpToOpenPem(out, view, matches));
        m_inPrivateKey = true;
        return;
    }
    const Size limit = view.size() - CutMarginBytes;
    Size blank = 0, punct = 0, matchStart = 0;
    Size k = matches.size();
    for (Size c = limit; c > 0;) {
        while (k > 0 && matches[k - 1].begin >= c)
            --k;
        if (k > 0 && matches[k - 1].end > c) { // inside a match: the cut can only go before it
            c = matches[k - 1].begin;
            matchStart = matchStart == 0 ? c : matchStart;
            continue;
        }
        if (is(view[c - 1], CBlank)) {
            blank = c;
            break;
        }
        punct = (punct == 0 && !is(view[c - 1], CToken)) ? c : punct;
        --c;
    }
    const Size half = limit / 2;
    Size cut = blank >= half ? blank : punct >= half ? punct : std::max({blank, punct, matchStart});
    if (cut == 0) {
        const auto straddling = std::find_if(matches.begin(), matches.end(),
                                             [&](const Match &m) { return m.begin < limit && limit < m.end; });
        if (straddling == matches.end()) {
            cut = limit; // one blob of token bytes with no secret in it
        } else if (view.find_first_not_of(" \t\r\v\f", straddling->end) != npos) {
            cut = straddling->end; // the secret ends inside the view: it is whole
        } else {                   // the secret itself is longer than a line we may hold: fail closed
            out.append(view.substr(0, straddling->valueBegin)).append(ShortMask);
            m_pending.clear();
            m_skippingLine = true;
            return;
        }
    }
    appendRedacted(out, view, matches, cut);
    m_before = view[cut - 1];
    m_pending.erase(0, cut);
}

// Drops the rest of an over-long line; a private key starting there is still tracked. Returns false to wait for data.
bool StreamRedactor::skipRestOfLine(std::string &out, bool atEnd)
{
    const Size newline = m_pending.find('\n');
    const std::string_view line = std::string_view(m_pending).substr(0, newline);
    if (const Size markerEnd = findPemMarker(line, 0, "-----BEGIN "); markerEnd != npos) {
        out.append(PemReplacement);
        m_pending.erase(0, markerEnd);
        m_skippingLine = false;
        m_inPrivateKey = true;
        return true;
    }
    if (newline == npos) {
        if (atEnd)
            m_pending.clear();
        else if (m_pending.size() > PemTailBytes)
            m_pending.erase(0, m_pending.size() - PemTailBytes);
        return false;
    }
    m_pending.erase(0, newline);
    m_skippingLine = false;
    m_before = ' ';
    return true;
}

} // namespace airlock::core
