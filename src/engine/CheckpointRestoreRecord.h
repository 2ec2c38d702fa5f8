// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditRecord.h"
#include "core/Error.h"

#include <QDateTime>
#include <QJsonArray>
#include <QString>
#include <QStringList>

namespace airlock::engine {

// The audit record of a checkpoint restore the person at the desk asked for (the Checkpoints window, `airlock
// checkpoints restore`): `files` empty is every file; `via` says where; `asked` is when the restore was asked for.
// Paths and git's words are redacted like every text of the log.
inline AuditRecord checkpointRestoreRecord(const QString &directory, const QString &id, const QStringList &files,
                                           const QString &via, const QDateTime &asked,
                                           const core::Result<QString> &result)
{
    AuditRecord record;
    record.time = asked.toUTC();
    record.kind = QStringLiteral("checkpoint_restore");
    record.clientName = QStringLiteral("Airlock");
    record.decision = QStringLiteral("allowed");
    record.decidedBy = QStringLiteral("person");
    record.via = via;
    record.cwd = auditText(directory);
    const QString which = files.isEmpty()     ? QStringLiteral("all files")
                          : files.size() == 1 ? QStringLiteral("1 file")
                                              : QStringLiteral("%1 files").arg(files.size());
    record.command = QStringLiteral("restore checkpoint %1 (%2)").arg(id.left(12), which);
    record.checkpointId = id;
    record.status = result ? QStringLiteral("success") : core::errorKindName(result.error().kind);
    if (!result)
        record.message = auditText(result.error().message, 2000);
    record.durationMs = asked.msecsTo(QDateTime::currentDateTimeUtc());
    QJsonArray shownFiles;
    for (const QString &file : files)
        shownFiles.append(auditText(file));
    record.detail = {{QStringLiteral("checkpoint_directory"), auditText(directory)},
                     {QStringLiteral("files"), shownFiles}};
    return record;
}

} // namespace airlock::engine
