// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ExecJob.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

namespace airlock::backends {

class HttpJsonClient;
struct HttpJsonReply;

// One command of a Daytona task: an asynchronous exec in the task's toolbox process session, followed through
// GET …/command/{cmdId} and …/logs until it ends. The command's output is capped inside the sandbox (its first and
// last bytes, as OutputCapture keeps them), so that a command printing a gigabyte never crosses the network whole.
// A timeout or cancel sends `kill` to the processes carrying the command's AIRLOCK_CMD mark through
// POST /process/execute (Daytona's daemon has no endpoint that stops a session command).
class DaytonaCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DaytonaCommand)

public:
    struct Setup {
        HttpJsonClient *api = nullptr;
        QUrl toolbox; // {toolboxProxyUrl}/{sandboxId}
        QString sessionId;
        quint64 sequence = 0;
        int requestTimeoutMs = 30000;
        int killGraceMs = 2000;
    };
    enum class End { Running, Exited, NotStarted, Lost, Failed };

    DaytonaCommand(Setup setup, ExecJob *job, QObject *parent = nullptr);
    void start();
    End end() const { return m_end; }
    // True when the command could not be stopped: the session still runs it and must be replaced.
    bool sessionStale() const { return m_stale; }
    ExecJob *job() const { return m_job; }
    // The exec line sent for `request` (bash), with the command's output capped to the request's limits.
    static QByteArray wrap(const ExecRequest &request, quint64 sequence);

signals:
    void done();

private:
    QUrl url(const QString &tail) const;
    void call(const QByteArray &verb, const QString &tail, const QJsonObject &body,
              std::function<void(const HttpJsonReply &)> then);
    void poll();
    void schedulePoll();
    void readLogs(bool last);
    void deliver(const QJsonObject &logs);
    void abort(bool timeout);
    void signalCommand(const char *signal, std::function<void()> then);
    void finish(End end, int exitCode);

    Setup m_setup;
    QPointer<ExecJob> m_job;
    QString m_cmdId;
    QTimer m_poll;
    QTimer m_timeout;
    QTimer m_abortTimer;
    QElapsedTimer m_abortClock;
    int m_pollMs = 2;
    int m_polls = 0;
    qsizetype m_outOffset = 0;
    qsizetype m_errOffset = 0;
    End m_end = End::Running;
    int m_abortPhase = 0; // 0 none, 1 TERM sent, 2 KILL sent
    bool m_timedOut = false;
    bool m_cancelled = false;
    bool m_stale = false;
    bool m_polling = false;
};

} // namespace airlock::backends
