// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <nlohmann/json.hpp>

#include <QByteArray>

#include <string>
#include <string_view>

namespace airlock::mcp {

// JSON-RPC 2.0 as MCP uses it: one message per line (stdio, bridge) or per HTTP body. Batches are not accepted:
// MCP 2025-06-18 removed them, and one message per frame keeps cancellation and HTTP streams unambiguous.
namespace jsonrpc {
constexpr int kParseError = -32700;
constexpr int kInvalidRequest = -32600;
constexpr int kMethodNotFound = -32601;
constexpr int kInvalidParams = -32602;
constexpr int kInternalError = -32603;
// Implementation-defined server errors (-32000 … -32099).
constexpr int kServerError = -32000;
constexpr int kSessionNotFound = -32001;
} // namespace jsonrpc

// A message larger than this is refused unread; a command is at most 1 MiB, so no valid call comes close.
constexpr qsizetype kMaxMessageBytes = 64 * 1024 * 1024;
// Deeper JSON is refused before it is parsed: MCP messages nest a handful of levels, and a bounded depth keeps the
// parser, the destructor and dump() far from the stack limit.
constexpr int kMaxNestingDepth = 64;

struct Message {
    enum class Kind { Request, Notification, Response, Invalid };
    Kind kind = Kind::Invalid;
    nlohmann::json id;     // Request, Response, and Invalid when the id was readable; null otherwise
    std::string method;    // Request, Notification
    nlohmann::json params; // an object, or null when absent
    nlohmann::json result; // Response (success)
    nlohmann::json error;  // Response (failure): the error object
    int errorCode = 0;     // Invalid: what to answer
    std::string errorMessage;

    bool isRequest() const { return kind == Kind::Request; }
    bool isResponse() const { return kind == Kind::Response; }
    // The id as a map key: its compact JSON text, so that 1 and "1" stay distinct.
    QByteArray key() const;
};

// A message that is answered with an error and id null (a line over the size limit, …).
Message invalidMessage(int code, std::string text);

// Parses and validates one message. Never throws; invalid input yields Kind::Invalid with the error to answer.
Message parseMessage(std::string_view text);

QByteArray idKey(const nlohmann::json &id);
nlohmann::json makeResult(const nlohmann::json &id, nlohmann::json result);
nlohmann::json makeError(const nlohmann::json &id, int code, const std::string &message);
nlohmann::json makeNotification(const std::string &method, nlohmann::json params);
nlohmann::json makeRequest(const nlohmann::json &id, const std::string &method, nlohmann::json params);
// Compact JSON text, no newline; invalid UTF-8 (which parsed input never holds) becomes U+FFFD.
QByteArray serialize(const nlohmann::json &message);

} // namespace airlock::mcp
