// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditRecord.h"
#include "core/Config.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QThread>

#include <functional>

namespace airlock::engine {

class AuditWriter;

// The durable audit log (ARCHITECTURE.md "State on disk"): SQLite through Qt Sql in AppDataLocation/audit.sqlite,
// WAL mode, a versioned schema migrated on open. Records are written on a worker thread, many in one transaction
// when they come together; append()'s callback runs on the caller's thread once the record is committed, so a result
// sent after it survives the app being killed. A damaged or locked file is never replaced: problem() says what is
// wrong, appends are reported as not written, and calls go on.
class AuditLog final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AuditLog)

public:
    struct Options {
        QString path;           // empty: defaultPath()
        int retentionDays = 90; // 0: keep for ever
        int maxMb = 256;        // 0: no size limit
    };

    explicit AuditLog(Options options, QObject *parent = nullptr);
    ~AuditLog() override; // writes what is queued, then stops the worker

    static QString defaultPath(); // AIRLOCK_AUDIT_PATH, else AppDataLocation/audit.sqlite
    // The log a config names: its audit.path (`~` expanded), else defaultPath(). Used by every command.
    static QString pathFor(const core::Config &config);
    QString path() const { return m_options.path; }

    // `done(written)` runs on this object's thread after the record is committed (true) or could not be (false).
    void append(AuditRecord record, QObject *context, std::function<void(bool written)> done = {});
    // Why records cannot be written (empty while they can), for the window and for results' notes.
    QString problem() const { return m_problem; }
    // Runs retention now (also done at open and every hour), in chunks on the worker: records older than the age
    // limit go, then the oldest until the file is under the size limit; pruned() says when it is done.
    void prune();
    // Blocks until every record appended so far is committed (for tests and the command line; never on the app's
    // event loop). The callbacks still run from the event loop.
    void flush();

signals:
    void problemChanged(const QString &problem);
    // A record was committed (with its id): the History window refreshes.
    void appended(const airlock::engine::AuditRecord &record);
    // A run of retention ended (at open, every hour, after prune()).
    void pruned();

private:
    void onWritten(const QList<quint64> &seqs, const QList<qint64> &ids, const QString &problem);

    Options m_options;
    QThread m_thread;
    AuditWriter *m_writer = nullptr;
    quint64 m_next = 1;
    struct Pending {
        AuditRecord record;
        QPointer<QObject> context;
        bool contextGiven = false; // a callback whose context is gone is not run
        std::function<void(bool)> done;
    };
    QHash<quint64, Pending> m_pending;
    QString m_problem;
};

} // namespace airlock::engine
