// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ApprovalPolicy.h"

#include <algorithm>

namespace airlock::safety {

ApprovalPolicy::ApprovalPolicy() = default;

std::string verdictName(Verdict verdict)
{
    switch (verdict) {
    case Verdict::Allow: return "allow";
    case Verdict::Ask: return "ask";
    case Verdict::Deny: return "deny";
    }
    return "ask";
}

Decision ApprovalPolicy::decide(const Analysis &analysis, const std::string &backend, const std::vector<Rule> &rules,
                                const std::vector<Rule> &sessionGrants) const
{
    Decision d;
    const auto applies = [&](const Rule &r) { return r.backend.empty() || r.backend == backend; };
    for (const Rule &rule : rules) {
        if (rule.action != Rule::Action::Deny || !applies(rule))
            continue;
        for (const Invocation &inv : analysis.resolution.invocations) {
            if (rule.matches(inv)) {
                d.verdict = Verdict::Deny;
                d.reason = "denied by the rule `" + rule.pattern + "`";
                d.source = Decision::Source::Rule;
                d.rules = {rule.pattern};
                return d;
            }
        }
    }
    if (!analysis.dangerous()) {
        d.reason = "nothing dangerous found";
        return d;
    }
    if (analysis.floor()) {
        d.verdict = Verdict::Ask;
        d.floor = true;
        d.findings = analysis.findings;
        return d;
    }
    const auto backendMode = m_settings.perBackend.find(backend);
    const std::string &mode = backendMode != m_settings.perBackend.end() ? backendMode->second : m_settings.mode;
    if (mode == "off") {
        d.reason =
            "approvals are off" + std::string(backendMode != m_settings.perBackend.end() ? " for " + backend : "");
        d.source = Decision::Source::ApprovalsOff;
        return d;
    }
    // A compound command runs only if every dangerous part is covered.
    bool anyByRule = false;
    for (const Finding &f : analysis.findings) {
        const Rule *covering = nullptr;
        bool byGrant = false;
        if (f.invocation >= 0) {
            const Invocation &inv = analysis.resolution.invocations[static_cast<std::size_t>(f.invocation)];
            const auto rule = std::find_if(rules.begin(), rules.end(), [&](const Rule &r) {
                return r.action == Rule::Action::Allow && applies(r) && r.matches(inv);
            });
            const auto grant =
                std::find_if(sessionGrants.begin(), sessionGrants.end(), [&](const Rule &r) { return r.matches(inv); });
            covering = rule != rules.end() ? &*rule : grant != sessionGrants.end() ? &*grant : nullptr;
            byGrant = rule == rules.end() && covering;
        }
        if (!covering) {
            d.findings.push_back(f);
            continue;
        }
        if (std::find(d.rules.begin(), d.rules.end(), covering->pattern) == d.rules.end())
            d.rules.push_back(covering->pattern);
        anyByRule = anyByRule || !byGrant;
    }
    if (d.findings.empty()) {
        d.reason = "allowed by rules or session grants";
        d.source = anyByRule ? Decision::Source::Rule : Decision::Source::SessionGrant;
        return d;
    }
    d.rules.clear();
    d.verdict = Verdict::Ask;
    return d;
}

} // namespace airlock::safety
