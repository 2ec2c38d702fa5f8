// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/ApprovalGate.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QTimer>

namespace airlock::engine {

struct AuditRecord;
class HookService;

// One command an agent is about to run in its own shell, as its hook (`airlock hook <agent>`) sends it.
struct HookRequest {
    QString agent;        // claude-code | codex | gemini-cli | cursor
    QString event;        // the hook event: PreToolUse, PermissionRequest, BeforeTool, beforeShellExecution
    QString sessionId;    // the agent's session (one task per session)
    QString cwd;          // where the agent's shell runs it
    QString toolName;     // Bash, run_shell_command, …
    QString toolUseId;    // the agent's id of this tool call, when it has one
    QString command;      // as the agent will run it
    QString agentVersion; // when the agent says it
    // The agent can ask the person itself (its `ask` answer); otherwise Airlock's dialog is the only way to ask.
    bool agentCanAsk = false;
    // Without an answer from a person after this long the hook gives up (its own timeout is near): the question
    // ends just before, so that the answer still reaches the agent. 0: no limit but the approval timeout.
    int deadlineMs = 0;
    // When nobody could decide (the question timed out, nobody was there): ask through the agent's prompt where it
    // has one, else deny (`hooks.on_failure` = ask), or always deny (deny).
    bool failureAsks = true;
};

// What the hook tells the agent: run it, do not run it (with the reason the agent reads), let the agent's own prompt
// ask the person, or nothing (the agent goes on as it would without Airlock: Codex's PermissionRequest when Airlock
// found nothing to ask about).
enum class HookVerdict { Allow, Deny, Ask, NoVerdict };
QString hookVerdictName(HookVerdict verdict);

// One hook request through the judgement the `terminal` tool uses (analyzer, rules, session grants, the person's
// dialog), without running anything: the command runs in the agent's own shell. Recorded in the audit log (kind
// "hook") before finished(). Reports like a QNetworkReply.
class HookCall final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HookCall)

public:
    ~HookCall() override;

    bool isFinished() const { return m_finished; }
    HookVerdict verdict() const { return m_verdict; }
    // For the agent: why it was denied, or what the agent's prompt should say; empty for a plain allow.
    QString reason() const { return m_reason; }
    QString decidedBy() const { return m_decidedBy; }
    QString taskId() const { return m_taskId; }
    const HookRequest &request() const { return m_request; }
    // The hook went away (the agent gave up): the question is withdrawn; nothing is sent.
    void cancel();

signals:
    void finished();

private:
    friend class HookService;
    HookCall(HookService *service, HookRequest request, QString taskId, QObject *parent);

    void start();
    void onDecided();
    void onDeadline();
    void answer(HookVerdict verdict, const QString &reason);
    void answerUndecided(const QString &why);
    void finish();
    AuditRecord auditRecord() const;

    QPointer<HookService> m_service;
    HookRequest m_request;
    QString m_taskId;
    QPointer<core::ApprovalTicket> m_ticket;
    QTimer m_deadline;
    HookVerdict m_verdict = HookVerdict::Deny;
    QString m_reason;
    QString m_decidedBy;
    QString m_invalid; // why the request cannot be judged (no command, too long)
    bool m_answered = false;
    bool m_finished = false;
    bool m_cancelled = false;
    QDateTime m_arrived = QDateTime::currentDateTimeUtc();
    QElapsedTimer m_clock;
    qint64 m_askedAtMs = -1;
    qint64 m_waitMs = 0;
};

} // namespace airlock::engine
