// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <nlohmann/json.hpp>

#include <string>

// How a bridged MCP client chooses what the app cannot guess for its session (`airlock mcp --backend docker`, the
// demo's agent): one optional line before the first MCP message on the bridge socket.
//
//   client → app   "AIRLOCK-MCP 1 {"backend":"docker"}\n"
//
// Keys: backend (a backend name, as `--backend` takes it: the session's tasks run there). Without the line the
// session uses the app's configured backend. A malformed line, an unknown key or backend gets one JSON-RPC error
// line (id null) and the connection is closed: nothing runs on a backend the client did not ask for.
namespace airlock::mcp::sessionwire {

inline constexpr char kGreeting[] = "AIRLOCK-MCP 1 ";
inline constexpr long long kMaxGreetingBytes = 4096;

inline std::string greetingLine(const std::string &backend)
{
    return std::string(kGreeting) + nlohmann::json{{"backend", backend}}.dump() + "\n";
}

} // namespace airlock::mcp::sessionwire
