// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/TaskRegistry.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>
#include <QTimer>

namespace airlock::gui {

// The main window's task table, fed by TaskRegistry's signals. A task that is cleaned up stays as "gone" until
// the person clears it, so that what happened to it can still be read.
class TaskTableModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskTableModel)

public:
    enum Column {
        TaskColumn,
        BackendColumn,
        StateColumn,
        IdleColumn,
        CommandsColumn,
        CurrentColumn,
        ExitColumn,
        ColumnCount
    };
    enum Role { TaskIdRole = Qt::UserRole + 1, StateRole, SortRole };

    explicit TaskTableModel(backends::TaskRegistry *registry, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Shown instead of the task id, e.g. "claude-code 2.1 · ~/proj".
    void setTaskLabel(const QString &taskId, const QString &label);
    int rowOf(const QString &taskId) const;
    backends::TaskStatus statusAt(int row) const { return m_rows.at(row).status; }
    // Forgets rows of tasks that are gone.
    void clearGone();
    int goneCount() const;

private:
    struct Row {
        backends::TaskStatus status;
        QString label;
        qint64 idleBaseMs = 0; // monotonic time when idleSecs was reported
    };
    void onTaskChanged(const backends::TaskStatus &status);
    void onTaskRemoved(const QString &taskId);
    void tick();
    qint64 idleSecs(const Row &row) const;

    QPointer<backends::TaskRegistry> m_registry;
    QList<Row> m_rows;
    QHash<QString, QString> m_labels; // set before or after the task's first row
    QTimer m_ticker;
};

} // namespace airlock::gui
