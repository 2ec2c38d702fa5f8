// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/HookSettings.h"

#include <QString>

#include <optional>

namespace airlock::gui {

// The MCP configuration an agent needs to reach Airlock's `terminal` tool, in the format its documentation gives:
// over stdio (the agent starts `airlock mcp`, the bridge to the running app) or Streamable HTTP (a URL and a bearer
// token, read from an environment variable where the agent can expand one).
struct AgentSnippet {
    enum class Format { Shell, Json, Toml, Url };
    Format format = Format::Shell;
    QString where; // the file it goes in, or empty for a command to run
    QString text;  // what the Copy button copies: nothing but the configuration itself
};

namespace AgentSnippets {

// The environment variable the HTTP snippets read the token from (Airlock's own name for it).
inline constexpr char kTokenVariable[] = "AIRLOCK_MCP_HTTP_TOKEN";

// How agents start this program: "airlock" when the `airlock` found on `path` is this very binary, else its full
// path (a build tree, an unpacked tarball).
QString program(const QString &runningBinary, const QString &path);

// `agent` empty: any MCP client (the common `mcpServers` JSON, or the bare URL).
AgentSnippet stdio(std::optional<engine::HookAgent> agent, const QString &program);
AgentSnippet http(std::optional<engine::HookAgent> agent, const QString &program, int port);

// The shell command that puts the token where the HTTP snippets look for it.
QString tokenExport(const QString &program);

} // namespace AgentSnippets

} // namespace airlock::gui
