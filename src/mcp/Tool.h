// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/TerminalService.h"

#include <nlohmann/json.hpp>

#include <QObject>
#include <QPointer>

#include <string>

namespace airlock::mcp {

class McpSession;

// One `tools/call` as a tool sees it.
struct ToolRequest {
    nlohmann::json arguments = nlohmann::json::object();
    nlohmann::json meta;          // params._meta, or null
    engine::CallContext context;  // the task and how the client is shown
    bool wantsProgress = false;   // the request carried a progressToken
    QPointer<McpSession> session; // for requests to the client (elicitation)
    QByteArray requestKey;        // the call's id, so that such requests travel with it
};

// One running tool call; reports like a QNetworkReply. The server owns it until finished(), then deletes it.
class ToolInvocation : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ToolInvocation)

public:
    explicit ToolInvocation(QObject *parent = nullptr);
    ~ToolInvocation() override = default;

    bool isFinished() const { return m_finished; }
    // The MCP CallToolResult: {content, isError, structuredContent?}.
    const nlohmann::json &result() const { return m_result; }
    // The client cancelled the call: stop, and finish soon (its result is not sent).
    virtual void cancel() = 0;

signals:
    // `total` <= 0: unknown. An empty message is a heartbeat. The session makes the values strictly increasing.
    void progress(double progress, double total, const QString &message);
    // MCP log levels: debug info notice warning error critical alert emergency.
    void logMessage(const QString &level, const QString &logger, const QString &text);
    void finished();

protected:
    // Emits finished() from the event loop, so that callers can connect after invoke() returns.
    void finish(nlohmann::json result);

private:
    nlohmann::json m_result;
    bool m_finished = false;
};

// What a tools/list is answered for: the protocol version the session negotiated, and the backend its tasks run on
// (a bridged client's greeting; empty: the configured one).
struct ToolListing {
    QString protocolVersion;
    QString backend;
};

// A tool the server offers. Registered on McpServer, which owns it.
class Tool
{
public:
    virtual ~Tool() = default;
    virtual std::string name() const = 0;
    // The tools/list entry; the protocol version lets a tool leave out fields an older client does not know.
    virtual nlohmann::json definition(const ToolListing &listing) const = 0;
    virtual ToolInvocation *invoke(const ToolRequest &request, QObject *parent) = 0;
};

// The CallToolResult of a tool error: one text item and isError.
nlohmann::json toolErrorResult(const std::string &text);

} // namespace airlock::mcp
