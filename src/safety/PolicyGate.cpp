// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "PolicyGate.h"

#include "PhraseJson.h"

#include "InteractiveGuard.h"
#include "RuleStore.h"
#include "SudoRewriter.h"

#include <algorithm>

namespace airlock::safety {

using core::ApprovalOutcome;

PolicyGate::PolicyGate(ApprovalPolicy policy, RuleStore *rules, ApprovalBroker *broker, Options options)
    : m_policy(std::move(policy))
    , m_rules(rules)
    , m_broker(broker)
    , m_options(options)
{}

ApprovalPolicy::Settings PolicyGate::settingsFrom(const core::Config::Approval &approval)
{
    ApprovalPolicy::Settings s;
    s.mode = approval.mode.toStdString();
    for (auto it = approval.perBackend.cbegin(); it != approval.perBackend.cend(); ++it)
        s.perBackend[it.key().toStdString()] = it.value().toStdString();
    return s;
}

namespace {

// The literal `cd` arguments of the top-level text before invocation `target`, in order: the checkpoint is taken of
// the directory the destructive part runs in. A `cd` that cannot be known statically (`cd "$X"`, `cd -`) ends the
// list there, as what follows it cannot be placed.
QStringList cdsBefore(const Resolution &r, int target)
{
    QStringList steps;
    if (target < 0 || static_cast<std::size_t>(target) >= r.invocations.size())
        return steps;
    const Invocation &destructive = r.invocations[static_cast<std::size_t>(target)];
    if (destructive.tree != 0)
        return steps;
    for (const Invocation &inv : r.invocations) {
        if (inv.tree != 0 || inv.begin >= destructive.begin)
            continue;
        if (inv.program != "cd" && inv.program != "pushd")
            continue;
        std::vector<const Word *> operands;
        for (const Word &w : inv.args) {
            if (w.literal() && w.text.size() > 1 && w.text.front() == '-' && w.text != "--")
                continue; // -L, -P, -e, -@
            if (w.text != "--")
                operands.push_back(&w);
        }
        if (operands.empty()) {
            steps << QStringLiteral("~");
            continue;
        }
        const Word &to = *operands.front();
        if (!to.literal() || to.glob || to.text == "-")
            break;
        steps << QString::fromStdString(to.text);
    }
    return steps;
}

QList<core::FindingSummary> summaries(const std::vector<Finding> &findings)
{
    QList<core::FindingSummary> list;
    for (const Finding &f : findings)
        list.append({QString::fromStdString(f.category), QString::fromStdString(f.reason), phraseJson(f.phrase)});
    return list;
}

QString joinedRules(const std::vector<std::string> &rules)
{
    QStringList patterns;
    for (const std::string &r : rules)
        patterns.append(QString::fromStdString(r));
    return patterns.join(QStringLiteral("; "));
}

core::DecidedBy decidedBy(const Decision &decision)
{
    switch (decision.source) {
    case Decision::Source::Rule: return core::DecidedBy::Rule;
    case Decision::Source::SessionGrant: return core::DecidedBy::SessionGrant;
    case Decision::Source::ApprovalsOff: return core::DecidedBy::ApprovalsOff;
    case Decision::Source::Analysis: break;
    }
    return core::DecidedBy::Policy;
}

// A hook's command that needs asking, where the agent's own prompt asks the person: why, in the prompt's words.
core::ApprovalTicket *deferred(const Decision &decision, const QList<core::FindingSummary> &findings, QObject *parent)
{
    QStringList reasons;
    for (const Finding &f : decision.findings) {
        const QString reason = QString::fromStdString(f.reason);
        if (!reason.isEmpty() && !reasons.contains(reason))
            reasons.append(reason);
    }
    auto *ticket = new core::ApprovalTicket(parent);
    ticket->findings = findings;
    ticket->decide(ApprovalOutcome::Deferred,
                   QStringLiteral("Airlock asks: %1")
                       .arg(reasons.isEmpty() ? QStringLiteral("this command needs approval")
                                              : reasons.join(QStringLiteral("; "))),
                   core::DecidedBy::AgentPrompt);
    return ticket;
}

} // namespace

void PolicyGate::prepare(core::ApprovalTicket *ticket, const Analysis &analysis, const core::ApprovalRequest &request,
                         const std::string &command) const
{
    if (m_options.sudoHelper && m_options.sudoHelper(request.backend)) {
        const std::string rewritten = rewriteSudo(command, analysis.resolution.trees.front());
        if (rewritten != command)
            ticket->commandToRun = QString::fromStdString(rewritten);
    }
    const auto destructive = std::find_if(analysis.findings.begin(), analysis.findings.end(), [](const Finding &f) {
        return f.category == Category::DestructiveFileOps || f.category == Category::DestructiveGit;
    });
    ticket->wantsCheckpoint = destructive != analysis.findings.end();
    if (ticket->wantsCheckpoint)
        ticket->checkpointCd = cdsBefore(analysis.resolution, destructive->invocation);
}

core::ApprovalTicket *PolicyGate::request(const core::ApprovalRequest &request, QObject *parent)
{
    const std::string command = request.command.toStdString();
    Analysis analysis = CommandAnalyzer::analyze(command);
    if (const auto refusal = request.ownShell ? std::nullopt : interactiveProgram(analysis.resolution)) {
        auto *ticket = new core::ApprovalTicket(parent);
        ticket->refuse({core::ErrorKind::CapabilityDenied, QString::fromStdString(refusal->message),
                        QStringLiteral("non_interactive_terminal_required")});
        return ticket;
    }
    const bool rulesUsable = m_rules && !m_rules->damaged();
    static const std::vector<Rule> kNoRules;
    const std::vector<Rule> grants = m_broker ? m_broker->sessionGrants(request.taskId) : std::vector<Rule>{};
    // An agent's own shell is this machine: the local backend's rules and approval mode apply to it.
    const std::string policyBackend = request.ownShell ? std::string("local") : request.backend.toStdString();
    const Decision decision =
        m_policy.decide(analysis, policyBackend, rulesUsable ? m_rules->rules() : kNoRules, grants);
    const QList<core::FindingSummary> findings = summaries(analysis.findings);
    if (decision.verdict == Verdict::Ask && request.deferToAgent)
        return deferred(decision, findings, parent);
    if (decision.verdict != Verdict::Ask || !m_broker) {
        auto *ticket = new core::ApprovalTicket(parent);
        ticket->findings = findings;
        ticket->decidingRule = joinedRules(decision.rules);
        if (decision.verdict == Verdict::Deny) {
            ticket->decide(ApprovalOutcome::Denied, QString::fromStdString(decision.reason), decidedBy(decision));
        } else if (decision.verdict == Verdict::Allow) {
            prepare(ticket, analysis, request, command);
            ticket->decide(ApprovalOutcome::AllowedOnce, {}, decidedBy(decision));
        } else {
            ticket->decide(ApprovalOutcome::Denied,
                           QStringLiteral("this command needs approval and nobody can give it"),
                           core::DecidedBy::NobodyThere);
        }
        return ticket;
    }
    ApprovalDetails details;
    details.request = request;
    details.findings = decision.findings;
    details.floor = decision.floor;
    details.invocations = analysis.resolution.invocations;
    if (m_rules && m_rules->damaged())
        details.rulesProblem = m_rules->problem();
    std::vector<int> seen;
    for (const Finding &f : decision.findings) {
        if (f.invocation < 0 || std::find(seen.begin(), seen.end(), f.invocation) != seen.end())
            continue;
        seen.push_back(f.invocation);
        const Invocation &inv = analysis.resolution.invocations[static_cast<std::size_t>(f.invocation)];
        if (!inv.programKnown)
            continue;
        ProposedRule p;
        p.rule = proposeRule(inv);
        p.examples = ruleExamples(p.rule, inv);
        p.invocation = f.invocation;
        details.proposals.push_back(std::move(p));
    }
    PendingApproval *ticket = m_broker->submit(std::move(details), parent, findings);
    prepare(ticket, analysis, request, command);
    return ticket;
}

} // namespace airlock::safety
