// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LineReader.h"

namespace airlock::mcp {

LineReader::LineReader(qsizetype maxLineBytes, LineHandler onLine, OversizeHandler onOversize)
    : m_max(maxLineBytes)
    , m_onLine(std::move(onLine))
    , m_onOversize(std::move(onOversize))
{}

void LineReader::append(QByteArrayView bytes)
{
    while (!bytes.isEmpty()) {
        const qsizetype newline = bytes.indexOf('\n');
        const QByteArrayView part = newline < 0 ? bytes : bytes.first(newline);
        if (!m_discarding) {
            if (m_buffer.size() + part.size() > m_max) {
                m_buffer.clear();
                m_buffer.squeeze();
                m_discarding = true;
                m_onOversize();
            } else if (newline >= 0 && m_buffer.isEmpty()) {
                emitLine(part); // the common case: no copy
            } else {
                m_buffer.append(part);
                if (newline >= 0) {
                    const QByteArray line = std::exchange(m_buffer, {});
                    emitLine(line);
                }
            }
        }
        if (newline < 0)
            return;
        m_discarding = false;
        bytes = bytes.sliced(newline + 1);
    }
}

void LineReader::finish()
{
    if (!m_discarding && !m_buffer.isEmpty()) {
        const QByteArray line = std::exchange(m_buffer, {});
        emitLine(line);
    }
    m_discarding = false;
}

void LineReader::emitLine(QByteArrayView line)
{
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.trimmed().isEmpty())
        return; // blank lines are not messages
    m_onLine(line);
}

} // namespace airlock::mcp
