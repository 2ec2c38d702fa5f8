// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "JsonRpc.h"

namespace airlock::mcp {

namespace {

// The deepest nesting of arrays and objects outside strings; stops counting once past `limit`.
int nestingDepth(std::string_view text, int limit)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"': inString = true; break;
        case '[':
        case '{':
            deepest = std::max(deepest, ++depth);
            if (deepest > limit)
                return deepest;
            break;
        case ']':
        case '}': --depth; break;
        default: break;
        }
    }
    return deepest;
}

Message invalid(int code, std::string message, nlohmann::json id = nullptr)
{
    Message m;
    m.kind = Message::Kind::Invalid;
    m.errorCode = code;
    m.errorMessage = std::move(message);
    m.id = std::move(id);
    return m;
}

bool isValidId(const nlohmann::json &id)
{
    return id.is_string() || id.is_number_integer() || id.is_number_unsigned();
}

} // namespace

Message invalidMessage(int code, std::string text)
{
    return invalid(code, std::move(text));
}

QByteArray Message::key() const
{
    return idKey(id);
}

QByteArray idKey(const nlohmann::json &id)
{
    return QByteArray::fromStdString(id.dump());
}

Message parseMessage(std::string_view text)
{
    if (static_cast<qsizetype>(text.size()) > kMaxMessageBytes)
        return invalid(jsonrpc::kInvalidRequest, "Invalid Request: the message is larger than 64 MiB");
    if (nestingDepth(text, kMaxNestingDepth) > kMaxNestingDepth)
        return invalid(jsonrpc::kInvalidRequest,
                       "Invalid Request: JSON nested deeper than " + std::to_string(kMaxNestingDepth) + " levels");
    nlohmann::json doc;
    try {
        doc = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception &e) {
        return invalid(jsonrpc::kParseError, std::string("Parse error: ") + e.what());
    }
    if (doc.is_array())
        return invalid(jsonrpc::kInvalidRequest, "Invalid Request: batches (JSON arrays) are not supported");
    if (!doc.is_object())
        return invalid(jsonrpc::kInvalidRequest, "Invalid Request: a message must be a JSON object");

    nlohmann::json id = nullptr;
    const auto idIt = doc.find("id");
    const bool hasId = idIt != doc.end();
    // An error response whose request's id could not be read carries `"id": null` (JSON-RPC 2.0 §5).
    const bool nullIdError = hasId && idIt->is_null() && doc.contains("error") && !doc.contains("method");
    if (hasId && !nullIdError) {
        if (!isValidId(*idIt))
            return invalid(jsonrpc::kInvalidRequest, "Invalid Request: id must be a string or an integer");
        id = *idIt;
    }
    const auto version = doc.find("jsonrpc");
    if (version == doc.end() || *version != "2.0")
        return invalid(jsonrpc::kInvalidRequest, "Invalid Request: jsonrpc must be \"2.0\"", id);

    Message m;
    m.id = id;
    const auto method = doc.find("method");
    if (method != doc.end()) {
        if (!method->is_string())
            return invalid(jsonrpc::kInvalidRequest, "Invalid Request: method must be a string", id);
        m.method = method->get<std::string>();
        m.kind = hasId ? Message::Kind::Request : Message::Kind::Notification;
        const auto params = doc.find("params");
        if (params != doc.end() && params->is_object())
            m.params = std::move(*params);
        else if (params != doc.end() && !params->is_null() && hasId)
            return invalid(jsonrpc::kInvalidParams, "Invalid params: params must be an object", id);
        return m;
    }
    const auto result = doc.find("result");
    const auto error = doc.find("error");
    if (hasId && (result != doc.end()) != (error != doc.end())) {
        m.kind = Message::Kind::Response;
        if (result != doc.end())
            m.result = std::move(*result);
        else if (error->is_object())
            m.error = std::move(*error);
        else
            m.error = nlohmann::json{{"code", jsonrpc::kInternalError}, {"message", "malformed error"}};
        return m;
    }
    return invalid(jsonrpc::kInvalidRequest, "Invalid Request: neither a request, a notification nor a response", id);
}

nlohmann::json makeResult(const nlohmann::json &id, nlohmann::json result)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"result", std::move(result)}};
}

nlohmann::json makeError(const nlohmann::json &id, int code, const std::string &message)
{
    return {{"jsonrpc", "2.0"}, {"id", id}, {"error", {{"code", code}, {"message", message}}}};
}

nlohmann::json makeNotification(const std::string &method, nlohmann::json params)
{
    nlohmann::json message = {{"jsonrpc", "2.0"}, {"method", method}};
    if (!params.is_null())
        message["params"] = std::move(params);
    return message;
}

nlohmann::json makeRequest(const nlohmann::json &id, const std::string &method, nlohmann::json params)
{
    nlohmann::json message = {{"jsonrpc", "2.0"}, {"id", id}, {"method", method}};
    if (!params.is_null())
        message["params"] = std::move(params);
    return message;
}

QByteArray serialize(const nlohmann::json &message)
{
    return QByteArray::fromStdString(message.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

} // namespace airlock::mcp
