// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ProcessTree.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QSet>

#include <algorithm>
#include <csignal>
#include <ctime>
#include <unistd.h>

namespace airlock::backends::ProcessTree {

namespace {

bool parseStat(pid_t pid, Proc *proc)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    const QByteArray stat = file.read(4096);
    // The command name is in parentheses and may contain anything; fields resume after the last ')'.
    const qsizetype close = stat.lastIndexOf(')');
    if (close < 0)
        return false;
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    // fields[0] is state (field 3); ppid is field 4, session field 6, starttime field 22.
    if (fields.size() < 20)
        return false;
    proc->pid = pid;
    proc->ppid = static_cast<pid_t>(fields[1].toLongLong());
    proc->session = static_cast<pid_t>(fields[3].toLongLong());
    proc->startTicks = fields[19].toULongLong();
    return true;
}

QList<pid_t> descendantsOf(const QList<Proc> &procs, pid_t root)
{
    QHash<pid_t, QList<pid_t>> children;
    for (const Proc &p : procs)
        children[p.ppid].append(p.pid);
    QList<pid_t> out;
    QList<pid_t> queue = children.value(root);
    QSet<pid_t> seen;
    while (!queue.isEmpty()) {
        const pid_t pid = queue.takeFirst();
        if (seen.contains(pid))
            continue;
        seen.insert(pid);
        out.append(pid);
        queue.append(children.value(pid));
    }
    return out;
}

} // namespace

QList<Proc> snapshot()
{
    QList<Proc> procs;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &entry : entries) {
        bool ok = false;
        const pid_t pid = static_cast<pid_t>(entry.toInt(&ok));
        if (!ok)
            continue;
        Proc proc;
        if (parseStat(pid, &proc))
            procs.append(proc);
    }
    return procs;
}

quint64 nowTicks()
{
    timespec ts{};
    clock_gettime(CLOCK_BOOTTIME, &ts);
    const long hz = sysconf(_SC_CLK_TCK);
    return static_cast<quint64>(ts.tv_sec) * static_cast<quint64>(hz) +
           static_cast<quint64>(ts.tv_nsec) * static_cast<quint64>(hz) / 1000000000ULL;
}

bool readEnv(pid_t pid, QByteArray *environ)
{
    QFile file(QStringLiteral("/proc/%1/environ").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return false;
    *environ = file.readAll();
    return true;
}

bool envHas(const QByteArray &environ, const QByteArray &assignment)
{
    qsizetype from = 0;
    while (true) {
        const qsizetype at = environ.indexOf(assignment, from);
        if (at < 0)
            return false;
        const bool startsEntry = at == 0 || environ.at(at - 1) == '\0';
        const qsizetype end = at + assignment.size();
        const bool endsEntry = end == environ.size() || environ.at(end) == '\0';
        if (startsEntry && endsEntry)
            return true;
        from = at + 1;
    }
}

QList<pid_t> commandProcesses(pid_t shell, quint64 sequence, quint64 sinceTicks, const QByteArray &taskMarker)
{
    const QByteArray mark = "AIRLOCK_CMD=" + QByteArray::number(sequence);
    const QList<Proc> procs = snapshot();
    QSet<pid_t> result;
    for (const pid_t pid : descendantsOf(procs, shell)) {
        QByteArray env;
        if (readEnv(pid, &env) && env.contains("AIRLOCK_CMD=")) {
            if (envHas(env, mark))
                result.insert(pid);
            continue;
        }
        const auto it = std::find_if(procs.cbegin(), procs.cend(), [pid](const Proc &p) { return p.pid == pid; });
        if (it != procs.cend() && it->startTicks >= sinceTicks)
            result.insert(pid);
    }
    if (!taskMarker.isEmpty()) {
        for (const Proc &p : procs) {
            if (p.pid == shell || result.contains(p.pid))
                continue;
            QByteArray env;
            if (readEnv(p.pid, &env) && envHas(env, mark) && envHas(env, taskMarker))
                result.insert(p.pid);
        }
    }
    result.remove(shell);
    return {result.begin(), result.end()};
}

QList<pid_t> taskProcesses(pid_t shell, const QByteArray &taskMarker)
{
    const QList<Proc> procs = snapshot();
    QSet<pid_t> result;
    if (shell > 0) {
        result.insert(shell);
        for (const pid_t pid : descendantsOf(procs, shell))
            result.insert(pid);
    }
    if (!taskMarker.isEmpty()) {
        const pid_t self = getpid();
        for (const Proc &p : procs) {
            if (p.pid == self || result.contains(p.pid))
                continue;
            QByteArray env;
            if (readEnv(p.pid, &env) && envHas(env, taskMarker))
                result.insert(p.pid);
        }
    }
    return {result.begin(), result.end()};
}

int signalAll(const QList<pid_t> &pids, int signal)
{
    int sent = 0;
    for (const pid_t pid : pids) {
        if (pid > 1 && ::kill(pid, signal) == 0)
            ++sent;
    }
    return sent;
}

} // namespace airlock::backends::ProcessTree
