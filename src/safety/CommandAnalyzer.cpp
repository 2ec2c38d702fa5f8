// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CommandAnalyzer.h"

#include "FedCodeRules.h"
#include "InlineCode.h"
#include "PathRules.h"
#include "ProgramRules.h"
#include "RuleHelpers.h"
#include "SqlRules.h"
#include "TextReview.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_set>

namespace airlock::safety {

bool Analysis::floor() const
{
    return std::any_of(findings.begin(), findings.end(), [](const Finding &f) { return f.floor; });
}

namespace {

using rules::Context;

bool isDownload(const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kDownloaders = {"curl",
                                                                    "wget",
                                                                    "fetch",
                                                                    "http",
                                                                    "https",
                                                                    "xh",
                                                                    "aria2c",
                                                                    "lynx",
                                                                    "w3m",
                                                                    "links",
                                                                    "nc",
                                                                    "ncat",
                                                                    "netcat",
                                                                    "socat",
                                                                    "lwp-download",
                                                                    "lwp-request",
                                                                    "GET",
                                                                    "httpie",
                                                                    "invoke-webrequest",
                                                                    "iwr"};
    return kDownloaders.count(inv.program) > 0 || rules::fetchesRemoteText(inv);
}

bool isNetworkSender(const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kSenders = {
        "curl",   "wget",   "nc",     "ncat", "netcat", "socat",    "ssh",       "scp",   "sftp",  "rsync",
        "ftp",    "tftp",   "telnet", "mail", "mailx",  "sendmail", "mutt",      "http",  "https", "xh",
        "httpie", "rclone", "gsutil", "aws",  "s3cmd",  "openssl",  "smbclient", "curlie"};
    return kSenders.count(inv.program) > 0 || rules::sendsToNetwork(inv.program);
}

// True when the program runs code it reads from stdin (no script operand, or `-`).
bool executesStdin(const Invocation &inv)
{
    if (inv.program == "source" || inv.program == ".")
        return false;
    if (!isInterpreter(inv.program))
        return false;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a == "-")
            return true;
        if (a == "-c" || a == "-e" || a == "-m" || a == "-E" || a == "-r" || a == "--eval" || a == "--command" ||
            (a.size() > 1 && a.front() == '-' && a[1] != '-' &&
             (a.find('c') != std::string::npos && isShellProgram(inv.program))))
            return false;
        if (a == "-s" && isShellProgram(inv.program))
            return true;
        if (a == "-o" || a == "+o" || a == "-O" || a == "-W" || a == "-x" || a == "-I" || a == "-M" || a == "-X") {
            ++i;
            continue;
        }
        if (!a.empty() && a.front() != '-' && a.front() != '+')
            return false; // a script file or module argument
    }
    return true;
}

bool readsCredentials(const Invocation &inv)
{
    auto has = [&](std::string_view a) {
        return std::any_of(inv.args.begin(), inv.args.end(), [&](const Word &w) { return w.text == a; });
    };
    if ((inv.program == "gpg" || inv.program == "gpg2") &&
        (has("--export-secret-keys") || has("--export-secret-subkeys")))
        return true;
    if ((inv.program == "gh" && has("auth") && has("token")) ||
        (inv.program == "pass" && (has("show") || inv.args.size() == 1)) ||
        (inv.program == "security" && (has("find-generic-password") || has("find-internet-password"))) ||
        (inv.program == "op" && has("read")) || (inv.program == "vault" && (has("read") || has("get"))) ||
        (inv.program == "aws" && has("configure") && has("get")) || (inv.program == "kubectl" && has("secret")) ||
        (inv.program == "secret-tool" && has("lookup")))
        return true;
    if (inv.program == "env" || inv.program == "printenv" || inv.program == "set" || inv.program == "export" ||
        inv.program == "declare" || inv.program == "compgen")
        return inv.program == "env" || inv.program == "printenv" ? inv.args.empty() || inv.args.front().text == "-0"
                                                                 : true;
    for (const Word &w : inv.args) {
        if (w.text.empty() || (w.text.front() == '-' && w.text.find('=') == std::string::npos))
            continue;
        std::string text = w.text;
        const std::size_t eq = text.find('=');
        if (eq != std::string::npos && text.front() == '-')
            text = text.substr(eq + 1);
        if (!text.empty() && text.front() == '@')
            text = text.substr(1);
        if (classifyPath(text, w.expanded).credential)
            return true;
    }
    for (const Redirect &r : inv.redirects) {
        if ((r.op == "<" || r.op == "<>") && classifyPath(r.target).credential)
            return true;
    }
    return false;
}

// Members of each pipeline with their position; a command inside a compound element ({ curl x; } | sh) belongs to
// the outer pipeline too.
struct Member {
    int invocation;
    int index;
};
std::vector<std::vector<Member>> pipelines(const Resolution &r)
{
    // One slot per pipeline of every tree; pipelines of one element are skipped.
    std::vector<std::size_t> base(r.trees.size() + 1, 0);
    for (std::size_t t = 0; t < r.trees.size(); ++t)
        base[t + 1] = base[t] + static_cast<std::size_t>(std::max(0, r.trees[t].pipelines));
    std::vector<std::vector<Member>> out(base.back());
    for (std::size_t i = 0; i < r.invocations.size(); ++i) {
        const Invocation &inv = r.invocations[i];
        if (inv.command < 0)
            continue;
        const SimpleCommand &c =
            r.trees[static_cast<std::size_t>(inv.tree)].commands[static_cast<std::size_t>(inv.command)];
        if (c.pipelineLength <= 1)
            continue;
        const std::size_t offset = base[static_cast<std::size_t>(inv.tree)];
        if (c.pipeline >= 0 && offset + std::size_t(c.pipeline) < base[std::size_t(inv.tree) + 1])
            out[offset + std::size_t(c.pipeline)].push_back({static_cast<int>(i), c.pipelineIndex});
        if (c.outerPipeline >= 0 && offset + std::size_t(c.outerPipeline) < base[std::size_t(inv.tree) + 1])
            out[offset + std::size_t(c.outerPipeline)].push_back({static_cast<int>(i), c.outerIndex});
    }
    return out;
}

bool isSqlClient(const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kClients = {
        "psql",   "mysql", "mariadb",   "sqlite3", "duckdb", "clickhouse-client",
        "sqlcmd", "cqlsh", "redis-cli", "mongosh", "mongo",  "cockroach"};
    return kClients.count(inv.program) > 0;
}

// Every invocation made from the substitution commands held in `word` (and their own substitutions).
void substitutionInvocations(const Context &ctx, int tree, const Word &word, std::vector<int> &out, int depth = 0)
{
    if (depth > 16)
        return;
    const ParseTree &t = ctx.resolution.trees[static_cast<std::size_t>(tree)];
    for (const int child : word.substitutions) {
        if (child < 0 || child >= static_cast<int>(t.commands.size()))
            continue;
        for (const int inv : ctx.invocationsOf(tree, child)) {
            out.push_back(inv);
            for (const Word &w : ctx.resolution.invocations[static_cast<std::size_t>(inv)].args)
                substitutionInvocations(ctx, tree, w, out, depth + 1);
        }
    }
}

// Widens the last finding to the whole pipe from `source` to `sink` (`curl … | sudo bash`, not just `sudo bash`).
void spanPipe(Context &ctx, const Invocation &source, const Invocation &sink)
{
    Finding &f = ctx.findings.back();
    const Resolution &r = ctx.resolution;
    if (source.tree != sink.tree || source.command < 0 || sink.command < 0)
        return;
    const ParseTree &tree = r.trees[static_cast<std::size_t>(sink.tree)];
    const std::string &text = r.texts[static_cast<std::size_t>(sink.tree)];
    const SimpleCommand &from = tree.commands[static_cast<std::size_t>(source.command)];
    const SimpleCommand &to = tree.commands[static_cast<std::size_t>(sink.command)];
    const std::size_t begin = std::min(from.begin, to.begin);
    const std::size_t end = std::min(std::max(from.end, to.end), text.size());
    if (begin >= end)
        return;
    f.segment = text.substr(begin, end - begin);
    if (sink.tree == 0) {
        f.begin = begin;
        f.end = end;
    }
}

// An echo, printf or cat before a SQL client in a pipe: the statement it feeds is judged.
bool sqlPipe(Context &ctx, const Invocation &source, const Invocation &sink)
{
    std::string text;
    for (const Word &w : source.args)
        text += w.text + ' ';
    for (const Redirect &rd : source.redirects)
        text += rd.heredoc;
    auto why = sql::destructiveStatement(text, sink.program);
    if (!why)
        return false;
    ctx.add(sink, Category::SqlDestruction, std::move(*why));
    spanPipe(ctx, source, sink);
    return true;
}

// Downloads piped into an interpreter; credentials piped into the network. Each member is looked at once, and each
// sink against the first earlier member of each kind (a pipe of thousands of commands stays linear).
// Code piped into a non-shell interpreter from the members just before it (InlineCode.cpp judges it).
const Invocation *pipedCodeSource(Context &ctx, const std::vector<const Invocation *> &previous, const Invocation &sink)
{
    for (const Invocation *source : previous) {
        if (rules::judgePipedCode(ctx, *source, sink))
            return source;
    }
    return nullptr;
}

void pipeRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    static constexpr std::size_t kSqlSources = 8; // echo/printf/cat members checked before one SQL client
    for (auto members : pipelines(r)) {
        if (members.size() < 2)
            continue;
        std::stable_sort(members.begin(), members.end(),
                         [](const Member &a, const Member &b) { return a.index < b.index; });
        const Invocation *download = nullptr;
        const Invocation *credentials = nullptr;
        std::vector<const Invocation *> printers;
        std::vector<const Invocation *> previous; // the members just before, whose output a sink reads
        for (std::size_t m = 0; m < members.size();) {
            // Members at one index (a compound element) are all sinks of what came before, then sources.
            std::size_t end = m;
            while (end < members.size() && members[end].index == members[m].index)
                ++end;
            for (std::size_t k = m; k < end; ++k) {
                const Invocation &sink = r.invocations[static_cast<std::size_t>(members[k].invocation)];
                if (download && executesStdin(sink)) {
                    ctx.add(sink, Category::RemoteCodeExecution,
                            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs what `%1` downloads with %2"),
                                   download->program, sink.program));
                    spanPipe(ctx, *download, sink);
                } else if (const Invocation *coder = pipedCodeSource(ctx, previous, sink)) {
                    spanPipe(ctx, *coder, sink);
                } else if (credentials && isNetworkSender(sink)) {
                    ctx.add(sink, Category::CredentialExfiltration,
                            Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                   "sends what `%1` reads from secrets to the network with %2"),
                                   credentials->program, sink.program));
                    spanPipe(ctx, *credentials, sink);
                } else if (isSqlClient(sink)) {
                    for (const Invocation *source : printers) {
                        if (sqlPipe(ctx, *source, sink))
                            break;
                    }
                }
            }
            previous.clear();
            for (std::size_t k = m; k < end; ++k) {
                const Invocation &source = r.invocations[static_cast<std::size_t>(members[k].invocation)];
                previous.push_back(&source);
                if (!download && isDownload(source))
                    download = &source;
                if (!credentials && readsCredentials(source))
                    credentials = &source;
                if (printers.size() < kSqlSources &&
                    (source.program == "echo" || source.program == "printf" || source.program == "cat"))
                    printers.push_back(&source);
            }
            m = end;
        }
    }
}

// Substitutions that feed an interpreter downloaded code (eval "$(curl …)", bash <(curl …), source <(wget …),
// python3 - < <(wget …)), or the network secrets.
void substitutionRules(Context &ctx, const Invocation &inv, bool interpreter)
{
    const Resolution &r = ctx.resolution;
    std::vector<int> fed;
    for (const Word &w : inv.args)
        substitutionInvocations(ctx, inv.tree, w, fed);
    if (executesStdin(inv) || inv.program == "source" || inv.program == ".") {
        for (const Redirect &rd : inv.redirects) {
            if (rd.op == "<" || rd.op == "<<<")
                substitutionInvocations(ctx, inv.tree, rd.target, fed);
        }
    }
    if (interpreter) {
        for (const int f : fed) {
            const Invocation &source = r.invocations[static_cast<std::size_t>(f)];
            if (isDownload(source)) {
                ctx.add(inv, Category::RemoteCodeExecution,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs code downloaded by `%1` with %2"),
                               source.program, inv.program));
                break;
            }
        }
    }
    if (isNetworkSender(inv)) {
        std::vector<int> inputs;
        for (const Word &w : inv.args)
            substitutionInvocations(ctx, inv.tree, w, inputs);
        for (const Redirect &rd : inv.redirects)
            substitutionInvocations(ctx, inv.tree, rd.target, inputs);
        for (const int f : inputs) {
            if (readsCredentials(r.invocations[static_cast<std::size_t>(f)])) {
                ctx.add(inv, Category::CredentialExfiltration,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                               "sends secrets read by a substitution to the network")));
                break;
            }
        }
    }
}

// The files a downloader writes: named from the URL (wget, -O), by -o/--output, or by a redirect.
void recordDownloadedFiles(const Invocation &inv, std::set<std::string> &downloadedFiles)
{
    const bool namesFromUrl =
        inv.program == "wget" || std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text == "-O" || w.text == "--remote-name" || w.text == "-OL" || w.text == "-LO";
        });
    if (namesFromUrl) {
        for (const Word &w : inv.args) {
            const std::size_t scheme = w.text.find("://");
            if (scheme == std::string::npos)
                continue;
            std::string name = w.text.substr(w.text.rfind('/') + 1);
            name = name.substr(0, name.find_first_of("?#"));
            if (!name.empty())
                downloadedFiles.insert(classifyPath(name, false).path);
        }
    }
    for (std::size_t a = 0; a < inv.args.size(); ++a) {
        const std::string &t = inv.args[a].text;
        if ((t == "-o" || t == "--output" || t == "-O" || t == "--output-document") && a + 1 < inv.args.size() &&
            inv.args[a + 1].text != "-")
            downloadedFiles.insert(classifyPath(inv.args[a + 1]).path);
        else if (t.rfind("--output=", 0) == 0 || t.rfind("--output-document=", 0) == 0)
            downloadedFiles.insert(classifyPath(t.substr(t.find('=') + 1), false).path);
        else if (t.size() > 2 && t[0] == '-' && t[1] != '-' && (t.back() == 'o' || t.back() == 'O') &&
                 a + 1 < inv.args.size())
            downloadedFiles.insert(classifyPath(inv.args[a + 1]).path);
    }
    for (const Redirect &rd : inv.redirects) {
        if (rd.op == ">" || rd.op == ">>" || rd.op == ">|")
            downloadedFiles.insert(classifyPath(rd.target).path);
    }
}

// A later command that runs one of the downloaded files, by path or as an interpreter's script.
void runsDownloadedFile(Context &ctx, const Invocation &inv, bool interpreter,
                        const std::set<std::string> &downloadedFiles)
{
    std::string executed;
    if (!inv.programText.empty() && inv.programText.find('/') != std::string::npos)
        executed = classifyPath(inv.programText, false).path;
    else if (interpreter) {
        for (const Word &w : inv.args) {
            if (!w.text.empty() && w.text.front() != '-') {
                executed = classifyPath(w).path;
                break;
            }
        }
    }
    if (!executed.empty() && downloadedFiles.count(executed))
        ctx.add(inv, Category::RemoteCodeExecution,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs %1, which this command downloads"), executed));
}

void substitutionAndDownloadRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    std::set<std::string> downloadedFiles;
    for (std::size_t i = 0; i < r.invocations.size(); ++i) {
        const Invocation &inv = r.invocations[i];
        const bool interpreter =
            isInterpreter(inv.program) || inv.program == "source" || inv.program == "." || inv.program == "eval";
        const bool hasSubstitutions =
            std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) { return !w.substitutions.empty(); }) ||
            std::any_of(inv.redirects.begin(), inv.redirects.end(),
                        [](const Redirect &rd) { return !rd.target.substitutions.empty(); });
        const bool downloader = isDownload(inv);
        if (!hasSubstitutions && !downloader && downloadedFiles.empty())
            continue;
        substitutionRules(ctx, inv, interpreter);
        // Download, then run the file.
        if (downloader)
            recordDownloadedFiles(inv, downloadedFiles);
        else if (!downloadedFiles.empty())
            runsDownloadedFile(ctx, inv, interpreter, downloadedFiles);
    }
}

// An endless loop that starts background processes.
void backgroundLoopRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    for (const Invocation &inv : r.invocations) {
        if (inv.command < 0)
            continue;
        const SimpleCommand &c =
            r.trees[static_cast<std::size_t>(inv.tree)].commands[static_cast<std::size_t>(inv.command)];
        if (c.infiniteLoop && c.background) {
            ctx.add(inv, Category::ForkBomb,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                           "an endless loop keeps starting background processes")),
                    true);
            break;
        }
    }
}

// Fork bombs: a function that starts itself twice through a pipe, or in the background.
void forkBombRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    for (const ParseTree &tree : r.trees) {
        if (tree.functions.empty())
            continue;
        struct Calls {
            int self = 0;
            bool background = false;
            bool piped = false;
        };
        std::map<std::string, Calls, std::less<>> calls; // commands that call the function they are in
        for (const SimpleCommand &c : tree.commands) {
            if (c.function.empty() || c.words.empty() || c.words.front().text != c.function)
                continue;
            Calls &k = calls[c.function];
            ++k.self;
            k.background = k.background || c.background;
            k.piped = k.piped || c.pipelineLength > 1;
        }
        for (const FunctionDefinition &f : tree.functions) {
            const auto it = calls.find(f.name);
            if (it == calls.end())
                continue;
            const int selfCalls = it->second.self;
            const bool background = it->second.background;
            const bool piped = it->second.piped;
            if (selfCalls >= 1 && (background || piped) && (selfCalls >= 2 || background)) {
                Finding finding;
                finding.category = std::string(Category::ForkBomb);
                finding.phrase = Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                        "function `%1` keeps starting copies of itself (a fork bomb)"),
                                        f.name);
                finding.reason = finding.phrase.english();
                finding.segment =
                    r.texts[0].substr(std::min(f.begin, r.texts[0].size()),
                                      std::min(f.end, r.texts[0].size()) - std::min(f.begin, r.texts[0].size()));
                finding.floor = true;
                finding.begin = f.begin;
                finding.end = f.end;
                ctx.findings.push_back(std::move(finding));
            }
        }
    }
}

void crossCommandRules(Context &ctx)
{
    pipeRules(ctx);
    substitutionAndDownloadRules(ctx);
    backgroundLoopRules(ctx);
    forkBombRules(ctx);
    rules::fedCodeRules(ctx);
    rules::networkShellRules(ctx);
    rules::historyRules(ctx);
}

} // namespace

namespace {

void addTextFindings(std::string_view command, const Resolution &r, std::vector<Finding> &findings)
{
    const auto whole = [&](std::string_view category, Phrase reason, bool floor) {
        Finding finding;
        finding.category = std::string(category);
        finding.phrase = std::move(reason);
        finding.reason = finding.phrase.english();
        finding.segment = std::string(command.substr(0, 200));
        finding.floor = floor;
        finding.end = command.size();
        findings.push_back(std::move(finding));
    };
    if (r.truncated) {
        // Whatever was not checked may be anything, the floor included: this asks even with approvals off.
        whole(Category::Unreviewable,
              Phrase(
                  AIRLOCK_FINDING("airlock::safety::Finding",
                                  "the command is too large to check completely (%1), so parts of it were not checked"),
                  r.limit),
              true);
    } else if (!r.errors.empty()) {
        whole(Category::Unparseable,
              Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                     "the command is not valid bash, so what it would run cannot be checked: %1"),
                     r.errors.front()),
              false);
    }
    if (command.size() > CommandAnalyzer::kReviewLimit)
        whole(Category::Unreviewable,
              Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                     "the command is %1 KiB long, more than a person can review (%2 KiB)"),
                     std::to_string(command.size() / 1024), std::to_string(CommandAnalyzer::kReviewLimit / 1024)),
              false);
    if (const auto concern = firstUnreadable(command)) {
        Finding finding;
        finding.category = std::string(Category::Unreviewable);
        finding.phrase = concern->reason;
        finding.reason = finding.phrase.english();
        const std::size_t from = concern->offset > 40 ? concern->offset - 40 : 0;
        finding.segment = std::string(command.substr(from, 80 + concern->length));
        finding.begin = concern->offset;
        finding.end = concern->offset + concern->length;
        findings.push_back(std::move(finding));
    }
}

// One finding per category, segment and reason is enough for a person to read.
void removeRepeats(std::vector<Finding> &findings)
{
    std::unordered_set<std::string> seen;
    std::vector<Finding> unique;
    for (Finding &f : findings) {
        std::string key = f.category;
        key += '\0';
        key += f.segment;
        key += '\0';
        key += f.reason;
        if (seen.insert(std::move(key)).second)
            unique.push_back(std::move(f));
    }
    findings = std::move(unique);
}

} // namespace

Analysis CommandAnalyzer::analyze(std::string_view command)
{
    try {
        return analyzeFully(command);
    } catch (const std::exception &e) {
        // A reader of some program's language failed on this text (a bug, which the fuzzers look for): the command
        // asks, even with approvals off, and the app goes on.
        Analysis analysis;
        Finding finding;
        finding.category = std::string(Category::Unreviewable);
        finding.phrase =
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                   "Airlock's analyzer failed on this command (%1), so it was not checked"),
                   std::string(e.what()));
        finding.reason = finding.phrase.english();
        finding.segment = std::string(command.substr(0, 200));
        finding.floor = true;
        finding.end = command.size();
        analysis.findings.push_back(std::move(finding));
        return analysis;
    }
}

Analysis CommandAnalyzer::analyzeFully(std::string_view command)
{
    Analysis analysis;
    analysis.resolution = CommandResolver::resolve(command);
    Context ctx(analysis.resolution, analysis.findings);
    const Resolution &r = analysis.resolution;
    addTextFindings(command, r, analysis.findings);
    for (const Invocation &inv : r.invocations)
        rules::judge(ctx, inv);
    crossCommandRules(ctx);
    removeRepeats(analysis.findings);
    return analysis;
}

} // namespace airlock::safety
