// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// Helpers and rule functions shared by ProgramRules.cpp (the table), FileRules.cpp and SystemRules.cpp. Internal.

#include "ProgramRules.h"

#include <functional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace airlock::safety::rules {

using Rule = std::function<void(Context &, const Invocation &)>;
using RuleTable = std::unordered_map<std::string, Rule>;

// Adds `rule` to what the table already does for `program` (both run).
inline void chain(RuleTable &t, const std::string &program, Rule rule)
{
    Rule &slot = t[program];
    if (!slot) {
        slot = std::move(rule);
        return;
    }
    slot = [first = slot, second = std::move(rule)](Context &c, const Invocation &i) {
        first(c, i);
        second(c, i);
    };
}

bool startsWith(std::string_view s, std::string_view prefix);
std::string lower(std::string_view s);
std::string shown(const std::vector<const Word *> &words, std::size_t max = 3);
bool anyArg(const Invocation &inv, std::initializer_list<std::string_view> values);
bool anyArgStartsWith(const Invocation &inv, std::string_view prefix);
bool dryRun(const Invocation &inv);
std::string subcommand(const Options &o, std::size_t index = 0);
void judgeWrite(Context &ctx, const Invocation &inv, const Word &target, const Phrase &how);
inline void judgeWrite(Context &ctx, const Invocation &inv, const Word &target, const char *how)
{
    judgeWrite(ctx, inv, target, Phrase(how));
}
void judgeRedirects(Context &ctx, const Invocation &inv);

// Rules over files, disks and permissions (FileRules.cpp).
void judgeDelete(Context &ctx, const Invocation &inv);
void judgeShred(Context &ctx, const Invocation &inv);
void judgeTruncate(Context &ctx, const Invocation &inv);
void judgeFind(Context &ctx, const Invocation &inv);
void judgeRsync(Context &ctx, const Invocation &inv);
void judgeCopyMove(Context &ctx, const Invocation &inv);
void judgeDd(Context &ctx, const Invocation &inv);
void judgeInPlaceEditor(Context &ctx, const Invocation &inv);
void judgeWriters(Context &ctx, const Invocation &inv);
void judgeDownloadOutput(Context &ctx, const Invocation &inv);
void judgeCopyToRemote(Context &ctx, const Invocation &inv);
void judgeNetcat(Context &ctx, const Invocation &inv);
void judgeChmod(Context &ctx, const Invocation &inv);
void judgeOwnership(Context &ctx, const Invocation &inv);
void judgeFormat(Context &ctx, const Invocation &inv);
void judgePartitioner(Context &ctx, const Invocation &inv);
bool worldWritableOrSetuid(const std::string &mode, Phrase *why);

// Rules over processes, the system, git, databases, containers and clouds (SystemRules.cpp).
void judgeKill(Context &ctx, const Invocation &inv);
void judgeKillByName(Context &ctx, const Invocation &inv);
void judgeSystemctl(Context &ctx, const Invocation &inv);
void judgeService(Context &ctx, const Invocation &inv);
void judgePower(Context &ctx, const Invocation &inv);
void judgeCrontab(Context &ctx, const Invocation &inv);
void judgeFirewall(Context &ctx, const Invocation &inv);
void judgeSysctl(Context &ctx, const Invocation &inv);
void judgeMount(Context &ctx, const Invocation &inv);
void judgePackageRemoval(Context &ctx, const Invocation &inv);
void judgeAccounts(Context &ctx, const Invocation &inv);
void judgeNetworkSetup(Context &ctx, const Invocation &inv);
void judgeSystemSettings(Context &ctx, const Invocation &inv);
void judgeGit(Context &ctx, const Invocation &inv);
void judgeSqlClient(Context &ctx, const Invocation &inv);
void judgeDbTools(Context &ctx, const Invocation &inv);
void judgePythonManage(Context &ctx, const Invocation &inv);
void judgeShellText(Context &ctx, const Invocation &inv);

// The families of tools beyond the classic ones, each file a family (registered after the classic table; they chain
// onto its rules with chain(), except CloudRules, which owns its programs).
void addCloudRules(RuleTable &t);   // CloudRules.cpp: containers, clusters, clouds and hosted databases (replaces)
void addStorageRules(RuleTable &t); // StorageRules.cpp: disks, volumes, snapshots and backups, archives
void addServiceRules(RuleTable &t); // ServiceRules.cpp: init systems, security switches, boot, macOS settings
void addSourceRules(RuleTable &t);  // SourceRules.cpp: where packages, hooks and configuration come from
void addNetworkRules(RuleTable &t); // NetworkRules.cpp: uploads of secrets, shells handed to the network
void judgeGitConfig(Context &ctx, const Invocation &inv, const std::vector<Word> &rest); // SourceRules.cpp
bool imageFileOnly(const std::vector<const Word *> &operands); // StorageRules.cpp: no device, an image file
bool buildArtefact(const Word &word);                          // StorageRules.cpp: build/, node_modules, *.pyc …
bool findSelectsArtefacts(const Invocation &find);             // StorageRules.cpp: find . -name "*.pyc"

// Rules over several commands at once: a shell whose input or output is a network connection (NetworkRules.cpp).
void networkShellRules(Context &ctx);
// A program named by an address (npx https://…): the code it serves runs (SourceRules.cpp).
void judgeProgramUrl(Context &ctx, const Invocation &inv);
// history -c, unset HISTFILE, HISTSIZE=0, set +o history: the shell history turned off (HistoryRules.cpp).
void historyRules(Context &ctx);
// Programs whose output on stdout is text fetched from another host (aws s3 cp … -, gsutil cat, ssh host cat).
bool fetchesRemoteText(const Invocation &inv);
// Programs beyond curl, nc and ssh that send what they are given to another host (dig, gh, croc, mosquitto_pub…).
bool sendsToNetwork(std::string_view program);

} // namespace airlock::safety::rules
