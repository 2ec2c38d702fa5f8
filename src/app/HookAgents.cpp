// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookAgents.h"

#include <nlohmann/json.hpp>

namespace airlock::app::hook {

namespace {

using nlohmann::json;

std::string stringField(const json &object, const char *name)
{
    const auto it = object.find(name);
    return it != object.end() && it->is_string() ? it->get<std::string>() : std::string();
}

// One word quoted for a POSIX shell, as Codex's argv form of a command is run.
std::string shellQuoted(const std::string &word)
{
    if (!word.empty() &&
        word.find_first_not_of("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-./=:,+@%") ==
            std::string::npos)
        return word;
    std::string quoted = "'";
    for (char c : word)
        quoted += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return quoted + "'";
}

// tool_input.command: a string, or (some Codex versions) an argv array.
std::optional<std::string> commandOf(const json &toolInput)
{
    if (!toolInput.is_object())
        return std::nullopt;
    const auto it = toolInput.find("command");
    if (it == toolInput.end())
        return std::nullopt;
    if (it->is_string())
        return it->get<std::string>();
    if (!it->is_array())
        return std::nullopt;
    std::string joined;
    for (const json &word : *it) {
        if (!word.is_string())
            return std::nullopt;
        joined += (joined.empty() ? "" : " ") + shellQuoted(word.get<std::string>());
    }
    return joined;
}

bool isShellTool(Agent agent, const std::string &tool)
{
    switch (agent) {
    case Agent::ClaudeCode: return tool == "Bash" || tool == "PowerShell";
    case Agent::Codex: return tool == "Bash" || tool == "shell" || tool == "exec_command" || tool == "local_shell";
    case Agent::GeminiCli: return tool == "run_shell_command";
    // Cursor also runs Claude Code's hooks, and may name the tool as Claude does there.
    case Agent::Cursor: return tool == "Shell" || tool == "run_terminal_cmd" || tool == "Bash" || tool == "PowerShell";
    }
    return false;
}

std::string dump(const json &value)
{
    return value.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

Output claudeStyle(const Input &input, Verdict verdict, const std::string &reason)
{
    if (input.event == "PermissionRequest") {
        // The agent's own prompt is about to show: no answer lets it.
        if (verdict == Verdict::Ask || verdict == Verdict::None)
            return {};
        json decision = {{"behavior", verdict == Verdict::Allow ? "allow" : "deny"}};
        if (verdict == Verdict::Deny)
            decision["message"] = reason;
        return {
            dump({{"hookSpecificOutput", {{"hookEventName", "PermissionRequest"}, {"decision", decision}}}}), {}, 0};
    }
    if (input.agent == Agent::Codex) {
        // Codex's PreToolUse honours only a block: exit 2 with the reason on stderr.
        if (verdict == Verdict::Allow || verdict == Verdict::None)
            return {};
        return {{}, reason + "\n", 2};
    }
    if (verdict == Verdict::None)
        return {};
    const char *names[] = {"allow", "deny", "ask"};
    json output = {{"hookEventName", "PreToolUse"}, {"permissionDecision", names[int(verdict)]}};
    if (!reason.empty())
        output["permissionDecisionReason"] = reason;
    return {dump({{"hookSpecificOutput", output}}), {}, 0};
}

} // namespace

std::optional<Agent> agentFromName(std::string_view name)
{
    if (name == "claude-code" || name == "claude")
        return Agent::ClaudeCode;
    if (name == "codex")
        return Agent::Codex;
    if (name == "gemini-cli" || name == "gemini")
        return Agent::GeminiCli;
    if (name == "cursor")
        return Agent::Cursor;
    return std::nullopt;
}

std::string agentName(Agent agent)
{
    switch (agent) {
    case Agent::ClaudeCode: return "claude-code";
    case Agent::Codex: return "codex";
    case Agent::GeminiCli: return "gemini-cli";
    case Agent::Cursor: return "cursor";
    }
    return "claude-code";
}

int defaultTimeoutSecs(Agent agent)
{
    switch (agent) {
    case Agent::ClaudeCode:
    case Agent::Codex: return 600;
    case Agent::GeminiCli:
    case Agent::Cursor: return 60;
    }
    return 60;
}

std::variant<Input, std::string> parseInput(Agent agent, std::string_view text)
{
    const json root = json::parse(text.begin(), text.end(), nullptr, false);
    if (root.is_discarded())
        return std::string("the hook input is not valid JSON (or not UTF-8)");
    if (!root.is_object())
        return std::string("the hook input is not a JSON object");
    Input input;
    input.event = stringField(root, "hook_event_name");
    // Cursor runs Claude Code's hooks too ("third-party configs"): its own events say it was Cursor.
    // Only where Cursor can be the sender: as itself, or running a hook written for Claude Code.
    const bool fromCursor = input.event == "beforeShellExecution" || root.contains("conversation_id");
    input.agent = fromCursor && (agent == Agent::ClaudeCode || agent == Agent::Cursor) ? Agent::Cursor : agent;
    input.sessionId = stringField(root, input.agent == Agent::Cursor ? "conversation_id" : "session_id");
    if (input.sessionId.empty())
        input.sessionId = stringField(root, "session_id");
    input.cwd = stringField(root, "cwd");
    if (input.cwd.empty() && root.contains("workspace_roots") && root["workspace_roots"].is_array() &&
        !root["workspace_roots"].empty() && root["workspace_roots"][0].is_string())
        input.cwd = root["workspace_roots"][0].get<std::string>();
    input.toolUseId = stringField(root, "tool_use_id");
    if (input.event == "beforeShellExecution") {
        input.toolName = "Shell";
        if (!root.contains("command") || !root["command"].is_string())
            return std::string("`command` is missing or not a string");
        input.command = root["command"].get<std::string>();
        input.isShell = true;
        return input;
    }
    input.toolName = stringField(root, "tool_name");
    if (!isShellTool(input.agent, input.toolName))
        return input; // another tool: nothing to judge
    const auto command = commandOf(root.value("tool_input", json()));
    if (!command)
        return std::string("`tool_input.command` is missing or not a string");
    input.command = *command;
    input.isShell = true;
    return input;
}

bool agentCanAsk(const Input &input)
{
    if (input.event == "PermissionRequest")
        return true; // no answer: the agent's own prompt shows
    return input.agent == Agent::ClaudeCode || input.agent == Agent::Cursor;
}

Output render(const Input &input, Verdict verdict, const std::string &givenReason)
{
    const std::string reason =
        givenReason.empty() && verdict == Verdict::Deny ? std::string("Denied by Airlock.") : givenReason;
    if (verdict == Verdict::Ask && !agentCanAsk(input))
        return render(input, Verdict::Deny, reason.empty() ? "Airlock asks for approval of this command" : reason);
    switch (input.agent) {
    case Agent::ClaudeCode:
    case Agent::Codex: return claudeStyle(input, verdict, reason);
    case Agent::GeminiCli: {
        if (verdict == Verdict::None)
            return {};
        json output = {{"decision", verdict == Verdict::Allow ? "allow" : "deny"}};
        if (!reason.empty())
            output["reason"] = reason;
        return {dump(output), {}, 0};
    }
    case Agent::Cursor: {
        if (verdict == Verdict::None)
            return {};
        const char *names[] = {"allow", "deny", "ask"};
        json output = {{"permission", names[int(verdict)]}};
        if (!reason.empty()) {
            output["user_message"] = reason;
            output["agent_message"] = reason;
        }
        return {dump(output), {}, 0};
    }
    }
    return {{}, reason + "\n", 2};
}

} // namespace airlock::app::hook
