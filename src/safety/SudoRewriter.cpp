// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SudoRewriter.h"

#include "CommandResolver.h"

#include <algorithm>
#include <array>
#include <set>
#include <vector>

namespace airlock::safety {

namespace {

bool isLeadingWrapper(std::string_view program)
{
    static constexpr std::array<std::string_view, 12> kWrappers = {
        "env", "nice", "nohup", "timeout", "time", "stdbuf", "xargs", "command", "exec", "setsid", "ionice", "builtin"};
    return std::find(kWrappers.begin(), kWrappers.end(), program) != kWrappers.end();
}

bool askpassAlready(const std::vector<Word> &words, std::size_t sudo)
{
    for (std::size_t i = sudo + 1; i < words.size(); ++i) {
        const std::string &a = words[i].text;
        if (a == "--")
            break;
        if (a.empty() || a[0] != '-')
            break;
        if (a == "-A" || a == "--askpass" || a == "-S" || a == "--stdin" || a == "-n" || a == "--non-interactive" ||
            (a.size() > 1 && a[1] != '-' && a.find_first_of("ASn") != std::string::npos))
            return true;
    }
    return false;
}

} // namespace

std::string rewriteSudo(std::string_view text, const ParseTree &tree)
{
    std::vector<std::size_t> insertAt; // byte offsets just after a sudo word
    for (const SimpleCommand &c : tree.commands) {
        for (std::size_t i = 0; i < c.words.size(); ++i) {
            const Word &w = c.words[i];
            if (!w.literal())
                break;
            const std::string program = programName(w.text);
            if (program == "sudo") {
                if (!askpassAlready(c.words, i) && w.end <= text.size())
                    insertAt.push_back(w.end);
                break;
            }
            // Step over leading wrappers and their options and operands (env A=1, timeout 5, nice -n 3).
            if (i == 0 && !isLeadingWrapper(program))
                break;
            if (i > 0 && !isLeadingWrapper(program) &&
                !(w.text.size() > 0 && (w.text[0] == '-' || w.text.find('=') != std::string::npos ||
                                        std::isdigit(static_cast<unsigned char>(w.text[0])))))
                break;
        }
    }
    if (insertAt.empty())
        return std::string(text);
    std::sort(insertAt.begin(), insertAt.end());
    std::string out;
    out.reserve(text.size() + insertAt.size() * 3);
    std::size_t from = 0;
    for (const std::size_t at : insertAt) {
        out.append(text.substr(from, at - from));
        out += " -A";
        from = at;
    }
    out.append(text.substr(from));
    return out;
}

} // namespace airlock::safety
