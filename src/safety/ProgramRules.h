// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CommandAnalyzer.h"

#include <map>
#include <optional>
#include <set>

namespace airlock::safety::rules {

// Where findings go while one command is judged.
class Context final
{
public:
    Context(const Resolution &resolution, std::vector<Finding> &findings);

    const Resolution &resolution;
    std::vector<Finding> &findings;

    const std::vector<int> &invocationsOf(int tree, int command) const;
    // `reason`: what the invocation does, in words (its English is the finding's reason).
    void add(const Invocation &inv, std::string_view category, Phrase reason, bool floor = false);

private:
    std::vector<std::vector<std::vector<int>>> m_index; // [tree][command] → invocations
    std::vector<int> m_none;
};

// True when getopt_long would take `given` (without --) for the long option `option`: the same name, or an
// abbreviation of it (rm --rec --for, --no-preserve). A one-word abbreviation that ends where the option's next word
// starts (--force for --force-with-lease, --dry for --dry-run) is taken for an option of its own, which such a
// program usually has; an abbreviation two options share makes getopt_long refuse the command, so it runs nothing.
bool abbreviatesLongOption(std::string_view given, std::string_view option);

// A program's options as parsed from its arguments: clusters of short options, --long[=value] (also abbreviated),
// `--` ending the options, operands (options after operands count too, as GNU getopt permutes them).
struct Options {
    std::set<char> shorts;
    std::map<char, std::string> shortValues;
    std::map<std::string, std::string> longs; // as given, without the leading --
    std::vector<const Word *> operands;

    bool has(char c) const { return shorts.count(c) > 0; }
    bool has(std::string_view name) const { return given(name) != nullptr; }
    std::optional<std::string> value(std::string_view name) const;
    // The long option given for `name`, exactly or abbreviated (see abbreviatesLongOption); null when none.
    const std::pair<const std::string, std::string> *given(std::string_view name) const;
};
Options parseOptions(const std::vector<Word> &args, std::string_view shortWithValue = {},
                     std::initializer_list<std::string_view> longWithValue = {});

// Applies the danger rules of the invocation's program, its wrappers and its redirections.
void judge(Context &ctx, const Invocation &inv);

} // namespace airlock::safety::rules
