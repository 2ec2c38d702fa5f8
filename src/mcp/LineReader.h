// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QByteArrayView>

#include <functional>

namespace airlock::mcp {

// Splits a byte stream into newline-delimited messages with a size limit. Scans each byte once, so a 64 MiB line
// read in small chunks costs linear time; a line over the limit is reported once and skipped without being kept.
class LineReader final
{
public:
    using LineHandler = std::function<void(QByteArrayView line)>;
    using OversizeHandler = std::function<void()>;

    LineReader(qsizetype maxLineBytes, LineHandler onLine, OversizeHandler onOversize);

    void append(QByteArrayView bytes);
    // End of input: a last line without its newline still counts.
    void finish();
    qsizetype bufferedBytes() const { return m_buffer.size(); }

private:
    void emitLine(QByteArrayView line);

    qsizetype m_max;
    LineHandler m_onLine;
    OversizeHandler m_onOversize;
    QByteArray m_buffer;
    bool m_discarding = false;
};

} // namespace airlock::mcp
