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

// git -c core.hooksPath=DIR …, git config core.hooksPath DIR: hooks from elsewhere run on the next commit.
bool changesHooks(const Invocation &inv)
{
    if (inv.program != "git")
        return false;
    for (const Word &w : inv.args) {
        std::string t = w.text;
        std::transform(t.begin(), t.end(), t.begin(), [](unsigned char c) { return std::tolower(c); });
        if (t.rfind("core.hookspath", 0) == 0 && t != "core.hookspath=.git/hooks")
            return std::none_of(inv.args.begin(), inv.args.end(),
                                [](const Word &o) {
                                    return o.text == "--get" || o.text == "--unset" || o.text == "get" ||
                                           o.text == "unset" || o.text == "-l" || o.text == "--list";
                                }) &&
                   (t.size() > 14 || &w != &inv.args.back());
    }
    return false;
}

} // namespace

void fedCodeRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    for (std::size_t i = 0; i < r.invocations.size(); ++i) {
        const Invocation &inv = r.invocations[i];
        if (changesHooks(inv))
            ctx.add(inv, Category::SystemFileWrites, "points git's hooks at another directory, whose scripts git runs");
        if (inv.hiddenCodeFrom.empty())
            continue;
        if (inv.hiddenCodeDownloaded) {
            if (!hasFinding(ctx, Category::RemoteCodeExecution, static_cast<int>(i)))
                ctx.add(inv, Category::RemoteCodeExecution,
                        inv.program + " runs what `" + inv.hiddenCodeFrom + "` downloads");
            continue;
        }
        if (!hasFinding(ctx, Category::UnknownProgram, static_cast<int>(i)))
            ctx.add(inv, Category::UnknownProgram,
                    inv.program + " runs text made by " + inv.hiddenCodeFrom + ", which cannot be read before it runs");
    }
}

} // namespace airlock::safety::rules
