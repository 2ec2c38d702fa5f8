// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QMetaType>
#include <QString>
#include <QStringList>

#include <optional>

namespace airlock::engine {

// One finding of the analyzer, as the audit log keeps it (its reason redacted).
struct AuditFinding {
    QString category; // e.g. "destructive_file_ops"
    QString reason;
    // The reason as a template and redacted arguments (safety/PhraseJson.h), for the History window to translate;
    // empty in records from before it was kept, and for reasons shown as written.
    QJsonObject phrase;
};

// One record of the audit log: a `terminal` call (or a checkpoint restore) with the decision, who made it, and what
// came of it. Every text is stored as redacted; nothing in it is a secret.
struct AuditRecord {
    qint64 id = 0;  // assigned by the log
    QDateTime time; // when the call arrived (UTC)
    QString kind;   // "terminal" | "hook" (an agent's own shell command, judged only) | "checkpoint_restore"
    QString taskId;
    QString clientName;      // "claude-code"
    QString clientVersion;   // "2.1.0"
    QString clientDirectory; // the agent's own directory, where known
    QString backend;         // local | docker | ssh | …
    QString cwd;             // where the command ran (or would have)
    QString command;         // as the agent sent it, redacted
    QList<AuditFinding> findings;

    // The decision and its provenance.
    QString decision; // allowed | denied | timed_out | cancelled | refused | invalid | deferred (to the agent's prompt)
    QString decidedBy; // policy | approvals_off | rule | session_grant | person | headless | timeout | nobody_there |
                       // cancelled | refused | agent_prompt | none (invalid arguments: never judged)
    QString scope;     // the person's or headless allow: once | session | always; empty otherwise
    QString rule;      // the rule(s) that allowed or denied it, or that "always"/"session" saved, joined by "; "
    QString via;       // how the person answered: dialog | elicitation; headless: "--approve allow" …
    QString message;   // the person's words with a denial, or why it was denied / timed out (redacted)
    qint64 approvalWaitMs = 0; // time between asking and the answer (0 when nobody was asked)

    // What came of it.
    QString status;              // success | error | the error kind ("permission_denied", "timeout", …)
    std::optional<int> exitCode; // none when the command did not run to an exit status
    qint64 durationMs = 0;       // from arrival to the result
    qint64 outputBytes = 0;      // stdout + stderr as produced, before truncation
    bool truncated = false;
    int secretsRedacted = 0; // in the output the agent got
    QString checkpointId;    // the checkpoint taken before it, if any
    int retries = 0;
    QJsonObject detail; // kind-specific extras: a restore's directory, checkpoint and files

    QJsonObject toJson() const;
    static AuditRecord fromJson(const QJsonObject &object);
};

// Findings as JSON (`[{category, reason}]`), the one spelling of the record's JSON, the export and the database;
// the database also keeps each phrase (`withPhrase`: `"phrase": {…}` where there is one), exports never.
QJsonArray auditFindingsJson(const QList<AuditFinding> &findings, bool withPhrase = false);
QList<AuditFinding> auditFindingsFrom(const QJsonArray &array);

// Text as the audit log may keep it: secrets redacted, then cut to `maxChars` (0: whole), so that a cut never leaves
// part of a secret the redactor would no longer recognise.
QString auditText(const QString &text, qsizetype maxChars = 0);

// The vocabulary above, for filters and menus.
QStringList auditDecisions();
QStringList auditDeciders();

} // namespace airlock::engine

Q_DECLARE_METATYPE(airlock::engine::AuditRecord)
