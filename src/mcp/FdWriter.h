// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QObject>
#include <QSocketNotifier>

#include <deque>

namespace airlock::mcp {

// Writes to a file descriptor (stdout) without ever blocking the event loop: what the reader does not take yet is
// queued and written when the descriptor is writable. A pipe or socket is switched to non-blocking mode for this
// (and back on destruction); a terminal or file is written directly.
class FdWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FdWriter)

public:
    explicit FdWriter(int fd, QObject *parent = nullptr);
    ~FdWriter() override;

    void write(const QByteArray &bytes);
    bool isDrained() const { return m_queue.empty(); }
    bool hasFailed() const { return m_failed; }
    qsizetype queuedBytes() const { return m_queuedBytes; }

signals:
    void drained();
    // The reader is gone (EPIPE) or the descriptor broke; further writes are dropped.
    void failed();

private:
    void pump();

    int m_fd = -1;
    int m_originalFlags = -1;
    QSocketNotifier *m_notifier = nullptr;
    std::deque<QByteArray> m_queue;
    qsizetype m_offset = 0; // into m_queue.front()
    qsizetype m_queuedBytes = 0;
    bool m_failed = false;
};

} // namespace airlock::mcp
