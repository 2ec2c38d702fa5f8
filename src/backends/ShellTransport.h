// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QByteArray>
#include <QObject>
#include <QString>

namespace airlock::backends {

// Identifies the processes of one command: those carrying AIRLOCK_CMD=<sequence> in their environment, or, when
// that cannot be read, those the shell started after the command began.
struct CommandMark {
    quint64 sequence = 0;
    quint64 startTicks = 0; // local clock ticks since boot when the command was sent (local transports only)
};

// Bytes in, bytes out, closed: the one thing ShellSession needs from a local process, `docker exec -i`, an SSH
// channel or an Apptainer instance. One transport carries one bash for its whole life.
class ShellTransport : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ShellTransport)

public:
    using QObject::QObject;
    ~ShellTransport() override = default;

    virtual void start() = 0; // emits started() or startFailed()
    virtual void write(const QByteArray &bytes) = 0;
    virtual bool isRunning() const = 0;
    virtual void setShellPid(qint64 pid) { m_shellPid = pid; } // reported by the shell itself
    qint64 shellPid() const { return m_shellPid; }

    // Signals the shell process only.
    virtual void signalShell(int signal) = 0;
    // Signals the processes of one command (never the shell): the process tree of a timeout or cancel.
    virtual void signalCommand(int signal, const CommandMark &mark) = 0;
    // Signals everything the task started, the shell included: cleanup.
    virtual void signalTask(int signal) = 0;
    // True while any process of the task (the shell included) is still alive.
    virtual bool taskAlive() = 0;
    // True while a signal sent above has not reached its processes yet (a helper in a container or on a host still
    // runs): the grace before the next step counts from its delivery, not from the request.
    virtual bool signalsInFlight() const { return false; }
    // Ends the transport at once; finished() follows.
    virtual void kill() = 0;
    virtual QString describe() const = 0;
    // ShellSession says whether a command (or the shell's start, restart or shutdown) is under way: false while the
    // shell waits for the next command. A transport that polls for output (DaytonaTransport) stops polling then.
    virtual void setBusy(bool busy) { Q_UNUSED(busy) }
    // True when the shell is seen blocked reading its input with everything written to it read: it has gone back to
    // waiting for a command. Only a transport that can see the shell's process says so (ProcessTransport).
    virtual bool waitsForInput() const { return false; }

signals:
    void started();
    void startFailed(const QString &reason);
    void stdoutReady(const QByteArray &bytes);
    void stderrReady(const QByteArray &bytes);
    // Bytes in the middle of a stream that were never fetched (their count only), so that a command printing a
    // gigabyte does not cross the network whole; the bytes around them were delivered in order.
    void stdoutSkipped(qint64 bytes);
    void stderrSkipped(qint64 bytes);
    // The way to the shell broke (the service behind it stopped answering or said the shell is gone): the shell can
    // no longer be reached. `inputMayHaveArrived`: whether what was written since the shell was last idle may have
    // reached it (a command may have started). No finished() follows.
    void lost(const airlock::core::Error &error, bool inputMayHaveArrived);
    // The shell ended: its exit status, or the signal that killed it.
    void finished(int exitCode, int signal);

private:
    qint64 m_shellPid = -1;
};

} // namespace airlock::backends
