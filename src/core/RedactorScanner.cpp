// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The scanner's pass over a text: which byte can start what, and how overlapping matches are resolved.
#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core::detail {
namespace {

using namespace std::string_view_literals;

// What the first byte of a position can start. Letters only matter at a word start, so the rest of a word is skipped
// in one tight loop.
enum Action : std::uint8_t {
    ActNone,
    ActWord,
    ActWordStart,
    ActDash,
    ActEqual,
    ActColon,
    ActLt,
    ActDot,
    ActTilde,
    ActComma,
    ActPipe
};
constexpr std::array<std::uint8_t, 256> Actions = [] {
    std::array<std::uint8_t, 256> t{};
    for (const char c : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_"sv)
        t[static_cast<unsigned char>(c)] = ActWord;
    for (const char c : "srgxAypfwhndSeaPBbGHNkltoEMOLCcv1FZ"sv)
        t[static_cast<unsigned char>(c)] = ActWordStart;
    t['-'] = ActDash;
    t['='] = ActEqual;
    t[':'] = ActColon;
    t['<'] = ActLt;
    t['.'] = ActDot;
    t['~'] = ActTilde;
    t[','] = ActComma;
    t['|'] = ActPipe;
    return t;
}();

// The second bytes that can follow each word-start byte in some format (prefix tables, header names, shapes), so
// that most words are skipped without a look at the tables; empty means any.
constexpr std::string_view secondBytesOf(char c)
{
    switch (c) {
    case 's': return "khnqelbgEm-";
    case 'S': return "KGeE";
    case 'r': return "k8udn";
    case 'g': return "hlsi";
    case 'G': return "RO";
    case 'x': return "oak";
    case 'A': return "IKSBCGTuU3";
    case 'a': return "puU";
    case 'y': return "a";
    case 'p': return "pyusnarR8";
    case 'P': return "MrR";
    case 'f': return "acimo";
    case 'w': return "h";
    case 'h': return "fvo";
    case 'H': return "R";
    case 'n': return "ptf";
    case 'd': return "ocapte";
    case 'k': return "e";
    case 'l': return "is";
    case 'o': return "p";
    case 't': return "sf";
    case 'E': return "AZ";
    case 'C': return "FLoO";
    case 'c': return "oO";
    case 'F': return "L";
    case 'L': return "ST";
    case 'e': return "y";
    case 'B':
    case 'b': return "eE";
    case 'v': return "1";
    case 'Z': return "X";
    case '1': return "/";
    default: return {}; // M, N, O: Discord ids start with any base64
    }
}

constexpr std::array<std::string_view, 256> SecondBytes = [] {
    std::array<std::string_view, 256> t{};
    for (Size c = 0; c < 256; ++c)
        t[c] = secondBytesOf(static_cast<char>(c));
    return t;
}();

bool mayStartAt(const char *p, Size i, Size n)
{
    const std::string_view seconds = SecondBytes[static_cast<unsigned char>(p[i])];
    return seconds.empty() || (i + 1 < n && seconds.find(p[i + 1]) != npos);
}

} // namespace

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
            if (wordStart(i) && mayStartAt(p, i, n) && (next = tryWordStart(i)) != npos)
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
            next = tryFlag(i);
            break;
        case ActEqual: next = tryKeyValue(i); break;
        case ActColon: next = tryColon(i); break;
        case ActLt: next = i + 1 < n && is(p[i + 1], CUpper | CLower) ? tryXmlElement(i) : npos; break;
        case ActDot: next = i + 1 < n && p[i + 1] == 'a' ? tryAtlasToken(i) : npos; break;
        case ActTilde: next = tryAzureSecret(i); break;
        case ActComma: next = i > 0 && is(p[i - 1], CQuote) ? tryQuotedPair(i) : npos; break;
        case ActPipe: next = i > 0 && is(p[i - 1], CDigit) ? tryAppToken(i) : npos; break;
        default: break;
        }
        i = next == npos ? i + 1 : resumeAfter(i, next);
    }
    if (!m_manifestBlocks.empty())
        resolveManifestBlocks();
    return resolve();
}

Size Scanner::tryColon(Size i)
{
    if (startsWith(i + 1, "//"))
        return tryUrl(i);
    if (i >= 4 && m_text[i - 1] == 'a' && m_text[i - 2] == 't' && m_text[i - 3] == 'a' && lower(m_text[i - 4]) == 'd')
        noteManifestBlock(i);
    if (i > 0 && is(m_text[i - 1], CDigit))
        if (const Size end = tryTelegram(i); end != npos)
            return end;
    if (const Size end = tryKeyValue(i); end != npos)
        return end;
    return tryPgpass(i);
}

// Skipping a match keeps the scan linear, but a PEM marker inside it must still be seen.
Size Scanner::resumeAfter(Size i, Size end) const
{
    if (end <= i + 1)
        return i + 1;
    const Size dashes = m_text.substr(i + 1, end - i - 1).find("-----");
    return dashes == npos ? end : i + 1 + dashes;
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

std::vector<Match> scan(std::string_view text, char before, std::string_view context, Size *holdFrom)
{
    Scanner scanner(text, before, context);
    std::vector<Match> matches = scanner.run();
    if (holdFrom)
        *holdFrom = scanner.holdFrom();
    return matches;
}

} // namespace airlock::core::detail
