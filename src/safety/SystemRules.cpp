// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over processes, services and the system, git, databases, containers and clouds (code given inline to
// interpreters: InlineCode*.cpp).
#include "RuleHelpers.h"

#include "PathRules.h"
#include "SetupIdioms.h"
#include "SqlRules.h"

#include <algorithm>
#include <set>

namespace airlock::safety::rules {

void judgeKill(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"-l", "-L", "--list", "--table"}))
        return;
    if (inv.argsFromInput)
        ctx.add(inv, Category::ProcessKilling,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "kills every process named on its input")));
    for (const Word &w : inv.args) {
        for (const int child : w.substitutions) {
            for (const int i : ctx.invocationsOf(inv.tree, child)) {
                const std::string &source = ctx.resolution.invocations[static_cast<std::size_t>(i)].program;
                if (source == "pgrep" || source == "pidof" || source == "ps" || source == "lsof" || source == "fuser")
                    ctx.add(
                        inv, Category::ProcessKilling,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "kills the processes `%1` finds by name"),
                               source));
            }
        }
    }
    std::vector<std::string> targets;
    bool afterSignal = false;
    bool endOfOptions = false;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (!endOfOptions && a == "--") {
            endOfOptions = true;
            continue;
        }
        if (!endOfOptions && (a == "-s" || a == "-n" || a == "--signal")) {
            ++i;
            afterSignal = true;
            continue;
        }
        if (!endOfOptions && !afterSignal && i + 1 < inv.args.size() && a.size() > 1 && a[0] == '-') {
            afterSignal = true; // -9, -KILL, -SIGTERM before the targets
            continue;
        }
        targets.push_back(a);
    }
    for (const std::string &t : targets) {
        if (t == "-1")
            ctx.add(inv, Category::ProcessKilling,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "kills every process it may signal (kill -1)")),
                    true);
        else if (t == "0" || t == "-0")
            ctx.add(inv, Category::ProcessKilling,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "signals its whole process group (kill 0)")));
        else if (t.size() > 1 && t[0] == '-' && std::isdigit(static_cast<unsigned char>(t[1])))
            ctx.add(inv, Category::ProcessKilling,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "kills the process group %1"), t.substr(1)));
        else if (t == "1")
            ctx.add(inv, Category::ProcessKilling,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "signals init (pid 1)")));
    }
}

void judgeKillByName(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"-0", "--signal=0"}) || (anyArg(inv, {"-s", "--signal"}) && anyArg(inv, {"0"})))
        return; // signal 0 only checks that the processes exist
    const Options o = parseOptions(
        inv.args, "sugGtPUFnoe",
        {"signal", "user", "group", "pgroup", "session", "terminal", "parent", "uid", "euid", "pidfile", "ns"});
    ctx.add(inv, Category::ProcessKilling,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 kills processes by name: %2"), inv.program,
                   shown(o.operands)),
            inv.program == "killall5");
}

void judgeSystemctl(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kChanging = {"start",
                                                                 "stop",
                                                                 "restart",
                                                                 "reload",
                                                                 "try-restart",
                                                                 "reload-or-restart",
                                                                 "try-reload-or-restart",
                                                                 "enable",
                                                                 "disable",
                                                                 "reenable",
                                                                 "mask",
                                                                 "unmask",
                                                                 "kill",
                                                                 "isolate",
                                                                 "set-default",
                                                                 "set-property",
                                                                 "edit",
                                                                 "reboot",
                                                                 "poweroff",
                                                                 "halt",
                                                                 "suspend",
                                                                 "hibernate",
                                                                 "hybrid-sleep",
                                                                 "emergency",
                                                                 "rescue",
                                                                 "daemon-reload",
                                                                 "daemon-reexec",
                                                                 "revert",
                                                                 "preset",
                                                                 "preset-all",
                                                                 "link",
                                                                 "kexec",
                                                                 "exit",
                                                                 "switch-root",
                                                                 "soft-reboot"};
    const Options o = parseOptions(
        inv.args, "HMnopst", {"host", "machine", "lines", "output", "property", "signal", "type", "state", "root"});
    const std::string sub = subcommand(o);
    // (Re)starting the person's own user units changes nothing that lasts; enabling one is persistence and asks.
    static const std::set<std::string, std::less<>> kUserRestarts = {
        "start", "restart", "reload", "try-restart", "reload-or-restart", "try-reload-or-restart", "daemon-reload"};
    if (o.has("user") && !o.has("system") && kUserRestarts.count(sub))
        return;
    if (kChanging.count(sub))
        ctx.add(inv, Category::SystemServices,
                o.operands.size() > 1
                    ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "systemctl %1 changes the service %2"), sub,
                             o.operands[1]->text)
                    : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "systemctl %1 changes the system's services"),
                             sub));
}

void judgeService(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    if (o.operands.size() >= 2 && o.operands[1]->text != "status")
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "service %1 %2"), o.operands[0]->text,
                       o.operands[1]->text));
}

void judgePower(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"--help", "-h", "--version"}) && inv.program != "shutdown")
        return;
    if (inv.program == "init" || inv.program == "telinit") {
        if (inv.args.empty())
            return;
    }
    if (inv.program == "shutdown" && anyArg(inv, {"-c"}))
        return;
    ctx.add(inv, Category::SystemServices,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 stops or restarts the machine"), inv.program));
}

void judgeCrontab(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"-r"}))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "crontab -r deletes all scheduled jobs")));
    else if (!anyArg(inv, {"-l"}) && !inv.args.empty())
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "replaces the scheduled jobs (crontab)")));
}

void judgeFirewall(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    if (p == "ufw") {
        const Options o = parseOptions(inv.args);
        const std::string sub = subcommand(o);
        if (!sub.empty() && sub != "status" && sub != "show" && sub != "version" && sub != "app")
            ctx.add(inv, Category::SystemServices,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "ufw %1 changes the firewall"), sub));
        return;
    }
    if (p == "firewall-cmd") {
        if (std::all_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
                return startsWith(w.text, "--list") || startsWith(w.text, "--get") || w.text == "--state" ||
                       startsWith(w.text, "--query") || startsWith(w.text, "--zone");
            }))
            return;
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "firewall-cmd changes the firewall")));
        return;
    }
    if (p == "nft") {
        const Options o = parseOptions(inv.args);
        if (subcommand(o) == "list" || o.operands.empty())
            return;
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "nft changes the firewall")));
        return;
    }
    const bool listing = std::all_of(inv.args.begin(), inv.args.end(),
                                     [](const Word &w) {
                                         return w.text == "-L" || w.text == "-S" || w.text == "--list" ||
                                                w.text == "--list-rules" || w.text == "-n" || w.text == "-v" ||
                                                w.text == "-t" || w.text == "--line-numbers" || w.text == "-nvL" ||
                                                w.text == "-nL" || (w.text.size() > 0 && w.text[0] != '-');
                                     }) &&
                         anyArg(inv, {"-L", "-S", "--list", "--list-rules", "-nvL", "-nL"});
    if (!listing)
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes the firewall"), p));
}

void judgeSysctl(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"-w", "--write", "-p", "--load", "--system"}) ||
        std::any_of(inv.args.begin(), inv.args.end(),
                    [](const Word &w) { return w.text.find('=') != std::string::npos; }))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "sysctl changes kernel settings")));
}

void judgeMount(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "tOoLUBMR", {"types", "options", "label", "uuid"});
    if (inv.program == "mount" && o.operands.empty() && !o.has('a'))
        return;
    ctx.add(inv, Category::SystemServices,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes what is mounted"),
                   inv.program + " " + shown(o.operands)));
}

void judgePackageRemoval(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kRemove = {"remove",    "purge", "autoremove", "autopurge", "erase",
                                                               "uninstall", "del",   "rm",         "reinstall"};
    const Options o = parseOptions(inv.args, "o", {"option"});
    const std::string sub = subcommand(o);
    if (dryRun(inv) || anyArg(inv, {"-s", "--simulate", "--just-print", "--no-act", "--recon", "--assumeno"}))
        return; // apt-get -s remove: prints what it would do
    if ((inv.program == "brew" || inv.program == "port") && !anyArg(inv, {"--zap", "--force", "-f"}) &&
        o.operands.size() >= 2 &&
        std::all_of(o.operands.begin() + 1, o.operands.end(), [](const Word *w) { return !w->expanded; }))
        return; // brew uninstall wget: one named package of the user's, like npm uninstall
    if (kRemove.count(sub)) {
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 removes system packages"), inv.program, sub));
        return;
    }
    if (inv.program == "dpkg" && (o.has('r') || o.has('P') || o.has("remove") || o.has("purge")))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "dpkg removes system packages")));
    if (inv.program == "pacman" &&
        std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) { return startsWith(w.text, "-R"); }))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "pacman removes system packages")));
}

void judgeAccounts(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"--help", "-h"}) || (inv.program == "passwd" && anyArg(inv, {"-S", "--status"})))
        return;
    ctx.add(inv, Category::SystemServices,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes user accounts or passwords"), inv.program));
}

void judgeNetworkSetup(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    const std::vector<std::string> words = [&] {
        std::vector<std::string> w;
        for (const Word *op : o.operands)
            w.push_back(op->text);
        return w;
    }();
    auto has = [&](std::string_view x) { return std::find(words.begin(), words.end(), x) != words.end(); };
    if (inv.program == "ip" && ((has("link") && (has("set") || has("delete") || has("del"))) || has("flush") ||
                                (has("route") && (has("del") || has("delete") || has("replace"))) ||
                                (has("addr") && (has("del") || has("delete")))))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "ip changes the network configuration")));
    else if (inv.program == "ifconfig" && has("down"))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "ifconfig takes a network interface down")));
    else if (inv.program == "nmcli" && (has("delete") || has("down") || (has("networking") && has("off"))))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "nmcli changes the network configuration")));
}

void judgeSystemSettings(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    const std::string sub = subcommand(o);
    if (startsWith(sub, "set-") || inv.program == "update-grub" || inv.program == "grub-install" ||
        (inv.program == "efibootmgr" && !inv.args.empty() && !anyArg(inv, {"-v"})) ||
        (inv.program == "launchctl" && (sub == "unload" || sub == "remove" || sub == "bootout" || sub == "disable")) ||
        ((inv.program == "modprobe" || inv.program == "rmmod" || inv.program == "insmod") && !o.operands.empty()) ||
        ((inv.program == "swapoff" || inv.program == "swapon") && !inv.args.empty() && !anyArg(inv, {"--show", "-s"})))
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 changes the system"), inv.program, sub));
}

namespace {

// The index of git's subcommand, past git's own options (those of -C, -c, --git-dir… take a value).
std::size_t gitSubcommandIndex(const Invocation &inv)
{
    std::size_t i = 0;
    while (i < inv.args.size()) {
        const std::string &a = inv.args[i].text;
        if (a == "-C" || a == "-c" || a == "--git-dir" || a == "--work-tree" || a == "--namespace" ||
            a == "--exec-path" || a == "--super-prefix" || a == "--config-env")
            i += 2;
        else if (!a.empty() && a[0] == '-')
            ++i;
        else
            break;
    }
    return i;
}

} // namespace

void judgeGit(Context &ctx, const Invocation &inv)
{
    const std::size_t i = gitSubcommandIndex(inv);
    if (i >= inv.args.size())
        return;
    const std::string sub = inv.args[i].text;
    const std::vector<Word> rest(inv.args.begin() + static_cast<std::ptrdiff_t>(i) + 1, inv.args.end());
    const Options o = parseOptions(rest, "mFCScubsoXe",
                                   {"message", "file", "reuse-message", "reedit-message", "author", "date", "cleanup",
                                    "repo", "receive-pack", "exec", "push-option", "signed", "strategy",
                                    "strategy-option", "onto", "exclude", "source", "pathspec-from-file"});
    auto add = [&](auto why) { ctx.add(inv, Category::DestructiveGit, std::move(why)); };
    if (sub == "push") {
        bool forcedRefspec = false;
        bool deleteRefspec = false;
        for (const Word *op : o.operands) {
            forcedRefspec = forcedRefspec || startsWith(op->text, "+");
            deleteRefspec = deleteRefspec || (startsWith(op->text, ":") && op->text.size() > 1);
        }
        if (o.has('f') || o.has("force") || forcedRefspec || o.has("mirror"))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "force-pushes, overwriting the remote history")));
        else if (o.has("force-with-lease") || o.has("force-if-includes"))
            add(Phrase(AIRLOCK_FINDING(
                "airlock::safety::Finding",
                "force-pushes with lease: overwrites the remote history if nobody pushed since your last fetch")));
        if (o.has('d') || o.has("delete") || deleteRefspec)
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes a branch or tag on the remote")));
        if (o.has("prune"))
            add(Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "deletes remote branches that do not exist locally")));
    } else if (sub == "reset") {
        if (o.has("hard") || o.has("merge") || o.has("keep"))
            add(Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "git reset --hard throws away uncommitted changes")));
    } else if (sub == "clean") {
        // Limited to build artefacts inside the project (git clean -fdx build/): what a clean build removes anyway.
        const bool artefacts = !o.operands.empty() && std::all_of(o.operands.begin(), o.operands.end(),
                                                                  [](const Word *w) { return buildArtefact(*w); });
        if ((o.has('f') || o.has("force")) && !o.has('n') && !o.has("dry-run") && !artefacts)
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "git clean deletes untracked files%1"),
                       o.has('x') || o.has('X')
                           ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", ", ignored ones too"))
                           : Phrase::literal({})));
    } else if (sub == "checkout") {
        const bool discards = o.has('f') || o.has("force") || std::any_of(rest.begin(), rest.end(), [](const Word &w) {
                                  return w.text == "--" || w.text == "." || w.text == ":/";
                              });
        if (discards && !o.has('b') && !o.has('B'))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "git checkout overwrites uncommitted changes in the working tree")));
    } else if (sub == "restore") {
        if (!o.has('S') || o.has('W') || o.has("worktree"))
            if (!o.has("staged") || o.has("worktree"))
                add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                           "git restore overwrites uncommitted changes in the working tree")));
    } else if (sub == "switch") {
        if (o.has("discard-changes") || o.has('f') || o.has("force"))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "git switch throws away uncommitted changes")));
    } else if (sub == "branch") {
        if (o.has('D') || ((o.has('d') || o.has("delete")) && (o.has('f') || o.has("force"))))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes a branch even if it is not merged")));
    } else if (sub == "stash") {
        const std::string action = subcommand(o);
        if (action == "drop" || action == "clear")
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "git stash %1 deletes stashed changes"), action));
    } else if (sub == "filter-branch" || sub == "filter-repo") {
        add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "rewrites the whole history (%1)"), sub));
    } else if (sub == "reflog") {
        if (subcommand(o) == "expire" || subcommand(o) == "delete")
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "git reflog %1 drops the safety net of old commits"),
                       subcommand(o)));
    } else if (sub == "gc") {
        if (std::any_of(rest.begin(), rest.end(),
                        [](const Word &w) { return startsWith(w.text, "--prune=now") || w.text == "--prune=all"; }))
            add(Phrase(
                AIRLOCK_FINDING("airlock::safety::Finding", "git gc --prune=now deletes unreachable commits at once")));
    } else if (sub == "update-ref") {
        if (o.has('d'))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "git update-ref -d deletes a ref")));
    } else if (sub == "rm") {
        if (!o.has("cached") && (o.has('r') || o.has('f')))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "git rm deletes files from the working tree")));
    } else if (sub == "worktree") {
        if (subcommand(o) == "remove" && (o.has('f') || o.has("force")))
            add(Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "git worktree remove --force deletes a working tree with its changes")));
    } else if (sub == "config") {
        judgeGitConfig(ctx, inv, rest);
    }
}

void judgeSqlClient(Context &ctx, const Invocation &inv)
{
    std::vector<std::string> texts;
    const std::string &p = inv.program;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        const bool takesSql = a == "-c" || a == "--command" || a == "-e" || a == "--execute" || a == "-q" ||
                              a == "--query" || a == "-Q" || a == "--eval" || a == "-cmd";
        if (takesSql && i + 1 < inv.args.size())
            texts.push_back(inv.args[i + 1].text);
        else if (startsWith(a, "--command=") || startsWith(a, "--execute=") || startsWith(a, "--query=") ||
                 startsWith(a, "--eval="))
            texts.push_back(a.substr(a.find('=') + 1));
        else if ((startsWith(a, "-e") || startsWith(a, "-c")) && a.size() > 2 &&
                 (p == "mysql" || p == "mariadb" || p == "psql"))
            texts.push_back(a.substr(2));
    }
    if (p == "sqlite3" || p == "duckdb" || p == "redis-cli" || p == "cqlsh") {
        const Options o =
            parseOptions(inv.args, "hnpaxu", {"cmd", "separator", "nullvalue", "host", "port", "user", "pass"});
        for (std::size_t i = (p == "redis-cli" ? 0 : 1); i < o.operands.size(); ++i)
            texts.push_back(o.operands[i]->text);
        if (p == "redis-cli") {
            std::string joined;
            for (const Word *w : o.operands)
                joined += w->text + ' ';
            texts.push_back(joined);
        }
    }
    for (const Redirect &r : inv.redirects) {
        if (!r.heredoc.empty())
            texts.push_back(r.heredoc);
        else if (r.op == "<<<")
            texts.push_back(r.target.text);
    }
    for (const std::string &text : texts) {
        if (auto why = sql::destructiveStatement(text, p)) {
            ctx.add(inv, Category::SqlDestruction, std::move(*why));
            return;
        }
    }
}

void judgeDbTools(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args);
    const std::string sub = subcommand(o);
    if (p == "dropdb" || p == "dropuser")
        ctx.add(inv, Category::SqlDestruction,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 deletes %2"), p, shown(o.operands)));
    else if (p == "mysqladmin" &&
             std::any_of(o.operands.begin(), o.operands.end(), [](const Word *w) { return lower(w->text) == "drop"; }))
        ctx.add(inv, Category::SqlDestruction,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "mysqladmin drop deletes a database")));
    else if ((p == "rails" || p == "rake" || p == "bin/rails") &&
             std::any_of(o.operands.begin(), o.operands.end(), [](const Word *w) {
                 return w->text == "db:drop" || w->text == "db:reset" || w->text == "db:schema:load" ||
                        startsWith(w->text, "db:drop:");
             }))
        ctx.add(inv, Category::SqlDestruction,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "drops or resets the database (%1)"), sub));
    else if ((p == "prisma" || p == "npx") && anyArg(inv, {"reset", "--force-reset"}))
        ctx.add(inv, Category::SqlDestruction,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "resets the database (%1)"), "prisma"));
}

void judgePythonManage(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "cmW", {});
    if (o.operands.size() >= 2 && programName(o.operands[0]->text) == "manage.py" &&
        (o.operands[1]->text == "flush" || o.operands[1]->text == "reset_db") && !anyArg(inv, {"--help", "-h"}))
        ctx.add(
            inv, Category::SqlDestruction,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "manage.py %1 deletes all data"), o.operands[1]->text));
}

void judgeShellText(Context &ctx, const Invocation &inv)
{
    if (inv.program == "source" || inv.program == ".") {
        if (!inv.args.empty() && inv.args.front().expanded && inv.args.front().substitutions.empty())
            ctx.add(inv, Category::UnknownProgram,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                           "sources a script whose name is only known when it runs")));
        return;
    }
    // sh -c "$X" or eval "$X": the code is only known when it runs (unless it is literal text's $(echo …) output).
    if (inv.codeFollowed)
        return;
    if (inv.program == "eval") {
        if (evaluatesSetupOutput(ctx.resolution, inv))
            return; // eval "$(pyenv init -)": a tool's own setup code (SetupIdioms.cpp)
        if (std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) { return w.expanded; }))
            ctx.add(
                inv, Category::UnknownProgram,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "eval runs text that is only known when it runs")));
        return;
    }
    for (std::size_t i = 0; i + 1 < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a.size() > 1 && a[0] == '-' && a[1] != '-' && a.find('c') != std::string::npos) {
            if (inv.args[i + 1].expanded)
                ctx.add(inv, Category::UnknownProgram,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                               "%1 -c runs text that is only known when it runs"),
                               inv.program));
            return;
        }
    }
}

} // namespace airlock::safety::rules
