// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/HookSettings.h"

#include <QDialog>

#include <memory>
#include <optional>
#include <vector>

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

    // Where MCP over HTTP listens (0: off, and the dialog says how to turn it on).
    void setHttpPort(int port);
    // The MCP configuration shown for an agent (empty: any MCP client), over stdio or HTTP (empty while HTTP is
    // off), its Copy button, and the note under the HTTP snippet; for tests.
    QString snippet(std::optional<engine::HookAgent> agent, bool http) const;
    QPushButton *copyButton(std::optional<engine::HookAgent> agent, bool http) const;
    QString httpNote(std::optional<engine::HookAgent> agent) const;
    // How agents start Airlock: "airlock" when it is this program on PATH, else this program's full path.
    QString airlockProgram() const { return m_airlock; }

private:
    struct AgentTab;
    struct McpViews;
    QWidget *makeAgentTab(engine::HookAgent agent);
    QWidget *makeMcpTab();
    QWidget *makeMcpViews(std::optional<engine::HookAgent> agent, QWidget *parent);
    void refreshMcp(McpViews &views);
    void refresh(engine::HookAgent agent);
    void apply(engine::HookAgent agent, bool install);

    QString m_home;
    QString m_program;
    QString m_airlock;
    int m_httpPort = 0;
    QTabWidget *m_tabs;
    std::vector<std::unique_ptr<AgentTab>> m_agents;
    std::vector<std::unique_ptr<McpViews>> m_mcp;
};

} // namespace airlock::gui
