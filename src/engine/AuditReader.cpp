// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditReader.h"

#include "AuditSchema.h"

#include <QAtomicInteger>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>

namespace airlock::engine {

namespace {

QString readerConnectionName()
{
    static QAtomicInteger<int> next = 0;
    return QStringLiteral("airlock-audit-reader-%1").arg(next.fetchAndAddRelaxed(1));
}

core::Error sqlError(const QString &path, const QSqlQuery &q)
{
    return core::Error::executionFailed(describeSqlError(path, q.lastError()));
}

} // namespace

AuditReader::AuditReader(QString path)
    : m_path(std::move(path))
    , m_connection(readerConnectionName())
{}

AuditReader::~AuditReader()
{
    if (!QSqlDatabase::contains(m_connection))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
}

QSqlDatabase AuditReader::database() const
{
    return QSqlDatabase::database(m_connection, false);
}

core::Result<bool> AuditReader::open()
{
    if (!QFileInfo(m_path).isFile())
        return core::Error::executionFailed(
            QStringLiteral("no audit log at %1 yet: Airlock records calls there once it has run one").arg(m_path));
    QSqlDatabase db = QSqlDatabase::contains(m_connection)
                          ? QSqlDatabase::database(m_connection, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(m_path);
    db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_BUSY_TIMEOUT=2000"));
    if (!db.isOpen() && !db.open())
        return core::Error::executionFailed(describeSqlError(m_path, db.lastError()));
    if (const auto version = readableAuditSchema(db); !version) {
        db.close();
        return version.error();
    }
    return true;
}

QString AuditReader::columns()
{
    return QStringLiteral("id, time_ms, kind, task, client_name, client_version, client_dir, backend, cwd, command, "
                          "findings, decision, decided_by, scope, rule, via, message, wait_ms, status, exit_code, "
                          "duration_ms, output_bytes, truncated, secrets_redacted, checkpoint_id, retries, detail");
}

AuditRecord AuditReader::fromRow(const QSqlQuery &row)
{
    AuditRecord r;
    int i = 0;
    auto next = [&] { return row.value(i++); };
    r.id = next().toLongLong();
    r.time = QDateTime::fromMSecsSinceEpoch(next().toLongLong(), Qt::UTC);
    for (QString *text :
         {&r.kind, &r.taskId, &r.clientName, &r.clientVersion, &r.clientDirectory, &r.backend, &r.cwd, &r.command})
        *text = next().toString();
    r.findings = auditFindingsFrom(QJsonDocument::fromJson(next().toString().toUtf8()).array());
    for (QString *text : {&r.decision, &r.decidedBy, &r.scope, &r.rule, &r.via, &r.message})
        *text = next().toString();
    r.approvalWaitMs = next().toLongLong();
    r.status = next().toString();
    if (const QVariant code = next(); !code.isNull())
        r.exitCode = code.toInt();
    r.durationMs = next().toLongLong();
    r.outputBytes = next().toLongLong();
    r.truncated = next().toInt() != 0;
    r.secretsRedacted = next().toInt();
    r.checkpointId = next().toString();
    r.retries = next().toInt();
    r.detail = QJsonDocument::fromJson(next().toString().toUtf8()).object();
    return r;
}

core::Result<QList<AuditRecord>> AuditReader::query(const AuditQuery &filter) const
{
    QVariantList bindings;
    QString sql = QStringLiteral("SELECT %1 FROM calls WHERE %2 ORDER BY id %3")
                      .arg(columns(), filter.whereClause(&bindings),
                           filter.newestFirst ? QStringLiteral("DESC") : QStringLiteral("ASC"));
    if (filter.limit > 0 || filter.offset > 0)
        sql += QStringLiteral(" LIMIT %1 OFFSET %2").arg(filter.limit > 0 ? filter.limit : -1).arg(filter.offset);
    QSqlQuery q(database());
    q.setForwardOnly(true);
    q.prepare(sql);
    for (const QVariant &v : bindings)
        q.addBindValue(v);
    if (!q.exec())
        return sqlError(m_path, q);
    QList<AuditRecord> records;
    while (q.next())
        records.append(fromRow(q));
    return records;
}

core::Result<qint64> AuditReader::count(const AuditQuery &filter) const
{
    QVariantList bindings;
    QSqlQuery q(database());
    q.prepare(QStringLiteral("SELECT count(*) FROM calls WHERE %1").arg(filter.whereClause(&bindings)));
    for (const QVariant &v : bindings)
        q.addBindValue(v);
    if (!q.exec() || !q.next())
        return sqlError(m_path, q);
    return q.value(0).toLongLong();
}

core::Result<AuditRecord> AuditReader::record(qint64 id) const
{
    QSqlQuery q(database());
    q.prepare(QStringLiteral("SELECT %1 FROM calls WHERE id = ?").arg(columns()));
    q.addBindValue(id);
    if (!q.exec())
        return sqlError(m_path, q);
    if (!q.next())
        return core::Error::invalidArguments(QStringLiteral("no audit record %1 in %2").arg(id).arg(m_path));
    return fromRow(q);
}

core::Result<QList<AuditReader::Repeated>> AuditReader::repeatedAllows(const QDateTime &since, int minTimes,
                                                                       int limit) const
{
    QSqlQuery q(database());
    q.prepare(QStringLiteral(
        "SELECT command, backend, count(*) AS n FROM calls WHERE kind = 'terminal' AND decision = 'allowed' AND "
        "decided_by = 'person' AND scope = 'once' AND time_ms >= ? GROUP BY command, backend HAVING n >= ? "
        "ORDER BY n DESC, max(id) DESC LIMIT ?"));
    q.addBindValue(since.toMSecsSinceEpoch());
    q.addBindValue(minTimes);
    q.addBindValue(limit);
    if (!q.exec())
        return sqlError(m_path, q);
    QList<Repeated> list;
    while (q.next())
        list.append({q.value(0).toString(), q.value(1).toString(), q.value(2).toInt()});
    return list;
}

} // namespace airlock::engine
