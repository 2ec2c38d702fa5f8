// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The `terminal` tool through the real `airlock mcp --headless` process: tools/list, tools/call results and errors,
// progress with heartbeats, cancellation that kills the process tree, timeouts, tasks, approvals, and shutdown that
// leaves nothing running.
#include "Quiet.h"
#include "mcp/McpTestClient.h"

#include <QElapsedTimer>

#include <csignal>

using airlock::test::IsolatedEnvironment;
using airlock::test::McpTestClient;
using airlock::test::processesMatching;
using airlock::test::staysQuietFor;

namespace {

const QStringList kHeadless = {QStringLiteral("mcp"), QStringLiteral("--headless")};
// A command the safety policy sends to a person (a permissions change), harmless if it runs.
const char *const kNeedsAPerson = "chmod 777 /nonexistent-airlock-test 2>/dev/null; echo approved-and-ran";
// On the floor (rm -rf of /), yet GNU rm refuses a path ending in `..`: harmless should the floor ever fail.
const char *const kFloor = "rm -rf /nonexistent-airlock-test/..";

// A unique argument, so that a test finds exactly its own processes in /proc.
QByteArray uniqueSleep(int seconds)
{
    static int counter = 0;
    return "sleep " + QByteArray::number(seconds) + "." + QByteArray::number(::getpid() % 1000) +
           QByteArray::number(++counter);
}

nlohmann::json resultOf(const std::optional<nlohmann::json> &message)
{
    return message && message->contains("result") ? (*message)["result"] : nlohmann::json();
}

std::string textOf(const nlohmann::json &result)
{
    return result.contains("content") ? result["content"][0].value("text", std::string()) : std::string();
}

} // namespace

class TestMcpTools : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
    }

    void toolsList_describesTheTerminalTool()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const nlohmann::json tools = resultOf(client.response(client.request("tools/list")))["tools"];
        QCOMPARE(tools.size(), 1u);
        const nlohmann::json &tool = tools[0];
        MCP_COMPARE(tool["name"], "terminal");
        MCP_COMPARE(tool["title"], "Terminal");
        const std::string description = tool["description"];
        QVERIFY(description.find("persistent") != std::string::npos);
        QVERIFY(description.find("600") != std::string::npos);
        const nlohmann::json &input = tool["inputSchema"];
        MCP_COMPARE(input["type"], "object");
        MCP_COMPARE(input["required"], nlohmann::json({"command"}));
        MCP_COMPARE(input["properties"]["command"]["type"], "string");
        MCP_COMPARE(input["properties"]["command"]["minLength"], 1);
        MCP_COMPARE(input["properties"]["timeout_seconds"]["type"], "integer");
        MCP_COMPARE(input["properties"]["timeout_seconds"]["minimum"], 1);
        MCP_COMPARE(input["properties"]["timeout_seconds"]["maximum"], 600);
        MCP_COMPARE(input["properties"]["timeout_seconds"]["default"], 120);
        MCP_COMPARE(input["properties"]["workdir"]["type"], "string");
        MCP_COMPARE(tool["annotations"]["destructiveHint"], true);
        MCP_COMPARE(tool["annotations"]["openWorldHint"], true);
        const nlohmann::json &output = tool["outputSchema"];
        MCP_COMPARE(output["properties"]["exit_code"]["type"], "integer");
        for (const char *field : {"timed_out", "cancelled", "truncated"})
            MCP_COMPARE(output["properties"][field]["type"], "boolean");
        for (const char *field : {"backend", "cwd"})
            MCP_COMPARE(output["properties"][field]["type"], "string");
        QCOMPARE(output["required"].size(), 6u);
        // Single-type schemas only (portable to Gemini/OpenAPI-style function declarations).
        for (const auto &[name, property] : input["properties"].items())
            QVERIFY2(property["type"].is_string(), name.c_str());
    }

    void toolsList_leavesOutFieldsAnOlderClientDoesNotKnow()
    {
        McpTestClient client(kHeadless);
        client.initialize("2024-11-05");
        const nlohmann::json tool = resultOf(client.response(client.request("tools/list")))["tools"][0];
        QVERIFY(!tool.contains("outputSchema"));
        QVERIFY(!tool.contains("annotations"));
        const nlohmann::json result = resultOf(client.response(client.callTerminal({{"command", "true"}})));
        QVERIFY(!result.contains("structuredContent"));
        MCP_COMPARE(result["isError"], false);
    }

    void toolsCall_results_andErrors_data()
    {
        QTest::addColumn<QByteArray>("arguments");
        QTest::addColumn<bool>("isError");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QByteArray>("textContains");
        QTest::addRow("success") << QByteArray(R"({"command":"echo hello"})") << false << 0 << QByteArray("hello\n");
        QTest::addRow("non-zero exit is a result")
            << QByteArray(R"({"command":"echo out; exit 3"})") << false << 3 << QByteArray("[exit code: 3]");
        QTest::addRow("workdir") << QByteArray(R"({"command":"pwd","workdir":"/"})") << false << 0
                                 << QByteArray("cwd=/ ");
        QTest::addRow("missing command") << QByteArray("{}") << true << -1 << QByteArray("error[invalid_arguments]");
        QTest::addRow("empty command") << QByteArray(R"({"command":""})") << true << -1
                                       << QByteArray("error[invalid_arguments]");
        QTest::addRow("timeout not an integer")
            << QByteArray(R"({"command":"true","timeout_seconds":"5"})") << true << -1 << QByteArray("timeout_seconds");
        QTest::addRow("arguments not an object")
            << QByteArray("[1,2]") << true << -1 << QByteArray("error[invalid_arguments]");
        QTest::addRow("missing workdir") << QByteArray(R"({"command":"true","workdir":"/no/such/dir"})") << true << -1
                                         << QByteArray("/no/such/dir");
    }

    void toolsCall_results_andErrors()
    {
        QFETCH(QByteArray, arguments);
        QFETCH(bool, isError);
        QFETCH(int, exitCode);
        QFETCH(QByteArray, textContains);
        McpTestClient client(kHeadless);
        client.initialize();
        const nlohmann::json result =
            resultOf(client.response(client.callTerminal(nlohmann::json::parse(arguments.toStdString()))));
        QVERIFY2(!result.is_null(), "no result");
        QCOMPARE(result["isError"].get<bool>(), isError);
        MCP_COMPARE(result["content"][0]["type"], "text");
        const std::string text = textOf(result);
        QVERIFY2(text.find(textContains.toStdString()) != std::string::npos, text.c_str());
        if (isError) {
            QVERIFY(!result.contains("structuredContent"));
            return;
        }
        QVERIFY(text.rfind("[terminal_result ", 0) == 0);
        const nlohmann::json &structured = result["structuredContent"];
        QCOMPARE(structured["exit_code"].get<int>(), exitCode);
        MCP_COMPARE(structured["timed_out"], false);
        MCP_COMPARE(structured["cancelled"], false);
        MCP_COMPARE(structured["truncated"], false);
        MCP_COMPARE(structured["backend"], "local");
        QVERIFY(structured["cwd"].is_string());
    }

    void toolsCall_unknownTool_orNoName_isInvalidParams()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const auto unknown = client.response(client.request("tools/call", {{"name", "nope"}, {"arguments", {}}}));
        MCP_COMPARE((*unknown)["error"]["code"], -32602);
        QVERIFY((*unknown)["error"]["message"].get<std::string>().find("nope") != std::string::npos);
        const auto noName = client.response(client.request("tools/call", {{"arguments", {}}}));
        MCP_COMPARE((*noName)["error"]["code"], -32602);
    }

    void progress_streamsCleanRedactedOutput_strictlyIncreasing_withHeartbeats()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        // The second line arrives 7 s later; in between only heartbeats keep the client's timeout alive.
        const nlohmann::json id = client.callTerminal(
            {{"command", "printf '\\033[31mred text\\033[0m and key ghp_0123456789Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5J here\\n'; "
                         "sleep 7; echo the end of it all"}},
            {{"progressToken", "tok-1"}});
        QElapsedTimer timer;
        timer.start();
        const auto response = client.response(id, 60000);
        QVERIFY(response);
        const QList<nlohmann::json> progress = client.notifications("notifications/progress");
        QVERIFY2(progress.size() >= 2, "expected output and heartbeat notifications");
        double last = -1;
        int heartbeats = 0;
        std::string streamed;
        for (const nlohmann::json &notification : progress) {
            const nlohmann::json &params = notification["params"];
            MCP_COMPARE(params["progressToken"], "tok-1");
            QVERIFY(params["progress"].get<double>() > last);
            last = params["progress"].get<double>();
            if (params.contains("message"))
                streamed += params["message"].get<std::string>();
            else
                ++heartbeats;
        }
        QVERIFY2(heartbeats >= 1, "no heartbeat during 7 s of silence");
        QVERIFY2(streamed.find("red text and key") != std::string::npos, streamed.c_str());
        QVERIFY2(streamed.find('\x1b') == std::string::npos, "escape sequences in progress");
        QVERIFY2(streamed.find("ghp_0123456789Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5J") == std::string::npos, "secret in progress");
        QVERIFY(streamed.find("[REDACTED]") != std::string::npos);
        // Must not arrive: any message (a late progress notification) after the response.
        const qsizetype count = client.messages().size();
        QVERIFY2(staysQuietFor(300, [&] { return client.messages().size() != count; }),
                 client.messages().last().dump().c_str());
    }

    void progress_onlyWithAProgressToken()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        QVERIFY(client.response(client.callTerminal({{"command", "echo one, two, three; sleep 5; echo four"}})));
        QVERIFY(client.notifications("notifications/progress").isEmpty());
    }

    void longCall_neverBlocksPingListOrOtherTasks()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const nlohmann::json slow = client.callTerminal({{"command", "sleep 4"}});
        const nlohmann::json ping = client.request("ping");
        const nlohmann::json list = client.request("tools/list");
        const nlohmann::json other = client.callTerminal({{"command", "echo other"}}, {{"airlock/task_id", "side"}});
        QVERIFY(client.response(ping, 3000));
        QVERIFY(client.response(list, 3000));
        QVERIFY(client.response(other, 10000));
        QVERIFY(!client.findResponse(slow));
        QVERIFY(client.response(slow, 30000));
    }

    void cancel_killsTheProcessTree_andSendsNoResponse()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const QByteArray sleep = uniqueSleep(60);
        const nlohmann::json id =
            client.callTerminal({{"command", QByteArray("(" + sleep + ") & " + sleep).toStdString()}});
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 2, 20000);
        client.notify("notifications/cancelled", {{"requestId", id}, {"reason", "user pressed stop"}});
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 0, 10000);
        // Must not arrive: a response to the cancelled request, once its processes are gone.
        QVERIFY2(staysQuietFor(1000, [&] { return client.findResponse(id).has_value(); }),
                 "a cancelled request was answered");
        // Unknown, repeated and late cancellations are harmless.
        client.notify("notifications/cancelled", {{"requestId", id}});
        client.notify("notifications/cancelled", {{"requestId", "never-sent"}});
        client.notify("notifications/cancelled", {{"reason", "no id"}});
        const nlohmann::json quick = client.callTerminal({{"command", "echo still here"}});
        const auto answer = client.response(quick);
        QVERIFY(answer);
        client.notify("notifications/cancelled", {{"requestId", quick}}); // after its response
        QVERIFY(textOf(resultOf(answer)).find("still here") != std::string::npos);
        QVERIFY(client.response(client.request("ping")));
    }

    void timeout_killsTheCommand_andSaysSo()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const QByteArray sleep = uniqueSleep(30);
        const nlohmann::json result =
            resultOf(client.response(client.callTerminal({{"command", sleep.toStdString()}, {"timeout_seconds", 1}})));
        MCP_COMPARE(result["isError"], false);
        MCP_COMPARE(result["structuredContent"]["timed_out"], true);
        MCP_COMPARE(result["structuredContent"]["exit_code"], 124);
        QVERIFY(textOf(result).find("[command timed out after 1 s]") != std::string::npos);
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 0, 10000);
    }

    void tasks_onePerConnection_andNamedTasksScopedToIt()
    {
        McpTestClient client({QStringLiteral("mcp"), QStringLiteral("--headless"), QStringLiteral("--task-prefix"),
                              QStringLiteral("ci")});
        client.initialize();
        auto taskOf = [&](nlohmann::json meta) {
            return textOf(resultOf(client.response(client.callTerminal({{"command", "echo $AIRLOCK_TASK_ID"}}, meta))));
        };
        QVERIFY(taskOf(nullptr).find("\nci-1\n") != std::string::npos);
        QVERIFY(taskOf({{"airlock/task_id", "build"}}).find("\nci-1/build\n") != std::string::npos);
        // State persists per task.
        client.response(client.callTerminal({{"command", "cd /tmp"}}, {{"airlock/task_id", "a"}}));
        QVERIFY(textOf(resultOf(client.response(client.callTerminal({{"command", "pwd"}}, {{"airlock/task_id", "a"}}))))
                    .find("\n/tmp\n") != std::string::npos);
        const auto bad = client.response(client.callTerminal({{"command", "true"}}, {{"airlock/task_id", "../x"}}));
        MCP_COMPARE((*bad)["error"]["code"], -32602);
    }

    void approveDeny_isTheDefault_deniesWhatNeedsAPerson_andSaysWhy()
    {
        for (const QStringList &args :
             {kHeadless, kHeadless + QStringList{QStringLiteral("--approve"), QStringLiteral("deny")}}) {
            McpTestClient client(args);
            client.initialize();
            const nlohmann::json denied = resultOf(client.response(client.callTerminal({{"command", kNeedsAPerson}})));
            MCP_COMPARE(denied["isError"], true);
            const std::string text = textOf(denied);
            QVERIFY2(text.find("error[permission_denied]") == 0, text.c_str());
            QVERIFY2(text.find("no person is available to approve this command (headless, --approve deny)") !=
                         std::string::npos,
                     text.c_str());
            const nlohmann::json ordinary = resultOf(client.response(client.callTerminal({{"command", "echo ok"}})));
            MCP_COMPARE(ordinary["isError"], false);
        }
    }

    void approveAllow_runsWhatNeedsAPerson_butNeverTheFloor()
    {
        McpTestClient client(kHeadless + QStringList{QStringLiteral("--approve"), QStringLiteral("allow")});
        client.initialize();
        const nlohmann::json allowed = resultOf(client.response(client.callTerminal({{"command", kNeedsAPerson}})));
        QVERIFY2(textOf(allowed).find("\napproved-and-ran\n") != std::string::npos, textOf(allowed).c_str());
        const nlohmann::json floor = resultOf(client.response(client.callTerminal({{"command", kFloor}})));
        MCP_COMPARE(floor["isError"], true);
        QVERIFY2(textOf(floor).find("safety floor") != std::string::npos, textOf(floor).c_str());
    }

    void approveElicit_asksTheClient_andFollowsTheAnswer_data()
    {
        QTest::addColumn<QByteArray>("answer"); // the client's response to elicitation/create (without id)
        QTest::addColumn<bool>("runs");
        QTest::addColumn<QByteArray>("textContains");
        QTest::addRow("accept approve") << QByteArray(R"({"result":{"action":"accept","content":{"approve":true}}})")
                                        << true << QByteArray("approved-and-ran");
        QTest::addRow("accept, not approved, with words")
            << QByteArray(R"({"result":{"action":"accept","content":{"approve":false,"message":"use git stash"}}})")
            << false << QByteArray("use git stash");
        QTest::addRow("decline") << QByteArray(R"({"result":{"action":"decline"}})") << false << QByteArray("declined");
        QTest::addRow("cancel") << QByteArray(R"({"result":{"action":"cancel"}})") << false << QByteArray("dismissed");
        QTest::addRow("error") << QByteArray(R"({"error":{"code":-1,"message":"no UI"}})") << false
                               << QByteArray("no UI");
    }

    void approveElicit_asksTheClient_andFollowsTheAnswer()
    {
        QFETCH(QByteArray, answer);
        QFETCH(bool, runs);
        QFETCH(QByteArray, textContains);
        McpTestClient client({QStringLiteral("mcp"), QStringLiteral("--headless"), QStringLiteral("--approve"),
                              QStringLiteral("elicit")});
        client.initialize("2025-11-25", {{"elicitation", {{"form", nlohmann::json::object()}}}});
        const nlohmann::json id = client.callTerminal({{"command", kNeedsAPerson}});
        const auto ask = client.waitFor(
            [](const nlohmann::json &m) { return m.value("method", std::string()) == "elicitation/create"; });
        QVERIFY2(ask, "no elicitation/create");
        const nlohmann::json &params = (*ask)["params"];
        MCP_COMPARE(params["mode"], "form");
        QVERIFY(params["message"].get<std::string>().find("echo approved-and-ran") != std::string::npos);
        QVERIFY(params["message"].get<std::string>().find("- permissions: makes files writable by everyone") !=
                std::string::npos);
        QVERIFY(params["message"].get<std::string>().find("mcp-1") != std::string::npos);
        MCP_COMPARE(params["requestedSchema"]["properties"]["approve"]["type"], "boolean");
        MCP_COMPARE(params["requestedSchema"]["properties"]["message"]["type"], "string");
        nlohmann::json reply = nlohmann::json::parse(answer.toStdString());
        reply["jsonrpc"] = "2.0";
        reply["id"] = (*ask)["id"];
        client.send(reply);
        const nlohmann::json result = resultOf(client.response(id));
        const std::string text = textOf(result);
        QCOMPARE(result["isError"].get<bool>(), !runs);
        QVERIFY2(text.find(textContains.toStdString()) != std::string::npos, text.c_str());
        if (!runs)
            QVERIFY(text.rfind("error[permission_denied]", 0) == 0);
    }

    void approveElicit_withoutTheCapability_orAnswer_denies()
    {
        IsolatedEnvironment env;
        const QString config = env.writeConfig(R"({"approval": {"timeout_secs": 1}})");
        McpTestClient plain({QStringLiteral("mcp"), QStringLiteral("--headless"), QStringLiteral("--approve"),
                             QStringLiteral("elicit")},
                            env.environment());
        plain.initialize();
        const std::string ordinary = textOf(resultOf(plain.response(plain.callTerminal({{"command", "true"}}))));
        QVERIFY2(ordinary.rfind("[terminal_result status=success", 0) == 0, ordinary.c_str()); // nothing to ask
        const std::string refused = textOf(resultOf(plain.response(plain.callTerminal({{"command", kNeedsAPerson}}))));
        QVERIFY2(refused.find("did not declare the elicitation capability") != std::string::npos, refused.c_str());

        McpTestClient silent({QStringLiteral("mcp"), QStringLiteral("--headless"), QStringLiteral("--approve"),
                              QStringLiteral("elicit"), QStringLiteral("--config"), config},
                             env.environment());
        silent.initialize("2025-06-18", {{"elicitation", nlohmann::json::object()}});
        const std::string timedOut =
            textOf(resultOf(silent.response(silent.callTerminal({{"command", kNeedsAPerson}}))));
        QVERIFY2(timedOut.rfind("error[approval_timed_out]", 0) == 0, timedOut.c_str());
        // The unanswered question is withdrawn.
        QVERIFY(silent.waitFor(
            [](const nlohmann::json &m) { return m.value("method", std::string()) == "notifications/cancelled"; }));
    }

    void stdinEof_cancelsCleansUp_andExitsZero_leavingNothingRunning()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const QByteArray background = uniqueSleep(300);
        const QByteArray running = uniqueSleep(60);
        QVERIFY(client.response(
            client.callTerminal({{"command", QByteArray("(" + background + ") >/dev/null 2>&1 &").toStdString()}})));
        client.callTerminal({{"command", running.toStdString()}});
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(running).size(), 1, 20000);
        QCOMPARE(processesMatching(background).size(), 1);
        client.process().closeWriteChannel();
        QVERIFY(client.process().waitForFinished(30000));
        QCOMPARE(client.process().exitCode(), 0);
        QCOMPARE(processesMatching(running).size(), 0);
        QCOMPARE(processesMatching(background).size(), 0);
    }

    void sigterm_exitsCleanly_leavingNothingRunning()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const QByteArray running = uniqueSleep(60);
        client.callTerminal({{"command", running.toStdString()}});
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(running).size(), 1, 20000);
        ::kill(pid_t(client.process().processId()), SIGTERM);
        QVERIFY(client.process().waitForFinished(30000));
        QCOMPARE(client.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(client.process().exitCode(), 0);
        QCOMPARE(processesMatching(running).size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestMcpTools)
#include "tst_mcptools.moc"
