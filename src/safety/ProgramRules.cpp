// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ProgramRules.h"

#include "InlineCode.h"
#include "Rule.h"
#include "RuleHelpers.h"

#include <algorithm>
#include <functional>
#include <unordered_map>

namespace airlock::safety::rules {

namespace {

// Volume and disk tools that erase only with some arguments (and lvremove, vgremove, pvremove always).
void judgeVolumeErase(Context &c, const Invocation &i)
{
    static const std::set<std::string, std::less<>> kErasing = {"-w",
                                                                "--security-erase",
                                                                "--security-erase-enhanced",
                                                                "--trim-sector-ranges",
                                                                "luksFormat",
                                                                "erase",
                                                                "luksErase",
                                                                "destroy",
                                                                "--zero-superblock",
                                                                "--create",
                                                                "remove",
                                                                "wipe_table",
                                                                "-f",
                                                                "-y",
                                                                "luksKillSlot",
                                                                "luksRemoveKey",
                                                                "remove_all",
                                                                "rollback",
                                                                "labelclear",
                                                                "reencrypt"};
    const bool erasing = i.program == "lvremove" || i.program == "vgremove" || i.program == "pvremove" ||
                         std::any_of(i.args.begin(), i.args.end(), [](const Word &w) {
                             return kErasing.count(w.text) > 0 || startsWith(w.text, "--security-erase");
                         });
    if (erasing)
        c.add(i, Category::DiskDamage,
              Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 erases disks or volumes"), i.program));
}

// Files, downloads, the network and permissions.
void addFileRules(RuleTable &t)
{
    for (const char *p : {"rm", "rimraf", "srm", "unlink"})
        t[p] = judgeDelete;
    t["srm"] = [](Context &c, const Invocation &i) {
        judgeDelete(c, i);
        judgeShred(c, i);
    };
    for (const char *p : {"shred", "wipe"})
        t[p] = judgeShred;
    t["truncate"] = judgeTruncate;
    t["find"] = judgeFind;
    t["rsync"] = [](Context &c, const Invocation &i) {
        judgeRsync(c, i);
        judgeCopyToRemote(c, i);
    };
    for (const char *p : {"cp", "mv", "install", "ln"})
        t[p] = judgeCopyMove;
    t["dd"] = judgeDd;
    for (const char *p : {"sed", "perl"})
        t[p] = judgeInPlaceEditor;
    for (const char *p : {"tee", "touch", "mkdir"})
        t[p] = judgeWriters;
    for (const char *p : {"curl", "wget", "http", "https", "xh", "aria2c"})
        t[p] = judgeDownloadOutput;
    for (const char *p : {"scp", "sftp"})
        t[p] = judgeCopyToRemote;
    for (const char *p : {"nc", "ncat", "netcat", "socat", "telnet"})
        t[p] = judgeNetcat;
    t["chmod"] = judgeChmod;
    for (const char *p : {"chown", "chgrp", "lchown"})
        t[p] = judgeOwnership;
    for (const char *p : {"setfacl", "chattr"})
        t[p] = [](Context &c, const Invocation &i) {
            // setfacl on a file of the project, not recursively, is an ordinary chmod.
            const Options o = parseOptions(i.args, "mMxX", {"modify", "modify-file", "remove", "remove-file", "set"});
            const bool inProject = i.program == "setfacl" && !o.has('R') && !o.has("recursive") &&
                                   !o.operands.empty() &&
                                   std::all_of(o.operands.begin(), o.operands.end(), [](const Word *w) {
                                       return !w->expanded && !w->text.empty() && w->text[0] != '/' &&
                                              w->text[0] != '~' && w->text.find("..") == std::string::npos;
                                   });
            if (!inProject)
                c.add(i, Category::Permissions,
                      Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes access control of files"),
                             i.program));
        };
}

// Disks, processes, services, the system's settings, packages and accounts.
void addSystemRules(RuleTable &t)
{
    for (const char *p :
         {"mkfs", "mkfs.ext2", "mkfs.ext3", "mkfs.ext4", "mkfs.xfs", "mkfs.btrfs", "mkfs.vfat", "mkfs.fat", "mkfs.ntfs",
          "mkfs.exfat", "mkfs.f2fs", "mkfs.minix", "mkfs.msdos", "mke2fs", "mkswap", "mkdosfs", "mkntfs"})
        t[p] = judgeFormat;
    for (const char *p : {"wipefs", "fdisk", "sfdisk", "cfdisk", "parted", "gdisk", "cgdisk", "sgdisk", "blkdiscard"})
        t[p] = judgePartitioner;
    for (const char *p :
         {"badblocks", "hdparm", "cryptsetup", "zpool", "zfs", "lvremove", "vgremove", "pvremove", "mdadm", "dmsetup"})
        t[p] = judgeVolumeErase;
    t["kill"] = judgeKill;
    for (const char *p : {"pkill", "killall", "killall5", "skill", "slay"})
        t[p] = judgeKillByName;
    t["systemctl"] = judgeSystemctl;
    t["service"] = judgeService;
    for (const char *p : {"shutdown", "reboot", "poweroff", "halt", "init", "telinit", "kexec"})
        t[p] = judgePower;
    t["crontab"] = judgeCrontab;
    for (const char *p :
         {"iptables", "ip6tables", "iptables-restore", "ip6tables-restore", "nft", "ebtables", "ufw", "firewall-cmd"})
        t[p] = judgeFirewall;
    t["sysctl"] = judgeSysctl;
    for (const char *p : {"mount", "umount"})
        t[p] = judgeMount;
    for (const char *p : {"apt", "apt-get", "aptitude", "dpkg", "dnf", "yum", "zypper", "pacman", "apk", "snap",
                          "flatpak", "brew", "port"})
        t[p] = judgePackageRemoval;
    for (const char *p : {"useradd", "userdel", "usermod", "groupadd", "groupdel", "groupmod", "passwd", "chpasswd",
                          "chage", "gpasswd", "vipw", "visudo", "adduser", "deluser"})
        t[p] = judgeAccounts;
    for (const char *p : {"ip", "ifconfig", "nmcli"})
        t[p] = judgeNetworkSetup;
    for (const char *p : {"timedatectl", "hostnamectl", "localectl", "update-grub", "grub-install", "efibootmgr",
                          "launchctl", "modprobe", "rmmod", "insmod", "swapoff", "swapon"})
        t[p] = judgeSystemSettings;
}

// Version control, databases, clouds and containers, interpreters and privilege.
void addToolRules(RuleTable &t)
{
    t["git"] = judgeGit;
    for (const char *p : {"psql", "mysql", "mariadb", "sqlite3", "duckdb", "clickhouse-client", "sqlcmd", "cqlsh",
                          "redis-cli", "mongosh", "mongo", "cockroach", "snowsql", "bq"})
        t[p] = judgeSqlClient;
    for (const char *p : {"dropdb", "dropuser", "mysqladmin", "rails", "rake", "prisma"})
        t[p] = judgeDbTools;
    for (const char *p : {"python", "python2", "python3", "ruby", "node", "nodejs", "lua", "deno", "bun"})
        t[p] = judgePythonManage;
    for (const char *p : {"sh", "bash", "dash", "zsh", "ksh", "mksh", "ash", "eval", "source", "."})
        t[p] = judgeShellText;
    t["fuser"] = [](Context &c, const Invocation &i) {
        if (anyArg(i, {"-k", "--kill"}) || std::any_of(i.args.begin(), i.args.end(), [](const Word &w) {
                return w.text.size() > 1 && w.text[0] == '-' && w.text[1] != '-' &&
                       w.text.find('k') != std::string::npos;
            }))
            c.add(i, Category::ProcessKilling,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                         "fuser -k kills every process using the file or port")));
    };
    for (const char *p : {"php", "artisan"})
        t[p] = [](Context &c, const Invocation &i) {
            static const std::set<std::string, std::less<>> kWipe = {"migrate:fresh", "migrate:reset", "db:wipe",
                                                                     "migrate:refresh"};
            for (const Word &w : i.args) {
                if (kWipe.count(w.text))
                    c.add(i, Category::SqlDestruction,
                          Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 drops every table"), w.text));
            }
        };
    for (const char *p : {"sudo", "doas", "su", "pkexec", "runuser"})
        t[p] = [](Context &c, const Invocation &i) {
            c.add(i, Category::PrivilegeEscalation,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 runs commands as another user"), i.program));
        };
}

const RuleTable &table();

// A wrapper's own options can be the danger (docker run --privileged, nsenter -t 1): its rule judges the wrapper as
// written, without what it runs. The privilege tools are judged by the wrappers loop in judge().

void judgeWrapperCalls(Context &ctx, const Invocation &inv)
{
    for (const WrapperCall &call : inv.wrapperCalls) {
        if (isPrivilegedWrapper(call.program))
            continue;
        const auto rule = table().find(call.program);
        if (rule == table().end())
            continue;
        Invocation own = inv;
        own.program = call.program;
        own.programText = call.program;
        own.args = call.args;
        own.redirects.clear();
        own.wrappers.clear();
        own.wrapperCalls.clear();
        own.argsFromInput = false;
        rule->second(ctx, own);
    }
}

const RuleTable &table()
{
    static const RuleTable rules = [] {
        RuleTable t;
        addFileRules(t);
        addSystemRules(t);
        addToolRules(t);
        addCloudRules(t);
        addStorageRules(t);
        addServiceRules(t);
        addSourceRules(t);
        addNetworkRules(t);
        return t;
    }();
    return rules;
}

} // namespace

Context::Context(const Resolution &r, std::vector<Finding> &f)
    : resolution(r)
    , findings(f)
{
    m_index.resize(r.trees.size());
    for (std::size_t t = 0; t < r.trees.size(); ++t)
        m_index[t].resize(r.trees[t].commands.size());
    for (std::size_t i = 0; i < r.invocations.size(); ++i) {
        const Invocation &inv = r.invocations[i];
        if (inv.tree >= 0 && std::size_t(inv.tree) < m_index.size() && inv.command >= 0 &&
            std::size_t(inv.command) < m_index[std::size_t(inv.tree)].size())
            m_index[std::size_t(inv.tree)][std::size_t(inv.command)].push_back(static_cast<int>(i));
    }
}

const std::vector<int> &Context::invocationsOf(int tree, int command) const
{
    if (tree < 0 || std::size_t(tree) >= m_index.size() || command < 0 ||
        std::size_t(command) >= m_index[std::size_t(tree)].size())
        return m_none;
    return m_index[std::size_t(tree)][std::size_t(command)];
}

void Context::add(const Invocation &inv, std::string_view category, Phrase reason, bool floor)
{
    Finding f;
    f.category = std::string(category);
    f.phrase = inv.via.empty()
                   ? std::move(reason)
                   : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 (via %2)"), std::move(reason), inv.via);
    f.reason = f.phrase.english();
    f.segment = inv.segment;
    f.floor = floor;
    f.begin = inv.begin;
    f.end = inv.end;
    if (!resolution.invocations.empty() && &inv >= &resolution.invocations.front() &&
        &inv <= &resolution.invocations.back())
        f.invocation = static_cast<int>(&inv - &resolution.invocations.front());
    findings.push_back(std::move(f));
}

bool abbreviatesLongOption(std::string_view given, std::string_view option)
{
    if (given.empty() || given.size() > option.size() || option.substr(0, given.size()) != given)
        return false;
    if (given.size() == option.size())
        return true;
    return !(option[given.size()] == '-' && given.find('-') == std::string_view::npos);
}

const std::pair<const std::string, std::string> *Options::given(std::string_view name) const
{
    if (const auto it = longs.find(std::string(name)); it != longs.end())
        return &*it;
    for (const auto &entry : longs) {
        if (abbreviatesLongOption(entry.first, name))
            return &entry;
    }
    return nullptr;
}

std::optional<std::string> Options::value(std::string_view name) const
{
    const auto *entry = given(name);
    if (!entry)
        return std::nullopt;
    return entry->second;
}

Options parseOptions(const std::vector<Word> &args, std::string_view shortWithValue,
                     std::initializer_list<std::string_view> longWithValue)
{
    Options o;
    bool end = false;
    for (std::size_t i = 0; i < args.size(); ++i) {
        const std::string &a = args[i].text;
        if (end || a.size() < 2 || a[0] != '-') {
            o.operands.push_back(&args[i]);
            continue;
        }
        if (a == "--") {
            end = true;
            continue;
        }
        if (a[1] == '-') {
            const std::size_t eq = a.find('=');
            const std::string name = a.substr(2, eq == std::string::npos ? std::string::npos : eq - 2);
            std::string value;
            if (eq != std::string::npos) {
                value = a.substr(eq + 1);
            } else if (std::any_of(longWithValue.begin(), longWithValue.end(),
                                   [&](std::string_view option) { return abbreviatesLongOption(name, option); }) &&
                       i + 1 < args.size()) {
                value = args[++i].text;
            }
            o.longs[name] = value;
            continue;
        }
        if (std::isdigit(static_cast<unsigned char>(a[1]))) {
            o.operands.push_back(&args[i]); // -1, -9: numbers, for kill and friends
            continue;
        }
        for (std::size_t k = 1; k < a.size(); ++k) {
            o.shorts.insert(a[k]);
            if (shortWithValue.find(a[k]) != std::string_view::npos) {
                if (k + 1 < a.size())
                    o.shortValues[a[k]] = a.substr(k + 1);
                else if (i + 1 < args.size())
                    o.shortValues[a[k]] = args[++i].text;
                break;
            }
        }
    }
    return o;
}

void judge(Context &ctx, const Invocation &inv)
{
    if (!inv.programKnown) {
        ctx.add(
            inv, Category::UnknownProgram,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "the program `%1` is only known when the command runs"),
                   inv.programText));
    }
    for (const std::string &w : inv.wrappers) {
        if (isPrivilegedWrapper(w))
            ctx.add(inv, Category::PrivilegeEscalation,
                    inv.program.empty()
                        ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs a command as another user (%1)"), w)
                        : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs %1 as another user (%2)"),
                                 inv.program, w));
    }
    judgeProgramUrl(ctx, inv);
    judgeRedirects(ctx, inv);
    judgeInlineCode(ctx, inv);
    const auto it = table().find(inv.program);
    if (it != table().end())
        it->second(ctx, inv);
    judgeWrapperCalls(ctx, inv);
}

} // namespace airlock::safety::rules
