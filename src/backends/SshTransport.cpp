// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SshTransport.h"

#include "BackendsLog.h"
#include "PosixShellScript.h"
#include "RemoteTree.h"
#include "SshConnection.h"

namespace airlock::backends {

SshTransport::SshTransport(SshConnection *connection, Options options, QObject *parent)
    : ShellTransport(parent)
    , m_connection(connection)
    , m_options(std::move(options))
{
    connect(connection, &SshConnection::channelOpened, this, [this](int channel) {
        if (channel != m_channel)
            return;
        m_running = true;
        emit started();
    });
    connect(connection, &SshConnection::channelFailed, this, [this](int channel, const QString &reason) {
        m_helpers.remove(channel);
        if (channel != m_channel || m_reportedEnd)
            return;
        m_reportedEnd = true;
        emit startFailed(QStringLiteral("cannot open a shell channel: ") + reason);
    });
    connect(connection, &SshConnection::channelData, this, [this](int channel, int stream, const QByteArray &bytes) {
        if (channel != m_channel)
            return;
        if (stream == SshConnection::Stderr)
            emit stderrReady(bytes);
        else
            emit stdoutReady(bytes);
    });
    connect(connection, &SshConnection::channelClosed, this, [this](int channel, int exitStatus, int signal) {
        m_helpers.remove(channel);
        qCDebug(lcSsh) << "transport" << m_channel << "sees channel" << channel << "closed; reported" << m_reportedEnd;
        if (channel != m_channel || m_reportedEnd)
            return;
        m_running = false;
        m_reportedEnd = true;
        // No exit status at all: the connection went away under the shell.
        emit finished(exitStatus, signal);
    });
}

SshTransport::~SshTransport()
{
    if (m_connection && m_running)
        m_connection->closeChannel(m_channel);
}

QByteArray SshTransport::shellQuote(const QString &word)
{
    return PosixShellScript::singleQuote(word.toUtf8());
}

void SshTransport::start()
{
    if (!m_connection || !m_connection->isOpen()) {
        qCDebug(lcSsh) << "transport cannot start: the connection is closed";
        m_reportedEnd = true;
        QMetaObject::invokeMethod(
            this, [this] { emit startFailed(QStringLiteral("the SSH connection is closed")); }, Qt::QueuedConnection);
        return;
    }
    m_reportedEnd = false;
    m_channel = m_connection->openChannel(m_options.launchCommand);
}

void SshTransport::write(const QByteArray &bytes)
{
    if (m_connection && m_running)
        m_connection->write(m_channel, bytes);
}

bool SshTransport::isRunning() const
{
    return m_running && m_connection && m_connection->isOpen();
}

QByteArray SshTransport::commandLine(const QStringList &argv)
{
    QByteArray command;
    for (const QString &word : argv)
        command += (command.isEmpty() ? "" : " ") + shellQuote(word);
    return command;
}

void SshTransport::helper(const QStringList &argv)
{
    if (m_connection && m_connection->isOpen())
        m_helpers.insert(m_connection->openChannel(commandLine(argv)));
}

void SshTransport::signalShell(int signal)
{
    if (shellPid() > 0)
        helper({QStringLiteral("kill"), QStringLiteral("-%1").arg(signal), QString::number(shellPid())});
}

void SshTransport::signalCommand(int signal, const CommandMark &mark)
{
    RemoteTree::Target target;
    target.shellPid = shellPid();
    target.taskMarker = m_options.taskMarker;
    target.elapsedTicks = RemoteTree::elapsedSince(mark);
    helper(QStringList{QStringLiteral("bash")} +
           RemoteTree::arguments(RemoteTree::Scope::Command, signal, mark, target));
}

void SshTransport::signalTask(int signal)
{
    RemoteTree::Target target;
    target.shellPid = shellPid();
    target.taskMarker = m_options.taskMarker;
    helper(QStringList{QStringLiteral("bash")} + RemoteTree::arguments(RemoteTree::Scope::Task, signal, {}, target));
}

bool SshTransport::taskAlive()
{
    return isRunning() || (!m_helpers.isEmpty() && m_connection && m_connection->isOpen());
}

void SshTransport::kill()
{
    if (shellPid() > 0)
        helper({QStringLiteral("kill"), QStringLiteral("-9"), QString::number(shellPid())});
    if (m_connection && m_running)
        m_connection->closeChannel(m_channel);
}

QString SshTransport::describe() const
{
    return QStringLiteral("ssh %1 (shell pid %2)")
        .arg(m_connection ? m_connection->target() : QString())
        .arg(shellPid());
}

} // namespace airlock::backends
