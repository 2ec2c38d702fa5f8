// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "McpHost.h"

#include "ElicitationPresenter.h"
#include "HttpTransport.h"
#include "LocalBridge.h"
#include "McpLog.h"
#include "McpServer.h"
#include "StdioTransport.h"
#include "TerminalTool.h"

#include "backends/TaskRegistry.h"
#include "core/Engine.h"
#include "core/TerminalService.h"

namespace airlock::mcp {

namespace {

// Cancelled commands get SIGTERM, then SIGKILL 2 s later; backends then clean up. Past these, Airlock stops waiting.
constexpr int kDrainMs = 10 * 1000;
constexpr int kCleanupMs = 20 * 1000;

QString instructions()
{
    return QStringLiteral(
        "Airlock runs shell commands through its `terminal` tool, in a persistent bash shell per task: the current "
        "directory, variables and functions carry over between calls. Each connection is one task; to use several "
        "independent shells on one connection, set _meta[\"airlock/task_id\"] on a call. A person may have to "
        "approve a command; a denial says why.");
}

} // namespace

core::Result<core::Engine::Approvals> McpHost::parseApproval(const QString &text)
{
    if (text == QLatin1String("elicit"))
        return core::Engine::Approvals::Interactive;
    bool ok = false;
    const core::Engine::Approvals approvals = core::Engine::approvalsFromName(text, &ok);
    if (!ok)
        return core::Error::invalidArguments(
            QStringLiteral("--approve must be deny, allow, ask-timeout or elicit, not \"%1\"").arg(text));
    return approvals;
}

McpHost::McpHost(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    core::Engine::Options engineOptions;
    engineOptions.config = m_options.config;
    engineOptions.environment = m_options.environment;
    engineOptions.approvals = m_options.approvals;
    engineOptions.confirmHostKey = m_options.confirmHostKey;
    engineOptions.askSecret = m_options.askSecret;
    m_engine = std::make_unique<core::Engine>(engineOptions);

    ServerInfo info;
    info.version = m_options.version;
    info.instructions = instructions();
    m_server = std::make_unique<McpServer>(std::move(info));
    m_server->setTaskPrefix(m_options.taskPrefix);

    if (m_options.approvals == core::Engine::Approvals::Interactive && m_options.elicitApprovals)
        m_presenter = new ElicitationPresenter(m_engine->broker(), m_server.get(), this);
    m_server->addTool(std::make_unique<TerminalTool>(m_engine->service()));

    m_deadline.setSingleShot(true);
}

McpHost::~McpHost()
{
    delete std::exchange(m_http, nullptr);
    delete std::exchange(m_bridge, nullptr);
    delete std::exchange(m_presenter, nullptr);
    // Tool calls (children of the server) refer to the service: the server goes first, then the engine.
    m_server.reset();
    m_engine.reset();
}

core::TerminalService *McpHost::service() const
{
    return m_engine->service();
}

backends::TaskRegistry *McpHost::registry() const
{
    return m_engine->registry();
}

StdioTransport *McpHost::serveStdio(int inFd, int outFd)
{
    auto *transport = new StdioTransport(m_server.get(), inFd, outFd, this);
    transport->start();
    return transport;
}

core::Result<QString> McpHost::startBridge(const QString &socketPath)
{
    auto *bridge = new LocalBridge(m_server.get(), this);
    const auto path = bridge->listen(socketPath);
    if (!path) {
        delete bridge;
        return path.error();
    }
    m_bridge = bridge;
    return *path;
}

core::Result<quint16> McpHost::startHttp(quint16 port, const QString &token)
{
    auto *http = new HttpTransport(m_server.get(), token, this);
    const auto listening = http->listen(port);
    if (!listening) {
        delete http;
        return listening.error();
    }
    m_http = http;
    return *listening;
}

void McpHost::shutdown()
{
    if (m_shuttingDown)
        return;
    m_shuttingDown = true;
    if (m_bridge)
        m_bridge->close();
    if (m_http)
        m_http->close();
    m_server->closeAllSessions();
    if (m_server->liveInvocations() == 0) {
        cleanupTasks();
        return;
    }
    qCInfo(lcMcp) << "waiting for" << m_server->liveInvocations() << "cancelled calls";
    connect(m_server.get(), &McpServer::invocationsDrained, this, &McpHost::cleanupTasks);
    connect(&m_deadline, &QTimer::timeout, this, &McpHost::cleanupTasks);
    m_deadline.start(kDrainMs);
}

void McpHost::cleanupTasks()
{
    if (m_cleaning)
        return;
    m_cleaning = true;
    m_deadline.disconnect(this);
    if (!registry()->hasTasks()) {
        done();
        return;
    }
    connect(registry(), &backends::TaskRegistry::allCleanedUp, this, &McpHost::done);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        qCWarning(lcMcp) << "task cleanup did not finish in time";
        done();
    });
    m_deadline.start(kCleanupMs);
    registry()->cleanupAll();
}

void McpHost::done()
{
    if (m_done)
        return;
    m_done = true;
    m_deadline.stop();
    emit shutDown();
}

} // namespace airlock::mcp
