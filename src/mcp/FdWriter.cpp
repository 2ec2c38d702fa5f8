// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "FdWriter.h"

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace airlock::mcp {

FdWriter::FdWriter(int fd, QObject *parent)
    : QObject(parent)
    , m_fd(fd)
{
    struct stat info = {};
    if (::fstat(fd, &info) == 0 && (S_ISFIFO(info.st_mode) || S_ISSOCK(info.st_mode))) {
        m_originalFlags = ::fcntl(fd, F_GETFL);
        if (m_originalFlags >= 0 && !(m_originalFlags & O_NONBLOCK))
            ::fcntl(fd, F_SETFL, m_originalFlags | O_NONBLOCK);
        else
            m_originalFlags = -1;
        m_notifier = new QSocketNotifier(fd, QSocketNotifier::Write, this);
        m_notifier->setEnabled(false);
        connect(m_notifier, &QSocketNotifier::activated, this, &FdWriter::pump);
    }
}

FdWriter::~FdWriter()
{
    if (m_originalFlags >= 0)
        ::fcntl(m_fd, F_SETFL, m_originalFlags);
}

void FdWriter::write(const QByteArray &bytes)
{
    if (m_failed || bytes.isEmpty())
        return;
    m_queue.push_back(bytes);
    m_queuedBytes += bytes.size();
    if (m_queue.size() == 1)
        pump();
}

void FdWriter::pump()
{
    while (!m_queue.empty()) {
        const QByteArray &front = m_queue.front();
        const ssize_t n = ::write(m_fd, front.constData() + m_offset, size_t(front.size() - m_offset));
        if (n < 0) {
            if (errno == EINTR)
                continue;
            if (errno == EAGAIN && m_notifier) {
                m_notifier->setEnabled(true);
                return;
            }
            m_failed = true;
            m_queue.clear();
            m_queuedBytes = 0;
            if (m_notifier)
                m_notifier->setEnabled(false);
            emit failed();
            return;
        }
        m_offset += n;
        m_queuedBytes -= n;
        if (m_offset == front.size()) {
            m_queue.pop_front();
            m_offset = 0;
        }
    }
    if (m_notifier)
        m_notifier->setEnabled(false);
    emit drained();
}

} // namespace airlock::mcp
