// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// McpSession in process, with a fake tool on a real McpServer (no shell, no subprocess): the initialize handshake
// and version negotiation, the lifecycle rules, tools/list and tools/call, cancellation, progress, logging, close,
// and StdioTransport framing over a socketpair.
#include "mcp/JsonRpc.h"
#include "mcp/McpServer.h"
#include "mcp/McpSession.h"
#include "mcp/StdioTransport.h"
#include "mcp/Tool.h"

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
#include <optional>
#include <string>
#include <sys/socket.h>
#include <unistd.h>
#include <vector>

using Json = nlohmann::json;
using airlock::mcp::McpServer;
using airlock::mcp::McpSession;
using airlock::mcp::ServerInfo;
using airlock::mcp::StdioTransport;
using airlock::mcp::Tool;
using airlock::mcp::ToolInvocation;
using airlock::mcp::ToolRequest;
using namespace airlock::mcp; // jsonrpc::… (moc cannot read a namespace alias)

#define JSON_COMPARE(actual, expected)                                                                                 \
    QVERIFY2(Json(actual) == Json(expected),                                                                           \
             (std::string(#actual " is ") + Json(actual).dump() + ", expected " + Json(expected).dump()).c_str())

namespace {

const QString kLatest = QStringLiteral("2025-11-25");

Json parsed(const QByteArray &text)
{
    return Json::parse(text.toStdString());
}

int errorCode(const std::optional<Json> &message)
{
    return message && message->contains("error") && (*message)["error"].is_object()
               ? (*message)["error"].value("code", 0)
               : 0;
}

class FakeTool;

// A call of the fake tool: finishes at once with an echo of its arguments, or (arguments {"hold": …}) when the test
// says so. Reports a cancellation to its tool, which outlives it.
class FakeInvocation final : public ToolInvocation
{
public:
    FakeInvocation(FakeTool *tool, QByteArray key, QObject *parent)
        : ToolInvocation(parent)
        , m_tool(tool)
        , m_key(std::move(key))
    {}
    Q_DISABLE_COPY_MOVE(FakeInvocation)
    ~FakeInvocation() override = default;

    void cancel() override;
    void complete(Json result) { finish(std::move(result)); }
    void reportProgress(double value, double total, const QString &text) { emit progress(value, total, text); }
    void reportLog(const QString &level, const QString &text) { emit logMessage(level, QStringLiteral("fake"), text); }

private:
    FakeTool *m_tool;
    QByteArray m_key;
};

class FakeTool final : public Tool
{
public:
    std::string name() const override { return "fake"; }

    Json definition(const QString &protocolVersion) const override
    {
        listedFor.append(protocolVersion);
        Json entry = {
            {"name", "fake"}, {"description", "Echoes its arguments."}, {"inputSchema", {{"type", "object"}}}};
        if (protocolVersion >= QLatin1String("2025-06-18"))
            entry["title"] = "Fake";
        return entry;
    }

    ToolInvocation *invoke(const ToolRequest &request, QObject *parent) override
    {
        requests.append(request);
        auto *invocation = new FakeInvocation(this, request.requestKey, parent);
        invocations.append(invocation);
        if (!(request.arguments.is_object() && request.arguments.contains("hold")))
            invocation->complete(echo(request.arguments));
        return invocation;
    }

    static Json echo(const Json &arguments)
    {
        return {{"content", Json::array({{{"type", "text"}, {"text", "echo"}}})},
                {"isError", false},
                {"structuredContent", {{"arguments", arguments}}}};
    }

    FakeInvocation *last() const { return invocations.isEmpty() ? nullptr : invocations.last().data(); }

    mutable QStringList listedFor;
    QList<ToolRequest> requests;
    QList<QPointer<FakeInvocation>> invocations;
    QList<QByteArray> cancelled; // request keys, in order
};

void FakeInvocation::cancel()
{
    m_tool->cancelled.append(m_key);
    finish(airlock::mcp::toolErrorResult("cancelled"));
}

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

class TestMcpSession : public QObject
{
    Q_OBJECT

private:
    std::unique_ptr<McpServer> m_server;
    FakeTool *m_tool = nullptr;
    std::unique_ptr<McpSession> m_session;
    std::unique_ptr<QSignalSpy> m_out;

    void send(const Json &message) { m_session->handleText(message.dump()); }
    void request(const Json &id, const std::string &method, Json params = nullptr)
    {
        send(airlock::mcp::makeRequest(id, method, std::move(params)));
    }
    void notify(const std::string &method, Json params = nullptr)
    {
        send(airlock::mcp::makeNotification(method, std::move(params)));
    }

    std::vector<Json> messages() const
    {
        std::vector<Json> all;
        for (const QList<QVariant> &signal : *m_out)
            all.push_back(parsed(signal.at(0).toByteArray()));
        return all;
    }
    // The response (result or error) to our request `id`, if sent.
    std::optional<Json> responseTo(const Json &id) const
    {
        for (const Json &message : messages()) {
            if (message.contains("id") && message["id"] == id &&
                (message.contains("result") || message.contains("error")))
                return message;
        }
        return std::nullopt;
    }
    // That response, or an empty object when there is none (so that a missing answer fails, not crashes).
    Json answer(const Json &id) const { return responseTo(id).value_or(Json::object()); }
    Json lastMessage() const { return parsed(m_out->last().at(0).toByteArray()); }

    // Sends initialize and returns its response; the outgoing spy is cleared afterwards.
    Json initialize(const QString &version = kLatest)
    {
        request("init", "initialize",
                {{"protocolVersion", version.toStdString()},
                 {"capabilities", Json::object()},
                 {"clientInfo", {{"name", "tst"}, {"version", "1.0"}}}});
        const Json answer = m_out->isEmpty() ? Json() : lastMessage();
        m_out->clear();
        return answer;
    }

    // A call of the fake tool that stays in flight until completed or cancelled.
    FakeInvocation *startHeldCall(const Json &id, Json meta = nullptr)
    {
        Json params = {{"name", "fake"}, {"arguments", {{"hold", true}}}};
        if (!meta.is_null())
            params["_meta"] = std::move(meta);
        const qsizetype before = m_tool->requests.size();
        request(id, "tools/call", std::move(params));
        return m_tool->requests.size() == before + 1 ? m_tool->last() : nullptr;
    }

private slots:
    void init()
    {
        ServerInfo info;
        info.version = QStringLiteral("9.9.9");
        info.instructions = QStringLiteral("Use the fake tool.");
        m_server = std::make_unique<McpServer>(info);
        auto tool = std::make_unique<FakeTool>();
        m_tool = tool.get();
        m_server->addTool(std::move(tool));
        m_session.reset(m_server->createSession());
        m_out = std::make_unique<QSignalSpy>(m_session.get(), &McpSession::outgoing);
    }

    void cleanup()
    {
        m_out.reset();
        m_session.reset();
        m_server.reset();
        m_tool = nullptr;
    }

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

    void initialize_answersCapabilitiesAndServerInfo_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("hasTitle");
        QTest::addRow("2025-11-25") << QStringLiteral("2025-11-25") << true;
        QTest::addRow("2025-06-18") << QStringLiteral("2025-06-18") << true;
        QTest::addRow("2025-03-26") << QStringLiteral("2025-03-26") << false;
        QTest::addRow("2024-11-05") << QStringLiteral("2024-11-05") << false;
    }

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

    // --- tools/list ----------------------------------------------------------------------------------------------

    void toolsList_listsTheTool_forTheNegotiatedVersion_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("hasTitle");
        QTest::addRow("2025-11-25") << QStringLiteral("2025-11-25") << true;
        QTest::addRow("2025-06-18") << QStringLiteral("2025-06-18") << true;
        QTest::addRow("2025-03-26") << QStringLiteral("2025-03-26") << false;
        QTest::addRow("2024-11-05") << QStringLiteral("2024-11-05") << false;
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

    void toolsCall_structuredContent_isKeptFrom2025_06_18_data()
    {
        QTest::addColumn<QString>("version");
        QTest::addColumn<bool>("structured");
        QTest::addRow("2025-11-25") << QStringLiteral("2025-11-25") << true;
        QTest::addRow("2025-06-18") << QStringLiteral("2025-06-18") << true;
        QTest::addRow("2025-03-26") << QStringLiteral("2025-03-26") << false;
        QTest::addRow("2024-11-05") << QStringLiteral("2024-11-05") << false;
    }

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

QTEST_GUILESS_MAIN(TestMcpSession)
#include "tst_mcpsession.moc"
