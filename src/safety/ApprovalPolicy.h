// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CommandAnalyzer.h"
#include "Rule.h"

#include <map>
#include <string>
#include <vector>

namespace airlock::safety {

enum class Verdict { Allow, Ask, Deny };
std::string verdictName(Verdict verdict);

struct Decision {
    // What decided an allow or deny without asking: nothing dangerous, approvals off, rules, session grants.
    enum class Source { Analysis, ApprovalsOff, Rule, SessionGrant };
    Verdict verdict = Verdict::Allow;
    bool floor = false;
    std::string reason;            // why denied (the rule), or why allowed without asking
    std::vector<Finding> findings; // what asks
    Source source = Source::Analysis;
    std::vector<std::string> rules; // the rules (patterns) that denied it, or that covered its dangerous parts
};

// Decides allow / ask / deny for an analysed command (SPEC-terminal.md §5): deny rules win; a command without
// findings runs; the floor always asks; mode `off` (globally or for the backend) runs the rest; otherwise each
// dangerous part must be covered by an allow rule or a session grant of the task, or the command asks.
class ApprovalPolicy final
{
public:
    struct Settings {
        std::string mode = "manual";                   // manual | off
        std::map<std::string, std::string> perBackend; // backend → mode
    };

    ApprovalPolicy();
    explicit ApprovalPolicy(Settings settings)
        : m_settings(std::move(settings))
    {}

    Decision decide(const Analysis &analysis, const std::string &backend, const std::vector<Rule> &rules,
                    const std::vector<Rule> &sessionGrants) const;

    const Settings &settings() const { return m_settings; }

private:
    Settings m_settings;
};

} // namespace airlock::safety
