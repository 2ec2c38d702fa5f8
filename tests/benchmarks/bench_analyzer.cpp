// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The danger rules: time per command (target: median under 20 µs for commands under 200 characters, under 5 ms for one
// of 256 KiB), recall on tests/data/dangerous*.jsonl per category (target ≥ 99 %), false asks on ordinary*.jsonl by the
// category that asked (target ≤ 2 %), and the time of hostile inputs (target: a verdict within 100 ms each).
#include "CommandCorpus.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

using namespace airlock::safety;
using Clock = std::chrono::steady_clock;

namespace {

double microseconds(Clock::duration d)
{
    return std::chrono::duration<double, std::micro>(d).count();
}

std::string repeated(std::string_view unit, std::size_t size)
{
    std::string s;
    s.reserve(size + unit.size());
    while (s.size() < size)
        s += unit;
    return s;
}

// One ordinary command of 256 KiB (a here-document an agent writes into a project file), median of 20 runs.
void printLargeCommand()
{
    std::string command = "cat > notes/changes.md <<'EOF'\n";
    for (int i = 0; command.size() < 256 * 1024; ++i)
        command += "- item " + std::to_string(i) + ": build with `cmake --build build` and run $HOME/bin/tool -x\n";
    command += "EOF\n";
    std::vector<double> runs;
    for (int i = 0; i < 20; ++i) {
        const auto start = Clock::now();
        const Analysis a = CommandAnalyzer::analyze(command);
        (void)ApprovalPolicy().decide(a, "local", {}, {});
        runs.push_back(microseconds(Clock::now() - start) / 1000.0);
    }
    std::sort(runs.begin(), runs.end());
    std::printf("analyzer time for one 256 KiB ordinary command: median %.2f ms   (target < 5 ms)\n",
                runs[runs.size() / 2]);
}

void printRecall(const std::vector<airlock::test::CorpusLine> &dangerous)
{
    std::map<std::string, std::pair<int, int>> perCategory; // asked, total
    int asked = 0;
    for (const auto &line : dangerous) {
        const bool a = airlock::test::corpusAsks(line.command);
        asked += a;
        perCategory[line.category].first += a;
        ++perCategory[line.category].second;
    }
    std::printf("recall: %.2f %% of %zu dangerous commands ask or deny   (target >= 99 %%)\n",
                100.0 * asked / double(dangerous.size()), dangerous.size());
    for (const auto &[category, counts] : perCategory)
        std::printf("  recall %-28s %6.2f %% of %4d\n", category.c_str(), 100.0 * counts.first / counts.second,
                    counts.second);
}

void printFalseAsks(const std::vector<airlock::test::CorpusLine> &ordinary)
{
    std::map<std::string, int> byCategory; // the category of the findings that asked
    int asked = 0;
    for (const auto &line : ordinary) {
        if (!airlock::test::corpusAsks(line.command))
            continue;
        ++asked;
        const Analysis a = CommandAnalyzer::analyze(line.command);
        std::set<std::string> categories;
        for (const Finding &f : a.findings)
            categories.insert(f.category);
        if (categories.empty())
            categories.insert("interactive_program");
        for (const std::string &c : categories)
            ++byCategory[c];
    }
    std::printf("false asks: %.2f %% of %zu ordinary commands ask   (target <= 2 %%)\n",
                100.0 * asked / double(ordinary.size()), ordinary.size());
    for (const auto &[category, count] : byCategory)
        std::printf("  false asks by %-24s %4d\n", category.c_str(), count);
}

} // namespace

int main(int argc, char **argv)
{
    const std::string data = argc > 1 ? argv[1] : AIRLOCK_TEST_DATA_DIR;
    const auto dangerous = airlock::test::loadCorpus(data, "dangerous");
    const auto ordinary = airlock::test::loadCorpus(data, "ordinary");

    std::vector<double> perCommand;
    for (const auto *set : {&dangerous, &ordinary}) {
        for (const auto &line : *set) {
            const std::string &command = line.command;
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
                "(target median < 20 us)\n",
                perCommand.size(), perCommand[perCommand.size() / 2], perCommand[perCommand.size() * 99 / 100],
                perCommand.back());

    printLargeCommand();
    printRecall(dangerous);
    printFalseAsks(ordinary);

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
        {"200 KiB python here-doc",
         [] {
             std::string s = "python3 - <<'EOF'\nimport os, subprocess, shutil\n";
             while (s.size() < 200 * 1024)
                 s += "subprocess.run(['ls', '-la', os.path.join('src', str(len(x)))]); shutil.copy('a', 'b')\n";
             return s + "EOF\n";
         }()},
        {"200 KiB python -c of nested calls",
         [] {
             std::string s = "python3 -c '";
             while (s.size() < 200 * 1024)
                 s += "f(g(h(os.system(x), [1, (2, {3: 4})])), ";
             return s + "0'";
         }()},
        {"1 MiB of nested quotes", "echo " + repeated("\"'\"'\"'", 1024 * 1024)},
        {"1 MiB of nested $( )", repeated("echo $(a $(b $(c \"$(d)\")));\n", 1024 * 1024)},
        {"1 MiB of here-docs", repeated("cat <<EOF\nline $(date) `id`\nEOF\n", 1024 * 1024)},
        {"1 MiB brace expansion", "echo " + repeated("{a,b}", 1024 * 1024)},
        {"1 MiB of open braces", "echo " + repeated("{", 1024 * 1024)},
        {"5000-alias chain",
         [] {
             std::string s = "alias a0='rm -rf'; ";
             for (int i = 1; i < 5000; ++i)
                 s += "alias a" + std::to_string(i) + "=a" + std::to_string(i - 1) + "; ";
             return s + "a4999 /";
         }()},
        {"doubling variable x40", "X=ab; " + repeated("X=$X$X; ", 40 * 8) + "$X"},
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
