// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The library calls of inline code that delete, change permissions, signal processes, run shell text, write system
// files, evaluate downloaded or decoded text, destroy databases or fork without end, by the interpreter's own API.
// Calls that have a shell equivalent (shutil.rmtree → rm -rf, os.kill → kill, os.system → its text) are judged by
// the shell rules through that equivalent, so a path or pid means in code what it means to rm or kill.
#include "InlineCode.h"

#include "CommandAnalyzer.h"
#include "PathRules.h"
#include "RuleHelpers.h"
#include "SqlRules.h"

#include <algorithm>

namespace airlock::safety::code {
namespace {

std::string valueText(const Value &v)
{
    return v.kind == Value::Unknown && v.text.find_first_not_of("${X}") == std::string::npos ? std::string("${X}")
                                                                                             : v.text;
}

thread_local int t_depth = 0;
thread_local std::size_t t_nestedBytes = 0; // shell text analysed for one command's inline code
thread_local int t_nestedTexts = 0;

// Ranges longer than this are judged by what the whole script does.
constexpr std::size_t kLongestRange = 4096;
constexpr std::size_t kNestedBudget = 1024 * 1024;
constexpr int kMostNestedTexts = 256;
constexpr std::size_t kMostFindings = 64;

class Judge
{
public:
    Judge(rules::Context &ctx, const Invocation &inv, const Script &s, Phrase origin)
        : m_ctx(ctx)
        , m_inv(inv)
        , m_s(s)
        , m_origin(std::move(origin))
    {}

    void run()
    {
        if (t_depth == 0) {
            t_nestedBytes = 0;
            t_nestedTexts = 0;
        }
        m_network = usesNetwork(m_s, 0, m_s.tokens.size());
        m_decodes = decodes(m_s, 0, m_s.tokens.size());
        const std::size_t before = m_ctx.findings.size();
        for (const Call &c : m_s.calls) {
            // Enough to ask; more findings only repeat the command's text (each holds its segment).
            if (m_ctx.findings.size() - before > kMostFindings)
                break;
            for (const Entry *e : entriesFor(m_s, c.name))
                call(*e, c);
        }
        for (const Token &t : m_s.tokens) {
            if (t.kind == Tok::Command)
                shell(t.text, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "backticks")));
        }
        special();
        evalCallbacks();
        // A credential file or the whole environment, to anywhere; one secret-named variable only to a raw socket
        // (handing a token to the API it belongs to is what tokens are for).
        if (runsShellOnSocket(m_s))
            add(Category::CredentialExfiltration,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1: whoever connects controls this machine"),
                       Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "a shell on a network socket"))));
        if (m_network && readsSecrets(m_s, 0, m_s.tokens.size(), usesRawSocket(m_s)))
            add(Category::CredentialExfiltration,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "reads secrets and talks to the network")));
    }

private:
    void add(std::string_view category, Phrase reason, bool floor = false)
    {
        m_ctx.add(m_inv, category,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 (%2 code, %3)"), std::move(reason),
                         languageName(m_s.lang), m_origin),
                  floor);
    }

    // Shell text the code runs: judged by every shell rule, as if it had been typed.
    // `name`: the call or statement that runs it (system, exec, getline): code, shown as it is.
    void shell(const std::string &text, const std::string &name) { shell(text, Phrase::literal(name)); }

    void shell(const std::string &text, const Phrase &what)
    {
        if (t_depth >= 4 || t_nestedBytes + text.size() > kNestedBudget || ++t_nestedTexts > kMostNestedTexts) {
            if (!m_overBudget)
                add(Category::Unreviewable,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                           "runs more shell text, or text nested more deeply, than can be checked")));
            m_overBudget = true;
            return;
        }
        t_nestedBytes += text.size();
        ++t_depth;
        const Analysis nested = CommandAnalyzer::analyze(text);
        --t_depth;
        for (const Finding &f : nested.findings)
            m_ctx.add(m_inv, f.category,
                      Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 (%2 %3, %4)"), f.phrase,
                             languageName(m_s.lang), what, m_origin),
                      f.floor);
    }

    std::vector<const Value *> positional(const Call &c, std::size_t from = 0) const
    {
        std::vector<const Value *> out;
        for (std::size_t i = 0; i < c.args.size(); ++i) {
            const Value &v = c.args[i];
            if (!v.key.empty() || i < from)
                continue;
            if (v.first < m_s.tokens.size() && m_s.tokens[v.first].kind == Tok::Punct &&
                m_s.tokens[v.first].text == "{")
                continue; // an options object
            out.push_back(&v);
        }
        return out;
    }

    static bool isTrue(const std::string &t) { return t == "true" || t == "True" || t == "TRUE" || t == "T"; }

    bool option(const Call &c, std::string_view name) const
    {
        for (const Value &v : c.args) {
            if (v.key == name && v.first < m_s.tokens.size() && isTrue(m_s.tokens[v.first].text))
                return true;
            for (std::size_t j = v.first; j + 2 < v.last && j + 2 < m_s.tokens.size(); ++j) {
                const std::string &k = m_s.tokens[j].text;
                std::string low(k);
                std::transform(low.begin(), low.end(), low.begin(), [](unsigned char ch) { return std::tolower(ch); });
                const std::string &val = m_s.tokens[j + 2].text;
                if (low == name && (m_s.tokens[j + 1].text == ":" || m_s.tokens[j + 1].text == "=") && isTrue(val))
                    return true;
            }
        }
        return false;
    }

    void argv(const std::string &program, const std::vector<std::string> &args, const std::string &what)
    {
        std::string text = shellWord(program);
        for (const std::string &a : args)
            text += ' ' + shellWord(a);
        shell(text, what);
    }

    void unknownText(const Value &v, const std::string &what)
    {
        if (network(v.first, v.last))
            add(Category::RemoteCodeExecution,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs downloaded text as a command (%1)"), what));
        else if (decoded(v.first, v.last))
            add(Category::Unreviewable,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "runs a command decoded at run time, which nobody can review (%1)"),
                       what));
        else if (valueText(v) != "${X}")
            shell(v.text, what);
        else
            add(Category::UnknownProgram,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 runs a command that is only known when it runs"),
                       what));
    }

    void shellCall(const Call &c)
    {
        const auto args = positional(c);
        if (args.empty())
            return;
        const Value &first = *args.front();
        if (first.kind == Value::List) {
            if (first.items.empty())
                return;
            argv(first.items.front(), {first.items.begin() + 1, first.items.end()}, c.name);
        } else if (first.kind == Value::Literal && args.size() > 1 &&
                   (m_s.lang == Lang::Ruby || m_s.lang == Lang::Perl) &&
                   std::all_of(args.begin(), args.end(), [](const Value *v) { return v->kind == Value::Literal; })) {
            std::vector<std::string> rest;
            for (std::size_t i = 1; i < args.size(); ++i)
                rest.push_back(args[i]->text);
            argv(first.text, rest, c.name);
        } else if (first.kind == Value::Literal) {
            shell(first.text, c.name);
        } else {
            unknownText(first, c.name);
        }
    }

    void programCall(const Entry &e, const Call &c)
    {
        const auto args = positional(c);
        if (args.size() <= std::size_t(e.arg))
            return;
        const Value &program = *args[std::size_t(e.arg)];
        if (program.kind == Value::Unknown) {
            unknownText(program, c.name);
            return;
        }
        if (option(c, "shell") && program.kind == Value::Literal) {
            shell(program.text, c.name);
            return;
        }
        std::vector<std::string> rest;
        if (e.act == Act::ExecL) {
            for (std::size_t i = std::size_t(e.arg2); i < args.size(); ++i)
                rest.push_back(valueText(*args[i]));
        } else if (args.size() > std::size_t(e.arg2) && args[std::size_t(e.arg2)]->kind == Value::List) {
            const auto &items = args[std::size_t(e.arg2)]->items;
            rest.assign(items.begin() + (e.act == Act::ExecV && !items.empty() ? 1 : 0), items.end());
        } else if (e.act == Act::Argv && program.kind == Value::Literal && args.size() == 1) {
            shell(program.text, c.name); // spawn("ls -la") style: the whole text
            return;
        }
        argv(program.kind == Value::List && !program.items.empty() ? program.items.front() : program.text, rest,
             c.name);
    }

    void deleteCall(const Entry &e, const Call &c)
    {
        auto args = positional(c);
        bool recursive = e.act == Act::DeleteTree || option(c, "recursive");
        std::string flags;
        std::vector<std::string> targets;
        const bool words = m_s.lang == Lang::Tcl || m_s.lang == Lang::PowerShell;
        if (m_s.lang == Lang::Tcl) {
            if (args.empty() || args.front()->text != "delete")
                return;
            args.erase(args.begin());
        }
        for (const Value *v : args) {
            const std::string t = valueText(*v);
            if ((words || c.name == "shelljs.rm") && v->kind == Value::Literal && t.size() > 1 && t[0] == '-') {
                std::string low(t);
                std::transform(low.begin(), low.end(), low.begin(), [](unsigned char ch) { return std::tolower(ch); });
                recursive = recursive || low == "-force" || low.starts_with("-r") || low == "-fr" || low == "-rf";
                continue;
            }
            if (v->kind == Value::List) {
                targets.insert(targets.end(), v->items.begin(), v->items.end());
            } else {
                targets.push_back(t);
            }
        }
        if (targets.empty() && c.receiver)
            targets.push_back(valueText(*c.receiver));
        if (targets.empty())
            return;
        std::string text = recursive ? "rm -rf --" : "rm --";
        for (const std::string &t : targets)
            text += ' ' + shellWord(t);
        shell(text, c.name);
    }

    std::string mode(const Value &v) const
    {
        std::string t = v.text;
        if (v.kind != Value::Literal)
            return "${X}";
        if (t.starts_with("0o") || t.starts_with("0O"))
            return t.substr(2);
        const bool number = v.first < m_s.tokens.size() && m_s.tokens[v.first].kind == Tok::Number;
        if (number && !t.empty() && t[0] != '0' && t.find_first_not_of("0123456789") == std::string::npos &&
            t.size() < 6) {
            std::string octal;
            for (int n = std::stoi(t); n > 0; n /= 8)
                octal.insert(octal.begin(), char('0' + n % 8));
            return octal.empty() ? std::string("0") : octal;
        }
        return t;
    }

    void permissionCall(const Entry &e, const Call &c)
    {
        const auto args = positional(c);
        std::vector<std::string> paths;
        std::string m = "${X}";
        if (e.act == Act::ChmodFirst) {
            if (args.empty())
                return;
            m = mode(*args.front());
            for (std::size_t i = 1; i < args.size(); ++i) {
                if (args[i]->kind == Value::List)
                    paths.insert(paths.end(), args[i]->items.begin(), args[i]->items.end());
                else
                    paths.push_back(valueText(*args[i]));
            }
        } else if (e.act == Act::Chmod && e.arg2 < 0) {
            if (args.empty() || !c.receiver)
                return;
            m = mode(*args.front());
            paths.push_back(valueText(*c.receiver));
        } else {
            if (args.size() <= std::size_t(e.arg))
                return;
            paths.push_back(valueText(*args[std::size_t(e.arg)]));
            if (e.act == Act::Chmod && args.size() > std::size_t(e.arg2))
                m = mode(*args[std::size_t(e.arg2)]);
        }
        std::string text = e.act == Act::Chown ? "chown \"${X}\" --" : "chmod " + shellWord(m) + " --";
        if (c.name.ends_with("_R"))
            text = e.act == Act::Chown ? "chown -R \"${X}\" --" : "chmod -R " + shellWord(m) + " --";
        for (const std::string &p : paths)
            text += ' ' + shellWord(p);
        shell(text, c.name);
    }

    void killCall(const Entry &e, const Call &c)
    {
        const auto args = positional(c);
        std::vector<std::string> pids;
        const std::size_t from = e.act == Act::KillFirst ? 1 : std::size_t(e.arg);
        const std::size_t to = e.act == Act::KillFirst ? args.size() : std::size_t(e.arg) + 1;
        for (std::size_t i = from; i < to && i < args.size(); ++i) {
            if (args[i]->kind != Value::Literal)
                continue;
            std::string pid = args[i]->text;
            if (c.name == "os.killpg")
                pid = pid.starts_with("-") ? pid : "-" + pid;
            pids.push_back(pid);
        }
        if (pids.empty())
            return;
        std::string text = "kill --";
        for (const std::string &p : pids)
            text += ' ' + shellWord(p);
        shell(text, c.name);
    }

    void write(const Value &target, const std::string &what)
    {
        Word w;
        w.text = valueText(target);
        w.expanded = target.kind != Value::Literal;
        if (w.text == "${X}")
            return;
        rules::judgeWrite(m_ctx, m_inv, w,
                          Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 code (%2) writes to"),
                                 languageName(m_s.lang), what));
    }

    // awk's print "text" | "cmd": the command runs; a shell there runs the printed text.
    void pipedTo(std::size_t bar)
    {
        const std::vector<Token> &t = m_s.tokens;
        const std::string &command = t[bar + 1].text;
        const bool toShell = command == "sh" || command == "bash" || command == "/bin/sh" || command == "/bin/bash" ||
                             command == "zsh" || command == "dash" || command.starts_with("sh ") ||
                             command.starts_with("bash ");
        if (toShell && bar > 0 && t[bar - 1].kind == Tok::String)
            shell(t[bar - 1].text, "print | " + command);
        else if (toShell)
            add(Category::UnknownProgram, Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                                 "prints text into %1 that is only known when it runs"),
                                                 command));
        else
            shell(command, "print |");
    }

    // eval passed as a callback (fetch(…).then(eval)) in code that downloads.
    void evalCallbacks()
    {
        const std::vector<Token> &t = m_s.tokens;
        for (std::size_t i = 1; i + 1 < t.size(); ++i) {
            if (t[i].kind == Tok::Name && (t[i].text == "eval" || t[i].text == "exec" || t[i].text == "Function") &&
                (t[i - 1].text == "(" || t[i - 1].text == ",") && (t[i + 1].text == ")" || t[i + 1].text == ",") &&
                m_network) {
                add(Category::RemoteCodeExecution,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "hands downloaded text to %1"), t[i].text));
                return;
            }
        }
    }

    void openCall(const Entry &e, const Call &c);
    void evalCall(const Call &c);
    void call(const Entry &e, const Call &c);
    void special();

    bool network(std::size_t first, std::size_t last) const
    {
        return last - first > kLongestRange ? m_network : usesNetwork(m_s, first, last);
    }
    bool decoded(std::size_t first, std::size_t last) const
    {
        return last - first > kLongestRange ? m_decodes : decodes(m_s, first, last);
    }

    rules::Context &m_ctx;
    const Invocation &m_inv;
    const Script &m_s;
    Phrase m_origin;
    bool m_network = false;
    bool m_decodes = false;
    bool m_overBudget = false;
};

void Judge::openCall(const Entry &e, const Call &c)
{
    const auto args = positional(c);
    if (m_s.lang == Lang::Perl && !args.empty() && args.front()->kind != Value::Literal) {
        // open(FH, MODE, PATH) or open(FH, "MODE PATH"): writes, and pipes to or from commands.
        if (args.size() >= 3 && args[1]->kind == Value::Literal) {
            const std::string &m = args[1]->text;
            if (m.find('|') != std::string::npos) {
                std::vector<std::string> rest;
                for (std::size_t i = 3; i < args.size(); ++i)
                    rest.push_back(valueText(*args[i]));
                const std::string &target = args[2]->text;
                if (rest.empty() && args[2]->kind == Value::Literal &&
                    (target == "sh" || target == "bash" || target == "/bin/sh" || target == "/bin/bash"))
                    add(Category::UnknownProgram,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                               "opens a pipe into %1: what it runs is printed later"),
                               target));
                else if (rest.empty() && args[2]->kind == Value::Literal)
                    shell(target, "open");
                else
                    argv(valueText(*args[2]), rest, "open");
            } else if (m.find('>') != std::string::npos || m.find('+') != std::string::npos) {
                write(*args[2], "open");
            }
        } else if (args.size() == 2 && args[1]->kind == Value::Literal) {
            std::string spec = args[1]->text;
            const std::size_t from = spec.find_first_not_of(" ");
            spec = from == std::string::npos ? std::string() : spec.substr(from);
            if (spec.starts_with("|") || spec.ends_with("|"))
                shell(spec.starts_with("|") ? spec.substr(1) : spec.substr(0, spec.size() - 1), "open");
            else if (spec.starts_with(">") || spec.starts_with("+")) {
                const std::size_t name = spec.find_first_not_of(">+< ");
                Value target = *args[1];
                target.text = name == std::string::npos ? std::string() : spec.substr(name); // open($f, ">>")
                if (!target.text.empty())
                    write(target, "open");
            }
        }
        return;
    }
    if (args.empty())
        return;
    if (args.front()->kind == Value::Literal && args.front()->text.starts_with("|") &&
        (m_s.lang == Lang::Ruby || m_s.lang == Lang::Perl)) {
        shell(args.front()->text.substr(1), "open");
        return;
    }
    std::string m;
    if (args.size() > std::size_t(e.arg2) && args[std::size_t(e.arg2)]->kind == Value::Literal)
        m = args[std::size_t(e.arg2)]->text;
    for (const Value &v : c.args) {
        if (v.key == "mode" && v.kind == Value::Literal)
            m = v.text;
    }
    if (m.find_first_of("wax+") != std::string::npos)
        write(*args.front(), c.name);
}

void Judge::evalCall(const Call &c)
{
    const auto args = positional(c);
    const Value *code = args.empty() ? nullptr : args.front();
    for (const Value &v : c.args) {
        if (v.key == "text")
            code = &v; // eval(parse(text = …)) in R
    }
    if (!code)
        return;
    if (network(code->first, code->last)) {
        add(Category::RemoteCodeExecution,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "evaluates code it downloads (%1)"), c.name));
    } else if (decoded(code->first, code->last)) {
        add(Category::Unreviewable,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                   "evaluates code decoded at run time, which nobody can review (%1)"),
                   c.name));
    } else if (code->kind != Value::Literal && m_network) {
        add(Category::RemoteCodeExecution,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "evaluates text in code that downloads (%1)"), c.name));
    } else if (code->kind != Value::Literal && m_decodes) {
        add(Category::Unreviewable, Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                           "evaluates text in code that decodes it at run time (%1)"),
                                           c.name));
    } else if (code->kind == Value::Literal && t_depth < 4 && c.name != "parse") {
        ++t_depth;
        const Script inner = parseScript(code->text, m_s.lang);
        judgeScript(m_ctx, m_inv, inner,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1, %2"), m_origin, c.name));
        --t_depth;
    }
}

bool hasLoop(const Script &s)
{
    for (std::size_t i = 0; i < s.tokens.size(); ++i) {
        const Token &t = s.tokens[i];
        if (t.kind == Tok::Name && (t.text == "while" || t.text == "until" || t.text == "loop" || t.text == "for" ||
                                    t.text == "foreach" || t.text == "times" || t.text == "setInterval" ||
                                    t.text == "repeat" || t.text == "goto" || t.text == "redo"))
            return true;
    }
    return false;
}

void Judge::call(const Entry &e, const Call &c)
{
    switch (e.act) {
    case Act::Shell: shellCall(c); break;
    case Act::ExecL:
    case Act::ExecV:
    case Act::Argv: programCall(e, c); break;
    case Act::DeleteTree:
    case Act::DeleteMaybe:
    case Act::DeleteFile: deleteCall(e, c); break;
    case Act::Chmod:
    case Act::ChmodFirst:
    case Act::Chown: permissionCall(e, c); break;
    case Act::Kill:
    case Act::KillFirst: killCall(e, c); break;
    case Act::Write: {
        const auto args = positional(c);
        if (e.arg < 0 && c.receiver)
            write(*c.receiver, c.name);
        else if (e.arg >= 0 && args.size() > std::size_t(e.arg))
            write(*args[std::size_t(e.arg)], c.name);
        break;
    }
    case Act::Open: openCall(e, c); break;
    case Act::Eval: evalCall(c); break;
    case Act::Fork:
        if (hasLoop(m_s))
            add(Category::ForkBomb,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "forks in a loop (a fork bomb)")), true);
        break;
    case Act::Sql:
        for (const Value &v : c.args) {
            if (v.kind != Value::Literal)
                continue;
            if (const auto why = sql::destructiveStatement(v.text, "sqlite3")) {
                add(Category::SqlDestruction,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 (%2)"), *why, c.name));
                break;
            }
        }
        break;
    }
}

// Forms that are not calls: awk's "cmd" | getline and print | "cmd", print > "file"; AppleScript's do shell script.
void Judge::special()
{
    const std::vector<Token> &t = m_s.tokens;
    for (std::size_t i = 0; i + 1 < t.size(); ++i) {
        if (m_s.lang == Lang::Awk) {
            if (t[i].kind == Tok::String && t[i + 1].text == "|" && i + 2 < t.size() && t[i + 2].text == "getline")
                shell(t[i].text, "getline");
            else if (t[i].text == "|" && t[i + 1].kind == Tok::String)
                pipedTo(i);
            else if ((t[i].text == ">" || t[i].text == ">>") && t[i + 1].kind == Tok::String)
                write(evaluate(m_s, i + 1, i + 2), "print >");
        }
        if (m_s.lang == Lang::AppleScript && t[i].text == "do" && t[i + 1].text == "shell" && i + 3 < t.size() &&
            t[i + 2].text == "script") {
            const Value v = evaluate(m_s, i + 3, std::min(t.size(), i + 4));
            if (v.kind == Value::Literal)
                shell(v.text, "do shell script");
            else
                unknownText(v, "do shell script");
        }
    }
}

} // namespace

void judgeScript(rules::Context &ctx, const Invocation &inv, const Script &script, const Phrase &origin)
{
    Judge(ctx, inv, script, origin).run();
}

} // namespace airlock::safety::code
