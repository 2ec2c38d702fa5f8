// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Tokens known by a shape rather than a plain prefix: Telegram bot tokens (digits:secret), Discord bot tokens (three
// dotted parts), Terraform Cloud tokens (x.atlasv1.y), Azure AD client secrets (xxx8Q~…), Google refresh tokens
// (1//0…), Cloudflare Origin CA keys, Airtable personal access tokens, base64-encoded PEM private keys and JWTs, and
// Facebook app access tokens (app id|app secret or client token).
#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core::detail {
namespace {

// Decodes standard base64 up to maxOut bytes (stops at the first byte that is not base64).
std::string decodeBase64Prefix(std::string_view text, Size maxOut)
{
    auto value = [](char c) -> int {
        if (is(c, CUpper))
            return c - 'A';
        if (is(c, CLower))
            return c - 'a' + 26;
        if (is(c, CDigit))
            return c - '0' + 52;
        return c == '+' || c == '-' ? 62 : c == '/' || c == '_' ? 63 : -1;
    };
    std::string out;
    unsigned bits = 0;
    int count = 0;
    for (const char c : text) {
        const int v = value(c);
        if (v < 0 || out.size() >= maxOut)
            break;
        bits = (bits << 6) | static_cast<unsigned>(v);
        count += 6;
        if (count >= 8) {
            count -= 8;
            out.push_back(static_cast<char>((bits >> count) & 0xFF));
        }
    }
    return out;
}

// A JWT (header.payload[.signature], base64url) once base64-encoded, as Kubernetes secrets and config dumps hold them:
// the decoded bytes are base64url with at least one dot, which a random base64 string almost never gives.
bool decodesToJwt(std::string_view text)
{
    const std::string decoded = decodeBase64Prefix(text, text.size());
    return std::all_of(decoded.begin(), decoded.end(), [](char c) { return is(c, CUrlSafe | CDot | CEqual); }) &&
           decoded.find('.') != npos;
}

} // namespace

Size Scanner::tryTokenShape(Size i)
{
    const char c = m_text[i];
    const Size n = m_text.size();
    Size end = npos;
    if (c == 'L' && startsWith(i, "LS0tLS1CRUdJTi")) { // base64 of "-----BEGIN"
        const Size run = runOf(i, CBase64);
        if (run - i < 40 || decodeBase64Prefix(m_text.substr(i, 96), 72).find("PRIVATE KEY") == npos)
            return npos;
        end = run;
    } else if (c == 'Z' && startsWith(i, "ZXlK")) { // base64 of "eyJ": a JWT encoded once more
        end = runOf(i, CBase64);
        if (end - i < 48 || !decodesToJwt(m_text.substr(i, std::min<Size>(end - i, 1024))))
            return npos;
    } else if (c == 'M' || c == 'N' || c == 'O') { // Discord: base64 user id . timestamp . HMAC
        const Size id = runOf(i, CAlnum);
        if (id - i < 24 || id - i > 26 || !startsWith(id, "."))
            return npos;
        const Size stamp = runOf(id + 1, CUrlSafe);
        if (stamp - id - 1 < 6 || stamp - id - 1 > 7 || !startsWith(stamp, "."))
            return npos;
        end = runOf(stamp + 1, CUrlSafe);
        if (end - stamp - 1 < 27 || end - stamp - 1 > 40)
            return npos;
    } else if (c == '1' && startsWith(i, "1//0")) { // Google OAuth refresh token
        end = runOf(i + 4, CUrlSafe);
        if (end - i < 44)
            return npos;
    } else if (c == 'v' && startsWith(i, "v1.0-")) { // Cloudflare Origin CA key
        end = runOf(i + 5, CHexLower | CDash);
        if (end - i < 150)
            return npos;
    } else if (c == 'p' && startsWith(i, "pat")) { // Airtable: pat + 14 alnum . 64 hex
        const Size id = runOf(i + 3, CAlnum);
        if (id - i - 3 != 14 || !startsWith(id, "."))
            return npos;
        end = runOf(id + 1, CHexLower);
        if (end - id - 1 != 64)
            return npos;
    } else {
        return npos;
    }
    if (end < n && is(m_text[end], CAlnum | CUnder))
        return npos;
    add(i, end, i, end);
    return end;
}

// "123456789:AA…": a bot id of 8 to 10 digits, a colon and 35 base64url characters.
Size Scanner::tryTelegram(Size colon)
{
    Size digits = colon;
    while (digits > m_pemFloor && colon - digits < 11 && is(m_text[digits - 1], CDigit))
        --digits;
    if (colon - digits < 8 || colon - digits > 10)
        return npos;
    const bool botPath = digits >= 3 && m_text.compare(digits - 3, 3, "bot") == 0; // api.telegram.org/bot<token>
    if (!botPath && !wordStart(digits))
        return npos;
    const Size end = runOf(colon + 1, CUrlSafe);
    if (end - colon - 1 != 35 || (end < m_text.size() && is(m_text[end], CAlnum | CUnder)))
        return npos;
    add(digits, end, digits, end);
    return end;
}

// Facebook's app access token: "<app id>|<app secret>", the id 15 or 16 digits, the secret 20 to 64 base64url
// characters that look drawn. Only the secret is masked: the app id is public.
Size Scanner::tryAppToken(Size pipe)
{
    Size digits = pipe;
    while (digits > m_pemFloor && pipe - digits < 17 && is(m_text[digits - 1], CDigit))
        --digits;
    if (pipe - digits < 15 || pipe - digits > 16 || !wordStart(digits))
        return npos;
    const Size end = runOf(pipe + 1, CUrlSafe);
    const std::string_view secret = m_text.substr(pipe + 1, end - pipe - 1);
    if (secret.size() < 20 || secret.size() > 64 || (end < m_text.size() && is(m_text[end], CDot | CSlash)) ||
        !looksRandomEnough(secret) || isPlaceholderToken(secret))
        return npos;
    add(digits, end, pipe + 1, end);
    return end;
}

// "<14 alnum>.atlasv1.<60-70 base64url>": a Terraform Cloud / Enterprise API token.
Size Scanner::tryAtlasToken(Size dot)
{
    if (!startsWith(dot, ".atlasv1."))
        return npos;
    Size begin = dot;
    while (begin > m_pemFloor && dot - begin < 15 && is(m_text[begin - 1], CAlnum))
        --begin;
    if (dot - begin != 14 || !wordStart(begin))
        return npos;
    const Size end = runOf(dot + 9, CUrlSafe | CEqual);
    if (end - dot - 9 < 60 || isPlaceholderToken(m_text.substr(begin, end - begin)))
        return npos;
    add(begin, end, begin, end);
    return end;
}

// Azure AD client secrets: three characters, a digit, "Q~", then 31 to 34 of [A-Za-z0-9_~.-].
Size Scanner::tryAzureSecret(Size tilde)
{
    constexpr std::uint32_t Body = CAlnum | CUnder | CTilde | CDot | CDash;
    if (tilde < m_pemFloor + 5 || m_text[tilde - 1] != 'Q' || !is(m_text[tilde - 2], CDigit))
        return npos;
    const Size begin = tilde - 5;
    for (Size k = begin; k < tilde - 2; ++k)
        if (!is(m_text[k], CAlnum | CUnder | CDot | CTilde))
            return npos;
    if (!wordStart(begin) && byteBefore(begin) != '.')
        return npos;
    Size end = runOf(tilde + 1, Body);
    while (end > tilde + 1 && (m_text[end - 1] == '.' || m_text[end - 1] == '-')) // sentence punctuation
        --end;
    if (end - tilde - 1 < 31 || end - tilde - 1 > 34 || isPlaceholderToken(m_text.substr(tilde + 1, end - tilde - 1)))
        return npos;
    add(begin, end, begin, end);
    return end;
}

} // namespace airlock::core::detail
