// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// How `airlock hook <agent>` talks to the running app over the bridge socket (RuntimeDir::socketPath()): Qt-free, so
// that the hook client (`airlock-hook`, a small program started once per command) shares it.
//
//   client → app   "AIRLOCK-HOOK 1\n"   (the greeting: this connection is a hook's, not an MCP session)
//   client → app   {"id":1,"method":"airlock/hook","params":{…}}\n
//   app → client   {"id":1,"result":{"verdict":"allow|deny|ask|none","reason":"…","decided_by":"…","task":"…"}}\n
//                  or {"id":1,"error":{"code":…,"message":"…"}}\n
//
// params: agent, event, session_id, cwd, tool_name, tool_use_id, command, agent_version (strings), agent_can_ask
// (bool), deadline_ms (integer: the client gives up after this long), on_failure ("ask" | "deny"). Closing the
// connection withdraws the question.
namespace airlock::mcp::hookwire {

inline constexpr char kGreeting[] = "AIRLOCK-HOOK 1";
inline constexpr char kMethod[] = "airlock/hook";
// The request line's limit: a 1 MiB command escaped in JSON (\u0001 is six bytes per byte) and the other fields.
inline constexpr long long kMaxRequestBytes = 8LL * 1024 * 1024;

} // namespace airlock::mcp::hookwire
