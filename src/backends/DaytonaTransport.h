// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "DaytonaShellIo.h"
#include "ShellTransport.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <functional>

namespace airlock::backends {

class HttpJsonClient;
struct HttpJsonReply;

// One bash in a Daytona sandbox, driven by ShellSession like any other shell (docs/backends.md "Daytona"). It runs as
// an asynchronous command of a toolbox process session of its own, with a fifo in the sandbox as its input and two
// files as its output. Input goes through the io session (`printf` into the fifo), one write at a time and in
// order; a write the service refused before running it (429 with its Retry-After, 502/503/504, a refused connection)
// is sent again, any other failure of a write loses the shell (lost()) and is never sent again. Output is read from
// an offset by polling the io session while the session is busy (never while it waits for a command): at most
// 1 MiB per stream per poll, and past the first 2 MiB of a command only the last MiB behind each skipped stretch, so
// that a command printing a gigabyte does not cross the network whole (the skipped count is reported). Read bytes are
// punched out of the files past 8 MiB. A command's write also waits briefly for its output and reads it
// (DaytonaShellIo::writeScript): a short command costs one request. Signals are `kill` calls through /process/execute
// (the shell's pid, or the processes marked AIRLOCK_CMD=<sequence>).
class DaytonaTransport final : public ShellTransport
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DaytonaTransport)

public:
    struct Options {
        QPointer<HttpJsonClient> api; // the backend's
        QUrl toolbox;                 // {toolboxProxyUrl}/{sandboxId}
        QString sessionId;            // a toolbox session of this shell's own
        QString stateDir;             // in the sandbox
        int requestTimeoutMs = 30000;
    };

    explicit DaytonaTransport(Options options, QObject *parent = nullptr);
    ~DaytonaTransport() override;

    void start() override;
    void write(const QByteArray &bytes) override;
    bool isRunning() const override { return m_running; }
    void signalShell(int signal) override;
    void signalCommand(int signal, const CommandMark &mark) override;
    void signalTask(int signal) override;
    bool taskAlive() override { return m_running || m_helpers > 0; }
    bool signalsInFlight() const override { return m_helpers > 0; }
    void kill() override;
    QString describe() const override;
    void setBusy(bool busy) override;

private:
    using Stream = DaytonaShellIo::Stream;

    QUrl url(const QString &tail) const;
    QByteArray dir() const;
    // Runs `script` with sh in the sandbox through /process/execute.
    void execute(const QByteArray &script, std::function<void(const HttpJsonReply &)> then);
    // Runs `script` in a subshell of the io session's bash (a synchronous session exec).
    // With `topLevel`, in the io session's shell itself (what the script opens stays open).
    void io(const QByteArray &script, std::function<void(const HttpJsonReply &)> then, bool topLevel = false);
    QString ioSession() const;
    void openSession(const QString &id, std::function<void()> then);
    void helper(const QByteArray &script, bool wakeAfter = false);
    void launch();
    void flush();
    void onWritten(const QByteArray &chunk, bool first, const HttpJsonReply &reply);
    void poll();
    void onPolled(const HttpJsonReply &reply);
    // Delivers what a write or a poll read (stdout's, then stderr's); false when the transport has ended.
    bool deliver(const DaytonaShellIo::Answer &answer);
    void pollFailed(const HttpJsonReply &reply, int status);
    void take(Stream &stream, const DaytonaShellIo::Read &read, bool isStdout);
    void schedulePoll(bool busy);
    // Reads and writes go the stateless way (DaytonaShellIo with fdReads false) from now on.
    void stopFdReads(const char *why);
    void end(int exitCode, int signal);
    void lose(const core::Error &error, bool arrived);

    Options m_options;
    QByteArray m_pending; // input not sent yet
    Stream m_out;
    Stream m_err;
    bool m_writing = false;
    bool m_running = false;
    bool m_ended = false;
    bool m_polling = false;
    bool m_busy = true;
    bool m_firstWrite = true; // the next write is the first since the session was idle
    bool m_arrived = false;   // input written since the session was idle may have reached the shell
    bool m_fdReads = false;   // the io session reads the files with built-ins (DaytonaShellIo)
    int m_writeRetries = 0;
    int m_pollFailures = 0;
    int m_helpers = 0;
    int m_pollMs = 2;
    int m_idlePolls = 0;
    QTimer m_poll;
    QTimer m_retryWrite;
    QTimer m_killFallback;
};

} // namespace airlock::backends
