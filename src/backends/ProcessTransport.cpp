// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ProcessTransport.h"

#include "BackendsLog.h"
#include "ProcessTree.h"

#include <QFile>

#include <csignal>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

namespace airlock::backends {

ProcessTransport::ProcessTransport(Options options, QObject *parent)
    : ShellTransport(parent)
    , m_options(std::move(options))
{
    m_process.setProgram(m_options.program);
    m_process.setArguments(m_options.arguments);
    m_process.setProcessEnvironment(m_options.environment);
    if (!m_options.workingDirectory.isEmpty())
        m_process.setWorkingDirectory(m_options.workingDirectory);
    m_process.setChildProcessModifier([] {
        // Async-signal-safe calls only: we are between fork and exec.
        ::setsid();
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        ::prctl(PR_SET_CHILD_SUBREAPER, 1);
    });
    connect(&m_process, &QProcess::started, this, [this] {
        setShellPid(m_process.processId());
        startGuardian();
    });
    connect(&m_process, &QProcess::finished, this, [this] { stopProcess(m_guardian, this); });
    relayProcess(m_process, this, &m_reportedEnd, m_options.namespacedShell);
}

void ProcessTransport::startGuardian()
{
    // A sh that waits on a pipe only this process writes to, and never does: the pipe ends (end of file) when this
    // process does, however it ends, and then the sh kills the shell's process group (the shell made it with
    // setsid). In a session of its own, so that a terminal's Ctrl-C to Airlock's group does not end it first. A clean
    // end of the shell, or of this transport, kills the guardian instead.
    m_guardian.setProgram(QStringLiteral("/bin/sh"));
    m_guardian.setArguments({QStringLiteral("-c"), QStringLiteral("read -r _; kill -KILL -\"$1\" 2>/dev/null"),
                             QStringLiteral("airlock-guard"), QString::number(m_process.processId())});
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    m_guardian.setProcessEnvironment(environment);
    m_guardian.setStandardOutputFile(QProcess::nullDevice());
    m_guardian.setStandardErrorFile(QProcess::nullDevice());
    m_guardian.setChildProcessModifier([] { ::setsid(); });
    m_guardian.start(QIODevice::WriteOnly);
}

void ProcessTransport::setShellPid(qint64 pid)
{
    const pid_t program = static_cast<pid_t>(m_process.processId());
    if (!m_options.namespacedShell || pid == program) {
        ShellTransport::setShellPid(pid);
        return;
    }
    // The program's descendant whose innermost pid (the last NSpid field) is the one the shell reported.
    for (const pid_t candidate : ProcessTree::taskProcesses(program, {})) {
        QFile status(QStringLiteral("/proc/%1/status").arg(candidate));
        if (!status.open(QIODevice::ReadOnly))
            continue;
        for (const QByteArray &line : status.readAll().split('\n')) {
            if (!line.startsWith("NSpid:"))
                continue;
            const QList<QByteArray> fields = line.mid(6).simplified().split(' ');
            if (fields.size() > 1 && fields.last().toLongLong() == pid) {
                ShellTransport::setShellPid(candidate);
                return;
            }
        }
    }
    qCWarning(lcLocal) << "the shell's pid" << pid << "was not found under" << program;
}

void relayProcess(QProcess &process, ShellTransport *transport, bool *reportedEnd, bool statusCarriesSignal)
{
    QObject::connect(&process, &QProcess::started, transport, &ShellTransport::started);
    QObject::connect(&process, &QProcess::errorOccurred, transport,
                     [&process, transport, reportedEnd](QProcess::ProcessError error) {
                         if (error == QProcess::FailedToStart && !*reportedEnd) {
                             *reportedEnd = true;
                             emit transport->startFailed(
                                 QStringLiteral("cannot start `%1`: %2").arg(process.program(), process.errorString()));
                         }
                     });
    QObject::connect(&process, &QProcess::readyReadStandardOutput, transport,
                     [&process, transport] { emit transport->stdoutReady(process.readAllStandardOutput()); });
    QObject::connect(&process, &QProcess::readyReadStandardError, transport,
                     [&process, transport] { emit transport->stderrReady(process.readAllStandardError()); });
    QObject::connect(
        &process, &QProcess::finished, transport,
        [&process, transport, reportedEnd, statusCarriesSignal](int exitCode, QProcess::ExitStatus status) {
            // Deliver what is still buffered before the end.
            const QByteArray out = process.readAllStandardOutput();
            if (!out.isEmpty())
                emit transport->stdoutReady(out);
            const QByteArray err = process.readAllStandardError();
            if (!err.isEmpty())
                emit transport->stderrReady(err);
            if (*reportedEnd)
                return;
            *reportedEnd = true;
            if (status == QProcess::CrashExit)
                emit transport->finished(-1, exitCode); // Qt reports the terminating signal as the exit code of a crash
            else if (statusCarriesSignal && exitCode > 128 && exitCode < 128 + 65)
                emit transport->finished(-1, exitCode - 128);
            else
                emit transport->finished(exitCode, 0);
        });
}

void stopProcess(QProcess &process, QObject *receiver)
{
    // Nothing may be reported from a half-destroyed object. A process still running here (its backend was deleted
    // without a cleanup) is killed and reaped; SIGKILL makes that wait short.
    process.disconnect(receiver);
    if (process.state() != QProcess::NotRunning) {
        process.kill();
        process.waitForFinished(5000);
    }
}

ProcessTransport::~ProcessTransport()
{
    stopProcess(m_guardian, this);
    stopProcess(m_process, this);
}

void ProcessTransport::start()
{
    m_reportedEnd = false;
    m_process.start(QIODevice::ReadWrite);
}

bool ProcessTransport::waitsForInput() const
{
    // /proc/<pid>/syscall: the number of the system call the process is blocked in, then its arguments in hex. bash
    // reads the script it runs (ShellScript's launch: our pipe, through /dev/fd/3) on descriptor 255; blocked in
    // read(255, …) with nothing more written, it waits for the next command. A `read` of the command's own (from a
    // pipe on descriptor 0, a process substitution…) is never on 255.
    if (shellPid() <= 0 || m_process.bytesToWrite() > 0)
        return false;
    QFile file(QStringLiteral("/proc/%1/syscall").arg(shellPid()));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    bool known = false;
    const bool reads = fields.size() > 2 && fields.value(0).toLong(&known) == SYS_read && known &&
                       fields.value(1).toULongLong(nullptr, 16) == 255;
    return reads &&
           QFile::symLinkTarget(QStringLiteral("/proc/%1/fd/255").arg(shellPid())).contains(QLatin1String("pipe:"));
}

void ProcessTransport::write(const QByteArray &bytes)
{
    m_process.write(bytes);
}

bool ProcessTransport::isRunning() const
{
    return m_process.state() == QProcess::Running;
}

void ProcessTransport::signalShell(int signal)
{
    if (shellPid() > 0 && isRunning())
        ::kill(static_cast<pid_t>(shellPid()), signal);
}

void ProcessTransport::signalCommand(int signal, const CommandMark &mark)
{
    const auto pids = ProcessTree::commandProcesses(static_cast<pid_t>(shellPid()), mark.sequence, mark.startTicks,
                                                    m_options.taskMarker);
    const int sent = ProcessTree::signalAll(pids, signal);
    qCDebug(lcLocal) << "signal" << signal << "to" << sent << "processes of command" << mark.sequence;
}

void ProcessTransport::signalTask(int signal)
{
    const pid_t shell = isRunning() ? static_cast<pid_t>(shellPid()) : 0;
    ProcessTree::signalAll(ProcessTree::taskProcesses(shell, m_options.taskMarker), signal);
}

bool ProcessTransport::taskAlive()
{
    const pid_t shell = isRunning() ? static_cast<pid_t>(shellPid()) : 0;
    return !ProcessTree::taskProcesses(shell, m_options.taskMarker).isEmpty();
}

void ProcessTransport::kill()
{
    if (m_process.state() != QProcess::NotRunning)
        m_process.kill();
}

QString ProcessTransport::describe() const
{
    return QStringLiteral("%1 (pid %2)").arg(m_options.program).arg(m_process.processId());
}

} // namespace airlock::backends
