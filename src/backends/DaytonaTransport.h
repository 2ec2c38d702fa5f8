// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellTransport.h"

#include <QPointer>
#include <QTimer>
#include <QUrl>

namespace airlock::backends {

class HttpJsonClient;
struct HttpJsonReply;

// One bash in a Daytona sandbox, driven by ShellSession like any other shell. It runs as an asynchronous command
// of a toolbox process session of its own, with a fifo in the sandbox as its input and two files as its output.
// Input goes through POST /process/execute (`base64 -d >>fifo`), one write at a time and in order; output is read
// from an offset by polling /process/execute (at most 1 MiB per stream per poll, base64), and what was read is
// punched out of the files so that a command printing a gigabyte does not fill the sandbox's disk. Signals are
// `kill` calls through /process/execute (the shell's pid, or the processes marked AIRLOCK_CMD=<sequence>).
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

private:
    QUrl url(const QString &tail) const;
    QString dir() const;
    // Runs `script` with sh in the sandbox through /process/execute.
    void execute(const QByteArray &script, std::function<void(const HttpJsonReply &)> then);
    void helper(const QByteArray &script, bool wakeAfter = false);
    void launch();
    void flush();
    void poll();
    void schedulePoll(bool busy);
    void end(int exitCode, int signal);

    Options m_options;
    QByteArray m_pending; // input not sent yet
    bool m_writing = false;
    bool m_running = false;
    bool m_ended = false;
    bool m_polling = false;
    int m_helpers = 0;
    int m_pollMs = 2;
    int m_idlePolls = 0;
    qint64 m_outOffset = 0;
    qint64 m_errOffset = 0;
    QTimer m_poll;
    QTimer m_killFallback;
};

} // namespace airlock::backends
