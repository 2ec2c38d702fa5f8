// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target: any bytes through the parser, the resolver, the danger rules, the policy, the interactive guard,
// the sudo rewrite and rule matching. A crash, a sanitizer report or a hang fails it.
#include "safety/ApprovalPolicy.h"
#include "safety/InteractiveGuard.h"
#include "safety/SudoRewriter.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace airlock::safety;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const Analysis analysis = CommandAnalyzer::analyze(text);
    (void)interactiveProgram(analysis.resolution);
    const Decision decision = ApprovalPolicy().decide(analysis, "local", {}, {});
    // Every finding points inside the text and at a real invocation.
    for (const Finding &f : analysis.findings) {
        if (f.begin > f.end || f.end > text.size() + 1)
            __builtin_trap();
        if (f.invocation >= static_cast<int>(analysis.resolution.invocations.size()))
            __builtin_trap();
    }
    if (!analysis.resolution.errors.empty() && decision.verdict == Verdict::Allow)
        __builtin_trap(); // unparseable input must never be allowed
    if (!analysis.resolution.trees.empty())
        (void)rewriteSudo(text, analysis.resolution.trees.front());
    for (const Invocation &inv : analysis.resolution.invocations) {
        if (!inv.programKnown)
            continue;
        const Rule rule = proposeRule(inv);
        if (!rule.matches(inv))
            __builtin_trap(); // a proposed rule always covers its own command
        (void)ruleExamples(rule, inv);
    }
    return 0;
}
