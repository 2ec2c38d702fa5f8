// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Rule.h"

#include "WrapperTable.h"

#include "CommandResolver.h"
#include "ShellParser.h"

#include <fnmatch.h>

namespace airlock::safety {

namespace {

// Glob characters that were quoted in a pattern, or that are part of a command's own argument, match themselves.
std::string escapeGlob(const std::string &word)
{
    std::string out;
    for (const char c : word) {
        if (c == '*' || c == '?' || c == '[' || c == ']' || c == '\\')
            out += '\\';
        out += c;
    }
    return out;
}

bool globMatch(const std::string &pattern, const std::string &text)
{
    if (pattern.find_first_of("*?[\\") == std::string::npos)
        return pattern == text;
    return fnmatch(pattern.c_str(), text.c_str(), 0) == 0;
}

// Shell-style quoting for a word in a pattern: bare when it is safe, single-quoted otherwise.
std::string quoteWord(const std::string &word)
{
    if (!word.empty() && word.find_first_of(" \t\n'\"\\$`;&|<>(){}*?[]#~!") == std::string::npos)
        return word;
    std::string out = "'";
    for (const char c : word) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

std::string joined(const std::vector<std::string> &words)
{
    std::string out;
    for (const std::string &w : words) {
        if (!out.empty())
            out += ' ';
        out += w == "*" ? w : quoteWord(w);
    }
    return out;
}

} // namespace

std::string actionName(Rule::Action action)
{
    return action == Rule::Action::Allow ? "allow" : "deny";
}

std::optional<Rule> Rule::make(Action action, const std::string &pattern, std::string *error)
{
    const ParseTree tree = ShellParser::parse(pattern);
    if (!tree.ok() || tree.commands.size() != 1 || tree.commands.front().words.empty() ||
        !tree.commands.front().assignments.empty() || !tree.commands.front().redirects.empty()) {
        *error = "a rule is one command: a program and its arguments, e.g. `npm run test` or `git push *`";
        return std::nullopt;
    }
    Rule rule;
    rule.action = action;
    for (const Word &w : tree.commands.front().words) {
        if (w.expanded) {
            *error = "a rule cannot contain $ expansions or substitutions: " + w.text;
            return std::nullopt;
        }
        rule.words.push_back(w.glob || w.text == "*" ? w.text : escapeGlob(w.text));
    }
    if (rule.words.front() == "*" || rule.words.front().find_first_of("*?[") != std::string::npos ||
        (isPrivilegedWrapper(rule.words.front()) && (rule.words.size() < 2 || rule.words[1] == "*"))) {
        *error = "a rule must name its program";
        return std::nullopt;
    }
    for (std::size_t i = 0; i + 1 < rule.words.size(); ++i) {
        if (rule.words[i] == "*") {
            *error = "`*` for any further arguments may only be the last word";
            return std::nullopt;
        }
    }
    rule.words.front() = programName(rule.words.front());
    rule.pattern = joined(rule.words);
    return rule;
}

bool isPrivilegedWrapper(std::string_view name)
{
    return detail::privilegedWrapper(name);
}

bool Rule::matches(const Invocation &inv) const
{
    if (words.empty() || !inv.programKnown)
        return false;
    // A command run through sudo only matches a rule that says sudo: `rm -rf build` does not allow
    // `sudo rm -rf build`, `sudo apt-get install *` does.
    std::size_t first = 0;
    std::string privileged;
    for (const std::string &w : inv.wrappers) {
        if (isPrivilegedWrapper(w) && w != inv.program) {
            privileged = w; // the outermost, as proposeRule() writes it
            break;
        }
    }
    if (isPrivilegedWrapper(words.front()) && inv.program != words.front()) {
        if (privileged != words.front() || words.size() < 2)
            return false;
        first = 1;
    } else if (!privileged.empty()) {
        return false;
    }
    if (inv.program != words[first])
        return false;
    const bool open = words.back() == "*";
    const std::size_t fixed = (open ? words.size() - 1 : words.size()) - first;
    if (inv.args.size() + 1 < fixed || (!open && inv.args.size() + 1 != fixed))
        return false;
    for (std::size_t i = 1; i < fixed; ++i) {
        if (!globMatch(words[first + i], inv.args[i - 1].text))
            return false;
    }
    return true;
}

bool Rule::broaderThan(const Invocation &inv) const
{
    // The literal head of the rule must reach the subcommand: the first argument that is not an option.
    std::size_t needed = 1;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        if (!inv.args[i].text.empty() && inv.args[i].text.front() != '-') {
            needed = i + 2;
            break;
        }
    }
    if (inv.args.empty())
        needed = 1;
    std::size_t literal = 0;
    for (const std::string &w : words) {
        if (w.find_first_of("*?[") != std::string::npos)
            break;
        ++literal;
    }
    return literal < std::min(needed, inv.args.size() + 1);
}

Rule proposeRule(const Invocation &inv)
{
    Rule rule;
    rule.action = Rule::Action::Allow;
    for (const std::string &w : inv.wrappers) {
        if (isPrivilegedWrapper(w) && w != inv.program) {
            rule.words.push_back(w);
            break;
        }
    }
    rule.words.push_back(inv.program);
    for (const Word &w : inv.args)
        rule.words.push_back(w.expanded ? std::string("*") : escapeGlob(w.text));
    // A `*` standing for an expansion covers the rest: keep only the first and drop what follows.
    for (std::size_t i = 1; i < rule.words.size(); ++i) {
        if (rule.words[i] == "*") {
            rule.words.resize(i + 1);
            break;
        }
    }
    rule.pattern = joined(rule.words);
    return rule;
}

RuleExamples ruleExamples(const Rule &rule, const Invocation &inv)
{
    RuleExamples ex;
    std::string command = inv.program;
    for (const Word &w : inv.args)
        command += ' ' + quoteWord(w.text);
    if (rule.matches(inv))
        ex.matching.push_back(command);
    std::vector<std::string> fixed(rule.words.begin(), rule.words.end());
    const bool open = !fixed.empty() && fixed.back() == "*";
    if (open) {
        fixed.pop_back();
        ex.matching.push_back(joined(fixed) + " --any --other arguments");
    } else {
        ex.notMatching.push_back(joined(fixed) + " --with-another-argument");
    }
    if (fixed.size() >= 2) {
        std::vector<std::string> other(fixed.begin(), fixed.begin() + 1);
        other.push_back(fixed[1] == "status" ? "other-subcommand" : "status");
        ex.notMatching.push_back(joined(other));
    } else {
        ex.notMatching.push_back(joined(fixed) + (open ? "" : " anything"));
    }
    ex.notMatching.push_back("sudo " + joined(fixed) + " (another program: sudo is judged on its own)");
    return ex;
}

} // namespace airlock::safety
