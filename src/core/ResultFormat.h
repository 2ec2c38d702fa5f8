// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ExecOutcome.h"

#include <QString>

#include <optional>

namespace airlock::core {

// The `terminal` tool's result: the text agents read, and the structured fields of the MCP outputSchema.
struct ToolResult {
    QString text;
    bool isError = false;
    std::optional<ErrorKind> errorKind;
    int exitCode = -1;
    bool timedOut = false;
    bool cancelled = false;
    bool truncated = false;
    QString backend;
    QString cwd;
    qint64 outputBytes = 0;  // stdout + stderr as produced, before truncation
    int secretsRedacted = 0; // masked in the text

    static ToolResult fromError(const Error &error, const QString &backend = {});
};

// SPEC-terminal.md §2: header, notes, stdout, [stderr], [exit code: N], timeout/cancel lines; cleaned and redacted.
ToolResult formatResult(const ExecOutcome &outcome, const QString &backend);

// Adds a `[note: …]` line to a formatted result: after the header line of a result, at the end of an error.
void addNote(ToolResult &result, const QString &note);

// The header's cwd: bare unless it holds a space, `"`, `]` or a control character; then quoted and escaped.
QString headerCwd(const QString &cwd);

} // namespace airlock::core
