// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Streamable HTTP of the real `airlock mcp --http 0`: every status code of the transport, the bearer token, SSE
// progress on a call's own stream, concurrent calls on one session, the GET stream, DELETE, and a closed stream
// cancelling its call.
#include "mcp/HttpTestClient.h"

using airlock::test::HttpResponse;
using airlock::test::HttpServerProcess;
using airlock::test::HttpTestConnection;
using airlock::test::IsolatedEnvironment;
using airlock::test::processesMatching;
using Headers = QList<QPair<QByteArray, QByteArray>>;

namespace {

const QByteArray kPing = R"({"jsonrpc":"2.0","id":7,"method":"ping"})";

Headers replaced(Headers headers, const QByteArray &name, const QByteArray &value)
{
    for (auto &header : headers) {
        if (header.first.toLower() == name.toLower()) {
            header.second = value;
            return headers;
        }
    }
    headers.append({name, value});
    return headers;
}

Headers without(Headers headers, const QByteArray &name)
{
    headers.removeIf([&](const auto &header) { return header.first.toLower() == name.toLower(); });
    return headers;
}

} // namespace

class TestMcpHttp : public QObject
{
    Q_OBJECT

private:
    IsolatedEnvironment m_env;
    std::unique_ptr<HttpServerProcess> m_server;
    QByteArray m_session;

    std::optional<HttpResponse> exchange(const QByteArray &method, const Headers &headers, const QByteArray &body = {},
                                         const QByteArray &path = "/mcp")
    {
        HttpTestConnection connection(m_server->port());
        connection.send(method, path, headers, body);
        return connection.response();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
        m_server = std::make_unique<HttpServerProcess>(
            airlock::test::airlockBinary(),
            QStringList{QStringLiteral("mcp"), QStringLiteral("--http"), QStringLiteral("0")}, m_env);
        QVERIFY2(m_server->port() != 0, "the server did not report its port");
        m_session = m_server->initialize();
        QVERIFY(!m_session.isEmpty());
    }

    void cleanupTestCase() { m_server.reset(); }

    void token_fromTheEnvironment_isAccepted_andNoTokenFileIsWritten()
    {
        // The keychain's token is covered by tst_secretcli (a real keyring); here it comes from AIRLOCK_MCP_HTTP_TOKEN.
        QCOMPARE(QString::fromLatin1(m_server->token()), m_env.httpToken());
        QVERIFY(!m_session.isEmpty());
        QVERIFY(!QFile::exists(m_env.path("data") + QStringLiteral("/airlock/mcp-http-token")));
    }

    void token_malformedInTheEnvironment_isRefused()
    {
        IsolatedEnvironment env;
        env.setVariable(QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN"), QStringLiteral("short"));
        const auto run = airlock::test::runAirlock(
            {QStringLiteral("mcp"), QStringLiteral("--http"), QStringLiteral("0")}, {}, env, 30000);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains("AIRLOCK_MCP_HTTP_TOKEN must be at least 16"), run.err.constData());
    }

    void sessionId_isVisibleAscii()
    {
        for (const char c : m_session)
            QVERIFY(c >= 0x21 && c <= 0x7e);
    }

    void statusCodes_data()
    {
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<Headers>("headers");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<QByteArray>("path");
        QTest::addColumn<int>("status");
        // Changes to a well-behaved client's headers: a name starting with '-' removes that header, and PORT becomes
        // the server's port (known only when the test runs).
        QTest::addRow("ping") << QByteArray("POST") << Headers() << kPing << QByteArray("/mcp") << 200;
        QTest::addRow("no token") << QByteArray("POST") << Headers{{"-authorization", {}}} << kPing
                                  << QByteArray("/mcp") << 401;
        QTest::addRow("wrong token") << QByteArray("POST") << Headers{{"authorization", "Bearer 00"}} << kPing
                                     << QByteArray("/mcp") << 401;
        QTest::addRow("basic auth") << QByteArray("POST") << Headers{{"authorization", "Basic eDp5"}} << kPing
                                    << QByteArray("/mcp") << 401;
        QTest::addRow("foreign host") << QByteArray("POST") << Headers{{"host", "evil.example.com"}} << kPing
                                      << QByteArray("/mcp") << 403;
        QTest::addRow("foreign origin") << QByteArray("POST") << Headers{{"origin", "http://evil.example.com"}} << kPing
                                        << QByteArray("/mcp") << 403;
        QTest::addRow("null origin") << QByteArray("POST") << Headers{{"origin", "null"}} << kPing << QByteArray("/mcp")
                                     << 403;
        QTest::addRow("wrong port") << QByteArray("POST") << Headers{{"host", "127.0.0.1:1"}} << kPing
                                    << QByteArray("/mcp") << 403;
        QTest::addRow("localhost") << QByteArray("POST")
                                   << Headers{{"host", "localhost:PORT"}, {"origin", "http://localhost:PORT"}} << kPing
                                   << QByteArray("/mcp") << 200;
        QTest::addRow("[::1]") << QByteArray("POST") << Headers{{"host", "[::1]:PORT"}} << kPing << QByteArray("/mcp")
                               << 200;
        QTest::addRow("accept json only")
            << QByteArray("POST") << Headers{{"accept", "application/json"}} << kPing << QByteArray("/mcp") << 406;
        QTest::addRow("accept sse only") << QByteArray("POST") << Headers{{"accept", "text/event-stream"}} << kPing
                                         << QByteArray("/mcp") << 406;
        QTest::addRow("text/plain body") << QByteArray("POST") << Headers{{"content-type", "text/plain"}} << kPing
                                         << QByteArray("/mcp") << 415;
        QTest::addRow("bad protocol version") << QByteArray("POST") << Headers{{"mcp-protocol-version", "1999-01-01"}}
                                              << kPing << QByteArray("/mcp") << 400;
        QTest::addRow("good protocol version") << QByteArray("POST") << Headers{{"mcp-protocol-version", "2025-06-18"}}
                                               << kPing << QByteArray("/mcp") << 200;
        QTest::addRow("missing session") << QByteArray("POST") << Headers{{"-mcp-session-id", {}}} << kPing
                                         << QByteArray("/mcp") << 400;
        QTest::addRow("server/discover probe")
            << QByteArray("POST") << Headers{{"-mcp-session-id", {}}, {"mcp-protocol-version", "2025-11-25"}}
            << QByteArray(R"({"jsonrpc":"2.0","id":"p","method":"server/discover"})") << QByteArray("/mcp") << 400;
        QTest::addRow("unknown session") << QByteArray("POST") << Headers{{"mcp-session-id", "0123456789abcdef"}}
                                         << kPing << QByteArray("/mcp") << 404;
        QTest::addRow("notification") << QByteArray("POST") << Headers()
                                      << QByteArray(R"({"jsonrpc":"2.0","method":"notifications/x"})")
                                      << QByteArray("/mcp") << 202;
        QTest::addRow("response") << QByteArray("POST") << Headers()
                                  << QByteArray(R"({"jsonrpc":"2.0","id":99,"result":{}})") << QByteArray("/mcp")
                                  << 202;
        QTest::addRow("invalid json") << QByteArray("POST") << Headers() << QByteArray("{nope") << QByteArray("/mcp")
                                      << 400;
        QTest::addRow("batch") << QByteArray("POST") << Headers() << QByteArray("[" + kPing + "]") << QByteArray("/mcp")
                               << 400;
        QTest::addRow("other path") << QByteArray("POST") << Headers() << kPing << QByteArray("/other") << 404;
        QTest::addRow("PUT") << QByteArray("PUT") << Headers() << kPing << QByteArray("/mcp") << 405;
        QTest::addRow("GET without sse accept") << QByteArray("GET") << Headers{{"accept", "application/json"}}
                                                << QByteArray() << QByteArray("/mcp") << 406;
        QTest::addRow("DELETE unknown session")
            << QByteArray("DELETE") << Headers{{"mcp-session-id", "nope"}} << QByteArray() << QByteArray("/mcp") << 404;
    }

    void statusCodes()
    {
        QFETCH(QByteArray, method);
        QFETCH(Headers, headers);
        QFETCH(QByteArray, body);
        QFETCH(QByteArray, path);
        QFETCH(int, status);
        Headers actual = m_server->headers(m_session);
        const QByteArray port = QByteArray::number(m_server->port());
        for (const auto &[name, value] : headers) {
            if (name.startsWith('-'))
                actual = without(actual, name.mid(1));
            else
                actual = replaced(actual, name, QByteArray(value).replace("PORT", port));
        }
        const auto response = exchange(method, actual, body, path);
        QVERIFY(response);
        QCOMPARE(response->status, status);
        if (status == 401)
            QVERIFY(response->header("www-authenticate").startsWith("Bearer"));
        if (status == 202)
            QVERIFY(response->body.isEmpty());
        if (status == 200 && method == "POST")
            MCP_COMPARE(response->json()["result"], nlohmann::json::object());
        if (status >= 400 && !response->body.isEmpty())
            QVERIFY(response->json().contains("error")); // JSON-RPC shaped, id null
    }

    void limits_bodyOver64MiB_is413_headersOver64KiB_is431()
    {
        HttpTestConnection big(m_server->port());
        Headers headers = m_server->headers(m_session);
        headers.append({"Content-Length", QByteArray::number(64 * 1024 * 1024 + 1)});
        big.send("POST", "/mcp", headers, {}, false);
        const auto tooBig = big.response();
        QVERIFY(tooBig);
        QCOMPARE(tooBig->status, 413);

        HttpTestConnection longHead(m_server->port());
        Headers many = m_server->headers(m_session);
        many.append({"X-Padding", QByteArray(70 * 1024, 'x')});
        longHead.send("POST", "/mcp", many, kPing);
        const auto tooLong = longHead.response();
        QVERIFY(tooLong);
        QCOMPARE(tooLong->status, 431);
    }

    void toolsCall_streamsProgressOnItsOwnSseStream()
    {
        HttpTestConnection connection(m_server->port());
        const nlohmann::json call = {{"jsonrpc", "2.0"},
                                     {"id", "call-1"},
                                     {"method", "tools/call"},
                                     {"params",
                                      {{"name", "terminal"},
                                       {"arguments", {{"command", "echo ok; sleep 1; echo second line"}}},
                                       {"_meta", {{"progressToken", "sse-1"}}}}}};
        connection.send("POST", "/mcp", m_server->headers(m_session), QByteArray::fromStdString(call.dump()));
        const auto response = connection.response();
        QVERIFY(response);
        QCOMPARE(response->status, 200);
        QCOMPARE(response->header("content-type"), QByteArray("text/event-stream"));
        QVERIFY(response->body.startsWith("event: message\ndata: {"));
        const QList<nlohmann::json> events = response->events();
        QVERIFY(events.size() >= 2);
        MCP_COMPARE(events.first()["method"], "notifications/progress");
        MCP_COMPARE(events.first()["params"]["progressToken"], "sse-1");
        // The short first line streams before the command ends: nothing is held back.
        QVERIFY(std::any_of(events.begin(), events.end() - 1, [](const nlohmann::json &e) {
            return e["params"].value("message", std::string()).find("ok") != std::string::npos;
        }));
        MCP_COMPARE(events.last()["id"], "call-1");
        QVERIFY(events.last()["result"]["content"][0]["text"].get<std::string>().find("second line") !=
                std::string::npos);
    }

    void twoConcurrentPosts_onOneSession_bothAnswered()
    {
        HttpTestConnection a(m_server->port());
        HttpTestConnection b(m_server->port());
        auto call = [](const char *id, const char *task) {
            return QByteArray::fromStdString(
                nlohmann::json{{"jsonrpc", "2.0"},
                               {"id", id},
                               {"method", "tools/call"},
                               {"params",
                                {{"name", "terminal"},
                                 {"arguments", {{"command", "sleep 2; echo $AIRLOCK_TASK_ID"}}},
                                 {"_meta", {{"airlock/task_id", task}}}}}}
                    .dump());
        };
        a.send("POST", "/mcp", m_server->headers(m_session), call("a", "left"));
        b.send("POST", "/mcp", m_server->headers(m_session), call("b", "right"));
        const auto ra = a.response();
        const auto rb = b.response();
        QVERIFY(ra && rb);
        const std::string ta = ra->events().last()["result"]["content"][0]["text"];
        const std::string tb = rb->events().last()["result"]["content"][0]["text"];
        QVERIFY2(ta.find("/left\n") != std::string::npos, ta.c_str());
        QVERIFY2(tb.find("/right\n") != std::string::npos, tb.c_str());
    }

    void elicitation_travelsOnTheCallsStream_andTheAnswerIs202()
    {
        IsolatedEnvironment env;
        HttpServerProcess server(airlock::test::airlockBinary(),
                                 {QStringLiteral("mcp"), QStringLiteral("--http"), QStringLiteral("0"),
                                  QStringLiteral("--approve"), QStringLiteral("elicit")},
                                 env);
        const QByteArray session = server.initialize({{"elicitation", nlohmann::json::object()}});
        QVERIFY(!session.isEmpty());
        HttpTestConnection call(server.port());
        call.send(
            "POST", "/mcp", server.headers(session),
            R"({"jsonrpc":"2.0","id":5,"method":"tools/call","params":{"name":"terminal","arguments":{"command":"chmod 777 /nonexistent-airlock-test 2>/dev/null; echo ran"}}})");
        QVERIFY(QTest::qWaitFor([&] { return !call.current().events().isEmpty(); }, 20000));
        const nlohmann::json ask = call.current().events().first();
        MCP_COMPARE(ask["method"], "elicitation/create");
        HttpTestConnection answer(server.port());
        answer.send("POST", "/mcp", server.headers(session),
                    QByteArray::fromStdString(
                        nlohmann::json{{"jsonrpc", "2.0"},
                                       {"id", ask["id"]},
                                       {"result", {{"action", "accept"}, {"content", {{"approve", true}}}}}}
                            .dump()));
        QCOMPARE(answer.response()->status, 202);
        const auto done = call.response();
        QVERIFY(done);
        QVERIFY(done->events().last()["result"]["content"][0]["text"].get<std::string>().find("\nran\n") !=
                std::string::npos);
    }

    void closingTheStream_cancelsTheCall()
    {
        const QByteArray sleep = "sleep 60." + QByteArray::number(::getpid());
        HttpTestConnection connection(m_server->port());
        connection.send("POST", "/mcp", m_server->headers(m_session),
                        QByteArray::fromStdString(nlohmann::json{{"jsonrpc", "2.0"},
                                                                 {"id", 77},
                                                                 {"method", "tools/call"},
                                                                 {"params",
                                                                  {{"name", "terminal"},
                                                                   {"arguments", {{"command", sleep.toStdString()}}},
                                                                   {"_meta", {{"airlock/task_id", "closer"}}}}}}
                                                      .dump()));
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 1, 20000);
        connection.close();
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 0, 10000);
        QCOMPARE(exchange("POST", m_server->headers(m_session), kPing)->status, 200);
    }

    void getStream_isSingle_andDeleteEndsTheSession()
    {
        const QByteArray session = m_server->initialize();
        HttpTestConnection stream(m_server->port());
        stream.send("GET", "/mcp", replaced(m_server->headers(session), "accept", "text/event-stream"));
        QVERIFY(stream.waitForHead());
        QCOMPARE(stream.current().status, 200);
        QCOMPARE(stream.current().header("content-type"), QByteArray("text/event-stream"));
        const auto second = exchange("GET", replaced(m_server->headers(session), "accept", "text/event-stream"));
        QCOMPARE(second->status, 409);
        QCOMPARE(exchange("DELETE", m_server->headers(session))->status, 200);
        QVERIFY(stream.response(10000)); // the GET stream ends with the session
        QCOMPARE(exchange("POST", m_server->headers(session), kPing)->status, 404);
        QCOMPARE(exchange("DELETE", m_server->headers(session))->status, 404);
    }

    void keepAlive_servesSeveralRequestsOnOneConnection()
    {
        HttpTestConnection connection(m_server->port());
        for (int i = 0; i < 3; ++i) {
            connection.send("POST", "/mcp", m_server->headers(m_session), kPing);
            const auto response = connection.response();
            QVERIFY(response);
            QCOMPARE(response->status, 200);
        }
    }
};

QTEST_GUILESS_MAIN(TestMcpHttp)
#include "tst_mcphttp.moc"
