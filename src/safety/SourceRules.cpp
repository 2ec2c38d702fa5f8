// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over where code comes from later: package indexes and registries (pip, npm, yarn, pnpm, conda, gem,
// go), system package repositories and their keys, and the git settings that run programs, take credentials or
// rewrite remote addresses. Each change makes later, ordinary-looking commands run code nobody reviewed.
#include "RuleHelpers.h"

#include <algorithm>
#include <set>

namespace airlock::safety::rules {

namespace {

void addSource(Context &ctx, const Invocation &inv, const std::string &what)
{
    ctx.add(inv, Category::SystemFileWrites,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1: later installs or commands take code from there"),
                   what));
}

// A source that is a sentence, not a command.
void addSource(Context &ctx, const Invocation &inv, Phrase what)
{
    ctx.add(inv, Category::SystemFileWrites,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1: later installs or commands take code from there"),
                   std::move(what)));
}

// The registries and indexes the tools use out of the box: setting them back changes nothing.
bool officialIndex(std::string_view url)
{
    for (std::string_view host : {"https://pypi.org/", "https://registry.npmjs.org", "https://registry.yarnpkg.com",
                                  "https://proxy.golang.org", "https://sum.golang.org", "https://rubygems.org",
                                  "https://conda.anaconda.org", "https://repo.anaconda.com", "direct", "off"})
        if (startsWith(url, host))
            return host != "off";
    return false;
}

// The host of a git remote address: https://host/…, ssh://git@host/…, git@host:….
std::string gitHost(std::string url)
{
    const std::size_t scheme = url.find("://");
    if (scheme != std::string::npos)
        url = url.substr(scheme + 3);
    const std::size_t at = url.find('@');
    if (at != std::string::npos && at < url.find('/'))
        url = url.substr(at + 1);
    return lower(url.substr(0, url.find_first_of(":/")));
}

bool plainHttp(std::string_view url)
{
    return startsWith(url, "http://") && !startsWith(url, "http://localhost") && !startsWith(url, "http://127.0.0.1");
}

// pip config set global.index-url …; pip install --extra-index-url / --trusted-host / an http:// index.
void judgePip(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "ifr", {"index-url", "extra-index-url", "trusted-host", "find-links"});
    const std::string a = subcommand(o);
    if (a == "config" && subcommand(o, 1) == "set" && officialIndex(subcommand(o, 3)))
        return;
    if (a == "config" && (subcommand(o, 1) == "set" || subcommand(o, 1) == "edit")) {
        addSource(ctx, inv, "pip config " + subcommand(o, 1) + " " + subcommand(o, 2));
        return;
    }
    if (o.has("extra-index-url") || o.has("trusted-host"))
        addSource(ctx, inv, std::string("pip ") + (o.has("trusted-host") ? "--trusted-host" : "--extra-index-url"));
    else if (plainHttp(o.value("index-url").value_or("")) || plainHttp(o.value("find-links").value_or("")) ||
             (o.shortValues.count('i') && plainHttp(o.shortValues.at('i'))) ||
             (o.shortValues.count('f') && plainHttp(o.shortValues.at('f'))))
        addSource(ctx, inv,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "pip installs from an index over plain http")));
}

// npm/pnpm/yarn/bun config set of the registry, TLS checks or the shell that runs scripts.
void judgeNodeConfig(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kRisky = {
        "registry",        "strict-ssl",          "script-shell", "node-options", "npmregistryserver",
        "enablestrictssl", "unsafehttpwhitelist", "cafile",       "ca",           "globalconfig",
        "userconfig",      "npmscopes",           "https-proxy",  "proxy",        "git",
        "shell",           "ignore-scripts",      "httpsproxy",   "httpproxy"};
    const Options o = parseOptions(inv.args);
    std::vector<std::string> words;
    for (const Word *w : o.operands)
        words.push_back(lower(w->text));
    const bool set =
        (words.size() >= 3 && words[0] == "config" && words[1] == "set") || (words.size() >= 2 && words[0] == "set");
    if (!set)
        return;
    std::string key = words[0] == "set" ? words[1] : words[2];
    key = key.substr(0, key.find('='));
    const std::size_t colon = key.rfind(':');
    const std::string value = words[0] == "set" ? (words.size() > 2 ? words[2] : std::string())
                                                : (words.size() > 3 ? words[3] : std::string());
    const std::size_t eq = (words[0] == "set" ? words[1] : words[2]).find('=');
    const std::string assigned =
        eq == std::string::npos ? std::string() : (words[0] == "set" ? words[1] : words[2]).substr(eq + 1);
    if (officialIndex(value.empty() ? assigned : value))
        return;
    if (kRisky.count(key) || (colon != std::string::npos && kRisky.count(key.substr(colon + 1))))
        addSource(ctx, inv, inv.program + " config set " + key);
}

// conda/mamba channels, gem sources, go env -w of the proxy and checksum settings.
void judgeOtherIndexes(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    if ((p == "conda" || p == "mamba" || p == "micromamba") && anyArg(inv, {"config"}) &&
        std::any_of(inv.args.begin(), inv.args.end(),
                    [](const Word &w) {
                        return w.text == "channels" || w.text == "channel_alias" || w.text == "ssl_verify" ||
                               w.text == "custom_channels" || w.text == "default_channels";
                    }) &&
        anyArg(inv, {"--add", "--append", "--prepend", "--set"}))
        addSource(ctx, inv, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 config changes the channels"), p));
    else if (p == "gem" && anyArg(inv, {"sources"}) && anyArg(inv, {"--add", "-a"}))
        addSource(ctx, inv, "gem sources --add");
    else if (p == "go" && anyArg(inv, {"env"}) && anyArg(inv, {"-w"})) {
        for (const Word &w : inv.args) {
            const std::string key = w.text.substr(0, w.text.find('='));
            const std::string value =
                w.text.find('=') == std::string::npos ? std::string() : w.text.substr(w.text.find('=') + 1);
            if (key == "GOPROXY" && (value == "https://proxy.golang.org,direct" ||
                                     value == "https://proxy.golang.org" || value == "direct"))
                continue;
            if (key == "GOPROXY" || key == "GONOSUMDB" || key == "GONOSUMCHECK" || key == "GOINSECURE" ||
                key == "GOSUMDB" || key == "GONOPROXY" ||
                (key == "GOFLAGS" && w.text.find("insecure") != std::string::npos)) {
                addSource(ctx, inv, "go env -w " + key);
                return;
            }
        }
    } else if (p == "bundle" && anyArg(inv, {"config"}) && anyArgStartsWith(inv, "mirror.")) {
        addSource(ctx, inv, "bundle config mirror");
    }
}

// System package repositories and their signing keys.
void judgeRepositories(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    if (anyArg(inv, {"--help", "-h"}) || inv.args.empty())
        return;
    const Options o = parseOptions(inv.args);
    const std::string a = subcommand(o);
    bool adds = false;
    if (p == "add-apt-repository" || p == "apt-add-repository")
        adds = !o.has('L') && !o.has("list");
    else if (p == "apt-key")
        adds = a == "add" || a == "adv";
    else if (p == "yum-config-manager")
        adds = o.has("add-repo") || o.has("enable") || o.has("setopt");
    else if ((p == "dnf" || p == "dnf5") && a == "config-manager")
        adds = o.has("add-repo") || o.has("set-enabled") || o.has("setopt") || subcommand(o, 1) == "addrepo";
    else if (p == "zypper")
        adds = a == "addrepo" || a == "ar" || a == "modifyrepo" || a == "mr";
    else if (p == "rpm")
        adds = o.has("import");
    else if (p == "pacman-key")
        adds = o.has("add") || o.has("lsign-key") || o.has('a') || o.has("populate");
    if (adds)
        addSource(ctx, inv,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 adds a package source or signing key"), p,
                         shown(o.operands, 2)));
}

// Git settings whose values run programs, hold credentials or change where code is fetched from.
bool riskyGitKey(const std::string &key, const std::string &value, bool local)
{
    static const std::set<std::string, std::less<>> kRunning = {
        "core.fsmonitor",   "core.sshcommand",   "core.askpass",
        "core.gitproxy",    "credential.helper", "diff.external",
        "sequence.editor",  "gpg.program",       "uploadpack.packobjectshook",
        "init.templatedir", "include.path",      "protocol.allow"};
    const std::string last = key.substr(key.rfind('.') + 1);
    if (key == "core.hookspath")
        return !local || startsWith(value, "/") || startsWith(value, "~") || value.find("..") != std::string::npos;
    if (key == "safe.directory")
        return value == "*";
    if (key == "http.sslverify" || (startsWith(key, "http.") && last == "sslverify"))
        return lower(value) == "false" || value == "0" || value == "no" || value == "off";
    if (startsWith(key, "alias."))
        return startsWith(value, "!");
    if (key == "credential.helper" || (startsWith(key, "credential.") && last == "helper")) {
        static const std::set<std::string, std::less<>> kKnown = {
            "", "store", "cache", "osxkeychain", "manager", "manager-core", "libsecret", "wincred", "gnome-keyring"};
        return !kKnown.count(value.substr(0, value.find(' ')));
    }
    if (last == "insteadof" || last == "pushinsteadof") // url.<base>.insteadOf: the same host by ssh is no redirect
        return gitHost(key.substr(4, key.size() - last.size() - 5)) != gitHost(value);
    if (key == "core.pager" || key == "core.editor" || startsWith(key, "pager."))
        return value.find_first_of("|;&`") != std::string::npos || value.find("$(") != std::string::npos;
    return kRunning.count(key) || last == "insteadof" || last == "pushinsteadof" || last == "textconv" ||
           (startsWith(key, "filter.") && (last == "clean" || last == "smudge" || last == "process")) ||
           (startsWith(key, "merge.") && last == "driver") || (startsWith(key, "diff.") && last == "command") ||
           (startsWith(key, "credential.") && last == "helper") || startsWith(key, "includeif.") ||
           (startsWith(key, "protocol.") && last == "allow" && value == "always") ||
           (startsWith(key, "gpg.") && last == "program") || (startsWith(key, "submodule.") && startsWith(value, "!"));
}

} // namespace

void judgeGitConfig(Context &ctx, const Invocation &inv, const std::vector<Word> &rest)
{
    bool local = true;
    std::vector<std::string> operands;
    for (std::size_t i = 0; i < rest.size(); ++i) {
        const std::string &a = rest[i].text;
        if (a == "--global" || a == "--system" || a == "--file" || a == "-f" || startsWith(a, "--file=")) {
            local = false;
            if ((a == "--file" || a == "-f") && i + 1 < rest.size())
                ++i;
        } else if (a == "--get" || a == "--get-all" || a == "--get-regexp" || a == "-l" || a == "--list" ||
                   a == "--unset" || a == "--unset-all" || a == "--remove-section" || a == "--get-urlmatch" ||
                   a == "-e" || a == "--edit") {
            return;
        } else if (a == "--type" || a == "--default" || a == "--comment" || a == "--blob") {
            ++i;
        } else if (a.empty() || a[0] != '-') {
            operands.push_back(a);
        }
    }
    if (!operands.empty() && (operands[0] == "set" || operands[0] == "get" || operands[0] == "list" ||
                              operands[0] == "unset" || operands[0] == "edit")) {
        if (operands[0] != "set")
            return;
        operands.erase(operands.begin());
    }
    if (operands.size() < 2)
        return;
    const std::string key = lower(operands[0]);
    if (riskyGitKey(key, operands[1], local))
        addSource(ctx, inv, "git config " + operands[0]);
}

namespace {

bool remoteUrl(std::string_view text)
{
    return startsWith(text, "https://") || startsWith(text, "http://");
}

// deno run URL, pip install URL: code fetched from an address and run (or installed, running its build scripts).
void judgeCodeFromUrl(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(
        inv.args, "ircef",
        {"index-url", "extra-index-url", "find-links", "config", "import-map", "lock", "cert", "location", "reload"});
    const std::string a = subcommand(o);
    if (!(inv.program == "deno" ? a == "run" || a == "install" || a == "x" : a == "install" || a == "download"))
        return;
    for (std::size_t i = 1; i < o.operands.size(); ++i) {
        if (remoteUrl(o.operands[i]->text))
            ctx.add(inv, Category::RemoteCodeExecution,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs %1, which this command downloads"),
                           o.operands[i]->text));
    }
}

} // namespace

// A program named by an address (npx https://…, uv run https://…/x.py): what runs is whatever that address serves.
void judgeProgramUrl(Context &ctx, const Invocation &inv)
{
    if (inv.programKnown && remoteUrl(inv.programText))
        ctx.add(inv, Category::RemoteCodeExecution,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs %1, which this command downloads"),
                       inv.programText));
}

void addSourceRules(RuleTable &t)
{
    for (const char *p : {"pip", "pip3", "deno", "pipx"})
        chain(t, p, judgeCodeFromUrl);
    for (const char *p : {"pip", "pip3", "uv"})
        chain(t, p, judgePip);
    for (const char *p : {"npm", "pnpm", "yarn", "bun"})
        chain(t, p, judgeNodeConfig);
    for (const char *p : {"conda", "mamba", "micromamba", "gem", "go", "bundle"})
        chain(t, p, judgeOtherIndexes);
    for (const char *p : {"add-apt-repository", "apt-add-repository", "apt-key", "yum-config-manager", "dnf", "dnf5",
                          "zypper", "rpm", "pacman-key"})
        chain(t, p, judgeRepositories);
}

} // namespace airlock::safety::rules
