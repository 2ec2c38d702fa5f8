// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Secrets known by their shape: the table of token prefixes (sk-, ghp_, AKIA…), JWTs, SendGrid keys, Authorization
// headers, bare bearer tokens and credentials in URLs.
#include "RedactorImpl.h"

#include <algorithm>
#include <span>

namespace airlock::core::detail {
namespace {

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

} // namespace

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

} // namespace airlock::core::detail
