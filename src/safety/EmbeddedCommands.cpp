// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Programs that are not wrappers but run shell text an option or their script holds (GTFOBins' "shell" functions):
// tar's checkpoint actions and filters, rsync's remote shell, zip's test command, sed's e command and s///e flag,
// the shell escapes of vi/vim/ex/ed scripts, gdb's shell command, emacs --eval, expect's spawn, npm's package
// scripts. The text is judged like any other shell text. (Wrappers are in CommandWrappers.cpp.)
#include "CommandResolverImpl.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <unordered_set>

namespace airlock::safety::detail {
namespace {

using Texts = std::vector<std::pair<std::string, std::string>>; // via, text

// The values of an option spelled -s VALUE, --long VALUE or --long=VALUE (each spelling in `names`; a name ending in
// '=' is only taken joined). Non-literal values are skipped: nothing can be read before they run.
std::vector<std::string> optionValues(const Invocation &inv, std::initializer_list<std::string_view> names)
{
    std::vector<std::string> out;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const Word &w = inv.args[i];
        if (w.text == "--")
            break;
        for (const std::string_view n : names) {
            if (n.ends_with('=') && startsWith(w.text, n) && w.literal())
                out.push_back(w.text.substr(n.size()));
            else if (!n.ends_with('=') && w.text == n && i + 1 < inv.args.size() && inv.args[i + 1].literal())
                out.push_back(inv.args[i + 1].text);
        }
    }
    return out;
}

std::string trimmed(std::string_view s)
{
    const std::size_t a = s.find_first_not_of(" \t");
    if (a == std::string_view::npos)
        return {};
    const std::size_t b = s.find_last_not_of(" \t\r");
    return std::string(s.substr(a, b - a + 1));
}

// The shell text of one vi/ex/ed command: !cmd, r !cmd, w !cmd, e !cmd, silent !cmd, call system("cmd"), terminal
// cmd; the commands after `|` are looked at too. Empty when the command runs none.
std::string editorShellText(std::string_view command)
{
    std::string c = trimmed(command);
    std::size_t i = 0;
    while (i < c.size() && (c[i] == ':' || c[i] == ' ' || std::isdigit(static_cast<unsigned char>(c[i])) ||
                            std::string_view(",.$%;+-'<>").find(c[i]) != std::string_view::npos))
        ++i; // a range
    std::string_view rest = std::string_view(c).substr(i);
    for (const std::string_view verb : {"silent!", "silent", "sil!", "sil", "read", "write", "edit", "r", "w", "e"}) {
        if (startsWith(rest, verb) && rest.substr(verb.size()).find_first_not_of(' ') != std::string_view::npos &&
            rest[rest.find_first_not_of(' ', verb.size())] == '!') {
            rest = rest.substr(rest.find('!', verb.size()));
            break;
        }
    }
    if (startsWith(rest, "!"))
        return startsWith(rest, "!!") ? std::string() : trimmed(rest.substr(1));
    for (const std::string_view verb : {"terminal ", "term ", "ter "}) {
        if (startsWith(rest, verb))
            return trimmed(rest.substr(verb.size()));
    }
    const std::size_t call = rest.find("system(");
    if (call != std::string_view::npos && call + 8 < rest.size()) {
        const char quote = rest[call + 7];
        const std::size_t close = rest.find(quote, call + 8);
        if ((quote == '"' || quote == '\'') && close != std::string_view::npos)
            return std::string(rest.substr(call + 8, close - call - 8));
    }
    const std::size_t bar = rest.find('|');
    return bar == std::string_view::npos ? std::string() : editorShellText(rest.substr(bar + 1));
}

// gdb -ex 'shell cmd' / '!cmd' / 'pipe … | cmd'.
std::string debuggerShellText(std::string_view command)
{
    const std::string c = trimmed(command);
    if (startsWith(c, "shell ") || startsWith(c, "!"))
        return trimmed(std::string_view(c).substr(c[0] == '!' ? 1 : 6));
    if (startsWith(c, "pipe ") && c.find('|') != std::string::npos)
        return trimmed(std::string_view(c).substr(c.find('|') + 1));
    return {};
}

// The string literals of an elisp form starting at `from` (up to its closing parenthesis), escapes decoded.
std::vector<std::string> lispStrings(std::string_view text, std::size_t from)
{
    std::vector<std::string> out;
    int depth = 1;
    for (std::size_t i = from; i < text.size() && depth > 0; ++i) {
        if (text[i] == '(')
            ++depth;
        else if (text[i] == ')')
            --depth;
        else if (text[i] == '"') {
            std::string s;
            for (++i; i < text.size() && text[i] != '"'; ++i)
                s += text[i] == '\\' && i + 1 < text.size() ? text[++i] : text[i];
            out.push_back(std::move(s));
        }
    }
    return out;
}

// emacs --eval: (shell-command "cmd"), (call-process "prog" nil nil nil "arg" …) and their relatives.
void lispTexts(std::string_view code, Texts &out)
{
    static constexpr std::array<std::string_view, 7> kCalls = {
        "(shell-command ", "(shell-command-to-string ", "(async-shell-command ",        "(call-process-shell-command ",
        "(call-process ",  "(process-lines ",           "(start-process-shell-command "};
    for (const std::string_view call : kCalls) {
        for (std::size_t at = code.find(call); at != std::string_view::npos; at = code.find(call, at + 1)) {
            std::vector<std::string> strings = lispStrings(code, at + call.size());
            if (strings.empty())
                continue;
            const bool argv = call == "(call-process " || call == "(process-lines ";
            std::string text = call == "(start-process-shell-command " ? strings.back() : strings.front();
            for (std::size_t k = 1; argv && k < strings.size(); ++k)
                text += " '" + strings[k] + "'";
            out.emplace_back("emacs --eval", std::move(text));
        }
    }
}

// expect and Tcl-like scripts: the words after spawn, exec or system at the start of a statement.
void expectTexts(std::string_view script, Texts &out)
{
    std::size_t start = 0;
    while (start < script.size()) {
        std::size_t end = script.find_first_of(";\n", start);
        if (end == std::string_view::npos)
            end = script.size();
        const std::string statement = trimmed(script.substr(start, end - start));
        for (const std::string_view verb : {"spawn ", "exec ", "system "}) {
            if (startsWith(statement, verb))
                out.emplace_back("expect " + std::string(verb.substr(0, verb.size() - 1)),
                                 trimmed(std::string_view(statement).substr(verb.size())));
        }
        start = end + 1;
    }
}

void tarTexts(const Invocation &inv, Texts &out)
{
    for (const std::string &v : optionValues(inv, {"--checkpoint-action=", "--checkpoint-action"})) {
        if (startsWith(v, "exec="))
            out.emplace_back("tar --checkpoint-action", v.substr(5));
    }
    for (const std::string &v :
         optionValues(inv, {"--to-command=", "--to-command", "--use-compress-program=", "--use-compress-program", "-I",
                            "--info-script=", "--info-script", "--new-volume-script=", "--new-volume-script", "-F",
                            "--rsh-command=", "--rsh-command"}))
        out.emplace_back("tar", v);
}

// sed: the e command and the e flag of s. Returns the commands run; `hidden` is set when what runs is the input.
void sedScriptTexts(std::string_view script, Texts &out, std::string &hidden)
{
    std::size_t i = 0;
    auto skipTo = [&](std::string_view stops) {
        while (i < script.size() && stops.find(script[i]) == std::string_view::npos)
            ++i;
    };
    while (i < script.size()) {
        const char c = script[i];
        if (c == '/' || c == '\\') { // an address regex
            const char delim = c == '\\' && i + 1 < script.size() ? script[++i] : '/';
            for (++i; i < script.size() && script[i] != delim; ++i)
                i += script[i] == '\\' ? 1 : 0;
            ++i;
        } else if (c == 'e') {
            const std::size_t from = ++i;
            skipTo("\n");
            const std::string text = trimmed(script.substr(from, i - from));
            if (text.empty())
                hidden = "sed e";
            else
                out.emplace_back("sed e", text);
        } else if (c == 's' || c == 'y') {
            if (++i >= script.size())
                break;
            const char delim = script[i];
            std::array<std::string, 2> parts;
            for (std::string &part : parts) {
                for (++i; i < script.size() && script[i] != delim; ++i) {
                    if (script[i] == '\\' && i + 1 < script.size())
                        part += script[i++];
                    part += script[i];
                }
            }
            if (++i > script.size())
                break; // an unterminated s or y command: sed refuses it, nothing of it runs
            const std::size_t flags = i;
            skipTo(";\n}");
            const std::string_view given = script.substr(flags, i - flags);
            if (c == 's' && given.substr(0, given.find_first_of("w ")).find('e') != std::string_view::npos) {
                if (parts[1].find_first_of("&\\") != std::string::npos)
                    hidden = "sed s///e";
                else
                    out.emplace_back("sed s///e", parts[1]);
            }
        } else if (std::string_view("aicrwRWbtTvl:#").find(c) != std::string_view::npos) {
            skipTo(c == 'b' || c == 't' || c == 'T' || c == 'l' ? ";\n}" : "\n");
        } else {
            ++i;
        }
    }
}

void sedTexts(Invocation &inv, Texts &out)
{
    std::vector<std::string> scripts = optionValues(inv, {"-e", "--expression=", "--expression"});
    bool scriptFile = !optionValues(inv, {"-f", "--file=", "--file"}).empty();
    for (std::size_t i = 0; scripts.empty() && !scriptFile && i < inv.args.size(); ++i) {
        const Word &w = inv.args[i];
        if (w.text == "-l" || w.text == "--line-length")
            ++i;
        else if (!w.text.empty() && w.text.front() != '-' && w.literal())
            scripts.push_back(w.text);
        else if (!w.text.empty() && w.text.front() != '-')
            break;
    }
    std::string hidden;
    for (const std::string &s : scripts)
        sedScriptTexts(s, out, hidden);
    if (!hidden.empty())
        inv.hiddenCodeFrom = hidden;
}

bool isVi(std::string_view p)
{
    return oneOf(p, {"vi", "vim", "nvim", "ex", "view", "vimdiff", "gvim", "nex", "vimx", "evim"});
}

void editorTexts(const Invocation &inv, Texts &out)
{
    std::vector<std::string> commands = optionValues(inv, {"--cmd"});
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const Word &w = inv.args[i];
        if (w.text.size() > 1 && w.text.front() == '+' && w.literal())
            commands.push_back(w.text.substr(1));
        // -c CMD, also at the end of a cluster of flags (ex -sc CMD).
        if (w.text.size() > 1 && w.text[0] == '-' && w.text[1] != '-' && w.text.back() == 'c' &&
            i + 1 < inv.args.size() && inv.args[i + 1].literal())
            commands.push_back(inv.args[++i].text);
    }
    for (const std::string &c : commands) {
        std::string text = editorShellText(c);
        if (!text.empty())
            out.emplace_back(inv.program + " -c", std::move(text));
    }
}

void npmTexts(const Invocation &inv, Texts &out)
{
    // npm pkg set scripts.postinstall='text' (run by the next install), npm set-script name 'text'.
    const bool pkgSet = inv.args.size() > 2 && inv.args[0].text == "pkg" && inv.args[1].text == "set";
    for (std::size_t i = pkgSet ? 2 : 0; pkgSet && i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (startsWith(a, "scripts.") && a.find('=') != std::string::npos && inv.args[i].literal())
            out.emplace_back("npm pkg set " + a.substr(0, a.find('=')), a.substr(a.find('=') + 1));
    }
    if (inv.args.size() == 3 && inv.args[0].text == "set-script" && inv.args[2].literal())
        out.emplace_back("npm set-script", inv.args[2].text);
}

} // namespace

std::string editorScriptText(std::string_view script)
{
    std::string out;
    std::size_t start = 0;
    while (start < script.size()) {
        std::size_t end = script.find('\n', start);
        if (end == std::string_view::npos)
            end = script.size();
        const std::string text = editorShellText(script.substr(start, end - start));
        if (!text.empty())
            out += text + '\n';
        start = end + 1;
    }
    return out;
}

bool Resolver::followEmbedded(Invocation &inv)
{
    static const std::unordered_set<std::string_view> kPrograms = {
        "tar",     "gtar", "bsdtar", "rsync", "zip",  "sed", "gsed",  "vi",          "vim",    "nvim", "ex",  "view",
        "vimdiff", "gvim", "nex",    "vimx",  "evim", "gdb", "emacs", "emacsclient", "expect", "npm",  "pnpm"};
    const std::string &p = inv.program;
    if (kPrograms.count(p) == 0)
        return false; // one lookup for the programs that hold no shell text
    Texts texts;
    if (p == "tar" || p == "gtar" || p == "bsdtar")
        tarTexts(inv, texts);
    else if (p == "rsync") {
        // The remote shell gets the host and rsync's server command appended.
        for (const std::string &v : optionValues(inv, {"-e", "--rsh=", "--rsh"}))
            texts.emplace_back("rsync -e", v + " host rsync --server .");
    } else if (p == "zip") {
        for (const std::string &v : optionValues(inv, {"-TT", "--unzip-command=", "--unzip-command"}))
            texts.emplace_back("zip -TT", v);
    } else if (p == "sed" || p == "gsed")
        sedTexts(inv, texts);
    else if (isVi(p))
        editorTexts(inv, texts);
    else if (p == "gdb") {
        for (const std::string &v :
             optionValues(inv, {"-ex", "--ex", "-ex=", "--ex=", "-eval-command", "--eval-command",
                                "--eval-command=", "-iex", "--init-eval-command", "--init-eval-command="})) {
            if (std::string text = debuggerShellText(v); !text.empty())
                texts.emplace_back("gdb -ex", std::move(text));
        }
    } else if (p == "emacs" || p == "emacsclient") {
        for (const std::string &v : optionValues(inv, {"--eval", "-eval", "--eval=", "-e"}))
            lispTexts(v, texts);
    } else if (p == "expect") {
        for (const std::string &v : optionValues(inv, {"-c"}))
            expectTexts(v, texts);
    } else if (p == "npm" || p == "pnpm")
        npmTexts(inv, texts);
    return addWithTexts(inv, texts);
}

} // namespace airlock::safety::detail
