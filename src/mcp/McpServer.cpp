// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "McpServer.h"

#include "McpSession.h"
#include "Tool.h"

namespace airlock::mcp {

McpServer::McpServer(ServerInfo info, QObject *parent)
    : QObject(parent)
    , m_info(std::move(info))
{}

McpServer::~McpServer()
{
    closeAllSessions();
}

const QStringList &McpServer::supportedProtocolVersions()
{
    static const QStringList versions = {QStringLiteral("2025-11-25"), QStringLiteral("2025-06-18"),
                                         QStringLiteral("2025-03-26"), QStringLiteral("2024-11-05")};
    return versions;
}

QString McpServer::negotiateVersion(const QString &requested)
{
    return supportedProtocolVersions().contains(requested) ? requested : supportedProtocolVersions().first();
}

void McpServer::addTool(std::unique_ptr<Tool> tool)
{
    m_tools.push_back(std::move(tool));
}

Tool *McpServer::tool(const std::string &name) const
{
    for (const auto &tool : m_tools) {
        if (tool->name() == name)
            return tool.get();
    }
    return nullptr;
}

nlohmann::json McpServer::listTools(const ToolListing &listing) const
{
    nlohmann::json tools = nlohmann::json::array();
    for (const auto &tool : m_tools)
        tools.push_back(tool->definition(listing));
    return {{"tools", std::move(tools)}};
}

McpSession *McpServer::createSession(QObject *parent)
{
    return new McpSession(this, m_taskPrefix + QLatin1Char('-') + QString::number(m_nextSession++), parent);
}

QList<McpSession *> McpServer::sessions() const
{
    QList<McpSession *> live;
    for (const QPointer<McpSession> &session : m_sessions) {
        if (session)
            live.append(session);
    }
    return live;
}

void McpServer::closeAllSessions()
{
    const QList<McpSession *> live = sessions();
    for (McpSession *session : live)
        session->close();
}

void McpServer::registerSession(McpSession *session)
{
    m_sessions.append(session);
}

void McpServer::unregisterSession(McpSession *session)
{
    m_sessions.removeAll(session);
    m_sessions.removeAll(nullptr);
    for (auto it = m_taskOwners.begin(); it != m_taskOwners.end();) {
        if (!it.value() || it.value() == session)
            it = m_taskOwners.erase(it);
        else
            ++it;
    }
}

McpSession *McpServer::sessionForTask(const QString &taskId) const
{
    return m_taskOwners.value(taskId);
}

ToolInvocation *McpServer::startInvocation(Tool *tool, const ToolRequest &request, McpSession *session)
{
    m_taskOwners.insert(request.context.taskId, session);
    const CallOrigin previous =
        std::exchange(m_origin, CallOrigin{session, request.requestKey, request.context.taskId});
    ToolInvocation *invocation = tool->invoke(request, this);
    m_origin = previous;
    ++m_liveInvocations;
    connect(invocation, &ToolInvocation::finished, this, [this, invocation] {
        invocation->deleteLater();
        if (--m_liveInvocations == 0)
            emit invocationsDrained();
    });
    return invocation;
}

} // namespace airlock::mcp
