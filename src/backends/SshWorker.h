// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// The thread side of SshConnection: the worker that owns the libssh session on its own thread, the request queue
// SshConnection fills for it, and the bridge it emits through. Shared by SshConnection.cpp and SshWorker.cpp; not
// part of any interface.

#include "SshConnection.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QString>
#include <QStringList>

#include <libssh/callbacks.h>
#include <libssh/libssh.h>

#include <cstdint>
#include <memory>

namespace airlock::backends {

namespace detail {

enum Command { Open, Write, Close, Quit, Answer };

struct Request {
    int type = Open;
    int channel = 0;
    QByteArray data;
};

// Emits on behalf of the worker. It lives on the caller's thread, so every signal the worker emits on it arrives
// there queued; it outlives the SshConnection until the worker is done with it.
class Bridge final : public QObject
{
    Q_OBJECT
public:
    using QObject::QObject;
signals:
    void opened(const QString &fingerprint, const QStringList &notes);
    void openFailed(const QString &reason, const QString &fingerprint, bool wantsPassword, const QString &lockedKey);
    void hostKeyQuestion(const QString &where, const QString &keyType, const QString &fingerprint);
    void lost(const QString &reason);
    void channelOpened(int channel);
    void channelFailed(int channel, const QString &reason);
    void channelData(int channel, int stream, const QByteArray &bytes);
    void channelClosed(int channel, int exitStatus, int signal);
};

} // namespace detail

struct SshConnection::Shared {
    QMutex mutex;
    QList<detail::Request> queue;
    int wakeFd = -1;
    detail::Bridge *bridge = nullptr;

    ~Shared();
    void push(detail::Request request);
    QList<detail::Request> take();
};

namespace detail {

// Everything that touches libssh. Runs on its own thread from start to end.
class Worker
{
public:
    Worker(SshConnection::Settings settings, std::shared_ptr<SshConnection::Shared> shared);

    void run();

private:
    struct Channel {
        int id = 0;
        ssh_channel channel = nullptr;
        ssh_channel_callbacks_struct callbacks{};
        int exitStatus = -1;
        int signal = 0;
        bool closed = false;
        Worker *worker = nullptr;
    };

    QString sshError() const { return QString::fromUtf8(ssh_get_error(m_session)); }

    QString describe() const { return QStringLiteral("%1@%2:%3").arg(m_s.user, m_s.host).arg(m_s.port); }

    bool connectAndAuthenticate(QString *fingerprint, QStringList *notes, QString *error);
    void watchForSilentDrops();
    bool checkHostKey(QString *fingerprint, QStringList *notes, QString *error);
    bool askPerson(const QString &where, const QString &keyType, const QString &fingerprint, QString *error);
    static QStringList methodNames(int methods);
    bool authenticate(QString *error);

    static int onData(ssh_session, ssh_channel, void *data, uint32_t len, int isStderr, void *user);
    static void onClose(ssh_session, ssh_channel, void *user) { static_cast<Channel *>(user)->closed = true; }
    static void onEof(ssh_session, ssh_channel, void *) {}
    static void onExitStatus(ssh_session, ssh_channel, int status, void *user);
    static void onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *, void *user);

    void openChannel(int id, const QByteArray &command);
    void closeChannel(Channel *c, bool report);

    static int onWake(socket_t, int, void *) { return 0; }

    void loop();
    void finish();

    SshConnection::Settings m_s;
    std::shared_ptr<SshConnection::Shared> m_shared;
    Bridge *m_bridge;
    ssh_session m_session = nullptr;
    QHash<int, Channel *> m_channels;
    bool m_wantsPassword = false; // the server offers password authentication and Airlock had none or a wrong one
    QString m_lockedKey;          // an identity file that could not be read: its passphrase is missing or wrong
};

} // namespace detail

} // namespace airlock::backends
