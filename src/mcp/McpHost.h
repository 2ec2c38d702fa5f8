// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Config.h"
#include "core/Engine.h"
#include "core/Error.h"

#include <QObject>
#include <QProcessEnvironment>
#include <QTimer>

#include <memory>

namespace airlock::backends {
class TaskRegistry;
}
namespace airlock::core {
class TerminalService;
} // namespace airlock::core

namespace airlock::mcp {

class HttpTransport;
class LocalBridge;
class ElicitationPresenter;
class McpServer;
class StdioTransport;

// The engine (core::Engine: registry, safety policy, approval broker, checkpoints, TerminalService) as MCP serves
// it: the `terminal` tool on an McpServer, plus the transports that reach it (stdio, the app's LocalBridge,
// Streamable HTTP). `airlock mcp --headless`, `airlock serve` and (later) the GUI all build on this one class.
class McpHost final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpHost)

public:
    // Who answers the commands the safety policy says need asking, from --approve: nobody (deny, the default), a
    // blanket yes that never covers the floor (allow), nobody until the approval timeout (ask-timeout), or the person
    // through the MCP client (elicit: Engine::Approvals::Interactive with an ElicitationPresenter).
    static core::Result<core::Engine::Approvals> parseApproval(const QString &text);

    struct Options {
        core::Config config;
        core::Engine::Approvals approvals = core::Engine::Approvals::HeadlessDeny;
        // With Interactive approvals: ask through the MCP client (elicitation); the desktop app presents them itself.
        bool elicitApprovals = true;
        // Who confirms an unknown SSH host key under accept-new (the desktop app); unset: it is added with a note.
        backends::HostKeyConfirmer confirmHostKey;
        std::function<void(const backends::SecretPrompt &, QObject *, backends::SecretAccess::Answer)> askSecret;
        QString taskPrefix = QStringLiteral("mcp");
        QString version;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    };

    explicit McpHost(Options options, QObject *parent = nullptr);
    ~McpHost() override;

    McpServer *server() const { return m_server.get(); }
    core::Engine *engine() const { return m_engine.get(); }
    core::TerminalService *service() const;
    backends::TaskRegistry *registry() const;
    LocalBridge *bridge() const { return m_bridge; }
    HttpTransport *http() const { return m_http; }

    // One session over a pair of file descriptors; it ends (and its calls are cancelled) at end of input.
    StdioTransport *serveStdio(int inFd, int outFd);
    core::Result<QString> startBridge(const QString &socketPath = {});
    core::Result<quint16> startHttp(quint16 port, const QString &token);

    // Stops listening, closes every session (cancelling its calls), lets the cancelled commands end, cleans up
    // every task and everything it started, then emits shutDown(). Each wait is bounded.
    void shutdown();
    bool isShuttingDown() const { return m_shuttingDown; }

signals:
    void shutDown();

private:
    void cleanupTasks();
    void done();

    Options m_options;
    std::unique_ptr<core::Engine> m_engine;
    std::unique_ptr<McpServer> m_server;
    ElicitationPresenter *m_presenter = nullptr;
    LocalBridge *m_bridge = nullptr; // children, deleted before the server
    HttpTransport *m_http = nullptr;
    QTimer m_deadline;
    bool m_shuttingDown = false;
    bool m_cleaning = false;
    bool m_done = false;
};

} // namespace airlock::mcp
