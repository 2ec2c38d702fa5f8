// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DockerTransport.h"

#include "BackendsLog.h"
#include "DockerCli.h"
#include "ProcessTransport.h"
#include "RemoteTree.h"
#include "ShellScript.h"

#include <QPointer>

#include <csignal>

namespace airlock::backends {

DockerTransport::DockerTransport(Options options, QObject *parent)
    : ShellTransport(parent)
    , m_options(std::move(options))
{
    m_process.setProgram(DockerCli::program(m_options.cliEnvironment));
    QStringList arguments{QStringLiteral("exec"), QStringLiteral("-i"), m_options.container, shell()};
    arguments += ShellScript::launchArguments(shell(), m_options.stateDir, m_options.dialect);
    m_process.setArguments(arguments);
    m_process.setProcessEnvironment(m_options.cliEnvironment);
    // `docker exec` passes the shell's exit status on; a signal that killed the shell shows as 128+N.
    relayProcess(m_process, this, &m_reportedEnd, true);
}

DockerTransport::~DockerTransport()
{
    stopProcess(m_process, this);
}

void DockerTransport::start()
{
    m_reportedEnd = false;
    m_process.start(QIODevice::ReadWrite);
}

void DockerTransport::write(const QByteArray &bytes)
{
    m_process.write(bytes);
}

QString DockerTransport::shell() const
{
    return m_options.dialect == ShellScript::Dialect::Posix ? QStringLiteral("sh") : QStringLiteral("bash");
}

bool DockerTransport::isRunning() const
{
    return m_process.state() == QProcess::Running;
}

void DockerTransport::helper(const QStringList &command, bool wakeAfter)
{
    ++m_pendingHelpers;
    QStringList arguments{QStringLiteral("exec"), QStringLiteral("-e"), QStringLiteral("LC_ALL=C"),
                          m_options.container};
    arguments += command;
    // A helper outlives this transport (dropped after a restart) so that its signal is still delivered.
    QObject *context = parent() ? parent() : this;
    DockerCli::run(m_options.cliEnvironment, arguments, m_options.helperTimeoutMs, context,
                   [self = QPointer<DockerTransport>(this), wakeAfter](const DockerCli::Reply &reply) {
                       if (self)
                           --self->m_pendingHelpers;
                       if (!reply.ok())
                           qCDebug(lcDocker) << "signal helper failed:" << reply.problem();
                       else if (wakeAfter && self && self->isRunning())
                           self->write(ShellScript::wakeLine());
                   });
}

void DockerTransport::signalShell(int signal)
{
    // The wake line ShellSession writes with the signal can reach the shell before this helper does; a shell that
    // then blocks reading its input runs the signal's trap only when more input comes (busybox ash retries an
    // interrupted read), so another wake line follows the delivered signal.
    if (shellPid() > 0)
        helper({QStringLiteral("kill"), QStringLiteral("-%1").arg(signal), QString::number(shellPid())}, true);
}

void DockerTransport::signalCommand(int signal, const CommandMark &mark)
{
    RemoteTree::Target target;
    target.shellPid = shellPid();
    target.elapsedTicks = RemoteTree::elapsedSince(mark);
    helper(QStringList{shell()} +
           RemoteTree::arguments(RemoteTree::Scope::Command, signal, mark, target, m_options.dialect));
}

void DockerTransport::signalTask(int signal)
{
    // The container is the task: everything in it but its init.
    RemoteTree::Target target;
    target.shellPid = shellPid();
    helper(QStringList{shell()} +
           RemoteTree::arguments(RemoteTree::Scope::Task, signal, {}, target, m_options.dialect));
}

bool DockerTransport::taskAlive()
{
    // What outlives the shell dies with the container, which the backend removes after the shutdown.
    return isRunning() || m_pendingHelpers > 0;
}

void DockerTransport::kill()
{
    // Killing the client alone would leave the shell running inside the container until it reads end of input.
    if (shellPid() > 0)
        helper({QStringLiteral("kill"), QStringLiteral("-9"), QString::number(shellPid())});
    if (m_process.state() != QProcess::NotRunning)
        m_process.kill();
}

QString DockerTransport::describe() const
{
    return QStringLiteral("docker exec %1 (shell pid %2)").arg(m_options.container).arg(shellPid());
}

} // namespace airlock::backends
