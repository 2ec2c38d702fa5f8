// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// gitleaks' public rule test cases (tests/data/gitleaks-cases.jsonl, made by tools/gitleaks-cases.py, see
// tests/data/gitleaks-README.md) through the redaction `airlock redact` applies: how many true positives it removes
// (target >= 99 %) and how many false positives it leaves byte-identical (target >= 99 %), the rules it misses by
// gitleaks' rule ids, and the time. Prints figures; asserts nothing.
//
// Same code path: `airlock redact` (src/app/SimpleCommands.cpp, runRedact) feeds stdin to one core::StreamRedactor in
// 64 KiB reads and writes feed()'s and finish()'s output; redactLikeAirlockRedact below does the same per case.
// `--airlock PATH` also runs every case through that binary and counts the cases where its output differs.
//
// A true positive counts as removed when the output differs from the input and no secret survives: for each of
// its secrets (the part gitleaks' rule would report, see the README), no window of 8 consecutive characters of it
// (the whole secret if shorter) appears in the output, among the windows that look secret (no whitespace, and two
// of lower case, upper case, digits; every window without whitespace when the secret has no such window). The 6 + 4
// characters the mask shows on purpose are blanked before the search.
#include "core/Redactor.h"

#include <QByteArray>
#include <QProcess>
#include <QString>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace {

using Clock = std::chrono::steady_clock;

struct Case {
    std::string rule;
    bool truePositive = false;
    std::string text;
    std::vector<std::string> secrets;
    std::string how;       // sample, regex or tokens: how the extractor found the secrets
    std::string template_; // the name of gitleaks' sample template around the value, when it made the text
    bool byValue = false;  // fp only: gitleaks knows it as harmless only by a list of literal values
};

struct Outcome {
    std::string output;
    bool ok = false; // tp: removed; fp: left byte-identical
};

std::vector<Case> loadCases(const std::string &path)
{
    std::ifstream in(path);
    std::vector<Case> cases;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty())
            continue;
        const nlohmann::json j = nlohmann::json::parse(line);
        Case c{j.at("rule").get<std::string>(), j.at("kind").get<std::string>() == "tp",
               j.at("text").get<std::string>(), {},
               j.value("how", std::string()),   j.value("template", std::string()),
               j.value("by_value", false)};
        if (j.contains("secrets"))
            c.secrets = j.at("secrets").get<std::vector<std::string>>();
        cases.push_back(std::move(c));
    }
    return cases;
}

// What `airlock redact` writes for this stdin (runRedact's loop, with the text as the whole input).
std::string redactLikeAirlockRedact(std::string_view input)
{
    constexpr std::size_t ReadBytes = 64 * 1024; // runRedact's read size
    airlock::core::StreamRedactor redactor;
    std::string out;
    for (std::size_t at = 0; at < input.size(); at += ReadBytes)
        out += redactor.feed(input.substr(at, ReadBytes));
    out += redactor.finish();
    return out;
}

std::string spawnAirlockRedact(const QString &binary, const std::string &input)
{
    QProcess process;
    process.start(binary, {QStringLiteral("redact")});
    process.write(input.data(), static_cast<qint64>(input.size()));
    process.closeWriteChannel();
    process.waitForFinished(30000);
    const QByteArray out = process.readAllStandardOutput();
    return std::string(out.constData(), static_cast<std::size_t>(out.size()));
}

bool looksSecret(std::string_view window)
{
    bool lower = false, upper = false, digit = false;
    for (const char c : window) {
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            return false;
        lower |= c >= 'a' && c <= 'z';
        upper |= c >= 'A' && c <= 'Z';
        digit |= c >= '0' && c <= '9';
    }
    return int(lower) + int(upper) + int(digit) >= 2;
}

bool hasWhitespace(std::string_view s)
{
    return s.find_first_of(" \t\r\n") != std::string_view::npos;
}

// Does a secret-looking part of the secret survive in the output?
bool survives(const std::string &secret, const std::string &output)
{
    constexpr std::size_t Window = 8;
    if (secret.size() <= Window)
        return output.find(secret) != std::string::npos;
    bool anySecretLooking = false;
    for (std::size_t i = 0; i + Window <= secret.size(); ++i)
        anySecretLooking |= looksSecret(std::string_view(secret).substr(i, Window));
    for (std::size_t i = 0; i + Window <= secret.size(); ++i) {
        const std::string_view w = std::string_view(secret).substr(i, Window);
        if (anySecretLooking ? !looksSecret(w) : hasWhitespace(w))
            continue;
        if (output.find(w) != std::string::npos)
            return true;
    }
    return false;
}

// The output with the characters the mask shows on purpose (the first 6 and last 4 of a long secret, SPEC §6)
// blanked, so that a window made of kept context plus the mask's visible start is not taken for a leak.
std::string blankMaskEnds(std::string output)
{
    static constexpr std::string_view Mask = "...[REDACTED]...";
    const auto isContinuation = [](char c) { return (static_cast<unsigned char>(c) & 0xC0) == 0x80; };
    for (std::size_t at = output.find(Mask); at != std::string::npos; at = output.find(Mask, at + Mask.size())) {
        std::size_t begin = at;
        for (int points = 0; points < 6 && begin > 0; ++points) {
            do
                --begin;
            while (begin > 0 && isContinuation(output[begin]));
        }
        std::size_t end = at + Mask.size();
        for (int points = 0; points < 4 && end < output.size(); ++points) {
            do
                ++end;
            while (end < output.size() && isContinuation(output[end]));
        }
        for (std::size_t i = begin; i < at; ++i)
            output[i] = '\0';
        for (std::size_t i = at + Mask.size(); i < end; ++i)
            output[i] = '\0';
    }
    return output;
}

bool removed(const Case &c, const std::string &output)
{
    if (output == c.text)
        return false;
    const std::string seen = blankMaskEnds(output);
    return std::none_of(c.secrets.begin(), c.secrets.end(), [&](const std::string &s) { return survives(s, seen); });
}

// One line for a report: the text with newlines and tabs escaped, cut to max bytes (at a UTF-8 boundary).
std::string oneLine(const std::string &text, std::size_t max = 160)
{
    std::string out;
    for (const char c : text) {
        if (out.size() >= max && (static_cast<unsigned char>(c) & 0xC0) != 0x80) {
            out += "…";
            break;
        }
        if (c == '\n')
            out += "\\n";
        else if (c == '\t')
            out += "\\t";
        else
            out += c;
    }
    return out;
}

struct RuleCounts {
    int tp = 0, tpMissed = 0, fp = 0, fpChanged = 0;
    const Case *firstMiss = nullptr;
};

double percent(int part, int whole)
{
    return whole == 0 ? 100.0 : 100.0 * part / whole;
}

void printTotals(const std::vector<Case> &cases, const std::vector<Outcome> &outcomes,
                 const std::map<std::string, RuleCounts> &rules)
{
    int tp = 0, tpOk = 0, fp = 0, fpOk = 0, byValue = 0, byValueOk = 0, sampled = 0, sampledOk = 0;
    std::map<std::string, std::pair<int, int>> byHow; // how the secret was known: removed, total
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (cases[i].truePositive) {
            ++tp;
            tpOk += outcomes[i].ok;
            byHow[cases[i].how].first += outcomes[i].ok;
            ++byHow[cases[i].how].second;
        } else {
            ++fp;
            fpOk += outcomes[i].ok;
            byValue += cases[i].byValue;
            byValueOk += cases[i].byValue && outcomes[i].ok;
            sampled += !cases[i].template_.empty();
            sampledOk += !cases[i].template_.empty() && outcomes[i].ok;
        }
    }
    double ruleRate = 0;
    int rulesWithTp = 0, rulesClean = 0;
    for (const auto &[id, r] : rules) {
        if (r.tp > 0) {
            ruleRate += percent(r.tp - r.tpMissed, r.tp);
            ++rulesWithTp;
        }
        rulesClean += r.tpMissed == 0 && r.fpChanged == 0;
    }
    std::printf("true positives removed:            %5d of %5d  %6.2f %%   (target >= 99 %%)\n", tpOk, tp,
                percent(tpOk, tp));
    std::printf("false positives left byte-identical: %3d of %5d  %6.2f %%   (target >= 99 %%)\n", fpOk, fp,
                percent(fpOk, fp));
    std::printf("  of them known to gitleaks only by literal value (e.g. published example keys): %d, left alone "
                "%d; the other fps left alone: %d of %d  %6.2f %%\n",
                byValue, byValueOk, fpOk - byValueOk, fp - byValue, percent(fpOk - byValueOk, fp - byValue));
    std::printf("  of them a wrong-shaped value under a secret-like key name (gitleaks' sample template): %d, left "
                "alone %d\n",
                sampled, sampledOk);
    std::printf("mean over %d rules of the share of their tps removed: %.2f %%\n", rulesWithTp,
                rulesWithTp ? ruleRate / rulesWithTp : 100.0);
    std::printf("rules with every tp removed and every fp left alone: %d of %zu\n", rulesClean, rules.size());
    for (const auto &[how, counts] : byHow)
        std::printf("  tps whose secret came from %-7s removed %5d of %5d  %6.2f %%\n", how.c_str(), counts.first,
                    counts.second, percent(counts.first, counts.second));
}

void printMisses(const std::map<std::string, RuleCounts> &rules)
{
    std::vector<std::pair<std::string, RuleCounts>> missed;
    for (const auto &[id, r] : rules)
        if (r.tpMissed > 0)
            missed.emplace_back(id, r);
    std::stable_sort(missed.begin(), missed.end(),
                     [](const auto &a, const auto &b) { return a.second.tpMissed > b.second.tpMissed; });
    std::printf("\nrules whose true positives are not removed: %zu (top 30 by misses; gitleaks rule id, missed of "
                "tps, first miss)\n",
                missed.size());
    for (std::size_t i = 0; i < missed.size() && i < 30; ++i) {
        const RuleCounts &r = missed[i].second;
        std::printf("  %-44s %4d of %4d  %s\n", missed[i].first.c_str(), r.tpMissed, r.tp,
                    oneLine(r.firstMiss->text, 100).c_str());
    }
}

// For the tps gitleaks wraps in its sample templates: which surroundings (INI, JSON, Makefile, ...) hide the secret.
void printTemplates(const std::vector<Case> &cases, const std::vector<Outcome> &outcomes)
{
    std::map<std::string, std::pair<int, int>> byTemplate; // missed, total
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (!cases[i].truePositive || cases[i].template_.empty())
            continue;
        byTemplate[cases[i].template_].first += !outcomes[i].ok;
        ++byTemplate[cases[i].template_].second;
    }
    std::printf("\nsample tps missed by gitleaks' template around the secret (template, missed of tps, example)\n");
    for (const auto &[name, counts] : byTemplate) {
        const auto example =
            std::find_if(cases.begin(), cases.end(), [&](const Case &c) { return c.template_ == name; });
        std::printf("  %-36s %4d of %4d  %s\n", name.c_str(), counts.first, counts.second,
                    example == cases.end() ? "" : oneLine(example->text, 70).c_str());
    }
}

void printFalsePositiveChanges(const std::vector<Case> &cases, const std::vector<Outcome> &outcomes,
                               const std::map<std::string, RuleCounts> &rules)
{
    int changedRules = 0;
    for (const auto &[id, r] : rules)
        changedRules += r.fpChanged > 0;
    std::printf("\nrules whose false positives are changed: %d (gitleaks rule id, changed of fps)\n", changedRules);
    for (const auto &[id, r] : rules)
        if (r.fpChanged > 0)
            std::printf("  %-44s %4d of %4d\n", id.c_str(), r.fpChanged, r.fp);
    std::printf("changed false positives (input => output):\n");
    for (std::size_t i = 0; i < cases.size(); ++i)
        if (!cases[i].truePositive && !outcomes[i].ok)
            std::printf("  %-32s %s\n  %-32s => %s\n", cases[i].rule.c_str(), oneLine(cases[i].text, 110).c_str(),
                        cases[i].byValue ? "  (harmless by value)" : "", oneLine(outcomes[i].output, 110).c_str());
}

// Every missed tp and changed fp, in full, for the redactor's maintainers.
void writeMissList(const std::string &path, const std::vector<Case> &cases, const std::vector<Outcome> &outcomes)
{
    std::FILE *f = std::fopen(path.c_str(), "w");
    if (!f) {
        std::fprintf(stderr, "cannot write %s\n", path.c_str());
        return;
    }
    std::fprintf(f, "# bench_gitleaks: every true positive not removed (MISS) and false positive changed (FP)\n"
                    "# kind rule-id\\tinput\\toutput (newlines as \\n); secret(s) after 'secret:'\n");
    for (std::size_t i = 0; i < cases.size(); ++i) {
        if (outcomes[i].ok)
            continue;
        const Case &c = cases[i];
        std::fprintf(f, "%s %s\t%s\t%s", c.truePositive ? "MISS" : "FP", c.rule.c_str(),
                     oneLine(c.text, 100000).c_str(), oneLine(outcomes[i].output, 100000).c_str());
        for (const std::string &s : c.secrets)
            std::fprintf(f, "\tsecret(%s): %s", c.how.c_str(), oneLine(s, 100000).c_str());
        std::fprintf(f, "\n");
    }
    std::fclose(f);
}

} // namespace

int main(int argc, char **argv)
{
    std::string data = AIRLOCK_TEST_DATA_DIR "/gitleaks-cases.jsonl", missList, airlock;
    for (int i = 1; i < argc; i += 2) {
        const std::string opt = argv[i];
        if (i + 1 >= argc || (opt != "--data" && opt != "--misses" && opt != "--airlock")) {
            std::fprintf(stderr, "usage: bench_gitleaks [--data CASES.jsonl] [--misses FILE] [--airlock BINARY]\n");
            return 2;
        }
        (opt == "--misses" ? missList : opt == "--airlock" ? airlock : data) = argv[i + 1];
    }
    const std::vector<Case> cases = loadCases(data);
    if (cases.empty()) {
        std::fprintf(stderr, "no cases in %s\n", data.c_str());
        return 1;
    }
    std::vector<Outcome> outcomes(cases.size());
    std::size_t bytes = 0;
    const auto start = Clock::now();
    for (std::size_t i = 0; i < cases.size(); ++i) {
        outcomes[i].output = redactLikeAirlockRedact(cases[i].text);
        bytes += cases[i].text.size();
    }
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();

    std::map<std::string, RuleCounts> rules;
    for (std::size_t i = 0; i < cases.size(); ++i) {
        const Case &c = cases[i];
        Outcome &o = outcomes[i];
        RuleCounts &r = rules[c.rule];
        o.ok = c.truePositive ? removed(c, o.output) : o.output == c.text;
        (c.truePositive ? r.tp : r.fp)++;
        if (!o.ok)
            (c.truePositive ? r.tpMissed : r.fpChanged)++;
        if (!o.ok && c.truePositive && !r.firstMiss)
            r.firstMiss = &c;
    }
    std::printf("gitleaks rule test cases: %zu (%zu rules) from %s\n", cases.size(), rules.size(), data.c_str());
    std::printf("measure: a tp is removed when the output differs and no secret-looking 8-character window of its "
                "secret (no whitespace, two of a-z A-Z 0-9) survives outside the mask's 6 + 4 visible characters; an "
                "fp is left alone when the output is byte-identical\n");
    printTotals(cases, outcomes, rules);
    printMisses(rules);
    printTemplates(cases, outcomes);
    printFalsePositiveChanges(cases, outcomes, rules);
    std::printf("\ntime: %.1f ms for %zu cases, %.1f KB (%.2f µs per case)\n", seconds * 1000, cases.size(),
                bytes / 1000.0, seconds * 1e6 / double(cases.size()));
    if (!missList.empty())
        writeMissList(missList, cases, outcomes);
    if (!airlock.empty()) {
        int differ = 0;
        for (std::size_t i = 0; i < cases.size(); ++i)
            differ += spawnAirlockRedact(QString::fromStdString(airlock), cases[i].text) != outcomes[i].output;
        std::printf("%s redact: output differs from the library's in %d of %zu cases\n", airlock.c_str(), differ,
                    cases.size());
    }
    return 0;
}
