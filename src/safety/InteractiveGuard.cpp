// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "InteractiveGuard.h"

#include <algorithm>
#include <map>
#include <vector>

namespace airlock::safety {

namespace {

bool hasArg(const Invocation &inv, std::initializer_list<std::string_view> values)
{
    return std::any_of(inv.args.begin(), inv.args.end(), [&](const Word &w) {
        return std::any_of(values.begin(), values.end(), [&](std::string_view v) { return w.text == v; });
    });
}

// A full-screen program, unless its arguments or a redirected output make it print and exit.
std::optional<std::string> fullScreenRefusal(const Invocation &inv, const std::string &use)
{
    const std::string &p = inv.program;
    if (p == "top" &&
        (hasArg(inv, {"-b", "-bn1", "-b1"}) ||
         std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) { return w.text.rfind("-b", 0) == 0; })))
        return std::nullopt;
    if (p == "iotop" && hasArg(inv, {"-b", "--batch"}))
        return std::nullopt;
    if ((p == "vim" || p == "vi" || p == "nvim") && (hasArg(inv, {"-es", "-Es", "--headless", "-e", "--version"})))
        return std::nullopt;
    if (p == "emacs" && hasArg(inv, {"--batch", "-batch", "--script", "--version"}))
        return std::nullopt;
    if ((p == "tmux" || p == "screen") && std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text == "ls" || w.text == "list-sessions" || w.text == "-ls" || w.text == "-list" ||
                   w.text == "kill-server" || w.text == "kill-session" || w.text == "send-keys" ||
                   w.text == "capture-pane" || w.text == "-d" || w.text == "-dm" || w.text == "-dmS" ||
                   w.text == "has-session" || w.text == "--version" || w.text == "-V";
        }))
        return std::nullopt;
    if (p == "fzf" && hasArg(inv, {"--bash", "--zsh", "--fish", "-f", "--filter", "--man"}))
        return std::nullopt; // prints shell integration or filters non-interactively
    if (hasArg(inv, {"--help", "-h", "--version", "-V"}))
        return std::nullopt;
    return use;
}

// ssh host with no remote command opens an interactive login shell.
bool opensLoginShell(const Invocation &inv)
{
    static constexpr std::string_view kWithArgument = "BbcDEeFIiJLlmOopQRSWw";
    std::size_t operands = 0;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a.size() > 1 && a[0] == '-') {
            if (a.size() == 2 && kWithArgument.find(a[1]) != std::string_view::npos)
                ++i;
            continue;
        }
        ++operands;
    }
    return operands == 1;
}

// git add -p, commit -p/--interactive, rebase -i, stash -p wait for a person at each step.
bool interactiveGit(const Invocation &inv)
{
    std::vector<std::string> words;
    for (const Word &w : inv.args) {
        if (!w.text.empty() && w.text[0] != '-')
            words.push_back(w.text);
    }
    const std::string sub = words.empty() ? std::string() : words.front();
    const std::string action = words.size() > 1 ? words[1] : std::string();
    const bool patch = hasArg(inv, {"-p", "--patch", "-i", "--interactive"});
    const bool interactive =
        (patch && (sub == "add" || sub == "commit" || sub == "checkout" || sub == "reset" || sub == "restore" ||
                   (sub == "stash" && (action.empty() || action == "push" || action == "save")))) ||
        ((sub == "rebase" || sub == "clean") && hasArg(inv, {"-i", "--interactive"}));
    return interactive;
}

// Pagers (less, more, man) are not here: with no terminal on stdout they print their input and exit, as `git log`
// does without its pager.
std::optional<std::string> refusalFor(const Invocation &inv)
{
    static const std::map<std::string, std::string, std::less<>> kFullScreen = {
        {"vim", "edit files with the file tools or `sed -i`, or run `vim -es` in batch mode"},
        {"vi", "edit files with the file tools or `sed -i`"},
        {"nvim", "edit files with the file tools or `nvim --headless`"},
        {"view", "read files with `cat` or `sed -n`"},
        {"vimdiff", "compare files with `diff -u`"},
        {"nano", "edit files with the file tools or `sed -i`"},
        {"pico", "edit files with the file tools or `sed -i`"},
        {"emacs", "run `emacs --batch`"},
        {"top", "use `top -b -n 1` or `ps aux`"},
        {"htop", "use `ps aux --sort=-%cpu | head`"},
        {"btop", "use `ps aux`"},
        {"atop", "use `ps aux`"},
        {"iotop", "use `iotop -b -n 1`"},
        {"watch", "run the command once, or loop with `sleep` and a bound"},
        {"fzf", "filter with `grep`"},
        {"tig", "use `git log --oneline` or `git show`"},
        {"lazygit", "use git commands"},
        {"tmux", "run the command directly"},
        {"screen", "run the command directly"},
        {"mc", "use ls, cp and mv"},
        {"ranger", "use ls"},
        {"nnn", "use ls"},
        {"nmtui", "use nmcli"},
        {"alsamixer", "use amixer"},
        {"ncdu", "use `du -sh *`"},
        {"dialog", "ask in your reply instead"},
        {"whiptail", "ask in your reply instead"},
    };
    const std::string &p = inv.program;
    const auto it = kFullScreen.find(p);
    if (it != kFullScreen.end())
        return fullScreenRefusal(inv, it->second);
    if (p == "ssh" && !hasArg(inv, {"-N", "-f", "-O", "-W", "-V", "-G", "-Q", "-T"}) && opensLoginShell(inv))
        return std::string("give ssh the remote command to run: `ssh host 'command'`");
    if ((p == "sudo" && hasArg(inv, {"-i", "-s", "--login", "--shell", "-e", "--edit"}) && inv.program == "sudo") ||
        p == "sudoedit" || p == "visudo" || p == "vipw" || (p == "crontab" && hasArg(inv, {"-e"})))
        return std::string("this opens an interactive editor or shell; run the command itself instead");
    if ((p == "su" || p == "login") && !hasArg(inv, {"-c", "--command"}))
        return std::string("su without -c opens an interactive shell; use `su -c 'command'`");
    if (p == "git" && interactiveGit(inv))
        return std::string(
            "interactive git modes need a terminal; use the non-interactive form (e.g. `git add <paths>`, "
            "`GIT_SEQUENCE_EDITOR=… git rebase -i`)");
    return std::nullopt;
}

} // namespace

std::optional<InteractiveRefusal> interactiveProgram(const Resolution &resolution)
{
    for (const Invocation &inv : resolution.invocations) {
        if (inv.program.empty())
            continue;
        if (const auto use = refusalFor(inv))
            return InteractiveRefusal{inv.program, "`" + inv.program +
                                                       "` needs an interactive terminal, which this tool "
                                                       "does not have; " +
                                                       *use + "."};
    }
    return std::nullopt;
}

} // namespace airlock::safety
