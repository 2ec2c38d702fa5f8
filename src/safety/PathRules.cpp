// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "PathRules.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

namespace airlock::safety {

namespace {

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// `~`, $HOME and ${HOME} (also inside quotes) at the start become `~`; XDG variables their defaults.
std::string expandKnownVariables(std::string text, bool &unknown)
{
    // ${NAME:-fallback}/rest: judge by the fallback (${ZDOTDIR:-$HOME}/.zshrc is ~/.zshrc).
    if (startsWith(text, "${")) {
        const std::size_t dash = text.find(":-");
        const std::size_t close = text.find('}');
        const std::size_t check = text.find_first_of(":?", 2);
        if (dash != std::string::npos && close != std::string::npos && dash < close)
            text = text.substr(dash + 2, close - dash - 2) + text.substr(close + 1);
        // ${NAME:?message} and ${NAME?message}: NAME itself, or no command at all.
        else if (check != std::string::npos && close != std::string::npos && check < close &&
                 (text[check] == '?' || text[check + 1] == '?'))
            text = "${" + text.substr(2, check - 2) + "}" + text.substr(close + 1);
    }
    static constexpr std::array<std::pair<std::string_view, std::string_view>, 8> kKnown = {
        {{"${HOME}", "~"},
         {"$HOME", "~"},
         {"${XDG_CONFIG_HOME}", "~/.config"},
         {"$XDG_CONFIG_HOME", "~/.config"},
         {"${XDG_DATA_HOME}", "~/.local/share"},
         {"$XDG_DATA_HOME", "~/.local/share"},
         {"${USER}", "user"},
         {"$USER", "user"}}};
    for (const auto &[variable, value] : kKnown) {
        if (startsWith(text, variable)) {
            const char after = text.size() > variable.size() ? text[variable.size()] : '/';
            if (after == '/' || after == '*' || after == '.') {
                text = std::string(value) + text.substr(variable.size());
                break;
            }
        }
    }
    if (startsWith(text, "~") && text.size() > 1 && text[1] != '/')
        text = "~/../" + text.substr(1); // ~otheruser: another home
    unknown = text.find('$') != std::string::npos || text.find('`') != std::string::npos;
    return text;
}

std::string normalise(const std::string &text)
{
    const bool absolute = startsWith(text, "/");
    const bool home = startsWith(text, "~");
    std::vector<std::string> parts;
    std::size_t pos = home ? 1 : 0;
    while (pos <= text.size()) {
        const std::size_t slash = std::min(text.find('/', pos), text.size());
        const std::string part = text.substr(pos, slash - pos);
        if (part.empty() || part == ".") {
            // skip
        } else if (part == "..") {
            if (!parts.empty() && parts.back() != "..")
                parts.pop_back();
            else if (!absolute && !home)
                parts.push_back(part);
        } else {
            parts.push_back(part);
        }
        pos = slash + 1;
    }
    std::string out = home ? "~" : (absolute ? "" : "");
    for (const std::string &p : parts) {
        if (!out.empty() || absolute || home)
            out += '/';
        out += p;
    }
    if (out.empty())
        out = absolute ? "/" : (home ? "~" : ".");
    return out;
}

const std::vector<std::string_view> &systemDirectories()
{
    static const std::vector<std::string_view> dirs = {
        "/etc",     "/usr",     "/bin",    "/sbin",      "/lib",         "/lib32",   "/lib64",    "/libx32",
        "/boot",    "/var",     "/opt",    "/srv",       "/home",        "/root",    "/sys",      "/proc",
        "/dev",     "/run",     "/snap",   "/usr/local", "/usr/bin",     "/usr/lib", "/usr/sbin", "/usr/share",
        "/var/lib", "/var/log", "/System", "/Library",   "/Applications"};
    return dirs;
}

bool isTemporary(std::string_view p)
{
    return p == "/tmp" || startsWith(p, "/tmp/") || p == "/var/tmp" || startsWith(p, "/var/tmp/") ||
           startsWith(p, "/dev/shm") || startsWith(p, "/run/user/");
}

bool isHarmlessDevice(std::string_view p)
{
    static constexpr std::array<std::string_view, 10> kHarmless = {
        "/dev/null", "/dev/zero",   "/dev/stdout",  "/dev/stderr", "/dev/stdin",
        "/dev/tty",  "/dev/random", "/dev/urandom", "/dev/full",   "/dev/ptmx"};
    // /dev/tcp and /dev/udp are bash's network connections, judged by NetworkRules.cpp.
    return std::find(kHarmless.begin(), kHarmless.end(), p) != kHarmless.end() || startsWith(p, "/dev/fd/") ||
           startsWith(p, "/dev/pts/") || startsWith(p, "/dev/tcp/") || startsWith(p, "/dev/udp/");
}

bool isBlockDevicePath(std::string_view p)
{
    if (!startsWith(p, "/dev/"))
        return false;
    static constexpr std::array<std::string_view, 12> kDisks = {"/dev/sd",   "/dev/hd",      "/dev/vd",    "/dev/xvd",
                                                                "/dev/nvme", "/dev/mmcblk",  "/dev/disk",  "/dev/md",
                                                                "/dev/dm-",  "/dev/mapper/", "/dev/rdisk", "/dev/sr"};
    return std::any_of(kDisks.begin(), kDisks.end(), [&](std::string_view d) { return startsWith(p, d); }) ||
           p == "/dev/mem" || p == "/dev/kmem" || p == "/dev/port";
}

bool matchesAny(std::string_view p, std::initializer_list<std::string_view> candidates)
{
    return std::any_of(candidates.begin(), candidates.end(), [&](std::string_view c) {
        return p == c || (endsWith(c, "/") && (startsWith(p, c) || p == c.substr(0, c.size() - 1)));
    });
}

std::string_view baseName(std::string_view p)
{
    const std::size_t slash = p.rfind('/');
    return slash == std::string_view::npos ? p : p.substr(slash + 1);
}

// Shell startup files, autostart entries, ssh configuration and git hooks: what runs later, unasked.
bool isStartupFile(std::string_view p)
{
    const std::string_view name = baseName(p);
    return matchesAny(p, {"~/.bashrc",
                          "~/.bash_profile",
                          "~/.bash_login",
                          "~/.bash_logout",
                          "~/.profile",
                          "~/.zshrc",
                          "~/.zprofile",
                          "~/.zshenv",
                          "~/.zlogin",
                          "~/.cshrc",
                          "~/.tcshrc",
                          "~/.kshrc",
                          "~/.mkshrc",
                          "~/.inputrc",
                          "~/.xprofile",
                          "~/.xinitrc",
                          "~/.xsession",
                          "~/.pam_environment",
                          "~/.gitconfig",
                          "~/.config/fish/",
                          "~/.config/autostart/",
                          "~/.config/environment.d/",
                          "~/.config/systemd/user/",
                          "~/.ssh/authorized_keys",
                          "~/.ssh/authorized_keys2",
                          "~/.ssh/config",
                          "~/.ssh/rc",
                          "~/.ssh/environment",
                          "~/.local/bin/",
                          "~/.bash_aliases",
                          "~/.zlogout",
                          "~/Library/LaunchAgents/",
                          "~/.config/pip/pip.conf",
                          "~/.pip/pip.conf",
                          "~/.pydistutils.cfg",
                          "~/.condarc",
                          "~/.yarnrc",
                          "~/.yarnrc.yml",
                          "~/.gemrc",
                          "~/.bundle/config",
                          "~/.curlrc",
                          "~/.wgetrc",
                          "~/.m2/settings.xml",
                          "~/.gradle/init.gradle",
                          "~/.gradle/init.d/",
                          "~/.gradle/gradle.properties",
                          "~/.cargo/config",
                          "~/.cargo/config.toml",
                          "~/.config/git/config",
                          "~/.config/git/hooks/",
                          "~/.config/nix/nix.conf",
                          "~/.config/pypoetry/config.toml",
                          "~/.config/uv/uv.toml",
                          "~/.docker/daemon.json",
                          "/etc/profile",
                          "/etc/profile.d/",
                          "/etc/bash.bashrc",
                          "/etc/zsh/",
                          "/etc/environment"}) ||
           (startsWith(p, "/root/.") && (name == ".bashrc" || name == ".profile" || name == ".zshrc")) ||
           p.find(".git/hooks/") != std::string_view::npos || endsWith(p, ".git/hooks") ||
           // Python runs .pth files and sitecustomize at every start.
           ((p.find("/site-packages/") != std::string_view::npos ||
             p.find("/dist-packages/") != std::string_view::npos) &&
            (endsWith(name, ".pth") || name == "sitecustomize.py" || name == "usercustomize.py"));
}

// Keys, tokens and password stores.
bool isCredential(std::string_view p)
{
    const std::string_view name = baseName(p);
    const bool credential = matchesAny(p, {"~/.ssh/",
                                           "~/.aws/",
                                           "~/.netrc",
                                           "~/.git-credentials",
                                           "~/.docker/config.json",
                                           "~/.kube/",
                                           "~/.config/gcloud/",
                                           "~/.gnupg/",
                                           "~/.gnupg",
                                           "~/.npmrc",
                                           "~/.pypirc",
                                           "~/.password-store/",
                                           "~/.local/share/keyrings/",
                                           "~/.config/gh/hosts.yml",
                                           "~/.pgpass",
                                           "~/.my.cnf",
                                           "~/.config/hub",
                                           "~/.vault-token",
                                           "~/.terraform.d/credentials.tfrc.json",
                                           "~/.azure/",
                                           "~/.config/doctl/",
                                           "~/.cargo/credentials",
                                           "~/.cargo/credentials.toml",
                                           "/etc/shadow",
                                           "/etc/gshadow",
                                           "/etc/sudoers",
                                           "/etc/ssh/",
                                           "/root/.ssh/"}) ||
                            startsWith(name, "id_rsa") || startsWith(name, "id_ed25519") ||
                            startsWith(name, "id_ecdsa") || startsWith(name, "id_dsa") || name == ".env" ||
                            startsWith(name, ".env.") || endsWith(name, ".pem") || endsWith(name, ".key") ||
                            endsWith(name, ".p12") || endsWith(name, ".pfx") || name == "credentials" ||
                            name == "credentials.json" || p.find("/.ssh/") != std::string_view::npos;
    if (p == "~/.ssh/known_hosts" || endsWith(p, ".pub") || p == "~/.ssh")
        return p == "~/.ssh"; // a listing of ~/.ssh is not a key; known_hosts and public keys are public
    return credential;
}

// "~/rest" for /home/USER/rest, /Users/USER/rest and /root/rest; empty for other paths.
std::string homeRelative(std::string_view p)
{
    std::size_t rest = std::string_view::npos;
    if (startsWith(p, "/root/"))
        rest = 6;
    else if (startsWith(p, "/home/") || startsWith(p, "/Users/")) {
        const std::size_t slash = p.find('/', p[1] == 'h' ? 6 : 7);
        rest = slash == std::string_view::npos ? slash : slash + 1;
    }
    return rest == std::string_view::npos || rest >= p.size() ? std::string() : "~/" + std::string(p.substr(rest));
}

} // namespace

PathClass classifyPath(const Word &word)
{
    return classifyPath(word.text, word.expanded);
}

PathClass classifyPath(const std::string &text, bool expanded)
{
    PathClass c;
    bool unknown = false;
    const std::string expandedText = expandKnownVariables(text, unknown);
    c.known = !(expanded && unknown);
    c.path = normalise(expandedText);
    const std::string &p = c.path;
    std::string stem = p;
    bool wildcardAll = false;
    if (endsWith(stem, "/*") || endsWith(stem, "/.*") || endsWith(stem, "/{*,.*}")) {
        stem = stem.substr(0, stem.rfind('/'));
        if (stem.empty())
            stem = "/";
        wildcardAll = true;
    }
    c.root = stem == "/" || (wildcardAll && stem.empty());
    c.home = stem == "~" || stem == "~/..";
    const auto &dirs = systemDirectories();
    c.systemDirectory = std::find(dirs.begin(), dirs.end(), std::string_view(stem)) != dirs.end();
    c.blockDevice = isBlockDevicePath(p);
    if (startsWith(p, "/") && !isTemporary(p) && !isHarmlessDevice(p)) {
        c.system = c.root || std::any_of(dirs.begin(), dirs.end(), [&](std::string_view d) {
                       return p == d || startsWith(p, std::string(d) + "/");
                   });
    }
    // A path inside some user's home (/home/u/.ssh/id_rsa, /Users/u/.aws, /root/.netrc) is that user's ~/….
    const std::string inHome = homeRelative(p);
    c.startupFile = isStartupFile(p) || (!inHome.empty() && isStartupFile(inHome));
    c.credential = isCredential(p) || (!inHome.empty() && isCredential(inHome));
    c.airlock = matchesAny(p, {"~/.config/airlock", "~/.config/airlock/", "~/.local/share/airlock",
                               "~/.local/share/airlock/", "~/.local/state/airlock/", "~/.cache/airlock/",
                               "~/Library/Preferences/airlock", "~/Library/Preferences/airlock/",
                               "~/Library/Application Support/airlock", "~/Library/Application Support/airlock/"});
    const std::string_view name = baseName(p);
    const std::string_view h = inHome.empty() ? std::string_view(p) : std::string_view(inHome);
    c.history =
        startsWith(h, "~/") && (name == ".bash_history" || name == ".zsh_history" || name == ".history" ||
                                name == ".sh_history" || name == ".python_history" || name == ".psql_history" ||
                                name == ".mysql_history" || name == ".node_repl_history" || name == ".sqlite_history" ||
                                name == ".lesshst" || startsWith(h, "~/.local/share/fish/fish_history"));
    return c;
}

} // namespace airlock::safety
