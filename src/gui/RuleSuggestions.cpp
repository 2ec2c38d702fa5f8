// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "RuleSuggestions.h"

#include "safety/ApprovalPolicy.h"
#include "safety/CommandAnalyzer.h"

#include <algorithm>

namespace airlock::gui {

namespace {

using safety::Rule;
using safety::Verdict;

// What core::Redactor writes in place of a secret ("[REDACTED]", "abc123...[REDACTED]...wxyz", "[PRIVATE KEY
// REDACTED]"): a rule made from such text would allow the mask, never the command.
bool hasMaskedSecret(const QString &command)
{
    return command.contains(QLatin1String("REDACTED]"));
}

// A rule matches its part and is no broader than the part's program and subcommand (what the broker demands of an
// "Always allow…" answer).
QString problemWith(const Rule &rule, const safety::Invocation &inv)
{
    if (!rule.matches(inv))
        return RuleSuggestions::tr("`%1` does not match the command it is for")
            .arg(QString::fromStdString(rule.pattern));
    if (rule.broaderThan(inv))
        return RuleSuggestions::tr("`%1` is broader than the command's program and subcommand")
            .arg(QString::fromStdString(rule.pattern));
    return {};
}

} // namespace

QStringList RuleSuggestion::patterns() const
{
    QStringList out;
    for (const Part &part : parts)
        out << QString::fromStdString(part.rule.pattern);
    return out;
}

std::optional<RuleSuggestion> RuleSuggestions::suggest(const engine::AuditReader::Repeated &repeated,
                                                       const std::vector<safety::Rule> &existing)
{
    if (repeated.times < kMinTimes || repeated.command.trimmed().isEmpty() || hasMaskedSecret(repeated.command))
        return std::nullopt;
    const std::string text = repeated.command.toStdString();
    const safety::Analysis analysis = safety::CommandAnalyzer::analyze(text);
    if (!analysis.dangerous() || analysis.floor())
        return std::nullopt;

    RuleSuggestion suggestion;
    suggestion.command = repeated.command;
    suggestion.backend = repeated.backend;
    suggestion.times = repeated.times;
    std::vector<int> seen;
    for (const safety::Finding &f : analysis.findings) {
        // A finding about the whole text (unparseable, unreviewable) is something no rule covers: it always asks.
        if (f.invocation < 0 || std::size_t(f.invocation) >= analysis.resolution.invocations.size())
            return std::nullopt;
        if (std::find(seen.begin(), seen.end(), f.invocation) != seen.end())
            continue;
        seen.push_back(f.invocation);
        const safety::Invocation &inv = analysis.resolution.invocations[std::size_t(f.invocation)];
        if (!inv.programKnown)
            return std::nullopt;
        Rule rule = safety::proposeRule(inv);
        rule.backend = repeated.backend.toStdString();
        if (!problemWith(rule, inv).isEmpty())
            return std::nullopt; // e.g. an expansion (`rm -rf $DIR`) whose `*` would cover too much
        suggestion.parts.push_back({std::move(rule), inv});
    }
    if (suggestion.parts.empty())
        return std::nullopt;

    // Only what still asks, and only when the proposed rules are enough to make it run.
    const safety::ApprovalPolicy policy; // manual: what a rule changes, whatever the mode in force
    const std::string backend = repeated.backend.toStdString();
    if (policy.decide(analysis, backend, existing, {}).verdict != Verdict::Ask)
        return std::nullopt; // a rule already allows (or denies) it
    std::vector<Rule> with = existing;
    for (const RuleSuggestion::Part &part : suggestion.parts)
        with.push_back(part.rule);
    if (policy.decide(analysis, backend, with, {}).verdict != Verdict::Allow)
        return std::nullopt;
    return suggestion;
}

core::Result<QList<RuleSuggestion>> RuleSuggestions::find(const engine::AuditReader &reader,
                                                          const std::vector<safety::Rule> &existing,
                                                          const QDateTime &now) const
{
    auto repeated = reader.repeatedAllows(now.addDays(-kDays), kMinTimes, kMaxCandidates);
    if (!repeated)
        return repeated.error();
    QList<RuleSuggestion> out;
    for (const engine::AuditReader::Repeated &r : *repeated) {
        if (isDismissed(r.command))
            continue;
        if (auto suggestion = suggest(r, existing))
            out.append(std::move(*suggestion));
    }
    std::stable_sort(out.begin(), out.end(),
                     [](const RuleSuggestion &a, const RuleSuggestion &b) { return a.times > b.times; });
    return out;
}

RuleCheck RuleSuggestions::check(const RuleSuggestion &suggestion, const QStringList &patterns)
{
    RuleCheck out;
    QStringList lines;
    for (const QString &line : patterns) {
        if (!line.trimmed().isEmpty())
            lines << line.trimmed();
    }
    if (lines.isEmpty() || suggestion.parts.empty()) {
        out.problems << tr("there is no rule to save");
        return out;
    }
    std::vector<bool> covered(suggestion.parts.size(), false);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        std::string error;
        auto rule = Rule::make(Rule::Action::Allow, lines.at(i).toStdString(), &error);
        if (!rule) {
            out.problems << tr("line %1: %2").arg(i + 1).arg(QString::fromStdString(error));
            continue;
        }
        rule->backend = suggestion.backend.toStdString();
        // Its own part first (line i stands for part i, as proposed); a line beyond them for whichever it matches.
        std::size_t part = std::size_t(i);
        if (part >= suggestion.parts.size()) {
            part = 0;
            for (std::size_t p = 0; p < suggestion.parts.size(); ++p) {
                if (rule->matches(suggestion.parts[p].invocation)) {
                    part = p;
                    break;
                }
            }
        }
        const safety::Invocation &inv = suggestion.parts[part].invocation;
        if (const QString problem = problemWith(*rule, inv); !problem.isEmpty()) {
            out.problems << tr("line %1: %2").arg(i + 1).arg(problem);
            continue;
        }
        for (std::size_t p = 0; p < suggestion.parts.size(); ++p)
            covered[p] = covered[p] || rule->matches(suggestion.parts[p].invocation);
        const safety::RuleExamples examples = safety::ruleExamples(*rule, inv);
        for (const std::string &m : examples.matching)
            out.matching << QString::fromStdString(m);
        for (const std::string &m : examples.notMatching)
            out.notMatching << QString::fromStdString(m);
        out.rules.push_back(std::move(*rule));
    }
    for (std::size_t p = 0; p < covered.size() && out.problems.isEmpty(); ++p) {
        if (!covered[p])
            out.problems << tr("`%1` would still ask: no rule covers it")
                                .arg(QString::fromStdString(suggestion.parts[p].invocation.segment));
    }
    if (!out.problems.isEmpty())
        out.rules.clear();
    return out;
}

} // namespace airlock::gui
