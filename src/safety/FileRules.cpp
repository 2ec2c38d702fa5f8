// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Danger rules over files, disks and permissions: deletes, overwrites, writes into system and start-up files,
// uploads of secrets, formats and partitions, chmod and chown.
#include "RuleHelpers.h"

#include "PathRules.h"
#include "SqlRules.h"

#include <algorithm>
#include <set>

namespace airlock::safety::rules {

bool startsWith(std::string_view s, std::string_view prefix)
{
    return s.substr(0, prefix.size()) == prefix;
}

std::string lower(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

std::string shown(const std::vector<const Word *> &words, std::size_t max)
{
    std::string out;
    for (std::size_t i = 0; i < words.size() && i < max; ++i) {
        if (!out.empty())
            out += ' ';
        out += words[i]->text;
    }
    if (words.size() > max)
        out += " …";
    return out.empty() ? std::string("(nothing named)") : out;
}

bool anyArg(const Invocation &inv, std::initializer_list<std::string_view> values)
{
    return std::any_of(inv.args.begin(), inv.args.end(), [&](const Word &w) {
        const std::string_view a = w.text;
        return std::any_of(values.begin(), values.end(), [&](std::string_view v) {
            return a == v || (a.size() > 2 && startsWith(a, "--") && startsWith(v, "--") &&
                              abbreviatesLongOption(a.substr(2, a.find('=') - 2), v.substr(2)));
        });
    });
}

bool anyArgStartsWith(const Invocation &inv, std::string_view prefix)
{
    return std::any_of(inv.args.begin(), inv.args.end(), [&](const Word &w) { return startsWith(w.text, prefix); });
}

bool dryRun(const Invocation &inv)
{
    return std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
        return startsWith(w.text, "--dry-run") || w.text == "--dryrun" || w.text == "--what-if" ||
               w.text == "--check" || w.text == "--help" || w.text == "-h";
    });
}

// The first operand that is not an option: a subcommand.
std::string subcommand(const Options &o, std::size_t index)
{
    return index < o.operands.size() ? o.operands[index]->text : std::string();
}

// A write to `target` by `inv`: system files, start-up files, Airlock's files and disks are findings.
void judgeWrite(Context &ctx, const Invocation &inv, const Word &target, const Phrase &how)
{
    const PathClass p = classifyPath(target);
    if (p.blockDevice) {
        ctx.add(inv, Category::DiskDamage,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 the disk %2"), how, p.path), true);
    } else if (p.airlock) {
        ctx.add(inv, Category::AirlockSelfEdit,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 Airlock's own settings (%2)"), how, p.path));
    } else if (p.startupFile) {
        ctx.add(inv, Category::SystemFileWrites,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 the start-up file %2"), how, p.path));
    } else if (p.history) {
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 the shell history %2, hiding what ran"), how,
                       p.path));
    } else if (p.system) {
        ctx.add(inv, Category::SystemFileWrites,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 the system file %2"), how, p.path));
    } else if (p.credential && p.path != "~/.ssh" && (startsWith(p.path, "~") || startsWith(p.path, "/"))) {
        ctx.add(inv, Category::SystemFileWrites,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 the key or credential file %2"), how, p.path));
    }
}

void judgeRedirects(Context &ctx, const Invocation &inv)
{
    for (const Redirect &r : inv.redirects) {
        const bool write =
            r.op == ">" || r.op == ">>" || r.op == ">|" || r.op == "&>" || r.op == "&>>" || r.op == "<>" ||
            ((r.op == ">&" || r.op == "<&") && !r.target.text.empty() &&
             !std::isdigit(static_cast<unsigned char>(r.target.text.front())) && r.target.text != "-" && r.op == ">&");
        if (write)
            judgeWrite(ctx, inv, r.target, AIRLOCK_FINDING("airlock::safety::Finding", "writes to"));
    }
}

namespace {

// rm -r of build artefacts only (or find -exec rm whose find selects only artefacts) inside the project.
bool inDeletedArtefacts(const Context &ctx, const Invocation &inv, const Options &o)
{
    if (inv.via.text().starts_with("find -exec")) { // also "find -exec in the project"
        for (const int i : ctx.invocationsOf(inv.tree, inv.command)) {
            const Invocation &outer = ctx.resolution.invocations[static_cast<std::size_t>(i)];
            if (outer.program == "find" && &outer != &inv)
                return findSelectsArtefacts(outer);
        }
        return false;
    }
    return !o.operands.empty() &&
           std::all_of(o.operands.begin(), o.operands.end(), [](const Word *w) { return buildArtefact(*w); });
}

} // namespace

// rm, rimraf, srm, unlink: recursive deletes always ask; / ~ and system directories are the floor.

void judgeDelete(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args);
    const bool recursive = inv.program == "rimraf" || o.has('r') || o.has('R') || o.has("recursive");
    const bool noPreserve = o.has("no-preserve-root");
    if (recursive && !noPreserve && !inv.argsFromInput && inDeletedArtefacts(ctx, inv, o))
        return; // rm -rf build node_modules: what the build makes again, inside the project
    bool floorTarget = noPreserve;
    for (const Word *t : o.operands) {
        const PathClass p = classifyPath(*t);
        floorTarget = floorTarget || p.root || p.home || p.systemDirectory;
        if (!recursive) {
            if (p.airlock)
                ctx.add(inv, Category::AirlockSelfEdit,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes Airlock's own file %1"), p.path));
            else if (p.startupFile || p.system)
                ctx.add(inv, Category::DestructiveFileOps,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes %1"), p.path));
            else if (p.credential && p.path != "~/.ssh")
                ctx.add(inv, Category::DestructiveFileOps,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes the key or credential file %1"),
                               p.path));
            else if (p.history)
                ctx.add(
                    inv, Category::DestructiveFileOps,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes the shell history %1, hiding what ran"),
                           p.path));
        } else if (p.airlock) {
            ctx.add(inv, Category::AirlockSelfEdit,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes Airlock's own files (%1)"), p.path));
        }
    }
    if (inv.argsFromInput)
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes the files named on its input")));
    if (inv.via.text() == "find -exec" && !recursive)
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes every file find matches")));
    if (recursive)
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "deletes %1 recursively"), shown(o.operands)),
                floorTarget);
}

void judgeShred(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "nsx", {"iterations", "size", "random-source"});
    for (const Word *t : o.operands) {
        if (classifyPath(*t).blockDevice) {
            ctx.add(inv, Category::DiskDamage,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "overwrites the disk %1"), t->text), true);
            return;
        }
    }
    ctx.add(inv, Category::DestructiveFileOps,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "overwrites %1 beyond recovery"), shown(o.operands)));
}

void judgeTruncate(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "sr", {"size", "reference"});
    const std::string size = o.shortValues.count('s') ? o.shortValues.at('s') : o.value("size").value_or("0");
    if (imageFileOnly(o.operands) && !size.empty() && size.find_first_not_of("0") != std::string::npos &&
        size[0] != '-' && size[0] != '<' && size[0] != '/')
        return; // truncate -s 1G disk.img: sizing an image file
    ctx.add(inv, Category::DestructiveFileOps,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "cuts %1 to a new size"), shown(o.operands)));
    for (const Word *t : o.operands)
        judgeWrite(ctx, inv, *t, AIRLOCK_FINDING("airlock::safety::Finding", "truncates"));
}

void judgeFind(Context &ctx, const Invocation &inv)
{
    if (anyArg(inv, {"-delete"}) && !findSelectsArtefacts(inv))
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "find deletes every file it matches")));
}

void judgeRsync(Context &ctx, const Invocation &inv)
{
    const bool dry =
        anyArg(inv, {"--dry-run", "--list-only"}) || std::any_of(inv.args.begin(), inv.args.end(), [](const Word &w) {
            return w.text.size() > 1 && w.text[0] == '-' && w.text[1] != '-' && w.text.find('n') != std::string::npos;
        });
    if (!dry && (anyArgStartsWith(inv, "--delete") || anyArg(inv, {"--remove-source-files"})))
        ctx.add(inv, Category::DestructiveFileOps,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "rsync deletes files that are not in the source")));
    const Options o = parseOptions(inv.args, "efT", {"rsh", "exclude", "include", "filter", "temp-dir"});
    if (o.operands.size() >= 2)
        judgeWrite(ctx, inv, *o.operands.back(), AIRLOCK_FINDING("airlock::safety::Finding", "writes into"));
}

void judgeCopyMove(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(
        inv.args, "StgmoZ",
        {"suffix", "target-directory", "backup", "group", "mode", "owner", "context", "reflink", "sparse"});
    Phrase why;
    if (inv.program == "install" && o.shortValues.count('m') && worldWritableOrSetuid(o.shortValues.at('m'), &why))
        ctx.add(inv, Category::Permissions, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "install %1"), why));
    else if (inv.program == "install" && o.value("mode") && worldWritableOrSetuid(*o.value("mode"), &why))
        ctx.add(inv, Category::Permissions, Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "install %1"), why));
    if (o.operands.empty())
        return;
    const Word *dest = o.operands.back();
    if (const auto dir = o.value("target-directory"))
        judgeWrite(ctx, inv, Word{*dir, 0, 0, false, false, false, false, {}},
                   AIRLOCK_FINDING("airlock::safety::Finding", "writes into"));
    else if (o.shortValues.count('t'))
        judgeWrite(ctx, inv, Word{o.shortValues.at('t'), 0, 0, false, false, false, false, {}},
                   AIRLOCK_FINDING("airlock::safety::Finding", "writes into"));
    else if (o.operands.size() >= 2 || inv.program == "ln")
        judgeWrite(ctx, inv, *dest,
                   inv.program == "mv" ? AIRLOCK_FINDING("airlock::safety::Finding", "moves over")
                                       : AIRLOCK_FINDING("airlock::safety::Finding", "writes"));
    if (inv.program == "mv") {
        const PathClass d = classifyPath(*dest);
        if (d.path == "/dev/null")
            ctx.add(inv, Category::DestructiveFileOps,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "moves %1 to /dev/null (deletes it)"),
                           shown(o.operands, 1)));
        for (std::size_t i = 0; i + 1 < o.operands.size(); ++i) {
            const PathClass s = classifyPath(*o.operands[i]);
            if (s.root || s.home || s.systemDirectory)
                ctx.add(inv, Category::DestructiveFileOps,
                        Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "moves %1 away"), s.path), true);
            else if (s.system || s.startupFile || s.airlock)
                judgeWrite(ctx, inv, *o.operands[i], AIRLOCK_FINDING("airlock::safety::Finding", "moves"));
        }
    }
}

void judgeDd(Context &ctx, const Invocation &inv)
{
    for (const Word &w : inv.args) {
        if (startsWith(w.text, "of=")) {
            Word target = w;
            target.text = w.text.substr(3);
            judgeWrite(ctx, inv, target, AIRLOCK_FINDING("airlock::safety::Finding", "dd writes to"));
        }
    }
}

void judgeInPlaceEditor(Context &ctx, const Invocation &inv)
{
    // sed -i / --in-place, perl -i: the files after the script are rewritten.
    bool inPlace = false;
    bool scriptInOption = false;
    for (const Word &w : inv.args) {
        const std::string &a = w.text;
        if (a == "--in-place" || startsWith(a, "--in-place=") ||
            (a.size() > 1 && a[0] == '-' && a[1] != '-' && a.find('i') != std::string::npos))
            inPlace = true;
        if (a == "-e" || a == "-f" || a == "--expression" || startsWith(a, "--expression=") || a == "-pe" ||
            a == "-pie" || a == "-ne" || (inv.program == "perl" && a.size() > 1 && a[0] == '-' && a.back() == 'e'))
            scriptInOption = true;
    }
    if (!inPlace)
        return;
    const Options o =
        parseOptions(inv.args, inv.program == "perl" ? "eEIMmx" : "efl", {"expression", "file", "line-length"});
    for (std::size_t i = scriptInOption ? 0 : 1; i < o.operands.size(); ++i)
        judgeWrite(ctx, inv, *o.operands[i], AIRLOCK_FINDING("airlock::safety::Finding", "edits"));
}

void judgeWriters(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "m", {"mode"});
    for (const Word *t : o.operands)
        judgeWrite(ctx, inv, *t,
                   inv.program == "tee" ? AIRLOCK_FINDING("airlock::safety::Finding", "writes to")
                                        : AIRLOCK_FINDING("airlock::safety::Finding", "creates"));
}

void judgeDownloadOutput(Context &ctx, const Invocation &inv)
{
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        if ((a == "-o" || a == "--output" || a == "-O" || a == "--output-document") && i + 1 < inv.args.size()) {
            if (inv.program == "curl" && a == "-O")
                continue; // curl -O takes no value
            judgeWrite(ctx, inv, inv.args[i + 1], AIRLOCK_FINDING("airlock::safety::Finding", "downloads into"));
        } else if (startsWith(a, "--output=") || startsWith(a, "--output-document=")) {
            Word target = inv.args[i];
            target.text = a.substr(a.find('=') + 1);
            judgeWrite(ctx, inv, target, AIRLOCK_FINDING("airlock::safety::Finding", "downloads into"));
        }
    }
    // Uploads of credential files: curl -d @f, -F k=@f, -T f, --data-binary @f; wget --post-file=f.
    for (std::size_t i = 0; i < inv.args.size(); ++i) {
        const std::string &a = inv.args[i].text;
        std::string value;
        if ((a == "-d" || a == "--data" || a == "--data-binary" || a == "--data-raw" || a == "--data-urlencode" ||
             a == "-F" || a == "--form" || a == "-T" || a == "--upload-file" || a == "--post-file" ||
             a == "--body-file") &&
            i + 1 < inv.args.size())
            value = inv.args[i + 1].text;
        else if (startsWith(a, "--post-file=") || startsWith(a, "--body-file=") || startsWith(a, "--data-binary=") ||
                 startsWith(a, "--upload-file="))
            value = a.substr(a.find('=') + 1);
        else if (startsWith(a, "-d@") || startsWith(a, "-T"))
            value = a.substr(2);
        if (value.empty())
            continue;
        const std::size_t at = value.find_first_of("@<");
        const std::string path = at != std::string::npos ? value.substr(at + 1) : value;
        const bool isFile = at != std::string::npos || a == "-T" || a == "--upload-file" ||
                            startsWith(a, "--post-file") || startsWith(a, "--body-file") || startsWith(a, "-T") ||
                            startsWith(a, "--upload-file");
        if (isFile && classifyPath(path, inv.args[i].expanded).credential) {
            ctx.add(inv, Category::CredentialExfiltration,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "uploads the secret file %1"), path));
            return;
        }
    }
    for (const Redirect &r : inv.redirects) {
        if (r.op == "<" && classifyPath(r.target).credential)
            ctx.add(inv, Category::CredentialExfiltration,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "sends the secret file %1 to the network"),
                           r.target.text));
    }
}

void judgeCopyToRemote(Context &ctx, const Invocation &inv)
{
    // scp/rsync/sftp of a credential file to another host (an operand with host: in it).
    const Options o = parseOptions(inv.args, "cFiJlPoSD", {});
    const bool remote = std::any_of(o.operands.begin(), o.operands.end(),
                                    [](const Word *w) { return w->text.find(':') != std::string::npos; });
    if (!remote)
        return;
    for (const Word *w : o.operands) {
        if (w->text.find(':') == std::string::npos && classifyPath(*w).credential) {
            ctx.add(inv, Category::CredentialExfiltration,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "copies the secret file %1 to another host"),
                           w->text));
            return;
        }
    }
}

void judgeNetcat(Context &ctx, const Invocation &inv)
{
    for (const Redirect &r : inv.redirects) {
        if (r.op == "<" && classifyPath(r.target).credential)
            ctx.add(inv, Category::CredentialExfiltration,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "sends the secret file %1 over the network"),
                           r.target.text));
    }
}

bool worldWritableOrSetuid(const std::string &mode, Phrase *why)
{
    if (!mode.empty() && std::all_of(mode.begin(), mode.end(), [](char c) { return c >= '0' && c <= '7'; })) {
        const int last = mode.back() - '0';
        if (last & 2) {
            *why = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "makes files writable by everyone (%1)"), mode);
            return true;
        }
        if (mode.size() == 4 && ((mode[0] - '0') & 6)) {
            *why = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "sets setuid/setgid (%1)"), mode);
            return true;
        }
        return false;
    }
    std::size_t pos = 0;
    while (pos <= mode.size()) {
        const std::size_t comma = std::min(mode.find(',', pos), mode.size());
        const std::string clause = mode.substr(pos, comma - pos);
        const std::size_t op = clause.find_first_of("+=");
        if (op != std::string::npos) {
            const std::string who = clause.substr(0, op);
            const std::string perms = clause.substr(op + 1);
            if (perms.find('w') != std::string::npos &&
                (who.find('o') != std::string::npos || who.find('a') != std::string::npos)) {
                *why =
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "makes files writable by everyone (%1)"), mode);
                return true;
            }
            if (perms.find('s') != std::string::npos) {
                *why = Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "sets setuid/setgid (%1)"), mode);
                return true;
            }
        }
        pos = comma + 1;
    }
    return false;
}

namespace {

// A mode that lets the group or others read, write or run: chmod 644 on a private key.
bool opensToOthers(const std::string &mode)
{
    if (!mode.empty() && std::all_of(mode.begin(), mode.end(), [](char c) { return c >= '0' && c <= '7'; }))
        return mode.size() >= 2 && (mode[mode.size() - 1] != '0' || mode[mode.size() - 2] != '0');
    const std::size_t op = mode.find_first_of("+=");
    if (op == std::string::npos)
        return false;
    const std::string who = mode.substr(0, op);
    return (who.empty() || who.find_first_of("goa") != std::string::npos) &&
           mode.find_first_of("rwx", op) != std::string::npos;
}

} // namespace

void judgeChmod(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "", {"reference"});
    const bool recursive = o.has('R') || o.has("recursive");
    std::vector<const Word *> targets = o.operands;
    std::string mode;
    if (!o.has("reference") && !targets.empty()) {
        mode = targets.front()->text;
        targets.erase(targets.begin());
    }
    // Modes like -w or -x look like options: recover them.
    for (const Word &w : inv.args) {
        if (w.text.size() > 1 && w.text[0] == '-' && w.text.find_first_not_of("-rwxXst") == std::string::npos &&
            w.text.find('R') == std::string::npos && mode.empty())
            mode = w.text;
    }
    Phrase why;
    if (worldWritableOrSetuid(mode, &why))
        ctx.add(inv, Category::Permissions,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1: %2"), why, shown(targets)));
    // Build artefacts inside the project (chmod -R u+w build/) are what rm -rf build would remove anyway.
    const bool artefacts = !targets.empty() &&
                           std::all_of(targets.begin(), targets.end(), [](const Word *w) { return buildArtefact(*w); });
    if (recursive && !artefacts)
        ctx.add(
            inv, Category::Permissions,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "changes permissions recursively: %1"), shown(targets)));
    for (const Word *t : targets) {
        const PathClass p = classifyPath(*t);
        if (p.system || p.startupFile || p.airlock || p.root || p.home ||
            (p.credential && (startsWith(p.path, "~") || startsWith(p.path, "/")) && opensToOthers(mode)))
            ctx.add(inv, Category::Permissions,
                    Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "changes permissions of %1"), p.path));
    }
}

void judgeOwnership(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "", {"reference", "from"});
    std::vector<const Word *> targets = o.operands;
    if (!targets.empty() && !o.has("reference"))
        targets.erase(targets.begin());
    const bool recursive = o.has('R') || o.has("recursive");
    if (inv.program == "chgrp")
        ctx.add(inv, Category::Permissions,
                recursive
                    ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "changes the group of %1 recursively"),
                             shown(targets))
                    : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "changes the group of %1"), shown(targets)));
    else
        ctx.add(inv, Category::Permissions,
                recursive
                    ? Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "changes the owner of %1 recursively"),
                             shown(targets))
                    : Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "changes the owner of %1"), shown(targets)));
}

void judgeFormat(Context &ctx, const Invocation &inv)
{
    const Options o = parseOptions(inv.args, "tbBCEgGiIjJLmMNoOrTU", {"type"});
    if (o.operands.empty())
        return;                      // mkfs -V, --help
    std::vector<const Word *> named; // operands and option values: mkfs.vfat -C boot.img 65536
    for (const Word &w : inv.args)
        if (!w.text.empty() && w.text[0] != '-')
            named.push_back(&w);
    if (imageFileOnly(named))
        return; // mkfs.ext4 disk.img: an image file, not a disk
    bool device = false;
    for (const Word *t : o.operands)
        device = device || classifyPath(*t).blockDevice;
    const bool floor = device && (startsWith(inv.program, "mkfs") || inv.program == "mke2fs");
    ctx.add(inv, Category::DiskDamage,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "creates a new file system on %1, erasing it"),
                   shown(o.operands)),
            floor);
}

void judgePartitioner(Context &ctx, const Invocation &inv)
{
    const std::string &p = inv.program;
    if (anyArg(inv, {"-l", "--list", "-p", "--print", "print", "-d", "--dump", "-s", "--show", "--help", "-h", "-V",
                     "--version", "--verify", "-v"}) &&
        !anyArg(inv, {"mklabel", "mkpart", "rm", "resizepart", "-Z", "--zap-all", "-o", "--clear", "--delete"}))
        return;
    const Options o = parseOptions(inv.args);
    if (o.operands.empty() && p != "blkdiscard")
        return;
    if (imageFileOnly(o.operands))
        return; // parted disk.img, sfdisk disk.img: an image file, not a disk
    if (p == "wipefs" && !o.has('a') && !o.has("all") && !o.has('o') && !o.has("offset"))
        return; // wipefs without -a or -o only lists the signatures
    bool device = false;
    for (const Word *t : o.operands)
        device = device || classifyPath(*t).blockDevice;
    ctx.add(inv, Category::DiskDamage,
            Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "%1 changes or erases the disk layout of %2"), p,
                   shown(o.operands)),
            device && (p == "blkdiscard" || p == "wipefs"));
}

} // namespace airlock::safety::rules
