// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HttpTransport.h"

#include "JsonRpc.h"
#include "McpLog.h"
#include "McpServer.h"
#include "McpSession.h"
#include "TokenStore.h"

#include <QHostAddress>

namespace airlock::mcp {

namespace {

QByteArray jsonError(int code, const QString &message, const nlohmann::json &id = nullptr)
{
    return serialize(makeError(id, code, message.toStdString()));
}

// Does an Accept header admit `type` ("application/json", "text/event-stream")? Wildcards count.
bool accepts(const QByteArray &accept, const QByteArray &type)
{
    const QByteArray major = type.left(type.indexOf('/')) + "/*";
    for (const QByteArray &part : accept.split(',')) {
        const QByteArray media = part.left(part.indexOf(';') < 0 ? part.size() : part.indexOf(';')).trimmed().toLower();
        if (media == type || media == major || media == "*/*")
            return true;
    }
    return false;
}

bool equalConstantTime(const QByteArray &a, const QByteArray &b)
{
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (qsizetype i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
}

// Visible ASCII (0x21–0x7E) as the spec asks of session ids: 128 random bits as hex.
QString newSessionId()
{
    return TokenStore::generate().left(32);
}

} // namespace

HttpTransport::HttpTransport(McpServer *server, QString token, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_token(std::move(token))
{
    m_sweep.setInterval(60 * 1000);
    connect(&m_sweep, &QTimer::timeout, this, &HttpTransport::sweep);
}

HttpTransport::~HttpTransport()
{
    close();
}

core::Result<quint16> HttpTransport::listen(quint16 port)
{
    auto *listener = new QTcpServer(this);
    // Loopback only: the endpoint is for agents on this machine.
    if (!listener->listen(QHostAddress::LocalHost, port)) {
        const QString error = listener->errorString();
        delete listener;
        return core::Error::executionFailed(QStringLiteral("cannot listen on 127.0.0.1:%1: %2").arg(port).arg(error));
    }
    m_listener = listener;
    connect(m_listener, &QTcpServer::newConnection, this, &HttpTransport::onNewConnection);
    m_sweep.start();
    return m_listener->serverPort();
}

quint16 HttpTransport::port() const
{
    return m_listener ? m_listener->serverPort() : 0;
}

QString HttpTransport::url() const
{
    return QStringLiteral("http://127.0.0.1:%1/mcp").arg(port());
}

void HttpTransport::close()
{
    if (m_listener) {
        m_listener->close();
        delete m_listener;
        m_listener = nullptr;
    }
    m_sweep.stop();
    const QStringList ids = m_sessions.keys();
    for (const QString &id : ids)
        endSession(id);
}

void HttpTransport::onNewConnection()
{
    while (QTcpSocket *socket = m_listener->nextPendingConnection()) {
        if (m_connections >= kMaxConnections) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        auto *connection = new HttpConnection(socket, kMaxBodyBytes, this);
        ++m_connections;
        connect(connection, &HttpConnection::request, this, &HttpTransport::onRequest);
        connect(connection, &HttpConnection::closed, this, [this] { --m_connections; });
    }
}

bool HttpTransport::isLocalHost(const QByteArray &host) const
{
    const QByteArray port = QByteArray::number(this->port());
    const QByteArray lower = host.toLower();
    return lower == "127.0.0.1:" + port || lower == "localhost:" + port || lower == "[::1]:" + port;
}

bool HttpTransport::isAuthorized(const HttpRequest &request) const
{
    const QByteArray value = request.header("authorization");
    const qsizetype space = value.indexOf(' ');
    if (space < 0 || value.left(space).toLower() != "bearer")
        return false;
    return equalConstantTime(value.sliced(space + 1).trimmed(), m_token.toLatin1());
}

void HttpTransport::respondError(HttpConnection *connection, int status, int code, const QString &message,
                                 const HttpConnection::Headers &extra)
{
    HttpConnection::Headers headers = extra;
    headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
    connection->respond(status, headers, jsonError(code, message));
}

void HttpTransport::onRequest(HttpConnection *connection, const HttpRequest &request)
{
    QByteArray path = request.target;
    if (const qsizetype query = path.indexOf('?'); query >= 0)
        path.truncate(query);
    if (path != "/mcp") {
        respondError(connection, 404, jsonrpc::kServerError, QStringLiteral("Not Found: the MCP endpoint is /mcp"));
        return;
    }
    // DNS rebinding: a web page may reach 127.0.0.1 under a name of its own; its Host or Origin gives it away.
    const QByteArray origin = request.header("origin");
    if (!isLocalHost(request.header("host")) ||
        (request.hasHeader("origin") && !(origin.toLower().startsWith("http://") && isLocalHost(origin.sliced(7))))) {
        respondError(connection, 403, jsonrpc::kServerError,
                     QStringLiteral("Forbidden: Host and Origin must be 127.0.0.1, localhost or [::1] with port %1")
                         .arg(port()));
        return;
    }
    if (!isAuthorized(request)) {
        respondError(
            connection, 401, jsonrpc::kServerError,
            QStringLiteral("Unauthorized: send Authorization: Bearer <token> (`airlock secret get "
                           "mcp-http-token` prints it, unless the server has it from $AIRLOCK_MCP_HTTP_TOKEN)"),
            {{"WWW-Authenticate", "Bearer realm=\"airlock\""}});
        return;
    }
    const QByteArray version = request.header("mcp-protocol-version");
    if (!version.isEmpty() && !McpServer::supportedProtocolVersions().contains(QString::fromLatin1(version))) {
        respondError(connection, 400, jsonrpc::kServerError,
                     QStringLiteral("Bad Request: unsupported MCP-Protocol-Version %1 (supported: %2)")
                         .arg(QString::fromLatin1(version).left(40),
                              McpServer::supportedProtocolVersions().join(QStringLiteral(", "))));
        return;
    }
    if (request.method == "POST")
        handlePost(connection, request);
    else if (request.method == "GET")
        handleGet(connection, request);
    else if (request.method == "DELETE")
        handleDelete(connection, request);
    else
        respondError(connection, 405, jsonrpc::kServerError, QStringLiteral("Method Not Allowed"),
                     {{"Allow", "GET, POST, DELETE"}});
}

HttpTransport::Session *HttpTransport::sessionOf(HttpConnection *connection, const HttpRequest &request)
{
    const QByteArray id = request.header("mcp-session-id");
    if (id.isEmpty()) {
        respondError(connection, 400, jsonrpc::kServerError,
                     QStringLiteral("Bad Request: Mcp-Session-Id header is required (initialize first)"));
        return nullptr;
    }
    const auto it = m_sessions.find(QString::fromLatin1(id));
    if (it == m_sessions.end() || !(*it)->mcp) {
        respondError(connection, 404, jsonrpc::kSessionNotFound, QStringLiteral("Session not found"));
        return nullptr;
    }
    (*it)->lastUsed.start();
    return it->get();
}

void HttpTransport::handlePost(HttpConnection *connection, const HttpRequest &request)
{
    const QByteArray accept = request.header("accept");
    if (!accepts(accept, "application/json") || !accepts(accept, "text/event-stream")) {
        respondError(connection, 406, jsonrpc::kServerError,
                     QStringLiteral("Not Acceptable: Accept must include application/json and text/event-stream"));
        return;
    }
    const QByteArray contentType = request.header("content-type").toLower();
    if (!contentType.startsWith("application/json")) {
        respondError(connection, 415, jsonrpc::kServerError,
                     QStringLiteral("Unsupported Media Type: Content-Type must be application/json"));
        return;
    }
    const Message message = parseMessage(std::string_view(request.body.constData(), size_t(request.body.size())));
    if (message.kind == Message::Kind::Invalid) {
        connection->respond(400, {{"Content-Type", "application/json"}},
                            serialize(makeError(message.id, message.errorCode, message.errorMessage)));
        return;
    }
    Session *session = nullptr;
    bool created = false;
    if (!request.hasHeader("mcp-session-id") && message.isRequest() && message.method == "initialize") {
        session = createSession();
        if (!session) {
            respondError(connection, 503, jsonrpc::kServerError,
                         QStringLiteral("Service Unavailable: too many sessions"));
            return;
        }
        created = true;
    } else {
        session = sessionOf(connection, request);
        if (!session)
            return;
    }
    const QString sessionId = session->id;
    if (!message.isRequest()) {
        session->mcp->handle(message); // notifications and responses
        connection->respond(202, {}, {});
        return;
    }
    const QByteArray key = message.key();
    if (session->exchanges.contains(key)) {
        connection->respond(400, {{"Content-Type", "application/json"}},
                            serialize(makeError(message.id, jsonrpc::kInvalidRequest,
                                                "Invalid Request: id " + message.id.dump() +
                                                    " is already in use by a request in progress")));
        return;
    }
    Exchange &fresh = session->exchanges[key];
    fresh.connection = connection;
    fresh.onClosed =
        connect(connection, &HttpConnection::closed, this, [this, sessionId, key] { dropExchange(sessionId, key); });

    QPointer<McpSession> mcp = session->mcp;
    mcp->handle(message);

    // The handling may have ended the session; look everything up again.
    const auto sessionIt = m_sessions.find(sessionId);
    if (sessionIt == m_sessions.end())
        return;
    session = sessionIt->get();
    const auto exchangeIt = session->exchanges.find(key);
    if (exchangeIt == session->exchanges.end())
        return;
    Exchange &exchange = *exchangeIt;
    exchange.collecting = false;
    HttpConnection::Headers headers;
    if (created) {
        if (!mcp || !mcp->isInitialized()) {
            // initialize failed: no session comes of it.
            disconnect(exchange.onClosed);
            const QByteArray body = exchange.held.value(0);
            session->exchanges.erase(exchangeIt);
            endSession(sessionId);
            connection->respond(200, {{"Content-Type", "application/json"}}, body);
            return;
        }
        headers.append(qMakePair(QByteArray("Mcp-Session-Id"), sessionId.toLatin1()));
    }
    if (exchange.done && exchange.held.size() == 1) {
        disconnect(exchange.onClosed);
        const QByteArray body = exchange.held.first();
        session->exchanges.erase(exchangeIt);
        headers.append(qMakePair(QByteArray("Content-Type"), QByteArray("application/json")));
        connection->respond(200, headers, body);
        return;
    }
    connection->beginStream(headers);
    const QList<QByteArray> held = std::exchange(exchange.held, {});
    for (const QByteArray &json : held)
        connection->sendEvent(json);
    if (exchange.done)
        finishExchange(*session, key);
}

void HttpTransport::handleGet(HttpConnection *connection, const HttpRequest &request)
{
    if (!accepts(request.header("accept"), "text/event-stream")) {
        respondError(connection, 406, jsonrpc::kServerError,
                     QStringLiteral("Not Acceptable: Accept must include text/event-stream"));
        return;
    }
    Session *session = sessionOf(connection, request);
    if (!session)
        return;
    if (session->stream && session->stream->isStreaming()) {
        respondError(connection, 409, jsonrpc::kServerError,
                     QStringLiteral("Conflict: this session already has a GET stream"));
        return;
    }
    session->stream = connection;
    connection->beginStream({});
}

void HttpTransport::handleDelete(HttpConnection *connection, const HttpRequest &request)
{
    Session *session = sessionOf(connection, request);
    if (!session)
        return;
    endSession(session->id);
    connection->respond(200, {}, {});
}

HttpTransport::Session *HttpTransport::createSession()
{
    if (!m_server)
        return nullptr;
    if (m_sessions.size() >= kMaxSessions)
        sweep();
    if (m_sessions.size() >= kMaxSessions)
        return nullptr;
    auto session = std::make_shared<Session>();
    session->id = newSessionId();
    session->mcp = m_server->createSession(this);
    session->lastUsed.start();
    const QString id = session->id;
    connect(session->mcp, &McpSession::outgoing, this,
            [this, id](const QByteArray &json, const QByteArray &relatedKey, bool final) {
                route(id, json, relatedKey, final);
            });
    connect(session->mcp, &McpSession::requestDropped, this, [this, id](const QByteArray &key) {
        const auto it = m_sessions.find(id);
        if (it != m_sessions.end())
            finishExchange(**it, key);
    });
    m_sessions.insert(id, session);
    return session.get();
}

void HttpTransport::endSession(const QString &id)
{
    const auto it = m_sessions.find(id);
    if (it == m_sessions.end())
        return;
    const std::shared_ptr<Session> session = *it;
    m_sessions.erase(it);
    if (session->mcp) {
        session->mcp->close(); // cancels its calls
        session->mcp->deleteLater();
    }
    for (Exchange &exchange : session->exchanges) {
        disconnect(exchange.onClosed);
        if (exchange.connection)
            exchange.connection->endStream();
    }
    if (session->stream)
        session->stream->endStream();
}

void HttpTransport::route(const QString &sessionId, const QByteArray &json, const QByteArray &relatedKey, bool final)
{
    const auto it = m_sessions.find(sessionId);
    if (it == m_sessions.end())
        return;
    Session &session = **it;
    const auto exchange = relatedKey.isEmpty() ? session.exchanges.end() : session.exchanges.find(relatedKey);
    if (exchange == session.exchanges.end()) {
        // Belongs to no open request: the GET stream, if the client opened one.
        if (session.stream && session.stream->isStreaming() && !final)
            session.stream->sendEvent(json);
        return;
    }
    if (exchange->collecting) {
        exchange->held.append(json);
        exchange->done = exchange->done || final;
        return;
    }
    if (exchange->connection)
        exchange->connection->sendEvent(json);
    if (final)
        finishExchange(session, relatedKey);
}

void HttpTransport::finishExchange(Session &session, const QByteArray &key)
{
    const auto it = session.exchanges.find(key);
    if (it == session.exchanges.end() || it->collecting)
        return;
    disconnect(it->onClosed);
    QPointer<HttpConnection> connection = it->connection;
    session.exchanges.erase(it);
    if (connection)
        connection->endStream();
}

void HttpTransport::dropExchange(const QString &sessionId, const QByteArray &key)
{
    const auto it = m_sessions.find(sessionId);
    if (it == m_sessions.end())
        return;
    Session &session = **it;
    if (!session.exchanges.remove(key))
        return;
    // The client closed the request's stream before its response: nobody is left to read the result.
    if (session.mcp)
        session.mcp->cancelRequest(key, QStringLiteral("the HTTP stream was closed"));
}

void HttpTransport::sweep()
{
    QStringList idle;
    for (const auto &session : std::as_const(m_sessions)) {
        const bool streaming = session->stream && session->stream->isStreaming();
        if (!streaming && session->exchanges.isEmpty() && session->lastUsed.elapsed() > kSessionIdleMs)
            idle.append(session->id);
    }
    for (const QString &id : std::as_const(idle))
        endSession(id);
}

} // namespace airlock::mcp
