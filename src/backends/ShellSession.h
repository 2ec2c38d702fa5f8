// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ExecJob.h"
#include "RecordScanner.h"
#include "ShellScript.h"
#include "ShellTransport.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <functional>

namespace airlock::backends {

// A persistent bash (or POSIX sh, see PosixShellScript) driven over any ShellTransport (SPEC-terminal.md §4).
//
// The protocol: at start Airlock writes the script of ShellScript::initScript, parsed once, which defines a few
// functions and traps. Each command is then one line that evaluates the command's text at the shell's top level
// with stdin from /dev/null, and prints a record with a fresh nonce and the exit status on stdout and stderr.
// State (cwd, variables, functions, aliases) lives in the shell. When the shell ends anyway (`exit N`, `set -e`,
// a signal, an abort after a timeout), its EXIT trap saves that state to a file; Airlock starts a new shell that
// restores it, and reports the exit status the transport saw, which no command can forge.
class ShellSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShellSession)

public:
    using TransportFactory = std::function<ShellTransport *(QObject *parent)>;

    struct Options {
        QString stateDir;            // private directory for the saved state
        QByteArray extraDefinitions; // more shell definitions parsed with the protocol script
        int startTimeoutMs = 15000;
        int killGraceMs = 2000;                                    // SIGTERM → SIGKILL of a command's process tree
        ShellScript::Dialect dialect = ShellScript::Dialect::Bash; // what the transport's shell speaks
    };

    enum class State { Stopped, Starting, Ready, Running, Restarting, Dead, ShuttingDown, ShutDown };
    Q_ENUM(State)

    ShellSession(TransportFactory factory, Options options, QObject *parent = nullptr);
    ~ShellSession() override;

    void start(); // emits ready() or startFailed()
    State state() const { return m_state; }
    bool isHealthy() const;
    // Runs one command; only while state() is Ready. The job is parented to `jobParent`.
    ExecJob *execute(const ExecRequest &request, QObject *jobParent);
    // Ends the shell and every process the task started; emits shutDown().
    void shutdown();

    QString cwd() const { return m_cwd; }
    QString home() const { return m_home; }
    qint64 shellPid() const;
    int restarts() const { return m_restarts; }
    QString lastError() const { return m_lastError; }

signals:
    void ready();
    void startFailed(const QString &reason);
    void healthChanged(bool healthy);
    void shutDown();

private:
    enum class Abort { None, Timeout, Cancel };

    void spawn(bool restore);
    void onStdout(const QByteArray &bytes);
    void onStderr(const QByteArray &bytes);
    void handlePieces(const QList<RecordScanner::Piece> &pieces, OutputStream stream);
    void onRecord(const RecordScanner::Record &record, OutputStream stream);
    void onTransportFinished(int exitCode, int signal);
    void onTransportLost(const core::Error &error, bool inputMayHaveArrived);
    void onSkipped(OutputStream stream, qint64 bytes);
    void onInitTimeout();
    void beginAbort(Abort reason);
    void abortPhase2();
    void onUnusable(const RecordScanner::Record &record);
    void probeInput();
    // What a restart restores of a bash task.
    static QString stateWords() { return QStringLiteral("current directory, variables, functions and aliases"); }
    void replaceUnusable(int exitStatus);
    void maybeFinishJob();
    void finishUnusable(core::ExecOutcome &outcome, bool stateKept, const QString &restartError);
    void finishJobAfterRestart(int restored, const QString &restartError);
    void setState(State state);
    QString resolveWorkdir(const QString &workdir) const;
    void dropTransport();
    void pollShutdown();

    TransportFactory m_factory;
    Options m_options;
    QPointer<ShellTransport> m_transport;
    State m_state = State::Stopped;
    RecordScanner m_out;
    RecordScanner m_err;
    QByteArray m_nonce;
    QString m_cwd;
    QString m_home;
    QString m_lastError;
    int m_restarts = 0;
    quint64 m_sequence = 0;
    CommandMark m_mark;

    QPointer<ExecJob> m_job;
    bool m_outDone = false;
    bool m_errDone = false;
    int m_exitStatus = -1;
    Abort m_abort = Abort::None;
    int m_deathExit = 0;
    int m_deathSignal = 0;
    bool m_jobEndedByDeath = false;
    bool m_workdirMissing = false;
    bool m_unusable = false; // the command's shell can no longer run commands: it is replaced

    QTimer m_timeout;
    QTimer m_abortTimer;
    QTimer m_initTimer;
    QTimer m_shutdownPoll;
    QTimer m_inputProbe; // while a command runs: has the shell gone back to reading its input without ending it?
    int m_inputWaits = 0;
    QElapsedTimer m_shutdownClock;
    qint64 m_shutdownKilledAt = -1; // when the shutdown last sent SIGKILL (ms into it)
    int m_abortPhase = 0;
    int m_abortWaits = 0; // graces added while the abort's signals were still on their way
};

} // namespace airlock::backends
