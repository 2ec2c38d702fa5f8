// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/HookSettings.h"

#include <QDialog>

#include <optional>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;

namespace airlock::gui {

// "Connect an agent…": per agent, the hook that sends its own shell commands to Airlock (installed into the agent's
// user settings after the exact change is shown as a diff, with a backup, and removable again), and the MCP
// configuration for Airlock's `terminal` tool, ready to paste.
class ConnectAgentDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConnectAgentDialog)

public:
    // `home`: whose settings to edit (empty: the person's); `hookProgram`: what the hook runs (empty: airlock-hook
    // beside this program).
    explicit ConnectAgentDialog(QWidget *parent = nullptr, QString home = {}, QString hookProgram = {});
    ~ConnectAgentDialog() override;

    // The agent tab's widgets, for tests.
    QPushButton *installButton(engine::HookAgent agent) const;
    QPushButton *removeButton(engine::HookAgent agent) const;
    QPlainTextEdit *changeView(engine::HookAgent agent) const;
    QLabel *statusLabel(engine::HookAgent agent) const;
    void showAgent(engine::HookAgent agent);

private:
    struct AgentTab;
    QWidget *makeAgentTab(engine::HookAgent agent);
    QWidget *makeMcpTab();
    void refresh(engine::HookAgent agent);
    void apply(engine::HookAgent agent, bool install);

    QString m_home;
    QString m_program;
    QTabWidget *m_tabs;
    std::vector<std::unique_ptr<AgentTab>> m_agents;
};

} // namespace airlock::gui
