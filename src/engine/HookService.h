// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "HookCall.h"
#include "core/Config.h"

#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QPointer>

namespace airlock::backends {
class TaskRegistry;
} // namespace airlock::backends

namespace airlock::engine {

class AuditLog;

// The agents' own shell commands, seen through their hooks: one task per agent session in the registry (shown as
// "<agent> (own shell)"), each command judged by the same approval gate as `terminal` calls (so the same rules,
// session grants and queue of questions), recorded in the audit log, and never run by Airlock.
class HookService final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HookService)

public:
    HookService(core::ApprovalGate *gate, backends::TaskRegistry *registry, QObject *parent = nullptr);

    // Delete the call after finished().
    HookCall *judge(const HookRequest &request, QObject *parent = nullptr);

    void setApprovalGate(core::ApprovalGate *gate) { m_gate = gate; }
    void setAuditLog(AuditLog *audit);
    // hooks.ask_in: whether questions go to the agent's own prompt where it has one.
    void setSettings(const core::Config::Hooks &settings) { m_settings = settings; }
    const core::Config::Hooks &settings() const { return m_settings; }

    // The task of an agent session ("claude-code-<session id>"), and how its shell is shown.
    static QString taskIdFor(const QString &agent, const QString &sessionId);
    static QString shellLabel(const QString &agent);

signals:
    // Every hook request, right after it was made (for watchers such as the desktop app's activity view).
    void callStarted(airlock::engine::HookCall *call);

private:
    friend class HookCall;
    // The person allowed a command of this task through one hook event (Codex's PreToolUse): the same command's
    // next event (its PermissionRequest) is answered with that allow instead of asking twice. Kept 10 minutes.
    void rememberAllow(const QString &taskId, const QString &command);
    bool takeRememberedAllow(const QString &taskId, const QString &command);

    core::ApprovalGate *m_gate;
    QPointer<backends::TaskRegistry> m_registry;
    QPointer<AuditLog> m_audit;
    core::Config::Hooks m_settings;
    QHash<QString, QDateTime> m_allows; // task + '\n' + command → until when
};

} // namespace airlock::engine
