// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "McpHost.h"

#include "engine/HookService.h"

#include "ElicitationPresenter.h"
#include "HttpTransport.h"
#include "LocalBridge.h"
#include "McpLog.h"
#include "McpServer.h"
#include "StdioTransport.h"
#include "TerminalTool.h"

#include "backends/TaskRegistry.h"
#include "engine/Engine.h"

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

McpHost::McpHost(engine::Engine *engine, Options options, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_options(std::move(options))
{
    ServerInfo info;
    info.version = m_options.version;
    info.instructions = instructions();
    m_server = std::make_unique<McpServer>(std::move(info));
    m_server->setTaskPrefix(m_options.taskPrefix);

    if (m_engine->approvals() == engine::Approvals::Interactive && m_options.elicitApprovals)
        m_presenter = std::make_unique<ElicitationPresenter>(m_engine->broker(), m_server.get());
    m_server->addTool(std::make_unique<TerminalTool>(m_engine->service()));

    m_deadline.setSingleShot(true);
}

McpHost::~McpHost() = default;

StdioTransport *McpHost::serveStdio(int inFd, int outFd)
{
    auto *transport = m_stdio.emplace_back(std::make_unique<StdioTransport>(m_server.get(), inFd, outFd)).get();
    transport->start();
    return transport;
}

core::Result<QString> McpHost::startBridge(const QString &socketPath)
{
    auto bridge = std::make_unique<LocalBridge>(m_server.get(), m_engine->hooks());
    const auto path = bridge->listen(socketPath);
    if (!path)
        return path.error();
    m_bridge = std::move(bridge);
    return *path;
}

core::Result<quint16> McpHost::startHttp(quint16 port, const QString &token)
{
    auto http = std::make_unique<HttpTransport>(m_server.get(), token);
    const auto listening = http->listen(port);
    if (!listening)
        return listening.error();
    m_http = std::move(http);
    return *listening;
}

void McpHost::exitWhenIdle(int secs)
{
    if (secs <= 0)
        return;
    m_idle.setSingleShot(true);
    m_idle.setInterval(secs * 1000);
    connect(&m_idle, &QTimer::timeout, this, [this] {
        if (!isIdle())
            return; // an agent or a task came back; checkIdle() starts the countdown again when they go
        qCWarning(lcMcp).noquote() << QStringLiteral("no agent connected and no task for %1 s (mcp.idle_exit_secs): "
                                                     "exiting")
                                          .arg(m_idle.interval() / 1000);
        shutdown();
    });
    if (m_bridge)
        connect(m_bridge.get(), &LocalBridge::connectionCountChanged, this, &McpHost::checkIdle);
    connect(m_engine->registry(), &backends::TaskRegistry::taskChanged, this, &McpHost::checkIdle);
    connect(m_engine->registry(), &backends::TaskRegistry::taskRemoved, this, &McpHost::checkIdle);
    m_idle.start();
}

bool McpHost::isIdle() const
{
    return (!m_bridge || m_bridge->connectionCount() == 0) && m_server->sessions().isEmpty() &&
           !m_engine->registry()->hasTasks();
}

// Any agent or task stops the countdown; the last one to go starts it again from the full time.
void McpHost::checkIdle()
{
    if (m_idle.interval() <= 0 || m_shuttingDown)
        return;
    if (!isIdle())
        m_idle.stop();
    else if (!m_idle.isActive())
        m_idle.start();
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
    if (!m_engine->registry()->hasTasks()) {
        done();
        return;
    }
    connect(m_engine->registry(), &backends::TaskRegistry::cleanupFinished, this,
            [](const QString &taskId, bool ok, const QString &error) {
                if (!ok)
                    qCWarning(lcMcp).noquote() << "task" << taskId << "was not cleaned up:" << error;
            });
    connect(m_engine->registry(), &backends::TaskRegistry::allCleanedUp, this, &McpHost::done);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        qCWarning(lcMcp) << "task cleanup did not finish in time";
        done();
    });
    m_deadline.start(kCleanupMs);
    m_engine->registry()->cleanupAll();
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
