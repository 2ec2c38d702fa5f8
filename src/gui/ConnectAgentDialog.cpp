// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ConnectAgentDialog.h"

#include "AgentSnippets.h"

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

QPlainTextEdit *codeView(const QString &text, QWidget *parent)
{
    auto *view = new QPlainTextEdit(text, parent);
    view->setReadOnly(true);
    view->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    view->setLineWrapMode(QPlainTextEdit::NoWrap);
    return view;
}

// A snippet beside its Copy button; the button copies what the view shows at the time.
QWidget *copyableSnippet(QPlainTextEdit **viewOut, QPushButton **copyOut, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    QPlainTextEdit *view = codeView({}, box);
    view->setObjectName(QStringLiteral("snippetView"));
    view->setAccessibleName(ConnectAgentDialog::tr("Configuration to paste"));
    auto *copy = new QPushButton(ConnectAgentDialog::tr("Copy"), box);
    copy->setObjectName(QStringLiteral("copyButton"));
    QObject::connect(copy, &QPushButton::clicked, box,
                     [view] { QApplication::clipboard()->setText(view->toPlainText()); });
    layout->addWidget(view, 1);
    layout->addWidget(copy, 0, Qt::AlignTop);
    *viewOut = view;
    *copyOut = copy;
    return box;
}

void showSnippet(QPlainTextEdit *view, const QString &text)
{
    view->setPlainText(text);
    const int lines = int(text.count(QLatin1Char('\n'))) + 1;
    view->setFixedHeight(view->fontMetrics().lineSpacing() * std::min(lines, 10) + 2 * view->frameWidth() + 12);
}

} // namespace

// Where one agent (or any MCP client) is told how to reach the terminal tool, over stdio and over HTTP.
struct ConnectAgentDialog::McpViews {
    std::optional<engine::HookAgent> agent;
    QLabel *stdioWhere = nullptr;
    QPlainTextEdit *stdio = nullptr;
    QPushButton *stdioCopy = nullptr;
    QLabel *httpWhere = nullptr;
    QPlainTextEdit *http = nullptr;
    QPushButton *httpCopy = nullptr;
    QWidget *httpBox = nullptr;
    QLabel *httpNote = nullptr;
};

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
    , m_airlock(AgentSnippets::program(QCoreApplication::applicationFilePath(), qEnvironmentVariable("PATH")))
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
    setHttpPort(0);
    resize(780, 620);
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
    layout->addWidget(makeMcpViews(agent, page));
    m_agents.push_back(std::move(tab));
    return page;
}

QWidget *ConnectAgentDialog::makeMcpTab()
{
    auto *page = new QWidget(m_tabs);
    auto *layout = new QVBoxLayout(page);
    auto *intro = new QLabel(tr("Any client that speaks MCP can use Airlock's <code>terminal</code> tool: over stdio, "
                                "the client starts <code>airlock mcp</code>, a bridge to this app; over Streamable "
                                "HTTP, it connects to this app with a bearer token."),
                             page);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    layout->addWidget(makeMcpViews(std::nullopt, page));
    layout->addStretch(1);
    return page;
}

// Two tabs, stdio and Streamable HTTP, each with its snippet, where it goes, and a Copy button.
QWidget *ConnectAgentDialog::makeMcpViews(std::optional<engine::HookAgent> agent, QWidget *parent)
{
    auto views = std::make_unique<McpViews>();
    views->agent = agent;
    auto *tabs = new QTabWidget(parent);
    tabs->setObjectName(QStringLiteral("transportTabs"));
    tabs->setDocumentMode(true);
    auto *stdioPage = new QWidget(tabs);
    auto *stdioLayout = new QVBoxLayout(stdioPage);
    views->stdioWhere = new QLabel(stdioPage);
    views->stdioWhere->setWordWrap(true);
    stdioLayout->addWidget(views->stdioWhere);
    stdioLayout->addWidget(copyableSnippet(&views->stdio, &views->stdioCopy, stdioPage));
    stdioLayout->addStretch(1);
    tabs->addTab(stdioPage, tr("stdio (airlock mcp)"));

    auto *httpPage = new QWidget(tabs);
    auto *httpLayout = new QVBoxLayout(httpPage);
    views->httpNote = new QLabel(httpPage);
    views->httpNote->setObjectName(QStringLiteral("httpNote"));
    views->httpNote->setWordWrap(true);
    views->httpNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    views->httpBox = new QWidget(httpPage);
    auto *boxLayout = new QVBoxLayout(views->httpBox);
    boxLayout->setContentsMargins(0, 0, 0, 0);
    views->httpWhere = new QLabel(views->httpBox);
    views->httpWhere->setWordWrap(true);
    boxLayout->addWidget(views->httpWhere);
    boxLayout->addWidget(copyableSnippet(&views->http, &views->httpCopy, views->httpBox));
    httpLayout->addWidget(views->httpBox);
    httpLayout->addWidget(views->httpNote);
    httpLayout->addStretch(1);
    tabs->addTab(httpPage, tr("Streamable HTTP"));
    m_mcp.push_back(std::move(views));
    return tabs;
}

void ConnectAgentDialog::setHttpPort(int port)
{
    m_httpPort = port;
    for (const auto &views : m_mcp)
        refreshMcp(*views);
}

void ConnectAgentDialog::refreshMcp(McpViews &views)
{
    auto whereText = [](const AgentSnippet &snippet) {
        switch (snippet.format) {
        case AgentSnippet::Format::Shell: return tr("Run in a terminal:");
        case AgentSnippet::Format::Url: return tr("The server's URL:");
        case AgentSnippet::Format::Json:
        case AgentSnippet::Format::Toml:
            return snippet.where.isEmpty()
                       ? tr("In the client's MCP configuration (its <code>mcpServers</code>):")
                       : tr("Add to <code>%1</code> (merge with what is there):").arg(snippet.where.toHtmlEscaped());
        }
        return QString();
    };
    const AgentSnippet stdio = AgentSnippets::stdio(views.agent, m_airlock);
    views.stdioWhere->setText(whereText(stdio));
    showSnippet(views.stdio, stdio.text);

    const QString token = tr("The token lives in your keychain; <code>%1</code> puts it where the snippet reads it "
                             "(run it in the shell that starts the agent).")
                              .arg(AgentSnippets::tokenExport(m_airlock).toHtmlEscaped());
    views.httpBox->setVisible(m_httpPort > 0);
    if (m_httpPort <= 0) {
        views.httpNote->setText(tr("MCP over HTTP is off. To use it, turn on <i>Serve MCP over HTTP</i> in Settings "
                                   "▸ Agents and restart Airlock; the configuration with its port appears here."));
        return;
    }
    const AgentSnippet http = AgentSnippets::http(views.agent, m_airlock, m_httpPort);
    views.httpWhere->setText(whereText(http));
    showSnippet(views.http, http.text);
    if (!views.agent)
        views.httpNote->setText(tr("Send the header <code>Authorization: Bearer &lt;token&gt;</code> with every "
                                   "request. %1")
                                    .arg(token));
    else if (views.agent == engine::HookAgent::ClaudeCode)
        views.httpNote->setText(tr("The command reads the token from your keychain once, and Claude Code keeps it."));
    else
        views.httpNote->setText(token);
}

QString ConnectAgentDialog::snippet(std::optional<engine::HookAgent> agent, bool http) const
{
    for (const auto &views : m_mcp) {
        if (views->agent == agent)
            return http ? (views->httpBox->isHidden() ? QString() : views->http->toPlainText())
                        : views->stdio->toPlainText();
    }
    return {};
}

QPushButton *ConnectAgentDialog::copyButton(std::optional<engine::HookAgent> agent, bool http) const
{
    for (const auto &views : m_mcp) {
        if (views->agent == agent)
            return http ? views->httpCopy : views->stdioCopy;
    }
    return nullptr;
}

QString ConnectAgentDialog::httpNote(std::optional<engine::HookAgent> agent) const
{
    for (const auto &views : m_mcp) {
        if (views->agent == agent)
            return views->httpNote->text();
    }
    return {};
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
