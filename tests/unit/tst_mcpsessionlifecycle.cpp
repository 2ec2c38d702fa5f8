// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// McpSession in process, with the fake tool on a real McpServer: the initialize handshake and version negotiation,
// the lifecycle rules (what is answered before initialize, notifications, bad messages), close, and StdioTransport
// framing over a socketpair. Tool calls, cancellation and progress are in tst_mcpsessiontools.cpp.
#include "JsonRpcHelpers.h"
#include "mcp/FakeTool.h"
#include "mcp/JsonRpc.h"
#include "mcp/McpServer.h"
#include "mcp/McpSession.h"
#include "mcp/McpSessionHarness.h"
#include "mcp/StdioTransport.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QList>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <cerrno>
#include <fcntl.h>
#include <memory>
#include <string>
#include <string_view>
#include <sys/socket.h>
#include <unistd.h>

using Json = nlohmann::json;
using airlock::mcp::McpServer;
using airlock::mcp::McpSession;
using airlock::mcp::StdioTransport;
using airlock::test::errorCode;
using airlock::test::FakeInvocation;
using airlock::test::kLatest;
using airlock::test::parsed;
using namespace airlock::mcp; // jsonrpc::… (moc cannot read a namespace alias)

namespace {

// The test's end of a socketpair, read without blocking.
QByteArray readAvailable(int fd)
{
    QByteArray bytes;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(fd, buffer, sizeof buffer);
        if (n > 0) {
            bytes.append(buffer, n);
            continue;
        }
        if (n < 0 && errno == EINTR)
            continue;
        return bytes;
    }
}

bool writeAll(int fd, const QByteArray &bytes)
{
    qsizetype done = 0;
    while (done < bytes.size()) {
        const ssize_t n = ::write(fd, bytes.constData() + done, size_t(bytes.size() - done));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return false;
        done += n;
    }
    return true;
}

} // namespace

class TestMcpSessionLifecycle : public QObject, private airlock::test::McpSessionHarness
{
    Q_OBJECT

private slots:
    void init() { startSession(); }
    void cleanup() { endSession(); }

    // --- initialize ----------------------------------------------------------------------------------------------

    void initialize_withSupportedVersion_echoesIt_data()
    {
        QTest::addColumn<QString>("version");
        for (const QString &version : McpServer::supportedProtocolVersions())
            QTest::addRow("%s", qPrintable(version)) << version;
    }

    void initialize_withSupportedVersion_echoesIt()
    {
        QFETCH(QString, version);
        request(1, "initialize", {{"protocolVersion", version.toStdString()}, {"capabilities", Json::object()}});
        QCOMPARE(m_out->size(), 1);
        const QList<QVariant> &signal = m_out->first();
        QCOMPARE(signal.at(1).toByteArray(), QByteArray("1")); // the related request
        QCOMPARE(signal.at(2).toBool(), true);                 // its final message
        const Json answer = parsed(signal.at(0).toByteArray());
        JSON_COMPARE(answer["id"], 1);
        JSON_COMPARE(answer["jsonrpc"], "2.0");
        JSON_COMPARE(answer["result"]["protocolVersion"], version.toStdString());
        QCOMPARE(m_session->protocolVersion(), version);
        QVERIFY(m_session->isInitialized());
    }

    void initialize_withUnknownVersion_answersLatest_data()
    {
        QTest::addColumn<QString>("requested");
        QTest::addRow("newer") << QStringLiteral("2026-07-28");
        QTest::addRow("older") << QStringLiteral("2024-10-07");
        QTest::addRow("between two supported") << QStringLiteral("2025-05-01");
        QTest::addRow("draft") << QStringLiteral("DRAFT-2026-v1");
        QTest::addRow("not a date") << QStringLiteral("banana");
        QTest::addRow("empty") << QString();
        QTest::addRow("supported, with a space") << QStringLiteral(" 2025-06-18");
        QTest::addRow("supported, with a suffix") << QStringLiteral("2024-11-05-beta");
    }

    void initialize_withUnknownVersion_answersLatest()
    {
        QFETCH(QString, requested);
        QCOMPARE(McpServer::supportedProtocolVersions().first(), kLatest);
        const Json answer = initialize(requested);
        QVERIFY2(answer.contains("result"), answer.dump().c_str());
        JSON_COMPARE(answer["result"]["protocolVersion"], kLatest.toStdString());
        QCOMPARE(m_session->protocolVersion(), kLatest);
        QCOMPARE(McpServer::negotiateVersion(requested), kLatest);
    }

    void initialize_answersCapabilitiesAndServerInfo_data() { airlock::test::addVersionRows("hasTitle"); }

    void initialize_answersCapabilitiesAndServerInfo()
    {
        QFETCH(QString, version);
        QFETCH(bool, hasTitle);
        const Json result = initialize(version)["result"];
        JSON_COMPARE(result["capabilities"]["tools"], Json({{"listChanged", false}}));
        JSON_COMPARE(result["capabilities"]["logging"], Json::object());
        QVERIFY(!result["capabilities"].contains("resources"));
        QVERIFY(!result["capabilities"].contains("prompts"));
        JSON_COMPARE(result["serverInfo"]["name"], "airlock");
        JSON_COMPARE(result["serverInfo"]["version"], "9.9.9");
        QCOMPARE(result["serverInfo"].contains("title"), hasTitle);
        if (hasTitle)
            JSON_COMPARE(result["serverInfo"]["title"], "Airlock");
        JSON_COMPARE(result["instructions"], "Use the fake tool.");
    }

    void initialize_withoutUsableProtocolVersion_isInvalidParams_data()
    {
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("no params") << QByteArray("null");
        QTest::addRow("empty params") << QByteArray("{}");
        QTest::addRow("only capabilities") << QByteArray(R"({"capabilities":{}})");
        QTest::addRow("version a number") << QByteArray(R"({"protocolVersion":20251125})");
        QTest::addRow("version null") << QByteArray(R"({"protocolVersion":null})");
        QTest::addRow("version an array") << QByteArray(R"({"protocolVersion":["2025-11-25"]})");
    }

    void initialize_withoutUsableProtocolVersion_isInvalidParams()
    {
        QFETCH(QByteArray, params);
        request(7, "initialize", parsed(params));
        QCOMPARE(errorCode(responseTo(7)), jsonrpc::kInvalidParams);
        QVERIFY(!m_session->isInitialized());
        // The session is still waiting for a proper initialize.
        QVERIFY(initialize().contains("result"));
        QVERIFY(m_session->isInitialized());
    }

    void initialize_twice_isInvalidRequest_andKeepsTheFirstVersion()
    {
        QVERIFY(initialize(QStringLiteral("2025-03-26")).contains("result"));
        request(2, "initialize", {{"protocolVersion", "2025-11-25"}});
        QCOMPARE(errorCode(responseTo(2)), jsonrpc::kInvalidRequest);
        QCOMPARE(m_session->protocolVersion(), QStringLiteral("2025-03-26"));
    }

    void initialize_recordsTheClientName_data()
    {
        QTest::addColumn<QByteArray>("clientInfo");
        QTest::addColumn<QString>("name");
        QTest::addRow("name and version")
            << QByteArray(R"({"name":"claude-code","version":"2.1"})") << QStringLiteral("claude-code 2.1");
        QTest::addRow("name only") << QByteArray(R"({"name":"gemini"})") << QStringLiteral("gemini");
        QTest::addRow("whitespace simplified")
            << QByteArray(R"({"name":"  my \t client ","version":" 1 "})") << QStringLiteral("my client 1");
        QTest::addRow("name not a string")
            << QByteArray(R"({"name":42,"version":"1"})") << QStringLiteral("unknown client");
        QTest::addRow("clientInfo not an object") << QByteArray(R"("claude")") << QStringLiteral("unknown client");
        QTest::addRow("no clientInfo") << QByteArray("null") << QStringLiteral("unknown client");
    }

    void initialize_recordsTheClientName()
    {
        QFETCH(QByteArray, clientInfo);
        QFETCH(QString, name);
        Json params = {{"protocolVersion", "2025-11-25"}, {"capabilities", Json::object()}};
        if (const Json info = parsed(clientInfo); !info.is_null())
            params["clientInfo"] = info;
        request(1, "initialize", std::move(params));
        QVERIFY(answer(1).contains("result"));
        QCOMPARE(m_session->clientName(), name);
    }

    // --- lifecycle -----------------------------------------------------------------------------------------------

    void requestBeforeInitialize_isInvalidRequest_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("tools/list") << QByteArray("tools/list") << QByteArray("null");
        QTest::addRow("tools/call") << QByteArray("tools/call") << QByteArray(R"({"name":"fake","arguments":{}})");
        QTest::addRow("logging/setLevel") << QByteArray("logging/setLevel") << QByteArray(R"({"level":"debug"})");
    }

    void requestBeforeInitialize_isInvalidRequest()
    {
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, params);
        request("early", method.toStdString(), parsed(params));
        QCOMPARE(m_out->size(), 1);
        QCOMPARE(errorCode(responseTo("early")), jsonrpc::kInvalidRequest);
        QVERIFY(m_tool->requests.isEmpty());
        // After initialize the same request is served.
        initialize();
        request("late", method.toStdString(), parsed(params));
        QTRY_VERIFY(responseTo("late"));
        QVERIFY2(answer("late").contains("result"), answer("late").dump().c_str());
    }

    void ping_isAnsweredBeforeAndAfterInitialize()
    {
        request("p1", "ping");
        QCOMPARE(m_out->size(), 1); // at once, no event loop needed
        JSON_COMPARE(answer("p1")["result"], Json::object());
        initialize();
        request(2, "ping", Json::object());
        JSON_COMPARE(answer(2)["result"], Json::object());
    }

    void notification_isNeverAnswered_data()
    {
        QTest::addColumn<bool>("initialized");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("params");
        for (const bool initialized : {false, true}) {
            const char *when = initialized ? "after initialize" : "before initialize";
            QTest::addRow("initialized, %s", when)
                << initialized << QByteArray("notifications/initialized") << QByteArray("null");
            QTest::addRow("initialized with params, %s", when)
                << initialized << QByteArray("notifications/initialized") << QByteArray(R"({"_meta":{}})");
            QTest::addRow("roots changed, %s", when)
                << initialized << QByteArray("notifications/roots/list_changed") << QByteArray("null");
            QTest::addRow("progress of nothing, %s", when) << initialized << QByteArray("notifications/progress")
                                                           << QByteArray(R"({"progressToken":"x","progress":1})");
            QTest::addRow("unknown, %s", when)
                << initialized << QByteArray("notifications/whatever") << QByteArray(R"({"x":1})");
            QTest::addRow("a method name, %s", when) << initialized << QByteArray("tools/list") << QByteArray("null");
        }
    }

    void notification_isNeverAnswered()
    {
        QFETCH(bool, initialized);
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, params);
        if (initialized)
            initialize();
        notify(method.toStdString(), parsed(params));
        QCOMPARE(m_out->size(), 0);
        QCOMPARE(m_session->isInitialized(), initialized); // notifications/initialized is not what initializes
        request(1, "ping");
        QCOMPARE(m_out->size(), 1);
    }

    void unknownMethod_isMethodNotFound_data()
    {
        QTest::addColumn<bool>("initialized");
        QTest::addColumn<QByteArray>("method");
        // Before initialize too: clients probe server/discover first and must be told no at once.
        QTest::addRow("server/discover before initialize") << false << QByteArray("server/discover");
        QTest::addRow("resources/list before initialize") << false << QByteArray("resources/list");
        QTest::addRow("resources/list") << true << QByteArray("resources/list");
        QTest::addRow("prompts/list") << true << QByteArray("prompts/list");
        QTest::addRow("completion/complete") << true << QByteArray("completion/complete");
        QTest::addRow("sampling/createMessage") << true << QByteArray("sampling/createMessage");
        QTest::addRow("empty method") << true << QByteArray("");
        QTest::addRow("case matters") << true << QByteArray("Ping");
        QTest::addRow("prefix of a method") << true << QByteArray("tools");
        QTest::addRow("suffix on a method") << true << QByteArray("tools/list/all");
    }

    void unknownMethod_isMethodNotFound()
    {
        QFETCH(bool, initialized);
        QFETCH(QByteArray, method);
        if (initialized)
            initialize();
        request(3, method.toStdString(), Json::object());
        QCOMPARE(m_out->size(), 1);
        QCOMPARE(errorCode(responseTo(3)), jsonrpc::kMethodNotFound);
        QCOMPARE(m_session->isInitialized(), initialized);
    }

    void badMessage_isAnswered_andTheSessionKeepsGoing_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("id");
        QTest::addRow("not json") << QByteArray("{") << jsonrpc::kParseError << QByteArray("null");
        QTest::addRow("invalid UTF-8") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"\xFF\"}")
                                       << jsonrpc::kParseError << QByteArray("null");
        QTest::addRow("batch") << QByteArray(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])")
                               << jsonrpc::kInvalidRequest << QByteArray("null");
        QTest::addRow("object id") << QByteArray(R"({"jsonrpc":"2.0","id":{"a":1},"method":"ping"})")
                                   << jsonrpc::kInvalidRequest << QByteArray("null");
        QTest::addRow("method not a string")
            << QByteArray(R"({"jsonrpc":"2.0","id":3,"method":true})") << jsonrpc::kInvalidRequest << QByteArray("3");
        QTest::addRow("invalid notification")
            << QByteArray(R"({"jsonrpc":"2.0","method":1})") << jsonrpc::kInvalidRequest << QByteArray("null");
        QTest::addRow("params an array") << QByteArray(
                                                R"({"jsonrpc":"2.0","id":"a","method":"tools/list","params":[]})")
                                         << jsonrpc::kInvalidParams << QByteArray(R"("a")");
    }

    void badMessage_isAnswered_andTheSessionKeepsGoing()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(QByteArray, id);
        initialize();
        m_session->handleText(std::string_view(text.constData(), size_t(text.size())));
        QCOMPARE(m_out->size(), 1);
        const Json error = lastMessage();
        QCOMPARE(error["error"]["code"].get<int>(), code);
        QVERIFY(error["error"]["message"].is_string());
        QCOMPARE(QByteArray::fromStdString(error["id"].dump()), id);
        QCOMPARE(m_out->last().at(2).toBool(), true);
        QVERIFY(!m_session->isClosed());
        request("after", "ping");
        QVERIFY(answer("after").contains("result"));
    }

    void responseToNoRequestOfOurs_isIgnored_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addRow("result") << QByteArray(R"({"jsonrpc":"2.0","id":42,"result":{}})");
        QTest::addRow("error") << QByteArray(R"({"jsonrpc":"2.0","id":"x","error":{"code":-32601,"message":"no"}})");
        QTest::addRow("malformed error") << QByteArray(R"({"jsonrpc":"2.0","id":0,"error":"no"})");
    }

    void responseToNoRequestOfOurs_isIgnored()
    {
        QFETCH(QByteArray, text);
        initialize();
        m_session->handleText(std::string_view(text.constData(), size_t(text.size())));
        QCOMPARE(m_out->size(), 0);
    }

    // JSON-RPC 2.0 §5: an error response whose request id could not be read has "id": null. Such a response (a
    // client that could not parse something we sent) is a response, and responses are never answered.
    // BUG: McpSession answers it with -32600 (parseMessage() refuses the null id), replying to a reply.
    void errorResponseWithNullId_isNotAnswered()
    {
        initialize();
        m_session->handleText(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})");
        QCOMPARE(m_out->size(), 0);
    }

    // --- close ---------------------------------------------------------------------------------------------------

    void close_cancelsCallsInFlight_andSendsNothingMore()
    {
        initialize();
        QPointer<FakeInvocation> a = startHeldCall(1);
        QPointer<FakeInvocation> b = startHeldCall("two");
        QVERIFY(a && b);
        QVERIFY(m_server->sessions().contains(m_session.get()));
        m_session->close();
        QVERIFY(m_session->isClosed());
        QCOMPARE(m_session->callsInFlight(), 0);
        QList<QByteArray> cancelled = m_tool->cancelled;
        std::sort(cancelled.begin(), cancelled.end());
        QCOMPARE(cancelled, (QList<QByteArray>{R"("two")", "1"}));
        QVERIFY(!m_server->sessions().contains(m_session.get()));
        QTRY_VERIFY(a.isNull() && b.isNull());
        QTRY_COMPARE(m_server->liveInvocations(), 0);
        // Nothing more goes out: no results, no answers, no notifications.
        request(3, "ping");
        request(4, "tools/list");
        m_session->handleText("not json");
        m_session->log(QStringLiteral("emergency"), {}, "late");
        QCOMPARE(m_out->size(), 0);
        m_session->close(); // twice is harmless
        QCOMPARE(m_tool->cancelled.size(), 2);
    }

    void destroyingTheSession_cancelsItsCalls()
    {
        initialize();
        QPointer<FakeInvocation> held = startHeldCall(1);
        QVERIFY(held);
        m_out.reset();
        m_session.reset();
        QCOMPARE(m_tool->cancelled, QList<QByteArray>{"1"});
        QVERIFY(m_server->sessions().isEmpty());
        QTRY_VERIFY(held.isNull());
    }

    void closeAllSessions_closesEverySession()
    {
        std::unique_ptr<McpSession> other(m_server->createSession());
        QVERIFY(other->taskId() != m_session->taskId());
        QCOMPARE(m_server->sessions().size(), 2);
        initialize();
        QVERIFY(startHeldCall(1));
        m_server->closeAllSessions();
        QVERIFY(m_session->isClosed());
        QVERIFY(other->isClosed());
        QVERIFY(m_server->sessions().isEmpty());
        QCOMPARE(m_tool->cancelled, QList<QByteArray>{"1"});
    }

    // --- StdioTransport over a socketpair ------------------------------------------------------------------------

    void stdioTransport_framesOneMessagePerLine_overAFileDescriptor()
    {
        int fds[2];
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), 0);
        ::fcntl(fds[1], F_SETFL, ::fcntl(fds[1], F_GETFL) | O_NONBLOCK);
        {
            StdioTransport transport(m_server.get(), fds[0], fds[0]);
            transport.start();
            // initialize split mid-message, with CRLF and an empty line; a ping; a bad line.
            const QByteArray init = R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":)"
                                    R"("2025-06-18","capabilities":{}}})";
            QVERIFY(writeAll(fds[1], init.first(20)));
            QVERIFY(writeAll(fds[1], init.sliced(20) + "\r\n\r\n"));
            QVERIFY(writeAll(fds[1], R"({"jsonrpc":"2.0","id":2,"method":"ping"})"
                                     "\n{oops\n"));
            QByteArray received;
            QTRY_COMPARE((received += readAvailable(fds[1])).count('\n'), 3);
            QVERIFY(received.endsWith('\n'));
            const QList<QByteArray> lines = received.chopped(1).split('\n');
            QCOMPARE(lines.size(), 3);
            const Json first = parsed(lines[0]);
            JSON_COMPARE(first["id"], 1);
            JSON_COMPARE(first["result"]["protocolVersion"], "2025-06-18");
            QCOMPARE(lines[1], QByteArray(R"({"id":2,"jsonrpc":"2.0","result":{}})"));
            QCOMPARE(errorCode(parsed(lines[2])), jsonrpc::kParseError);
            QVERIFY(transport.session()->isInitialized());
        }
        ::close(fds[0]);
        ::close(fds[1]);
    }

    void stdioTransport_endOfInput_answersTheLastLine_thenClosesTheSession()
    {
        int fds[2];
        QCOMPARE(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, fds), 0);
        ::fcntl(fds[1], F_SETFL, ::fcntl(fds[1], F_GETFL) | O_NONBLOCK);
        {
            StdioTransport transport(m_server.get(), fds[0], fds[0]);
            QSignalSpy ended(&transport, &StdioTransport::ended);
            transport.start();
            QVERIFY(writeAll(fds[1], R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":)"
                                     R"({"protocolVersion":"2025-11-25"}})"
                                     "\n"
                                     R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":)"
                                     R"({"name":"fake","arguments":{"hold":true}}})"
                                     "\n"));
            QTRY_COMPARE(m_tool->requests.size(), 1);
            QPointer<FakeInvocation> held = m_tool->last();
            QPointer<McpSession> session = transport.session();
            QVERIFY(session && !session->isClosed());
            // A last line without its newline, then end of input.
            QVERIFY(writeAll(fds[1], R"({"jsonrpc":"2.0","id":3,"method":"ping"})"));
            QCOMPARE(::shutdown(fds[1], SHUT_WR), 0);
            QTRY_COMPARE(ended.size(), 1);
            QVERIFY(session->isClosed());
            QCOMPARE(m_tool->cancelled, QList<QByteArray>{"2"});
            QTRY_VERIFY(held.isNull());
            QByteArray received;
            QTRY_COMPARE((received += readAvailable(fds[1])).count('\n'), 2);
            const QList<QByteArray> lines = received.chopped(1).split('\n');
            JSON_COMPARE(parsed(lines[0])["id"], 1);
            QCOMPARE(lines[1], QByteArray(R"({"id":3,"jsonrpc":"2.0","result":{}})")); // and no result for 2
        }
        ::close(fds[0]);
        ::close(fds[1]);
    }
};

QTEST_GUILESS_MAIN(TestMcpSessionLifecycle)
#include "tst_mcpsessionlifecycle.moc"
