// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "FedCodeRules.h"

#include <algorithm>
#include <cctype>

namespace airlock::safety::rules {
namespace {

bool hasFinding(const Context &ctx, std::string_view category, int invocation)
{
    return std::any_of(ctx.findings.begin(), ctx.findings.end(),
                       [&](const Finding &f) { return f.category == category && f.invocation == invocation; });
}

} // namespace

void fedCodeRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    for (std::size_t i = 0; i < r.invocations.size(); ++i) {
        const Invocation &inv = r.invocations[i];
        if (inv.hiddenCodeFrom.empty())
            continue;
        if (inv.hiddenCodeDownloaded) {
            if (!hasFinding(ctx, Category::RemoteCodeExecution, static_cast<int>(i)))
                ctx.add(inv, Category::RemoteCodeExecution,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 runs what `%2` downloads"), inv.program,
                               inv.hiddenCodeFrom));
            continue;
        }
        if (!hasFinding(ctx, Category::UnknownProgram, static_cast<int>(i)))
            ctx.add(inv, Category::UnknownProgram,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                           "%1 runs text made by %2, which cannot be read before it runs"),
                           inv.program, inv.hiddenCodeFrom));
    }
}

} // namespace airlock::safety::rules
