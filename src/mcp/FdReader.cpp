// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "FdReader.h"

#include <QTimer>

#include <cerrno>
#include <unistd.h>

namespace airlock::mcp {

FdReader::FdReader(int fd, QObject *parent)
    : QObject(parent)
    , m_fd(fd)
{}

void FdReader::start()
{
    if (m_notifier || m_ended)
        return;
    m_notifier = new QSocketNotifier(m_fd, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &FdReader::onReadable);
}

void FdReader::stop()
{
    if (m_notifier)
        m_notifier->setEnabled(false);
}

void FdReader::onReadable()
{
    // Large reads keep a 64 MiB message cheap; the buffer lives on the heap, not the stack.
    m_chunk.resize(256 * 1024);
    const ssize_t n = ::read(m_fd, m_chunk.data(), m_chunk.size());
    if (n < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (n <= 0) {
        m_notifier->setEnabled(false);
        m_ended = true;
        emit ended();
        return;
    }
    emit data(QByteArray(m_chunk.data(), n));
}

} // namespace airlock::mcp
