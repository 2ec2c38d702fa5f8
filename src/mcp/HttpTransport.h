// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "HttpConnection.h"
#include "core/Error.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTimer>

#include <memory>

namespace airlock::mcp {

class McpServer;
class McpSession;

// MCP Streamable HTTP (2025-11-25) on 127.0.0.1, directly on QTcpServer: one endpoint, /mcp, with POST (a message;
// a request is answered as JSON when its answer is ready at once, else as an SSE stream that carries its progress,
// logs and elicitations and ends with its response), GET (the session's stream for messages that belong to no
// request) and DELETE (ends the session). Every request needs the bearer token, a local Host and, when present, a
// local Origin (DNS rebinding). Closing a request's stream before its response cancels the request.
class HttpTransport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpTransport)

public:
    static constexpr qsizetype kMaxBodyBytes = 64 * 1024 * 1024;
    static constexpr int kMaxConnections = 128;
    static constexpr int kMaxSessions = 64;
    static constexpr int kSessionIdleMs = 30 * 60 * 1000; // a session without streams or requests for this long ends

    HttpTransport(McpServer *server, QString token, QObject *parent = nullptr);
    ~HttpTransport() override;

    // Port 0 picks a free one; the port listened on is returned.
    core::Result<quint16> listen(quint16 port);
    quint16 port() const;
    QString url() const;
    // Stops listening and ends every session (their calls are cancelled).
    void close();
    int sessionCount() const { return int(m_sessions.size()); }

private:
    struct Exchange {
        QPointer<HttpConnection> connection;
        QMetaObject::Connection onClosed;
        QList<QByteArray> held; // messages produced while the request was being handled
        bool collecting = true;
        bool done = false;
    };
    struct Session {
        QString id;
        QPointer<McpSession> mcp;
        QPointer<HttpConnection> stream; // the GET stream
        QHash<QByteArray, Exchange> exchanges;
        QElapsedTimer lastUsed;
    };

    void onNewConnection();
    void onRequest(HttpConnection *connection, const HttpRequest &request);
    void handlePost(HttpConnection *connection, const HttpRequest &request);
    void handleGet(HttpConnection *connection, const HttpRequest &request);
    void handleDelete(HttpConnection *connection, const HttpRequest &request);
    bool isLocalHost(const QByteArray &host) const;
    bool isAuthorized(const HttpRequest &request) const;
    Session *sessionOf(HttpConnection *connection, const HttpRequest &request);
    Session *createSession();
    void endSession(const QString &id);
    void route(const QString &sessionId, const QByteArray &json, const QByteArray &relatedKey, bool final);
    void finishExchange(Session &session, const QByteArray &key);
    void dropExchange(const QString &sessionId, const QByteArray &key);
    void sweep();
    static void respondError(HttpConnection *connection, int status, int code, const QString &message,
                             const HttpConnection::Headers &extra = {});

    QPointer<McpServer> m_server;
    QString m_token;
    QTcpServer *m_listener = nullptr;
    QHash<QString, std::shared_ptr<Session>> m_sessions;
    int m_connections = 0;
    QTimer m_sweep;
};

} // namespace airlock::mcp
