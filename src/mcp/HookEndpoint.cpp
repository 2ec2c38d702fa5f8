// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookEndpoint.h"

#include "HookWire.h"
#include "JsonRpc.h"
#include "McpLog.h"
#include "engine/HookService.h"

#include <nlohmann/json.hpp>

#include <QLocalSocket>

namespace airlock::mcp {

namespace {

using nlohmann::json;

// A string field of the request: absent is empty; any other type is an error naming the field.
bool readString(const json &params, const char *name, QString &out, std::string &error)
{
    const auto it = params.find(name);
    if (it == params.end() || it->is_null())
        return true;
    if (!it->is_string()) {
        error = std::string("`") + name + "` must be a string";
        return false;
    }
    out = QString::fromStdString(it->get<std::string>());
    return true;
}

std::optional<engine::HookRequest> requestFrom(const json &params, std::string &error)
{
    if (!params.is_object()) {
        error = "`params` must be an object";
        return std::nullopt;
    }
    engine::HookRequest r;
    const std::pair<const char *, QString *> strings[] = {
        {"agent", &r.agent},          {"event", &r.event},
        {"session_id", &r.sessionId}, {"cwd", &r.cwd},
        {"tool_name", &r.toolName},   {"tool_use_id", &r.toolUseId},
        {"command", &r.command},      {"agent_version", &r.agentVersion}};
    for (const auto &[name, target] : strings) {
        if (!readString(params, name, *target, error))
            return std::nullopt;
    }
    if (r.agent.isEmpty()) {
        error = "`agent` is missing";
        return std::nullopt;
    }
    if (const auto it = params.find("agent_can_ask"); it != params.end())
        r.agentCanAsk = it->is_boolean() && it->get<bool>();
    if (const auto it = params.find("deadline_ms"); it != params.end() && it->is_number_integer())
        r.deadlineMs = int(std::clamp<long long>(it->get<long long>(), 0, 24LL * 3600 * 1000));
    if (const auto it = params.find("on_failure"); it != params.end() && it->is_string())
        r.failureAsks = it->get<std::string>() != "deny";
    return r;
}

} // namespace

HookEndpoint::HookEndpoint(engine::HookService *hooks, QLocalSocket *socket)
    : QObject(socket)
    , m_hooks(hooks)
    , m_socket(socket)
    , m_lines(
          hookwire::kMaxRequestBytes, [this](QByteArrayView line) { onLine(line); },
          [this] {
              reply(QByteArrayLiteral(
                  R"({"id":null,"error":{"code":-32600,"message":"the hook request is larger than 8 MiB"}})"));
          })
{}

HookEndpoint::~HookEndpoint()
{
    close();
}

void HookEndpoint::close()
{
    if (m_call && !m_call->isFinished())
        m_call->cancel();
}

void HookEndpoint::onLine(QByteArrayView line)
{
    if (m_done || m_call)
        return; // one request per connection
    json message = json::parse(line.begin(), line.end(), nullptr, false);
    json id = message.is_object() && message.contains("id") ? message["id"] : json(nullptr);
    auto fail = [this, &id](int code, const std::string &text) {
        reply(QByteArray::fromStdString(json{{"id", id}, {"error", {{"code", code}, {"message", text}}}}.dump(
            -1, ' ', false, json::error_handler_t::replace)));
    };
    if (message.is_discarded() || !message.is_object())
        return fail(jsonrpc::kParseError, "the hook request is not a JSON object");
    if (message.value("method", std::string()) != hookwire::kMethod)
        return fail(jsonrpc::kMethodNotFound, std::string("the method must be ") + hookwire::kMethod);
    std::string error;
    const auto request = requestFrom(message.value("params", json()), error);
    if (!request)
        return fail(jsonrpc::kInvalidParams, error);
    if (!m_hooks)
        return fail(jsonrpc::kInternalError, "Airlock is shutting down");
    m_call = m_hooks->judge(*request, this);
    connect(m_call, &engine::HookCall::finished, this, [this, id] {
        engine::HookCall *call = m_call;
        const json result = {{"verdict", engine::hookVerdictName(call->verdict()).toStdString()},
                             {"reason", call->reason().toStdString()},
                             {"decided_by", call->decidedBy().toStdString()},
                             {"task", call->taskId().toStdString()}};
        call->deleteLater();
        reply(QByteArray::fromStdString(
            json{{"id", id}, {"result", result}}.dump(-1, ' ', false, json::error_handler_t::replace)));
    });
}

void HookEndpoint::reply(const QByteArray &json)
{
    if (m_done)
        return;
    m_done = true;
    m_socket->write(json + '\n');
    m_socket->flush();
    m_socket->disconnectFromServer();
}

} // namespace airlock::mcp
