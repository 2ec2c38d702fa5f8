// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Programs that run other text or commands: shells given -c text, eval of literal text, find -exec, make --eval and
// git settings that hold shell text. (Wrappers are in CommandWrappers.cpp, text fed on stdin in FedCode.cpp.)
#include "CommandResolverImpl.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <optional>

namespace airlock::safety::detail {
namespace {

// The text after -c (sh -c 'text', bash -lc "text", zsh -xc …). Empty optional: no -c.
std::optional<std::string> shellCommandText(const Invocation &inv)
{
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a == "--")
            return std::nullopt;
        if (a == "-o" || a == "+o" || a == "-O" || a == "+O") {
            ++i;
            continue;
        }
        if (a.size() > 1 && a.front() == '-' && a[1] != '-' && a.find('c') != std::string::npos) {
            // The first operand after the options is the text; later ones are $0 $1…
            for (std::size_t j = i + 1; j < inv.args.size(); ++j) {
                const std::string &t = inv.args[j].text;
                if (t == "-o" || t == "+o" || t == "-O" || t == "+O") {
                    ++j;
                    continue;
                }
                if (!t.empty() && (t.front() == '-' || t.front() == '+') && t.size() > 1)
                    continue;
                if (!inv.args[j].literal() && inv.args[j].substitutions.empty())
                    return std::string(); // unknown text: reported by the analyzer
                return inv.args[j].literal() ? t : std::string();
            }
            return std::string();
        }
        if (!a.empty() && a.front() != '-' && a.front() != '+')
            return std::nullopt; // a script file
    }
    return std::nullopt;
}

// Programs whose names in a setting are only a pager or an editor: running them is not the setting's danger.
bool plainProgram(std::string_view text)
{
    static constexpr std::array<std::string_view, 16> kPlain = {"less", "more", "most",          "cat",  "vim",   "vi",
                                                                "nvim", "nano", "emacs",         "code", "delta", "bat",
                                                                "true", "ssh",  "diff-so-fancy", "subl"};
    const std::string_view first = text.substr(0, text.find(' '));
    return text.find_first_of(";|&$`<>()") == std::string_view::npos &&
           std::find(kPlain.begin(), kPlain.end(), programName(first)) != kPlain.end();
}

std::string lower(std::string_view s)
{
    std::string out(s);
    for (char &c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

// The shell text a git setting holds: alias.x=!text, core.sshCommand, core.pager, core.editor, diff.external…
std::optional<std::string> gitSettingText(std::string_view key, std::string_view value)
{
    const std::string k = lower(key);
    if (startsWith(k, "alias.") || k == "credential.helper")
        return !value.empty() && value.front() == '!' ? std::optional<std::string>(value.substr(1)) : std::nullopt;
    static constexpr std::array<std::string_view, 9> kText = {"core.sshcommand", "core.pager",   "core.editor",
                                                              "core.fsmonitor",  "core.askpass", "sequence.editor",
                                                              "diff.external",   "gpg.program",  "core.hookspath"};
    const bool text =
        std::find(kText.begin(), kText.end(), k) != kText.end() || startsWith(k, "pager.") ||
        (startsWith(k, "filter.") && (k.ends_with(".clean") || k.ends_with(".smudge") || k.ends_with(".process"))) ||
        (startsWith(k, "diff.") && (k.ends_with(".textconv") || k.ends_with(".command"))) ||
        (startsWith(k, "merge.") && k.ends_with(".driver"));
    if (!text || k == "core.hookspath" || value.empty() || plainProgram(value) || value == "true" || value == "false")
        return std::nullopt;
    return std::string(value);
}

// find . -name '*.o' …: literal start points inside the working tree and a name or path filter.
bool searchesProjectByName(const Invocation &find)
{
    bool roots = false;
    bool filtered = false;
    bool expression = false;
    for (const Word &w : find.args) {
        const std::string &a = w.text;
        if (a == "-exec" || a == "-execdir" || a == "-ok" || a == "-okdir")
            break;
        if (!a.empty() && (a.front() == '-' || a == "(" || a == "!"))
            expression = true;
        if (a == "-name" || a == "-iname" || a == "-path" || a == "-ipath" || a == "-regex" || a == "-iregex")
            filtered = true;
        if (expression || (!a.empty() && (a.front() == '-')))
            continue;
        roots = true;
        if (w.expanded || a.empty() || a.front() == '/' || a.front() == '~' || a == ".." || startsWith(a, "../") ||
            a.find("/../") != std::string::npos)
            return false;
    }
    return roots && filtered;
}

} // namespace

void Resolver::followNested(Invocation inv)
{
    const std::string &program = inv.program;
    if (isShellProgram(program) && followShell(inv))
        return;
    if (program == "eval") {
        followEval(std::move(inv));
        return;
    }
    if ((program == "make" || program == "gmake" || program == "git") && followSettings(inv))
        return;
    if (program == "find") {
        followFind(std::move(inv));
        return;
    }
    if (followEmbedded(inv))
        return;
    add(std::move(inv));
}

bool Resolver::followShell(Invocation &inv)
{
    const std::string &program = inv.program;
    const auto text = shellCommandText(inv);
    if (text) {
        const int host = static_cast<int>(m_out.invocations.size());
        const Phrase via = Phrase::literal(program + " -c");
        add(std::move(inv));
        if (!text->empty())
            resolveText(*text, host, via);
        return true;
    }
    return false;
}

void Resolver::followEval(Invocation inv)
{
    bool literal = !inv.args.empty();
    std::string joined;
    for (const Word &w : inv.args) {
        literal = literal && w.literal();
        if (!joined.empty())
            joined += ' ';
        joined += w.text;
    }
    const int host = static_cast<int>(m_out.invocations.size());
    add(std::move(inv));
    if (literal)
        resolveText(joined, host, Phrase::literal("eval"));
}

void Resolver::followFind(Invocation inv)
{
    std::vector<std::vector<Word>> execs;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a != "-exec" && a != "-execdir" && a != "-ok" && a != "-okdir")
            continue;
        std::vector<Word> argv;
        std::size_t j = i + 1;
        for (; j < inv.args.size(); ++j) {
            if (inv.args[j].text == ";" || inv.args[j].text == "+")
                break;
            argv.push_back(inv.args[j]);
        }
        if (!argv.empty())
            execs.push_back(std::move(argv));
        i = j;
    }
    Invocation base = inv;
    add(std::move(inv));
    for (std::vector<Word> &argv : execs) {
        Invocation child;
        child.tree = base.tree;
        child.command = base.command;
        child.segment = base.segment;
        child.begin = base.begin;
        child.end = base.end;
        child.via = searchesProjectByName(base)
                        ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "find -exec in the project"))
                        : Phrase::literal("find -exec");
        child.wrappers = base.wrappers;
        unwrap(std::move(child), std::move(argv), 0);
    }
}

} // namespace airlock::safety::detail

namespace airlock::safety::detail {

bool Resolver::addWithTexts(Invocation &inv, std::vector<std::pair<std::string, std::string>> &texts)
{
    if (texts.empty())
        return false;
    const int host = static_cast<int>(m_out.invocations.size());
    add(std::move(inv));
    for (auto &[via, text] : texts) {
        if (!text.empty())
            resolveText(std::move(text), host, Phrase::literal(via));
    }
    return true;
}

bool Resolver::followSettings(Invocation &inv)
{
    std::vector<std::pair<std::string, std::string>> texts; // via, text
    const bool git = inv.program == "git";
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        const bool next = i + 1 < inv.args.size();
        if (!git && (a == "--eval" || a == "-E") && next)
            texts.emplace_back("make " + a, makeRecipes(inv.args[++i].text));
        else if (!git && (startsWith(a, "--eval=") || (startsWith(a, "-E") && a.size() > 2)))
            texts.emplace_back("make --eval", makeRecipes(a.substr(a[1] == 'E' ? 2 : 7)));
        else if (git && a == "-c" && next) {
            const std::string &setting = inv.args[++i].text;
            const std::size_t eq = setting.find('=');
            if (eq == std::string::npos)
                continue;
            if (auto t = gitSettingText(setting.substr(0, eq), std::string_view(setting).substr(eq + 1)))
                texts.emplace_back("git -c " + setting.substr(0, eq), std::move(*t));
        } else if (git && a == "config") {
            // git config [options] [set] KEY VALUE
            std::vector<std::string> operands;
            for (std::size_t j = i + 1; j < inv.args.size(); ++j) {
                const std::string &o = inv.args[j].text;
                if (o == "-f" || o == "--file" || o == "--blob" || o == "--type")
                    ++j;
                else if (o.empty() || o.front() != '-')
                    operands.push_back(o);
            }
            if (!operands.empty() && (operands.front() == "set" || operands.front() == "--add"))
                operands.erase(operands.begin());
            if (operands.size() >= 2) {
                if (auto t = gitSettingText(operands[0], operands[1]))
                    texts.emplace_back("git config " + operands[0], std::move(*t));
            }
            break;
        } else if (git && !a.empty() && a.front() != '-') {
            break; // the subcommand
        }
    }
    return addWithTexts(inv, texts);
}

void Resolver::followCommandVariables(int invocation)
{
    const Invocation &inv = m_out.invocations[static_cast<std::size_t>(invocation)];
    if (inv.command < 0 || lastInvocationOf(inv.tree, inv.command) != invocation)
        return;
    static constexpr std::array<std::string_view, 18> kHoldCommands = {"GIT_SSH_COMMAND",
                                                                       "GIT_PAGER",
                                                                       "PAGER",
                                                                       "GIT_EDITOR",
                                                                       "EDITOR",
                                                                       "VISUAL",
                                                                       "GIT_SEQUENCE_EDITOR",
                                                                       "GIT_EXTERNAL_DIFF",
                                                                       "GIT_ASKPASS",
                                                                       "SSH_ASKPASS",
                                                                       "SUDO_ASKPASS",
                                                                       "PROMPT_COMMAND",
                                                                       "LESSOPEN",
                                                                       "MANPAGER",
                                                                       "SYSTEMD_PAGER",
                                                                       "RSYNC_RSH",
                                                                       "FZF_DEFAULT_COMMAND",
                                                                       "GIT_PROXY_COMMAND"};
    const SimpleCommand &c =
        m_out.trees[static_cast<std::size_t>(inv.tree)].commands[static_cast<std::size_t>(inv.command)];
    std::vector<std::pair<std::string, std::string>> texts;
    for (const Word &w : c.assignments) {
        const std::size_t eq = w.text.find('=');
        if (eq == std::string::npos || w.expanded)
            continue;
        const std::string name = w.text.substr(0, eq);
        std::string value = w.text.substr(eq + 1);
        if (name == "LESSOPEN" && !value.empty() && value.front() == '|')
            value.erase(0, 1);
        if (std::find(kHoldCommands.begin(), kHoldCommands.end(), name) != kHoldCommands.end() && !value.empty() &&
            !plainProgram(value))
            texts.emplace_back(name, std::move(value));
    }
    for (auto &[name, text] : texts)
        resolveText(std::move(text), invocation, Phrase::literal(name));
}

} // namespace airlock::safety::detail
