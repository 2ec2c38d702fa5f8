// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over storage beyond rm and mkfs: macOS disk tools, NVMe and SCSI formats, firmware, btrfs and BSD
// partitions, snapshots and backups, archives extracted onto the system, and the things that stay quiet: build
// artefacts inside the project, disk tools pointed at an image file.
#include "RuleHelpers.h"

#include "CommandResolver.h"
#include "PathRules.h"

#include <algorithm>
#include <array>
#include <set>

namespace airlock::safety::rules {

namespace {

bool endsWith(std::string_view s, std::string_view suffix)
{
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// Names of what builds, package managers and test runners make inside a project, and can make again.
bool artefactName(std::string_view name)
{
    static const std::set<std::string, std::less<>> kNames = {"build",
                                                              "builds",
                                                              "dist",
                                                              "out",
                                                              "target",
                                                              "node_modules",
                                                              ".next",
                                                              ".nuxt",
                                                              ".svelte-kit",
                                                              ".turbo",
                                                              ".parcel-cache",
                                                              ".cache",
                                                              "coverage",
                                                              ".nyc_output",
                                                              "htmlcov",
                                                              ".pytest_cache",
                                                              "__pycache__",
                                                              ".mypy_cache",
                                                              ".ruff_cache",
                                                              ".tox",
                                                              ".nox",
                                                              ".eggs",
                                                              ".gradle",
                                                              ".venv",
                                                              "venv",
                                                              "CMakeFiles",
                                                              "CMakeCache.txt",
                                                              "_build",
                                                              ".dart_tool",
                                                              ".angular",
                                                              "storybook-static",
                                                              "obj",
                                                              ".expo",
                                                              ".docusaurus",
                                                              ".serverless",
                                                              "DerivedData",
                                                              ".stack-work",
                                                              "dist-newstyle",
                                                              "zig-cache",
                                                              ".zig-cache",
                                                              "zig-out",
                                                              "elm-stuff",
                                                              "_site",
                                                              ".jekyll-cache",
                                                              ".sass-cache",
                                                              ".DS_Store",
                                                              ".coverage",
                                                              ".hypothesis",
                                                              ".pnpm-store",
                                                              ".webpack",
                                                              ".vite",
                                                              ".astro",
                                                              "lib-cov",
                                                              ".benchmarks",
                                                              "Thumbs.db",
                                                              "tmp",
                                                              "cache"};
    static constexpr std::array<std::string_view, 12> kSuffixes = {
        ".egg-info", ".pyc", ".pyo", ".o", ".obj", ".class", "~", ".swp", ".tmp", ".tsbuildinfo", ".gcda", ".gcno"};
    if (kNames.count(name) || startsWith(name, "cmake-build-"))
        return true;
    const std::string_view stem = startsWith(name, "*") ? name.substr(1) : name;
    return std::any_of(kSuffixes.begin(), kSuffixes.end(), [&](std::string_view s) { return endsWith(stem, s); });
}

bool imageName(std::string_view p)
{
    static constexpr std::array<std::string_view, 18> kImages = {
        ".img", ".iso", ".raw",         ".qcow2", ".qcow", ".vhd",  ".vhdx", ".vmdk",     ".vdi",
        ".dd",  ".dmg", ".sparseimage", ".image", ".ext2", ".ext3", ".ext4", ".squashfs", ".hdd"};
    return std::any_of(kImages.begin(), kImages.end(), [&](std::string_view s) { return endsWith(p, s); });
}

// diskutil verbs that erase, repartition or delete.
void judgeDiskutil(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kErasing = {
        "erasedisk",      "erasevolume",       "reformat",        "partitiondisk", "zerodisk",        "randomdisk",
        "secureerase",    "splitpartition",    "mergepartitions", "resizevolume",  "deletecontainer", "deletevolume",
        "deletesnapshot", "deletevolumegroup", "erase",           "delete",        "deletepvs",       "removeraid"};
    for (const Word &w : inv.args) {
        if (kErasing.count(lower(w.text))) {
            ctx.add(inv, Category::DiskDamage,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "diskutil %1 erases or repartitions a disk"),
                           w.text));
            return;
        }
    }
}

// nvme, sg_format, flashrom, btrfs, gpart, badblocks: the verbs and flags that destroy what is on the device.
void judgeDeviceTools(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args, "p", {"programmer"});
    const std::string a = subcommand(o);
    const std::string b = subcommand(o, 1);
    bool erases = false;
    if (p == "nvme")
        erases = a == "format" || a == "sanitize" || a == "write-zeroes" || a == "delete-ns" || a == "detach-ns";
    else if (p == "sg_format" || p == "sg_sanitize" || p == "sg_unmap")
        erases = !o.operands.empty();
    else if (p == "flashrom")
        erases = o.has('w') || o.has('E') || o.has("write") || o.has("erase");
    else if (p == "btrfs")
        erases = ((a == "subvolume" || a == "sub") && (b == "delete" || b == "del")) ||
                 (a == "device" && (b == "delete" || b == "remove")) || o.has("repair");
    else if (p == "gpart")
        erases = a == "destroy" || a == "delete";
    else if (p == "badblocks")
        erases = o.has('w');
    else if (p == "lvreduce" || p == "lvresize")
        erases = !o.operands.empty();
    if (erases)
        ctx.add(inv, Category::DiskDamage,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 destroys data on disk"),
                       p + (a.empty() ? std::string() : " " + a)));
}

// Backups and snapshots deleted or switched off: what would bring the data back.
void judgeBackups(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    const Options o = parseOptions(inv.args, "rcp", {"repo", "config", "password-file"});
    const std::string a = subcommand(o);
    bool destroys = false;
    if (p == "borg")
        destroys = a == "delete" || a == "prune" || a == "recreate";
    else if (p == "restic")
        destroys = a == "forget" || a == "prune" || (a == "key" && subcommand(o, 1) == "remove");
    else if (p == "tmutil")
        destroys = startsWith(a, "delete") || a == "thinlocalsnapshots" || a == "disable";
    else if (p == "snapper")
        destroys = a == "delete" || a == "rm" || a == "remove" || a == "cleanup";
    else if (p == "timeshift")
        destroys = o.has("delete") || o.has("delete-all");
    else if (p == "trash-empty" || p == "emptytrash")
        destroys = true;
    else if (p == "gio" || p == "trash")
        destroys = o.has("empty") || (p == "trash" && o.has('e'));
    if (destroys)
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "%1 %2 deletes backups, snapshots or the trash for good"),
                       p, a));
}

// rclone: purge, delete and sync (which deletes at the destination) ask.
void judgeRclone(Context &ctx, const Invocation &inv)
{
    if (dryRun(inv) || anyArg(inv, {"-n", "--interactive", "-i"}))
        return;
    const Options o = parseOptions(inv.args, "", {"config", "filter", "include", "exclude", "transfers"});
    const std::string a = subcommand(o);
    if (a == "purge" || a == "delete" || a == "deletefile" || a == "rmdirs" || a == "rmdir" || a == "sync" ||
        a == "bisync" || a == "cleanup")
        ctx.add(inv, Category::DestructiveFileOps,
                a == "sync" ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                                     "rclone %1 deletes what the source lacks at %2"),
                                     a, o.operands.size() > 1 ? o.operands.back()->text : std::string())
                            : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "rclone %1 deletes %2"), a,
                                     o.operands.size() > 1 ? o.operands.back()->text : std::string()));
}

// tar, bsdtar, unzip, 7z extracting into a directory: judged as writes there; tar --remove-files deletes.
void judgeArchives(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    if (anyArg(inv, {"--remove-files"}))
        ctx.add(
            inv, Category::DestructiveFileOps,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 --remove-files deletes the files it archives"), p));
    bool extract = p == "unzip" || anyArg(inv, {"--extract", "--get"});
    for (std::size_t i = 0; i < inv.args.size() && !extract; ++i) {
        const std::string &a = inv.args[i].text;
        const bool cluster = (a.size() > 1 && a[0] == '-' && a[1] != '-') || (i == 0 && !a.empty() && a[0] != '-');
        extract = (cluster && a.find('x') != std::string::npos && (p != "7z" || a == "x")) || (p == "7z" && a == "x");
    }
    if (!extract)
        return;
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        Word target;
        if ((a == "-C" || a == "--directory" || (p == "unzip" && a == "-d")) && i + 1 < inv.args.size())
            target = inv.args[i + 1];
        else if (startsWith(a, "--directory="))
            target = inv.args[i], target.text = a.substr(12);
        else if (p == "7z" && startsWith(a, "-o") && a.size() > 2)
            target = inv.args[i], target.text = a.substr(2);
        else
            continue;
        const PathClass c = classifyPath(target);
        if (c.root || c.systemDirectory)
            ctx.add(inv, Category::SystemFileWrites,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 extracts files over %2"), p, c.path));
        else
            judgeWrite(ctx, inv, target, AIRLOCK_FINDING("airlock::safety::Finding", "extracts into"));
    }
}

void judgeSponge(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    for (const Word *t : o.operands)
        judgeWrite(ctx, inv, *t, AIRLOCK_FINDING("airlock::safety::Finding", "writes to"));
}

// find / -exec sed -i … {} +: the program changes every file find visits; judged by where find starts.
void judgeFindExec(Context &ctx, const Invocation &inv)
{
    static const std::set<std::string, std::less<>> kChanging = {
        "sed", "perl", "chmod", "chown", "chgrp",   "tee",    "truncate", "shred",
        "cp",  "mv",   "ln",    "dd",    "setfacl", "chattr", "install",  "sponge"};
    std::vector<PathClass> starts;
    for (const Word &w : inv.args) {
        if (w.text.empty() || w.text[0] == '-' || w.text == "(" || w.text == "!")
            break;
        starts.push_back(classifyPath(w));
    }
    const bool system = std::any_of(starts.begin(), starts.end(), [](const PathClass &c) {
        return c.root || c.home || c.systemDirectory || c.system || c.startupFile || c.credential || c.airlock;
    });
    if (!system)
        return;
    for (std::size_t i = 0; i + 1 < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if (a != "-exec" && a != "-execdir" && a != "-ok" && a != "-okdir")
            continue;
        const std::string program = programName(inv.args[i + 1].text);
        if (!kChanging.count(program))
            continue;
        const bool permissions = program == "chmod" || program == "chown" || program == "chgrp" ||
                                 program == "setfacl" || program == "chattr";
        ctx.add(inv, permissions ? Category::Permissions : Category::SystemFileWrites,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "runs %1 on every file find visits under %2"),
                       program, starts.front().path));
        return;
    }
}

} // namespace

bool buildArtefact(const Word &word)
{
    std::string t = word.text;
    if (word.expanded || t.empty() || t[0] == '/' || t[0] == '~' || t[0] == '-')
        return false;
    while (t.size() > 1 && t.back() == '/')
        t.pop_back();
    bool artefact = false;
    std::size_t pos = 0;
    while (pos <= t.size()) {
        const std::size_t slash = std::min(t.find('/', pos), t.size());
        const std::string_view part = std::string_view(t).substr(pos, slash - pos);
        if (part == "..")
            return false;
        artefact = artefact || artefactName(part);
        pos = slash + 1;
    }
    return artefact;
}

bool imageFileOnly(const std::vector<const Word *> &operands)
{
    bool image = false;
    for (const Word *w : operands) {
        const PathClass c = classifyPath(*w);
        if (c.blockDevice || startsWith(c.path, "/dev/") || !c.known)
            return false;
        image = image || imageName(c.path);
    }
    return image;
}

bool findSelectsArtefacts(const Invocation &find)
{
    bool pattern = false;
    bool startsOk = true;
    bool startsInArtefacts = true; // find build -type f -delete
    int starts = 0;
    bool inExpression = false;
    for (std::size_t i = 0; i < find.args.size(); ++i) {
        const Word &w = find.args[i];
        if (!inExpression && !w.text.empty() && w.text[0] != '-' && w.text != "(" && w.text != "!") {
            startsInArtefacts = startsInArtefacts && buildArtefact(w);
            ++starts;
            startsOk =
                startsOk &&
                (w.text == "." || buildArtefact(w) ||
                 (w.text[0] != '/' && w.text[0] != '~' && !w.expanded && w.text.find("..") == std::string::npos));
            continue;
        }
        inExpression = true;
        if ((w.text == "-name" || w.text == "-iname") && i + 1 < find.args.size()) {
            if (!artefactName(find.args[i + 1].text))
                return false;
            pattern = true;
            ++i;
        } else if (w.text == "-o" || w.text == "-or" || w.text == "-path" || w.text == "-regex" || w.text == "!" ||
                   w.text == "-not") {
            return false;
        }
    }
    return (pattern && startsOk) || (starts > 0 && startsInArtefacts);
}

void addStorageRules(RuleTable &t)
{
    for (const char *p : {"newfs", "newfs_apfs", "newfs_hfs", "newfs_msdos", "newfs_exfat", "newfs_udf", "mkfs.jfs",
                          "mkfs.reiserfs", "mkfs.bcachefs", "mkfs.nilfs2", "mkfs.udf", "mkfs.hfsplus", "mkfs.apfs"})
        t[p] = judgeFormat;
    t["diskutil"] = judgeDiskutil;
    for (const char *p :
         {"nvme", "sg_format", "sg_sanitize", "sg_unmap", "flashrom", "btrfs", "gpart", "lvreduce", "lvresize"})
        t[p] = judgeDeviceTools;
    chain(t, "badblocks", judgeDeviceTools);
    for (const char *p :
         {"borg", "restic", "tmutil", "snapper", "timeshift", "trash-empty", "emptytrash", "gio", "trash"})
        chain(t, p, judgeBackups);
    t["rclone"] = judgeRclone;
    for (const char *p : {"tar", "bsdtar", "gtar", "unzip", "7z", "7za"})
        chain(t, p, judgeArchives);
    chain(t, "sponge", judgeSponge);
    chain(t, "find", judgeFindExec);
}

} // namespace airlock::safety::rules
