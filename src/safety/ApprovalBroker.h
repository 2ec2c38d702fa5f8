// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CommandAnalyzer.h"
#include "Rule.h"
#include "core/ApprovalGate.h"
#include "core/Error.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <vector>

namespace airlock::safety {

class RuleStore;

// A rule the person may save with "Always allow…", with examples of what it covers.
struct ProposedRule {
    Rule rule;
    RuleExamples examples;
    int invocation = -1;
};

// What the person at the desk is asked about.
struct ApprovalDetails {
    core::ApprovalRequest request;
    std::vector<Finding> findings;
    bool floor = false; // approvable once only
    std::vector<ProposedRule> proposals;
    std::vector<Invocation> invocations; // the parsed parts, for showing segments
    QString rulesProblem;                // a damaged rules.json, shown so the person knows why rules do not apply
};

enum class AnswerKind { AllowOnce, AllowSession, AllowAlways, Deny };

struct Answer {
    AnswerKind kind = AnswerKind::Deny;
    QString message;                        // goes back to the agent with a denial
    std::vector<std::string> rules;         // "Always allow…": the patterns, as edited by the person
    QString via = QStringLiteral("dialog"); // how the person answered, for the audit log
    // The presenter could not reach anyone (no client connected, no elicitation capability): a denial by nobody.
    bool nobodyThere = false;
};

// One pending decision; ends exactly once (allowed once/session/always, denied, timed out, cancelled).
class PendingApproval final : public core::ApprovalTicket
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PendingApproval)

public:
    PendingApproval(int id, ApprovalDetails details, QObject *parent);

    int id() const { return m_id; }
    const ApprovalDetails &details() const { return m_details; }
    QDateTime created() const { return m_created; }
    QDateTime deadline() const { return m_deadline; } // invalid: no time limit
    void setDeadline(const QDateTime &deadline) { m_deadline = deadline; }
    QStringList savedRules() const { return m_savedRules; }
    void setSavedRules(QStringList rules) { m_savedRules = std::move(rules); }

private:
    int m_id;
    ApprovalDetails m_details;
    QDateTime m_created;
    QDateTime m_deadline;
    QStringList m_savedRules;
};

// The queue of pending approvals. Whoever presents them (the GUI dialog, the headless policy of `airlock call`,
// an MCP client through elicitation) answers through answer(); tickets time out, and without any presenter the
// answer is deny — fail closed everywhere.
class ApprovalBroker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApprovalBroker)

public:
    enum class Mode { NoPresenter, Headless, Interactive };
    enum class HeadlessAnswer { Deny, Allow, AskTimeout };

    ApprovalBroker(RuleStore *rules, int timeoutSecs, QObject *parent = nullptr);

    void setHeadless(HeadlessAnswer answer);
    void setInteractive(bool interactive); // a person can see the queue (the GUI)
    Mode mode() const { return m_mode; }
    void setTimeoutSecs(int secs) { m_timeoutSecs = secs; }
    int timeoutSecs() const { return m_timeoutSecs; }

    // `findings`: everything the analysis found (the ticket's provenance for the audit log), set before it is decided.
    PendingApproval *submit(ApprovalDetails details, QObject *parent, QList<core::FindingSummary> findings = {});
    // Validates and applies an answer: a floor command can only be allowed once; "always" saves the rules (each no
    // broader than its command's program and subcommand); "session" grants them to the task.
    core::Result<bool> answer(PendingApproval *ticket, const Answer &answer);

    QList<PendingApproval *> pending() const;
    std::vector<Rule> sessionGrants(const QString &taskId) const;
    void clearSession(const QString &taskId);

signals:
    void ticketAdded(airlock::safety::PendingApproval *ticket);
    void ticketFinished(airlock::safety::PendingApproval *ticket);

private:
    void finished(PendingApproval *ticket);

    QPointer<RuleStore> m_rules;
    int m_timeoutSecs = 300;
    Mode m_mode = Mode::NoPresenter;
    HeadlessAnswer m_headless = HeadlessAnswer::Deny;
    QList<QPointer<PendingApproval>> m_queue;
    QHash<QString, std::vector<Rule>> m_grants;
    int m_nextId = 1;
};

} // namespace airlock::safety
