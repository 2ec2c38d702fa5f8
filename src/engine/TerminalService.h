// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditLog.h"
#include "RetryPolicy.h"
#include "ToolCall.h"
#include "core/Config.h"

#include <nlohmann/json_fwd.hpp>

#include <QHash>

#include <QList>
#include <QObject>
#include <QPointer>
#include <functional>
#include <optional>

namespace airlock::backends {
class TaskRegistry;
} // namespace airlock::backends

namespace airlock::engine {

class AuditLog;

// The `terminal` tool: makes one ToolCall per request, keeps each task's calls in arrival order (a call waits for
// the task's earlier calls to end before it is judged, so a safe call never overtakes one waiting for approval), and
// holds what the calls share: config, registry, approval step, checkpoints, retry policy.
class TerminalService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalService)

public:
    TerminalService(core::Config config, backends::TaskRegistry *registry, core::ApprovalGate *gate,
                    QObject *parent = nullptr);

    // The call is parented to `parent` (or the service); delete it after finished().
    ToolCall *call(const CallContext &context, const nlohmann::json &arguments, QObject *parent = nullptr);
    ToolCall *callJsonText(const CallContext &context, std::string_view argumentsJson, QObject *parent = nullptr);

    const core::Config &config() const { return m_config; }
    // New tasks use it; a running task keeps the backend it has (the settings dialog says so).
    void setConfig(core::Config config) { m_config = std::move(config); }
    backends::TaskRegistry *registry() const { return m_registry; }
    // Waits before retry n (1-based): 2, 4 and 8 s by default; tests shorten it.
    void setRetryDelaysMs(QList<int> delays) { m_retry = RetryPolicy(std::move(delays)); }
    void setRetryPolicy(RetryPolicy policy) { m_retry = std::move(policy); }
    const RetryPolicy &retryPolicy() const { return m_retry; }
    // What a backend kind's configuration refuses (BackendFactory::configurationError), asked before each call's
    // approval so that a person never approves a command that cannot run; unset: no check.
    using BackendCheck = std::function<std::optional<core::Error>(const QString &kind)>;
    void setBackendCheck(BackendCheck check) { m_backendCheck = std::move(check); }
    void setApprovalGate(core::ApprovalGate *gate) { m_gate = gate; }
    void setCheckpointMaker(core::CheckpointMaker *maker) { m_checkpoints = maker; }
    // Every call is recorded there as it ends, before its result goes out (null: no audit log).
    void setAuditLog(AuditLog *audit) { m_audit = audit; }
    AuditLog *auditLog() const { return m_audit; }
    // The directory a call would start in: its workdir resolved against the task's current directory.
    // `fallback`: where the task's shell would start if it does not run yet (empty: Airlock's own directory).
    QString startDirectory(const QString &taskId, const QString &workdir, const QString &fallback = {}) const;

signals:
    // Every call, valid or not, right after it was made: for watchers such as the desktop app's history and live
    // output. The call reports through its own signals from then on.
    void callStarted(airlock::engine::ToolCall *call);

private:
    friend class ToolCall;
    ToolCall *makeCall(const CallContext &context, QObject *parent);
    // The task's queue of calls: a call enters at begin() and leaves when it completes; the first one runs.
    void enqueue(ToolCall *call);
    void dequeue(ToolCall *call);

    core::Config m_config;
    backends::TaskRegistry *m_registry;
    core::ApprovalGate *m_gate;
    core::CheckpointMaker *m_checkpoints = nullptr;
    QPointer<AuditLog> m_audit;
    RetryPolicy m_retry;
    BackendCheck m_backendCheck;
    QHash<QString, QList<QPointer<ToolCall>>> m_queues;
};

} // namespace airlock::engine
