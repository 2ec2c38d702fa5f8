// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditDecision.h"

#include <QJsonArray>

namespace airlock::engine {

namespace {

// A finding's phrase as the log keeps it: each literal argument redacted like the reason, so that the translated
// text shows nothing the English reason does not.
QJsonObject auditPhrase(const QJsonObject &phrase)
{
    if (phrase.isEmpty())
        return phrase;
    QJsonArray arguments;
    for (const QJsonValue &a : phrase.value(QLatin1String("a")).toArray())
        arguments.append(a.isObject() ? QJsonValue(auditPhrase(a.toObject())) : QJsonValue(auditText(a.toString())));
    QJsonObject out = phrase;
    out.insert(QStringLiteral("a"), arguments);
    return out;
}

// Once, for the session or always: what an allow by the person (or the headless answer) covers.
QString scopeName(const core::ApprovalTicket &ticket)
{
    if (ticket.decidedBy != core::DecidedBy::Person && ticket.decidedBy != core::DecidedBy::Headless)
        return {};
    switch (ticket.outcome()) {
    case core::ApprovalOutcome::AllowedOnce: return QStringLiteral("once");
    case core::ApprovalOutcome::AllowedSession: return QStringLiteral("session");
    case core::ApprovalOutcome::AllowedAlways: return QStringLiteral("always");
    default: return {};
    }
}

} // namespace

QString auditDecisionName(core::ApprovalOutcome outcome)
{
    switch (outcome) {
    case core::ApprovalOutcome::AllowedOnce:
    case core::ApprovalOutcome::AllowedSession:
    case core::ApprovalOutcome::AllowedAlways: return QStringLiteral("allowed");
    case core::ApprovalOutcome::Denied: return QStringLiteral("denied");
    case core::ApprovalOutcome::TimedOut: return QStringLiteral("timed_out");
    case core::ApprovalOutcome::Cancelled: return QStringLiteral("cancelled");
    case core::ApprovalOutcome::Refused: return QStringLiteral("refused");
    case core::ApprovalOutcome::Deferred: return QStringLiteral("deferred");
    }
    return QStringLiteral("denied");
}

void recordDecision(AuditRecord &record, const core::ApprovalTicket &ticket)
{
    for (const core::FindingSummary &f : ticket.findings)
        record.findings.append({f.category, auditText(f.reason), auditPhrase(f.phrase)});
    record.decision = auditDecisionName(ticket.outcome());
    record.decidedBy = core::decidedByName(ticket.decidedBy);
    record.scope = scopeName(ticket);
    record.rule = auditText(ticket.decidingRule);
    record.via = ticket.via;
    record.message = auditText(ticket.message());
}

} // namespace airlock::engine
