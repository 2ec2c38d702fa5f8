// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Secrets known by their shape: the table of token prefixes (sk-, ghp_, AKIA…), JWTs, SendGrid keys, Authorization
// headers, bare bearer tokens and credentials in URLs.
#include "RedactorImpl.h"

#include <algorithm>
#include <span>

namespace airlock::core::detail {
namespace {

// Public token formats (each provider's documentation of its key prefixes); a body shorter than minBody is a name.
constexpr std::uint32_t CHexAny = CHexLower | CUpper;
constexpr PrefixRule RulesS[] = {{"sk-", CUrlSafe, 10, 0, true},
                                 {"sk_live_"},
                                 {"sk_test_"},
                                 {"shpat_", CHexLower, 32},
                                 {"shpss_", CHexLower, 32},
                                 {"shpca_", CHexLower, 32},
                                 {"shppa_", CHexLower, 32},
                                 {"sntrys_", CUrlSafe | CEqual | CPlus | CSlash, 40},
                                 {"sntryu_", CHexLower, 64},
                                 {"sq0atp-", CUrlSafe, 22},
                                 {"sq0csp-", CUrlSafe, 40},
                                 {"secret_", CAlnum, 43, 43},
                                 {"sl.", CUrlSafe, 130},
                                 {"sk.eyJ", CUrlSafe | CDot, 60},
                                 {"sbp_", CHexLower, 40},
                                 {"sgp_", CUrlSafe, 40},
                                 {"sha256~", CUrlSafe, 43},
                                 {"sqp_", CAlnum, 40},
                                 {"squ_", CAlnum, 40},
                                 {"sqa_", CAlnum, 40},
                                 {"sm_aat_", CAlnum, 16, 0, true},
                                 {"sm_pat_", CAlnum, 16, 0, true},
                                 {"sm_sat_", CAlnum, 16, 0, true},
                                 {"s-s4t2ud-", CHexLower, 64},
                                 {"s-s4t2af-", CHexLower, 64}};
constexpr PrefixRule RulesUpperS[] = {{"SK", CHexLower, 32, 32}};
constexpr PrefixRule RulesR[] = {
    {"rk_live_"},          {"rk_test_"},        {"rk_prod_"}, {"r8_"}, {"rubygems_", CHexLower, 48},
    {"rdme_", CAlnum, 60}, {"rnd_", CAlnum, 30}};
constexpr PrefixRule RulesG[] = {{"ghp_"},
                                 {"gho_"},
                                 {"ghu_"},
                                 {"ghs_"},
                                 {"ghr_"},
                                 {"github_pat_", CAlnum | CUnder},
                                 {"glpat-", CUrlSafe},
                                 {"gldt-", CUrlSafe, 20},
                                 {"glrt-", CUrlSafe, 20},
                                 {"glptt-", CUrlSafe, 20},
                                 {"glsoat-", CUrlSafe, 20},
                                 {"glcbt-", CUrlSafe, 20},
                                 {"glft-", CUrlSafe, 20},
                                 {"glimt-", CUrlSafe, 20},
                                 {"gloas-", CUrlSafe, 20},
                                 {"glagent-", CUrlSafe, 40},
                                 {"glc_", CUrlSafe | CEqual | CPlus | CSlash, 32},
                                 {"glsa_", CAlnum | CUnder, 32},
                                 {"gsk_", CAlnum, 40}};
constexpr PrefixRule RulesUpperC[] = {{"CFPAT-", CUrlSafe, 40}, {"CLOJARS_", CAlnum, 60}};
constexpr PrefixRule RulesUpperF[] = {{"FLWSECK", CUrlSafe, 30}};
constexpr PrefixRule RulesUpperL[] = {{"LTAI", CAlnum, 20}};
constexpr PrefixRule RulesUpperG[] = {{"GR1348941", CUrlSafe, 20}, {"GOCSPX-", CUrlSafe, 24}};
constexpr PrefixRule RulesX[] = {{"xoxb-", CAlnum | CDash, 20, 0, true},
                                 {"xoxa-", CAlnum | CDash, 20, 0, true},
                                 {"xoxp-", CAlnum | CDash, 20, 0, true},
                                 {"xoxr-", CAlnum | CDash, 20, 0, true},
                                 {"xoxs-", CAlnum | CDash, 20, 0, true},
                                 {"xoxe-", CAlnum | CDash, 20, 0, true},
                                 {"xoxo-", CAlnum | CDash, 20, 0, true},
                                 {"xapp-", CAlnum | CDash},
                                 {"xai-", CAlnum, 20},
                                 {"xkeysib-", CAlnum | CDash, 64},
                                 {"xkeysmtp-", CAlnum | CDash, 64}};
constexpr PrefixRule RulesUpperA[] = {{"AIza", CUrlSafe, 30, 0, false, 35},
                                      {"AKIA", CUpper | CDigit, 16, 16},
                                      {"ASIA", CUpper | CDigit, 16, 16},
                                      {"ABIA", CUpper | CDigit, 16, 16},
                                      {"ACCA", CUpper | CDigit, 16, 16},
                                      {"AC", CHexLower, 32, 32},
                                      {"AGE-SECRET-KEY-1", CUpper | CDigit, 50},
                                      {"ATATT3", CUrlSafe | CEqual, 40},
                                      {"ATCTT3", CUrlSafe | CEqual, 40},
                                      {"AKCp", CAlnum, 60},
                                      {"A3-", CUpper | CDigit | CDash, 30, 0, true}};
constexpr PrefixRule RulesY[] = {{"ya29.", CUrlSafe, 20}};
constexpr PrefixRule RulesP[] = {{"pplx-", CAlnum, 10, 0, true},
                                 {"pypi-", CUrlSafe, 16, 0, true},
                                 {"p8e-", CHexAny, 32},
                                 {"pul-", CHexLower, 40, 40},
                                 {"pscale_tkn_", CUrlSafe, 32},
                                 {"pscale_pw_", CUrlSafe, 32},
                                 {"pnu_", CAlnum, 36}};
constexpr PrefixRule RulesUpperP[] = {{"PMAK-", CHexAny | CDash, 40}};
constexpr PrefixRule RulesF[] = {{"fal_", CUrlSafe, 10, 0, true},
                                 {"fc-", CAlnum, 10, 0, true},
                                 {"figd_", CUrlSafe, 30},
                                 {"fo1_", CUrlSafe, 40},
                                 {"fm2_", CBase64, 100}};
constexpr PrefixRule RulesW[] = {{"whsec_"}};
constexpr PrefixRule RulesH[] = {
    {"hf_", CAlnum, 10, 0, true}, {"hvs.", CUrlSafe, 20}, {"hvb.", CUrlSafe, 20}, {"hvr.", CUrlSafe, 20}};
constexpr PrefixRule RulesUpperH[] = {{"HRKU-", CUrlSafe, 40}};
constexpr PrefixRule RulesN[] = {{"npm_", CAlnum, 30}, {"ntn_", CAlnum, 40}, {"nfp_", CAlnum, 30}};
constexpr PrefixRule RulesUpperN[] = {
    {"NRAK-", CUpper | CDigit, 27, 27}, {"NRII-", CUrlSafe, 32}, {"NRJS-", CHexLower, 19}, {"NRAA-", CHexLower, 27}};
constexpr PrefixRule RulesD[] = {{"dop_v1_", CHexLower, 20},
                                 {"doo_v1_", CHexLower, 20},
                                 {"dor_v1_", CHexLower, 20},
                                 {"dckr_pat_", CUrlSafe, 20},
                                 {"dckr_oat_", CUrlSafe, 20},
                                 {"dapi", CHexLower, 32},
                                 {"dp.pt.", CAlnum, 40},
                                 {"dp.st.", CUrlSafe | CDot, 40},
                                 {"dp.sa.", CAlnum, 40},
                                 {"dp.ct.", CAlnum, 40},
                                 {"dp.scim.", CAlnum, 40},
                                 {"dp.audit.", CAlnum, 40},
                                 {"dt0c01.", CUpper | CDigit | CDot, 80}};
constexpr PrefixRule RulesK[] = {{"key-", CHexLower, 32, 32}};
constexpr PrefixRule RulesL[] = {{"lin_api_", CAlnum, 40},
                                 {"lin_oauth_", CAlnum, 40},
                                 {"lsv2_pt_", CHexLower | CUnder, 40},
                                 {"lsv2_sk_", CHexLower | CUnder, 40}};
constexpr PrefixRule RulesO[] = {{"ops_eyJ", CUrlSafe | CEqual, 50}};
constexpr PrefixRule RulesT[] = {{"tskey-", CUrlSafe, 30}, {"tfp_", CUrlSafe, 40}};
constexpr PrefixRule RulesUpperE[] = {
    {"EAACEdEose0cBA", CAlnum, 20}, {"EAA", CAlnum, 100, 0, true}, {"EZAK", CAlnum, 54}, {"EZTK", CAlnum, 54}};
constexpr PrefixRule RulesA[] = {{"api_org_", CAlnum, 30}};

std::span<const PrefixRule> rulesFor(char c)
{
    switch (c) {
    case 's': return RulesS;
    case 'S': return RulesUpperS;
    case 'r': return RulesR;
    case 'g': return RulesG;
    case 'G': return RulesUpperG;
    case 'x': return RulesX;
    case 'A': return RulesUpperA;
    case 'a': return RulesA;
    case 'y': return RulesY;
    case 'p': return RulesP;
    case 'P': return RulesUpperP;
    case 'f': return RulesF;
    case 'w': return RulesW;
    case 'h': return RulesH;
    case 'H': return RulesUpperH;
    case 'n': return RulesN;
    case 'N': return RulesUpperN;
    case 'd': return RulesD;
    case 'k': return RulesK;
    case 'l': return RulesL;
    case 'o': return RulesO;
    case 't': return RulesT;
    case 'E': return RulesUpperE;
    case 'C': return RulesUpperC;
    case 'F': return RulesUpperF;
    case 'L': return RulesUpperL;
    default: return {};
    }
}

// A digit, or both cases: tells `sk-abc123def456ghi` from `sk-learn-contrib-extras`.
bool looksRandom(std::string_view body)
{
    if (body.find_first_of("0123456789") == npos && isWordLike(body)) // "hf_requiredCharacteristicTypes…": a name
        return false;
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

// After "Bearer " or "Basic ": not a metavariable (TOKEN, YOUR_TOKEN) or a word of the docs ("token").
bool looksLikeCredentialWord(std::string_view v)
{
    if (v.front() == '<' || v.front() == '{') // "<Openverse API token>", "{base64(user:pass)}": a placeholder
        return false;
    if (std::all_of(v.begin(), v.end(), [](char c) { return is(c, CUpper | CUnder | CDash); }))
        return false;
    if (v.size() < 16 && std::all_of(v.begin(), v.end(), [](char c) { return is(c, CLower | CUnder | CDash); }))
        return false;
    return v.size() >= 4;
}

} // namespace

Size Scanner::tryWordStart(Size i)
{
    const char c = m_text[i];
    for (const PrefixRule &rule : rulesFor(c))
        if (const Size end = tryPrefix(i, rule); end != npos)
            return end;
    switch (c) {
    case 'e': return tryJwt(i);
    case 'S': return startsWith(i, "SG.") ? trySendGrid(i) : startsWith(i, "Set-Cookie") ? tryCookie(i) : npos;
    case 'A':
    case 'a': return startsWithNoCase(i, "authorization") ? tryAuthorization(i, 13) : npos;
    case 'P': return startsWith(i, "Private-MAC:") ? tryPuttyKey(i) : tryWordStartP(i);
    case 'p': return startsWith(i, "pass") ? tryNetrcPassword(i) : tryWordStartP(i);
    case 'B':
    case 'b': return startsWithNoCase(i, "bearer") ? tryBearer(i) : npos;
    case 'C':
    case 'c': return startsWithNoCase(i, "cookie") ? tryCookie(i) : npos;
    case 's': return startsWith(i, "set-cookie") ? tryCookie(i) : npos;
    case 'd': return startsWith(i, "define(") ? tryPhpDefine(i) : npos;
    case 'h': return startsWith(i, "hooks.slack.com/") ? trySlackHook(i, i) : npos;
    default: return tryTokenShape(i);
    }
}

Size Scanner::tryWordStartP(Size i)
{
    if (startsWithNoCase(i, "proxy-authorization"))
        return tryAuthorization(i, 19);
    return tryTokenShape(i);
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
    } else if (end - body < rule.minBody || (rule.maxBody != 0 && end - body > rule.maxBody)) {
        return npos;
    }
    if (rule.loose && !looksRandom(m_text.substr(body, end - body)))
        return npos;
    if (is(byteBefore(i), CPlus | CSlash) && end < m_text.size() && is(m_text[end], CPlus | CSlash | CEqual))
        return npos; // inside a base64 blob: "…rYqRvfQ+EZAKGqQR…/3VmWq…"
    if (isPlaceholderToken(m_text.substr(body, end - body)) || (end < m_text.size() && is(m_text[end], CMaskChar)))
        return npos; // "xoxp-5723…-####": masked from here on
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
    bool schemeWord = false;
    if (second > firstEnd && second < n && credentialByte(m_text[second])) {
        const std::string_view scheme = m_text.substr(first, firstEnd - first);
        valueBegin = second;
        if (equalsNoCase(scheme, "bearer") || equalsNoCase(scheme, "basic") || equalsNoCase(scheme, "token") ||
            equalsNoCase(scheme, "bot") || equalsNoCase(scheme, "apikey") || equalsNoCase(scheme, "key")) {
            for (valueEnd = second; valueEnd < n && credentialByte(m_text[valueEnd]);)
                ++valueEnd;
            schemeWord = true;
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
    const std::string_view credential = m_text.substr(valueBegin, valueEnd - valueBegin);
    if (isPlaceholder(credential) || (schemeWord && !looksLikeCredentialWord(credential)))
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

// hooks.slack.com/services/T…/B…/secret (or one long secret segment), …/workflows/…, …/triggers/…, with or without
// a scheme.
Size Scanner::trySlackHook(Size begin, Size host)
{
    Size path = host + 16; // "hooks.slack.com/"
    for (const std::string_view kind : {"services/", "workflows/", "triggers/"})
        if (startsWith(path, kind))
            path += kind.size();
    if (path == host + 16)
        return npos;
    const Size end = runOf(path, CUrlSafe | CSlash);
    const std::string_view secretPath = m_text.substr(path, end - path);
    const Size parts = static_cast<Size>(std::count(secretPath.begin(), secretPath.end(), '/'));
    const bool whole = parts >= 2 && secretPath.size() - secretPath.rfind('/') > 8;
    if (!whole && !(parts == 0 && secretPath.size() >= 32 && looksRandom(secretPath)))
        return npos; // fewer parts or a short last one is a masked or partial URL
    add(begin, end, path, end);
    return end;
}

// Microsoft Teams incoming webhooks: <tenant>.webhook.office.com/webhookb2/<ids>/IncomingWebhook/<secret>/<id>; the
// whole path after webhookb2/ is the credential.
Size Scanner::tryTeamsHook(Size begin, Size authority)
{
    constexpr std::string_view Domain = ".webhook.office.com";
    constexpr std::string_view Webhook = "/webhookb2/";
    const Size hostEnd = runOf(authority, CUrlSafe | CDot);
    if (hostEnd - authority <= Domain.size() || !startsWith(hostEnd - Domain.size(), Domain) ||
        !startsWith(hostEnd, Webhook))
        return npos;
    const Size path = hostEnd + Webhook.size();
    const Size end = runOf(path, CUrlSafe | CSlash | CTokenPunct);
    if (m_text.substr(path, end - path).find("/IncomingWebhook/") == npos)
        return npos;
    add(begin, end, path, end);
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
    if (startsWith(authority, "hooks.slack.com/"))
        return trySlackHook(scheme, authority);
    if (const Size end = tryTeamsHook(scheme, authority); end != npos)
        return end;
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
