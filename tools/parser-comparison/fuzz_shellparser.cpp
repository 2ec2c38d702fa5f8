// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target for ShellParser alone, the counterpart of fuzz_treesitter.cpp (tests/fuzz/fuzz_analyzer.cpp also
// runs the danger rules, so its execs/s are not the parser's).
#include "safety/ShellParser.h"

#include <cstddef>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const airlock::safety::ParseTree tree = airlock::safety::ShellParser::parse(text);
    // Every word and command lies inside the text; every substitution points at a real command.
    for (const airlock::safety::SimpleCommand &c : tree.commands) {
        if (c.begin > c.end || c.end > size || c.parent >= static_cast<int>(tree.commands.size()))
            __builtin_trap();
        for (const airlock::safety::Word &w : c.words) {
            if (w.begin > w.end || w.end > size)
                __builtin_trap();
            for (int s : w.substitutions)
                if (s < 0 || s >= static_cast<int>(tree.commands.size()))
                    __builtin_trap();
        }
    }
    return 0;
}
