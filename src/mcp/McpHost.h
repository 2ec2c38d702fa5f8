// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"
#include "engine/Engine.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <vector>

namespace airlock::backends {
class TaskRegistry;
}

namespace airlock::mcp {

class HttpTransport;
class LocalBridge;
class ElicitationPresenter;
class McpServer;
class StdioTransport;

// The engine (engine::Engine: registry, safety policy, approval broker, checkpoints, TerminalService) as MCP serves
// it: the `terminal` tool on an McpServer, plus the transports that reach it (stdio, the app's LocalBridge,
// Streamable HTTP). `airlock mcp --headless`, `airlock serve` and (later) the GUI all build on this one class.
class McpHost final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpHost)

public:
    struct Options {
        // With Interactive approvals: ask through the MCP client (elicitation); the desktop app presents them itself.
        bool elicitApprovals = true;
        QString taskPrefix = QStringLiteral("mcp");
        QString version;
    };

    // `engine` outlives the host.
    McpHost(engine::Engine *engine, Options options, QObject *parent = nullptr);
    ~McpHost() override;

    McpServer *server() const { return m_server.get(); }
    engine::Engine *engine() const { return m_engine; }
    LocalBridge *bridge() const { return m_bridge.get(); }
    HttpTransport *http() const { return m_http.get(); }

    // One session over a pair of file descriptors; it ends (and its calls are cancelled) at end of input.
    StdioTransport *serveStdio(int inFd, int outFd);
    core::Result<QString> startBridge(const QString &socketPath = {});
    core::Result<quint16> startHttp(quint16 port, const QString &token);

    // Shuts down by itself once no agent has been connected and no task has lived for `secs` (an `airlock serve`
    // that `airlock mcp` started, so that nothing lingers); 0 never.
    void exitWhenIdle(int secs);

    // Stops listening, closes every session (cancelling its calls), lets the cancelled commands end, cleans up
    // every task and everything it started, then emits shutDown(). Each wait is bounded.
    void shutdown();
    bool isShuttingDown() const { return m_shuttingDown; }

signals:
    void shutDown();

private:
    void cleanupTasks();
    void checkIdle();
    bool isIdle() const;
    void done();

    engine::Engine *m_engine;
    Options m_options;
    // Members in dependency order: the transports and the presenter refer to the server, so they go first.
    std::unique_ptr<McpServer> m_server;
    std::unique_ptr<ElicitationPresenter> m_presenter;
    std::unique_ptr<LocalBridge> m_bridge;
    std::unique_ptr<HttpTransport> m_http;
    std::vector<std::unique_ptr<StdioTransport>> m_stdio;
    QTimer m_deadline;
    QTimer m_idle;
    bool m_shuttingDown = false;
    bool m_cleaning = false;
    bool m_done = false;
};

} // namespace airlock::mcp
