// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// McpSession in process, with the fake tool on a real McpServer: tools/list and tools/call for each protocol version,
// calls in flight, cancellation (notifications/cancelled and a stream gone), progress and logging. The handshake,
// lifecycle rules, close and StdioTransport are in tst_mcpsessionlifecycle.cpp.
#include "JsonRpcHelpers.h"
#include "mcp/FakeTool.h"
#include "mcp/JsonRpc.h"
#include "mcp/McpSession.h"
#include "mcp/McpSessionHarness.h"
#include "mcp/Tool.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QList>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <string>
#include <vector>

using Json = nlohmann::json;
using airlock::mcp::McpSession;
using airlock::mcp::ToolRequest;
using airlock::test::errorCode;
using airlock::test::FakeInvocation;
using airlock::test::FakeTool;
using airlock::test::parsed;
using namespace airlock::mcp; // jsonrpc::… (moc cannot read a namespace alias)

class TestMcpSessionTools : public QObject, private airlock::test::McpSessionHarness
{
    Q_OBJECT

private slots:
    void init() { startSession(); }
    void cleanup() { endSession(); }

    // --- tools/list ----------------------------------------------------------------------------------------------

    void toolsList_listsTheTool_forTheNegotiatedVersion_data()
    {
        airlock::test::addVersionRows("hasTitle");
        QTest::addRow("unknown, so the newest") << QStringLiteral("2099-01-01") << true;
    }

    void toolsList_listsTheTool_forTheNegotiatedVersion()
    {
        QFETCH(QString, version);
        QFETCH(bool, hasTitle);
        initialize(version);
        request(2, "tools/list");
        const auto answer = responseTo(2);
        QVERIFY(answer);
        const Json &tools = (*answer)["result"]["tools"];
        QVERIFY(tools.is_array());
        QCOMPARE(tools.size(), std::size_t(1));
        JSON_COMPARE(tools[0]["name"], "fake");
        JSON_COMPARE(tools[0]["inputSchema"], Json({{"type", "object"}}));
        QCOMPARE(tools[0].contains("title"), hasTitle);
        QCOMPARE(m_tool->listedFor, QStringList{m_session->protocolVersion()});
    }

    void toolsList_withParams_isServedToo()
    {
        initialize();
        request(3, "tools/list", {{"cursor", "ignored"}, {"_meta", Json::object()}});
        QVERIFY(answer(3).contains("result"));
    }

    // --- tools/call ----------------------------------------------------------------------------------------------

    void toolsCall_runsTheTool_andAnswersItsResult()
    {
        initialize();
        request(10, "tools/call", {{"name", "fake"}, {"arguments", {{"text", "hi"}, {"n", 2}}}});
        QCOMPARE(m_tool->requests.size(), 1);
        const ToolRequest &call = m_tool->requests.first();
        JSON_COMPARE(call.arguments, Json({{"text", "hi"}, {"n", 2}}));
        QVERIFY(call.meta.is_null());
        QCOMPARE(call.context.taskId, m_session->taskId());
        QCOMPARE(call.context.clientName, QStringLiteral("tst 1.0"));
        QVERIFY(!call.wantsProgress);
        QCOMPARE(call.session.data(), m_session.get());
        QCOMPARE(call.requestKey, QByteArray("10"));
        QVERIFY(m_session->hasPendingRequest("10"));
        QCOMPARE(m_session->callsInFlight(), 1);

        // The tool finishes from the event loop; the answer follows.
        QVERIFY(!responseTo(10));
        QTRY_VERIFY(responseTo(10));
        JSON_COMPARE(answer(10)["result"], FakeTool::echo({{"text", "hi"}, {"n", 2}}));
        QCOMPARE(m_out->last().at(1).toByteArray(), QByteArray("10"));
        QCOMPARE(m_out->last().at(2).toBool(), true);
        QCOMPARE(m_session->callsInFlight(), 0);
        QTRY_COMPARE(m_server->liveInvocations(), 0);
        QTRY_VERIFY(m_tool->invocations.first().isNull()); // the server deletes a finished invocation
    }

    void toolsCall_structuredContent_isKeptFrom2025_06_18_data() { airlock::test::addVersionRows("structured"); }

    void toolsCall_structuredContent_isKeptFrom2025_06_18()
    {
        QFETCH(QString, version);
        QFETCH(bool, structured);
        initialize(version);
        request("s", "tools/call", {{"name", "fake"}, {"arguments", Json::object()}});
        QTRY_VERIFY(responseTo("s"));
        const Json result = answer("s")["result"];
        QCOMPARE(result.contains("structuredContent"), structured);
        JSON_COMPARE(result["content"], FakeTool::echo({})["content"]);
        JSON_COMPARE(result["isError"], false);
    }

    void toolsCall_withoutArguments_passesAnEmptyObject_data()
    {
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("no arguments") << QByteArray(R"({"name":"fake"})");
        QTest::addRow("arguments null") << QByteArray(R"({"name":"fake","arguments":null})");
    }

    void toolsCall_withoutArguments_passesAnEmptyObject()
    {
        QFETCH(QByteArray, params);
        initialize();
        request(1, "tools/call", parsed(params));
        QCOMPARE(m_tool->requests.size(), 1);
        JSON_COMPARE(m_tool->requests.first().arguments, Json::object());
        QTRY_VERIFY(responseTo(1));
    }

    void toolsCall_withBadParams_isInvalidParams_data()
    {
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("no params") << QByteArray("null");
        QTest::addRow("no name") << QByteArray(R"({"arguments":{}})");
        QTest::addRow("empty name") << QByteArray(R"({"name":""})");
        QTest::addRow("name a number") << QByteArray(R"({"name":7})");
        QTest::addRow("name an object") << QByteArray(R"({"name":{"n":"fake"}})");
        QTest::addRow("unknown tool") << QByteArray(R"({"name":"terminal"})");
        QTest::addRow("tool name case") << QByteArray(R"({"name":"Fake"})");
        QTest::addRow("task with a slash") << QByteArray(R"({"name":"fake","_meta":{"airlock/task_id":"../x"}})");
        QTest::addRow("task empty") << QByteArray(R"({"name":"fake","_meta":{"airlock/task_id":""}})");
        QTest::addRow("task a number") << QByteArray(R"({"name":"fake","_meta":{"airlock/task_id":5}})");
        QTest::addRow("task with a space") << QByteArray(R"({"name":"fake","_meta":{"airlock/task_id":"a b"}})");
        QTest::addRow("task too long") << QByteArray("{\"name\":\"fake\",\"_meta\":{\"airlock/task_id\":\"" +
                                                     QByteArray(65, 'a') + "\"}}");
    }

    void toolsCall_withBadParams_isInvalidParams()
    {
        QFETCH(QByteArray, params);
        initialize();
        request("bad", "tools/call", parsed(params));
        QCOMPARE(m_out->size(), 1);
        QCOMPARE(errorCode(responseTo("bad")), jsonrpc::kInvalidParams);
        QVERIFY(m_tool->requests.isEmpty());
        QCOMPARE(m_session->callsInFlight(), 0);
    }

    void toolsCall_withTaskMeta_runsInATaskOfThisSession_data()
    {
        QTest::addColumn<QString>("task");
        QTest::addRow("word") << QStringLiteral("build");
        QTest::addRow("all allowed characters") << QStringLiteral("A-z_0.9");
        QTest::addRow("64 characters") << QString(64, QLatin1Char('t'));
    }

    void toolsCall_withTaskMeta_runsInATaskOfThisSession()
    {
        QFETCH(QString, task);
        initialize();
        request(1, "tools/call", {{"name", "fake"}, {"_meta", {{"airlock/task_id", task.toStdString()}}}});
        QCOMPARE(m_tool->requests.size(), 1);
        QCOMPARE(m_tool->requests.first().context.taskId, m_session->taskId() + QLatin1Char('/') + task);
        JSON_COMPARE(m_tool->requests.first().meta, Json({{"airlock/task_id", task.toStdString()}}));
        QTRY_VERIFY(responseTo(1));
    }

    void toolsCall_withIdInUse_isInvalidRequest_andTheFirstCallGoesOn()
    {
        initialize();
        QPointer<FakeInvocation> first = startHeldCall(5);
        QVERIFY(first);
        request(5, "tools/call", {{"name", "fake"}, {"arguments", Json::object()}});
        QCOMPARE(errorCode(responseTo(5)), jsonrpc::kInvalidRequest);
        request(5, "ping"); // any method: the id is taken
        QCOMPARE(m_out->size(), 2);
        QCOMPARE(errorCode(parsed(m_out->last().at(0).toByteArray())), jsonrpc::kInvalidRequest);
        QCOMPARE(m_tool->requests.size(), 1);
        // "5" is another id.
        request("5", "ping");
        QVERIFY(lastMessage().contains("result"));

        m_out->clear();
        first->complete(FakeTool::echo("done"));
        QTRY_VERIFY(responseTo(5));
        QVERIFY(answer(5).contains("result"));
        QCOMPARE(m_session->callsInFlight(), 0);
    }

    void callInFlight_doesNotHoldUpOtherRequests()
    {
        initialize();
        QPointer<FakeInvocation> held = startHeldCall("slow");
        QVERIFY(held);
        // Answered synchronously, while the call runs.
        request(1, "ping");
        request(2, "tools/list");
        request(3, "tools/call", {{"name", "fake"}, {"arguments", Json::object()}});
        QVERIFY(responseTo(1));
        QVERIFY(responseTo(2));
        QTRY_VERIFY(responseTo(3));
        QVERIFY(!responseTo("slow"));
        QCOMPARE(m_session->callsInFlight(), 1);
        held->complete(FakeTool::echo("late"));
        QTRY_VERIFY(responseTo("slow"));
    }

    // --- cancellation --------------------------------------------------------------------------------------------

    void cancelled_forARunningCall_cancelsIt_andSendsNoResponse_data()
    {
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<bool>("withReason");
        QTest::addRow("integer id") << QByteArray("1") << true;
        QTest::addRow("string id") << QByteArray(R"("call-a")") << true;
        QTest::addRow("no reason") << QByteArray("2") << false;
    }

    void cancelled_forARunningCall_cancelsIt_andSendsNoResponse()
    {
        QFETCH(QByteArray, id);
        QFETCH(bool, withReason);
        const Json requestId = parsed(id);
        initialize();
        QPointer<FakeInvocation> held = startHeldCall(requestId);
        QVERIFY(held);
        QSignalSpy dropped(m_session.get(), &McpSession::requestDropped);
        Json params = {{"requestId", requestId}};
        if (withReason)
            params["reason"] = "user pressed stop";
        notify("notifications/cancelled", std::move(params));

        QCOMPARE(m_tool->cancelled, QList<QByteArray>{id});
        QCOMPARE(dropped.size(), 1);
        QCOMPARE(dropped.first().at(0).toByteArray(), id);
        QVERIFY(!m_session->hasPendingRequest(id));
        QCOMPARE(m_session->callsInFlight(), 0);
        // The cancelled invocation finishes and is deleted, and its result is never sent.
        QTRY_VERIFY(held.isNull());
        QTRY_COMPARE(m_server->liveInvocations(), 0);
        QCOMPARE(m_out->size(), 0);
        request("after", "ping");
        QCOMPARE(m_out->size(), 1);
        QVERIFY(!responseTo(requestId));
    }

    void cancelled_thatMatchesNoRunningCall_isIgnored_data()
    {
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("unknown id") << QByteArray(R"({"requestId":99})");
        QTest::addRow("same digits as a string") << QByteArray(R"({"requestId":"1"})");
        QTest::addRow("no requestId") << QByteArray(R"({"reason":"x"})");
        QTest::addRow("requestId null") << QByteArray(R"({"requestId":null})");
        QTest::addRow("no params") << QByteArray("null");
    }

    void cancelled_thatMatchesNoRunningCall_isIgnored()
    {
        QFETCH(QByteArray, params);
        initialize();
        QPointer<FakeInvocation> held = startHeldCall(1);
        QVERIFY(held);
        QSignalSpy dropped(m_session.get(), &McpSession::requestDropped);
        notify("notifications/cancelled", parsed(params));
        QCOMPARE(m_out->size(), 0);
        QCOMPARE(dropped.size(), 0);
        QVERIFY(m_tool->cancelled.isEmpty());
        QVERIFY(m_session->hasPendingRequest("1"));
        held->complete(FakeTool::echo("still here"));
        QTRY_VERIFY(responseTo(1));
    }

    void cancelled_afterTheCallFinished_changesNothing()
    {
        initialize();
        request(1, "tools/call", {{"name", "fake"}, {"arguments", Json::object()}});
        QTRY_VERIFY(responseTo(1));
        m_out->clear();
        QSignalSpy dropped(m_session.get(), &McpSession::requestDropped);
        notify("notifications/cancelled", {{"requestId", 1}});
        QCOMPARE(m_out->size(), 0);
        QCOMPARE(dropped.size(), 0);
        QVERIFY(m_tool->cancelled.isEmpty());
    }

    void cancelled_twice_cancelsOnce()
    {
        initialize();
        QVERIFY(startHeldCall(1));
        notify("notifications/cancelled", {{"requestId", 1}});
        notify("notifications/cancelled", {{"requestId", 1}});
        QCOMPARE(m_tool->cancelled, QList<QByteArray>{"1"});
        QCOMPARE(m_out->size(), 0);
    }

    void cancelRequest_forAStreamGone_cancelsLikeTheNotification()
    {
        initialize();
        QPointer<FakeInvocation> held = startHeldCall("h");
        QVERIFY(held);
        QSignalSpy dropped(m_session.get(), &McpSession::requestDropped);
        m_session->cancelRequest(R"("h")", QStringLiteral("stream closed"));
        QCOMPARE(m_tool->cancelled, QList<QByteArray>{R"("h")"});
        QCOMPARE(dropped.size(), 1);
        QTRY_VERIFY(held.isNull());
        QCOMPARE(m_out->size(), 0);
    }

    // --- progress and logging ------------------------------------------------------------------------------------

    void progress_withAToken_isForwardedStrictlyIncreasing_data()
    {
        QTest::addColumn<QByteArray>("token");
        QTest::addRow("string token") << QByteArray(R"("tok")");
        QTest::addRow("integer token") << QByteArray("7");
    }

    void progress_withAToken_isForwardedStrictlyIncreasing()
    {
        QFETCH(QByteArray, token);
        const Json progressToken = parsed(token);
        initialize();
        QPointer<FakeInvocation> held = startHeldCall("p", {{"progressToken", progressToken}});
        QVERIFY(held);
        QVERIFY(m_tool->requests.first().wantsProgress);
        held->reportProgress(1, 10, QStringLiteral("one"));
        held->reportProgress(1, 10, QStringLiteral("again")); // not an increase: dropped
        held->reportProgress(0.5, 10, QString());             // a decrease: dropped
        held->reportProgress(2.5, 0, QString());              // unknown total, no message
        const std::vector<Json> sent = messages();
        QCOMPARE(sent.size(), std::size_t(2));
        JSON_COMPARE(
            sent[0],
            Json({{"jsonrpc", "2.0"},
                  {"method", "notifications/progress"},
                  {"params", {{"progressToken", progressToken}, {"progress", 1}, {"total", 10}, {"message", "one"}}}}));
        QVERIFY(sent[0]["params"]["progress"].is_number_integer()); // 1, not 1.0
        JSON_COMPARE(sent[1]["params"], Json({{"progressToken", progressToken}, {"progress", 2.5}}));
        for (const QList<QVariant> &signal : *m_out) {
            QCOMPARE(signal.at(1).toByteArray(), QByteArray(R"("p")")); // travels with its call
            QCOMPARE(signal.at(2).toBool(), false);
        }
    }

    void progress_withoutAToken_isNotSent_data()
    {
        QTest::addColumn<QByteArray>("meta");
        QTest::addRow("no _meta") << QByteArray("null");
        QTest::addRow("_meta without token") << QByteArray(R"({"other":1})");
        QTest::addRow("token an object") << QByteArray(R"({"progressToken":{"a":1}})");
        QTest::addRow("token null") << QByteArray(R"({"progressToken":null})");
        QTest::addRow("token fractional") << QByteArray(R"({"progressToken":1.5})");
    }

    void progress_withoutAToken_isNotSent()
    {
        QFETCH(QByteArray, meta);
        initialize();
        QPointer<FakeInvocation> held = startHeldCall(1, parsed(meta));
        QVERIFY(held);
        QVERIFY(!m_tool->requests.first().wantsProgress);
        held->reportProgress(1, 2, QStringLiteral("half"));
        QCOMPARE(m_out->size(), 0);
    }

    void progress_before2025_03_26_hasNoMessage()
    {
        initialize(QStringLiteral("2024-11-05"));
        QPointer<FakeInvocation> held = startHeldCall(1, {{"progressToken", "t"}});
        QVERIFY(held);
        held->reportProgress(1, 0, QStringLiteral("text"));
        QCOMPARE(m_out->size(), 1);
        JSON_COMPARE(lastMessage()["params"], Json({{"progressToken", "t"}, {"progress", 1}}));
    }

    void logging_toolMessages_areFilteredByTheClientsLevel()
    {
        initialize();
        QPointer<FakeInvocation> held = startHeldCall(1);
        QVERIFY(held);
        held->reportLog(QStringLiteral("info"), QStringLiteral("quiet")); // below the default, warning
        QCOMPARE(m_out->size(), 0);
        held->reportLog(QStringLiteral("error"), QStringLiteral("boom"));
        QCOMPARE(m_out->size(), 1);
        JSON_COMPARE(lastMessage(), Json({{"jsonrpc", "2.0"},
                                          {"method", "notifications/message"},
                                          {"params", {{"level", "error"}, {"logger", "fake"}, {"data", "boom"}}}}));
        QCOMPARE(m_out->last().at(1).toByteArray(), QByteArray("1"));

        request("lvl", "logging/setLevel", {{"level", "debug"}});
        JSON_COMPARE(answer("lvl")["result"], Json::object());
        m_out->clear();
        held->reportLog(QStringLiteral("debug"), QStringLiteral("chatty"));
        QCOMPARE(m_out->size(), 1);
        held->reportLog(QStringLiteral("loud"), QStringLiteral("not a level"));
        QCOMPARE(m_out->size(), 1);
    }

    void logging_setLevel_withAnUnknownLevel_isInvalidParams_data()
    {
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("unknown level") << QByteArray(R"({"level":"loud"})");
        QTest::addRow("upper case") << QByteArray(R"({"level":"DEBUG"})");
        QTest::addRow("level a number") << QByteArray(R"({"level":0})");
        QTest::addRow("no level") << QByteArray("{}");
        QTest::addRow("no params") << QByteArray("null");
    }

    void logging_setLevel_withAnUnknownLevel_isInvalidParams()
    {
        QFETCH(QByteArray, params);
        initialize();
        request(1, "logging/setLevel", parsed(params));
        QCOMPARE(errorCode(responseTo(1)), jsonrpc::kInvalidParams);
    }
};

QTEST_GUILESS_MAIN(TestMcpSessionTools)
#include "tst_mcpsessiontools.moc"
