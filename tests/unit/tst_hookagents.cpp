// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The agents' hook contracts (app/HookAgents.h, Qt-free): what each agent's hook input parses to (from the CLIs' own
// captured inputs and INTEGRATIONS.md §3), which tools are shell tools, Cursor running Claude Code's hook, the inputs
// that must be refused, and the exact answer (stdout, stderr, exit code) for every agent and verdict.
#include "HookAgents.h"

#include <QByteArray>
#include <QTest>

#include <optional>
#include <string>

using airlock::app::hook::Agent;
using airlock::app::hook::Input;
using airlock::app::hook::Output;
using airlock::app::hook::Verdict;
namespace hook = airlock::app::hook;

Q_DECLARE_METATYPE(airlock::app::hook::Agent)
Q_DECLARE_METATYPE(airlock::app::hook::Verdict)

namespace {

// Captured from Claude Code 2.1.332 before a Bash call.
const char kClaudeCode[] =
    "{\"session_id\":\"9b4b1f2e-7c3a-4d51-9e0a-1c2b3d4e5f60\",\"transcript_path\":\"/home/dev/.claude/projects/p/"
    "9b4b.jsonl\","
    "\"cwd\":\"/p\",\"prompt_id\":\"c0ffee00-1234\",\"permission_mode\":\"default\",\"effort\":{\"level\":\"medium\"},"
    "\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\","
    "\"tool_input\":{\"command\":\"echo hook-ok > marker.txt\",\"description\":\"Write a marker file\"},"
    "\"tool_use_id\":\"toolu_1\"}";

// Captured from Gemini CLI 0.61.0 before run_shell_command.
const char kGemini[] = "{\"session_id\":\"bbc61d7a-0f3e-4c2b-8a9d-5e6f7a8b9c0d\",\"transcript_path\":\"/home/dev/"
                       ".gemini/tmp/p/chats/s.json\","
                       "\"cwd\":\"/p\",\"hook_event_name\":\"BeforeTool\",\"timestamp\":\"2026-12-01T14:50:34.614Z\","
                       "\"tool_name\":\"run_shell_command\",\"tool_input\":{\"command\":\"echo "
                       "hook-ok\",\"description\":\"Print a word\"}}";

// Codex's PreToolUse / PermissionRequest schema (`turn_id` as seen in the wild).
std::string codexInput(const std::string &event, const std::string &command)
{
    return "{\"cwd\":\"/repo\",\"hook_event_name\":\"" + event +
           "\",\"model\":\"gpt-5-codex\",\"permission_mode\":\"default\",\"session_id\":\"019a-codex\","
           "\"transcript_path\":\"/home/dev/.codex/sessions/"
           "s.jsonl\",\"tool_use_id\":\"call_7\",\"tool_name\":\"Bash\","
           "\"tool_input\":{\"command\":" +
           command + "},\"turn_id\":\"turn-3\"}";
}

// Cursor's beforeShellExecution (cwd may be empty: the workspace root is where it runs).
const char kCursor[] =
    "{\"hook_event_name\":\"beforeShellExecution\",\"conversation_id\":\"conv-42\",\"generation_id\":\"gen-9\","
    "\"workspace_roots\":[\"/w\"],\"command\":\"npm test\",\"cwd\":\"\"}";

// Parsed input, or a test failure naming the error.
std::optional<Input> parsed(Agent agent, std::string_view text)
{
    auto result = hook::parseInput(agent, text);
    if (const auto *why = std::get_if<std::string>(&result)) {
        qWarning("parseInput failed: %s", why->c_str());
        return std::nullopt;
    }
    return std::get<Input>(result);
}

// The error parseInput gives, or "" when it parsed.
std::string errorOf(Agent agent, std::string_view text)
{
    auto result = hook::parseInput(agent, text);
    const auto *why = std::get_if<std::string>(&result);
    return why ? *why : std::string();
}

Input inputFor(Agent agent, const std::string &event)
{
    Input input;
    input.agent = agent;
    input.event = event;
    input.sessionId = "s";
    input.toolName = agent == Agent::GeminiCli ? "run_shell_command" : agent == Agent::Cursor ? "Shell" : "Bash";
    input.command = "x";
    input.isShell = true;
    return input;
}

QByteArray bytes(const std::string &text)
{
    return QByteArray(text.data(), qsizetype(text.size()));
}

} // namespace

class TestHookAgents : public QObject
{
    Q_OBJECT

private slots:
    void agentNames_andTheirAliases_areKnown_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<Agent>("agent");
        QTest::addColumn<QByteArray>("canonical");
        QTest::addRow("claude-code") << QByteArray("claude-code") << Agent::ClaudeCode << QByteArray("claude-code");
        QTest::addRow("claude") << QByteArray("claude") << Agent::ClaudeCode << QByteArray("claude-code");
        QTest::addRow("codex") << QByteArray("codex") << Agent::Codex << QByteArray("codex");
        QTest::addRow("gemini-cli") << QByteArray("gemini-cli") << Agent::GeminiCli << QByteArray("gemini-cli");
        QTest::addRow("gemini") << QByteArray("gemini") << Agent::GeminiCli << QByteArray("gemini-cli");
        QTest::addRow("cursor") << QByteArray("cursor") << Agent::Cursor << QByteArray("cursor");
    }
    void agentNames_andTheirAliases_areKnown()
    {
        QFETCH(QByteArray, name);
        QFETCH(Agent, agent);
        QFETCH(QByteArray, canonical);
        const auto found = hook::agentFromName(name.toStdString());
        QVERIFY(found.has_value());
        QCOMPARE(*found, agent);
        QCOMPARE(bytes(hook::agentName(agent)), canonical);
    }

    void unknownAgentNames_areRejected_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addRow("empty") << QByteArray();
        QTest::addRow("unknown") << QByteArray("nosuchagent");
        QTest::addRow("capitalised") << QByteArray("Claude");
        QTest::addRow("with a space") << QByteArray("claude-code ");
        QTest::addRow("hermes (not a hook agent)") << QByteArray("hermes");
    }
    void unknownAgentNames_areRejected()
    {
        QFETCH(QByteArray, name);
        QVERIFY(!hook::agentFromName(name.toStdString()).has_value());
    }

    void defaultTimeouts_areTheAgentsOwn()
    {
        // Claude Code and Codex wait 600 s for a command hook; Gemini CLI (60000 ms) and Cursor 60 s.
        QCOMPARE(hook::defaultTimeoutSecs(Agent::ClaudeCode), 600);
        QCOMPARE(hook::defaultTimeoutSecs(Agent::Codex), 600);
        QCOMPARE(hook::defaultTimeoutSecs(Agent::GeminiCli), 60);
        QCOMPARE(hook::defaultTimeoutSecs(Agent::Cursor), 60);
    }

    void claudeCode_preToolUse_givesEveryField()
    {
        const auto input = parsed(Agent::ClaudeCode, kClaudeCode);
        QVERIFY(input);
        QCOMPARE(input->agent, Agent::ClaudeCode);
        QCOMPARE(bytes(input->event), QByteArray("PreToolUse"));
        QCOMPARE(bytes(input->sessionId), QByteArray("9b4b1f2e-7c3a-4d51-9e0a-1c2b3d4e5f60"));
        QCOMPARE(bytes(input->cwd), QByteArray("/p"));
        QCOMPARE(bytes(input->toolName), QByteArray("Bash"));
        QCOMPARE(bytes(input->toolUseId), QByteArray("toolu_1"));
        QCOMPARE(bytes(input->command), QByteArray("echo hook-ok > marker.txt"));
        QVERIFY(input->isShell);
        QVERIFY(hook::agentCanAsk(*input));
    }

    void claudeCode_powerShellAndPermissionRequest_areShellCommands()
    {
        const auto powerShell = parsed(
            Agent::ClaudeCode,
            "{\"session_id\":\"s\",\"cwd\":\"C:\\\\p\",\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"PowerShell\","
            "\"tool_input\":{\"command\":\"Remove-Item -Recurse C:\\\\p\"},\"tool_use_id\":\"toolu_2\"}");
        QVERIFY(powerShell);
        QVERIFY(powerShell->isShell);
        QCOMPARE(bytes(powerShell->command), QByteArray("Remove-Item -Recurse C:\\p"));
        QCOMPARE(bytes(powerShell->cwd), QByteArray("C:\\p"));

        const auto permission =
            parsed(Agent::ClaudeCode, "{\"session_id\":\"s\",\"cwd\":\"/p\",\"hook_event_name\":\"PermissionRequest\","
                                      "\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"git push\"}}");
        QVERIFY(permission);
        QVERIFY(permission->isShell);
        QCOMPARE(bytes(permission->event), QByteArray("PermissionRequest"));
        QCOMPARE(bytes(permission->command), QByteArray("git push"));
        QVERIFY(permission->toolUseId.empty());
    }

    void gemini_beforeTool_givesEveryField()
    {
        const auto input = parsed(Agent::GeminiCli, kGemini);
        QVERIFY(input);
        QCOMPARE(input->agent, Agent::GeminiCli);
        QCOMPARE(bytes(input->event), QByteArray("BeforeTool"));
        QCOMPARE(bytes(input->sessionId), QByteArray("bbc61d7a-0f3e-4c2b-8a9d-5e6f7a8b9c0d"));
        QCOMPARE(bytes(input->cwd), QByteArray("/p"));
        QCOMPARE(bytes(input->toolName), QByteArray("run_shell_command"));
        QVERIFY(input->toolUseId.empty()); // Gemini CLI sends none
        QCOMPARE(bytes(input->command), QByteArray("echo hook-ok"));
        QVERIFY(input->isShell);
        QVERIFY(!hook::agentCanAsk(*input)); // Gemini CLI has no `ask`
    }

    void codex_preToolUseAndPermissionRequest_giveEveryField_data()
    {
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<bool>("canAsk");
        QTest::addRow("PreToolUse") << QByteArray("PreToolUse") << false;              // honours only a block
        QTest::addRow("PermissionRequest") << QByteArray("PermissionRequest") << true; // its own prompt is next
    }
    void codex_preToolUseAndPermissionRequest_giveEveryField()
    {
        QFETCH(QByteArray, event);
        QFETCH(bool, canAsk);
        const auto input = parsed(Agent::Codex, codexInput(event.toStdString(), "\"cargo build --release\""));
        QVERIFY(input);
        QCOMPARE(input->agent, Agent::Codex);
        QCOMPARE(bytes(input->event), event);
        QCOMPARE(bytes(input->sessionId), QByteArray("019a-codex"));
        QCOMPARE(bytes(input->cwd), QByteArray("/repo"));
        QCOMPARE(bytes(input->toolName), QByteArray("Bash"));
        QCOMPARE(bytes(input->toolUseId), QByteArray("call_7"));
        QCOMPARE(bytes(input->command), QByteArray("cargo build --release"));
        QVERIFY(input->isShell);
        QCOMPARE(hook::agentCanAsk(*input), canAsk);
    }

    // Some Codex versions send the command as argv: it is judged as the shell command that runs those words.
    void codex_argvCommand_isQuotedAsAShellWouldRunIt_data()
    {
        QTest::addColumn<QByteArray>("argv");
        QTest::addColumn<QByteArray>("command");
        QTest::addRow("plain words") << QByteArray("[\"git\",\"status\",\"--short\"]")
                                     << QByteArray("git status --short");
        QTest::addRow("bash -lc script") << QByteArray("[\"bash\",\"-lc\",\"rm -rf ~/project && echo done\"]")
                                         << QByteArray("bash -lc 'rm -rf ~/project && echo done'");
        QTest::addRow("single quote") << QByteArray("[\"echo\",\"it's\"]") << QByteArray("echo 'it'\\''s'");
        QTest::addRow("empty word") << QByteArray("[\"printf\",\"%s\",\"\"]") << QByteArray("printf %s ''");
        QTest::addRow("safe punctuation kept bare")
            << QByteArray("[\"cp\",\"-a\",\"./a_b-c.txt\",\"user@host:/d=1,2+3%\"]")
            << QByteArray("cp -a ./a_b-c.txt user@host:/d=1,2+3%");
        QTest::addRow("glob and variable quoted")
            << QByteArray("[\"ls\",\"*.txt\",\"$HOME\"]") << QByteArray("ls '*.txt' '$HOME'");
        QTest::addRow("one word") << QByteArray("[\"ls\"]") << QByteArray("ls");
    }
    void codex_argvCommand_isQuotedAsAShellWouldRunIt()
    {
        QFETCH(QByteArray, argv);
        QFETCH(QByteArray, command);
        const auto input = parsed(Agent::Codex, codexInput("PreToolUse", argv.toStdString()));
        QVERIFY(input);
        QVERIFY(input->isShell);
        QCOMPARE(bytes(input->command), command);
    }

    void cursor_beforeShellExecution_givesEveryField()
    {
        const auto input = parsed(Agent::Cursor, kCursor);
        QVERIFY(input);
        QCOMPARE(input->agent, Agent::Cursor);
        QCOMPARE(bytes(input->event), QByteArray("beforeShellExecution"));
        QCOMPARE(bytes(input->sessionId), QByteArray("conv-42")); // the conversation is the session
        QCOMPARE(bytes(input->cwd), QByteArray("/w"));            // cwd empty: the first workspace root
        QCOMPARE(bytes(input->toolName), QByteArray("Shell"));
        QVERIFY(input->toolUseId.empty());
        QCOMPARE(bytes(input->command), QByteArray("npm test"));
        QVERIFY(input->isShell);
        QVERIFY(hook::agentCanAsk(*input));

        const auto withCwd = parsed(Agent::Cursor, "{\"hook_event_name\":\"beforeShellExecution\","
                                                   "\"conversation_id\":\"c\",\"workspace_roots\":[\"/w\"],"
                                                   "\"command\":\"ls\",\"cwd\":\"/w/sub\"}");
        QVERIFY(withCwd);
        QCOMPARE(bytes(withCwd->cwd), QByteArray("/w/sub"));
    }

    // Cursor runs the hooks in Claude Code's settings too ("third-party configs"): its own event names and fields
    // say that Cursor sent them, and the answer must be in Cursor's format.
    void cursor_runningAnotherAgentsHook_isCursor_data()
    {
        QTest::addColumn<Agent>("configuredFor");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("command");
        QTest::addRow("beforeShellExecution via claude-code")
            << Agent::ClaudeCode << QByteArray(kCursor) << QByteArray("npm test");
        QTest::addRow("preToolUse Shell via claude-code")
            << Agent::ClaudeCode
            << QByteArray("{\"hook_event_name\":\"preToolUse\",\"conversation_id\":\"conv-42\",\"generation_id\":\"g\","
                          "\"workspace_roots\":[\"/w\"],\"tool_name\":\"Shell\",\"tool_input\":{\"command\":\"make\"}}")
            << QByteArray("make");
    }
    // Only Claude Code's hooks run in Cursor: a Codex hook keeps answering in Codex's format, whatever fields it
    // gets (a deny in Cursor's format would be ignored by Codex, and the command would run).
    void cursorFields_underCodex_stayCodex()
    {
        const auto input = parsed(Agent::Codex, kCursor);
        QVERIFY(input);
        QCOMPARE(input->agent, Agent::Codex);
        QCOMPARE(hook::render(*input, Verdict::Deny, "no").exitCode, 2);
    }

    void cursor_runningAnotherAgentsHook_isCursor()
    {
        QFETCH(Agent, configuredFor);
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, command);
        const auto input = parsed(configuredFor, text.toStdString());
        QVERIFY(input);
        QCOMPARE(input->agent, Agent::Cursor);
        QCOMPARE(bytes(input->sessionId), QByteArray("conv-42"));
        QCOMPARE(bytes(input->cwd), QByteArray("/w"));
        QCOMPARE(bytes(input->command), command);
        QVERIFY(input->isShell);
        const Output out = hook::render(*input, Verdict::Allow, {});
        QCOMPARE(bytes(out.out), QByteArray("{\"permission\":\"allow\"}"
                                            "\n"));
    }

    // Another tool matched the hook: nothing to judge, and no command is looked for.
    void otherTools_areNotShellCommands_data()
    {
        QTest::addColumn<Agent>("agent");
        QTest::addColumn<QByteArray>("text");
        QTest::addRow("claude Read") << Agent::ClaudeCode
                                     << QByteArray("{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Read\","
                                                   "\"tool_input\":{\"file_path\":\"/p/a\"}}");
        QTest::addRow("claude MCP terminal")
            << Agent::ClaudeCode
            << QByteArray("{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"mcp__airlock__terminal\","
                          "\"tool_input\":{\"command\":\"rm -rf /\"}}");
        QTest::addRow("claude bash in lower case")
            << Agent::ClaudeCode
            << QByteArray(
                   "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"bash\",\"tool_input\":{\"command\":\"ls\"}}");
        QTest::addRow("codex apply_patch") << Agent::Codex
                                           << QByteArray("{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"apply_"
                                                         "patch\",\"tool_input\":{\"patch\":\"x\"}}");
        QTest::addRow("gemini read_file")
            << Agent::GeminiCli
            << QByteArray(
                   "{\"hook_event_name\":\"BeforeTool\",\"tool_name\":\"read_file\",\"tool_input\":{\"path\":\"a\"}}");
        QTest::addRow("gemini sent a Claude tool name")
            << Agent::GeminiCli
            << QByteArray(
                   "{\"hook_event_name\":\"BeforeTool\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"ls\"}}");
        QTest::addRow("cursor preToolUse Read")
            << Agent::Cursor
            << QByteArray("{\"hook_event_name\":\"preToolUse\",\"conversation_id\":\"c\",\"tool_name\":\"Read\","
                          "\"tool_input\":{\"file_path\":\"a\"}}");
        QTest::addRow("no tool name") << Agent::ClaudeCode << QByteArray("{\"hook_event_name\":\"PreToolUse\"}");
        QTest::addRow("empty object") << Agent::ClaudeCode << QByteArray("{}");
    }
    void otherTools_areNotShellCommands()
    {
        QFETCH(Agent, agent);
        QFETCH(QByteArray, text);
        const auto input = parsed(agent, text.toStdString());
        QVERIFY(input);
        QVERIFY(!input->isShell);
        QVERIFY(input->command.empty());
    }

    void malformedInput_isRefused_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("error");
        const QByteArray notJson("the hook input is not valid JSON (or not UTF-8)");
        const QByteArray notObject("the hook input is not a JSON object");
        QTest::addRow("empty") << QByteArray() << notJson;
        QTest::addRow("not JSON") << QByteArray("tool_name=Bash") << notJson;
        QTest::addRow("truncated") << QByteArray("{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"ls\"")
                                   << notJson;
        QTest::addRow("two values") << QByteArray("{} {}") << notJson;
        QTest::addRow("invalid UTF-8 in a string")
            << QByteArray("{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"ls \xff\xfe\"}}") << notJson;
        QTest::addRow("overlong UTF-8") << QByteArray(
                                               "{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"cat \xc0\xaf\"}}")
                                        << notJson;
        QTest::addRow("lone surrogate escape")
            << QByteArray("{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"ls \\ud800\"}}") << notJson;
        QTest::addRow("raw control character in a string")
            << QByteArray("{\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"ls\x01\"}}") << notJson;
        QTest::addRow("NUL before the value") << QByteArray("\0{}", 3) << notJson;
        QTest::addRow("array") << QByteArray("[{\"tool_name\":\"Bash\"}]") << notObject;
        QTest::addRow("string") << QByteArray("\"ls -la\"") << notObject;
        QTest::addRow("null") << QByteArray("null") << notObject;
        QTest::addRow("number") << QByteArray("42") << notObject;
    }
    void malformedInput_isRefused()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, error);
        for (Agent agent : {Agent::ClaudeCode, Agent::Codex, Agent::GeminiCli, Agent::Cursor})
            QCOMPARE(bytes(errorOf(agent, std::string_view(text.constData(), std::size_t(text.size())))), error);
    }

    // A shell tool without a command it can name is refused, never taken for "nothing to judge".
    void shellToolWithoutACommand_isRefused_data()
    {
        QTest::addColumn<Agent>("agent");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("error");
        const QByteArray toolInput("`tool_input.command` is missing or not a string");
        const QByteArray command("`command` is missing or not a string");
        const auto claude = [](const char *fields) -> QByteArray {
            return QByteArray("{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\"") + fields + "}";
        };
        QTest::addRow("no tool_input") << Agent::ClaudeCode << claude("") << toolInput;
        QTest::addRow("tool_input a string") << Agent::ClaudeCode << claude(",\"tool_input\":\"ls\"") << toolInput;
        QTest::addRow("tool_input null") << Agent::ClaudeCode << claude(",\"tool_input\":null") << toolInput;
        QTest::addRow("no command") << Agent::ClaudeCode << claude(",\"tool_input\":{\"description\":\"x\"}")
                                    << toolInput;
        QTest::addRow("command a number")
            << Agent::ClaudeCode << claude(",\"tool_input\":{\"command\":5}") << toolInput;
        QTest::addRow("command null") << Agent::ClaudeCode << claude(",\"tool_input\":{\"command\":null}") << toolInput;
        QTest::addRow("command an object")
            << Agent::ClaudeCode << claude(",\"tool_input\":{\"command\":{\"argv\":[\"ls\"]}}") << toolInput;
        QTest::addRow("codex argv with a number")
            << Agent::Codex << QByteArray(codexInput("PreToolUse", "[\"rm\",\"-rf\",1]").c_str()) << toolInput;
        QTest::addRow("codex argv nested")
            << Agent::Codex << QByteArray(codexInput("PreToolUse", "[[\"ls\"]]").c_str()) << toolInput;
        QTest::addRow("gemini no command")
            << Agent::GeminiCli
            << QByteArray("{\"hook_event_name\":\"BeforeTool\",\"tool_name\":\"run_shell_command\",\"tool_input\":{}}")
            << toolInput;
        QTest::addRow("cursor no command")
            << Agent::Cursor << QByteArray("{\"hook_event_name\":\"beforeShellExecution\",\"conversation_id\":\"c\"}")
            << command;
        QTest::addRow("cursor command a number")
            << Agent::Cursor
            << QByteArray("{\"hook_event_name\":\"beforeShellExecution\",\"conversation_id\":\"c\",\"command\":7}")
            << command;
        QTest::addRow("cursor command an array")
            << Agent::Cursor
            << QByteArray(
                   "{\"hook_event_name\":\"beforeShellExecution\",\"conversation_id\":\"c\",\"command\":[\"ls\"]}")
            << command;
    }
    void shellToolWithoutACommand_isRefused()
    {
        QFETCH(Agent, agent);
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, error);
        QCOMPARE(bytes(errorOf(agent, text.toStdString())), error);
    }

    // The side fields are informational: a wrong type leaves them empty instead of refusing the command.
    void wrongTypedSideFields_areLeftEmpty()
    {
        const auto input =
            parsed(Agent::ClaudeCode,
                   "{\"session_id\":17,\"cwd\":[\"/p\"],\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\","
                   "\"tool_input\":{\"command\":\"ls\"},\"tool_use_id\":{\"id\":\"x\"}}");
        QVERIFY(input);
        QVERIFY(input->sessionId.empty());
        QVERIFY(input->cwd.empty());
        QVERIFY(input->toolUseId.empty());
        QCOMPARE(bytes(input->command), QByteArray("ls"));
        QVERIFY(input->isShell);

        const auto cursor =
            parsed(Agent::Cursor, "{\"hook_event_name\":\"beforeShellExecution\","
                                  "\"session_id\":\"fallback\",\"workspace_roots\":[3],\"command\":\"ls\"}");
        QVERIFY(cursor);
        QCOMPARE(bytes(cursor->sessionId), QByteArray("fallback")); // no conversation_id: session_id
        QVERIFY(cursor->cwd.empty());
    }

    // Escaped control characters and NULs are the command's own bytes: they reach the judge unchanged.
    void escapedControlCharactersAndNuls_reachTheCommandIntact()
    {
        const auto input =
            parsed(Agent::ClaudeCode, "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\","
                                      "\"tool_input\":{\"command\":\"a\\u0000b\\u0001\\u001b[31m\\u007f\\r\\n\\té\"}}");
        QVERIFY(input);
        const std::string expected("a\0b\x01\x1b[31m\x7f\r\n\t\xc3\xa9", 15);
        QCOMPARE(input->command.size(), expected.size());
        QCOMPARE(bytes(input->command), bytes(expected));
    }

    void fiveMebibyteCommand_isParsedWhole()
    {
        const std::string command = "echo " + std::string(5u * 1024 * 1024, 'a');
        const std::string text =
            "{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":\"" + command +
            "\"},\"session_id\":\"big\"}";
        const auto input = parsed(Agent::ClaudeCode, text);
        QVERIFY(input);
        QCOMPARE(input->command.size(), command.size());
        QVERIFY(input->command == command);
        QCOMPARE(bytes(input->sessionId), QByteArray("big"));
    }

    void agentCanAsk_whereItHasAPrompt_data()
    {
        QTest::addColumn<Agent>("agent");
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<bool>("canAsk");
        QTest::addRow("claude PreToolUse") << Agent::ClaudeCode << QByteArray("PreToolUse") << true;
        QTest::addRow("claude PermissionRequest") << Agent::ClaudeCode << QByteArray("PermissionRequest") << true;
        QTest::addRow("codex PreToolUse") << Agent::Codex << QByteArray("PreToolUse") << false;
        QTest::addRow("codex PermissionRequest") << Agent::Codex << QByteArray("PermissionRequest") << true;
        QTest::addRow("gemini BeforeTool") << Agent::GeminiCli << QByteArray("BeforeTool") << false;
        QTest::addRow("cursor beforeShellExecution") << Agent::Cursor << QByteArray("beforeShellExecution") << true;
        QTest::addRow("cursor preToolUse") << Agent::Cursor << QByteArray("preToolUse") << true;
    }
    void agentCanAsk_whereItHasAPrompt()
    {
        QFETCH(Agent, agent);
        QFETCH(QByteArray, event);
        QFETCH(bool, canAsk);
        QCOMPARE(hook::agentCanAsk(inputFor(agent, event.toStdString())), canAsk);
    }

    // The exact answer for every agent, event and verdict, as each agent's documentation reads it.
    void render_everyAgentAndVerdict_data()
    {
        QTest::addColumn<Agent>("agent");
        QTest::addColumn<QByteArray>("event");
        QTest::addColumn<Verdict>("verdict");
        QTest::addColumn<QByteArray>("reason");
        QTest::addColumn<QByteArray>("out");
        QTest::addColumn<QByteArray>("err");
        QTest::addColumn<int>("exitCode");
        const QByteArray why("Denied by Airlock: no.");
        const QByteArray nothing;

        // Claude Code PreToolUse: hookSpecificOutput.permissionDecision, the reason beside it; none prints nothing.
        const auto claude = [](const char *decision, const char *reason) -> QByteArray {
            QByteArray out = "{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"" +
                             QByteArray(decision) + "\"";
            if (*reason)
                out += ",\"permissionDecisionReason\":\"" + QByteArray(reason) + "\"";
            return out + "}}\n";
        };
        QTest::addRow("claude allow") << Agent::ClaudeCode << QByteArray("PreToolUse") << Verdict::Allow << QByteArray()
                                      << claude("allow", "") << nothing << 0;
        QTest::addRow("claude allow, with a reason")
            << Agent::ClaudeCode << QByteArray("PreToolUse") << Verdict::Allow
            << QByteArray("Allowed in Airlock by the person at the desk.")
            << claude("allow", "Allowed in Airlock by the person at the desk.") << nothing << 0;
        QTest::addRow("claude deny") << Agent::ClaudeCode << QByteArray("PreToolUse") << Verdict::Deny << why
                                     << claude("deny", why.constData()) << nothing << 0;
        QTest::addRow("claude ask") << Agent::ClaudeCode << QByteArray("PreToolUse") << Verdict::Ask
                                    << QByteArray("Airlock asks: deletes ~/project recursively")
                                    << claude("ask", "Airlock asks: deletes ~/project recursively") << nothing << 0;
        QTest::addRow("claude none") << Agent::ClaudeCode << QByteArray("PreToolUse") << Verdict::None << why << nothing
                                     << nothing << 0;

        // PermissionRequest (Claude Code and Codex): decision.behavior allow|deny; ask and none leave the agent's
        // own prompt to show, so nothing is printed.
        const QByteArray permissionAllow(
            "{\"hookSpecificOutput\":{\"decision\":{\"behavior\":\"allow\"},\"hookEventName\":\"PermissionRequest\"}}"
            "\n");
        const QByteArray permissionDeny(
            "{\"hookSpecificOutput\":{\"decision\":{\"behavior\":\"deny\",\"message\":\"Denied by Airlock: no.\"},"
            "\"hookEventName\":\"PermissionRequest\"}}"
            "\n");
        for (Agent agent : {Agent::ClaudeCode, Agent::Codex}) {
            const char *name = agent == Agent::ClaudeCode ? "claude" : "codex";
            QTest::addRow("%s PermissionRequest allow", name)
                << agent << QByteArray("PermissionRequest") << Verdict::Allow << QByteArray("ignored")
                << permissionAllow << nothing << 0;
            QTest::addRow("%s PermissionRequest deny", name)
                << agent << QByteArray("PermissionRequest") << Verdict::Deny << why << permissionDeny << nothing << 0;
            QTest::addRow("%s PermissionRequest ask", name)
                << agent << QByteArray("PermissionRequest") << Verdict::Ask << why << nothing << nothing << 0;
            QTest::addRow("%s PermissionRequest none", name)
                << agent << QByteArray("PermissionRequest") << Verdict::None << why << nothing << nothing << 0;
        }

        // Codex PreToolUse honours only a block: exit 2 with the reason on stderr; an ask cannot be shown, so it
        // blocks too, with what to do.
        QTest::addRow("codex allow") << Agent::Codex << QByteArray("PreToolUse") << Verdict::Allow << QByteArray()
                                     << nothing << nothing << 0;
        QTest::addRow("codex deny") << Agent::Codex << QByteArray("PreToolUse") << Verdict::Deny << why << nothing
                                    << QByteArray(why + "\n") << 2;
        QTest::addRow("codex ask becomes deny")
            << Agent::Codex << QByteArray("PreToolUse") << Verdict::Ask << QByteArray("Approve it in Airlock.")
            << nothing << QByteArray("Approve it in Airlock.\n") << 2;
        QTest::addRow("codex ask without a reason")
            << Agent::Codex << QByteArray("PreToolUse") << Verdict::Ask << QByteArray() << nothing
            << QByteArray("Airlock asks for approval of this command\n") << 2;
        QTest::addRow("codex none") << Agent::Codex << QByteArray("PreToolUse") << Verdict::None << why << nothing
                                    << nothing << 0;

        // Gemini CLI: decision allow|deny with a reason; no ask.
        QTest::addRow("gemini allow") << Agent::GeminiCli << QByteArray("BeforeTool") << Verdict::Allow << QByteArray()
                                      << QByteArray("{\"decision\":\"allow\"}"
                                                    "\n")
                                      << nothing << 0;
        QTest::addRow("gemini deny") << Agent::GeminiCli << QByteArray("BeforeTool") << Verdict::Deny << why
                                     << QByteArray("{\"decision\":\"deny\",\"reason\":\"Denied by Airlock: no.\"}"
                                                   "\n")
                                     << nothing << 0;
        QTest::addRow("gemini ask becomes deny")
            << Agent::GeminiCli << QByteArray("BeforeTool") << Verdict::Ask << QByteArray("Approve it in Airlock.")
            << QByteArray("{\"decision\":\"deny\",\"reason\":\"Approve it in Airlock.\"}"
                          "\n")
            << nothing << 0;
        QTest::addRow("gemini ask without a reason")
            << Agent::GeminiCli << QByteArray("BeforeTool") << Verdict::Ask << QByteArray()
            << QByteArray("{\"decision\":\"deny\",\"reason\":\"Airlock asks for approval of this command\"}"
                          "\n")
            << nothing << 0;
        QTest::addRow("gemini none") << Agent::GeminiCli << QByteArray("BeforeTool") << Verdict::None << why << nothing
                                     << nothing << 0;

        // Cursor: permission allow|deny|ask, the reason for the person and for the agent.
        QTest::addRow("cursor allow") << Agent::Cursor << QByteArray("beforeShellExecution") << Verdict::Allow
                                      << QByteArray()
                                      << QByteArray("{\"permission\":\"allow\"}"
                                                    "\n")
                                      << nothing << 0;
        QTest::addRow("cursor deny") << Agent::Cursor << QByteArray("beforeShellExecution") << Verdict::Deny << why
                                     << QByteArray(
                                            "{\"agent_message\":\"Denied by Airlock: no.\",\"permission\":\"deny\","
                                            "\"user_message\":\"Denied by Airlock: no.\"}"
                                            "\n")
                                     << nothing << 0;
        QTest::addRow("cursor ask") << Agent::Cursor << QByteArray("beforeShellExecution") << Verdict::Ask
                                    << QByteArray("Airlock asks: x")
                                    << QByteArray("{\"agent_message\":\"Airlock asks: x\",\"permission\":\"ask\","
                                                  "\"user_message\":\"Airlock asks: x\"}"
                                                  "\n")
                                    << nothing << 0;
        QTest::addRow("cursor none") << Agent::Cursor << QByteArray("beforeShellExecution") << Verdict::None << why
                                     << nothing << nothing << 0;
    }
    void render_everyAgentAndVerdict()
    {
        QFETCH(Agent, agent);
        QFETCH(QByteArray, event);
        QFETCH(Verdict, verdict);
        QFETCH(QByteArray, reason);
        QFETCH(QByteArray, out);
        QFETCH(QByteArray, err);
        QFETCH(int, exitCode);
        const Output output = hook::render(inputFor(agent, event.toStdString()), verdict, reason.toStdString());
        QCOMPARE(bytes(output.out), out);
        QCOMPARE(bytes(output.err), err);
        QCOMPARE(output.exitCode, exitCode);
    }

    // A deny is a block for every agent, whatever the reason says: never a silent pass.
    void render_denyWithoutAReason_stillBlocks_andSaysWho()
    {
        const hook::Output codex = hook::render(inputFor(Agent::Codex, "PreToolUse"), Verdict::Deny, {});
        QCOMPARE(codex.exitCode, 2);
        QCOMPARE(bytes(codex.err), QByteArray("Denied by Airlock.\n"));
        QCOMPARE(bytes(hook::render(inputFor(Agent::ClaudeCode, "PreToolUse"), Verdict::Deny, {}).out),
                 QByteArray("{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"deny\","
                            "\"permissionDecisionReason\":\"Denied by Airlock.\"}}"
                            "\n"));
        QCOMPARE(bytes(hook::render(inputFor(Agent::GeminiCli, "BeforeTool"), Verdict::Deny, {}).out),
                 QByteArray("{\"decision\":\"deny\",\"reason\":\"Denied by Airlock.\"}"
                            "\n"));
        QCOMPARE(bytes(hook::render(inputFor(Agent::Cursor, "beforeShellExecution"), Verdict::Deny, {}).out),
                 QByteArray("{\"agent_message\":\"Denied by Airlock.\",\"permission\":\"deny\","
                            "\"user_message\":\"Denied by Airlock.\"}"
                            "\n"));
    }

    // The reason is the app's text (it may quote a command): escaped into one line of JSON, invalid UTF-8 replaced.
    void render_escapesTheReason_intoOneLineOfJson()
    {
        const std::string reason = std::string("said \"no\"\nto `rm`\x01\t") + "\xff" + "é";
        const Output claude = hook::render(inputFor(Agent::ClaudeCode, "PreToolUse"), Verdict::Deny, reason);
        QCOMPARE(bytes(claude.out),
                 QByteArray("{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"deny\","
                            "\"permissionDecisionReason\":\"said \\\"no\\\"\\nto `rm`\\u0001\\t"
                            "\xef\xbf\xbd\xc3\xa9"
                            "\"}}"
                            "\n"));
        QCOMPARE(bytes(claude.out).count('\n'), 1);
        const Output gemini = hook::render(inputFor(Agent::GeminiCli, "BeforeTool"), Verdict::Deny, reason);
        QCOMPARE(bytes(gemini.out), QByteArray("{\"decision\":\"deny\",\"reason\":\"said \\\"no\\\"\\nto `rm`\\u0001\\t"
                                               "\xef\xbf\xbd\xc3\xa9"
                                               "\"}"
                                               "\n"));
        // Codex reads stderr as text: the reason as it is.
        const Output codex = hook::render(inputFor(Agent::Codex, "PreToolUse"), Verdict::Deny, reason);
        QCOMPARE(bytes(codex.err), bytes(reason + "\n"));
    }

    // What a parsed input answers: the agent that really sent it decides the format.
    void parsedCursorInput_viaClaudeCodesHook_answersInCursorsFormat()
    {
        const auto input = parsed(Agent::ClaudeCode, kCursor);
        QVERIFY(input);
        const Output ask = hook::render(*input, Verdict::Ask, "Airlock asks: x");
        QCOMPARE(bytes(ask.out), QByteArray("{\"agent_message\":\"Airlock asks: x\",\"permission\":\"ask\","
                                            "\"user_message\":\"Airlock asks: x\"}"
                                            "\n"));
        QCOMPARE(ask.exitCode, 0);
    }
};

QTEST_APPLESS_MAIN(TestHookAgents)
#include "tst_hookagents.moc"
