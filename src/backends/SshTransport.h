// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellTransport.h"

#include <QPointer>
#include <QSet>

namespace airlock::backends {

class SshConnection;

// A bash on an SSH host: one exec channel of the task's connection. Signals go through further channels that run
// RemoteTree's script there, since the remote processes are not Airlock's children.
class SshTransport final : public ShellTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshTransport)

public:
    struct Options {
        QByteArray launchCommand; // what the remote login shell runs to start bash
        QByteArray taskMarker;    // the environment entry every process of the task carries (TMPDIR=…)
    };

    SshTransport(SshConnection *connection, Options options, QObject *parent = nullptr);
    ~SshTransport() override;

    void start() override;
    void write(const QByteArray &bytes) override;
    bool isRunning() const override;
    void signalShell(int signal) override;
    void signalCommand(int signal, const CommandMark &mark) override;
    void signalTask(int signal) override;
    bool taskAlive() override;
    bool signalsInFlight() const override { return !m_helpers.isEmpty(); }
    void kill() override;
    QString describe() const override;

    // `argv` as one command for the remote login shell.
    static QByteArray commandLine(const QStringList &argv);
    // POSIX single quotes, which every login shell of the sh family reads back verbatim.
    static QByteArray shellQuote(const QString &word);

private:
    void helper(const QStringList &argv);

    QPointer<SshConnection> m_connection;
    Options m_options;
    int m_channel = 0;
    bool m_running = false;
    bool m_reportedEnd = false;
    QSet<int> m_helpers;
};

} // namespace airlock::backends
