// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QDateTime>
#include <QString>
#include <QVariantList>

namespace airlock::engine {

// A filter over the audit log, shared by the History window and `airlock history`. Empty fields match everything;
// text fields match exactly except `text`, which finds a substring of the command, the message or the rule
// (case-insensitive for ASCII).
struct AuditQuery {
    QString taskId;
    QString client; // client name (without version)
    QString backend;
    QString decision;  // see auditDecisions()
    QString decidedBy; // see auditDeciders()
    QString kind;      // terminal | hook | checkpoint_restore
    QDateTime since;   // inclusive
    QDateTime until;   // exclusive
    QString text;
    qint64 afterId = 0; // only records with a larger id (`--follow`)
    bool newestFirst = true;
    int limit = 0; // 0: no limit
    int offset = 0;

    // The WHERE clause (without the word, "1" when empty) and its bound values, in order, for a `calls` query.
    QString whereClause(QVariantList *bindings) const;
};

} // namespace airlock::engine
