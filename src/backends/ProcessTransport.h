// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellTransport.h"

#include <QProcess>
#include <QProcessEnvironment>
#include <QStringList>

namespace airlock::backends {

// A local bash through QProcess: its own session (no terminal signals reach it), a child subreaper (so daemons a
// command leaves behind stay findable), and killed when Airlock dies.
class ProcessTransport final : public ShellTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProcessTransport)

public:
    struct Options {
        QString program = QStringLiteral("bash");
        QStringList arguments;
        QProcessEnvironment environment;
        QString workingDirectory;
        QByteArray taskMarker; // an environment assignment unique to the task, e.g. "TMPDIR=/tmp/…"
        // The program runs the shell in a PID namespace (as `apptainer exec` does): the pid the shell reports is
        // mapped to its pid here (NSpid in /proc/<pid>/status), and an exit status 128+N means signal N.
        bool namespacedShell = false;
    };

    explicit ProcessTransport(Options options, QObject *parent = nullptr);
    ~ProcessTransport() override;

    void start() override;
    void setShellPid(qint64 pid) override;
    void write(const QByteArray &bytes) override;
    bool isRunning() const override;
    void signalShell(int signal) override;
    void signalCommand(int signal, const CommandMark &mark) override;
    void signalTask(int signal) override;
    bool taskAlive() override;
    void kill() override;
    QString describe() const override;
    bool waitsForInput() const override;

private:
    void startGuardian();

    Options m_options;
    QProcess m_process;
    // Ends the shell's process group, what the shell's commands run included, once this process is gone however it
    // ended (the shell itself dies with it by PR_SET_PDEATHSIG; its children would be orphaned and run on).
    QProcess m_guardian;
    bool m_reportedEnd = false;
};

// What every QProcess-based transport shares: the process's start, output and end passed on as `transport`'s
// signals. With `statusCarriesSignal` an exit status 128+N (as `docker exec` passes on) means signal N.
void relayProcess(QProcess &process, ShellTransport *transport, bool *reportedEnd, bool statusCarriesSignal);
// Kills and reaps a transport's process from its destructor, reporting nothing more to `receiver`.
void stopProcess(QProcess &process, QObject *receiver);

} // namespace airlock::backends
