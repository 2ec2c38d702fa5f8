// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "McpSession.h" // QPointer<McpSession> needs the complete type
#include "Tool.h"

#include <nlohmann/json.hpp>

#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

namespace airlock::mcp {

class Tool;
class ToolInvocation;
struct ToolRequest;

struct ServerInfo {
    QString name = QStringLiteral("airlock");
    QString title = QStringLiteral("Airlock");
    QString version;
    QString instructions;
};

// What the transports share: the tools, the server's identity, the sessions, and which session owns which task
// (so that an approval for a task reaches the client that runs it). Tool calls live here until they finish, even
// after their session is gone, so that a cancelled command is always seen to its end.
class McpServer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpServer)

public:
    explicit McpServer(ServerInfo info, QObject *parent = nullptr);
    ~McpServer() override;

    // Newest first: 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05.
    static const QStringList &supportedProtocolVersions();
    // The client's version when supported, else the newest.
    static QString negotiateVersion(const QString &requested);

    const ServerInfo &info() const { return m_info; }
    void addTool(std::unique_ptr<Tool> tool);
    Tool *tool(const std::string &name) const;
    nlohmann::json listTools(const ToolListing &listing) const;

    // Task ids of new sessions: "<prefix>-<n>", n counting from 1.
    void setTaskPrefix(const QString &prefix) { m_taskPrefix = prefix; }
    McpSession *createSession(QObject *parent = nullptr);
    QList<McpSession *> sessions() const;
    void closeAllSessions();

    McpSession *sessionForTask(const QString &taskId) const;

    // The tool call being started right now, while the engine asks the approval step synchronously; lets an
    // approval gate send its question on that call's own stream.
    struct CallOrigin {
        QPointer<McpSession> session;
        QByteArray requestKey;
        QString taskId;
    };
    const CallOrigin &currentOrigin() const { return m_origin; }

    int liveInvocations() const { return m_liveInvocations; }

signals:
    // No tool invocation is running any more (after the last one finished).
    void invocationsDrained();

private:
    friend class McpSession;
    void registerSession(McpSession *session);
    void unregisterSession(McpSession *session);
    ToolInvocation *startInvocation(Tool *tool, const ToolRequest &request, McpSession *session);

    ServerInfo m_info;
    std::vector<std::unique_ptr<Tool>> m_tools;
    QString m_taskPrefix = QStringLiteral("mcp");
    int m_nextSession = 1;
    QList<QPointer<McpSession>> m_sessions;
    QHash<QString, QPointer<McpSession>> m_taskOwners;
    CallOrigin m_origin;
    int m_liveInvocations = 0;
};

} // namespace airlock::mcp
