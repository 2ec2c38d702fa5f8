// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace airlock::core {

// What the approval step is asked about one command (before anything runs: no checkpoint, backend or sudo yet).
struct ApprovalRequest {
    QString taskId;
    QString clientName;
    QString backend;
    QString cwd;
    QString workdir;
    QString command;
    QByteArray origin; // CallContext::origin of the call that asks
    // The command came through an agent's hook, and the agent can ask the person itself: a command that needs asking
    // is deferred to the agent's own prompt (ApprovalOutcome::Deferred) instead of Airlock's queue.
    bool deferToAgent = false;
    // The command runs in the agent's own shell (a hook), not in Airlock's: interactive programs are the agent's
    // business, so they are judged like any command instead of refused.
    bool ownShell = false;
};

// Refused: the command cannot run at all (an interactive program); the ticket's refusal says why. Deferred: the agent's
// own prompt asks the person (a hook's command, ApprovalRequest::deferToAgent); the message says why it needs asking.
enum class ApprovalOutcome {
    AllowedOnce,
    AllowedSession,
    AllowedAlways,
    Denied,
    TimedOut,
    Cancelled,
    Refused,
    Deferred
};

// Who or what made the decision, for the audit log: the policy (nothing dangerous), approvals turned off, a rule or a
// session grant, the person, the headless answer (`--approve`), the approval timeout, nobody being there to ask, the
// agent cancelling, the interactive-program refusal, or the agent's own prompt (a hook's command deferred to it).
enum class DecidedBy {
    Policy,
    ApprovalsOff,
    Rule,
    SessionGrant,
    Person,
    Headless,
    Timeout,
    NobodyThere,
    Cancelled,
    Refused,
    AgentPrompt
};

inline QString decidedByName(DecidedBy by)
{
    switch (by) {
    case DecidedBy::Policy: return QStringLiteral("policy");
    case DecidedBy::ApprovalsOff: return QStringLiteral("approvals_off");
    case DecidedBy::Rule: return QStringLiteral("rule");
    case DecidedBy::SessionGrant: return QStringLiteral("session_grant");
    case DecidedBy::Person: return QStringLiteral("person");
    case DecidedBy::Headless: return QStringLiteral("headless");
    case DecidedBy::Timeout: return QStringLiteral("timeout");
    case DecidedBy::NobodyThere: return QStringLiteral("nobody_there");
    case DecidedBy::Cancelled: return QStringLiteral("cancelled");
    case DecidedBy::Refused: return QStringLiteral("refused");
    case DecidedBy::AgentPrompt: return QStringLiteral("agent_prompt");
    }
    return QStringLiteral("policy");
}

// One finding of the analysis, as the audit log keeps it.
struct FindingSummary {
    QString category;
    QString reason;
    QJsonObject phrase; // the reason as a template and arguments (safety/PhraseJson.h), for a window to translate
};

// One pending decision; ends exactly once. Check isDecided() right after request(): it may be decided at once.
class ApprovalTicket : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApprovalTicket)

public:
    using QObject::QObject;
    ~ApprovalTicket() override = default;

    bool isDecided() const { return m_decided; }
    ApprovalOutcome outcome() const { return m_outcome; }
    bool allowed() const
    {
        return m_outcome == ApprovalOutcome::AllowedOnce || m_outcome == ApprovalOutcome::AllowedSession ||
               m_outcome == ApprovalOutcome::AllowedAlways;
    }
    QString message() const { return m_message; } // the person's words with a denial, or why it timed out
    const std::optional<Error> &refusal() const { return m_refusal; }

    // What the pipeline should run and do once allowed (the gate may rewrite sudo, or ask for a checkpoint).
    QString commandToRun;
    bool wantsCheckpoint = false;
    QStringList checkpointCd; // literal `cd` arguments before the destructive part (`cd app && rm -rf build`), in order
    QStringList notes;

    // Provenance, for the audit log: set by whoever decides, before decide().
    DecidedBy decidedBy = DecidedBy::Policy;
    QString decidingRule;           // the rule(s) that allowed or denied it, or that the answer saved
    QString via;                    // how the person answered (dialog, elicitation) or the headless answer
    QList<FindingSummary> findings; // everything the analysis found, asked about or not

    void refuse(const Error &error)
    {
        m_refusal = error;
        decide(ApprovalOutcome::Refused, error.message, DecidedBy::Refused);
    }

    // The agent cancelled the call: the ticket ends as Cancelled unless already decided.
    void cancel() { decide(ApprovalOutcome::Cancelled, {}, DecidedBy::Cancelled); }
    void decide(ApprovalOutcome outcome, const QString &message, DecidedBy by)
    {
        if (m_decided)
            return;
        decidedBy = by;
        decide(outcome, message);
    }

signals:
    void decided();

private:
    void decide(ApprovalOutcome outcome, const QString &message)
    {
        if (m_decided)
            return;
        m_decided = true;
        m_outcome = outcome;
        m_message = message;
        emit decided();
    }

    bool m_decided = false;
    ApprovalOutcome m_outcome = ApprovalOutcome::Denied;
    QString m_message;
    std::optional<Error> m_refusal;
};

// The approval step of the pipeline. The safety layer implements the real policy and broker.
class ApprovalGate
{
public:
    virtual ~ApprovalGate() = default;
    virtual ApprovalTicket *request(const ApprovalRequest &request, QObject *parent) = 0;
};

// Allows everything, at once. What the engine uses until a policy is plugged in.
class AllowAllGate final : public ApprovalGate
{
public:
    ApprovalTicket *request(const ApprovalRequest &, QObject *parent) override
    {
        auto *ticket = new ApprovalTicket(parent);
        ticket->decide(ApprovalOutcome::AllowedOnce, {}, DecidedBy::Policy);
        return ticket;
    }
};

} // namespace airlock::core
