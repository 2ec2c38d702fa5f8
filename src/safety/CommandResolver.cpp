// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CommandResolver.h"

#include "ShellParser.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <unordered_map>

namespace airlock::safety {

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

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

// Literal NAME=value assignments made by assignment-only commands, in text order: `X=rm; $X -rf /` resolves.
using Constants = std::map<std::string, std::string>;

std::optional<std::string> variableName(const std::string &text)
{
    std::string_view t = text;
    if (startsWith(t, "${") && t.size() > 3 && t.back() == '}')
        t = t.substr(2, t.size() - 3);
    else if (startsWith(t, "$") && t.size() > 1)
        t = t.substr(1);
    else
        return std::nullopt;
    if (t.empty() || !(std::isalpha(static_cast<unsigned char>(t.front())) || t.front() == '_'))
        return std::nullopt;
    for (const char c : t) {
        if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
            return std::nullopt;
    }
    return std::string(t);
}

Word substitute(const Word &word, const Constants &constants)
{
    if (!word.expanded || !word.substitutions.empty())
        return word;
    const auto name = variableName(word.text);
    if (!name)
        return word;
    const auto it = constants.find(*name);
    if (it == constants.end())
        return word;
    Word resolved = word;
    resolved.text = it->second;
    resolved.expanded = false;
    return resolved;
}

class Resolver
{
public:
    explicit Resolver(Resolution &out)
        : m_out(out)
    {}

    void resolveText(std::string text, int parentInvocation, std::string via)
    {
        if (static_cast<int>(m_out.texts.size()) >= CommandResolver::kMaxNestedTexts) {
            m_out.errors.emplace_back("too many nested shell texts to follow");
            m_out.truncated = true;
            m_out.limit = "more than " + std::to_string(CommandResolver::kMaxNestedTexts) + " nested shell texts";
            return;
        }
        const int tree = static_cast<int>(m_out.texts.size());
        m_out.texts.push_back(std::move(text));
        m_out.trees.push_back(ShellParser::parse(m_out.texts.back()));
        m_out.treeParent.push_back(parentInvocation);
        for (const std::string &e : m_out.trees[static_cast<std::size_t>(tree)].errors)
            m_out.errors.push_back(tree == 0 ? e : "in nested text: " + e);

        Constants constants;
        const ParseTree &parsed = m_out.trees[static_cast<std::size_t>(tree)];
        if (parsed.truncated && !m_out.truncated) {
            m_out.truncated = true;
            m_out.limit = "more than " + std::to_string(ShellParser::kMaxCommands) + " simple commands";
        }
        for (std::size_t i = 0; i < parsed.commands.size(); ++i) {
            if (atLimit())
                break;
            const SimpleCommand &command = parsed.commands[i];
            if (command.words.empty()) {
                for (const Word &assignment : command.assignments) {
                    const std::size_t eq = assignment.text.find('=');
                    if (eq == std::string::npos || assignment.expanded)
                        continue;
                    constants[assignment.text.substr(0, eq)] = assignment.text.substr(eq + 1);
                }
            }
            resolveCommand(tree, static_cast<int>(i), constants, via);
        }
    }

private:
    void resolveCommand(int tree, int index, const Constants &constants, const std::string &via)
    {
        // The trees live in a deque: appending nested ones does not move this one.
        const SimpleCommand &command =
            m_out.trees[static_cast<std::size_t>(tree)].commands[static_cast<std::size_t>(index)];
        const std::string &text = m_out.texts[static_cast<std::size_t>(tree)];
        Invocation inv;
        inv.tree = tree;
        inv.command = index;
        inv.redirects = command.redirects;
        inv.via = via;
        if (tree == 0) {
            inv.begin = command.begin;
            inv.end = command.end;
            inv.segment = text.substr(command.begin, command.end - command.begin);
        } else {
            const Invocation &host =
                m_out.invocations[static_cast<std::size_t>(m_out.treeParent[static_cast<std::size_t>(tree)])];
            inv.begin = host.begin;
            inv.end = host.end;
            inv.segment = text.substr(command.begin, command.end - command.begin);
        }
        std::vector<Word> argv;
        argv.reserve(command.words.size());
        for (const Word &w : command.words)
            argv.push_back(substitute(w, constants));
        for (Redirect &r : inv.redirects)
            r.target = substitute(r.target, constants);
        if (argv.empty()) {
            inv.programKnown = true;
            add(std::move(inv));
            return;
        }
        unwrap(std::move(inv), std::move(argv), 0);
    }

    // True once the invocation budget is spent; the resolution is then marked truncated, once.
    bool atLimit()
    {
        if (m_out.invocations.size() < CommandResolver::kMaxInvocations)
            return false;
        if (!m_out.truncated)
            m_out.limit = "more than " + std::to_string(CommandResolver::kMaxInvocations) + " programs to run";
        m_out.truncated = true;
        return true;
    }

    void add(Invocation inv)
    {
        if (!atLimit())
            m_out.invocations.push_back(std::move(inv));
    }

    // Peels wrappers off argv until the program that runs is reached; follows nested text and commands.
    void unwrap(Invocation inv, std::vector<Word> argv, int depth)
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
                                                          {"--env", "--user", "--workdir", "--env-file",
                                                           "--detach-keys", "--container", "--namespace", "--context",
                                                           "--kubeconfig"},
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

    // Sets `rest` to the command after the wrapper's options and operands; `nested` for -c/-S style strings.
    static bool stepOver(const WrapperSpec &spec, const std::vector<Word> &argv, std::vector<Word> &rest,
                         std::string &nested, std::string &nestedVia)
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
                const bool takesArgument = std::find(spec.longWithArgument.begin(), spec.longWithArgument.end(),
                                                     option) != spec.longWithArgument.end();
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

    // Programs that run other text or commands: shells with -c or a heredoc, eval, su -c, find -exec, ssh host cmd.
    void followNested(Invocation inv)
    {
        const std::string &program = inv.program;
        if (isShellProgram(program)) {
            const auto text = shellCommandText(inv);
            if (text) {
                const int host = static_cast<int>(m_out.invocations.size());
                const std::string via = program + " -c";
                add(std::move(inv));
                if (!text->empty())
                    resolveText(*text, host, via);
                return;
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
                        return;
                    }
                }
            }
        }
        if (program == "eval") {
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
            return;
        }
        if (program == "su") {
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
                    return;
                }
            }
        }
        if (program == "ssh") {
            if (const auto remote = sshRemoteCommand(inv)) {
                const int host = static_cast<int>(m_out.invocations.size());
                add(std::move(inv));
                resolveText(*remote, host, "ssh");
                return;
            }
        }
        if (program == "find") {
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
            return;
        }
        add(std::move(inv));
    }

    static int firstOperand(const Invocation &inv)
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
    static std::optional<std::string> shellCommandText(const Invocation &inv)
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

    static std::optional<std::string> sshRemoteCommand(const Invocation &inv)
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

    Resolution &m_out;
};

} // namespace

std::string programName(std::string_view path)
{
    while (path.size() > 1 && path.back() == '/')
        path.remove_suffix(1);
    const std::size_t slash = path.rfind('/');
    return std::string(slash == std::string_view::npos ? path : path.substr(slash + 1));
}

bool isShellProgram(std::string_view program)
{
    static constexpr std::array<std::string_view, 10> kShells = {"sh",   "bash", "dash", "zsh",  "ksh",
                                                                 "mksh", "ash",  "yash", "fish", "rbash"};
    return std::find(kShells.begin(), kShells.end(), program) != kShells.end();
}

bool isInterpreter(std::string_view program)
{
    if (isShellProgram(program))
        return true;
    static constexpr std::array<std::string_view, 16> kInterpreters = {
        "python", "python2", "python3", "pypy", "pypy3", "perl",    "ruby",  "node",
        "nodejs", "deno",    "bun",     "php",  "lua",   "Rscript", "tclsh", "osascript"};
    if (std::find(kInterpreters.begin(), kInterpreters.end(), program) != kInterpreters.end())
        return true;
    return startsWith(program, "python3.") || startsWith(program, "python2.");
}

std::vector<int> Resolution::invocationsOf(int tree, int command) const
{
    std::vector<int> out;
    for (std::size_t i = 0; i < invocations.size(); ++i) {
        if (invocations[i].tree == tree && invocations[i].command == command)
            out.push_back(static_cast<int>(i));
    }
    return out;
}

Resolution CommandResolver::resolve(std::string_view text)
{
    Resolution out;
    Resolver resolver(out);
    resolver.resolveText(std::string(text), -1, {});
    return out;
}

} // namespace airlock::safety
