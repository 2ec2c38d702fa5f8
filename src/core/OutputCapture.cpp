// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "OutputCapture.h"

#include "AnsiStripper.h"
#include "Redactor.h"

#include <algorithm>

namespace airlock::core {

OutputCapture::OutputCapture(std::size_t limit)
    : m_limit(limit)
    , m_headCapacity(limit * 2 / 5 + kCutMargin)
    , m_ringCapacity(limit - limit * 2 / 5 + kCutMargin)
{}

void OutputCapture::append(std::string_view data)
{
    m_total += data.size();
    if (m_head.size() < m_headCapacity) {
        const std::size_t take = std::min(data.size(), m_headCapacity - m_head.size());
        m_head.append(data.substr(0, take));
        data.remove_prefix(take);
    }
    if (data.empty())
        return;
    if (m_ring.size() != m_ringCapacity)
        m_ring.resize(m_ringCapacity);
    if (data.size() >= m_ringCapacity) {
        // Only the newest bytes survive: copy them in order.
        data = data.substr(data.size() - m_ringCapacity);
        m_ring.assign(data);
        m_ringStart = 0;
        m_ringSize = m_ringCapacity;
        return;
    }
    std::size_t writePos = (m_ringStart + m_ringSize) % m_ringCapacity;
    const std::size_t first = std::min(data.size(), m_ringCapacity - writePos);
    std::copy_n(data.data(), first, m_ring.begin() + static_cast<std::ptrdiff_t>(writePos));
    std::copy_n(data.data() + first, data.size() - first, m_ring.begin());
    const std::size_t newSize = m_ringSize + data.size();
    if (newSize > m_ringCapacity) {
        m_ringStart = (m_ringStart + newSize - m_ringCapacity) % m_ringCapacity;
        m_ringSize = m_ringCapacity;
    } else {
        m_ringSize = newSize;
    }
}

void OutputCapture::skip(std::size_t bytes)
{
    m_total += bytes;
    m_headCapacity = std::min(m_headCapacity, m_head.size()); // nothing after the gap joins the head
    m_ringStart = 0;
    m_ringSize = 0;
}

std::string OutputCapture::tail() const
{
    std::string out;
    out.reserve(m_ringSize);
    const std::size_t first = std::min(m_ringSize, m_ringCapacity - m_ringStart);
    out.append(m_ring, m_ringStart, first);
    out.append(m_ring, 0, m_ringSize - first);
    return out;
}

std::string OutputCapture::all() const
{
    return m_head + tail();
}

namespace {

bool isContinuation(unsigned char byte)
{
    return (byte & 0xC0) == 0x80;
}

// Moves a cut backwards (head end) or forwards (tail start) so that no secret found around it is split.
// `window` holds stream bytes starting at stream offset `windowOffset`.
std::size_t moveCutOffSecrets(std::string_view window, std::size_t windowOffset, std::size_t cut, bool backwards)
{
    for (const SecretSpan &span : Redactor::find(window)) {
        const std::size_t begin = windowOffset + span.begin;
        const std::size_t end = windowOffset + span.end;
        if (begin < cut && cut < end)
            cut = backwards ? begin : end;
    }
    return cut;
}

std::string cleanAndRedact(std::string_view raw, int &secrets)
{
    std::size_t found = 0;
    std::string text = Redactor::redact(cleanTerminalText(raw), &found);
    secrets += static_cast<int>(found);
    return text;
}

} // namespace

RenderedStream renderStream(const OutputCapture &capture)
{
    RenderedStream rendered;
    rendered.rawBytes = capture.totalBytes();
    if (!capture.truncated()) {
        rendered.text = cleanAndRedact(capture.all(), rendered.secretsRedacted);
        return rendered;
    }
    rendered.truncated = true;
    const std::size_t total = capture.totalBytes();
    const std::size_t limit = capture.limit();
    const std::size_t headKeep = limit * 2 / 5;
    const std::size_t tailKeep = limit - headKeep;

    // Two views of the stream: either all of it, or a head and a tail with a gap between them.
    std::string all;
    std::string tailBytes;
    std::string_view headView;
    std::string_view tailView;
    std::size_t tailViewOffset = 0;
    if (capture.complete()) {
        all = capture.all();
        headView = all;
        tailView = all;
    } else {
        headView = capture.head();
        tailBytes = capture.tail();
        tailView = tailBytes;
        tailViewOffset = capture.tailOffset();
    }
    auto byteAt = [&](std::size_t offset) -> unsigned char {
        if (offset < headView.size())
            return static_cast<unsigned char>(headView[offset]);
        return static_cast<unsigned char>(tailView[offset - tailViewOffset]);
    };

    // (A stream with skipped bytes, OutputCapture::skip, may hold less than that on either side of its gap.)
    std::size_t headEnd = std::min(headKeep, headView.size());
    for (int i = 0; i < 3 && headEnd > 0 && isContinuation(byteAt(headEnd)); ++i)
        --headEnd;
    std::size_t tailStart = std::max(total - tailKeep, tailViewOffset);
    for (int i = 0; i < 3 && tailStart < total && isContinuation(byteAt(tailStart)); ++i)
        ++tailStart;

    const std::size_t margin = OutputCapture::kCutMargin;
    {
        const std::size_t from = headEnd > margin ? headEnd - margin : 0;
        const std::size_t to = std::min(headEnd + margin, headView.size());
        headEnd = moveCutOffSecrets(headView.substr(from, to - from), from, headEnd, true);
    }
    {
        const std::size_t from = std::max(tailStart > margin ? tailStart - margin : 0, tailViewOffset);
        const std::size_t to = std::min(tailStart + margin, total);
        tailStart = moveCutOffSecrets(tailView.substr(from - tailViewOffset, to - from), from, tailStart, false);
    }

    rendered.text = cleanAndRedact(headView.substr(0, headEnd), rendered.secretsRedacted);
    rendered.text += "\n\n... [" + std::to_string(tailStart - headEnd) + " bytes omitted] ...\n\n";
    rendered.text += cleanAndRedact(tailView.substr(tailStart - tailViewOffset), rendered.secretsRedacted);
    return rendered;
}

} // namespace airlock::core
