// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Invocation.h"

#include <optional>
#include <string>
#include <vector>

namespace airlock::safety {

// An allow or deny rule on parsed commands: the program, then its arguments word for word; a word may hold glob
// characters (`test:*`), and a last word `*` stands for any further arguments. `git push` matches `git push` only;
// `npm run *` matches every `npm run …`. Matching is on argv after quote removal, never on the text.
struct Rule {
    enum class Action { Allow, Deny };

    Action action = Action::Allow;
    std::string pattern;
    std::vector<std::string> words; // parsed from pattern
    std::string backend;            // empty: every backend
    std::string created;            // ISO date, informational
    std::string note;

    // Parses and validates a pattern; the error says what is wrong with it.
    static std::optional<Rule> make(Action action, const std::string &pattern, std::string *error);

    bool matches(const Invocation &inv) const;
    // True when the rule covers more than `inv`'s program and subcommand allow (npm run test, never npm *).
    bool broaderThan(const Invocation &inv) const;
};

// The narrowest rule for a dangerous invocation: its argv word for word (what "Always allow…" proposes).
Rule proposeRule(const Invocation &inv);

// A few commands the rule would and would not match, for the person deciding.
struct RuleExamples {
    std::vector<std::string> matching;
    std::vector<std::string> notMatching;
};
RuleExamples ruleExamples(const Rule &rule, const Invocation &inv);

std::string actionName(Rule::Action action);
bool isPrivilegedWrapper(std::string_view name);

} // namespace airlock::safety
