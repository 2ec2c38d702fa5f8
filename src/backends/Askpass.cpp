// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Askpass.h"

#include "BackendsLog.h"
#include "PosixShellScript.h"
#include "ProcessTree.h"
#include "ShellScript.h"

#include <QFile>
#include <QLocalSocket>
#include <QPointer>

#include <sys/socket.h>

namespace airlock::backends {

namespace {

// True when `pid` is `ancestor` or one of its descendants; `parent` gets the parent of `pid`.
bool descendsFrom(pid_t pid, pid_t ancestor, pid_t *parent)
{
    const QList<ProcessTree::Proc> procs = ProcessTree::snapshot();
    *parent = 0;
    for (int hops = 0; pid > 1 && hops < 64; ++hops) {
        if (pid == ancestor)
            return true;
        const auto it = std::find_if(procs.cbegin(), procs.cend(), [pid](const auto &p) { return p.pid == pid; });
        if (it == procs.cend())
            return false;
        if (hops == 0)
            *parent = it->ppid;
        pid = it->ppid;
    }
    return false;
}

// True when `pid` is a sudo running with root's effective user id: the only program the password is for. A command
// of the task that runs the helper itself (to print the password) has neither; no user process can fake the euid.
bool isSudo(pid_t pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (pid <= 1 || !status.open(QIODevice::ReadOnly))
        return false;
    bool named = false;
    bool root = false;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("Name:"))
            named = line.mid(5).trimmed() == "sudo";
        else if (line.startsWith("Uid:"))
            root = line.mid(4).simplified().split(' ').value(1) == "0";
    }
    return named && root;
}

} // namespace

AskpassServer::AskpassServer(PasswordSource password, ShellPid shellPid, QObject *parent)
    : QObject(parent)
    , m_password(std::move(password))
    , m_shellPid(std::move(shellPid))
{
    m_server.setSocketOptions(QLocalServer::UserAccessOption);
    connect(&m_server, &QLocalServer::newConnection, this, &AskpassServer::onConnection);
}

bool AskpassServer::listen(const QString &dir, const QString &airlockBinary, QString *error)
{
    const QString socketPath = dir + QStringLiteral("/askpass.sock");
    QLocalServer::removeServer(socketPath);
    if (!m_server.listen(socketPath)) {
        *error = QStringLiteral("cannot listen on %1: %2").arg(socketPath, m_server.errorString());
        return false;
    }
    m_helperPath = dir + QStringLiteral("/askpass");
    QFile script(m_helperPath);
    if (!script.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = QStringLiteral("cannot write %1: %2").arg(m_helperPath, script.errorString());
        return false;
    }
    script.write("#!/bin/sh\nexec " + PosixShellScript::singleQuote(airlockBinary.toUtf8()) + " askpass " +
                 PosixShellScript::singleQuote(socketPath.toUtf8()) + "\n");
    script.close();
    script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    return true;
}

QByteArray AskpassServer::shellDefinitions(const QString &helperPath)
{
    // SUDO_ASKPASS names the helper (a path, not a secret); `sudo` in command position gets -A, also in bash scripts
    // the command runs (the function is exported), and the pipeline rewrites /usr/bin/sudo and wrapped sudo to -A.
    const QByteArray helper = ShellScript::ansiCQuote(helperPath.toUtf8());
    return "builtin export SUDO_ASKPASS=" + helper +
           "\n"
           "sudo() {\n"
           "  case \" $* \" in\n"
           "    *\" -S \"*|*\" --stdin \"*|*\" -A \"*|*\" --askpass \"*) command sudo \"$@\" ;;\n"
           "    *) command sudo -A \"$@\" ;;\n"
           "  esac\n"
           "}\n"
           "builtin export -f sudo\n";
}

void AskpassServer::onConnection()
{
    while (QLocalSocket *socket = m_server.nextPendingConnection()) {
        ucred cred{};
        socklen_t length = sizeof cred;
        const bool known =
            ::getsockopt(static_cast<int>(socket->socketDescriptor()), SOL_SOCKET, SO_PEERCRED, &cred, &length) == 0;
        const qint64 shell = m_shellPid();
        pid_t sudo = 0; // the helper's parent: the sudo that asks
        if (!known || shell <= 0 || !descendsFrom(cred.pid, static_cast<pid_t>(shell), &sudo)) {
            qCWarning(lcLocal) << "askpass request from a process outside the task refused, pid" << cred.pid;
            socket->disconnectFromServer();
            socket->deleteLater();
            continue;
        }
        if (!isSudo(sudo)) {
            qCWarning(lcLocal) << "askpass request not made by sudo refused, pid" << cred.pid << "parent" << sudo;
            socket->disconnectFromServer();
            socket->deleteLater();
            continue;
        }
        ++m_served;
        // The answer may take a person's time; meanwhile sudo (or whoever killed it) may give up on the helper.
        connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
        m_password(sudo, [socket = QPointer<QLocalSocket>(socket)](const QString &password) {
            if (!socket)
                return;
            if (!password.isEmpty())
                socket->write(password.toUtf8() + '\n');
            socket->flush();
            socket->disconnectFromServer();
        });
    }
}

} // namespace airlock::backends
