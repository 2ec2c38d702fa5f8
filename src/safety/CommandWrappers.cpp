// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Resolver::unwrap: peels off the programs that run other commands (WrapperTable.cpp says how each one's options
// take arguments and where its payload starts), down to the program that runs; shell-text payloads are parsed.
#include "CommandResolverImpl.h"
#include "WrapperTable.h"

#include <algorithm>
#include <cctype>

namespace airlock::safety::detail {
namespace {

// What a wrapper runs: an argv (`rest`) or shell texts (`texts`, via `via`).
struct Step {
    std::vector<Word> rest;
    std::vector<std::string> texts;
    Phrase via;
};

bool listed(const std::vector<std::string> &list, std::string_view option)
{
    return std::find(list.begin(), list.end(), option) != list.end();
}

std::string joined(const std::vector<Word> &words, std::size_t from, std::size_t to)
{
    std::string text;
    for (std::size_t j = from; j < to && j < words.size(); ++j) {
        if (!text.empty())
            text += ' ';
        text += words[j].text;
    }
    return text;
}

// GNU parallel: `parallel TEMPLATE ::: ARGS` runs TEMPLATE with {} (or the end) replaced by each argument;
// `parallel ::: CMD…` runs each argument. Only the first few arguments are followed.
void parallelTexts(const std::vector<Word> &argv, std::size_t i, Step &step)
{
    std::size_t sep = i;
    while (sep < argv.size() && argv[sep].text != ":::" && argv[sep].text != ":::+")
        ++sep;
    const std::string templ = joined(argv, i, sep);
    if (sep >= argv.size()) {
        if (!templ.empty())
            step.texts.push_back(templ);
        return;
    }
    for (std::size_t j = sep + 1; j < argv.size() && step.texts.size() < 8; ++j) {
        const std::string &arg = argv[j].text;
        if (startsWith(arg, ":::"))
            break;
        if (templ.empty()) {
            step.texts.push_back(arg);
            continue;
        }
        std::string text = templ;
        const std::size_t at = text.find("{}");
        if (at == std::string::npos)
            text += ' ' + arg;
        else
            text.replace(at, 2, arg);
        step.texts.push_back(text);
    }
}

// The value of a shell-text option at argv[i] (short letter `c` at position k, or long `--option[=value]`).
bool shellTextOption(const WrapperSpec &spec, const std::vector<Word> &argv, std::size_t i, Step &step)
{
    const std::string &a = argv[i].text;
    if (startsWith(a, "--")) {
        const std::size_t eq = a.find('=');
        const std::string_view option = std::string_view(a).substr(0, eq);
        if (!listed(spec.longShellText, option))
            return false;
        if (eq == std::string::npos && i + 1 >= argv.size())
            return false;
        step.texts.push_back(eq != std::string::npos ? a.substr(eq + 1) : argv[i + 1].text);
        step.via = Phrase::literal(std::string(spec.name) + " " + std::string(option));
        return true;
    }
    for (std::size_t k = 1; k < a.size(); ++k) {
        if (spec.shortShellText.find(a[k]) != std::string::npos) {
            if (k + 1 < a.size())
                step.texts.push_back(a.substr(k + 1));
            else if (i + 1 < argv.size())
                step.texts.push_back(argv[i + 1].text);
            else
                return false;
            step.via = Phrase::literal(std::string(spec.name) + " -" + a[k]);
            return true;
        }
        if (spec.shortWithArgument.find(a[k]) != std::string::npos)
            return false;
    }
    return false;
}

// The payload starts after a marker word: `--`, `--args`, or one of a list (nix develop -c / --command).
bool isMarker(const WrapperSpec &spec, std::string_view word)
{
    std::string_view markers = spec.marker;
    while (!markers.empty()) {
        const std::size_t comma = markers.find(',');
        if (markers.substr(0, comma) == word)
            return true;
        markers = comma == std::string_view::npos ? std::string_view() : markers.substr(comma + 1);
    }
    return false;
}

// ssh -o ProxyCommand=TEXT (or -oProxyCommand=TEXT): a KEY=VALUE option argument whose value is shell text.
void keyValueText(const WrapperSpec &spec, const std::vector<Word> &argv, std::size_t i, Step &step)
{
    const std::string &kv = spec.keyValueShellText;
    const std::string &a = argv[i].text;
    if (kv.size() < 3 || a.size() < 2 || a[1] != kv[0])
        return;
    const std::string value = a.size() > 2 ? a.substr(2) : (i + 1 < argv.size() ? argv[i + 1].text : std::string());
    const std::size_t eq = value.find_first_of("= ");
    if (eq == std::string::npos)
        return;
    std::string key = value.substr(0, eq);
    for (char &c : key)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const std::string keys = "," + kv.substr(2) + ",";
    if (keys.find("," + key + ",") != std::string::npos && eq + 1 < value.size()) {
        step.texts.push_back(value.substr(eq + 1));
        step.via = Phrase::literal(spec.name + " -" + kv[0] + " " + value.substr(0, eq));
    }
}

// How many words an option at argv[i] covers (itself and its arguments); sets `shell` for shell flags.
std::size_t optionWidth(const WrapperSpec &spec, const std::string &a, bool &shell)
{
    if (startsWith(a, "--")) {
        const std::size_t eq = a.find('=');
        const std::string_view option = std::string_view(a).substr(0, eq);
        if (listed(spec.longWithTwoArguments, option))
            return eq == std::string::npos ? 3 : 2;
        return listed(spec.longWithArgument, option) && eq == std::string::npos ? 2 : 1;
    }
    if (std::isdigit(static_cast<unsigned char>(a[1])))
        return 1; // nice -10
    for (std::size_t k = 1; k < a.size(); ++k) {
        if (spec.shellFlags.find(a[k]) != std::string::npos)
            shell = true;
        if (spec.shortWithArgument.find(a[k]) != std::string::npos)
            return k + 1 < a.size() ? 1 : 2;
    }
    return 1;
}

// Steps over the wrapper's options and operands, from argv[i]. False when nothing follows to run.
bool stepOver(const WrapperSpec &spec, const std::vector<Word> &argv, std::size_t i, Step &step)
{
    int positionals = spec.positionals;
    bool markerSeen = spec.marker.empty();
    bool shell = false;
    const bool onlyOptions = spec.payload == Payload::OptionOnly;
    bool dashDash = false; // runuser -u user -- command: an argv even where options carry the payload
    while (i < argv.size()) {
        const std::string &a = argv[i].text;
        if (!markerSeen && isMarker(spec, a)) {
            markerSeen = true;
            ++i;
            break;
        }
        if (a == "--") {
            ++i;
            dashDash = true;
            break;
        }
        if (spec.assignments && a.find('=') != std::string::npos && a.front() != '-') {
            ++i; // NAME=value
            continue;
        }
        if (a.size() > 1 && a.front() == '-') {
            if (shellTextOption(spec, argv, i, step))
                return true;
            if (!spec.keyValueShellText.empty())
                keyValueText(spec, argv, i, step);
            i += optionWidth(spec, a, shell);
            continue;
        }
        if (!markerSeen || onlyOptions) {
            ++i; // an operand before the payload starts (su's user, script's typescript file)
            continue;
        }
        if (positionals > 0) {
            --positionals;
            ++i;
            continue;
        }
        break;
    }
    if (!markerSeen || (onlyOptions && !dashDash) || i >= argv.size())
        return !step.texts.empty(); // ssh -o ProxyCommand=… host: only the option's text runs
    switch (spec.payload) {
    case Payload::ShellJoined: step.texts.push_back(joined(argv, i, argv.size())); break;
    case Payload::FirstOperand:
        if (i + 1 >= argv.size() || argv[i].text == "-" || argv[i].text.empty())
            return false;
        step.texts.push_back(argv[i].text);
        break;
    case Payload::ParallelForms:
        parallelTexts(argv, i, step);
        if (step.texts.empty())
            return false;
        break;
    default:
        if (shell) {
            step.texts.push_back(joined(argv, i, argv.size()));
            break;
        }
        if (!spec.prefix.empty()) {
            Word program;
            program.text = std::string(spec.prefix);
            step.rest.push_back(std::move(program));
        }
        step.rest.insert(step.rest.end(), argv.begin() + static_cast<std::ptrdiff_t>(i), argv.end());
        return true;
    }
    step.via = Phrase::literal(std::string(spec.name));
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
            m_out.errors.emplace_back(AIRLOCK_FINDING("airlock::safety::Finding", "wrappers are nested too deeply"));
            break;
        }
        // `command -v x` / `-V` only looks a name up.
        if ((program == "command" || program == "builtin") && argv.size() > 1 &&
            (argv[1].text == "-v" || argv[1].text == "-V"))
            break;
        std::size_t covered = 1;
        const WrapperSpec *spec = wrapperSpec(program, argv, covered);
        Step step;
        if (!spec || !stepOver(*spec, argv, covered, step))
            break; // no command follows: the wrapper itself is the program
        inv.wrappers.emplace_back(spec->name);
        if (!step.texts.empty()) {
            inv.programText = first.text;
            inv.program = program;
            inv.args.assign(argv.begin() + 1, argv.end());
            const int host = static_cast<int>(m_out.invocations.size());
            add(std::move(inv));
            for (std::string &text : step.texts)
                resolveText(std::move(text), host, step.via);
            return;
        }
        inv.wrapperCalls.push_back(
            {program, std::vector<Word>(argv.begin() + 1, argv.end() - static_cast<long>(step.rest.size()))});
        if (program == "xargs") {
            inv.argsFromInput = true;
            if (step.rest.empty()) {
                Word echo;
                echo.text = "echo";
                step.rest.push_back(echo);
            }
        }
        argv = std::move(step.rest);
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
