// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "TaskActivity.h"

#include <QDateTime>
#include <QObject>
#include <QPointer>

#include <memory>
#include <optional>

namespace airlock::engine {
class AuditLog;
class AuditReader;
struct AuditRecord;
} // namespace airlock::engine

namespace airlock::gui {

// The main window's History tab from the audit log, the same store as the History window: a task's latest records
// (at most kLimit) since this run began (task ids repeat across runs: tomorrow's bridge-1 is another task), as
// TaskActivity's CommandRecords so the tab shows them as before. history() is empty (nullopt) while the log cannot
// serve it (turned off, damaged, not writing), and the tab falls back to TaskActivity's memory. Widgets-free.
class TaskAuditHistory final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskAuditHistory)

public:
    static constexpr int kLimit = 500;

    // `since`: the run's start; records before it belong to earlier runs.
    TaskAuditHistory(engine::AuditLog *log, QDateTime since, QObject *parent = nullptr);
    ~TaskAuditHistory() override;

    // The task's finished commands, oldest first (as TaskActivity::history()), or nullopt.
    std::optional<QList<CommandRecord>> history(const QString &taskId);
    static CommandRecord commandRecord(const engine::AuditRecord &record);
    // The log's records, then what TaskActivity's memory has that the log does not yet: running commands (logged
    // when they end) and ones that just ended (their record is on its way). A memory record is already in the log
    // when a logged record has its command and started within kMatchSecs of it.
    static constexpr int kMatchSecs = 5;
    static QList<CommandRecord> merge(QList<CommandRecord> logged, const QList<CommandRecord> &memory);

signals:
    // The log committed a record of the task.
    void changed(const QString &taskId);

private:
    QPointer<engine::AuditLog> m_log;
    QDateTime m_since;
    std::unique_ptr<engine::AuditReader> m_reader;
};

} // namespace airlock::gui
