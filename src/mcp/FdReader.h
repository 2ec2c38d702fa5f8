// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QSocketNotifier>

#include <vector>

namespace airlock::mcp {

// Reads a file descriptor (stdin) from the event loop: data() for each chunk, then ended() once at end of input
// or on a read error.
class FdReader final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FdReader)

public:
    explicit FdReader(int fd, QObject *parent = nullptr);
    ~FdReader() override = default;

    void start();
    void stop();
    bool isEnded() const { return m_ended; }

signals:
    void data(const QByteArray &bytes);
    void ended();

private:
    void onReadable();

    int m_fd = -1;
    QSocketNotifier *m_notifier = nullptr;
    std::vector<char> m_chunk;
    bool m_ended = false;
};

} // namespace airlock::mcp
