// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "SshConnection.h"
#include "SudoPassword.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace airlock::backends {

// sudo on an SSH host, answered by Airlock: a relay on a channel of its own writes the askpass helper into the task's
// private directory on the host and waits on a FIFO there. The helper (run by `sudo -A`) posts its pid and its
// parent's; the relay reports the parent's name and effective uid, and Airlock answers through the relay's stdin only
// when that parent is a sudo running as root: the password travels in the channel, never in a command line, an
// environment or a file. Linux hosts with bash, mkfifo and /proc; elsewhere sudo is left alone.
class SshSudoRelay final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshSudoRelay)

public:
    SshSudoRelay(SshConnection *connection, const QString &taskDir, const QByteArray &taskMarker,
                 SudoPassword *password, QObject *parent = nullptr);
    ~SshSudoRelay() override;

    void start(); // ready() follows, within a few seconds at most
    QString helperPath() const;

signals:
    // ok: the helper is in place and answered; else `problem` says why sudo is left alone.
    void ready(bool ok, const QString &problem);

private:
    void onData(const QByteArray &bytes);
    void onLine(const QByteArray &line);
    void finishStart(bool ok, const QString &problem);

    QPointer<SshConnection> m_connection; // the backend's; may go first when the backend is torn down
    QString m_taskDir;
    QByteArray m_taskMarker;
    SudoPassword *m_password;
    int m_channel = -1;
    QByteArray m_buffer;
    QTimer m_startTimer;
    bool m_started = false;
};

} // namespace airlock::backends
