// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QLocalServer>
#include <QString>

#include <functional>

namespace airlock::backends {

// Hands the sudo password to `sudo -A` without it ever being in a command line, an environment or a file: sudo runs
// the helper script, the helper (`airlock askpass <socket>`) asks this server, which answers only processes that
// descend from the task's shell.
class AskpassServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AskpassServer)

public:
    // Answers one request from sudo, now or later; an empty password makes the helper fail (sudo: no password).
    using Reply = std::function<void(const QString &password)>;
    // `requester`: the process that ran the helper (sudo); the same one asking again means it refused the answer.
    using PasswordSource = std::function<void(qint64 requester, Reply reply)>;
    using ShellPid = std::function<qint64()>;

    AskpassServer(PasswordSource password, ShellPid shellPid, QObject *parent = nullptr);

    // Listens on <dir>/askpass.sock and writes the helper script <dir>/askpass; false with a reason on failure.
    bool listen(const QString &dir, const QString &airlockBinary, QString *error);
    QString helperPath() const { return m_helperPath; }
    // The bash definitions that route `sudo` in command position through the helper (this one, or another's).
    QByteArray shellDefinitions() const { return shellDefinitions(m_helperPath); }
    static QByteArray shellDefinitions(const QString &helperPath);
    int served() const { return m_served; }

private:
    void onConnection();

    PasswordSource m_password;
    ShellPid m_shellPid;
    QLocalServer m_server;
    QString m_helperPath;
    int m_served = 0;
};

} // namespace airlock::backends
