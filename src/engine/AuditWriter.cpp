// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditWriter.h"

#include "AuditSchema.h"
#include "EngineLog.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlQuery>
#include <QTimer>

#include <algorithm>

namespace airlock::engine {

namespace {

constexpr int kReopenAfterMs = 5000;
constexpr int kPruneEveryMs = 3600 * 1000;
constexpr qint64 kVacuumPagesPerSlice = 2048; // 8 MB of 4 KiB pages: a few ms
constexpr int kPruneChunk = 5000;             // records deleted per turn

QString compactJson(const QJsonValue &value)
{
    // Most calls have no findings and no detail: their text is known without a document.
    if (value.isArray() && value.toArray().isEmpty())
        return QStringLiteral("[]");
    if (value.isObject() && value.toObject().isEmpty())
        return QStringLiteral("{}");
    return QString::fromUtf8(value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                                             : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
}

// The values of a record, in the order of the columns of `calls` they go to. Named (:v0, :v1…) rather than `?`:
// Qt 6's positional bindValue() formats a placeholder name with QString::arg for every value it binds, which was
// half of what writing a record cost; a named one is a hash lookup of a name made once.
constexpr int kInsertValues = 26;

const QList<QString> &insertNames()
{
    static const QList<QString> names = [] {
        QList<QString> list;
        for (int i = 0; i < kInsertValues; ++i)
            list.append(QStringLiteral(":v%1").arg(i));
        return list;
    }();
    return names;
}

QString insertStatement()
{
    // T: a text that may not be NULL. Qt's SQLite driver binds an empty QString as NULL; ifnull() makes it ''.
    constexpr char kKinds[kInsertValues + 1] = "-TTTTTTTTTTTTTTT-T-----T-T";
    QStringList values;
    for (int i = 0; i < kInsertValues; ++i)
        values.append(kKinds[i] == 'T' ? QStringLiteral("ifnull(%1, '')").arg(insertNames()[i]) : insertNames()[i]);
    return QStringLiteral("INSERT INTO calls (time_ms, kind, task, client_name, client_version, client_dir, backend, "
                          "cwd, command, findings, decision, decided_by, scope, rule, via, message, wait_ms, status, "
                          "exit_code, duration_ms, output_bytes, truncated, secrets_redacted, checkpoint_id, retries, "
                          "detail) VALUES (%1)")
        .arg(values.join(QStringLiteral(", ")));
}

} // namespace

AuditWriter::AuditWriter(Settings settings, QString connectionName)
    : m_settings(std::move(settings))
    , m_connection(std::move(connectionName))
{}

AuditWriter::~AuditWriter() = default;

void AuditWriter::open()
{
    ensureOpen();
}

void AuditWriter::startMaintenance()
{
    prune();
    m_pruneTimer = new QTimer(this);
    connect(m_pruneTimer, &QTimer::timeout, this, &AuditWriter::prune);
    m_pruneTimer->start(kPruneEveryMs);
}

void AuditWriter::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    if (!problem.isEmpty())
        qCWarning(lcEngine) << "audit log:" << problem;
    emit problemChanged(problem);
}

bool AuditWriter::ensureOpen()
{
    if (m_open)
        return true;
    if (m_lastOpenAttempt.isValid() && m_lastOpenAttempt.elapsed() < kReopenAfterMs)
        return false;
    m_lastOpenAttempt.start();
    const QString &path = m_settings.path;
    if (!QDir().mkpath(QFileInfo(path).absolutePath())) {
        setProblem(QStringLiteral("%1 cannot be created: its folder cannot be made").arg(path));
        return false;
    }
    QSqlDatabase db = QSqlDatabase::contains(m_connection)
                          ? QSqlDatabase::database(m_connection, false)
                          : QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_connection);
    db.setDatabaseName(path);
    db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=2000"));
    if (!db.open()) {
        setProblem(describeSqlError(path, db.lastError()));
        return false;
    }
    auto failed = [&](const QString &why) {
        m_insert.reset();
        db.close();
        setProblem(why);
        return false;
    };
    if (const auto version = migrateAuditSchema(db); !version)
        return failed(version.error().message);
    QSqlQuery q(db);
    if (!q.exec(QStringLiteral("PRAGMA journal_mode = WAL")) || !q.next())
        return failed(describeSqlError(path, q.lastError()));
    // WAL + NORMAL: a commit is in the file (the OS has it) when it returns, so it survives the app being killed;
    // only a power cut may lose the last transactions, never tear one.
    q.exec(QStringLiteral("PRAGMA synchronous = NORMAL"));
    // Checkpoints copy the WAL's pages into the file; most commits touch the same few pages, so checkpointing
    // less often (16 MB of WAL instead of 4) writes less.
    q.exec(QStringLiteral("PRAGMA wal_autocheckpoint = 4000"));
    m_insert = std::make_unique<QSqlQuery>(db);
    if (!m_insert->prepare(insertStatement()))
        return failed(describeSqlError(path, m_insert->lastError()));
    m_open = true; // the problem, if any, ends with the next commit
    return true;
}

bool AuditWriter::insert(QSqlQuery &q, const AuditRecord &r)
{
    int i = 0;
    auto bind = [&](const QVariant &v) { q.bindValue(insertNames()[i++], v); };
    // Qt's SQLite driver binds an empty QString as NULL: the statement's ifnull() makes it '' for NOT NULL columns.
    auto textValue = [&](const QString &t) { bind(t); };
    bind((r.time.isValid() ? r.time : QDateTime::currentDateTimeUtc()).toMSecsSinceEpoch());
    bind(r.kind.isEmpty() ? QStringLiteral("terminal") : r.kind);
    for (const QString *text :
         {&r.taskId, &r.clientName, &r.clientVersion, &r.clientDirectory, &r.backend, &r.cwd, &r.command})
        bind(*text);
    bind(compactJson(auditFindingsJson(r.findings, true)));
    for (const QString *t : {&r.decision, &r.decidedBy, &r.scope, &r.rule, &r.via, &r.message})
        textValue(*t);
    bind(r.approvalWaitMs);
    textValue(r.status);
    bind(r.exitCode ? QVariant(*r.exitCode) : QVariant(QMetaType::fromType<int>()));
    bind(r.durationMs);
    bind(r.outputBytes);
    bind(r.truncated ? 1 : 0);
    bind(r.secretsRedacted);
    textValue(r.checkpointId);
    bind(r.retries);
    bind(compactJson(r.detail));
    return q.exec();
}

bool AuditWriter::enqueue(quint64 seq, AuditRecord record)
{
    const QMutexLocker lock(&m_queueLock);
    m_batch.append({seq, std::move(record)});
    return !std::exchange(m_flushScheduled, true);
}

void AuditWriter::flushNow()
{
    QList<std::pair<quint64, AuditRecord>> batch;
    {
        const QMutexLocker lock(&m_queueLock);
        m_flushScheduled = false;
        batch = std::exchange(m_batch, {});
    }
    if (batch.isEmpty())
        return;

    QList<quint64> seqs;
    seqs.reserve(batch.size());
    for (const auto &entry : batch)
        seqs.append(entry.first);
    if (!ensureOpen()) {
        emit written(seqs, {}, m_problem);
        return;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto failed = [&](const QSqlError &error) {
        db.rollback();
        const QString why = describeSqlError(m_settings.path, error);
        m_insert.reset();
        db.close();
        m_open = false;
        m_lastOpenAttempt.invalidate();
        setProblem(why);
        emit written(seqs, {}, why);
    };
    // One record is its own transaction (autocommit saves a BEGIN and a COMMIT statement); more share one.
    const bool together = batch.size() > 1;
    if (together && !db.transaction()) {
        failed(db.lastError());
        return;
    }
    QList<qint64> ids;
    ids.reserve(batch.size());
    for (const auto &entry : batch) {
        if (!insert(*m_insert, entry.second)) {
            failed(m_insert->lastError());
            return;
        }
        ids.append(m_insert->lastInsertId().toLongLong());
    }
    if (together && !db.commit()) {
        failed(db.lastError());
        return;
    }
    setProblem({});
    emit written(seqs, ids, {});
}

void AuditWriter::prune()
{
    if (m_pruning || !ensureOpen())
        return;
    m_pruning = true;
    m_dropForSize = -1;
    pruneStep();
}

// Retention in chunks of kPruneChunk rows, one per turn of the worker's event loop, so that records waiting to be
// written (and the results waiting for them) are held up for a few milliseconds at most. The newest record is never
// deleted, so ids keep rising. First by age, then the oldest until the file is under its size limit.
void AuditWriter::pruneStep()
{
    if (!m_open) {
        m_pruning = false;
        return;
    }
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    int deleted = 0;
    if (m_dropForSize < 0 && m_settings.retentionDays > 0) {
        q.prepare(QStringLiteral("DELETE FROM calls WHERE id IN (SELECT id FROM calls WHERE time_ms < ? AND id < "
                                 "(SELECT max(id) FROM calls) ORDER BY time_ms LIMIT ?)"));
        q.addBindValue(QDateTime::currentDateTimeUtc().addDays(-m_settings.retentionDays).toMSecsSinceEpoch());
        q.addBindValue(kPruneChunk);
        if (q.exec())
            deleted = q.numRowsAffected();
        if (deleted == kPruneChunk) {
            QMetaObject::invokeMethod(this, &AuditWriter::pruneStep, Qt::QueuedConnection);
            return;
        }
    }
    if (m_dropForSize < 0)
        m_dropForSize = rowsOverSizeLimit();
    if (m_dropForSize > 0) {
        const qint64 chunk = std::min<qint64>(m_dropForSize, kPruneChunk);
        q.prepare(QStringLiteral("DELETE FROM calls WHERE id IN (SELECT id FROM calls WHERE id < (SELECT max(id) FROM "
                                 "calls) ORDER BY id LIMIT ?)"));
        q.addBindValue(chunk);
        const bool done = !q.exec() || q.numRowsAffected() < chunk;
        m_dropForSize = done ? 0 : m_dropForSize - chunk;
        if (m_dropForSize > 0) {
            QMetaObject::invokeMethod(this, &AuditWriter::pruneStep, Qt::QueuedConnection);
            return;
        }
    }
    m_pruning = false;
    vacuumSlice();
}

// How many of the oldest records to drop to bring the file down to 90 % of its size limit (so that retention does
// not run again at the next record); 0 when it is under the limit.
qint64 AuditWriter::rowsOverSizeLimit()
{
    if (m_settings.maxMb <= 0)
        return 0;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    auto pragma = [&](const char *name) {
        QSqlQuery p(db);
        return p.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(name))) && p.next() ? p.value(0).toLongLong()
                                                                                        : qint64(0);
    };
    const qint64 used = (pragma("page_count") - pragma("freelist_count")) * pragma("page_size");
    const qint64 limit = qint64(m_settings.maxMb) * 1024 * 1024;
    if (used <= limit)
        return 0;
    QSqlQuery count(db);
    const qint64 rows =
        count.exec(QStringLiteral("SELECT count(*) FROM calls")) && count.next() ? count.value(0).toLongLong() : 0;
    return static_cast<qint64>(double(rows) * (1.0 - 0.9 * double(limit) / double(used))) + 1;
}

// Gives freed pages back to the file system, a slice at a time so that records waiting to be written are not held up
// for long. Qt's driver steps a statement without result columns once, and each step of `incremental_vacuum` frees
// one page, so the pragma runs once per page, inside one transaction per slice.
void AuditWriter::vacuumSlice()
{
    if (!m_open)
        return;
    QSqlDatabase db = QSqlDatabase::database(m_connection, false);
    QSqlQuery q(db);
    const qint64 free = q.exec(QStringLiteral("PRAGMA freelist_count")) && q.next() ? q.value(0).toLongLong() : 0;
    q.finish();
    if (free > 0) {
        db.transaction();
        for (qint64 i = 0; i < std::min<qint64>(free, kVacuumPagesPerSlice); ++i) {
            q.exec(QStringLiteral("PRAGMA incremental_vacuum(1)"));
            q.finish(); // else COMMIT fails: "SQL statements in progress"
        }
        if (!db.commit())
            db.rollback();
    }
    if (free > kVacuumPagesPerSlice) {
        QMetaObject::invokeMethod(this, &AuditWriter::vacuumSlice, Qt::QueuedConnection);
        return;
    }
    // PASSIVE: copies what it can without waiting for readers (a History window, `airlock history`).
    q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"));
    emit pruned();
}

void AuditWriter::stop()
{
    flushNow();
    delete m_pruneTimer;
    m_pruneTimer = nullptr;
    m_insert.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(m_connection, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(m_connection);
    m_open = false;
}

} // namespace airlock::engine
