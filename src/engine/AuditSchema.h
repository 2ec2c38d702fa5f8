// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

namespace airlock::engine {

// The audit log's schema, versioned in SQLite's `user_version`. Each step of the migration list moves the file one
// version up inside a transaction; a file from a newer Airlock is refused, never changed.
//   1: the `calls` table and its time index
//   2: `kind` and `detail` (checkpoint restores are recorded too) and the task index of the History tab
constexpr int kAuditSchemaVersion = 2;

// Brings an open database to kAuditSchemaVersion (a new, empty file gets the whole schema); returns the version.
core::Result<int> migrateAuditSchema(QSqlDatabase &db);
// The version of a database opened for reading; an error when it is not an audit log Airlock can read.
core::Result<int> readableAuditSchema(QSqlDatabase &db);
// What went wrong with the file, in words that name it: not SQLite, locked, read-only, disk full, …
QString describeSqlError(const QString &path, const QSqlError &error);

} // namespace airlock::engine
