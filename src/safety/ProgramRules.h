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
    void add(const Invocation &inv, std::string_view category, std::string reason, bool floor = false);

private:
    std::vector<std::vector<std::vector<int>>> m_index; // [tree][command] → invocations
    std::vector<int> m_none;
};

// A program's options as parsed from its arguments: clusters of short options, --long[=value], operands.
struct Options {
    std::set<char> shorts;
    std::map<char, std::string> shortValues;
    std::map<std::string, std::string> longs; // without the leading --
    std::vector<const Word *> operands;

    bool has(char c) const { return shorts.count(c) > 0; }
    bool has(std::string_view name) const { return longs.count(std::string(name)) > 0; }
    std::optional<std::string> value(std::string_view name) const;
};
Options parseOptions(const std::vector<Word> &args, std::string_view shortWithValue = {},
                     std::initializer_list<std::string_view> longWithValue = {});

// Applies the danger rules of the invocation's program, its wrappers and its redirections.
void judge(Context &ctx, const Invocation &inv);

} // namespace airlock::safety::rules
