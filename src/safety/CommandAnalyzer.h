// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "CommandResolver.h"
#include "Phrase.h"

#include <string>
#include <string_view>
#include <vector>

namespace airlock::safety {

// Categories of SPEC-terminal.md §5, as the ids used in findings, rules and corpora.
namespace Category {
inline constexpr std::string_view DestructiveFileOps = "destructive_file_ops";
inline constexpr std::string_view DiskDamage = "disk_damage";
inline constexpr std::string_view Permissions = "permissions";
inline constexpr std::string_view PrivilegeEscalation = "privilege_escalation";
inline constexpr std::string_view RemoteCodeExecution = "remote_code_execution";
inline constexpr std::string_view DestructiveGit = "destructive_git";
inline constexpr std::string_view SqlDestruction = "sql_destruction";
inline constexpr std::string_view ProcessKilling = "process_killing";
inline constexpr std::string_view SystemServices = "system_services";
inline constexpr std::string_view SystemFileWrites = "system_file_writes";
inline constexpr std::string_view CredentialExfiltration = "credential_exfiltration";
inline constexpr std::string_view ForkBomb = "fork_bomb";
inline constexpr std::string_view ContainerCloudDestruction = "container_cloud_destruction";
inline constexpr std::string_view AirlockSelfEdit = "airlock_self_edit";
inline constexpr std::string_view UnknownProgram = "unknown_program";
inline constexpr std::string_view Unparseable = "unparseable";
// Text a person cannot review: too long, not UTF-8, hidden or reordering characters, past the analysis limits.
inline constexpr std::string_view Unreviewable = "unreviewable";
} // namespace Category

// One reason to ask before a command runs.
struct Finding {
    std::string category;
    std::string reason;    // short, for a person: "deletes ~ recursively" (always phrase.english())
    Phrase phrase;         // the same as a template and arguments, for a window to show in the person's language
    std::string segment;   // the part of the command it is about
    bool floor = false;    // always asks, even with approvals off, and can only be approved once
    std::size_t begin = 0; // span of the segment in the command, for highlighting
    std::size_t end = 0;
    int invocation = -1; // the invocation it judges (Resolution::invocations), -1 for the whole text
};

struct Analysis {
    std::vector<Finding> findings;
    Resolution resolution;

    bool dangerous() const { return !findings.empty(); }
    bool floor() const;
};

// Judges a command by its parsed argv and redirections, never by substrings (SPEC-terminal.md §5).
class CommandAnalyzer final
{
public:
    // Longer commands ask: nobody reads 256 KiB in a dialog.
    static constexpr std::size_t kReviewLimit = 256 * 1024;

    // Never throws: a failure inside the analysis is itself a finding that asks (it names the failure).
    static Analysis analyze(std::string_view command);

private:
    static Analysis analyzeFully(std::string_view command);
};

} // namespace airlock::safety
