// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditRecord.h"

#include <QIODevice>
#include <QList>
#include <QString>

namespace airlock::engine {

// Audit records as files people and tools read: JSON Lines (one AuditRecord::toJson() object per line, the default
// of `airlock history` and the History window's export), CSV (RFC 4180: a header row, every field quoted when it
// holds a comma, quote or line break; findings and detail as compact JSON), and a fixed-width table for a terminal.
void writeJsonLines(QIODevice &out, const QList<AuditRecord> &records);
void writeCsv(QIODevice &out, const QList<AuditRecord> &records, bool header = true);
QString formatTable(const QList<AuditRecord> &records, bool header = true);
// "allowed (person, once)", "denied (rule `rm *`)", "timed out", …: the decision and who made it, in words.
QString decisionSummary(const AuditRecord &record);

} // namespace airlock::engine
