// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over the system beyond systemd: the other init systems and service managers, sessions, the security
// switches (audit, SELinux, AppArmor, Gatekeeper, SIP), boot and initramfs, alternatives, the clock and host name,
// kernel extensions, macOS accounts and authorization, capabilities and file flags.
#include "RuleHelpers.h"

#include <algorithm>
#include <set>

namespace airlock::safety::rules {

namespace {

bool onlyReads(const Invocation &inv, std::initializer_list<std::string_view> readers)
{
    return inv.args.empty() || anyArg(inv, {"--help", "-h", "--version", "-V"}) || anyArg(inv, readers);
}

// rc-service, rc-update, sv, s6-*, initctl, update-rc.d, chkconfig, dinitctl, svcadm, svc: anything but a status.
void judgeServiceManagers(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kReading = {
        "status", "show", "list", "check", "-l", "--list", "-s", "--status", "is-active", "is-enabled", "-v", "info"};
    if (onlyReads(inv, {}))
        return;
    const Options o = parseOptions(inv.args);
    const bool reads =
        std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) { return kReading.count(w.text); });
    if (reads && inv.program != "s6-rc")
        return;
    ctx.add(inv, Category::SystemServices,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes a system service"),
                   inv.program + " " + shown(o.operands)));
}

// launchctl and loginctl: stopping, killing, loading and unloading jobs, ending sessions.
void judgeSessions(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    const std::string a = subcommand(o);
    const bool launchd = inv.program == "launchctl" &&
                         (a == "kill" || a == "stop" || a == "load" || a == "bootstrap" || a == "enable" ||
                          (a == "kickstart" && o.has('k')) || a == "reboot" || a == "submit" || a == "setenv");
    const bool logind = inv.program == "loginctl" && (startsWith(a, "kill-") || startsWith(a, "terminate-") ||
                                                      a == "poweroff" || a == "reboot" || a == "lock-sessions");
    if (launchd || logind)
        ctx.add(
            inv,
            startsWith(a, "kill") || startsWith(a, "terminate") ? Category::ProcessKilling : Category::SystemServices,
            o.operands.size() > 1
                ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 acts on %3"), inv.program, a,
                         o.operands[1]->text)
                : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 %2 changes the system's services or sessions"),
                         inv.program, a));
}

// Audit, SELinux, AppArmor, Gatekeeper, SIP, the macOS firewall and power settings, logs: switched off or changed.
void judgeSecuritySwitches(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args, "k", {});
    const std::string a = subcommand(o);
    bool changes = false;
    if (p == "auditctl")
        changes = !inv.args.empty() && !anyArg(inv, {"-l", "-s", "-h", "--help", "-v"});
    else if (p == "setenforce")
        changes = !o.operands.empty();
    else if (p == "aa-teardown" || p == "aa-disable" || p == "aa-complain")
        changes = !anyArg(inv, {"-h", "--help"});
    else if (p == "apparmor_parser")
        changes = o.has('R') || o.has("remove");
    else if (p == "spctl")
        changes = anyArg(inv, {"--master-disable", "--global-disable", "--disable", "--add", "--remove"});
    else if (p == "csrutil")
        changes = a == "disable" || a == "clear" || (a == "authenticated-root" && subcommand(o, 1) == "disable") ||
                  a == "enable";
    else if (p == "pfctl")
        changes = o.has('d') || o.has('F') || o.has('f') || o.has('e');
    else if (p == "systemsetup" || p == "networksetup" || p == "scutil")
        changes = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return startsWith(w.text, "-set") || w.text == "--set" || startsWith(w.text, "-remove") ||
                   startsWith(w.text, "-delete") || startsWith(w.text, "-create");
        });
    else if (p == "pmset")
        changes = !inv.args.empty() && !startsWith(inv.args.front().text, "-g");
    else if (p == "journalctl")
        changes = anyArgStartsWith(inv, "--vacuum") || anyArg(inv, {"--rotate", "--flush", "--relinquish-var"});
    if (changes)
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 switches off or changes a safeguard"),
                       p + " " + shown(o.operands)));
}

// Boot loaders, initramfs, alternatives, the clock, the host name, kernel extensions.
void judgeBootAndSettings(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args, "o", {"output"});
    const std::string a = subcommand(o);
    bool changes = false;
    if (p == "update-alternatives" || p == "alternatives")
        changes = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text == "--set" || w.text == "--install" || w.text == "--remove" || w.text == "--remove-all" ||
                   w.text == "--config" || w.text == "--auto" || w.text == "--all" || w.text == "--set-selections";
        });
    else if (p == "grub-mkconfig" || p == "grub2-mkconfig")
        changes = o.shortValues.count('o') || o.has("output");
    else if (p == "bootctl")
        changes = a == "install" || a == "update" || a == "remove" || a == "set-default" || a == "set-oneshot" ||
                  a == "unlink" || a == "cleanup";
    else if (p == "date")
        changes = o.has('s') || o.has("set");
    else if (p == "hostname")
        changes = !o.operands.empty() && !o.has('F');
    else if (p == "update-initramfs" || p == "mkinitcpio" || p == "dracut" || p == "grub-reboot" ||
             p == "grub-set-default" || p == "grub2-set-default" || p == "grubby" || p == "kernel-install" ||
             p == "kextload" || p == "kextunload" || p == "hwclock")
        changes = !onlyReads(inv, {"--list-modules", "--info", "-L", "--show", "--default-kernel", "-r"}) ||
                  (p == "hwclock" && anyArg(inv, {"--set", "-w", "--systohc", "--hctosys", "-s"}));
    else if (p == "kmutil")
        changes = a == "load" || a == "unload" || a == "install" || a == "create" || a == "clear-staging";
    if (p == "hwclock" && !anyArg(inv, {"--set", "-w", "--systohc", "--hctosys", "-s"}))
        changes = false;
    if (changes)
        ctx.add(inv, Category::SystemServices,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes how the system boots or runs"),
                       p + " " + shown(o.operands)));
}

// macOS accounts and authorization, capabilities, file flags, group memberships that grant root.
void judgeMacAccounts(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    bool changes = false;
    if (p == "dscl")
        changes = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text == "-create" || w.text == "-append" || w.text == "-passwd" || w.text == "-delete" ||
                   w.text == "-merge" || w.text == "-change" || w.text == "create" || w.text == "append" ||
                   w.text == "passwd" || w.text == "delete";
        });
    else if (p == "dseditgroup")
        changes = anyArg(inv, {"edit", "create", "delete"});
    else if (p == "sysadminctl")
        changes = std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text == "-addUser" || w.text == "-deleteUser" || w.text == "-resetPasswordFor" ||
                   w.text == "-adminUser" || w.text == "-secureTokenOn" || w.text == "-guestAccount";
        });
    if (changes)
        ctx.add(
            inv, Category::PrivilegeEscalation,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes user accounts or administrator rights"), p));
}

void judgeKeychainTool(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    const std::string a = subcommand(o);
    if (a == "authorizationdb" && subcommand(o, 1) == "write")
        ctx.add(inv, Category::PrivilegeEscalation,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "security authorizationdb write changes who may act as admin")));
    else if (a == "add-trusted-cert" || a == "remove-trusted-cert" || a == "trust-settings-import")
        ctx.add(inv, Category::SystemFileWrites,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "security %1 changes which certificates the system trusts"),
                       a));
    else if (a == "delete-keychain" || a == "delete-certificate" || a == "delete-identity")
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "security %1 deletes keys or certificates"), a));
}

// Membership of these groups is root in all but name.
void judgeAdminGroups(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kAdmin = {"sudo", "wheel", "admin",   "root", "docker",
                                                              "adm",  "lxd",   "libvirt", "disk", "shadow"};
    for (const Word &w : inv.args) {
        std::size_t pos = 0;
        while (pos <= w.text.size()) {
            const std::size_t comma = std::min(w.text.find(',', pos), w.text.size());
            if (kAdmin.count(w.text.substr(pos, comma - pos))) {
                ctx.add(inv, Category::PrivilegeEscalation,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 adds a user to the %2 group"),
                               inv.program, w.text.substr(pos, comma - pos)));
                return;
            }
            pos = comma + 1;
        }
    }
}

} // namespace

void addServiceRules(RuleTable &t)
{
    for (const char *p : {"rc-service", "rc-update", "sv", "s6-rc", "s6-svc", "s6-svscanctl", "initctl", "update-rc.d",
                          "chkconfig", "dinitctl", "svcadm", "svc", "runsvchange", "openrc"})
        t[p] = judgeServiceManagers;
    for (const char *p : {"launchctl", "loginctl"})
        chain(t, p, judgeSessions);
    for (const char *p : {"auditctl", "setenforce", "aa-teardown", "aa-disable", "aa-complain", "apparmor_parser",
                          "spctl", "csrutil", "pfctl", "pmset", "systemsetup", "networksetup", "scutil", "journalctl"})
        chain(t, p, judgeSecuritySwitches);
    for (const char *p :
         {"update-alternatives", "alternatives", "grub-mkconfig", "grub2-mkconfig", "bootctl", "date", "hostname",
          "update-initramfs", "mkinitcpio", "dracut", "grub-reboot", "grub-set-default", "grub2-set-default", "grubby",
          "kernel-install", "kextload", "kextunload", "kmutil", "hwclock"})
        chain(t, p, judgeBootAndSettings);
    for (const char *p : {"dscl", "dseditgroup", "sysadminctl"})
        chain(t, p, judgeMacAccounts);
    chain(t, "security", judgeKeychainTool);
    for (const char *p : {"usermod", "gpasswd", "adduser", "addgroup", "useradd"})
        chain(t, p, judgeAdminGroups);
    chain(t, "setcap", [](Context &c, const Invocation &i) {
        if (!i.args.empty() && !anyArg(i, {"-v", "--help", "-h"}))
            c.add(i, Category::PrivilegeEscalation,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "setcap gives a program root capabilities")));
    });
    chain(t, "chflags", [](Context &c, const Invocation &i) {
        if (!i.args.empty())
            c.add(i, Category::Permissions,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                         "chflags changes the immutable and hidden flags of files")));
    });
    chain(t, "xkill", [](Context &c, const Invocation &i) {
        c.add(i, Category::ProcessKilling,
              Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "xkill kills the clients of the display")));
    });
    chain(t, "nvram", [](Context &c, const Invocation &i) {
        if (std::any_of(i.args.begin(), i.args.end(), [](const Word &w) {
                return w.text.find('=') != std::string::npos || w.text == "-d" || w.text == "-c";
            }))
            c.add(i, Category::SystemServices,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "nvram changes the firmware settings")));
    });
    chain(t, "bless", [](Context &c, const Invocation &i) {
        if (anyArg(i, {"--setBoot", "--mount", "--folder", "--device"}) && !anyArg(i, {"--info", "--getBoot"}))
            c.add(i, Category::SystemServices,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "bless changes the startup disk")));
    });
    chain(t, "fdesetup", [](Context &c, const Invocation &i) {
        if (anyArg(i, {"disable", "removerecovery", "remove", "changerecovery"}))
            c.add(i, Category::SystemServices,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "fdesetup turns off or changes disk encryption")));
    });
    chain(t, "xattr", [](Context &c, const Invocation &i) {
        const bool removes = std::any_of(i.args.begin(), i.args.end(), [](const Word &w) {
            return w.text.size() > 1 && w.text[0] == '-' &&
                   (w.text.find('d') != std::string::npos || w.text.find('c') != std::string::npos);
        });
        if (removes && anyArg(i, {"com.apple.quarantine"}))
            c.add(i, Category::Permissions,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                         "xattr removes the quarantine mark that makes Gatekeeper check the app")));
    });
    for (const char *p : {"ifdown", "rfkill"})
        chain(t, p, [](Context &c, const Invocation &i) {
            if (!i.args.empty() && !anyArg(i, {"list", "--help", "-h"}))
                c.add(i, Category::SystemServices,
                      Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 takes the network down"), i.program));
        });
    for (const char *p : {"capsh", "chroot", "nsenter", "machinectl"})
        chain(t, p, [](Context &c, const Invocation &i) {
            if (!i.args.empty() && !anyArg(i, {"--help", "-h", "--version", "list", "status", "show"}) &&
                (i.program != "capsh" || !anyArg(i, {"--print", "--decode"})))
                c.add(i, Category::PrivilegeEscalation,
                      Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                             "%1 runs a shell with other privileges or namespaces"),
                             i.program));
        });
    if (!t.count("run0"))
        t["run0"] = [](Context &c, const Invocation &i) {
            c.add(i, Category::PrivilegeEscalation,
                  Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "run0 runs commands as another user")));
        };
}

} // namespace airlock::safety::rules
