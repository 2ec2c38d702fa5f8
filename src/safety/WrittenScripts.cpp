// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Scripts a command writes and then runs: `echo 'rm -rf /' > x.sh && bash x.sh`, `cat > t <<EOF … EOF; . ./t`,
// `printf … | tee run.sh; sh run.sh`. Literal text written to a file is followed where the file is run.
#include "CommandResolverImpl.h"

#include <unordered_map>

namespace airlock::safety::detail {
namespace {

std::string normalPath(std::string_view path)
{
    while (startsWith(path, "./"))
        path.remove_prefix(2);
    return std::string(path);
}

// The file an invocation runs as a script: sh FILE, source FILE, ./FILE, bash < FILE. Empty when none.
std::string scriptRun(const Invocation &inv)
{
    const std::string &p = inv.program;
    if ((p == "source" || p == ".") && !inv.args.empty() && inv.args.front().literal())
        return normalPath(inv.args.front().text);
    if (isShellProgram(p)) {
        for (std::size_t i = 0; i < inv.args.size(); ++i) {
            const std::string &a = inv.args[i].text;
            if (a == "-o" || a == "+o" || a == "-O" || a == "+O") {
                ++i;
                continue;
            }
            if (a.size() > 1 && a.front() == '-' && a[1] != '-' && a.find('c') != std::string::npos)
                return {};
            if (!a.empty() && a.front() != '-' && a.front() != '+')
                return inv.args[i].literal() ? normalPath(a) : std::string();
        }
        for (const Redirect &r : inv.redirects) {
            if (r.op == "<" && (r.fd == -1 || r.fd == 0) && r.target.literal())
                return normalPath(r.target.text);
        }
        return {};
    }
    if (inv.programKnown && inv.programText.find('/') != std::string::npos)
        return normalPath(inv.programText);
    return {};
}

// The file a non-shell interpreter runs as its program: python x.py, perl x.pl, awk -f x.awk. Empty when none.
std::string interpreterScript(const Invocation &inv)
{
    const std::string &p = inv.program;
    const bool awk = p == "awk" || p == "gawk" || p == "mawk" || p == "nawk";
    if (isShellProgram(p) || (!awk && !isInterpreter(p)))
        return {};
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const Word &w = inv.args[i];
        if (w.text == "-f" || w.text == "--file")
            return i + 1 < inv.args.size() && inv.args[i + 1].literal() ? normalPath(inv.args[i + 1].text)
                                                                        : std::string();
        if (w.text == "-c" || w.text == "-e" || w.text == "-E" || w.text == "-m" || w.text == "-r" ||
            w.text == "--eval")
            return {};
        if (!w.text.empty() && w.text.front() != '-')
            return w.literal() && !awk ? normalPath(w.text) : std::string();
    }
    return {};
}

} // namespace

void Resolver::followWrittenScripts(int tree, std::size_t first, std::size_t end)
{
    std::unordered_map<std::string, std::string> written;
    for (std::size_t i = first; i < end && i < m_out.invocations.size() && !atLimit(); ++i) {
        if (m_out.invocations[i].tree != tree)
            continue;
        const int index = static_cast<int>(i);
        if (!written.empty()) {
            const auto it = written.find(scriptRun(m_out.invocations[i]));
            if (it != written.end() && !it->first.empty()) {
                const std::string text = it->second;
                resolveText(
                    text, index,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "the script %1 written before it"), it->first));
                continue;
            }
        }
        if (const std::string script = written.empty() ? std::string() : interpreterScript(m_out.invocations[i]);
            !script.empty()) {
            if (const auto it = written.find(script); it != written.end()) {
                m_out.writtenScripts[index] = *it; // judged as code by the inline code rules
                continue;
            }
        }
        const Invocation &inv = m_out.invocations[i];
        if (inv.program == "tee") {
            const FedText in = stdinOf(index, 0);
            if (in.kind != FedText::Kind::Literal)
                continue;
            for (const Word &w : inv.args) {
                if (w.literal() && !w.text.empty() && w.text.front() != '-')
                    written[normalPath(w.text)] = in.text;
            }
            continue;
        }
        for (const Redirect &r : inv.redirects) {
            if ((r.op != ">" && r.op != ">>" && r.op != ">|") || (r.fd != -1 && r.fd != 1) || !r.target.literal())
                continue;
            const FedText out = outputOf(index, 0);
            if (out.kind != FedText::Kind::Literal)
                break;
            std::string &file = written[normalPath(r.target.text)];
            if (r.op != ">>")
                file.clear();
            file += out.text;
            break;
        }
    }
}

} // namespace airlock::safety::detail
