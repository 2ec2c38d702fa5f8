// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QList>
#include <QLocalSocket>
#include <QObject>
#include <QPointer>

class QLocalServer;

namespace airlock::engine {
class HookService;
} // namespace airlock::engine

namespace airlock::mcp {

class McpServer;

// The running app's end of `airlock mcp`: a QLocalServer on RuntimeDir::socketPath() (owner-only) that speaks
// newline-delimited MCP to each connection, one session (and so one task) per connection, and answers the agents'
// hooks (`airlock hook <agent>`, HookWire.h) with the engine's HookService. Only processes of the same user may
// connect; an instance lock keeps a second app from taking the socket over.
class LocalBridge final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalBridge)

public:
    // `hooks` null: hook connections are answered as MCP (a parse error).
    explicit LocalBridge(McpServer *server, engine::HookService *hooks = nullptr, QObject *parent = nullptr);
    ~LocalBridge() override;

    // Takes the instance lock and listens; `socketPath` empty: RuntimeDir::socketPath(). A stale socket left by a
    // crashed app is replaced; a live one is an error ("already running").
    core::Result<QString> listen(const QString &socketPath = {});
    void close();
    QString socketPath() const { return m_socketPath; }
    int connectionCount() const { return m_connections; }

signals:
    void connectionCountChanged(int count);

private:
    void onNewConnection();
    void serve(QLocalSocket *socket);

    QPointer<McpServer> m_server;
    QPointer<engine::HookService> m_hooks;
    QLocalServer *m_listener = nullptr;
    QString m_socketPath;
    QList<QPointer<QLocalSocket>> m_sockets;
    int m_lockFd = -1;
    int m_connections = 0;
};

} // namespace airlock::mcp
