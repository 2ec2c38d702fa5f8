// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "MainWindow.h"

#include "BackendFacts.h"
#include "LeftoversBar.h"

#include "ApprovalQueue.h"
#include "Attention.h"
#include "CheckpointsWindow.h"
#include "ColumnWidths.h"
#include "ConnectAgentDialog.h"
#include "CredentialQueue.h"
#include "HistoryWindow.h"
#include "Question.h"
#include "StateLook.h"
#include "TaskActivity.h"
#include "TaskAuditHistory.h"
#include "TaskTableModel.h"
#include "WelcomePanel.h"
#include "engine/AuditLog.h"
#include "engine/Engine.h"
#include "engine/TerminalService.h"

#include "ui_MainWindow.h"

#include <QApplication>
#include <QCloseEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QSortFilterProxyModel>
#include <QStatusBar>
#include <QSystemTrayIcon>
#include <QTimer>

namespace airlock::gui {

namespace {

using backends::TaskState;

// Filters on every column's text, so "docker", "waiting" and "npm test" all find their tasks.
class TaskFilter final : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QRegularExpression re = filterRegularExpression();
        if (re.pattern().isEmpty())
            return true;
        for (int c = 0; c < sourceModel()->columnCount(parent); ++c) {
            if (sourceModel()->index(row, c, parent).data().toString().contains(re))
                return true;
        }
        return false;
    }
};

} // namespace

MainWindow::MainWindow(engine::Engine *engine, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_engine(engine)
    , m_model(new TaskTableModel(engine->registry(), this))
    , m_proxy(new TaskFilter(this))
    , m_activity(new TaskActivity(engine->service(), this))
{
    m_ui->setupUi(this);
    setWindowIcon(appIcon(false));
    m_approvals = new ApprovalQueue(engine->broker(), this);
    m_credentials = new CredentialQueue(engine, this);
    m_attention = new Attention(this, m_approvals);

    setUpTaskTable();
    connectActions();
    connectEngine();
    setUpStatusBar();
    m_factsTicker.setInterval(1000);
    connect(&m_factsTicker, &QTimer::timeout, this, &MainWindow::refreshFacts);
    m_factsTicker.start();
    m_leftovers = new LeftoversBar(engine->scanLeftovers(), this);
    m_ui->centralLayout->insertWidget(0, m_leftovers);
    setUpWelcome();
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first) {
        refreshWelcome();
        // The first task to arrive is shown at once; later ones wait until the person picks them.
        if (selectedTaskId().isEmpty())
            selectTask(m_model->index(first, 0).data(TaskTableModel::TaskIdRole).toString());
    });
    setConnectionInfo({}, 0);
    refreshStatus();
}

MainWindow::~MainWindow() = default;

void MainWindow::setUpTaskTable()
{
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(TaskTableModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_ui->taskTable->setModel(m_proxy);
    m_ui->taskTable->sortByColumn(-1, Qt::AscendingOrder);
    QHeaderView *header = m_ui->taskTable->horizontalHeader();
    sizeColumnsInEms(header, TaskTableModel::CurrentColumn,
                     {{TaskTableModel::TaskColumn, 22},
                      {TaskTableModel::BackendColumn, 7},
                      {TaskTableModel::StateColumn, 14},
                      {TaskTableModel::IdleColumn, 7},
                      {TaskTableModel::CommandsColumn, 7},
                      {TaskTableModel::ExitColumn, 6}});
    m_ui->taskTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_ui->splitter->setStretchFactor(0, 2);
    m_ui->splitter->setStretchFactor(1, 3);
    m_ui->historyTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_ui->factsTable->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
}

void MainWindow::connectActions()
{
    connect(m_ui->filterEdit, &QLineEdit::textChanged, m_proxy, [this](const QString &text) {
        m_proxy->setFilterRegularExpression(
            QRegularExpression(QRegularExpression::escape(text), QRegularExpression::CaseInsensitiveOption));
    });
    connect(m_ui->taskTable->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &MainWindow::showSelectedTask);
    connectCleanup();
    connect(m_ui->quitAction, &QAction::triggered, this, &MainWindow::requestQuit);
    connect(m_ui->settingsAction, &QAction::triggered, this, &MainWindow::settingsRequested);
    auto *checkpointsAction = new QAction(tr("&Checkpoints…"), this);
    checkpointsAction->setObjectName(QStringLiteral("checkpointsAction"));
    m_ui->fileMenu->insertAction(m_ui->settingsAction, checkpointsAction);
    connect(checkpointsAction, &QAction::triggered, this, &MainWindow::showCheckpoints);
    auto *connectAction = new QAction(tr("Co&nnect an Agent…"), this);
    connectAction->setObjectName(QStringLiteral("connectAgentAction"));
    m_ui->fileMenu->insertAction(checkpointsAction, connectAction);
    connect(connectAction, &QAction::triggered, this, &MainWindow::showConnectAgent);
    connect(m_ui->historyAction, &QAction::triggered, this, &MainWindow::showHistory);
    connect(m_ui->aboutAction, &QAction::triggered, this, [this] {
        auto *box = new QMessageBox(QMessageBox::Information, tr("About Airlock"),
                                    tr("<b>Airlock %1</b><br>Supervises the shell commands AI coding agents run: "
                                       "approvals for dangerous commands, secrets redacted, every task live.")
                                        .arg(QCoreApplication::applicationVersion()),
                                    QMessageBox::Ok, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    });
    connect(m_attention, &Attention::showWindowRequested, this, [this] {
        showNormal();
        raise();
        activateWindow();
    });
    connect(m_attention, &Attention::quitRequested, this, &MainWindow::requestQuit);
}

// The engine's news: output and history of calls, task status, cleanups, approvals waiting.
void MainWindow::connectEngine()
{
    connect(m_activity, &TaskActivity::outputAppended, this, &MainWindow::onOutput);
    // Changes of the shown task's history come in bursts (a record per call): the tab is rebuilt at the first change
    // and then at most every 100 ms while they keep coming.
    m_historyRefresh = new QTimer(this);
    m_historyRefresh->setSingleShot(true);
    m_historyRefresh->setInterval(100);
    connect(m_historyRefresh, &QTimer::timeout, this, [this] {
        if (std::exchange(m_historyStale, false))
            refreshHistory();
    });
    connect(m_activity, &TaskActivity::historyChanged, this, [this](const QString &taskId) {
        if (taskId == m_shownTask)
            historyChangedSoon();
    });
    connect(m_activity, &TaskActivity::labelChanged, m_model, &TaskTableModel::setTaskLabel);
    if (engine::AuditLog *log = m_engine->audit()) {
        // This run's records: a task id of an earlier run (bridge-1 again) was another task.
        m_auditHistory = new TaskAuditHistory(log, QDateTime::currentDateTimeUtc(), this);
        connect(m_auditHistory, &TaskAuditHistory::changed, this, [this](const QString &taskId) {
            if (taskId.isEmpty() || taskId == m_shownTask)
                historyChangedSoon();
        });
    }
    auto *registry = m_engine->registry();
    connect(registry, &backends::TaskRegistry::taskChanged, this, [this](const backends::TaskStatus &status) {
        if (status.taskId == m_shownTask)
            refreshFacts();
        refreshStatus();
    });
    connect(registry, &backends::TaskRegistry::taskRemoved, this, [this] { refreshStatus(); });
    connect(
        registry, &backends::TaskRegistry::cleanupFinished, this,
        [this](const QString &taskId, bool ok, const QString &error) {
            if (ok) {
                statusBar()->showMessage(
                    tr("Cleaned up %1").arg(m_activity->label(taskId).isEmpty() ? taskId : m_activity->label(taskId)),
                    5000);
            } else {
                // The registry keeps the task, unhealthy with the reason, until a retry succeeds.
                statusBar()->showMessage(
                    tr("Cleanup of %1 failed: %2. Select it and press Clean up to retry.").arg(taskId, error));
            }
        });
    connect(m_approvals, &ApprovalQueue::pendingChanged, this, &MainWindow::refreshStatus);
}

void MainWindow::setUpStatusBar()
{
    m_runningLabel = new QLabel(this);
    m_approvalsLabel = new QLabel(this);
    m_connectLabel = new QLabel(this);
    m_connectLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // Shown while the keychain cannot be asked (missing, locked): what needs a stored secret fails until then.
    m_keychainLabel = new QLabel(this);
    m_keychainLabel->setObjectName(QStringLiteral("keychainLabel"));
    m_keychainLabel->hide();
    // Shown while the audit log cannot be written (damaged, locked, not SQLite): calls go on, unrecorded.
    m_auditLabel = new QLabel(this);
    m_auditLabel->setObjectName(QStringLiteral("auditLabel"));
    m_auditLabel->hide();
    for (QLabel *label : {m_auditLabel, m_keychainLabel, m_runningLabel, m_approvalsLabel, m_connectLabel})
        statusBar()->addPermanentWidget(label);
    if (m_engine)
        connect(m_engine, &engine::Engine::credentialsChanged, this, &MainWindow::refreshKeychain);
    if (m_engine && m_engine->audit())
        connect(m_engine->audit(), &engine::AuditLog::problemChanged, this, &MainWindow::refreshAudit);
    refreshKeychain();
    refreshAudit();
}

void MainWindow::setUpWelcome()
{
    m_welcome = new WelcomePanel(this);
    m_ui->tasksLayout->insertWidget(m_ui->tasksLayout->indexOf(m_ui->taskTable) + 1, m_welcome, 1);
    connect(m_welcome, &WelcomePanel::demoClicked, this, &MainWindow::demoRequested);
    connect(m_welcome, &WelcomePanel::connectClicked, this, &MainWindow::showConnectAgent);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &MainWindow::refreshWelcome);
    connect(m_model, &QAbstractItemModel::modelReset, this, &MainWindow::refreshWelcome);
    refreshWelcome();
}

// The welcome panel takes the table's place while there are no tasks, and gives it back with the first one.
void MainWindow::refreshWelcome()
{
    const bool empty = m_model->rowCount() == 0;
    m_welcome->setVisible(empty);
    m_ui->taskTable->setVisible(!empty);
    m_ui->detailTabs->setVisible(!empty); // nothing to show in them yet
}

void MainWindow::refreshAudit()
{
    const QString problem = m_engine && m_engine->audit() ? m_engine->audit()->problem() : QString();
    m_auditLabel->setVisible(!problem.isEmpty());
    m_auditLabel->setText(tr("<b>⚠ Audit log unavailable</b>"));
    m_auditLabel->setToolTip(tr("%1\nCommands still run, but they are not recorded until this is fixed. The file is "
                                "left as it is.")
                                 .arg(problem));
    m_auditLabel->setAccessibleName(tr("Audit log unavailable: %1").arg(problem));
    if (!problem.isEmpty())
        statusBar()->showMessage(tr("The audit log cannot be written: %1").arg(problem), 15000);
}

void MainWindow::setConnectionInfo(const QString &socketPath, int httpPort)
{
    QStringList parts;
    if (!socketPath.isEmpty())
        parts << tr("Agents: airlock mcp → %1").arg(socketPath);
    parts << (httpPort > 0 ? tr("HTTP: http://127.0.0.1:%1/mcp").arg(httpPort) : tr("HTTP off"));
    m_connectLabel->setText(parts.join(QStringLiteral(" · ")));
    m_httpPort = httpPort;
    if (m_connectAgent)
        m_connectAgent->setHttpPort(httpPort);
}

QString MainWindow::selectedTaskId() const
{
    const QModelIndexList rows = m_ui->taskTable->selectionModel()->selectedRows();
    return rows.isEmpty() ? QString() : rows.first().data(TaskTableModel::TaskIdRole).toString();
}

void MainWindow::selectTask(const QString &taskId)
{
    const int row = m_model->rowOf(taskId);
    if (row < 0)
        return;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    m_ui->taskTable->selectionModel()->select(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_ui->taskTable->setCurrentIndex(index);
}

ConnectAgentDialog *MainWindow::connectAgentDialog() const
{
    return m_connectAgent;
}

void MainWindow::showConnectAgent()
{
    if (!m_connectAgent) {
        m_connectAgent = new ConnectAgentDialog(this);
        m_connectAgent->setHttpPort(m_httpPort);
    }
    m_connectAgent->show();
    m_connectAgent->raise();
    m_connectAgent->activateWindow();
}

void MainWindow::showDemoBanner(const QString &text)
{
    if (!m_demoBanner) {
        m_demoBanner = new QLabel(this);
        m_demoBanner->setObjectName(QStringLiteral("demoBanner"));
        m_demoBanner->setAccessibleName(tr("Demo"));
        m_demoBanner->setWordWrap(true);
        m_demoBanner->setStyleSheet(
            QStringLiteral("QLabel { background: #fff3c4; color: #3d2e00; border: 1px solid #d9b84a; padding: 6px; }"));
        m_ui->centralLayout->insertWidget(0, m_demoBanner);
    }
    m_demoBanner->setText(text);
}

void MainWindow::showCheckpoints()
{
    if (!m_checkpointsWindow)
        m_checkpointsWindow = new CheckpointsWindow(m_engine, this);
    else if (!m_checkpointsWindow->isVisible())
        m_checkpointsWindow->refresh(); // checkpoints were taken while it was closed
    m_checkpointsWindow->show();
    m_checkpointsWindow->raise();
    m_checkpointsWindow->activateWindow();
}

void MainWindow::showCheckpoint(const QString &directory, const QString &id)
{
    showCheckpoints();
    m_checkpointsWindow->showCheckpoint(directory, id);
}

void MainWindow::refreshKeychain()
{
    const QString problem = m_engine ? m_engine->keychainProblem() : QString();
    m_keychainLabel->setVisible(!problem.isEmpty());
    m_keychainLabel->setText(tr("<b>⚠ Keychain unavailable</b>"));
    m_keychainLabel->setToolTip(problem);
    m_keychainLabel->setAccessibleName(tr("Keychain unavailable: %1").arg(problem));
}

void MainWindow::requestQuit()
{
    const int alive = m_engine ? int(m_engine->registry()->tasks().size()) : 0;
    if (alive == 0) {
        m_quitting = true;
        emit quitRequested();
        return;
    }
    showNormal();
    raise();
    ask(tr("%n task(s) are alive. Quit Airlock and clean them up? Running commands are stopped.", "", alive),
        tr("Clean up and quit"), [this] {
            m_quitting = true;
            emit quitRequested();
        });
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // With a tray, closing the window hides it: agents may connect at any time, and the tray brings it back. The
    // first time, a notice says where it went. Without a tray, closing quits (asking first when tasks are alive).
    if (!m_quitting && m_attention->hasTray()) {
        hide();
        if (QSystemTrayIcon *tray = m_attention->tray(); tray && !std::exchange(m_trayNoticeShown, true))
            tray->showMessage(tr("Airlock is still running"),
                              tr("Airlock keeps supervising your agents from the tray. Quit it from the tray's "
                                 "menu or with File ▸ Quit."),
                              QSystemTrayIcon::Information, 6000);
        event->ignore();
        return;
    }
    if (!m_quitting) {
        event->ignore();
        requestQuit();
        return;
    }
    event->accept();
}

void MainWindow::showSelectedTask()
{
    const QString taskId = selectedTaskId();
    if (taskId == m_shownTask)
        return;
    m_shownTask = taskId;
    m_ui->console->showText(m_activity->transcript(taskId));
    refreshHistory();
    refreshFacts();
}

void MainWindow::onOutput(const QString &taskId, const QString &text, bool stderrText)
{
    if (taskId == m_shownTask)
        m_ui->console->appendText(text, stderrText);
}

void MainWindow::showHistory()
{
    if (!m_history) {
        engine::AuditLog *log = m_engine ? m_engine->audit() : nullptr;
        // With the log turned off, what it recorded before is still there to read.
        const QString path = log        ? log->path()
                             : m_engine ? engine::AuditLog::pathFor(m_engine->config())
                                        : engine::AuditLog::defaultPath();
        m_history = new HistoryWindow(path, log, m_engine ? m_engine->rules() : nullptr, this);
        connect(m_history, &HistoryWindow::checkpointRequested, this, &MainWindow::showCheckpoint);
    }
    m_history->show();
    m_history->raise();
    m_history->activateWindow();
}

void MainWindow::historyChangedSoon()
{
    if (m_historyRefresh->isActive()) {
        m_historyStale = true;
        return;
    }
    refreshHistory();
    m_historyRefresh->start();
}

void MainWindow::refreshHistory()
{
    QList<CommandRecord> history = m_activity->history(m_shownTask);
    // The audit log has the task's finished commands; the running ones, not logged until they end, come from
    // memory. Without a working log, the memory is all there is.
    if (auto logged = m_auditHistory ? m_auditHistory->history(m_shownTask) : std::nullopt)
        history = TaskAuditHistory::merge(std::move(*logged), history);
    QTableWidget *table = m_ui->historyTable;
    table->setUpdatesEnabled(false);
    table->setRowCount(int(history.size()));
    for (int i = 0; i < history.size(); ++i) {
        const CommandRecord &r = history.at(int(history.size()) - 1 - i); // newest first
        const QString duration = r.durationMs < 0      ? tr("running…")
                                 : r.durationMs < 1000 ? tr("%1 ms").arg(r.durationMs)
                                                       : tr("%1 s").arg(double(r.durationMs) / 1000.0, 0, 'f', 1);
        const QStringList cells{r.started.toString(QStringLiteral("HH:mm:ss")), duration,
                                r.durationMs < 0 ? QString() : r.outcome,
                                QString(r.command).replace(QLatin1Char('\n'), QStringLiteral(" ⏎ ")).left(500)};
        for (int c = 0; c < cells.size(); ++c) {
            auto *item = new QTableWidgetItem(cells.at(c));
            if (c == 3)
                item->setToolTip(r.command.left(4000));
            table->setItem(i, c, item);
        }
    }
    table->setUpdatesEnabled(true);
}

void MainWindow::refreshFacts()
{
    QTableWidget *table = m_ui->factsTable;
    if (m_shownTask.isEmpty() || !m_engine) {
        table->setRowCount(0);
        return;
    }
    QList<QPair<QString, QString>> rows;
    const auto status = m_engine->registry()->status(m_shownTask);
    rows.append({tr("Task id"), m_shownTask});
    if (status) {
        rows.append({tr("Backend"), status->kind});
        rows.append({tr("State"), stateText(status->state)});
        rows += readableFacts(status->facts, QDateTime::currentDateTimeUtc());
        const int ttl = m_engine->registry()->options().idleSecs;
        const auto row = m_model->rowOf(m_shownTask);
        const qint64 idle =
            row >= 0 ? m_model->index(row, TaskTableModel::IdleColumn).data(TaskTableModel::SortRole).toLongLong()
                     : status->idleSecs;
        rows.append({tr("Idle TTL left"), status->state == TaskState::Idle
                                              ? tr("%1 s").arg(std::max<qint64>(0, ttl - idle))
                                              : tr("(not idle)")});
        if (!status->problem.isEmpty())
            rows.append({tr("Problem"), status->problem});
    } else {
        rows.append({tr("State"), tr("gone (cleaned up)")});
    }
    table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        table->setItem(i, 0, new QTableWidgetItem(rows.at(i).first));
        table->setItem(i, 1, new QTableWidgetItem(rows.at(i).second));
    }
}

void MainWindow::refreshStatus()
{
    int running = 0;
    if (m_engine) {
        for (const backends::TaskStatus &status : m_engine->registry()->tasks())
            running += status.state == TaskState::Running ? 1 : 0;
    }
    m_runningLabel->setText(tr("Running: %1").arg(running));
    const int pending = m_approvals->pendingCount();
    m_approvalsLabel->setText(pending > 0 ? tr("<b>Approvals waiting: %1</b>").arg(pending)
                                          : tr("Approvals waiting: 0"));
    setWindowTitle(pending > 0 ? tr("Airlock (%1 waiting)").arg(pending) : tr("Airlock"));
}

HistoryWindow *MainWindow::historyWindow() const
{
    return m_history;
}

CheckpointsWindow *MainWindow::checkpointsWindow() const
{
    return m_checkpointsWindow;
}

} // namespace airlock::gui
