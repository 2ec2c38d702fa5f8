// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The main window's cleanup controls: clean up the selected, the idle or all tasks (asking first when that stops a
// running command), and clear the rows of tasks that are gone.
#include "MainWindow.h"

#include "Question.h"
#include "TaskActivity.h"
#include "TaskTableModel.h"
#include "engine/Engine.h"

#include "ui_MainWindow.h"

#include <QMessageBox>
#include <QStatusBar>

namespace airlock::gui {

namespace {

bool isBusyForCleanup(backends::TaskState state)
{
    using backends::TaskState;
    return state == TaskState::Running || state == TaskState::WaitingForApproval || state == TaskState::Starting;
}

} // namespace

void MainWindow::connectCleanup()
{
    connect(m_ui->cleanupSelectedButton, &QPushButton::clicked, this, &MainWindow::cleanupSelected);
    connect(m_ui->cleanupIdleButton, &QPushButton::clicked, this, &MainWindow::cleanupIdle);
    connect(m_ui->cleanupAllButton, &QPushButton::clicked, this, &MainWindow::cleanupAll);
    connect(m_ui->clearGoneButton, &QPushButton::clicked, m_model, &TaskTableModel::clearGone);
    // Enabled while a row shows a task that is gone (cleaned up here, by the idle sweep, or by its agent leaving).
    auto goneChanged = [this] { m_ui->clearGoneButton->setEnabled(m_model->goneCount() > 0); };
    connect(m_model, &QAbstractItemModel::dataChanged, this, goneChanged);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, goneChanged);
    connect(m_model, &QAbstractItemModel::modelReset, this, goneChanged);
}

void MainWindow::ask(const QString &text, const QString &confirm, std::function<void()> onYes)
{
    if (m_question)
        m_question->close();
    m_question = askFirst(this, QMessageBox::Question, tr("Airlock"), text, {}, confirm, std::move(onYes));
}

void MainWindow::cleanupSelected()
{
    QStringList ids;
    for (const QModelIndex &index : m_ui->taskTable->selectionModel()->selectedRows())
        ids << index.data(TaskTableModel::TaskIdRole).toString();
    if (ids.isEmpty()) {
        statusBar()->showMessage(tr("Select the tasks to clean up first."), 5000);
        return;
    }
    int busy = 0;
    for (const QString &id : std::as_const(ids)) {
        const int row = m_model->rowOf(id);
        busy +=
            (row >= 0 && isBusyForCleanup(m_model->statusAt(row).state)) || m_activity->runningCalls(id) > 0 ? 1 : 0;
    }
    if (busy == 0) {
        cleanup(ids);
        return;
    }
    ask(tr("%n of the selected tasks is running a command. Cleaning up stops it and tells the agent it was "
           "cancelled.",
           "", busy),
        tr("Stop and clean up"), [this, ids] { cleanup(ids); });
}

void MainWindow::cleanupIdle()
{
    const int count = m_engine ? m_engine->registry()->cleanupIdle(true) : 0;
    statusBar()->showMessage(
        count == 0 ? tr("No idle tasks to clean up.") : tr("Cleaning up %n idle task(s)…", "", count), 5000);
}

void MainWindow::cleanupAll()
{
    if (!m_engine)
        return;
    QStringList ids;
    int busy = 0;
    for (const backends::TaskStatus &status : m_engine->registry()->tasks()) {
        ids << status.taskId;
        busy += isBusyForCleanup(status.state) || m_activity->runningCalls(status.taskId) > 0 ? 1 : 0;
    }
    if (ids.isEmpty()) {
        statusBar()->showMessage(tr("No tasks to clean up."), 5000);
        return;
    }
    if (busy == 0) {
        cleanup(ids);
        return;
    }
    ask(tr("%n task(s) are running a command. Cleaning up all stops them and tells their agents the commands were "
           "cancelled.",
           "", busy),
        tr("Stop and clean up all"), [this, ids] { cleanup(ids); });
}

void MainWindow::cleanup(const QStringList &taskIds)
{
    if (!m_engine)
        return;
    for (const QString &id : taskIds) {
        m_activity->cancelCalls(id);
        m_engine->registry()->cleanup(id);
    }
    statusBar()->showMessage(tr("Cleaning up %n task(s)…", "", int(taskIds.size())), 5000);
}

} // namespace airlock::gui
