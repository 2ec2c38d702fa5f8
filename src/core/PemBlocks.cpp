// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Private key blocks: PEM markers whose label names a private key, whole blocks and END-only fragments.
#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core::detail {

bool bodyLikeLine(std::string_view line)
{
    while (!line.empty() && is(line.front(), CBlank))
        line.remove_prefix(1);
    while (!line.empty() && is(line.back(), CBlank))
        line.remove_suffix(1);
    return !line.empty() && std::all_of(line.begin(), line.end(), [](char c) { return is(c, CBase64); });
}

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

Size Scanner::tryPem(Size i)
{
    if (!startsWith(i, "-----"))
        return npos;
    Match pem;
    pem.pem = true;
    if (startsWith(i + 5, "BEGIN ")) {
        pem.pemMarkerEnd = pemLabelEnd(m_text, i + 11);
        if (pem.pemMarkerEnd == npos || !pemBeginIsKey(pem.pemMarkerEnd))
            return npos;
        const Size end = findPemMarker(m_text, pem.pemMarkerEnd, "-----END ");
        pem.openPem = end == npos; // fail closed: no END, redact to the end
        pem.begin = i;
        pem.end = pem.openPem ? m_text.size() : end;
    } else if (startsWith(i + 5, "END ")) {
        pem.end = pemLabelEnd(m_text, i + 9);
        if (pem.end == npos || !pemEndIsKey(i))
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

// A BEGIN marker starts a key when a key body can follow it: a line break (real or JSON-escaped), base64 on the same
// line (a key folded into one line), or the end of the text (cut off: fail closed). A marker followed by a closing
// quote, a backtick or prose is code or documentation that names the marker.
bool Scanner::pemBeginIsKey(Size markerEnd) const
{
    const Size n = m_text.size();
    Size j = markerEnd;
    while (j < n && is(m_text[j], CBlank))
        ++j;
    if (j >= n || m_text[j] == '\n')
        return true;
    if (m_text[j] == '\\') {
        const Size after = j + 1 < n && (m_text[j + 1] == 'n' || m_text[j + 1] == 'r') ? j + 2 : npos;
        if (after == npos)
            return false;
        const Size next = startsWith(after, "\\n") ? after + 2 : after;
        return next >= n || !is(m_text[next], CQuote);
    }
    return runOf(j, CBase64) - j >= 16;
}

// An END marker ends a key when nothing but key body precedes it on its line (base64, JSON "\n" escapes,
// indentation); `FOOTER = "-----END …"` and "ends with -----END …" name the marker.
bool Scanner::pemEndIsKey(Size marker) const
{
    Size j = marker;
    while (j > m_pemFloor && m_text[j - 1] != '\n' && (is(m_text[j - 1], CBase64) || m_text[j - 1] == '\\'))
        --j;
    while (j > m_pemFloor && isSpaceTab(m_text[j - 1]))
        --j;
    return lineStart(j);
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

} // namespace airlock::core::detail
