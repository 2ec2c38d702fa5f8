// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "RecordScanner.h"

namespace airlock::backends {

namespace {
constexpr qsizetype kMaxRecordBytes = 1024 * 1024;
}

int RecordScanner::fieldCount(char type)
{
    switch (type) {
    case 'I': return 4; // pid, restored, home, cwd
    case 'E': return 2; // exit status, cwd
    case 'W': return 1; // the missing workdir
    case 'U': return 1; // the command's status (empty: unknown); the shell can no longer run commands
    case 'e':
    case 'i': return 0;
    default: return -1;
    }
}

void RecordScanner::reset(const QByteArray &nonce)
{
    m_nonce = nonce;
    m_needle = nonce + ':';
    m_buffer.clear();
    m_discarding = false;
    m_overflow = false;
}

qsizetype RecordScanner::partialNeedleAtEnd() const
{
    for (qsizetype k = std::min<qsizetype>(m_buffer.size(), m_needle.size() - 1); k > 0; --k) {
        if (m_buffer.endsWith(QByteArrayView(m_needle).first(k)))
            return k;
    }
    return 0;
}

void RecordScanner::malformed(QList<Piece> &pieces)
{
    // Only the shell's own wrapper knows the nonce: a record it could not write whole means the shell no longer works
    // as Airlock needs. The needle goes out as output, then a record of type '?' says so.
    pieces.append(Piece{m_buffer.first(m_needle.size()), {}});
    pieces.append(Piece{{}, Record{kMalformed, {}}});
    m_buffer = m_buffer.sliced(m_needle.size());
}

QList<RecordScanner::Piece> RecordScanner::feed(const QByteArray &chunk)
{
    QList<Piece> pieces;
    if (m_discarding || chunk.isEmpty())
        return pieces;
    if (m_buffer.isEmpty())
        m_buffer = chunk;
    else
        m_buffer += chunk;

    while (!m_buffer.isEmpty()) {
        const qsizetype at = m_buffer.indexOf(m_needle);
        if (at < 0) {
            // Hold back only a tail that could be the start of a record split across chunks (almost always none:
            // the nonce is random), so output streams out as it comes.
            const qsizetype keep = partialNeedleAtEnd();
            if (m_buffer.size() > keep)
                pieces.append(Piece{m_buffer.first(m_buffer.size() - keep), {}});
            m_buffer = m_buffer.last(keep);
            return pieces;
        }
        if (at > 0) {
            pieces.append(Piece{m_buffer.first(at), {}});
            m_buffer = m_buffer.sliced(at);
        }
        // m_buffer now starts with the needle.
        const qsizetype typeAt = m_needle.size();
        if (m_buffer.size() < typeAt + 2)
            break;
        const char type = m_buffer.at(typeAt);
        const int fields = fieldCount(type);
        // `<nonce>:<type>\n` without fields, `<nonce>:<type>:<field><nonce>…\n` with them.
        const char expected = fields == 0 ? '\n' : ':';
        if (fields < 0 || m_buffer.at(typeAt + 1) != expected) {
            malformed(pieces);
            continue;
        }
        if (fields == 0) {
            m_buffer = m_buffer.sliced(typeAt + 2);
            pieces.append(Piece{{}, Record{type, {}}});
            continue;
        }
        Record record;
        record.type = type;
        qsizetype pos = typeAt + 2;
        bool complete = true;
        for (int i = 0; i < fields; ++i) {
            const qsizetype end = m_buffer.indexOf(m_nonce, pos);
            if (end < 0) {
                complete = false;
                break;
            }
            record.fields.append(m_buffer.sliced(pos, end - pos));
            pos = end + m_nonce.size();
        }
        if (!complete || pos >= m_buffer.size()) {
            if (m_buffer.size() > kMaxRecordBytes)
                m_overflow = true;
            break;
        }
        if (m_buffer.at(pos) != '\n') {
            malformed(pieces);
            continue;
        }
        m_buffer = m_buffer.sliced(pos + 1);
        pieces.append(Piece{{}, std::move(record)});
    }
    return pieces;
}

QByteArray RecordScanner::flush()
{
    QByteArray rest;
    if (!m_discarding)
        rest.swap(m_buffer);
    m_buffer.clear();
    return rest;
}

} // namespace airlock::backends
