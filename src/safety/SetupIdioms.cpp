// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SetupIdioms.h"

#include <algorithm>
#include <map>
#include <set>

namespace airlock::safety {

namespace {

// Program → the first operand that makes it print its own setup code ("" when any, or none, will do).
const std::map<std::string, std::set<std::string, std::less<>>, std::less<>> &setupVerbs()
{
    static const std::map<std::string, std::set<std::string, std::less<>>, std::less<>> kVerbs = {
        {"ssh-agent", {""}},
        {"gpg-agent", {"--daemon"}},
        {"keychain", {"--eval"}},
        {"pyenv", {"init", "virtualenv-init", "sh-activate"}},
        {"rbenv", {"init"}},
        {"nodenv", {"init"}},
        {"jenv", {"init"}},
        {"goenv", {"init"}},
        {"plenv", {"init"}},
        {"phpenv", {"init"}},
        {"scalaenv", {"init"}},
        {"tfenv", {"init"}},
        {"direnv", {"hook", "export"}},
        {"brew", {"shellenv"}},
        {"starship", {"init"}},
        {"zoxide", {"init"}},
        {"mise", {"activate", "env", "hook-env"}},
        {"rtx", {"activate", "env"}},
        {"fnm", {"env"}},
        {"conda", {"shell.bash", "shell.zsh", "shell.fish", "shell.posix", "shell.sh"}},
        {"micromamba", {"shell"}},
        {"mamba", {"shell"}},
        {"opam", {"env", "config"}},
        {"minikube", {"docker-env", "podman-env"}},
        {"docker-machine", {"env"}},
        {"thefuck", {"--alias"}},
        {"atuin", {"init"}},
        {"mcfly", {"init"}},
        {"fzf", {"--bash", "--zsh", "--fish"}},
        {"oh-my-posh", {"init"}},
        {"luarocks", {"path"}},
        {"dircolors", {""}},
        {"lesspipe", {""}},
        {"lesspipe.sh", {""}},
        {"hub", {"alias"}},
        {"scmpuff", {"init"}},
        {"tmuxifier", {"init"}},
        {"navi", {"widget"}},
        {"register-python-argcomplete", {""}},
        {"pdm", {"--pep582"}},
        {"gh", {"completion"}},
    };
    return kVerbs;
}

bool completionVerb(std::string_view w)
{
    return w == "completion" || w == "completions" || w == "generate-shell-completion" || w == "shell-completion";
}

// A word that is a single command substitution: "$(…)" or `…`, nothing around it.
bool onlySubstitution(const Word &w)
{
    if (w.substitutions.size() != 1)
        return false;
    const std::string &t = w.text;
    return (t.size() > 3 && t.compare(0, 2, "$(") == 0 && t.back() == ')') ||
           (t.size() > 2 && t.front() == '`' && t.back() == '`');
}

} // namespace

bool printsSetupCode(const Invocation &producer)
{
    if (!producer.programKnown || !producer.redirects.empty())
        return false;
    std::string first;
    for (const Word &w : producer.args) {
        if (w.expanded)
            return false;
        if (first.empty() && (!w.text.empty() && (w.text[0] != '-' || producer.program == "thefuck" ||
                                                  producer.program == "fzf" || producer.program == "keychain" ||
                                                  producer.program == "gpg-agent" || producer.program == "pdm")))
            first = w.text;
    }
    if (first.empty() || producer.program == "ssh-agent" || producer.program == "dircolors") {
        // ssh-agent with a command to run is a wrapper, not setup output.
        const bool options = std::all_of(producer.args.begin(), producer.args.end(),
                                         [](const Word &w) { return !w.text.empty() && w.text[0] == '-'; });
        const auto it = setupVerbs().find(producer.program);
        return options && it != setupVerbs().end() && it->second.count("");
    }
    if (completionVerb(first))
        return true;
    const auto it = setupVerbs().find(producer.program);
    return it != setupVerbs().end() && (it->second.count(first) || it->second.count(""));
}

bool evaluatesSetupOutput(const Resolution &resolution, const Invocation &inv)
{
    if (inv.tree < 0 || std::size_t(inv.tree) >= resolution.trees.size())
        return false;
    bool any = false;
    for (const Word &w : inv.args) {
        if (!w.expanded)
            continue;
        if (!onlySubstitution(w))
            return false;
        const auto children = resolution.invocationsOf(inv.tree, w.substitutions.front());
        if (children.empty())
            return false;
        for (const int c : children) {
            if (c < 0 || std::size_t(c) >= resolution.invocations.size() ||
                !printsSetupCode(resolution.invocations[std::size_t(c)]))
                return false;
        }
        any = true;
    }
    return any;
}

} // namespace airlock::safety
