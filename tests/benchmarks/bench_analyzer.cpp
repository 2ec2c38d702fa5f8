// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The danger rules: time per command (target: median under 50 µs for commands under 200 characters), recall on
// tests/data/dangerous.jsonl (target ≥ 99 %), false positives on ordinary.jsonl (target ≤ 2 %), and the time of
// hostile inputs (target: a verdict within 100 ms each).
#include "safety/ApprovalPolicy.h"
#include "safety/InteractiveGuard.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <string>
#include <vector>

using namespace airlock::safety;
using Clock = std::chrono::steady_clock;

namespace {

std::vector<std::string> load(const std::string &path)
{
    std::vector<std::string> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        if (!line.empty())
            out.push_back(nlohmann::json::parse(line)["command"].get<std::string>());
    }
    return out;
}

bool asks(const std::string &command)
{
    const Analysis a = CommandAnalyzer::analyze(command);
    return interactiveProgram(a.resolution) || ApprovalPolicy().decide(a, "local", {}, {}).verdict != Verdict::Allow;
}

double microseconds(Clock::duration d)
{
    return std::chrono::duration<double, std::micro>(d).count();
}

} // namespace

int main(int argc, char **argv)
{
    const std::string data = argc > 1 ? argv[1] : AIRLOCK_TEST_DATA_DIR;
    const auto dangerous = load(data + "/dangerous.jsonl");
    const auto ordinary = load(data + "/ordinary.jsonl");

    std::vector<double> perCommand;
    for (const auto *set : {&dangerous, &ordinary}) {
        for (const std::string &command : *set) {
            if (command.size() >= 200)
                continue;
            std::vector<double> runs;
            for (int i = 0; i < 50; ++i) {
                const auto start = Clock::now();
                const Analysis a = CommandAnalyzer::analyze(command);
                (void)ApprovalPolicy().decide(a, "local", {}, {});
                runs.push_back(microseconds(Clock::now() - start));
            }
            std::sort(runs.begin(), runs.end());
            perCommand.push_back(runs[runs.size() / 2]);
        }
    }
    std::sort(perCommand.begin(), perCommand.end());
    std::printf("analyzer time per command (<200 chars, %zu commands): median %.1f us, p99 %.1f us, max %.1f us   "
                "(target median < 50 us)\n",
                perCommand.size(), perCommand[perCommand.size() / 2], perCommand[perCommand.size() * 99 / 100],
                perCommand.back());

    const auto rate = [](const std::vector<std::string> &set) {
        return 100.0 * double(std::count_if(set.begin(), set.end(), asks)) / double(set.size());
    };
    std::printf("recall: %.2f %% of %zu dangerous commands ask or deny   (target >= 99 %%)\n", rate(dangerous),
                dangerous.size());
    std::printf("false positives: %.2f %% of %zu ordinary commands ask   (target <= 2 %%)\n", rate(ordinary),
                ordinary.size());

    std::string nested;
    for (int i = 0; i < 10000; ++i)
        nested += "$(";
    nested += "x";
    nested += std::string(10000, ')');
    std::string invalid;
    for (int i = 0; i < 1024 * 1024 / 4; ++i)
        invalid += "a\xff\xfe ";
    const std::vector<std::pair<const char *, std::string>> hostile = {
        {"1 MiB command", "echo " + std::string(1024 * 1024 - 5, 'a')},
        {"1 MiB of short commands",
         [] {
             std::string s;
             while (s.size() < 1024 * 1024)
                 s += "ls -la | grep x && ";
             return s + "true";
         }()},
        {"unbalanced quotes (1 MiB)", "echo \"" + std::string(1024 * 1024, 'b')},
        {"NUL byte", std::string("rm -rf /tmp/x\0 /", 17)},
        {"invalid UTF-8 (1 MiB)", invalid},
        {"10000-deep $(", nested},
        {"30000 x rm -rf / (floor)",
         [] {
             std::string s;
             for (int i = 0; i < 30000; ++i)
                 s += "rm -rf / ; ";
             return s;
         }()},
        {"bash -c quoted 12 deep",
         [] {
             std::string s = "rm -rf /";
             for (int i = 0; i < 12; ++i) {
                 std::string quoted = "'";
                 for (const char c : s)
                     quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
                 s = "bash -c " + quoted + "'";
             }
             return s;
         }()},
        {"right-to-left override", "echo \"safe\" # \xE2\x80\xAE/ fr- mr"},
    };
    for (const auto &[name, text] : hostile) {
        const auto start = Clock::now();
        const Analysis a = CommandAnalyzer::analyze(text);
        const Decision d = ApprovalPolicy().decide(a, "local", {}, {});
        const double ms = microseconds(Clock::now() - start) / 1000.0;
        std::string categories;
        for (const Finding &f : a.findings) {
            if (categories.find(f.category) == std::string::npos)
                categories += (categories.empty() ? "" : ", ") + f.category + (f.floor ? " [floor]" : "");
        }
        std::printf("hostile input: %-28s %7.1f ms -> %s (%s)   (target < 100 ms)\n", name, ms,
                    verdictName(d.verdict).c_str(), categories.c_str());
    }
    return 0;
}
