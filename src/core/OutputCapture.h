// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace airlock::core {

// Captures one output stream while it runs, in memory bounded by its limit: the first 40 % and the last 60 %
// of the limit are kept, each with a margin so that the cut can later move off a secret (SPEC-terminal.md §2).
class OutputCapture final
{
public:
    static constexpr std::size_t kCutMargin = 16 * 1024;

    explicit OutputCapture(std::size_t limit = 100000);

    void append(std::string_view data);
    // Counts `bytes` of the stream that were never seen (a backend skipped them); the tail starts again after them.
    void skip(std::size_t bytes);

    std::size_t limit() const { return m_limit; }
    std::size_t totalBytes() const { return m_total; }
    bool truncated() const { return m_total > m_limit; }
    // True while every byte seen is still held (head and ring never lost anything).
    bool complete() const { return m_total <= m_head.size() + m_ringCapacity; }

    // The whole stream; only meaningful while complete().
    std::string all() const;
    // The first bytes (up to 40 % of the limit plus the margin).
    std::string_view head() const { return m_head; }
    // The last bytes held after the head, oldest first, and the stream offset of their first byte.
    std::string tail() const;
    std::size_t tailOffset() const { return m_total - m_ringSize; }

private:
    std::size_t m_limit = 0;
    std::size_t m_headCapacity = 0;
    std::size_t m_ringCapacity = 0;
    std::size_t m_total = 0;
    std::string m_head;
    std::string m_ring;          // circular buffer of m_ringCapacity bytes
    std::size_t m_ringStart = 0; // index of the oldest byte
    std::size_t m_ringSize = 0;
};

// What the agent sees of one captured stream: truncated 40/60 on UTF-8 boundaries with the cut moved off any
// secret, cleaned (UTF-8, ANSI, CR) and redacted.
struct RenderedStream {
    std::string text;
    bool truncated = false;
    std::size_t rawBytes = 0;
    int secretsRedacted = 0;
};
RenderedStream renderStream(const OutputCapture &capture);

} // namespace airlock::core
