// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ShellSyntax.h"

#include <string_view>

namespace airlock::safety {

// A hand-written parser for the bash language that agents send: quoting and escapes, lists and pipelines, compound
// commands, functions, redirections with heredoc bodies, and command/process substitutions parsed recursively (also
// inside double quotes, ${…}, arithmetic and expanding heredocs). It never executes or expands anything. Input it
// cannot parse (unbalanced quotes, nesting deeper than the limit, a NUL byte) yields errors, never a crash, in time
// linear in the input. See docs/safety.md for why this and not tree-sitter.
class ShellParser final
{
public:
    static constexpr int kMaxDepth = 100;
    // More simple commands than this in one text stops the parse (ParseTree::truncated): no agent sends that many,
    // and checking them all would keep the person waiting.
    static constexpr std::size_t kMaxCommands = 10000;

    static ParseTree parse(std::string_view text);
};

} // namespace airlock::safety
