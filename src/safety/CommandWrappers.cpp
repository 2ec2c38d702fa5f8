// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Wrappers (sudo doas env nice nohup timeout xargs busybox docker exec…): how each steps over its own options to the
// command it runs, and Resolver::unwrap, which peels them off.
#include "CommandResolverImpl.h"

#include <algorithm>
#include <cctype>
#include <unordered_map>

namespace airlock::safety::detail {
namespace {

// How to step over a wrapper's own options to reach the command it runs.
struct WrapperSpec {
    std::string_view name;
    std::string_view shortWithArgument;             // option letters that take an argument
    std::vector<std::string_view> longWithArgument; // --option that takes an argument when written without =
    int positionals = 0;                            // operands before the command (timeout's duration…)
    bool privileged = false;                        // runs the command as another user
};

const std::vector<WrapperSpec> &wrappers()
{
    static const std::vector<WrapperSpec> specs = {
        {"sudo",
         "CDghpRrTtUu",
         {"--close-from", "--chdir", "--group", "--host", "--prompt", "--chroot", "--role", "--type",
          "--command-timeout", "--other-user", "--user"},
         0,
         true},
        {"doas", "Cu", {}, 0, true},
        {"pkexec", "", {"--user"}, 0, true},
        {"env", "uCS", {"--unset", "--chdir", "--split-string"}, 0, false},
        {"nice", "n", {"--adjustment"}, 0, false},
        {"ionice", "cnp", {"--class", "--classdata", "--pid"}, 0, false},
        {"nohup", "", {}, 0, false},
        {"setsid", "", {}, 0, false},
        {"timeout", "sk", {"--signal", "--kill-after"}, 1, false},
        {"time", "fo", {"--format", "--output"}, 0, false},
        {"stdbuf", "ioe", {"--input", "--output", "--error"}, 0, false},
        {"command", "", {}, 0, false},
        {"builtin", "", {}, 0, false},
        {"exec", "a", {}, 0, false},
        {"chroot", "", {"--userspec", "--groups"}, 1, false},
        {"taskset", "", {}, 1, false},
        {"flock", "wEc", {"--timeout", "--conflict-exit-code", "--command"}, 1, false},
        {"unshare", "SGRw", {"--setuid", "--setgid", "--root", "--wd"}, 0, false},
        {"runuser",
         "ugGcsw",
         {"--user", "--group", "--supp-group", "--command", "--shell", "--whitelist-environment"},
         0,
         true},
        {"strace", "abeEIoOpPsSuUX", {}, 0, false},
        {"ltrace", "aeEnopsuw", {}, 0, false},
        {"proxychains", "f", {}, 0, false},
        {"proxychains4", "f", {}, 0, false},
        {"torsocks", "aPpuiw", {}, 0, false},
        {"catchsegv", "", {}, 0, false},
        {"caffeinate", "tw", {}, 0, false},
        {"npx", "p", {"--package", "--call"}, 0, false},
        {"bunx", "", {}, 0, false},
        {"uvx", "", {"--from", "--with", "--python"}, 0, false},
        {"xargs",
         "adEeIiLlnPs",
         {"--arg-file", "--delimiter", "--eof", "--replace", "--max-lines", "--max-args", "--max-procs", "--max-chars",
          "--process-slot-var"},
         0,
         false},
    };
    return specs;
}

const WrapperSpec *wrapperFor(std::string_view program)
{
    static const std::unordered_map<std::string_view, const WrapperSpec *> index = [] {
        std::unordered_map<std::string_view, const WrapperSpec *> m;
        for (const WrapperSpec &spec : wrappers())
            m.emplace(spec.name, &spec);
        return m;
    }();
    const auto it = index.find(program);
    return it == index.end() ? nullptr : it->second;
}

// Sets `rest` to the command after the wrapper's options and operands; `nested` for -c/-S style strings.
bool stepOver(const WrapperSpec &spec, const std::vector<Word> &argv, std::vector<Word> &rest, std::string &nested,
              std::string &nestedVia)
{
    std::size_t i = 1;
    int positionals = spec.positionals;
    const bool isEnv = spec.name == "env";
    while (i < argv.size()) {
        const std::string &a = argv[i].text;
        if (a == "--") {
            ++i;
            break;
        }
        if (isEnv && a.find('=') != std::string::npos && a.front() != '-') {
            ++i; // NAME=value
            continue;
        }
        if (startsWith(a, "--")) {
            const std::size_t eq = a.find('=');
            const std::string_view option = std::string_view(a).substr(0, eq);
            const bool takesArgument = std::find(spec.longWithArgument.begin(), spec.longWithArgument.end(), option) !=
                                       spec.longWithArgument.end();
            if ((option == "--split-string" || option == "--command") &&
                (eq != std::string::npos || i + 1 < argv.size())) {
                nested = eq != std::string::npos ? a.substr(eq + 1) : argv[i + 1].text;
                nestedVia = std::string(spec.name) + " " + std::string(option);
                return true;
            }
            i += (takesArgument && eq == std::string::npos) ? 2 : 1;
            continue;
        }
        if (a.size() > 1 && a.front() == '-' &&
            !(spec.name == "nice" && std::isdigit(static_cast<unsigned char>(a[1])))) {
            // A cluster of short options; the first that takes an argument consumes the rest or the next word.
            bool consumedNext = false;
            for (std::size_t k = 1; k < a.size(); ++k) {
                if (spec.shortWithArgument.find(a[k]) == std::string_view::npos)
                    continue;
                const bool attached = k + 1 < a.size();
                if ((a[k] == 'S' && isEnv) || (a[k] == 'c' && (spec.name == "flock" || spec.name == "runuser"))) {
                    if (attached)
                        nested = a.substr(k + 1);
                    else if (i + 1 < argv.size())
                        nested = argv[i + 1].text;
                    nestedVia = std::string(spec.name) + " -" + a[k];
                    return !nested.empty();
                }
                consumedNext = !attached;
                break;
            }
            i += consumedNext ? 2 : 1;
            continue;
        }
        if (spec.name == "nice" && a.size() > 1 && a.front() == '-') {
            ++i; // nice -10
            continue;
        }
        if (positionals > 0) {
            --positionals;
            ++i;
            continue;
        }
        break;
    }
    if (i >= argv.size())
        return false;
    rest.assign(argv.begin() + static_cast<std::ptrdiff_t>(i), argv.end());
    return true;
}

} // namespace

void Resolver::unwrap(Invocation inv, std::vector<Word> argv, int depth)
{
    while (!argv.empty()) {
        const Word &first = argv.front();
        if (!first.literal()) {
            inv.programKnown = false;
            inv.programText = first.text;
            inv.args.assign(argv.begin() + 1, argv.end());
            add(std::move(inv));
            return;
        }
        const std::string program = programName(first.text);
        if (depth > 32) {
            m_out.errors.emplace_back("wrappers are nested too deeply");
            break;
        }
        if (program == "busybox" && argv.size() > 1 && argv[1].literal()) {
            inv.wrappers.push_back("busybox");
            argv.erase(argv.begin());
            continue;
        }
        // docker exec [options] CONTAINER command…, kubectl exec [options] POD -- command…
        if ((program == "docker" || program == "podman" || program == "nerdctl" || program == "kubectl" ||
             program == "oc") &&
            argv.size() > 2 && argv[1].text == "exec") {
            static const WrapperSpec containerExec = {"exec",
                                                      "eucwn",
                                                      {"--env", "--user", "--workdir", "--env-file", "--detach-keys",
                                                       "--container", "--namespace", "--context", "--kubeconfig"},
                                                      1,
                                                      false};
            std::vector<Word> inner(argv.begin() + 1, argv.end());
            std::vector<Word> rest;
            std::string nestedText;
            std::string nestedVia;
            if (!stepOver(containerExec, inner, rest, nestedText, nestedVia))
                break;
            inv.wrappers.push_back(program + " exec");
            argv = std::move(rest);
            ++depth;
            continue;
        }
        const WrapperSpec *spec = wrapperFor(program);
        if (!spec)
            break;
        if (program == "command" || program == "builtin") {
            // `command -v x` / `-V` only looks a name up.
            if (argv.size() > 1 && (argv[1].text == "-v" || argv[1].text == "-V"))
                break;
        }
        std::vector<Word> rest;
        std::string nestedText;
        std::string nestedVia;
        if (!stepOver(*spec, argv, rest, nestedText, nestedVia))
            break; // no command follows: the wrapper itself is the program
        inv.wrappers.push_back(program);
        if (!nestedText.empty()) {
            inv.programText = program;
            inv.program = program;
            inv.args.assign(argv.begin() + 1, argv.end());
            const int host = static_cast<int>(m_out.invocations.size());
            add(inv);
            resolveText(nestedText, host, nestedVia);
            return;
        }
        if (program == "xargs") {
            inv.argsFromInput = true;
            if (rest.empty()) {
                Word echo;
                echo.text = "echo";
                rest.push_back(echo);
            }
        }
        argv = std::move(rest);
        ++depth;
    }
    if (argv.empty()) {
        add(std::move(inv));
        return;
    }
    inv.programText = argv.front().text;
    inv.program = programName(argv.front().text);
    inv.args.assign(argv.begin() + 1, argv.end());
    followNested(std::move(inv));
}

} // namespace airlock::safety::detail
