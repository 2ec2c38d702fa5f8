// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "JsonRpc.h"
#include "LineReader.h"

#include <nlohmann/json.hpp>

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>

namespace airlock::mcp {

class Elicitation;
class McpServer;
class ToolInvocation;

// The protocol state of one MCP connection (a stdio pipe, a bridge socket or an HTTP session): lifecycle, version,
// the client's capabilities and log level, the tool calls in flight and the requests made to the client. It reads
// parsed messages and writes messages through outgoing(); transports only frame them. Everything is asynchronous:
// a long call never holds up ping, tools/list or a cancellation.
class McpSession final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(McpSession)

public:
    McpSession(McpServer *server, QString taskId, QObject *parent = nullptr);
    ~McpSession() override;

    // One framed message (a line, an HTTP body). A bad one is answered (or ignored) and never ends the session.
    void handleText(std::string_view text);
    void handle(const Message &message);
    // The connection is gone: cancels the calls in flight (their results are not sent), fails the requests made
    // to the client, and sends nothing more. The calls' tasks are left to the idle sweep.
    void close();
    // Like notifications/cancelled for one request (an HTTP stream closed before its response).
    void cancelRequest(const QByteArray &key, const QString &reason);

    bool isClosed() const { return m_closed; }
    bool isInitialized() const { return m_initialized; }
    QString protocolVersion() const { return m_protocolVersion; }
    // "<clientInfo.name> <clientInfo.version>", as tasks are shown.
    QString clientName() const { return m_clientName; }
    // The agent's working directory (a bridged client's, read from its process): where its tasks start.
    void setStartDirectory(const QString &dir) { m_startDirectory = dir; }
    // The backend this session's tasks run on (a bridged client's greeting, SessionWire.h); empty: the configured one.
    void setBackend(const QString &backend) { m_backend = backend; }
    // The task of this connection's calls unless a call names one in _meta["airlock/task_id"].
    QString taskId() const { return m_taskId; }
    bool clientSupportsElicitation() const;
    bool hasPendingRequest(const QByteArray &key) const { return m_calls.contains(key); }
    int callsInFlight() const { return int(m_calls.size()); }

    // Sends elicitation/create (form mode); the answer, a timeout (0: none) or a disconnect ends the returned object.
    // `relatedKey` is the request it belongs to (HTTP sends it on that request's stream).
    Elicitation *elicit(const QByteArray &relatedKey, const QString &message, const nlohmann::json &requestedSchema,
                        int timeoutMs, QObject *parent);
    // notifications/message, when `level` is at or above the level the client set.
    void log(const QString &level, const QString &logger, const nlohmann::json &data,
             const QByteArray &relatedKey = {});

    static bool isLogLevel(const QString &level);

signals:
    // One message to the client. `relatedKey`: the client request it belongs to (empty: none); `final`: it is the
    // response to that request.
    void outgoing(const QByteArray &json, const QByteArray &relatedKey, bool final);
    // A request ended without a response (cancelled): an HTTP transport closes its stream.
    void requestDropped(const QByteArray &key);

private:
    friend class Elicitation;

    struct Call {
        QPointer<ToolInvocation> invocation;
        nlohmann::json id;
        nlohmann::json progressToken; // null: no progress wanted
        double lastProgress = -1;
    };

    void handleRequest(const Message &message);
    void handleNotification(const Message &message);
    void handleResponse(const Message &message);
    nlohmann::json initialize(const nlohmann::json &params, std::string *error);
    void callTool(const Message &message);
    void onProgress(const QByteArray &key, ToolInvocation *invocation, double progress, double total,
                    const QString &text);
    void onCallFinished(const QByteArray &key, ToolInvocation *invocation);
    void reply(const nlohmann::json &id, nlohmann::json result);
    void replyError(const nlohmann::json &id, int code, const std::string &text);
    void send(const nlohmann::json &message, const QByteArray &relatedKey, bool final = false);
    void withdrawElicitation(const nlohmann::json &id, const QString &reason);
    bool versionAtLeast(const char *version) const;

    QPointer<McpServer> m_server;
    QString m_taskId;
    QString m_protocolVersion;
    QString m_clientName = QStringLiteral("unknown client");
    QString m_clientVersion;
    QString m_startDirectory;
    QString m_backend;
    nlohmann::json m_clientCapabilities = nlohmann::json::object();
    int m_logLevel = 3; // warning, until the client sets one
    bool m_initialized = false;
    bool m_closed = false;
    QHash<QByteArray, Call> m_calls;
    QHash<QByteArray, QPointer<Elicitation>> m_elicitations;
    qint64 m_nextRequestId = 0;
};

// Newline-delimited framing for a session (stdio, the bridge): each line is one message; a line over 64 MiB is
// answered once (-32600) and skipped unread.
LineReader lineReaderFor(const QPointer<McpSession> &session);

} // namespace airlock::mcp
