// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ShellSession.h"

#include "BackendsLog.h"
#include "ProcessTree.h"
#include "ShellScript.h"

#include <QDir>

#include <csignal>
#include <cstring>

namespace airlock::backends {

namespace {

QString signalName(int signal)
{
    const char *name = sigabbrev_np(signal);
    return name ? QStringLiteral("SIG") + QLatin1String(name) : QString::number(signal);
}

} // namespace

ShellSession::ShellSession(TransportFactory factory, Options options, QObject *parent)
    : QObject(parent)
    , m_factory(std::move(factory))
    , m_options(std::move(options))
{
    m_timeout.setSingleShot(true);
    m_abortTimer.setSingleShot(true);
    m_initTimer.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] { beginAbort(Abort::Timeout); });
    connect(&m_abortTimer, &QTimer::timeout, this, &ShellSession::abortPhase2);
    connect(&m_initTimer, &QTimer::timeout, this, &ShellSession::onInitTimeout);
    m_inputProbe.setInterval(250);
    connect(&m_inputProbe, &QTimer::timeout, this, &ShellSession::probeInput);
    m_shutdownPoll.setInterval(50);
    connect(&m_shutdownPoll, &QTimer::timeout, this, &ShellSession::pollShutdown);
}

ShellSession::~ShellSession()
{
    if (m_transport)
        m_transport->disconnect(this);
}

qint64 ShellSession::shellPid() const
{
    return m_transport ? m_transport->shellPid() : -1;
}

bool ShellSession::isHealthy() const
{
    return (m_state == State::Ready || m_state == State::Running) && m_transport && m_transport->isRunning();
}

void ShellSession::setState(State state)
{
    if (m_state == state)
        return;
    const bool wasHealthy = isHealthy();
    m_state = state;
    if (m_transport)
        m_transport->setBusy(state != State::Ready);
    m_inputWaits = 0;
    if (state == State::Running)
        m_inputProbe.start();
    else
        m_inputProbe.stop();
    if (wasHealthy != isHealthy())
        emit healthChanged(isHealthy());
}

void ShellSession::start()
{
    if (m_state != State::Stopped)
        return;
    setState(State::Starting);
    spawn(false);
}

void ShellSession::dropTransport()
{
    if (!m_transport)
        return;
    m_transport->disconnect(this);
    m_transport->deleteLater();
    m_transport = nullptr;
}

void ShellSession::spawn(bool restore)
{
    dropTransport();
    m_transport = m_factory(this);
    const QByteArray nonce = ShellScript::newNonce();
    m_nonce = nonce;
    m_out.reset(nonce);
    m_err.reset(nonce);
    m_outDone = m_errDone = false;

    connect(m_transport, &ShellTransport::started, this, [this, nonce, restore] {
        ShellScript::InitOptions init;
        init.stateDir = m_options.stateDir;
        init.restoreState = restore;
        init.extraDefinitions = m_options.extraDefinitions;
        init.dialect = m_options.dialect;
        m_transport->write(ShellScript::initScript(init, nonce));
    });
    connect(m_transport, &ShellTransport::startFailed, this, [this](const QString &reason) {
        m_initTimer.stop();
        m_lastError = reason;
        if (m_state == State::Restarting) {
            finishJobAfterRestart(-1, reason);
            return;
        }
        setState(State::Dead);
        emit startFailed(reason);
    });
    connect(m_transport, &ShellTransport::stdoutReady, this, &ShellSession::onStdout);
    connect(m_transport, &ShellTransport::stderrReady, this, &ShellSession::onStderr);
    connect(m_transport, &ShellTransport::finished, this, &ShellSession::onTransportFinished);
    connect(m_transport, &ShellTransport::lost, this, &ShellSession::onTransportLost);
    connect(m_transport, &ShellTransport::stdoutSkipped, this,
            [this](qint64 bytes) { onSkipped(OutputStream::Stdout, bytes); });
    connect(m_transport, &ShellTransport::stderrSkipped, this,
            [this](qint64 bytes) { onSkipped(OutputStream::Stderr, bytes); });
    m_initTimer.start(m_options.startTimeoutMs);
    m_transport->start();
}

void ShellSession::onInitTimeout()
{
    const QString reason =
        QStringLiteral("the shell did not answer within %1 s of starting").arg(m_options.startTimeoutMs / 1000.0);
    m_lastError = reason;
    if (m_transport) {
        m_transport->disconnect(this);
        m_transport->kill();
    }
    if (m_state == State::Restarting) {
        finishJobAfterRestart(-1, reason);
        return;
    }
    setState(State::Dead);
    emit startFailed(reason);
}

QString ShellSession::resolveWorkdir(const QString &workdir) const
{
    if (workdir.isEmpty())
        return m_cwd;
    QString path = workdir;
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/")))
        path = m_home + path.mid(1);
    if (!path.startsWith(QLatin1Char('/')))
        path = m_cwd + QLatin1Char('/') + path;
    return QDir::cleanPath(path);
}

ExecJob *ShellSession::execute(const ExecRequest &request, QObject *jobParent)
{
    auto *job = new ExecJob(request, jobParent);
    if (m_state != State::Ready || !m_transport) {
        job->outcome().error = core::Error::unavailable(QStringLiteral("the shell is not ready"));
        job->outcome().mayHaveStarted = false;
        QTimer::singleShot(0, job, &ExecJob::finish);
        return job;
    }
    m_job = job;
    m_outDone = m_errDone = false;
    m_exitStatus = -1;
    m_abort = Abort::None;
    m_workdirMissing = false;
    m_unusable = false;
    m_deathExit = m_deathSignal = 0;

    const QString startDir = resolveWorkdir(request.workdir);
    job->outcome().cwd = startDir;
    m_nonce = ShellScript::newNonce();
    m_out.reset(m_nonce);
    m_err.reset(m_nonce);
    m_mark = CommandMark{++m_sequence, ProcessTree::nowTicks()};
    connect(job, &ExecJob::cancelRequested, this, [this, job] {
        if (job == m_job)
            beginAbort(Abort::Cancel);
    });
    setState(State::Running);
    m_transport->write(ShellScript::commandLine(request.command, request.workdir.isEmpty() ? QString() : startDir,
                                                m_sequence, m_nonce, m_options.dialect));
    m_timeout.start(std::max(1, request.timeoutSecs) * 1000);
    return job;
}

void ShellSession::onStdout(const QByteArray &bytes)
{
    qCDebug(lcShell) << "stdout:" << bytes.size() << "bytes"; // never the bytes: they are unredacted
    handlePieces(m_out.feed(bytes), OutputStream::Stdout);
    if (m_out.overflowed())
        qCWarning(lcShell) << "an unfinished protocol record grew past its limit";
}

void ShellSession::onStderr(const QByteArray &bytes)
{
    qCDebug(lcShell) << "stderr:" << bytes.size() << "bytes";
    handlePieces(m_err.feed(bytes), OutputStream::Stderr);
}

void ShellSession::onSkipped(OutputStream stream, qint64 bytes)
{
    if (m_state == State::Running && m_job)
        m_job->skipOutput(stream, bytes);
}

void ShellSession::handlePieces(const QList<RecordScanner::Piece> &pieces, OutputStream stream)
{
    RecordScanner &scanner = stream == OutputStream::Stdout ? m_out : m_err;
    for (const RecordScanner::Piece &piece : pieces) {
        if (scanner.discarding())
            return; // what follows a command's final record is stray output of background jobs
        if (piece.record.type != 0) {
            onRecord(piece.record, stream);
            continue;
        }
        if (m_state == State::Running && m_job)
            m_job->appendOutput(stream, piece.data);
        else
            qCDebug(lcShell) << "shell output outside a command:" << piece.data.size() << "bytes";
    }
}

void ShellSession::onRecord(const RecordScanner::Record &record, OutputStream stream)
{
    switch (record.type) {
    case 'I': {
        const qint64 pid = record.fields.at(0).toLongLong();
        if (m_transport && pid > 0)
            m_transport->setShellPid(pid);
        m_home = QString::fromUtf8(record.fields.at(2));
        m_cwd = QString::fromUtf8(record.fields.at(3));
        m_exitStatus = record.fields.at(1).toInt(); // the restore result, while starting
        m_out.discardUntilReset();
        m_outDone = true;
        break;
    }
    case 'i':
        m_err.discardUntilReset();
        m_errDone = true;
        break;
    case 'E':
        m_exitStatus = record.fields.at(0).toInt();
        m_cwd = QString::fromUtf8(record.fields.at(1));
        m_out.discardUntilReset();
        m_outDone = true;
        break;
    case 'W':
        m_workdirMissing = true;
        m_out.discardUntilReset();
        m_outDone = true;
        break;
    case 'e':
        m_err.discardUntilReset();
        m_errDone = true;
        break;
    case 'U':
    case RecordScanner::kMalformed: onUnusable(record); return;
    default: Q_UNUSED(stream) return;
    }
    if (!m_outDone || !m_errDone)
        return;
    if (m_state == State::Starting || m_state == State::Restarting) {
        m_initTimer.stop();
        const int restored = m_exitStatus;
        if (m_state == State::Starting) {
            setState(State::Ready);
            emit ready();
        } else {
            finishJobAfterRestart(restored, {});
        }
        return;
    }
    maybeFinishJob();
}

void ShellSession::maybeFinishJob()
{
    if (m_state != State::Running || !m_outDone || !m_errDone)
        return;
    if (m_abort != Abort::None)
        return; // the shell is on its way out (it got the abort signal); finished after the restart
    m_timeout.stop();
    ExecJob *job = m_job;
    m_job = nullptr;
    setState(State::Ready);
    if (!job)
        return;
    if (m_workdirMissing) {
        job->outcome().error = core::Error::executionFailed(
            QStringLiteral("workdir `%1` does not exist or is not an accessible directory").arg(job->outcome().cwd));
        job->outcome().mayHaveStarted = false;
    }
    job->outcome().exitCode = m_exitStatus;
    job->finish();
}

void ShellSession::beginAbort(Abort reason)
{
    if (m_state != State::Running || !m_job || m_abort != Abort::None || !m_transport)
        return;
    m_abort = reason;
    m_timeout.stop();
    // The command's processes get SIGTERM; the shell gets SIGUSR1, whose trap saves its state and exits once the
    // foreground process is gone, so that nothing after the aborted part of the command runs. The wake line makes
    // a shell that already went back to reading its input notice the signal.
    m_transport->signalCommand(SIGTERM, m_mark);
    m_transport->signalShell(SIGUSR1);
    m_transport->signalShell(SIGCONT); // a shell the command stopped (kill -STOP $$) runs its trap only once continued
    m_transport->write(ShellScript::wakeLine());
    m_abortPhase = 1;
    m_abortWaits = 0;
    m_abortTimer.start(m_options.killGraceMs);
}

void ShellSession::abortPhase2()
{
    if (!m_transport)
        return;
    if (m_state == State::ShuttingDown) {
        m_transport->signalTask(SIGKILL);
        m_transport->kill();
        return;
    }
    if (m_state != State::Running)
        return;
    if (m_unusable) {
        m_transport->kill();
        return;
    }
    // A loaded machine can take longer than the grace to start a helper in a container or on a host: the shell is
    // killed (and its state lost) only after the signals were delivered, waiting at most three more graces for that.
    if (m_transport->signalsInFlight() && m_abortWaits < 3) {
        ++m_abortWaits;
        qCInfo(lcShell) << "the abort's signals are still on their way; waiting" << m_options.killGraceMs << "ms more";
        m_abortTimer.start(m_options.killGraceMs);
        return;
    }
    m_abortWaits = 0;
    if (m_abortPhase == 1) {
        m_transport->signalCommand(SIGKILL, m_mark);
        m_abortPhase = 2;
        m_abortTimer.start(m_options.killGraceMs);
    } else {
        qCWarning(lcShell) << "the shell ignored the abort; killing it";
        m_transport->signalCommand(SIGKILL, m_mark);
        m_transport->kill();
    }
}

void ShellSession::onTransportFinished(int exitCode, int signal)
{
    // Bytes still held back by the scanners are real output of the command.
    if (m_state == State::Running && m_job) {
        const QByteArray out = m_out.flush();
        if (!out.isEmpty())
            m_job->appendOutput(OutputStream::Stdout, out);
        const QByteArray err = m_err.flush();
        if (!err.isEmpty())
            m_job->appendOutput(OutputStream::Stderr, err);
    }
    m_deathExit = exitCode;
    m_deathSignal = signal;
    m_timeout.stop();
    m_initTimer.stop();
    if (m_state != State::ShuttingDown)
        m_abortTimer.stop();

    switch (m_state) {
    case State::ShuttingDown: return; // the shutdown poll notices
    case State::Starting:
        m_lastError = signal ? QStringLiteral("the shell was killed by %1 while starting").arg(signalName(signal))
                             : QStringLiteral("the shell exited with status %1 while starting").arg(exitCode);
        setState(State::Dead);
        emit startFailed(m_lastError);
        return;
    case State::Restarting:
        finishJobAfterRestart(-1, signal ? QStringLiteral("killed by %1").arg(signalName(signal))
                                         : QStringLiteral("exited with status %1").arg(exitCode));
        return;
    case State::Running:
        // The command's processes would outlive their shell (orphans keep running): they end with it, as on a
        // timeout. A background job of an earlier command is the task's, and stays.
        m_transport->signalCommand(SIGKILL, m_mark);
        ++m_restarts;
        setState(State::Restarting);
        spawn(true);
        return;
    default:
        // Died while idle (killed from outside): the registry sees it unhealthy and rebuilds it.
        m_lastError = signal ? QStringLiteral("the shell was killed by %1").arg(signalName(signal))
                             : QStringLiteral("the shell exited with status %1").arg(exitCode);
        setState(State::Dead);
        return;
    }
}

void ShellSession::onTransportLost(const core::Error &error, bool inputMayHaveArrived)
{
    // The shell cannot be reached any more: the command (if any) ends with the error, and the session is dead, so
    // that its backend is seen unhealthy and rebuilt (no new shell can be started the way this one was lost).
    const State was = m_state;
    m_lastError = error.message;
    m_timeout.stop();
    m_initTimer.stop();
    m_abortTimer.stop();
    m_shutdownPoll.stop();
    if (m_transport) {
        m_transport->disconnect(this);
        m_transport->kill();
    }
    dropTransport();
    ExecJob *job = m_job;
    m_job = nullptr;
    setState(was == State::ShuttingDown ? State::ShutDown : State::Dead);
    if (job) {
        job->outcome().error = error;
        // A command whose shell was restarting had run (it ended the shell).
        job->outcome().mayHaveStarted = inputMayHaveArrived || was == State::Restarting;
        job->finish();
    }
    if (was == State::Starting)
        emit startFailed(error.message);
    else if (was == State::ShuttingDown)
        emit shutDown();
}

void ShellSession::finishJobAfterRestart(int restored, const QString &restartError)
{
    m_abortTimer.stop();
    ExecJob *job = m_job;
    m_job = nullptr;
    if (!restartError.isEmpty()) {
        m_lastError = QStringLiteral("the shell could not be restarted: ") + restartError;
        setState(State::Dead);
    } else {
        setState(State::Ready);
    }
    if (!job)
        return;
    core::ExecOutcome &outcome = job->outcome();
    const bool stateKept = restored == 1;
    if (m_unusable) {
        finishUnusable(outcome, stateKept, restartError);
        job->finish();
        return;
    }
    if (m_abort == Abort::Timeout) {
        outcome.exitCode = 124;
        outcome.timedOut = true;
    } else if (m_abort == Abort::Cancel) {
        outcome.exitCode = 130;
        outcome.cancelled = true;
    } else if (m_deathSignal != 0) {
        outcome.exitCode = 128 + m_deathSignal;
    } else {
        // A shell gone without saving its state is never reported as a success.
        outcome.exitCode = (m_deathExit == 0 && !stateKept) ? -1 : m_deathExit;
    }

    if (!restartError.isEmpty()) {
        outcome.notes.append(QStringLiteral("the shell ended and could not be restarted (%1); the task's %2 were "
                                            "lost and its backend is marked unhealthy")
                                 .arg(restartError, stateWords()));
    } else if (!stateKept) {
        QString cause;
        if (m_abort != Abort::None)
            cause = QStringLiteral("the shell had to be killed to stop the command");
        else if (m_deathSignal != 0)
            cause = QStringLiteral("the shell was killed by %1").arg(signalName(m_deathSignal));
        else
            cause = QStringLiteral("the shell ended (status %1) without saving its state, e.g. after `exec`")
                        .arg(m_deathExit);
        outcome.notes.append(
            QStringLiteral("%1; the task's %2 were lost and a fresh shell was started").arg(cause, stateWords()));
    } else if (m_options.dialect == ShellScript::Dialect::Posix) {
        // sh cannot print its functions, so they are the one part of the state a restart loses (docs/backends.md).
        outcome.notes.append(QStringLiteral("the shell (sh, as there is no bash) was restarted: the task's current "
                                            "directory, variables and aliases were restored, its functions were not "
                                            "(sh cannot save them)"));
    }
    job->finish();
}

void ShellSession::shutdown()
{
    if (m_state == State::ShutDown || m_state == State::ShuttingDown)
        return;
    m_timeout.stop();
    m_initTimer.stop();
    m_abortTimer.stop();
    if (ExecJob *job = m_job) {
        m_job = nullptr;
        job->outcome().exitCode = 130;
        job->outcome().cancelled = true;
        job->outcome().notes.append(QStringLiteral("the task was cleaned up while the command ran"));
        job->finish();
    }
    setState(State::ShuttingDown);
    if (!m_transport) {
        setState(State::ShutDown);
        QTimer::singleShot(0, this, &ShellSession::shutDown);
        return;
    }
    m_transport->signalTask(SIGTERM);
    m_transport->write(ShellScript::exitLine(m_options.dialect));
    // Poll until everything the task started is gone, then SIGKILL what ignored SIGTERM.
    m_shutdownClock.start();
    m_shutdownKilledAt = -1;
    m_shutdownPoll.start();
}

void ShellSession::pollShutdown()
{
    const qint64 elapsed = m_shutdownClock.elapsed();
    if (m_transport && m_transport->taskAlive()) {
        if (elapsed < m_options.killGraceMs)
            return;
        // SIGKILL once the grace is over, and again each second while something is left, but never while the last
        // one is still on its way: on a remote backend each is a request or a login, and a flood of them every
        // 50 ms only delays the end.
        if (!m_transport->signalsInFlight() && (m_shutdownKilledAt < 0 || elapsed - m_shutdownKilledAt >= 1000)) {
            m_shutdownKilledAt = elapsed;
            m_transport->signalTask(SIGKILL);
            m_transport->kill();
        }
        if (elapsed < m_options.killGraceMs * 3 && m_transport->taskAlive())
            return;
    }
    m_shutdownPoll.stop();
    setState(State::ShutDown);
    emit shutDown();
}

} // namespace airlock::backends
