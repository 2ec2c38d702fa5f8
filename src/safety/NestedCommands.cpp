// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Programs that run other text or commands: shells given -c text or a heredoc, eval of literal text, su -c, ssh host
// 'command' and find -exec.
#include "CommandResolverImpl.h"

#include <optional>

namespace airlock::safety::detail {
namespace {

int firstOperand(const Invocation &inv)
{
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a == "-o" || a == "+o" || a == "-O" || a == "+O") {
            ++i;
            continue;
        }
        if (!a.empty() && (a.front() == '-' || a.front() == '+'))
            continue;
        return static_cast<int>(i);
    }
    return -1;
}

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

std::optional<std::string> sshRemoteCommand(const Invocation &inv)
{
    static constexpr std::string_view kWithArgument = "BbcDEeFIiJLlmOopQRSWw";
    std::size_t i = 0;
    for (; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a == "--") {
            ++i;
            break;
        }
        if (a.size() > 1 && a.front() == '-') {
            const char last = a.back();
            if (kWithArgument.find(last) != std::string_view::npos && a.size() == 2)
                ++i;
            continue;
        }
        break;
    }
    // inv.args[i] is the destination; the rest is the remote command.
    if (i + 1 >= inv.args.size())
        return std::nullopt;
    std::string remote;
    for (std::size_t j = i + 1; j < inv.args.size(); ++j) {
        if (!remote.empty())
            remote += ' ';
        remote += inv.args[j].text;
    }
    return remote;
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
    if (program == "su" && followSu(inv))
        return;
    if (program == "ssh") {
        if (const auto remote = sshRemoteCommand(inv)) {
            const int host = static_cast<int>(m_out.invocations.size());
            add(std::move(inv));
            resolveText(*remote, host, "ssh");
            return;
        }
    }
    if (program == "find") {
        followFind(std::move(inv));
        return;
    }
    add(std::move(inv));
}

bool Resolver::followShell(Invocation &inv)
{
    const std::string &program = inv.program;
    const auto text = shellCommandText(inv);
    if (text) {
        const int host = static_cast<int>(m_out.invocations.size());
        const std::string via = program + " -c";
        add(std::move(inv));
        if (!text->empty())
            resolveText(*text, host, via);
        return true;
    }
    // A shell reading its script from a heredoc or here-string.
    if (firstOperand(inv) < 0) {
        for (const Redirect &r : inv.redirects) {
            std::string body;
            if ((r.op == "<<" || r.op == "<<-") && (r.fd == -1 || r.fd == 0))
                body = r.heredoc;
            else if (r.op == "<<<" && r.target.literal())
                body = r.target.text;
            if (!body.empty()) {
                const int host = static_cast<int>(m_out.invocations.size());
                add(inv);
                resolveText(body, host, program + " <<heredoc");
                return true;
            }
        }
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
        resolveText(joined, host, "eval");
}

bool Resolver::followSu(Invocation &inv)
{
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        std::string text;
        if ((a == "-c" || a == "--command") && i + 1 < inv.args.size())
            text = inv.args[i + 1].text;
        else if (startsWith(a, "--command="))
            text = a.substr(10);
        if (!text.empty()) {
            const int host = static_cast<int>(m_out.invocations.size());
            add(std::move(inv));
            resolveText(text, host, "su -c");
            return true;
        }
    }
    return false;
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
        child.via = "find -exec";
        child.wrappers = base.wrappers;
        unwrap(std::move(child), std::move(argv), 0);
    }
}

} // namespace airlock::safety::detail
