// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SshConnection.h"

#include "SshWorker.h"

#include <QCoreApplication>
#include <QThread>

#include <chrono>
#include <condition_variable>
#include <mutex>
#include <sys/eventfd.h>

namespace airlock::backends {

namespace {

class LiveWorkers;
LiveWorkers &liveWorkers();

// The workers still running. They end on their own after their connection is gone, but a program that exits at
// once (airlock call at the end of its input) must let them finish first: libssh's last calls use libcrypto, which
// the process's exit handlers tear down.
class LiveWorkers
{
public:
    void started()
    {
        std::call_once(m_hook, [] {
            if (QCoreApplication::instance())
                qAddPostRoutine([] { liveWorkers().waitAll(3000); });
        });
        std::lock_guard lock(m_mutex);
        ++m_count;
    }
    void ended()
    {
        std::lock_guard lock(m_mutex);
        --m_count;
        m_idle.notify_all();
    }
    void waitAll(int ms)
    {
        std::unique_lock lock(m_mutex);
        m_idle.wait_for(lock, std::chrono::milliseconds(ms), [this] { return m_count == 0; });
    }

private:
    std::once_flag m_hook;
    std::mutex m_mutex;
    std::condition_variable m_idle;
    int m_count = 0;
};

LiveWorkers &liveWorkers()
{
    static LiveWorkers workers;
    return workers;
}

} // namespace

SshConnection::SshConnection(Settings settings, QObject *parent)
    : QObject(parent)
    , m_settings(std::move(settings))
    , m_shared(std::make_shared<Shared>())
{
    m_shared->wakeFd = ::eventfd(0, EFD_CLOEXEC | EFD_NONBLOCK);
    m_shared->bridge = new detail::Bridge; // no parent: deleted by the worker (deleteLater) or here if it never ran
    detail::Bridge *bridge = m_shared->bridge;
    connect(bridge, &detail::Bridge::opened, this, [this](const QString &fingerprint, const QStringList &notes) {
        m_fingerprint = fingerprint;
        m_open = true;
        emit opened(notes);
    });
    connect(bridge, &detail::Bridge::openFailed, this,
            [this](const QString &reason, const QString &fingerprint, bool wantsPassword, const QString &lockedKey) {
                m_fingerprint = fingerprint;
                m_authNeeds = {wantsPassword, lockedKey};
                emit openFailed(reason);
            });
    connect(bridge, &detail::Bridge::hostKeyQuestion, this, &SshConnection::hostKeyQuestion);
    connect(bridge, &detail::Bridge::lost, this, [this](const QString &reason) {
        m_open = false;
        emit lost(reason);
    });
    connect(bridge, &detail::Bridge::channelOpened, this, &SshConnection::channelOpened);
    connect(bridge, &detail::Bridge::channelFailed, this, &SshConnection::channelFailed);
    connect(bridge, &detail::Bridge::channelData, this, &SshConnection::channelData);
    connect(bridge, &detail::Bridge::channelClosed, this, &SshConnection::channelClosed);
}

SshConnection::~SshConnection()
{
    if (!m_started) {
        delete m_shared->bridge;
        return;
    }
    // The bridge's connections to this object end with it; the worker may already have deleted the bridge.
    m_shared->push({detail::Quit, 0, {}});
}

QString SshConnection::target() const
{
    return QStringLiteral("%1@%2:%3").arg(m_settings.user, m_settings.host).arg(m_settings.port);
}

void SshConnection::open()
{
    if (m_started)
        return;
    m_started = true;
    liveWorkers().started();
    QThread *thread = QThread::create([settings = m_settings, shared = m_shared] {
        {
            detail::Worker worker(settings, shared);
            worker.run();
        }
        liveWorkers().ended();
    });
    thread->setObjectName(QStringLiteral("ssh ") + target());
    // The thread deletes itself when it is done; nobody waits for it.
    connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
}

void SshConnection::post(int type, int channel, const QByteArray &data)
{
    m_shared->push({type, channel, data});
}

int SshConnection::openChannel(const QByteArray &command)
{
    const int id = ++m_nextChannel;
    if (!m_open) {
        QMetaObject::invokeMethod(
            this, [this, id] { emit channelFailed(id, QStringLiteral("the SSH connection is closed")); },
            Qt::QueuedConnection);
        return id;
    }
    post(detail::Open, id, command);
    return id;
}

void SshConnection::write(int channel, const QByteArray &bytes)
{
    post(detail::Write, channel, bytes);
}

void SshConnection::closeChannel(int channel)
{
    post(detail::Close, channel, {});
}

void SshConnection::answerHostKey(bool accept)
{
    post(detail::Answer, accept ? 1 : 0, {});
}

} // namespace airlock::backends
