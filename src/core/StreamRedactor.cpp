// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// StreamRedactor: the held-back line, held base64-looking lines, PEM blocks across chunks and over-long lines.
#include "Redactor.h"

#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core {

using namespace detail;

namespace {

constexpr Size CutMarginBytes = 4096; // a long line is cut this far from its end, so secrets near the cut are seen

} // namespace

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
    m_written.clear();
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
        writeOut(out, hold, true);
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
    return std::min({start, xmlElementHoldStart(m_pending, linesEnd), continuedLineStart(m_pending, linesEnd)});
}

// mayHold: lines the scanner wants to see with what follows (a Kubernetes `data:` block) stay pending.
void StreamRedactor::writeOut(std::string &out, Size length, bool mayHold)
{
    std::string_view view(m_pending.data(), length);
    Size holdFrom = npos;
    std::vector<Match> matches = scan(view, m_before, m_written, mayHold ? &holdFrom : nullptr);
    if (holdFrom != npos && m_pending.size() - holdFrom <= MaxLineBytes) {
        if (holdFrom == 0)
            return;
        view = view.substr(0, holdFrom); // the scan chose holdFrom so that the lines before it are judged the same
        matches = scan(view, m_before, m_written);
    }
    if (!matches.empty() && matches.back().openPem) {
        m_pending.erase(0, appendUpToOpenPem(out, view, matches));
        m_inPrivateKey = true;
        m_written.clear();
        return;
    }
    appendRedacted(out, view, matches, view.size());
    remember(view, matches);
    m_before = view.back();
    m_pending.erase(0, view.size());
}

// The last ManifestContextBytes written, for the rules that look back over lines; nothing before a private key block.
void StreamRedactor::remember(std::string_view view, const std::vector<detail::Match> &matches)
{
    for (auto m = matches.rbegin(); m != matches.rend(); ++m) {
        if (m->pem) {
            view.remove_prefix(m->end);
            m_written.clear();
            break;
        }
    }
    if (view.size() >= ManifestContextBytes) {
        m_written.assign(view.substr(view.size() - ManifestContextBytes));
        return;
    }
    const Size keep = std::min(m_written.size(), ManifestContextBytes - view.size());
    m_written.erase(0, m_written.size() - keep);
    m_written.append(view);
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
    m_written.clear(); // a cut line is no line to look back over
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
    m_written.clear();
    m_before = ' ';
    return true;
}

} // namespace airlock::core
