// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>

// The agents' hook contracts (docs/hooks.md, from each agent's documentation): what each sends on stdin before a
// shell command and how it reads an answer. Qt-free: `airlock-hook`, started once per command, links it alone.
namespace airlock::app::hook {

enum class Agent { ClaudeCode, Codex, GeminiCli, Cursor };

// claude-code (or claude), codex, gemini-cli (or gemini), cursor.
std::optional<Agent> agentFromName(std::string_view name);
std::string agentName(Agent agent);
// How long the agent waits for its hook by default, in seconds (the hook answers before it).
int defaultTimeoutSecs(Agent agent);

// One hook call as the agent sent it.
struct Input {
    Agent agent = Agent::ClaudeCode; // who really sent it (Cursor runs Claude Code's hooks too)
    std::string event;               // PreToolUse, PermissionRequest, BeforeTool, beforeShellExecution, preToolUse
    std::string sessionId;
    std::string cwd;
    std::string toolName;
    std::string toolUseId;
    std::string command;
    bool isShell = false; // a shell command (else the hook has nothing to say: another tool matched)
};

// Parses the agent's stdin; an error says what is wrong with it.
std::variant<Input, std::string> parseInput(Agent agent, std::string_view text);

// Whether the agent can ask the person itself for this event: an `ask` answer (Claude Code's and Cursor's), or no
// answer at all where the event is the agent's own prompt about to show (PermissionRequest).
bool agentCanAsk(const Input &input);

enum class Verdict { Allow, Deny, Ask, None };

// What the hook prints and how it exits.
struct Output {
    std::string out;
    std::string err;
    int exitCode = 0;
};

// The answer in the agent's own format. `reason`: why (denied), or what the agent's prompt should say (ask). An Ask
// the agent cannot show becomes a Deny that says to ask in Airlock.
Output render(const Input &input, Verdict verdict, const std::string &reason);

} // namespace airlock::app::hook
