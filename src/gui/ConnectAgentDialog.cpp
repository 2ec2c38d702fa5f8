// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ConnectAgentDialog.h"

#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDir>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QVBoxLayout>

namespace airlock::gui {

namespace {

constexpr engine::HookAgent kAgents[] = {engine::HookAgent::ClaudeCode, engine::HookAgent::Codex,
                                         engine::HookAgent::GeminiCli, engine::HookAgent::Cursor};

QString displayName(engine::HookAgent agent)
{
    switch (agent) {
    case engine::HookAgent::ClaudeCode: return QStringLiteral("Claude Code");
    case engine::HookAgent::Codex: return QStringLiteral("Codex CLI");
    case engine::HookAgent::GeminiCli: return QStringLiteral("Gemini CLI");
    case engine::HookAgent::Cursor: return QStringLiteral("Cursor");
    }
    return {};
}

// How the agent reaches Airlock's own `terminal` tool over MCP.
QString mcpSnippet(engine::HookAgent agent)
{
    switch (agent) {
    case engine::HookAgent::ClaudeCode: return QStringLiteral("claude mcp add airlock -- airlock mcp");
    case engine::HookAgent::Codex:
        return QStringLiteral("# ~/.codex/config.toml\n[mcp_servers.airlock]\ncommand = \"airlock\"\nargs = [\"mcp\"]");
    case engine::HookAgent::GeminiCli:
        return QStringLiteral("// ~/.gemini/settings.json\n{\"mcpServers\": {\"airlock\": {\"command\": \"airlock\", "
                              "\"args\": [\"mcp\"]}}}");
    case engine::HookAgent::Cursor:
        return QStringLiteral(
            "// ~/.cursor/mcp.json\n{\"mcpServers\": {\"airlock\": {\"command\": \"airlock\", \"args\": [\"mcp\"]}}}");
    }
    return {};
}

QPlainTextEdit *codeView(const QString &text, QWidget *parent)
{
    auto *view = new QPlainTextEdit(text, parent);
    view->setReadOnly(true);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    return view;
}

QWidget *copyableSnippet(const QString &text, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    QPlainTextEdit *view = codeView(text, box);
    view->setMaximumHeight(view->fontMetrics().lineSpacing() * (int(text.count(QLatin1Char('\n'))) + 3));
    auto *copy = new QPushButton(ConnectAgentDialog::tr("Copy"), box);
    QObject::connect(copy, &QPushButton::clicked, box, [text] { QApplication::clipboard()->setText(text); });
    layout->addWidget(view, 1);
    layout->addWidget(copy, 0, Qt::AlignTop);
    return box;
}

} // namespace

struct ConnectAgentDialog::AgentTab {
    engine::HookAgent agent;
    std::optional<engine::HookPlan> shown; // the change on screen, which the button writes
    bool shownInstalls = true;
    QLabel *status = nullptr;
    QPlainTextEdit *change = nullptr;
    QPushButton *install = nullptr;
    QPushButton *remove = nullptr;
};

ConnectAgentDialog::ConnectAgentDialog(QWidget *parent, QString home, QString hookProgram)
    : QDialog(parent)
    , m_home(home.isEmpty() ? QDir::homePath() : std::move(home))
    , m_program(hookProgram.isEmpty() ? engine::HookSettings::defaultProgram(QCoreApplication::applicationDirPath())
                                      : std::move(hookProgram))
    , m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("Connect an agent"));
    setObjectName(QStringLiteral("connectAgentDialog"));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    for (engine::HookAgent agent : kAgents)
        m_tabs->addTab(makeAgentTab(agent), displayName(agent));
    m_tabs->addTab(makeMcpTab(), tr("Any MCP client"));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    for (engine::HookAgent agent : kAgents)
        refresh(agent);
    resize(760, 560);
}

ConnectAgentDialog::~ConnectAgentDialog() = default;

QWidget *ConnectAgentDialog::makeAgentTab(engine::HookAgent agent)
{
    auto tab = std::make_unique<AgentTab>();
    tab->agent = agent;
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    auto *intro = new QLabel(
        tr("<b>Its own shell tool.</b> With Airlock's hook, every shell command %1 runs with its own tool is judged "
           "here first: safe ones go on, dangerous ones ask you in Airlock's dialog, and all are recorded. The command "
           "still runs where %1 runs it.")
            .arg(displayName(agent)),
        page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    tab->status = new QLabel(page);
    tab->status->setWordWrap(true);
    tab->status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(tab->status);
    tab->change = codeView({}, page);
    tab->change->setObjectName(QStringLiteral("changeView"));
    layout->addWidget(tab->change, 1);
    auto *row = new QHBoxLayout;
    tab->install = new QPushButton(tr("Install the hook"), page);
    tab->remove = new QPushButton(tr("Remove the hook"), page);
    row->addStretch(1);
    row->addWidget(tab->remove);
    row->addWidget(tab->install);
    layout->addLayout(row);
    connect(tab->install, &QPushButton::clicked, this, [this, agent] { apply(agent, true); });
    connect(tab->remove, &QPushButton::clicked, this, [this, agent] { apply(agent, false); });
    auto *mcpLabel =
        new QLabel(tr("<b>Or Airlock's terminal tool</b>, over MCP (Airlock then runs the commands):"), page);
    layout->addWidget(mcpLabel);
    layout->addWidget(copyableSnippet(mcpSnippet(agent), page));
    m_agents.push_back(std::move(tab));
    return page;
}

QWidget *ConnectAgentDialog::makeMcpTab()
{
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    auto *stdio =
        new QLabel(tr("<b>stdio</b>: the client starts Airlock's bridge to this app as its MCP server:"), page);
    layout->addWidget(stdio);
    layout->addWidget(copyableSnippet(
        QStringLiteral("{\"mcpServers\": {\"airlock\": {\"command\": \"airlock\", \"args\": [\"mcp\"]}}}"), page));
    auto *http = new QLabel(
        tr("<b>Streamable HTTP</b> (turn on <i>MCP over HTTP</i> in Settings): the URL below with the header "
           "<code>Authorization: Bearer &lt;token&gt;</code>; <code>airlock secret get mcp-http-token</code> prints "
           "the token, which lives in your keychain."),
        page);
    http->setWordWrap(true);
    layout->addWidget(http);
    layout->addWidget(copyableSnippet(QStringLiteral("http://127.0.0.1:8765/mcp"), page));
    layout->addStretch(1);
    return page;
}

void ConnectAgentDialog::refresh(engine::HookAgent agent)
{
    AgentTab &tab = *m_agents[size_t(agent)];
    const engine::HookStatus status = engine::HookSettings::status(agent, m_home, m_program);
    if (!status.valid) {
        tab.status->setText(
            tr("%1 cannot be read, so Airlock will not change it: %2").arg(status.path, status.problem));
        tab.change->clear();
        tab.install->setEnabled(false);
        tab.remove->setEnabled(false);
        return;
    }
    const bool installed = status.installed && status.usesProgram && status.upToDate;
    tab.status->setText(installed ? tr("Installed in %1. Removing it makes this change:").arg(status.path)
                                  : tr("Not installed. Installing it makes this change to %1 (the old file is kept "
                                       "as %1.airlock-backup):")
                                        .arg(status.path));
    const auto plan = installed ? engine::HookSettings::planUninstall(agent, m_home)
                                : engine::HookSettings::planInstall(agent, m_home, m_program);
    tab.change->setPlainText(plan ? plan->diff : plan.error().message);
    tab.shown = plan ? std::optional<engine::HookPlan>(*plan) : std::nullopt;
    tab.shownInstalls = !installed;
    tab.install->setEnabled(!installed && plan && plan->changes());
    tab.remove->setEnabled(installed || (status.valid && !status.commands.isEmpty()));
}

// Writes exactly the change on screen (apply() refuses it when the file changed since: the person looks again).
void ConnectAgentDialog::apply(engine::HookAgent agent, bool install)
{
    AgentTab &tab = *m_agents[size_t(agent)];
    const std::optional<engine::HookPlan> plan = tab.shownInstalls == install ? tab.shown : std::nullopt;
    const auto applied = plan ? engine::HookSettings::apply(*plan)
                              : core::Result<bool>(core::Error::executionFailed(tr("the change is not shown yet")));
    refresh(agent);
    if (!applied)
        tab.status->setText(tr("Nothing was written: %1").arg(applied.error().message));
    else
        tab.status->setText((install ? tr("Installed in %1.") : tr("Removed from %1.")).arg(plan->path) +
                            QLatin1Char(' ') + tab.status->text());
}

QPushButton *ConnectAgentDialog::installButton(engine::HookAgent agent) const
{
    return m_agents[size_t(agent)]->install;
}

QPushButton *ConnectAgentDialog::removeButton(engine::HookAgent agent) const
{
    return m_agents[size_t(agent)]->remove;
}

QPlainTextEdit *ConnectAgentDialog::changeView(engine::HookAgent agent) const
{
    return m_agents[size_t(agent)]->change;
}

QLabel *ConnectAgentDialog::statusLabel(engine::HookAgent agent) const
{
    return m_agents[size_t(agent)]->status;
}

void ConnectAgentDialog::showAgent(engine::HookAgent agent)
{
    m_tabs->setCurrentIndex(int(agent));
}

} // namespace airlock::gui
