// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TaskTableModel.h"
#include "StateLook.h"

#include <QDeadlineTimer>

#include <algorithm>

namespace airlock::gui {

namespace {

qint64 nowMs()
{
    return QDeadlineTimer::current().deadline();
}

QString idleText(qint64 secs)
{
    if (secs < 60)
        return TaskTableModel::tr("%1 s").arg(secs);
    if (secs < 3600)
        return TaskTableModel::tr("%1 min %2 s").arg(secs / 60).arg(secs % 60);
    return TaskTableModel::tr("%1 h %2 min").arg(secs / 3600).arg((secs % 3600) / 60);
}

} // namespace

TaskTableModel::TaskTableModel(backends::TaskRegistry *registry, QObject *parent)
    : QAbstractTableModel(parent)
    , m_registry(registry)
{
    if (registry) {
        connect(registry, &backends::TaskRegistry::taskChanged, this, &TaskTableModel::onTaskChanged);
        connect(registry, &backends::TaskRegistry::taskRemoved, this, &TaskTableModel::onTaskRemoved);
        for (const backends::TaskStatus &status : registry->tasks())
            onTaskChanged(status);
    }
    // Idle time ticks without any signal from the engine; only that column is repainted.
    m_ticker.setInterval(1000);
    connect(&m_ticker, &QTimer::timeout, this, &TaskTableModel::tick);
    m_ticker.start();
}

int TaskTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int TaskTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

qint64 TaskTableModel::idleSecs(const Row &row) const
{
    const backends::TaskState state = row.status.state;
    if (state == backends::TaskState::Running || state == backends::TaskState::Gone ||
        state == backends::TaskState::WaitingForApproval)
        return row.status.idleSecs;
    return row.status.idleSecs + (nowMs() - row.idleBaseMs) / 1000;
}

QVariant TaskTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const Row &row = m_rows.at(index.row());
    const backends::TaskStatus &s = row.status;
    if (role == TaskIdRole)
        return s.taskId;
    if (role == StateRole)
        return int(s.state);
    if (role == Qt::DisplayRole || role == SortRole) {
        switch (index.column()) {
        case TaskColumn: return row.label.isEmpty() ? s.taskId : row.label;
        case BackendColumn: return s.kind;
        case StateColumn: return stateText(s.state);
        case IdleColumn: return role == SortRole ? QVariant(idleSecs(row)) : QVariant(idleText(idleSecs(row)));
        case CommandsColumn: return s.commandsRun;
        case CurrentColumn: return s.currentCommand.left(200).replace(QLatin1Char('\n'), QStringLiteral(" ⏎ "));
        case ExitColumn:
            if (!s.lastExitCode)
                return role == SortRole ? QVariant(-1000) : QVariant(QString());
            return *s.lastExitCode;
        default: return {};
        }
    }
    if (index.column() == StateColumn) {
        if (role == Qt::DecorationRole)
            return stateLook(s.state).icon;
        if (role == Qt::ForegroundRole)
            return stateLook(s.state).colour.darker(130);
        if (role == Qt::AccessibleTextRole)
            //: A task's state, then the problem its backend reported: "unhealthy: the container stopped"
            return s.problem.isEmpty() ? stateText(s.state) : tr("%1: %2").arg(stateText(s.state), s.problem);
    }
    if (role == Qt::ToolTipRole && index.column() == StateColumn && !s.problem.isEmpty())
        return s.problem;
    if (role == Qt::ToolTipRole && index.column() == CurrentColumn)
        return s.currentCommand.left(2000);
    return {};
}

QVariant TaskTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TaskColumn: return tr("Task");
    case BackendColumn: return tr("Backend");
    case StateColumn: return tr("State");
    case IdleColumn: return tr("Idle");
    case CommandsColumn: return tr("Commands");
    case CurrentColumn: return tr("Current command");
    case ExitColumn: return tr("Last exit");
    default: return {};
    }
}

int TaskTableModel::rowOf(const QString &taskId) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).status.taskId == taskId)
            return i;
    }
    return -1;
}

void TaskTableModel::setTaskLabel(const QString &taskId, const QString &label)
{
    m_labels.insert(taskId, label);
    const int row = rowOf(taskId);
    if (row < 0)
        return;
    m_rows[row].label = label;
    emit dataChanged(index(row, TaskColumn), index(row, TaskColumn));
}

void TaskTableModel::onTaskChanged(const backends::TaskStatus &status)
{
    const int row = rowOf(status.taskId);
    if (row < 0) {
        beginInsertRows({}, int(m_rows.size()), int(m_rows.size()));
        m_rows.append(Row{status, m_labels.value(status.taskId), nowMs()});
        endInsertRows();
        return;
    }
    m_rows[row].status = status;
    m_rows[row].idleBaseMs = nowMs();
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void TaskTableModel::onTaskRemoved(const QString &taskId)
{
    const int row = rowOf(taskId);
    if (row < 0)
        return;
    m_rows[row].status.state = backends::TaskState::Gone;
    m_rows[row].status.currentCommand.clear();
    emit dataChanged(index(row, 0), index(row, ColumnCount - 1));
}

void TaskTableModel::clearGone()
{
    for (int i = int(m_rows.size()) - 1; i >= 0; --i) {
        if (m_rows.at(i).status.state == backends::TaskState::Gone) {
            beginRemoveRows({}, i, i);
            m_labels.remove(m_rows.at(i).status.taskId);
            m_rows.removeAt(i);
            endRemoveRows();
        }
    }
}

int TaskTableModel::goneCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(),
                             [](const Row &row) { return row.status.state == backends::TaskState::Gone; }));
}

void TaskTableModel::tick()
{
    if (m_rows.isEmpty())
        return;
    emit dataChanged(index(0, IdleColumn), index(int(m_rows.size()) - 1, IdleColumn), {Qt::DisplayRole});
}

} // namespace airlock::gui
