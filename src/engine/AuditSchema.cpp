// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditSchema.h"

#include <QSqlQuery>
#include <QStringList>

namespace airlock::engine {

namespace {

// The statements that move the schema from version (index) to version (index + 1).
const QList<QStringList> &migrations()
{
    static const QList<QStringList> steps = {
        {
            QStringLiteral("CREATE TABLE calls ("
                           "id INTEGER PRIMARY KEY, time_ms INTEGER NOT NULL, "
                           "task TEXT NOT NULL DEFAULT '', client_name TEXT NOT NULL DEFAULT '', "
                           "client_version TEXT NOT NULL DEFAULT '', client_dir TEXT NOT NULL DEFAULT '', "
                           "backend TEXT NOT NULL DEFAULT '', cwd TEXT NOT NULL DEFAULT '', "
                           "command TEXT NOT NULL DEFAULT '', findings TEXT NOT NULL DEFAULT '[]', "
                           "decision TEXT NOT NULL DEFAULT '', decided_by TEXT NOT NULL DEFAULT '', "
                           "scope TEXT NOT NULL DEFAULT '', rule TEXT NOT NULL DEFAULT '', "
                           "via TEXT NOT NULL DEFAULT '', message TEXT NOT NULL DEFAULT '', "
                           "wait_ms INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL DEFAULT '', "
                           "exit_code INTEGER, duration_ms INTEGER NOT NULL DEFAULT 0, "
                           "output_bytes INTEGER NOT NULL DEFAULT 0, truncated INTEGER NOT NULL DEFAULT 0, "
                           "secrets_redacted INTEGER NOT NULL DEFAULT 0, checkpoint_id TEXT NOT NULL DEFAULT '', "
                           "retries INTEGER NOT NULL DEFAULT 0)"),
            QStringLiteral("CREATE INDEX calls_time ON calls(time_ms)"),
        },
        {
            QStringLiteral("ALTER TABLE calls ADD COLUMN kind TEXT NOT NULL DEFAULT 'terminal'"),
            QStringLiteral("ALTER TABLE calls ADD COLUMN detail TEXT NOT NULL DEFAULT '{}'"),
            // Each index costs every call a page written at commit (~10 µs here): only the task's History tab and
            // the time range get one; the other filters scan, which stays well under a second at a million rows.
            QStringLiteral("CREATE INDEX calls_task ON calls(task, id)"),
        },
    };
    return steps;
}

core::Result<int> userVersion(QSqlDatabase &db)
{
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA user_version")) || !q.next())
        return core::Error::executionFailed(describeSqlError(db.databaseName(), q.lastError()));
    return q.value(0).toInt();
}

bool hasCallsTable(QSqlDatabase &db)
{
    QSqlQuery q(db);
    return q.exec(QStringLiteral("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'calls'")) && q.next();
}

} // namespace

QString describeSqlError(const QString &path, const QSqlError &error)
{
    const QString code = error.nativeErrorCode();
    const QString detail = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    // SQLite's primary result codes (extended codes keep them in the low byte).
    const int primary = code.toInt() & 0xff;
    switch (primary) {
    case 26: return QStringLiteral("%1 is not an SQLite database (%2)").arg(path, detail);
    case 11: return QStringLiteral("%1 is damaged (%2)").arg(path, detail);
    case 5:
    case 6: return QStringLiteral("%1 is locked by another program (%2)").arg(path, detail);
    case 8: return QStringLiteral("%1 cannot be written: it is read-only (%2)").arg(path, detail);
    case 13: return QStringLiteral("%1 cannot be written: the disk is full (%2)").arg(path, detail);
    case 14: return QStringLiteral("%1 cannot be opened (%2)").arg(path, detail);
    default: break;
    }
    return QStringLiteral("%1: %2").arg(path, detail.isEmpty() ? QStringLiteral("unknown SQLite error") : detail);
}

core::Result<int> migrateAuditSchema(QSqlDatabase &db)
{
    const auto version = userVersion(db);
    if (!version)
        return version;
    if (*version > kAuditSchemaVersion)
        return core::Error::executionFailed(
            QStringLiteral("%1 was written by a newer Airlock (schema %2; this one knows %3): it is left as it is")
                .arg(db.databaseName())
                .arg(*version)
                .arg(kAuditSchemaVersion));
    if (*version == 0 && !hasCallsTable(db)) {
        QSqlQuery tables(db);
        if (tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && tables.next() &&
            tables.value(0).toInt() > 0)
            return core::Error::executionFailed(
                QStringLiteral("%1 is an SQLite database of another program, not an audit log: it is left as it is")
                    .arg(db.databaseName()));
        QSqlQuery(db).exec(QStringLiteral("PRAGMA auto_vacuum = INCREMENTAL")); // before the first table
    }
    for (int from = *version; from < kAuditSchemaVersion; ++from) {
        if (!db.transaction())
            return core::Error::executionFailed(describeSqlError(db.databaseName(), db.lastError()));
        QSqlQuery q(db);
        for (const QString &statement : migrations().at(from)) {
            if (!q.exec(statement)) {
                const QString why = describeSqlError(db.databaseName(), q.lastError());
                db.rollback();
                return core::Error::executionFailed(
                    QStringLiteral("upgrading the audit log to schema %1 failed: %2").arg(from + 1).arg(why));
            }
        }
        if (!q.exec(QStringLiteral("PRAGMA user_version = %1").arg(from + 1)) || !db.commit()) {
            const QString why = describeSqlError(db.databaseName(), q.lastError());
            db.rollback();
            return core::Error::executionFailed(why);
        }
    }
    return kAuditSchemaVersion;
}

core::Result<int> readableAuditSchema(QSqlDatabase &db)
{
    const auto version = userVersion(db);
    if (!version)
        return version;
    if (!hasCallsTable(db))
        return core::Error::executionFailed(
            QStringLiteral("%1 is not an Airlock audit log (it has no calls table)").arg(db.databaseName()));
    if (*version > kAuditSchemaVersion)
        return core::Error::executionFailed(
            QStringLiteral("%1 was written by a newer Airlock (schema %2; this one knows %3)")
                .arg(db.databaseName())
                .arg(*version)
                .arg(kAuditSchemaVersion));
    if (*version < kAuditSchemaVersion)
        return core::Error::executionFailed(
            QStringLiteral("%1 has the older schema %2: start Airlock once to upgrade it")
                .arg(db.databaseName())
                .arg(*version));
    return *version;
}

} // namespace airlock::engine
