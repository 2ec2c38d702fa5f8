// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LocalLeftovers.h"

#include "OwnerInstance.h"
#include "ProcessTree.h"

#include <QFile>
#include <QTimer>

#include <cerrno>
#include <csignal>
#include <unistd.h>

namespace airlock::backends {

namespace {

// The value of `name` in a NUL-separated environment block; empty when it is not there.
QString envValue(const QByteArray &environ, const QByteArray &name)
{
    const QByteArray prefix = name + '=';
    for (const QByteArray &entry : environ.split('\0')) {
        if (entry.startsWith(prefix))
            return QString::fromUtf8(entry.mid(prefix.size()));
    }
    return {};
}

QString commandName(pid_t pid)
{
    QFile file(QStringLiteral("/proc/%1/comm").arg(pid));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll().trimmed()) : QString();
}

} // namespace

QMap<QPair<QString, QString>, QList<pid_t>> LocalLeftoverFinder::orphans()
{
    QMap<QPair<QString, QString>, QList<pid_t>> found;
    const pid_t self = ::getpid();
    for (const ProcessTree::Proc &proc : ProcessTree::snapshot()) {
        QByteArray environ;
        if (proc.pid == self || !ProcessTree::readEnv(proc.pid, &environ))
            continue;
        const QString owner = envValue(environ, kInstanceVariable);
        if (owner.isEmpty() || !OwnerInstance::isGone(owner))
            continue;
        found[{owner, envValue(environ, "AIRLOCK_TASK_ID")}].append(proc.pid);
    }
    return found;
}

void LocalLeftoverFinder::find(Found done)
{
    QList<Leftover> leftovers;
    const auto found = orphans();
    for (auto it = found.begin(); it != found.end(); ++it) {
        QStringList names;
        for (const pid_t pid : it.value())
            names << QStringLiteral("%1 %2").arg(pid).arg(commandName(pid));
        Leftover leftover;
        leftover.kind = kind();
        leftover.owner = it.key().first;
        leftover.taskId = it.key().second;
        leftover.id = leftover.owner + QLatin1Char('/') + leftover.taskId;
        leftover.description =
            QStringLiteral("processes of task %1 (%2)").arg(leftover.taskId, names.join(QStringLiteral(", ")));
        leftovers << leftover;
    }
    // Answered from the event loop, as the finders that ask a service do.
    QTimer::singleShot(0, this, [done = std::move(done), leftovers] { done(leftovers, {}); });
}

void LocalLeftoverFinder::remove(const Leftover &leftover, Removed done)
{
    // Found again at the moment of removal, so that a pid reused since the scan is never signalled.
    const QList<pid_t> pids = orphans().value({leftover.owner, leftover.taskId});
    QStringList failed;
    for (const pid_t pid : pids) {
        if (::kill(pid, SIGKILL) != 0 && errno != ESRCH)
            failed << QString::number(pid);
    }
    const QString error = failed.isEmpty() ? QString()
                                           : QStringLiteral("cannot end process(es) %1 of task %2")
                                                 .arg(failed.join(QStringLiteral(", ")), leftover.taskId);
    QTimer::singleShot(0, this, [done = std::move(done), error] { done(error.isEmpty(), error); });
}

} // namespace airlock::backends
