// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditQuery.h"

#include <QStringList>

namespace airlock::engine {

namespace {

// A LIKE pattern that finds `text` literally ('\' escapes the wildcards).
QString containing(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\"))
        .replace(QLatin1Char('%'), QLatin1String("\\%"))
        .replace(QLatin1Char('_'), QLatin1String("\\_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

} // namespace

QString AuditQuery::whereClause(QVariantList *bindings) const
{
    QStringList terms;
    auto equal = [&](const char *column, const QString &value) {
        if (value.isEmpty())
            return;
        terms << QStringLiteral("%1 = ?").arg(QLatin1String(column));
        bindings->append(value);
    };
    equal("task", taskId);
    equal("client_name", client);
    equal("backend", backend);
    equal("decision", decision);
    equal("decided_by", decidedBy);
    equal("kind", kind);
    if (since.isValid()) {
        terms << QStringLiteral("time_ms >= ?");
        bindings->append(since.toMSecsSinceEpoch());
    }
    if (until.isValid()) {
        terms << QStringLiteral("time_ms < ?");
        bindings->append(until.toMSecsSinceEpoch());
    }
    if (afterId > 0) {
        terms << QStringLiteral("id > ?");
        bindings->append(afterId);
    }
    if (!text.isEmpty()) {
        terms << QStringLiteral(
            "(command LIKE ? ESCAPE '\\' OR message LIKE ? ESCAPE '\\' OR rule LIKE ? ESCAPE '\\')");
        const QString pattern = containing(text);
        for (int i = 0; i < 3; ++i)
            bindings->append(pattern);
    }
    return terms.isEmpty() ? QStringLiteral("1") : terms.join(QStringLiteral(" AND "));
}

} // namespace airlock::engine
