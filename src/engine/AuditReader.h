// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditQuery.h"
#include "AuditRecord.h"
#include "core/Error.h"

#include <QSqlDatabase>
#include <QString>

class QSqlQuery;

namespace airlock::engine {

// A read-only view of an audit log, for the History window and `airlock history`; works while another process
// (the running app) writes to the same file (SQLite WAL). Never creates, migrates or changes the file. Use it on one
// thread (Qt Sql connections are per thread).
class AuditReader final
{
public:
    explicit AuditReader(QString path);
    ~AuditReader();
    AuditReader(const AuditReader &) = delete;
    AuditReader &operator=(const AuditReader &) = delete;

    // Opens the file; a missing file, a file that is not SQLite or a newer schema is an error naming the file.
    core::Result<bool> open();
    QString path() const { return m_path; }
    QSqlDatabase database() const; // for models that run their own queries (QSqlQueryModel)

    core::Result<QList<AuditRecord>> query(const AuditQuery &query) const;
    core::Result<qint64> count(const AuditQuery &query) const;
    core::Result<AuditRecord> record(qint64 id) const;

    // Commands the person allowed once (by hand) at least `minTimes` times since `since`, most often first:
    // candidates for an "always allow" rule. The command text is the redacted one.
    struct Repeated {
        QString command;
        QString backend;
        int times = 0;
    };
    core::Result<QList<Repeated>> repeatedAllows(const QDateTime &since, int minTimes, int limit = 10) const;

    // The columns in the order query() reads them, for SELECT lists.
    static QString columns();
    static AuditRecord fromRow(const QSqlQuery &row); // row selected with columns()

private:
    QString m_path;
    QString m_connection;
};

} // namespace airlock::engine
