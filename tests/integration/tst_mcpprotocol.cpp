// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// JSON-RPC and MCP lifecycle over the real `airlock mcp --headless` process: version negotiation, ping, unknown
// methods, and bad input of every kind, each answered (or ignored) while the server keeps going.
#include "mcp/McpTestClient.h"

#include <QElapsedTimer>

using airlock::test::McpTestClient;

namespace {

const QStringList kHeadless = {QStringLiteral("mcp"), QStringLiteral("--headless")};

int errorCode(const std::optional<nlohmann::json> &message)
{
    return message && message->contains("error") ? (*message)["error"].value("code", 0) : 0;
}

// After anything, the server still answers a ping.
bool stillAnswers(McpTestClient &client)
{
    const auto answer = client.response(client.request("ping"), 20000);
    return answer && answer->contains("result") && (*answer)["result"] == nlohmann::json::object();
}

} // namespace

class TestMcpProtocol : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
    }

    void initialize_echoesSupportedVersions_elseTheNewest_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addColumn<QString>("answered");
        QTest::addRow("2025-11-25") << QStringLiteral("2025-11-25") << QStringLiteral("2025-11-25");
        QTest::addRow("2025-06-18") << QStringLiteral("2025-06-18") << QStringLiteral("2025-06-18");
        QTest::addRow("2025-03-26") << QStringLiteral("2025-03-26") << QStringLiteral("2025-03-26");
        QTest::addRow("2024-11-05") << QStringLiteral("2024-11-05") << QStringLiteral("2024-11-05");
        QTest::addRow("2026-07-28 (newer)") << QStringLiteral("2026-07-28") << QStringLiteral("2025-11-25");
        QTest::addRow("2024-10-07 (older)") << QStringLiteral("2024-10-07") << QStringLiteral("2025-11-25");
        QTest::addRow("not a date") << QStringLiteral("banana") << QStringLiteral("2025-11-25");
    }

    void initialize_echoesSupportedVersions_elseTheNewest()
    {
        QFETCH(QString, requested);
        QFETCH(QString, answered);
        McpTestClient client(kHeadless);
        const nlohmann::json reply = client.initialize(requested.toStdString());
        QVERIFY2(reply.contains("result"), reply.dump().c_str());
        const nlohmann::json &result = reply["result"];
        QCOMPARE(QString::fromStdString(result["protocolVersion"]), answered);
        QVERIFY(result["capabilities"].contains("tools"));
        QVERIFY(result["capabilities"].contains("logging"));
        MCP_COMPARE(result["serverInfo"]["name"], "airlock");
        QVERIFY(result["serverInfo"]["version"].is_string());
        QVERIFY(client.nonJsonLines().isEmpty());
    }

    void initialize_withoutProtocolVersion_isInvalidParams_andCanBeRetried()
    {
        McpTestClient client(kHeadless);
        QCOMPARE(errorCode(client.response(client.request("initialize", {{"capabilities", nlohmann::json::object()}}))),
                 -32602);
        QVERIFY(client.initialize().contains("result"));
        // A second initialize on the same connection is refused.
        QCOMPARE(errorCode(client.response(client.request("initialize", {{"protocolVersion", "2025-11-25"}}))), -32600);
    }

    void ping_answersBeforeAndAfterInitialize()
    {
        McpTestClient client(kHeadless);
        QVERIFY(stillAnswers(client));
        client.initialize();
        QVERIFY(stillAnswers(client));
    }

    void requestsBeforeInitialize_areRefused()
    {
        McpTestClient client(kHeadless);
        QCOMPARE(errorCode(client.response(client.request("tools/list"))), -32600);
        client.initialize();
        const auto list = client.response(client.request("tools/list"));
        QVERIFY(list && list->contains("result"));
    }

    void unknownMethods_getMethodNotFoundAtOnce()
    {
        McpTestClient client(kHeadless);
        QElapsedTimer timer;
        timer.start();
        // Claude Code probes the 2026 `server/discover` before initialize; it must be told no, promptly.
        const auto discover = client.response(client.request("server/discover", {{"_meta", nlohmann::json::object()}}));
        QCOMPARE(errorCode(discover), -32601);
        QVERIFY(timer.elapsed() < 5000);
        client.initialize();
        for (const char *method : {"resources/list", "prompts/list", "completion/complete", "frobnicate"})
            QCOMPARE(errorCode(client.response(client.request(method))), -32601);
        // Unknown notifications are ignored, never answered.
        client.notify("notifications/whatever", {{"x", 1}});
        QVERIFY(stillAnswers(client));
        for (const nlohmann::json &message : client.messages())
            QVERIFY(message.contains("id"));
    }

    void badLines_areAnsweredWithIdNull_andTheServerKeepsGoing_data()
    {
        QTest::addColumn<QByteArray>("line");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("id");
        const QByteArray null = "null";
        QTest::addRow("not json") << QByteArray("hello there") << -32700 << null;
        QTest::addRow("truncated json") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,") << -32700 << null;
        QTest::addRow("invalid utf-8") << QByteArray(
                                              "{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"x\":\"\xff\xfe\"}")
                                       << -32700 << null;
        QTest::addRow("lone surrogate escape")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"p\\ud800\"}") << -32700 << null;
        QTest::addRow("batch") << QByteArray("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}]") << -32600 << null;
        QTest::addRow("empty batch") << QByteArray("[]") << -32600 << null;
        QTest::addRow("number") << QByteArray("42") << -32600 << null;
        QTest::addRow("no jsonrpc") << QByteArray("{\"id\":7,\"method\":\"ping\"}") << -32600 << QByteArray("7");
        QTest::addRow("jsonrpc 1.0") << QByteArray("{\"jsonrpc\":\"1.0\",\"id\":\"a\",\"method\":\"ping\"}") << -32600
                                     << QByteArray("\"a\"");
        QTest::addRow("object id") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":{},\"method\":\"ping\"}") << -32600
                                   << null;
        QTest::addRow("fractional id") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1.5,\"method\":\"ping\"}") << -32600
                                       << null;
        QTest::addRow("method not a string")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":8,\"method\":3}") << -32600 << QByteArray("8");
        QTest::addRow("params an array") << QByteArray(
                                                "{\"jsonrpc\":\"2.0\",\"id\":9,\"method\":\"ping\",\"params\":[]}")
                                         << -32602 << QByteArray("9");
        QTest::addRow("neither request nor response")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":10}") << -32600 << QByteArray("10");
        QByteArray deep = QByteArray(10000, '[') + QByteArray(10000, ']');
        QTest::addRow("10000-deep arrays") << deep << -32600 << null;
        QByteArray deepObject;
        for (int i = 0; i < 10000; ++i)
            deepObject += "{\"a\":";
        deepObject += "1" + QByteArray(10000, '}');
        QTest::addRow("10000-deep objects") << deepObject << -32600 << null;
    }

    void badLines_areAnsweredWithIdNull_andTheServerKeepsGoing()
    {
        QFETCH(QByteArray, line);
        QFETCH(int, code);
        QFETCH(QByteArray, id);
        McpTestClient client(kHeadless);
        client.initialize();
        const qsizetype before = client.messages().size();
        client.sendRaw(line + '\n');
        const auto error = client.waitFor([](const nlohmann::json &m) { return m.contains("error"); });
        QVERIFY2(error, "no error answer");
        QCOMPARE((*error)["error"]["code"].get<int>(), code);
        MCP_COMPARE(QByteArray::fromStdString((*error)["id"].dump()), id);
        QVERIFY(stillAnswers(client));
        QCOMPARE(client.messages().size(), before + 2);
        QCOMPARE(client.process().state(), QProcess::Running);
    }

    void lineOver64MiB_isRefusedWithoutBeingKept_andTheServerKeepsGoing()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        // A syntactically fine request, 64 MiB + 1 KiB long, written in pieces.
        QByteArray head = "{\"jsonrpc\":\"2.0\",\"id\":99,\"method\":\"ping\",\"params\":{\"pad\":\"";
        const QByteArray piece(1024 * 1024, 'a');
        client.sendRaw(head);
        for (int i = 0; i < 64; ++i)
            client.sendRaw(piece);
        client.sendRaw(QByteArray(1024, 'a') + "\"}}\n");
        const auto error = client.waitFor([](const nlohmann::json &m) { return m.contains("error"); }, 120000);
        QVERIFY2(error, "no answer to the oversized line");
        QCOMPARE((*error)["error"]["code"].get<int>(), -32600);
        QVERIFY((*error)["id"].is_null());
        QVERIFY(stillAnswers(client));
        // Just under the limit is parsed and answered normally.
        client.sendRaw("{\"jsonrpc\":\"2.0\",\"id\":100,\"method\":\"ping\",\"params\":{\"pad\":\"");
        for (int i = 0; i < 63; ++i)
            client.sendRaw(piece);
        client.sendRaw("\"}}\n");
        const auto answer = client.response(100, 120000);
        QVERIFY(answer && answer->contains("result"));
    }

    void floodOf10000Pings_isAnsweredCompletely()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        QByteArray flood;
        for (int i = 0; i < 10000; ++i)
            flood += "{\"jsonrpc\":\"2.0\",\"id\":\"f" + QByteArray::number(i) + "\",\"method\":\"ping\"}\n";
        client.sendRaw(flood);
        QTRY_COMPARE_WITH_TIMEOUT(client.messages().size(), 10001, 120000);
        QSet<std::string> ids;
        for (const nlohmann::json &message : client.messages()) {
            if (message["id"].is_string())
                ids.insert(message["id"].get<std::string>());
        }
        QCOMPARE(ids.size(), 10000);
        QVERIFY(client.nonJsonLines().isEmpty());
    }

    void garbageBetweenRequests_isAnsweredInTurn()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        const nlohmann::json call = client.callTerminal({{"command", "sleep 1; echo done"}});
        client.sendRaw("garbage one\n\n\r\n{\"broken\":\n");
        const nlohmann::json list = client.request("tools/list");
        client.sendRaw("\x01\x02\x03 binary\n");
        const nlohmann::json ping = client.request("ping");
        QVERIFY(client.response(list));
        QVERIFY(client.response(ping));
        const auto result = client.response(call);
        QVERIFY(result && result->contains("result"));
        int parseErrors = 0;
        for (const nlohmann::json &message : client.messages())
            parseErrors += message.contains("error") && message["error"]["code"] == -32700;
        QCOMPARE(parseErrors, 3); // blank lines are not messages
        QVERIFY(client.nonJsonLines().isEmpty());
    }

    void loggingSetLevel_acceptsTheEightLevels_only()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        for (const char *level : {"debug", "info", "notice", "warning", "error", "critical", "alert", "emergency"}) {
            const auto answer = client.response(client.request("logging/setLevel", {{"level", level}}));
            QVERIFY(answer && answer->contains("result"));
        }
        QCOMPARE(errorCode(client.response(client.request("logging/setLevel", {{"level", "verbose"}}))), -32602);
        QCOMPARE(errorCode(client.response(client.request("logging/setLevel"))), -32602);
        // At debug, a tool call reports through notifications/message.
        client.response(client.request("logging/setLevel", {{"level", "debug"}}));
        QVERIFY(client.response(client.callTerminal({{"command", "true"}})));
        QTRY_VERIFY(!client.notifications("notifications/message").isEmpty());
        const nlohmann::json log = client.notifications("notifications/message").first();
        MCP_COMPARE(log["params"]["level"], "debug");
        QVERIFY(log["params"]["data"].is_string());
    }

    void responsesFromTheClient_withUnknownIds_areIgnored()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        client.send({{"jsonrpc", "2.0"}, {"id", 12345}, {"result", nlohmann::json::object()}});
        client.send({{"jsonrpc", "2.0"}, {"id", "x"}, {"error", {{"code", 1}, {"message", "m"}}}});
        QVERIFY(stillAnswers(client));
        QCOMPARE(client.messages().size(), 2); // initialize and ping: nothing answered the responses
    }

    void stdout_carriesNothingButProtocol_andEofEndsCleanly()
    {
        McpTestClient client(kHeadless);
        client.initialize();
        // A command writing to the server's own stdout descriptor cannot reach the protocol stream either.
        QVERIFY(client.response(client.callTerminal({{"command", "echo to-proc-stdout > /proc/$PPID/fd/1 || true"}})));
        client.process().closeWriteChannel();
        QVERIFY(client.process().waitForFinished(30000));
        QCOMPARE(client.process().exitStatus(), QProcess::NormalExit);
        QCOMPARE(client.process().exitCode(), 0);
        QVERIFY2(client.nonJsonLines().isEmpty(), client.nonJsonLines().join('\n').constData());
    }
};

QTEST_GUILESS_MAIN(TestMcpProtocol)
#include "tst_mcpprotocol.moc"
