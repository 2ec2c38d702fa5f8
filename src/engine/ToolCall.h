// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/ExecJob.h"
#include "core/ApprovalGate.h"
#include "core/BackendKind.h"
#include "core/CheckpointMaker.h"
#include "core/ResultFormat.h"
#include "core/ToolArgs.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace airlock::backends {
class Lease;
} // namespace airlock::backends

namespace airlock::engine {

struct AuditRecord;

// Who is calling: the task (one agent session) and how it is shown.
struct CallContext {
    QString taskId;
    QString backend;    // empty: the configured default
    QString clientName; // e.g. "claude-code 2.1"
    QByteArray origin;  // opaque, for whoever presents an approval: which request asked (an MCP request key)
    // Where the task's shell starts when this call creates it: the agent's directory (empty: Airlock's own).
    QString startDirectory;
    QString clientVersion; // "2.1", when the client said it (the end of clientName)
};

class TerminalService;

// One `terminal` call through the whole pipeline (SPEC-terminal.md, ARCHITECTURE.md "One tool call"), in the order
// the steps below are declared: arguments → its turn among the task's calls → approval → checkpoint → backend →
// command → result. Reports like a QNetworkReply.
class ToolCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolCall)

public:
    ~ToolCall() override;

    const core::ToolResult &result() const { return m_result; }
    // The result is final and recorded in the audit log: finished() was emitted.
    bool isFinished() const { return m_finished; }
    QString taskId() const { return m_context.taskId; }
    const CallContext &context() const { return m_context; }
    // The command as the agent sent it; empty when the arguments were invalid.
    QString command() const { return QString::fromStdString(m_args.command); }
    // Cancels the call: before its command runs it ends as `cancelled`; while it runs, its process tree is killed.
    void cancel();

signals:
    void output(airlock::backends::OutputStream stream, const QByteArray &bytes);
    void finished();

private:
    friend class TerminalService;
    ToolCall(TerminalService *service, CallContext context, QObject *parent);

    void begin(core::Result<core::TerminalArgs> args);      // validated arguments, then wait for the task's turn
    void takeTurn();                                        // the task's earlier calls have ended (SPEC §4)
    std::optional<core::Error> refusalBeforeAsking() const; // before approval: what would fail anyway
    void askApproval();
    void onDecided();
    void takeCheckpoint();
    void acquireBackend();
    void onLeaseFailed();
    void execute();
    void onJobFinished();
    bool retryLater(core::Error &error, bool mayHaveStarted); // SPEC §8; may add to the error's message
    void fail(const core::Error &error);
    void complete(core::ToolResult result);
    void announce();                 // the result may go out: finished()
    AuditRecord auditRecord() const; // what the audit log keeps of this call, redacted

    QPointer<TerminalService> m_service;
    CallContext m_context;
    core::BackendKind m_kind = core::BackendKind::Local;
    core::TerminalArgs m_args;
    bool m_queued = false; // in the task's queue of calls (from begin() until it completes)
    QPointer<core::ApprovalTicket> m_ticket;
    QPointer<core::CheckpointJob> m_checkpoint;
    QStringList m_notes; // from approval and checkpoint, shown in the result
    QString m_commandToRun;
    QPointer<backends::Lease> m_lease;
    QPointer<backends::ExecJob> m_job;
    QTimer m_retryTimer;
    int m_retries = 0;
    bool m_cancelled = false;
    bool m_completed = false; // the result is made (complete())
    bool m_finished = false;  // ... and recorded, and finished() emitted
    core::ToolResult m_result;
    // For the audit log: when it arrived, how long the approval took, the checkpoint taken.
    QDateTime m_arrived = QDateTime::currentDateTimeUtc();
    QElapsedTimer m_clock;
    qint64 m_askedAtMs = -1;
    qint64 m_waitMs = 0;
    QString m_checkpointId;
    QString m_checkpointDirectory;
    QString m_rawArguments; // the arguments as sent, when they were invalid
};

} // namespace airlock::engine
