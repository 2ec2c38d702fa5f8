// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookCall.h"

#include "AuditDecision.h"
#include "AuditLog.h"
#include "HookService.h"
#include "backends/TaskRegistry.h"
#include "core/ToolArgs.h"

namespace airlock::engine {

namespace {

// The deny reason the agent reads (and, for most agents, the model).
QString denialReason(const core::ApprovalTicket &ticket)
{
    const QString message = ticket.message();
    if (ticket.decidedBy == core::DecidedBy::Person)
        return message.isEmpty() ? QStringLiteral("Denied in Airlock by the person at the desk.")
                                 : QStringLiteral("Denied in Airlock by the person at the desk: \"%1\"").arg(message);
    if (ticket.decidedBy == core::DecidedBy::Rule && !ticket.decidingRule.isEmpty())
        return QStringLiteral("Denied by an Airlock rule (%1)%2")
            .arg(ticket.decidingRule, message.isEmpty() ? QStringLiteral(".") : QStringLiteral(": ") + message);
    return QStringLiteral("Denied by Airlock: %1")
        .arg(message.isEmpty() ? QStringLiteral("the command was not allowed") : message);
}

} // namespace

QString hookVerdictName(HookVerdict verdict)
{
    switch (verdict) {
    case HookVerdict::Allow: return QStringLiteral("allow");
    case HookVerdict::Deny: return QStringLiteral("deny");
    case HookVerdict::Ask: return QStringLiteral("ask");
    case HookVerdict::NoVerdict: return QStringLiteral("none");
    }
    return QStringLiteral("deny");
}

HookCall::HookCall(HookService *service, HookRequest request, QString taskId, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_request(std::move(request))
    , m_taskId(std::move(taskId))
{
    m_clock.start();
    m_deadline.setSingleShot(true);
    m_deadline.setTimerType(Qt::PreciseTimer);
    connect(&m_deadline, &QTimer::timeout, this, &HookCall::onDeadline);
    if (m_request.command.trimmed().isEmpty())
        m_invalid = QStringLiteral("the hook sent no command to judge");
    else if (std::size_t(m_request.command.toUtf8().size()) > core::TerminalArgs::kMaxCommandBytes)
        m_invalid = QStringLiteral("the command is %1 bytes; Airlock judges commands of up to 1 MiB")
                        .arg(m_request.command.toUtf8().size());
}

HookCall::~HookCall()
{
    if (m_ticket && !m_ticket->isDecided()) {
        m_ticket->disconnect(this);
        m_ticket->cancel();
    }
}

void HookCall::start()
{
    backends::TaskRegistry *registry = m_service->m_registry;
    const QVariantMap facts = {{QStringLiteral("cwd"), m_request.cwd},
                               {QStringLiteral("agent"), m_request.agent},
                               {QStringLiteral("session"), m_request.sessionId}};
    registry->noteOwnShell(m_taskId, HookService::shellLabel(m_request.agent), facts);
    if (!m_invalid.isEmpty()) {
        m_decidedBy = QStringLiteral("none");
        answer(HookVerdict::Deny, QStringLiteral("Airlock cannot judge this command: ") + m_invalid);
        return;
    }
    registry->commandStarted(m_taskId, m_request.command);
    if (m_request.event == QLatin1String("PermissionRequest") &&
        m_service->takeRememberedAllow(m_taskId, m_request.command)) {
        m_decidedBy = core::decidedByName(core::DecidedBy::Person);
        answer(HookVerdict::Allow, QStringLiteral("Allowed in Airlock by the person at the desk."));
        return;
    }
    core::ApprovalRequest request;
    request.taskId = m_taskId;
    request.clientName = m_request.agent;
    request.backend = HookService::shellLabel(m_request.agent);
    request.cwd = m_request.cwd;
    request.command = m_request.command;
    request.ownShell = true;
    request.deferToAgent = m_request.agentCanAsk && m_service->settings().askIn == QLatin1String("agent");
    m_ticket = m_service->m_gate->request(request, this);
    if (m_ticket->isDecided()) {
        onDecided();
        return;
    }
    m_askedAtMs = m_clock.elapsed();
    registry->setWaitingForApproval(m_taskId, request.backend, true);
    connect(m_ticket, &core::ApprovalTicket::decided, this, &HookCall::onDecided);
    if (m_request.deadlineMs > 0)
        m_deadline.start(std::max(m_request.deadlineMs / 2, m_request.deadlineMs - 1500));
}

void HookCall::onDecided()
{
    m_deadline.stop();
    if (m_askedAtMs >= 0)
        m_waitMs = m_clock.elapsed() - m_askedAtMs;
    if (m_service && m_service->m_registry)
        m_service->m_registry->setWaitingForApproval(m_taskId, HookService::shellLabel(m_request.agent), false);
    const core::ApprovalTicket &ticket = *m_ticket;
    m_decidedBy = core::decidedByName(ticket.decidedBy);
    switch (ticket.outcome()) {
    case core::ApprovalOutcome::AllowedOnce:
    case core::ApprovalOutcome::AllowedSession:
    case core::ApprovalOutcome::AllowedAlways:
        if (ticket.decidedBy == core::DecidedBy::Person) {
            if (m_service)
                m_service->rememberAllow(m_taskId, m_request.command);
            answer(HookVerdict::Allow, QStringLiteral("Allowed in Airlock by the person at the desk."));
        } else if (ticket.decidedBy == core::DecidedBy::ApprovalsOff || ticket.decidedBy == core::DecidedBy::Headless) {
            // Nobody looked at it: approvals off, or the blanket `--approve allow`. That lets a `terminal` call run,
            // but it is no reason to skip the agent's own permission prompt: the agent decides as it would alone.
            answer(HookVerdict::NoVerdict, {});
        } else if (m_request.event == QLatin1String("PermissionRequest") &&
                   ticket.decidedBy == core::DecidedBy::Policy) {
            // Codex asks because its own sandbox wants it; Airlock found nothing to ask about, so Codex asks.
            answer(HookVerdict::NoVerdict, {});
        } else {
            answer(HookVerdict::Allow, {}); // nothing dangerous, an allow rule, or the session's grant
        }
        return;
    case core::ApprovalOutcome::Deferred: answer(HookVerdict::Ask, ticket.message()); return;
    case core::ApprovalOutcome::TimedOut: answerUndecided(ticket.message()); return;
    case core::ApprovalOutcome::Cancelled:
        if (m_cancelled)
            finish(); // the hook is gone: nobody to answer
        else
            answerUndecided(QStringLiteral("the question was withdrawn"));
        return;
    case core::ApprovalOutcome::Denied:
        if (ticket.decidedBy == core::DecidedBy::NobodyThere)
            answerUndecided(ticket.message());
        else
            answer(HookVerdict::Deny, denialReason(ticket));
        return;
    case core::ApprovalOutcome::Refused: answer(HookVerdict::Deny, denialReason(ticket)); return;
    }
}

void HookCall::onDeadline()
{
    if (m_ticket && !m_ticket->isDecided())
        m_ticket->decide(core::ApprovalOutcome::TimedOut,
                         QStringLiteral("nobody answered in Airlock before the agent's hook time ran out"),
                         core::DecidedBy::Timeout);
}

// Nobody could decide: the agent's own prompt asks where it has one and the setting says so; otherwise, deny.
void HookCall::answerUndecided(const QString &why)
{
    const QString reason = why.isEmpty() ? QStringLiteral("nobody decided") : why;
    // The stricter of the hook's setting and the app's: either saying "deny" denies.
    const bool asks = m_request.failureAsks && m_service && m_service->settings().onFailure != QLatin1String("deny");
    if (asks && m_request.agentCanAsk)
        answer(HookVerdict::Ask,
               QStringLiteral("Airlock could not get an answer (%1); please decide here.").arg(reason));
    else
        answer(HookVerdict::Deny, QStringLiteral("Denied because Airlock could not get an answer: %1").arg(reason));
}

void HookCall::answer(HookVerdict verdict, const QString &reason)
{
    if (m_answered)
        return;
    m_answered = true;
    m_verdict = verdict;
    m_reason = reason;
    finish();
}

void HookCall::cancel()
{
    if (m_finished || m_cancelled)
        return;
    m_cancelled = true;
    if (m_ticket && !m_ticket->isDecided())
        m_ticket->cancel();
}

// Recorded, then finished(): what a hook told its agent is on record before the agent hears it.
void HookCall::finish()
{
    if (!m_service) {
        m_finished = true;
        emit finished();
        return;
    }
    if (m_service->m_registry && m_invalid.isEmpty())
        m_service->m_registry->commandFinished(m_taskId, std::nullopt);
    auto done = [this](bool) {
        m_finished = true;
        emit finished();
    };
    if (AuditLog *audit = m_service->m_audit) {
        audit->append(auditRecord(), this, done);
        return;
    }
    QMetaObject::invokeMethod(
        this, [done] { done(true); }, Qt::QueuedConnection);
}

AuditRecord HookCall::auditRecord() const
{
    AuditRecord r;
    r.time = m_arrived;
    r.kind = QStringLiteral("hook");
    r.taskId = m_taskId;
    r.clientName = m_request.agent;
    r.clientVersion = m_request.agentVersion;
    r.clientDirectory = auditText(m_request.cwd);
    r.backend = HookService::shellLabel(m_request.agent);
    r.cwd = r.clientDirectory;
    r.command = auditText(m_request.command, m_invalid.isEmpty() ? 0 : 2000);
    r.approvalWaitMs = m_waitMs;
    if (m_ticket) {
        recordDecision(r, *m_ticket);
    } else if (!m_invalid.isEmpty()) {
        r.decision = QStringLiteral("invalid");
        r.decidedBy = QStringLiteral("none");
        r.message = m_invalid;
    } else {
        r.decision = QStringLiteral("allowed"); // the person's earlier answer for this command
        r.decidedBy = m_decidedBy;
        r.scope = QStringLiteral("once");
        r.via = QStringLiteral("earlier answer");
    }
    r.status =
        m_cancelled && !m_answered ? QStringLiteral("cancelled") : QStringLiteral("hook_") + hookVerdictName(m_verdict);
    r.durationMs = m_clock.elapsed();
    r.detail = {
        {QStringLiteral("agent"), m_request.agent},          {QStringLiteral("event"), m_request.event},
        {QStringLiteral("tool"), m_request.toolName},        {QStringLiteral("tool_use_id"), m_request.toolUseId},
        {QStringLiteral("session_id"), m_request.sessionId}, {QStringLiteral("reason"), auditText(m_reason, 2000)}};
    return r;
}

} // namespace airlock::engine
