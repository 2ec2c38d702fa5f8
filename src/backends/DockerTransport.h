// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellScript.h"
#include "ShellTransport.h"

#include <QProcess>
#include <QProcessEnvironment>

namespace airlock::backends {

// A bash (or sh) inside a running container, through `docker exec -i`. Signals go through further `docker exec` calls
// that walk the container's /proc (RemoteTree), since the container's processes are not Airlock's children.
class DockerTransport final : public ShellTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DockerTransport)

public:
    struct Options {
        QString container;
        QString stateDir;                   // inside the container; created before the shell starts
        QProcessEnvironment cliEnvironment; // for the docker command line itself (DOCKER_HOST…), never the container
        int helperTimeoutMs = 10000;
        ShellScript::Dialect dialect = ShellScript::Dialect::Bash; // Posix: `sh`, for an image without bash
    };

    explicit DockerTransport(Options options, QObject *parent = nullptr);
    ~DockerTransport() override;

    void start() override;
    void write(const QByteArray &bytes) override;
    bool isRunning() const override;
    void signalShell(int signal) override;
    void signalCommand(int signal, const CommandMark &mark) override;
    void signalTask(int signal) override;
    bool taskAlive() override;
    bool signalsInFlight() const override { return m_pendingHelpers > 0; }
    void kill() override;
    QString describe() const override;

private:
    // Runs `command` in the container; with `wakeAfter`, writes ShellScript::wakeLine() once it succeeded.
    void helper(const QStringList &command, bool wakeAfter = false);
    QString shell() const;

    Options m_options;
    QProcess m_process;
    bool m_reportedEnd = false;
    int m_pendingHelpers = 0;
};

} // namespace airlock::backends
