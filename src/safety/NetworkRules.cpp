// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over the network beyond curl and nc: secret files handed to upload tools (gh gist, cloud storage
// copies, rclone, mail, file-transfer tools), shells handed to the network (nc -e, socat exec:, /dev/tcp, a shell
// piped between network clients, web terminals, tunnels of ssh), HTTP DELETE to remote APIs, and the programs whose
// output is text fetched from another host.
#include "RuleHelpers.h"

#include "CommandResolver.h"
#include "PathRules.h"

#include <algorithm>
#include <map>
#include <set>

namespace airlock::safety::rules {

namespace {

bool isNetworkClient(std::string_view p)
{
    static const std::set<std::string, std::less<>> kClients = {"nc",       "ncat", "netcat",  "socat",  "telnet",
                                                                "cryptcat", "sbd",  "openssl", "pwncat", "gnutls-cli"};
    return kClients.count(p) > 0;
}

// What an argument names as a file to send: @file, key=@file, key@file (httpie), --opt=file, or the word itself.
std::string sentPath(const std::string &text)
{
    std::string t = text;
    if (startsWith(t, "--") && t.find('=') != std::string::npos)
        t = t.substr(t.find('=') + 1);
    const std::size_t at = t.find('@');
    if (at != std::string::npos && t.find("://") == std::string::npos &&
        (at == 0 || t[at - 1] == '=' || t.find('/') > at))
        t = t.substr(at + 1);
    return t;
}

// gh gist create, aws s3 cp, rclone copy, mail -a …: a credential file among what the tool sends.
void judgeUploads(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kIdentity = {"-i",
                                                                 "--identity",
                                                                 "--identity-file",
                                                                 "--key",
                                                                 "--cert",
                                                                 "-E",
                                                                 "--cacert",
                                                                 "--key-file",
                                                                 "--private-key",
                                                                 "--certificate",
                                                                 "--ssh-key",
                                                                 "--keyfile",
                                                                 "--credential-file",
                                                                 "--credentials-file",
                                                                 "--netrc-file",
                                                                 "--config",
                                                                 "-K",
                                                                 "--profile",
                                                                 "-F",
                                                                 "--ca-certificate",
                                                                 "--token-file"};
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args);
    const std::string a = subcommand(o);
    const std::string b = subcommand(o, 1);
    // Tools whose first operands are local files sent away, and whose last operand (if remote) is the destination.
    const bool sends =
        (p == "gh" && ((a == "gist" && (b == "create" || b == "edit" || b == "new")) ||
                       (a == "release" && (b == "upload" || b == "create")))) ||
        (p == "glab" && (a == "snippet" || (a == "release" && b == "upload"))) ||
        ((p == "aws" || p == "gsutil" || p == "gcloud") && (a == "s3" || a == "storage" || p == "gsutil")) ||
        (p == "az" && (a == "storage" || anyArg(inv, {"--file", "-f", "--source", "-s"}))) ||
        (p == "rclone" && (a == "copy" || a == "copyto" || a == "move" || a == "moveto" || a == "sync")) ||
        p == "s3cmd" || p == "wormhole" || p == "croc" || p == "ffsend" || p == "mail" || p == "mailx" ||
        p == "s-nail" || p == "mutt" || p == "neomutt" || p == "sendmail" || p == "swaks" || p == "http" ||
        p == "https" || p == "xh" || p == "httpie" || p == "curlie" || p == "smbclient" || p == "transfer" ||
        p == "magic-wormhole" || p == "ssh" || p == "lftp";
    if (!sends)
        return;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const Word &w = inv.args[i];
        if (kIdentity.count(w.text)) {
            ++i;
            continue;
        }
        const bool last = i + 1 == inv.args.size() && (p == "aws" || p == "gsutil" || p == "rclone");
        if (last || p == "ssh")
            continue; // ssh sends files only on its input
        const std::string path = sentPath(w.text);
        if (!path.empty() && classifyPath(path, w.expanded).credential) {
            ctx.add(inv, Category::CredentialExfiltration,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 sends the secret file %2 away"), p, path));
            return;
        }
    }
    for (const Redirect &r : inv.redirects) {
        if ((r.op == "<" && classifyPath(r.target).credential) ||
            ((r.op == "<<<" || !r.heredoc.empty()) && (p == "lftp" || p == "smbclient")))
            ctx.add(inv, Category::CredentialExfiltration,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 sends the secret file %2 away"), p,
                           r.target.text));
    }
}

// sftp/ftp batch text (here-string, heredoc) that puts a secret file.
void judgeBatchTransfer(Context &ctx, const Invocation &inv)
{
    for (const Redirect &r : inv.redirects) {
        const std::string &text = r.heredoc.empty() ? (r.op == "<<<" ? r.target.text : std::string()) : r.heredoc;
        std::size_t pos = 0;
        while (pos < text.size()) {
            const std::size_t nl = std::min(text.find('\n', pos), text.size());
            const std::string line = text.substr(pos, nl - pos);
            pos = nl + 1;
            const std::size_t put = line.find("put ");
            if (put == std::string::npos)
                continue;
            std::string file = line.substr(put + 4);
            const std::size_t start = file.find_first_not_of(" -");
            file = start == std::string::npos ? std::string() : file.substr(start);
            file = file.substr(0, file.find(' '));
            if (classifyPath(file, true).credential) {
                ctx.add(inv, Category::CredentialExfiltration,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 puts the secret file %2"), inv.program,
                               file));
                return;
            }
        }
    }
}

void handsShell(Context &ctx, const Invocation &inv, Phrase how)
{
    ctx.add(inv, Category::CredentialExfiltration,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1: whoever connects controls this machine"),
                   std::move(how)));
}

// nc -e, ncat --exec, socat exec:, web terminals, tunnels that publish ssh.
void judgeShellServers(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    if (p == "nc" || p == "ncat" || p == "netcat" || p == "pwncat") {
        if (anyArg(inv, {"-e", "-c", "--exec", "--sh-exec", "--lua-exec"}) || anyArgStartsWith(inv, "--exec=") ||
            anyArgStartsWith(inv, "--sh-exec=") || anyArgStartsWith(inv, "--lua-exec="))
            handsShell(
                ctx, inv,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 runs a program for the network connection"), p));
    } else if (p == "socat") {
        const bool exec = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            const std::string l = lower(w.text);
            return startsWith(l, "exec:") || startsWith(l, "system:") || startsWith(l, "exec,");
        });
        if (exec)
            handsShell(ctx, inv,
                       Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "socat connects a program to the network")));
    } else if (p == "ttyd" || p == "gotty" || p == "websocketd" || p == "shellinaboxd" || p == "wetty") {
        const bool shell =
            std::any_of(inv.args.begin(), inv.args.end(),
                        [](const Word &w) { return isInterpreter(programName(w.text)) || w.text == "login"; }) ||
            p == "shellinaboxd" || p == "wetty";
        if (shell)
            handsShell(ctx, inv,
                       Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 serves a shell on the web"), p));
    } else if (p == "ngrok") {
        if (anyArg(inv, {"tcp", "tls"}))
            handsShell(ctx, inv,
                       Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                              "ngrok publishes a raw port of this machine on the internet")));
    } else if (p == "cloudflared" || p == "bore") {
        if (anyArgStartsWith(inv, "ssh://") || anyArgStartsWith(inv, "tcp://") || anyArgStartsWith(inv, "rdp://") ||
            (p == "bore" && anyArg(inv, {"22"})))
            handsShell(ctx, inv,
                       Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                              "%1 publishes the ssh or a raw port of this machine"),
                              p));
    }
}

bool localUrl(std::string_view url)
{
    std::string_view rest = url;
    const std::size_t scheme = rest.find("://");
    if (scheme != std::string_view::npos)
        rest = rest.substr(scheme + 3);
    for (std::string_view host : {"localhost", "127.0.0.1", "0.0.0.0", "[::1]"})
        if (startsWith(rest, host) &&
            (rest.size() == host.size() || rest[host.size()] == ':' || rest[host.size()] == '/'))
            return true;
    return false;
}

// curl -X DELETE, http DELETE, gh api -X DELETE: deletes through a remote API. Local dev servers stay quiet unless
// the path names everything (_all, *).
void judgeHttpDelete(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    bool del = false;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        const std::string next = i + 1 < inv.args.size() ? inv.args[i + 1].text : std::string();
        del = del || ((a == "-X" || a == "--request" || a == "--method") && lower(next) == "delete") ||
              lower(a) == "-xdelete" || lower(a) == "--request=delete" || lower(a) == "--method=delete" ||
              ((p == "http" || p == "https" || p == "xh" || p == "httpie" || p == "curlie") && i == 0 && a == "DELETE");
    }
    if (!del || dryRun(inv))
        return;
    std::vector<std::string> urls;
    for (const Word &w : inv.args)
        if (w.text.find("://") != std::string::npos || startsWith(w.text, "localhost") ||
            w.text.find('/') != std::string::npos)
            urls.push_back(w.text);
    const bool everything = std::any_of(urls.begin(), urls.end(), [](const std::string &u) {
        return u.find("_all") != std::string::npos || u.find('*') != std::string::npos;
    });
    const bool local = p != "gh" && !urls.empty() && std::all_of(urls.begin(), urls.end(), [](const std::string &u) {
                           return localUrl(u) || (u.find("://") == std::string::npos && !startsWith(u, "localhost") &&
                                                  u.find('.') == std::string::npos);
                       });
    if (!local || everything)
        ctx.add(inv, Category::ContainerCloudDestruction,
                urls.empty()
                    ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 sends an HTTP DELETE to an API"), p)
                    : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 sends an HTTP DELETE to %2"), p,
                             urls.front()));
}

bool isTcpDevice(std::string_view path)
{
    return startsWith(path, "/dev/tcp/") || startsWith(path, "/dev/udp/");
}

bool localTcpDevice(std::string_view path)
{
    const std::string_view host = path.substr(9, path.find('/', 9) - 9);
    return host == "localhost" || host == "127.0.0.1" || host == "0.0.0.0" || host == "::1";
}

void addWhole(Context &ctx, const SimpleCommand &c, int tree, Phrase reason)
{
    Finding f;
    f.category = std::string(Category::CredentialExfiltration);
    f.phrase = std::move(reason);
    f.reason = f.phrase.english();
    const std::string &text = ctx.resolution.texts[static_cast<std::size_t>(tree)];
    const std::size_t begin = std::min(c.begin, text.size());
    f.segment = text.substr(begin, std::min(c.end, text.size()) - begin);
    if (tree == 0) {
        f.begin = c.begin;
        f.end = c.end;
    }
    ctx.findings.push_back(std::move(f));
}

// A program reading its code from stdin: a shell or interpreter with no -c and no script operand.
bool readsCodeFromStdin(const Invocation &inv)
{
    if (!isInterpreter(inv.program))
        return false;
    for (const Word &w : inv.args) {
        if (w.text == "-c" || w.text == "-e" || w.text == "-m" || w.text == "-r" || w.text == "--eval")
            return false;
        if (!w.text.empty() && w.text[0] != '-' && w.text[0] != '+')
            return false;
    }
    return true;
}

} // namespace

bool fetchesRemoteText(const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args);
    const std::string a = subcommand(o);
    const std::string b = subcommand(o, 1);
    const bool toStdout = !o.operands.empty() && o.operands.back()->text == "-";
    return (p == "aws" && a == "s3" && b == "cp" && toStdout) || (p == "gsutil" && a == "cat") ||
           (p == "gcloud" && a == "storage" && b == "cat") || (p == "rclone" && a == "cat") ||
           (p == "gh" && ((a == "gist" && b == "view") || a == "api")) || (p == "s3cmd" && a == "get" && toStdout) ||
           (p == "ssh" && o.operands.size() >= 2) || p == "telnet" || (p == "openssl" && a == "s_client") ||
           p == "tftp" || p == "gnutls-cli" || p == "cryptcat";
}

void networkShellRules(Context &ctx)
{
    const Resolution &r = ctx.resolution;
    // Redirections to bash's /dev/tcp and /dev/udp.
    for (std::size_t t = 0; t < r.trees.size(); ++t) {
        for (std::size_t c = 0; c < r.trees[t].commands.size(); ++c) {
            const SimpleCommand &cmd = r.trees[t].commands[c];
            for (const Redirect &rd : cmd.redirects) {
                if (rd.target.text.find("/tcp/") == std::string::npos &&
                    rd.target.text.find("/udp/") == std::string::npos)
                    continue; // cheap filter before classifying
                const std::string path = classifyPath(rd.target).path;
                if (!isTcpDevice(path) || localTcpDevice(path))
                    continue;
                const auto &invs = ctx.invocationsOf(static_cast<int>(t), static_cast<int>(c));
                const bool shell = invs.empty() || std::any_of(invs.begin(), invs.end(), [&](int i) {
                                       const std::string &p = r.invocations[static_cast<std::size_t>(i)].program;
                                       return isInterpreter(p) || p == "exec" || p.empty();
                                   });
                addWhole(ctx, cmd, static_cast<int>(t),
                         shell ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                        "connects a shell to %1: whoever listens there controls it"),
                                        path.substr(9))
                               : Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                        "opens a network connection to %1 through %2"),
                                        path.substr(9), path.substr(0, 8)));
                break;
            }
        }
    }
    // A shell in one pipeline with a raw network client: its commands come from, and its output goes to, the network.
    std::map<std::pair<int, int>, std::pair<int, int>> pipes; // (tree, pipeline) → (shell invocation, client seen)
    for (std::size_t i = 0; i < r.invocations.size(); ++i) {
        const Invocation &inv = r.invocations[i];
        if (inv.command < 0)
            continue;
        const SimpleCommand &c =
            r.trees[static_cast<std::size_t>(inv.tree)].commands[static_cast<std::size_t>(inv.command)];
        if (c.pipelineLength <= 1)
            continue;
        auto &slot = pipes.try_emplace({inv.tree, c.pipeline}, std::make_pair(-1, 0)).first->second;
        if (readsCodeFromStdin(inv) && slot.first < 0)
            slot.first = static_cast<int>(i);
        if (isNetworkClient(inv.program))
            slot.second = 1;
    }
    for (const auto &entry : pipes) {
        if (entry.second.first >= 0 && entry.second.second)
            handsShell(
                ctx, r.invocations[static_cast<std::size_t>(entry.second.first)],
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "a shell reads its commands from a network client in the same pipeline")));
    }
}

bool sendsToNetwork(std::string_view program)
{
    static const std::set<std::string, std::less<>> kSenders = {
        "dig",     "nslookup", "host",    "drill",   "ping",          "ping6",    "whois",
        "gh",      "glab",     "az",      "gcloud",  "s3cmd",         "wormhole", "croc",
        "ffsend",  "s-nail",   "neomutt", "swaks",   "curlie",        "pwncat",   "cryptcat",
        "lftp",    "websocat", "wscat",   "grpcurl", "mosquitto_pub", "kcat",     "gnutls-cli",
        "transfer"};
    return kSenders.count(program) > 0;
}

void addNetworkRules(RuleTable &t)
{
    chain(t, "openssl", judgeNetcat);
    for (const char *p : {"awk", "gawk"})
        chain(t, p, [](Context &c, const Invocation &i) {
            if (std::any_of(i.args.begin(), i.args.end(), [](const Word &w) {
                    return w.text.find("/inet/tcp/") != std::string::npos ||
                           w.text.find("/inet/udp/") != std::string::npos;
                }))
                handsShell(c, i,
                           Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                  "awk opens a network connection and runs what comes through it")));
        });
    chain(t, "xterm", [](Context &c, const Invocation &i) {
        for (std::size_t k = 0; k + 1 < i.args.size(); ++k)
            if ((i.args[k].text == "-display" || i.args[k].text == "-d") && !i.args[k + 1].text.empty() &&
                i.args[k + 1].text[0] != ':')
                handsShell(c, i,
                           Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                  "xterm opens a shell on another machine's display")));
    });
    for (const char *p : {"gh",     "glab",     "aws",       "gsutil",   "gcloud",         "az",    "rclone",
                          "s3cmd",  "wormhole", "croc",      "ffsend",   "mail",           "mailx", "s-nail",
                          "mutt",   "neomutt",  "sendmail",  "swaks",    "http",           "https", "xh",
                          "httpie", "curlie",   "smbclient", "transfer", "magic-wormhole", "ssh",   "lftp"})
        chain(t, p, judgeUploads);
    for (const char *p : {"sftp", "ftp", "lftp"})
        chain(t, p, judgeBatchTransfer);
    for (const char *p : {"nc", "ncat", "netcat", "pwncat", "socat", "ttyd", "gotty", "websocketd", "shellinaboxd",
                          "wetty", "ngrok", "cloudflared", "bore"})
        chain(t, p, judgeShellServers);
    for (const char *p : {"curl", "http", "https", "xh", "httpie", "curlie", "gh", "wget"})
        chain(t, p, judgeHttpDelete);
}

} // namespace airlock::safety::rules
