// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "HttpJson.h"
#include "ModalApi.h"

#include <QElapsedTimer>
#include <QMap>
#include <QPointer>
#include <QTimer>

namespace airlock::backends {

// How much of a command's output the managed gateway gets to hold: its first `headBytes` and last `tailBytes`, kept
// inside the sandbox (the gateway answers with a command's whole output on every poll, so a command that prints a
// gigabyte must never reach it whole). ModalGatewayApi sets it from max_output_bytes.
struct ModalOutputCap {
    qint64 headBytes = 256 * 1024;
    qint64 tailBytes = 256 * 1024 + 1024 * 1024; // the tail also carries ModalShellState's record (≤ 1 MiB)
};

// One exec through the managed gateway's REST contract (docs/backends.md "Modal: the managed gateway"):
// POST /v1/sandboxes/{id}/execs, then GET …/execs/{execId} every pollMs until the status is terminal
// (completed|failed|cancelled|timeout), POST …/execs/{execId}/cancel on cancel() or at the deadline (the command's
// timeout plus the grace). The exec is never POSTed twice: a fault that may have let it start is resolved by asking
// for the same execId, never by sending it again.
class ModalGatewayExec final : public ModalExec
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalGatewayExec)

public:
    struct Setup {
        QPointer<HttpJsonClient> api; // owned by the ModalGatewayApi
        QString sandboxId;
        QString cwd; // the exec's `cwd` field (the sandbox's own directory; the wrapper restores the task's)
        QMap<QString, QString> env; // set for the command (the contract has no environment of its own)
        ModalOutputCap cap;
        int timeoutSecs = 120;
        int requestTimeoutMs = 30000;
        int pollMs = 250;
        int graceMs = 10000;     // after the command's timeout, before Airlock gives up on the gateway's answer
        int cancelWaitMs = 5000; // after a cancel, how long the gateway gets to report the exec's end
    };

    ModalGatewayExec(Setup setup, const QStringList &argv, QObject *parent);
    ~ModalGatewayExec() override;

    void start();
    void cancel() override;

    // The command text sent for argv: env and argv shell-quoted, stdin from /dev/null, stderr into stdout (the
    // gateway has one output), through a capper that keeps cap.headBytes + cap.tailBytes and reports after a line
    // `<mark> <total bytes>` so that what it dropped can be said.
    static QByteArray commandText(const QStringList &argv, const QMap<QString, QString> &env, const ModalOutputCap &cap,
                                  const QByteArray &mark);

private:
    QString path(const QString &tail = {}) const;
    void send(const QByteArray &verb, const QString &tail, const QJsonDocument &body,
              void (ModalGatewayExec::*then)(const HttpJsonReply &));
    void onRecovered(const HttpJsonReply &reply);
    void onPosted(const HttpJsonReply &reply);
    void recover(const core::Error &cause);
    void poll();
    void onPolled(const HttpJsonReply &reply);
    void take(const QJsonObject &state);
    void deliver(const QByteArray &all, bool last);
    void sendCancel();
    void end(int exitCode, const std::optional<core::Error> &error, bool mayHaveStarted, bool sandboxGone);

    Setup m_setup;
    QByteArray m_command;
    QByteArray m_mark;
    QString m_execId;
    core::Error m_lostCause; // why the exec's answer was lost, while it is looked up
    QTimer m_poll;
    QTimer m_deadline;
    QTimer m_cancelWait;
    qsizetype m_delivered = 0;
    bool m_accepted = false; // the gateway answered the POST: the exec exists there
    bool m_cancelSent = false;
    bool m_stopping = false; // cancel() or the deadline: waiting for the gateway to confirm
    bool m_timedOut = false;
    bool m_ended = false;
    bool m_polling = false;
};

} // namespace airlock::backends
