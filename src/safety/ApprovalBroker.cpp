// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ApprovalBroker.h"

#include "RuleStore.h"

namespace airlock::safety {

using core::ApprovalOutcome;
using core::Error;

PendingApproval::PendingApproval(int id, ApprovalDetails details, QObject *parent)
    : core::ApprovalTicket(parent)
    , m_id(id)
    , m_details(std::move(details))
    , m_created(QDateTime::currentDateTime())
{}

ApprovalBroker::ApprovalBroker(RuleStore *rules, int timeoutSecs, QObject *parent)
    : QObject(parent)
    , m_rules(rules)
    , m_timeoutSecs(timeoutSecs)
{}

void ApprovalBroker::setHeadless(HeadlessAnswer answer)
{
    m_mode = Mode::Headless;
    m_headless = answer;
}

void ApprovalBroker::setInteractive(bool interactive)
{
    m_mode = interactive ? Mode::Interactive : Mode::NoPresenter;
}

PendingApproval *ApprovalBroker::submit(ApprovalDetails details, QObject *parent, QList<core::FindingSummary> findings)
{
    auto *ticket = new PendingApproval(m_nextId++, std::move(details), parent);
    ticket->findings = std::move(findings);
    using core::DecidedBy;
    connect(ticket, &core::ApprovalTicket::decided, this, [this, ticket] { finished(ticket); });
    if (m_mode == Mode::NoPresenter) {
        ticket->decide(ApprovalOutcome::Denied,
                       QStringLiteral("this command needs a person's approval and no approval window is open"),
                       DecidedBy::NobodyThere);
        return ticket;
    }
    if (m_mode == Mode::Headless && m_headless == HeadlessAnswer::Deny) {
        ticket->via = QStringLiteral("--approve deny");
        ticket->decide(ApprovalOutcome::Denied,
                       QStringLiteral("no person is available to approve this command (headless, --approve deny)"),
                       DecidedBy::Headless);
        return ticket;
    }
    if (m_mode == Mode::Headless && m_headless == HeadlessAnswer::Allow && !ticket->details().floor) {
        ticket->via = QStringLiteral("--approve allow");
        ticket->decide(ApprovalOutcome::AllowedOnce, {}, DecidedBy::Headless);
        return ticket;
    }
    if (m_mode == Mode::Headless && m_headless == HeadlessAnswer::Allow) {
        ticket->via = QStringLiteral("--approve allow");
        ticket->decide(ApprovalOutcome::Denied,
                       QStringLiteral("this command is on the safety floor and needs a person's approval; --approve "
                                      "allow does not cover it"),
                       DecidedBy::Headless);
        return ticket;
    }
    if (m_timeoutSecs > 0) {
        ticket->setDeadline(ticket->created().addSecs(m_timeoutSecs));
        auto *timer = new QTimer(ticket);
        timer->setSingleShot(true);
        timer->setTimerType(Qt::PreciseTimer); // a coarse timer may end the person's time up to 5 % early
        connect(timer, &QTimer::timeout, ticket, [ticket, secs = m_timeoutSecs] {
            ticket->decide(ApprovalOutcome::TimedOut,
                           QStringLiteral("nobody answered the approval request within %1 s").arg(secs),
                           core::DecidedBy::Timeout);
        });
        timer->start(m_timeoutSecs * 1000);
    }
    m_queue.append(ticket);
    emit ticketAdded(ticket);
    return ticket;
}

core::Result<bool> ApprovalBroker::answer(PendingApproval *ticket, const Answer &answer)
{
    if (!ticket || ticket->isDecided())
        return Error::invalidArguments(QStringLiteral("this approval was already answered"));
    const ApprovalDetails &d = ticket->details();
    if (answer.kind == AnswerKind::Deny) {
        ticket->via = answer.via;
        ticket->decide(ApprovalOutcome::Denied, answer.message,
                       answer.nobodyThere ? core::DecidedBy::NobodyThere : core::DecidedBy::Person);
        return true;
    }
    if (d.floor && answer.kind != AnswerKind::AllowOnce)
        return Error::invalidArguments(
            QStringLiteral("this command is on the safety floor: it can only be allowed once"));
    if (answer.kind == AnswerKind::AllowOnce) {
        ticket->via = answer.via;
        ticket->decide(ApprovalOutcome::AllowedOnce, {}, core::DecidedBy::Person);
        return true;
    }
    // Session or always: the rules proposed (or as edited), each checked against the part it stands for.
    std::vector<Rule> rules;
    if (answer.rules.empty()) {
        for (const ProposedRule &p : d.proposals)
            rules.push_back(p.rule);
    } else {
        for (std::size_t i = 0; i < answer.rules.size(); ++i) {
            std::string error;
            auto rule = Rule::make(Rule::Action::Allow, answer.rules[i], &error);
            if (!rule)
                return Error::invalidArguments(QString::fromStdString(error));
            const ProposedRule *proposal = i < d.proposals.size() ? &d.proposals[i] : nullptr;
            if (proposal && proposal->invocation >= 0 && proposal->invocation < int(d.invocations.size())) {
                const Invocation &inv = d.invocations[static_cast<std::size_t>(proposal->invocation)];
                if (!rule->matches(inv))
                    return Error::invalidArguments(QStringLiteral("the rule `%1` does not match the command it is for")
                                                       .arg(QString::fromStdString(rule->pattern)));
                if (rule->broaderThan(inv))
                    return Error::invalidArguments(
                        QStringLiteral("the rule `%1` is broader than the command's program and "
                                       "subcommand")
                            .arg(QString::fromStdString(rule->pattern)));
            }
            rules.push_back(std::move(*rule));
        }
    }
    if (rules.empty())
        return Error::invalidArguments(QStringLiteral("there is no rule to save for this command"));
    QStringList saved;
    if (answer.kind == AnswerKind::AllowSession) {
        auto &grants = m_grants[d.request.taskId];
        for (const Rule &r : rules) {
            grants.push_back(r);
            saved.append(QString::fromStdString(r.pattern));
        }
        ticket->setSavedRules(saved);
        ticket->decidingRule = saved.join(QStringLiteral("; "));
        ticket->via = answer.via;
        ticket->decide(ApprovalOutcome::AllowedSession, {}, core::DecidedBy::Person);
        return true;
    }
    if (!m_rules)
        return Error::executionFailed(QStringLiteral("rules cannot be saved: no rule store"));
    for (Rule r : rules) {
        r.created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
        if (auto ok = m_rules->add(r); !ok)
            return ok;
        saved.append(QString::fromStdString(r.pattern));
    }
    ticket->setSavedRules(saved);
    ticket->decidingRule = saved.join(QStringLiteral("; "));
    ticket->via = answer.via;
    ticket->decide(ApprovalOutcome::AllowedAlways, {}, core::DecidedBy::Person);
    return true;
}

void ApprovalBroker::finished(PendingApproval *ticket)
{
    const bool queued = m_queue.removeAll(ticket) > 0;
    m_queue.removeAll(nullptr);
    if (queued)
        emit ticketFinished(ticket);
}

QList<PendingApproval *> ApprovalBroker::pending() const
{
    QList<PendingApproval *> list;
    for (const auto &t : m_queue) {
        if (t && !t->isDecided())
            list.append(t);
    }
    return list;
}

std::vector<Rule> ApprovalBroker::sessionGrants(const QString &taskId) const
{
    return m_grants.value(taskId);
}

void ApprovalBroker::clearSession(const QString &taskId)
{
    m_grants.remove(taskId);
}

} // namespace airlock::safety
