// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QList>

namespace airlock::backends {

// Splits one output stream of the shell into the command's bytes and Airlock's records. A record is
// `<nonce>:<type>\n`, or `<nonce>:<type>:` then its fields, each followed by the nonce, then a newline. The nonce is
// fresh for every command and never visible to it, so nothing the command prints can be taken for a record.
class RecordScanner final
{
public:
    // The type of the record the scanner reports for a malformed one (the nonce, then not a valid record).
    static constexpr char kMalformed = '?';
    struct Record {
        char type = 0;
        QList<QByteArray> fields;
    };
    struct Piece {
        QByteArray data; // command output, when record.type == 0
        Record record;
    };

    // Starts scanning for a new nonce; bytes before its first record are command output.
    void reset(const QByteArray &nonce);
    // After the final record of a command, bytes are dropped until the next reset().
    void discardUntilReset()
    {
        m_discarding = true;
        m_buffer.clear();
    }
    bool discarding() const { return m_discarding; }

    QList<Piece> feed(const QByteArray &chunk);
    // What is left when the stream ends (a partial record is output then).
    QByteArray flush();
    // True when an unfinished record grew past any legitimate size.
    bool overflowed() const { return m_overflow; }

private:
    static int fieldCount(char type);
    void malformed(QList<Piece> &pieces);
    qsizetype partialNeedleAtEnd() const;

    QByteArray m_nonce;
    QByteArray m_needle; // nonce + ':'
    QByteArray m_buffer;
    bool m_discarding = true;
    bool m_overflow = false;
};

} // namespace airlock::backends
