// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Redactor.h"

#include "RedactorImpl.h"

namespace airlock::core {

using namespace detail;

namespace detail {

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

Size appendUpToOpenPem(std::string &out, std::string_view text, const std::vector<Match> &matches)
{
    const Match &pem = matches.back();
    appendRedacted(out, text, matches, pem.begin);
    out.append(PemReplacement);
    return pem.pemMarkerEnd;
}

} // namespace detail

std::vector<SecretSpan> Redactor::find(std::string_view text)
{
    std::vector<SecretSpan> spans;
    for (const Match &m : scan(text, '\n'))
        spans.push_back({m.begin, m.end, m.valueBegin, m.valueEnd});
    return spans;
}

std::string Redactor::redact(std::string_view text)
{
    return redact(text, nullptr);
}

std::string Redactor::redact(std::string_view text, std::size_t *found)
{
    std::string out;
    out.reserve(text.size() + 64);
    const std::vector<Match> matches = scan(text, '\n');
    if (found)
        *found = matches.size();
    appendRedacted(out, text, matches, text.size());
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

} // namespace airlock::core
