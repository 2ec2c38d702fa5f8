// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "McpSession.h"

#include "Elicitation.h"
#include "McpLog.h"
#include "McpServer.h"
#include "Tool.h"

#include <QRegularExpression>

#include <cmath>

namespace airlock::mcp {

namespace {

const QStringList &logLevels()
{
    static const QStringList levels = {
        QStringLiteral("debug"), QStringLiteral("info"),     QStringLiteral("notice"), QStringLiteral("warning"),
        QStringLiteral("error"), QStringLiteral("critical"), QStringLiteral("alert"),  QStringLiteral("emergency")};
    return levels;
}

QString jsonString(const nlohmann::json &object, const char *key)
{
    if (!object.is_object())
        return {};
    const auto it = object.find(key);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

// _meta["airlock/task_id"]: a short name, so that it is safe in task ids, paths and the GUI.
bool isValidTaskName(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[A-Za-z0-9_.-]{1,64}$"));
    return pattern.match(name).hasMatch();
}

// Whole numbers as integers: 3, not 3.0.
nlohmann::json jsonNumber(double value)
{
    if (value == std::floor(value) && std::abs(value) < 9007199254740992.0)
        return static_cast<std::int64_t>(value);
    return value;
}

} // namespace

McpSession::McpSession(McpServer *server, QString taskId, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_taskId(std::move(taskId))
{
    if (m_server)
        m_server->registerSession(this);
}

McpSession::~McpSession()
{
    close();
}

bool McpSession::isLogLevel(const QString &level)
{
    return logLevels().contains(level);
}

bool McpSession::clientSupportsElicitation() const
{
    return versionAtLeast("2025-06-18") && m_clientCapabilities.contains("elicitation") &&
           m_clientCapabilities["elicitation"].is_object();
}

bool McpSession::versionAtLeast(const char *version) const
{
    // Versions are dates, so text order is time order.
    return m_protocolVersion >= QLatin1String(version);
}

void McpSession::handleText(std::string_view text)
{
    handle(parseMessage(text));
}

void McpSession::handle(const Message &message)
{
    if (m_closed)
        return;
    switch (message.kind) {
    case Message::Kind::Invalid: replyError(message.id, message.errorCode, message.errorMessage); return;
    case Message::Kind::Request: handleRequest(message); return;
    case Message::Kind::Notification: handleNotification(message); return;
    case Message::Kind::Response: handleResponse(message); return;
    }
}

void McpSession::handleRequest(const Message &message)
{
    const std::string &method = message.method;
    if (m_calls.contains(message.key())) {
        replyError(message.id, jsonrpc::kInvalidRequest,
                   "Invalid Request: id " + message.id.dump() + " is already in use by a request in progress");
        return;
    }
    if (method == "ping") {
        reply(message.id, nlohmann::json::object());
        return;
    }
    const bool known =
        method == "initialize" || method == "tools/list" || method == "tools/call" || method == "logging/setLevel";
    if (!known) {
        // Unknown methods (also server/discover, which 2026-era clients probe first) are answered at once.
        replyError(message.id, jsonrpc::kMethodNotFound, "Method not found: " + method);
        return;
    }
    if (method == "initialize") {
        if (m_initialized) {
            replyError(message.id, jsonrpc::kInvalidRequest, "Invalid Request: the session is already initialized");
            return;
        }
        std::string error;
        nlohmann::json result = initialize(message.params, &error);
        if (!error.empty()) {
            replyError(message.id, jsonrpc::kInvalidParams, error);
            return;
        }
        reply(message.id, std::move(result));
        return;
    }
    if (!m_initialized) {
        replyError(message.id, jsonrpc::kInvalidRequest, "Invalid Request: send initialize first");
        return;
    }
    if (method == "tools/list") {
        reply(message.id,
              m_server ? m_server->listTools({m_protocolVersion, m_backend}) : nlohmann::json{{"tools", {}}});
        return;
    }
    if (method == "logging/setLevel") {
        const QString level = jsonString(message.params, "level");
        if (!isLogLevel(level)) {
            replyError(message.id, jsonrpc::kInvalidParams,
                       "Invalid params: level must be one of debug info notice warning error critical alert "
                       "emergency");
            return;
        }
        m_logLevel = int(logLevels().indexOf(level));
        reply(message.id, nlohmann::json::object());
        return;
    }
    callTool(message);
}

nlohmann::json McpSession::initialize(const nlohmann::json &params, std::string *error)
{
    const auto requested = params.is_object() ? params.find("protocolVersion") : params.end();
    if (!params.is_object() || requested == params.end() || !requested->is_string()) {
        *error = "Invalid params: protocolVersion must be a string";
        return {};
    }
    m_protocolVersion = McpServer::negotiateVersion(QString::fromStdString(requested->get<std::string>()));
    if (const auto caps = params.find("capabilities"); caps != params.end() && caps->is_object())
        m_clientCapabilities = *caps;
    const auto info = params.find("clientInfo");
    const QString name = info != params.end() ? jsonString(*info, "name").simplified() : QString();
    const QString version = info != params.end() ? jsonString(*info, "version").simplified() : QString();
    if (!name.isEmpty()) {
        m_clientName = QString(name + QLatin1Char(' ') + version).trimmed().left(200);
        m_clientVersion = version.left(100);
    }
    m_initialized = true;
    qCInfo(lcMcp) << "session" << m_taskId << "initialized by" << m_clientName << "with" << m_protocolVersion;

    const ServerInfo &server = m_server->info();
    nlohmann::json serverInfo = {{"name", server.name.toStdString()}, {"version", server.version.toStdString()}};
    if (versionAtLeast("2025-06-18"))
        serverInfo["title"] = server.title.toStdString();
    nlohmann::json result = {
        {"protocolVersion", m_protocolVersion.toStdString()},
        {"capabilities", {{"tools", {{"listChanged", false}}}, {"logging", nlohmann::json::object()}}},
        {"serverInfo", std::move(serverInfo)}};
    if (!server.instructions.isEmpty())
        result["instructions"] = server.instructions.toStdString();
    return result;
}

void McpSession::callTool(const Message &message)
{
    const nlohmann::json &params = message.params;
    const QString name = jsonString(params, "name");
    if (name.isEmpty()) {
        replyError(message.id, jsonrpc::kInvalidParams, "Invalid params: name must be a non-empty string");
        return;
    }
    Tool *tool = m_server ? m_server->tool(name.toStdString()) : nullptr;
    if (!tool) {
        replyError(message.id, jsonrpc::kInvalidParams, "Unknown tool: " + name.toStdString());
        return;
    }
    ToolRequest request;
    if (const auto args = params.find("arguments"); args != params.end() && !args->is_null())
        request.arguments = *args;
    Call call;
    call.id = message.id;
    if (const auto meta = params.find("_meta"); meta != params.end() && meta->is_object()) {
        request.meta = *meta;
        const auto token = meta->find("progressToken");
        if (token != meta->end() && (token->is_string() || token->is_number_integer() || token->is_number_unsigned()))
            call.progressToken = *token;
    }
    QString taskId = m_taskId;
    if (request.meta.is_object() && request.meta.contains("airlock/task_id")) {
        const QString taskName = jsonString(request.meta, "airlock/task_id");
        if (!isValidTaskName(taskName)) {
            replyError(message.id, jsonrpc::kInvalidParams,
                       "Invalid params: _meta[\"airlock/task_id\"] must be 1 to 64 characters of A-Z a-z 0-9 _ . -");
            return;
        }
        // Scoped by connection: one agent can never reach another agent's shell by naming its task.
        taskId = m_taskId + QLatin1Char('/') + taskName;
    }
    request.context.taskId = taskId;
    request.context.clientName = m_clientName;
    request.context.clientVersion = m_clientVersion;
    request.context.startDirectory = m_startDirectory;
    request.context.backend = m_backend;
    request.wantsProgress = !call.progressToken.is_null();
    request.session = this;
    request.requestKey = message.key();

    const QByteArray key = message.key();
    ToolInvocation *invocation = m_server->startInvocation(tool, request, this);
    call.invocation = invocation;
    m_calls.insert(key, call);
    connect(invocation, &ToolInvocation::progress, this,
            [this, key, invocation](double progress, double total, const QString &text) {
                onProgress(key, invocation, progress, total, text);
            });
    connect(invocation, &ToolInvocation::logMessage, this,
            [this, key](const QString &level, const QString &logger, const QString &text) {
                if (m_calls.contains(key))
                    log(level, logger, text.toStdString(), key);
            });
    connect(invocation, &ToolInvocation::finished, this, [this, key, invocation] { onCallFinished(key, invocation); });
}

void McpSession::onProgress(const QByteArray &key, ToolInvocation *invocation, double progress, double total,
                            const QString &text)
{
    const auto it = m_calls.find(key);
    if (it == m_calls.end() || it->invocation != invocation || it->progressToken.is_null())
        return;
    // Progress MUST increase; a tool that repeats a value is not allowed to break the client.
    if (progress <= it->lastProgress)
        return;
    it->lastProgress = progress;
    nlohmann::json params = {{"progressToken", it->progressToken}, {"progress", jsonNumber(progress)}};
    if (total > 0)
        params["total"] = jsonNumber(total);
    if (!text.isEmpty() && versionAtLeast("2025-03-26"))
        params["message"] = text.toStdString();
    send(makeNotification("notifications/progress", std::move(params)), key);
}

void McpSession::onCallFinished(const QByteArray &key, ToolInvocation *invocation)
{
    const auto it = m_calls.find(key);
    if (it == m_calls.end() || it->invocation != invocation)
        return; // cancelled: no response
    const nlohmann::json id = it->id;
    m_calls.erase(it);
    nlohmann::json result = invocation->result();
    if (!versionAtLeast("2025-06-18"))
        result.erase("structuredContent");
    reply(id, std::move(result));
}

void McpSession::handleNotification(const Message &message)
{
    // notifications/initialized needs nothing: requests are served from the initialize response on, as clients that
    // do not wait for their own notification expect.
    if (message.method == "notifications/cancelled") {
        const nlohmann::json &params = message.params;
        if (!params.is_object() || !params.contains("requestId"))
            return;
        const QString reason = jsonString(params, "reason");
        cancelRequest(idKey(params["requestId"]), reason);
        return;
    }
    // Other notifications (roots/list_changed, progress of our requests, …) need nothing from a tools-only server.
}

void McpSession::cancelRequest(const QByteArray &key, const QString &reason)
{
    const auto it = m_calls.find(key);
    if (it == m_calls.end())
        return; // unknown, finished or already cancelled: the race is allowed
    QPointer<ToolInvocation> invocation = it->invocation;
    m_calls.erase(it);
    qCInfo(lcMcp) << "session" << m_taskId << "cancels request" << key << reason;
    if (invocation)
        invocation->cancel();
    emit requestDropped(key);
}

void McpSession::handleResponse(const Message &message)
{
    const auto it = m_elicitations.find(message.key());
    if (it == m_elicitations.end())
        return;
    QPointer<Elicitation> elicitation = it.value();
    m_elicitations.erase(it);
    if (!elicitation)
        return;
    if (!message.error.is_null()) {
        const QString text = jsonString(message.error, "message");
        elicitation->resolve(Elicitation::Outcome::Failed, {},
                             text.isEmpty() ? QStringLiteral("the client answered with an error") : text);
        return;
    }
    const QString action = jsonString(message.result, "action");
    if (action == QLatin1String("accept")) {
        const auto content = message.result.find("content");
        elicitation->resolve(Elicitation::Outcome::Accepted, content != message.result.end() && content->is_object()
                                                                 ? *content
                                                                 : nlohmann::json::object());
    } else if (action == QLatin1String("decline")) {
        elicitation->resolve(Elicitation::Outcome::Declined);
    } else if (action == QLatin1String("cancel")) {
        elicitation->resolve(Elicitation::Outcome::Cancelled);
    } else {
        elicitation->resolve(Elicitation::Outcome::Failed, {}, QStringLiteral("the client's answer had no action"));
    }
}

Elicitation *McpSession::elicit(const QByteArray &relatedKey, const QString &message,
                                const nlohmann::json &requestedSchema, int timeoutMs, QObject *parent)
{
    const nlohmann::json id = m_nextRequestId++;
    auto *elicitation = new Elicitation(this, id, timeoutMs, parent);
    if (m_closed) {
        elicitation->resolve(Elicitation::Outcome::Failed, {}, QStringLiteral("the client is disconnected"));
        return elicitation;
    }
    m_elicitations.insert(idKey(id), elicitation);
    nlohmann::json params = {{"message", message.toStdString()}, {"requestedSchema", requestedSchema}};
    if (versionAtLeast("2025-11-25"))
        params["mode"] = "form";
    send(makeRequest(id, "elicitation/create", std::move(params)), relatedKey);
    return elicitation;
}

void McpSession::withdrawElicitation(const nlohmann::json &id, const QString &reason)
{
    if (!m_elicitations.remove(idKey(id)) || m_closed)
        return;
    send(makeNotification("notifications/cancelled", {{"requestId", id}, {"reason", reason.toStdString()}}), {});
}

void McpSession::log(const QString &level, const QString &logger, const nlohmann::json &data,
                     const QByteArray &relatedKey)
{
    const qsizetype index = logLevels().indexOf(level);
    if (index < 0 || index < m_logLevel || !m_initialized)
        return;
    nlohmann::json params = {{"level", level.toStdString()}, {"data", data}};
    if (!logger.isEmpty())
        params["logger"] = logger.toStdString();
    send(makeNotification("notifications/message", std::move(params)), relatedKey);
}

void McpSession::close()
{
    if (m_closed)
        return;
    m_closed = true;
    const auto calls = std::exchange(m_calls, {});
    for (const Call &call : calls) {
        if (call.invocation)
            call.invocation->cancel();
    }
    const auto elicitations = std::exchange(m_elicitations, {});
    for (const QPointer<Elicitation> &elicitation : elicitations) {
        if (elicitation)
            elicitation->resolve(Elicitation::Outcome::Failed, {}, QStringLiteral("the client disconnected"));
    }
    if (m_server)
        m_server->unregisterSession(this);
}

void McpSession::reply(const nlohmann::json &id, nlohmann::json result)
{
    send(makeResult(id, std::move(result)), idKey(id), true);
}

void McpSession::replyError(const nlohmann::json &id, int code, const std::string &text)
{
    send(makeError(id, code, text), idKey(id), true);
}

void McpSession::send(const nlohmann::json &message, const QByteArray &relatedKey, bool final)
{
    if (m_closed)
        return;
    emit outgoing(serialize(message), relatedKey, final);
}

LineReader lineReaderFor(const QPointer<McpSession> &session)
{
    return LineReader(
        kMaxMessageBytes,
        [session](QByteArrayView line) {
            if (session)
                session->handleText(std::string_view(line.data(), size_t(line.size())));
        },
        [session] {
            if (session)
                session->handle(
                    invalidMessage(jsonrpc::kInvalidRequest, "Invalid Request: the message is larger than 64 MiB"));
        });
}

} // namespace airlock::mcp
