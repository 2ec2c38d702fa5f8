// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditRecord.h"

#include <QElapsedTimer>
#include <QList>
#include <QMutex>
#include <QObject>
#include <QSqlDatabase>
#include <QString>

#include <memory>

class QSqlQuery;
class QTimer;

namespace airlock::engine {

// AuditLog's worker, living on its thread: owns the SQLite connection, writes batches of records in one transaction
// each (group commit: what arrives while a transaction runs goes into the next), runs retention every hour.
class AuditWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuditWriter)

public:
    struct Settings {
        QString path;
        int retentionDays = 90;
        int maxMb = 256;
    };
    AuditWriter(Settings settings, QString connectionName);
    ~AuditWriter() override;

    // From any thread: adds a record to the next batch. True when no flush is scheduled yet: the caller queues
    // flushNow(), which writes everything enqueued by then in one transaction (group commit).
    bool enqueue(quint64 seq, AuditRecord record);

public slots:
    void open();             // on the worker thread: open and migrate the file (AuditLog waits for it)
    void startMaintenance(); // retention now and every hour, in chunks
    void flushNow();         // writes the batch at once (AuditLog::flush, shutdown, each enqueue() that asks for it)
    void prune();
    void pruneStep();
    void vacuumSlice();
    void stop(); // closes the connection on the worker thread

signals:
    // `seqs` were committed with `ids` (same order), or none of them were when `problem` is not empty.
    void written(const QList<quint64> &seqs, const QList<qint64> &ids, const QString &problem);
    void problemChanged(const QString &problem);
    void pruned(); // a run of retention ended

private:
    bool ensureOpen();
    void setProblem(const QString &problem);
    bool insert(QSqlQuery &q, const AuditRecord &r);
    qint64 rowsOverSizeLimit();

    Settings m_settings;
    QString m_connection;
    bool m_open = false;
    QString m_problem;
    QElapsedTimer m_lastOpenAttempt;
    QMutex m_queueLock; // guards m_batch and m_flushScheduled, which enqueue() fills from AuditLog's thread
    QList<std::pair<quint64, AuditRecord>> m_batch;
    bool m_flushScheduled = false;
    std::unique_ptr<QSqlQuery> m_insert;
    QTimer *m_pruneTimer = nullptr;
    bool m_pruning = false;
    qint64 m_dropForSize = -1; // -1: not worked out yet in this run of retention
};

} // namespace airlock::engine
