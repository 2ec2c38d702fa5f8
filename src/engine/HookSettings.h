// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace airlock::engine {

// The coding agents whose own shell commands `airlock hook <agent>` sees before they run.
enum class HookAgent { ClaudeCode, Codex, GeminiCli, Cursor };

// What an install or an uninstall would write, shown (as `diff`) before apply() writes it.
struct HookPlan {
    HookAgent agent = HookAgent::ClaudeCode;
    QString path;            // the settings file, absolute
    bool fileExists = false; // when false, oldText is empty
    QByteArray oldText;
    QByteArray newText;
    QString diff; // unified, empty when nothing changes
    // Install: our hook was already there, with this command, for every event (the plan changes nothing).
    // Uninstall: some hook of ours was there (the plan removes it).
    bool alreadyInstalled = false;

    bool changes() const { return oldText != newText; }
};

struct HookStatus {
    HookAgent agent = HookAgent::ClaudeCode;
    QString path;
    bool fileExists = false;
    bool valid = true;          // the file is missing, or parses and has the expected types
    QString problem;            // why it is not valid: file, line, column and what was expected
    bool installed = false;     // our hook is there for every event the agent needs
    QStringList missingEvents;  // events without our hook, e.g. "PermissionRequest"
    QStringList commands;       // the distinct command strings of our hooks
    bool programExists = false; // every command's program exists and is executable
    bool usesProgram = false;   // every command is the one install would write for the given program
    bool upToDate = true;       // every handler of ours has install's other fields too (its timeout, onFailure)
};

// The hook entries in each agent's user settings file, edited as text: everything else in the file (comments, key
// order, whitespace, the user's own hooks, unknown keys) stays byte for byte, and a file that does not parse, or
// has an unexpected shape, is reported and never written.
//
// Ours is a handler whose command runs `…/airlock-hook <agent>` or `…/airlock hook <agent>` (any directory); other
// handlers are never touched. Install adds one where there is none, and when ours is there with another program only
// its command string changes. Uninstall removes ours, then the entry, event array and `hooks` object that it leaves
// empty, so install then uninstall gives back the original bytes whenever install created those. A file that did
// not exist before install is left as `{}` (Cursor: `{"version": 1}`) after uninstall, not deleted.
class HookSettings final
{
public:
    static std::optional<HookAgent> agentFromName(const QString &name); // claude-code, codex, gemini-cli, cursor
    static QString agentName(HookAgent agent);
    // The user settings file under `home`, e.g. ~/.claude/settings.json.
    static QString settingsPath(HookAgent agent, const QString &home);
    // Where our hook goes, e.g. {"PreToolUse", "PermissionRequest"} for Codex.
    static QStringList events(HookAgent agent);
    // The hook program to install: airlock-hook in `directory` (where airlock itself is: an install and a build tree
    // both have it there), else the one on PATH, else the path in `directory` (so that status says it is missing).
    static QString defaultProgram(const QString &directory);
    // `<program> <agent>`, the program shell-quoted when it needs it.
    static QString hookCommand(HookAgent agent, const QString &hookProgram);
    // Whether `command` (with exec-form `args`) runs airlock-hook or `airlock hook` for `agent`.
    static bool isOurCommand(HookAgent agent, const QString &command, const QStringList &args = {});

    static core::Result<HookPlan> planInstall(HookAgent agent, const QString &home, const QString &hookProgram);
    static core::Result<HookPlan> planUninstall(HookAgent agent, const QString &home);
    static HookStatus status(HookAgent agent, const QString &home, const QString &hookProgram);

    // Writes plan.newText (nothing when the plan changes nothing): first the old text to `<file>.airlock-backup`
    // (overwritten each time), then the new text atomically (QSaveFile), keeping the file's permissions (0600 for a
    // new file) and creating missing directories (0700). Refused when the file no longer holds plan.oldText, or when
    // the new text would not parse.
    static core::Result<bool> apply(const HookPlan &plan);

    static constexpr qsizetype kMaxFileBytes = 4 * 1024 * 1024;
};

} // namespace airlock::engine
