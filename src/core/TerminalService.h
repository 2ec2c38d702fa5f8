// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ApprovalGate.h"
#include "CheckpointMaker.h"
#include "Config.h"
#include "ExecOutcome.h"
#include "ToolArgs.h"
#include "backends/ExecJob.h"

#include <nlohmann/json_fwd.hpp>

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace airlock::backends {
class Lease;
class TaskRegistry;
} // namespace airlock::backends

namespace airlock::core {

// Who is calling: the task (one agent session) and how it is shown.
struct CallContext {
    QString taskId;
    QString backend;    // empty: the configured default
    QString clientName; // e.g. "claude-code 2.1"
    QByteArray origin;  // opaque, for whoever presents an approval: which request asked (an MCP request key)
    // Where the task's shell starts when this call creates it: the agent's directory (empty: Airlock's own).
    QString startDirectory;
};

class TerminalService;

// One `terminal` call through the whole pipeline (ARCHITECTURE.md "One tool call"); reports like a QNetworkReply.
class ToolCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolCall)

public:
    ~ToolCall() override;

    const ToolResult &result() const { return m_result; }
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

    void begin(Result<TerminalArgs> args);
    void askApproval();
    void afterApproval();
    void acquireBackend();
    void execute();
    void onJobFinished();
    void fail(const Error &error);
    void complete(ToolResult result);

    QPointer<TerminalService> m_service;
    CallContext m_context;
    TerminalArgs m_args;
    QPointer<ApprovalTicket> m_ticket;
    QPointer<CheckpointJob> m_checkpoint;
    QStringList m_notes; // from approval and checkpoint, shown in the result
    QString m_commandToRun;
    QPointer<backends::Lease> m_lease;
    QPointer<backends::ExecJob> m_job;
    QTimer m_retryTimer;
    int m_attempt = 0;
    bool m_cancelled = false;
    bool m_finished = false;
    ToolResult m_result;
};

// The `terminal` tool: validates arguments, asks the approval step, runs the command on the task's backend
// (retrying transient faults that happened before it started), and formats the result.
class TerminalService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalService)

public:
    TerminalService(Config config, backends::TaskRegistry *registry, ApprovalGate *gate, QObject *parent = nullptr);

    // The call is parented to `parent` (or the service); delete it after finished().
    ToolCall *call(const CallContext &context, const nlohmann::json &arguments, QObject *parent = nullptr);
    ToolCall *callJsonText(const CallContext &context, std::string_view argumentsJson, QObject *parent = nullptr);

    const Config &config() const { return m_config; }
    backends::TaskRegistry *registry() const { return m_registry; }
    // Waits before retry n (1-based): 2, 4 and 8 s by default; tests shorten it.
    void setRetryDelaysMs(QList<int> delays) { m_retryDelaysMs = std::move(delays); }
    void setApprovalGate(ApprovalGate *gate) { m_gate = gate; }
    void setCheckpointMaker(CheckpointMaker *maker) { m_checkpoints = maker; }
    // The directory a call would start in: its workdir resolved against the task's current directory.
    // `fallback`: where the task's shell would start if it does not run yet (empty: Airlock's own directory).
    QString startDirectory(const QString &taskId, const QString &workdir, const QString &fallback = {}) const;

signals:
    // Every call, valid or not, right after it was made: for watchers such as the desktop app's history and live
    // output. The call reports through its own signals from then on.
    void callStarted(airlock::core::ToolCall *call);

private:
    friend class ToolCall;
    ToolCall *makeCall(const CallContext &context, QObject *parent);

    Config m_config;
    backends::TaskRegistry *m_registry;
    ApprovalGate *m_gate;
    CheckpointMaker *m_checkpoints = nullptr;
    QList<int> m_retryDelaysMs = {2000, 4000, 8000};
};

} // namespace airlock::core
