// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/SecretAccess.h"

#include <QHash>
#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>

class QLabel;
class QSortFilterProxyModel;

namespace Ui {
class MainWindow;
}

namespace airlock::engine {
class Engine;
}

namespace airlock::gui {

class LeftoversBar;

class CredentialQueue;

class ApprovalQueue;
class ConnectAgentDialog;
class HistoryWindow;
class TaskAuditHistory;
class Attention;
class CheckpointsWindow;
class TaskActivity;
class TaskTableModel;
class WelcomePanel;

// The window the person lives in: every task live (table), the selected task's output, history and backend facts,
// cleanup controls, and a status bar saying what runs, what waits for approval and where agents connect.
class MainWindow final : public QMainWindow
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MainWindow)

public:
    explicit MainWindow(engine::Engine *engine, QWidget *parent = nullptr);
    ~MainWindow() override;

    void setConnectionInfo(const QString &socketPath, int httpPort);

    TaskTableModel *taskModel() const { return m_model; }
    TaskActivity *activity() const { return m_activity; }
    ApprovalQueue *approvals() const { return m_approvals; }
    Attention *attention() const { return m_attention; }
    QString selectedTaskId() const;
    void selectTask(const QString &taskId);

    // Cleanup controls; each asks first when a command is running (a window-modal question, opened, not exec'd).
    void cleanupSelected();
    void cleanupIdle();
    void cleanupAll();
    // The question asked before a cleanup or quit, while it is open (for tests and the keyboard).
    QWidget *pendingQuestion() const { return m_question; }
    // Quit: asks when tasks are alive, then quitRequested() (the app cleans up and exits).
    void requestQuit();
    // The engine's credential questions (missing passwords, unknown SSH host keys), presented one at a time.
    CredentialQueue *credentialQueue() const { return m_credentials; }
    // The Checkpoints window (one, made when first asked for), shown and raised; showCheckpoint() opens it at one
    // checkpoint (the History window's checkpointRequested).
    void showCheckpoints();
    void showCheckpoint(const QString &directory, const QString &id);
    CheckpointsWindow *checkpointsWindow() const;
    // The History window (View ▸ History…, Ctrl+H): one, made on first use, raised when shown again.
    void showHistory();
    HistoryWindow *historyWindow() const;
    // File ▸ Connect an agent… (also a link in the empty window): the agents' hooks and MCP configuration.
    void showConnectAgent();
    ConnectAgentDialog *connectAgentDialog() const;
    // Shown instead of the task table while there are no tasks: "Try the demo" and "Connect an agent…".
    WelcomePanel *welcomePanel() const { return m_welcome; }
    // `airlock demo`: a banner above the tasks saying that what runs is a demo, and what it does now.
    void showDemoBanner(const QString &text);

signals:
    void quitRequested();
    void settingsRequested();
    Q_SIGNAL void demoRequested();

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    // The constructor's steps.
    void setUpTaskTable();
    void connectActions();
    void connectEngine();
    void setUpStatusBar();
    void setUpWelcome();
    void refreshWelcome();

    void connectCleanup(); // MainWindowCleanup.cpp
    void ask(const QString &text, const QString &confirm, std::function<void()> onYes);
    void cleanup(const QStringList &taskIds);
    void showSelectedTask();
    void refreshHistory();
    void refreshFacts();
    void refreshStatus();
    void refreshKeychain();
    void refreshAudit();
    void historyChangedSoon();
    void onOutput(const QString &taskId, const QString &text, bool stderrText);

    std::unique_ptr<Ui::MainWindow> m_ui;
    QPointer<engine::Engine> m_engine;
    TaskTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    TaskActivity *m_activity;
    ApprovalQueue *m_approvals;
    CredentialQueue *m_credentials;
    Attention *m_attention;
    QLabel *m_runningLabel;
    QLabel *m_approvalsLabel;
    QLabel *m_connectLabel;
    QLabel *m_keychainLabel = nullptr;
    QLabel *m_auditLabel = nullptr;
    QTimer *m_historyRefresh = nullptr;
    bool m_historyStale = false; // changed while m_historyRefresh ran
    QPointer<QWidget> m_question;
    QPointer<CheckpointsWindow> m_checkpointsWindow;
    QPointer<ConnectAgentDialog> m_connectAgent;
    WelcomePanel *m_welcome = nullptr;
    int m_httpPort = 0; // where MCP over HTTP listens (0: off), for Connect an Agent…
    QPointer<HistoryWindow> m_history;
    TaskAuditHistory *m_auditHistory = nullptr; // the History tab from the audit log, when there is one
    QString m_shownTask;
    QTimer m_factsTicker;
    QLabel *m_demoBanner = nullptr;
    LeftoversBar *m_leftovers = nullptr; // what an earlier, dead Airlock left: the offer to clean it
    bool m_quitting = false;
    bool m_trayNoticeShown = false; // "still running in the tray", once per run
};

} // namespace airlock::gui
