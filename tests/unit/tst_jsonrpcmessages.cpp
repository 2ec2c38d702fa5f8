// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// JSON-RPC 2.0 messages as src/mcp/ reads and writes them, in process: parseMessage() on every kind of message and
// every kind of bad input, ids as keys, the make*() builders and serialize(). Line framing is in
// tst_jsonrpclinereader.cpp.
#include "JsonRpcHelpers.h"
#include "mcp/JsonRpc.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QTest>

#include <string>
#include <string_view>

using Json = nlohmann::json;
using airlock::mcp::Message;
using airlock::test::raw;
using namespace airlock::mcp; // jsonrpc::… (moc cannot read a namespace alias)

namespace {

std::string_view view(const QByteArray &bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

Message parse(const QByteArray &text)
{
    return airlock::mcp::parseMessage(view(text));
}

QByteArray dumped(const Json &value)
{
    return QByteArray::fromStdString(value.dump());
}

// A request whose deepest nesting (the message object counting as 1, its params as 2) is exactly `depth`.
QByteArray requestNestedTo(int depth)
{
    const int arrays = depth - 2;
    return "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":{\"a\":" + QByteArray(arrays, '[') +
           QByteArray(arrays, ']') + "}}";
}

} // namespace

class TestJsonRpcMessages : public QObject
{
    Q_OBJECT

private slots:
    // --- parseMessage: what is accepted -------------------------------------------------------------------------

    void parse_validRequest_isARequest_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("integer id") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"ping"})") << QByteArray("1")
                                    << QByteArray("ping") << QByteArray("null");
        QTest::addRow("string id") << QByteArray(R"({"jsonrpc":"2.0","id":"abc","method":"ping"})")
                                   << QByteArray(R"("abc")") << QByteArray("ping") << QByteArray("null");
        QTest::addRow("empty string id") << QByteArray(R"({"jsonrpc":"2.0","id":"","method":"ping"})")
                                         << QByteArray(R"("")") << QByteArray("ping") << QByteArray("null");
        QTest::addRow("zero id") << QByteArray(R"({"jsonrpc":"2.0","id":0,"method":"ping"})") << QByteArray("0")
                                 << QByteArray("ping") << QByteArray("null");
        QTest::addRow("negative id") << QByteArray(R"({"jsonrpc":"2.0","id":-7,"method":"ping"})") << QByteArray("-7")
                                     << QByteArray("ping") << QByteArray("null");
        QTest::addRow("largest unsigned id")
            << QByteArray(R"({"jsonrpc":"2.0","id":18446744073709551615,"method":"ping"})")
            << QByteArray("18446744073709551615") << QByteArray("ping") << QByteArray("null");
        QTest::addRow("params object")
            << QByteArray(R"({"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"terminal"}})")
            << QByteArray("2") << QByteArray("tools/call") << QByteArray(R"({"name":"terminal"})");
        QTest::addRow("empty params object")
            << QByteArray(R"({"jsonrpc":"2.0","id":2,"method":"tools/list","params":{}})") << QByteArray("2")
            << QByteArray("tools/list") << QByteArray("{}");
        QTest::addRow("params null") << QByteArray(R"({"jsonrpc":"2.0","id":3,"method":"ping","params":null})")
                                     << QByteArray("3") << QByteArray("ping") << QByteArray("null");
        QTest::addRow("members in any order")
            << QByteArray(R"({"params":{"a":1},"method":"m","id":"x","jsonrpc":"2.0"})") << QByteArray(R"("x")")
            << QByteArray("m") << QByteArray(R"({"a":1})");
        QTest::addRow("whitespace everywhere")
            << QByteArray(" \t{ \"jsonrpc\" : \"2.0\" ,\r \"id\" : 4 , \"method\" : \"ping\" } \t") << QByteArray("4")
            << QByteArray("ping") << QByteArray("null");
        QTest::addRow("unknown members are ignored")
            << QByteArray(R"({"jsonrpc":"2.0","id":5,"method":"ping","extra":[1,2],"_meta":{}})") << QByteArray("5")
            << QByteArray("ping") << QByteArray("null");
        QTest::addRow("UTF-8 method")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"caf\xC3\xA9/\xF0\x9D\x84\x9E\"}")
            << QByteArray("6") << QByteArray("caf\xC3\xA9/\xF0\x9D\x84\x9E") << QByteArray("null");
        QTest::addRow("escaped method") << QByteArray(R"({"jsonrpc":"2.0","id":7,"method":"caf\u00e9\ud834\udd1e"})")
                                        << QByteArray("7") << QByteArray("caf\xC3\xA9\xF0\x9D\x84\x9E")
                                        << QByteArray("null");
        QTest::addRow("empty method") << QByteArray(R"({"jsonrpc":"2.0","id":8,"method":""})") << QByteArray("8")
                                      << QByteArray("") << QByteArray("null");
        QTest::addRow("method and result: a request")
            << QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"ping","result":{}})") << QByteArray("9")
            << QByteArray("ping") << QByteArray("null");
        QTest::addRow("nested exactly 64 deep")
            << requestNestedTo(airlock::mcp::kMaxNestingDepth) << QByteArray("1") << QByteArray("x")
            << QByteArray("{\"a\":" + QByteArray(62, '[') + QByteArray(62, ']') + '}');
        QTest::addRow("brackets inside strings do not nest")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":{\"a\":\"" + QByteArray(500, '[') +
                          "\"}}")
            << QByteArray("1") << QByteArray("x") << QByteArray("{\"a\":\"" + QByteArray(500, '[') + "\"}");
        QTest::addRow("escaped quotes do not end the string")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"x\",\"params\":{\"a\":\"\\\"\\\\" +
                          QByteArray(500, '{') + "\"}}")
            << QByteArray("1") << QByteArray("x") << QByteArray("{\"a\":\"\\\"\\\\" + QByteArray(500, '{') + "\"}");
    }

    void parse_validRequest_isARequest()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, id);
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, params);
        const Message message = parse(text);
        QVERIFY2(message.kind == Message::Kind::Request, message.errorMessage.c_str());
        QVERIFY(message.isRequest());
        QVERIFY(!message.isResponse());
        QCOMPARE(dumped(message.id), id);
        QCOMPARE(message.key(), id);
        QCOMPARE(QByteArray::fromStdString(message.method), method);
        QCOMPARE(dumped(message.params), params);
        QCOMPARE(message.errorCode, 0);
    }

    void parse_notification_isANotificationWithoutId_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("method");
        QTest::addColumn<QByteArray>("params");
        QTest::addRow("initialized") << QByteArray(R"({"jsonrpc":"2.0","method":"notifications/initialized"})")
                                     << QByteArray("notifications/initialized") << QByteArray("null");
        QTest::addRow("cancelled with params")
            << QByteArray(
                   R"({"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":3,"reason":"x"}})")
            << QByteArray("notifications/cancelled") << QByteArray(R"({"reason":"x","requestId":3})");
        QTest::addRow("params null") << QByteArray(R"({"jsonrpc":"2.0","method":"n","params":null})") << QByteArray("n")
                                     << QByteArray("null");
        // A notification is never answered, so params of the wrong type are dropped rather than refused.
        QTest::addRow("params an array are dropped")
            << QByteArray(R"({"jsonrpc":"2.0","method":"n","params":[1,2]})") << QByteArray("n") << QByteArray("null");
        QTest::addRow("params a string are dropped")
            << QByteArray(R"({"jsonrpc":"2.0","method":"n","params":"p"})") << QByteArray("n") << QByteArray("null");
    }

    void parse_notification_isANotificationWithoutId()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, method);
        QFETCH(QByteArray, params);
        const Message message = parse(text);
        QVERIFY2(message.kind == Message::Kind::Notification, message.errorMessage.c_str());
        QVERIFY(!message.isRequest());
        QVERIFY(message.id.is_null());
        QCOMPARE(QByteArray::fromStdString(message.method), method);
        QCOMPARE(dumped(message.params), params);
    }

    void parse_response_isAResponse_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("id");
        QTest::addColumn<QByteArray>("result");
        QTest::addColumn<QByteArray>("error");
        QTest::addRow("result object") << QByteArray(R"({"jsonrpc":"2.0","id":0,"result":{"action":"accept"}})")
                                       << QByteArray("0") << QByteArray(R"({"action":"accept"})") << QByteArray("null");
        QTest::addRow("empty result") << QByteArray(R"({"jsonrpc":"2.0","id":"e1","result":{}})")
                                      << QByteArray(R"("e1")") << QByteArray("{}") << QByteArray("null");
        QTest::addRow("result a number") << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":42})") << QByteArray("1")
                                         << QByteArray("42") << QByteArray("null");
        QTest::addRow("result null") << QByteArray(R"({"jsonrpc":"2.0","id":1,"result":null})") << QByteArray("1")
                                     << QByteArray("null") << QByteArray("null");
        QTest::addRow("error object")
            << QByteArray(R"({"jsonrpc":"2.0","id":2,"error":{"code":-32601,"message":"Method not found"}})")
            << QByteArray("2") << QByteArray("null") << QByteArray(R"({"code":-32601,"message":"Method not found"})");
        QTest::addRow("error not an object becomes an internal error")
            << QByteArray(R"({"jsonrpc":"2.0","id":3,"error":"boom"})") << QByteArray("3") << QByteArray("null")
            << QByteArray(R"({"code":-32603,"message":"malformed error"})");
    }

    void parse_response_isAResponse()
    {
        QFETCH(QByteArray, text);
        QFETCH(QByteArray, id);
        QFETCH(QByteArray, result);
        QFETCH(QByteArray, error);
        const Message message = parse(text);
        QVERIFY2(message.kind == Message::Kind::Response, message.errorMessage.c_str());
        QVERIFY(message.isResponse());
        QVERIFY(message.method.empty());
        QCOMPARE(dumped(message.id), id);
        QCOMPARE(dumped(message.result), result);
        QCOMPARE(dumped(message.error), error);
    }

    // JSON-RPC 2.0 §5: when the id of the request could not be determined (it did not parse), the error response
    // carries "id": null. That is a valid Response object, sent by a client that could not read one of ours; it is
    // not an invalid request.
    // BUG: parseMessage() refuses it (-32600, "id must be a string or an integer"), so McpSession answers a response.
    void parse_errorResponseWithNullId_isAResponse()
    {
        const Message message = parse(R"({"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error"}})");
        QVERIFY2(message.kind == Message::Kind::Response, message.errorMessage.c_str());
        QVERIFY(message.id.is_null());
        QCOMPARE(message.error.value("code", 0), jsonrpc::kParseError);
    }

    // --- parseMessage: what is refused, and with which code ----------------------------------------------------

    void parse_badMessage_isInvalidWithTheRightCode_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("code");
        QTest::addColumn<QByteArray>("id");
        const QByteArray null = "null";
        const int parseError = jsonrpc::kParseError;
        const int invalidRequest = jsonrpc::kInvalidRequest;
        const int invalidParams = jsonrpc::kInvalidParams;

        // Not JSON: -32700, and the id cannot be known.
        QTest::addRow("not json") << QByteArray("hello there") << parseError << null;
        QTest::addRow("empty text") << QByteArray() << parseError << null;
        QTest::addRow("whitespace only") << QByteArray(" \t ") << parseError << null;
        QTest::addRow("truncated object") << QByteArray(R"({"jsonrpc":"2.0","id":1,)") << parseError << null;
        QTest::addRow("unterminated string")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"pi") << parseError << null;
        QTest::addRow("trailing comma") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"ping",})") << parseError
                                        << null;
        QTest::addRow("single quotes") << QByteArray("{'jsonrpc':'2.0','id':1,'method':'ping'}") << parseError << null;
        QTest::addRow("two objects on one line")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"ping"}{"jsonrpc":"2.0","id":2,"method":"ping"})")
            << parseError << null;
        QTest::addRow("trailing garbage")
            << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"ping"} x)") << parseError << null;
        QTest::addRow("comment") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"ping"} // hi)") << parseError
                                 << null;
        QTest::addRow("NaN") << QByteArray(R"({"jsonrpc":"2.0","id":NaN,"method":"ping"})") << parseError << null;
        QTest::addRow("unescaped tab in a string")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\tb\"}") << parseError << null;
        QTest::addRow("NUL byte in a string")
            << raw("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"a\0b\"}") << parseError << null;
        QTest::addRow("invalid escape") << QByteArray(R"({"jsonrpc":"2.0","id":1,"method":"\x41"})") << parseError
                                        << null;
        QTest::addRow("lone high surrogate escape")
            << QByteArray(R"({"jsonrpc":"2.0","id":5,"method":"p\ud800"})") << parseError << null;
        QTest::addRow("lone low surrogate escape")
            << QByteArray(R"({"jsonrpc":"2.0","id":5,"method":"p\udc00"})") << parseError << null;
        // Invalid UTF-8 anywhere: -32700 (MCP messages MUST be UTF-8).
        QTest::addRow("invalid UTF-8: 0xFF")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\",\"x\":\"\xFF\xFE\"}") << parseError
            << null;
        QTest::addRow("invalid UTF-8: lone continuation byte")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"p\x80\"}") << parseError << null;
        QTest::addRow("invalid UTF-8: overlong slash")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"\xC0\xAF\"}") << parseError << null;
        QTest::addRow("invalid UTF-8: encoded surrogate")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"\xED\xA0\x80\"}") << parseError << null;
        QTest::addRow("invalid UTF-8: beyond U+10FFFF")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"\xF4\x90\x80\x80\"}") << parseError << null;
        QTest::addRow("invalid UTF-8: truncated sequence")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"\xE2\x82\"}") << parseError << null;
        QTest::addRow("invalid UTF-8: outside strings")
            << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"ping\"}\xFF") << parseError << null;

        // JSON, but no single message object: -32600 with id null (batches are not accepted, see JsonRpc.h).
        QTest::addRow("batch") << QByteArray(R"([{"jsonrpc":"2.0","id":1,"method":"ping"}])") << invalidRequest << null;
        QTest::addRow("empty batch") << QByteArray("[]") << invalidRequest << null;
        QTest::addRow("number") << QByteArray("42") << invalidRequest << null;
        QTest::addRow("string") << QByteArray(R"("ping")") << invalidRequest << null;
        QTest::addRow("null") << QByteArray("null") << invalidRequest << null;
        QTest::addRow("true") << QByteArray("true") << invalidRequest << null;

        // An id that is not a string or an integer (MCP: never null): -32600, and it is not echoed.
        QTest::addRow("object id") << QByteArray(R"({"jsonrpc":"2.0","id":{},"method":"ping"})") << invalidRequest
                                   << null;
        QTest::addRow("array id") << QByteArray(R"({"jsonrpc":"2.0","id":[1],"method":"ping"})") << invalidRequest
                                  << null;
        QTest::addRow("null id on a request")
            << QByteArray(R"({"jsonrpc":"2.0","id":null,"method":"ping"})") << invalidRequest << null;
        QTest::addRow("boolean id") << QByteArray(R"({"jsonrpc":"2.0","id":true,"method":"ping"})") << invalidRequest
                                    << null;
        QTest::addRow("fractional id") << QByteArray(R"({"jsonrpc":"2.0","id":1.5,"method":"ping"})") << invalidRequest
                                       << null;
        QTest::addRow("integer written as a float")
            << QByteArray(R"({"jsonrpc":"2.0","id":1.0,"method":"ping"})") << invalidRequest << null;
        QTest::addRow("exponent id") << QByteArray(R"({"jsonrpc":"2.0","id":1e3,"method":"ping"})") << invalidRequest
                                     << null;

        // A readable id is echoed with the error.
        QTest::addRow("no jsonrpc") << QByteArray(R"({"id":7,"method":"ping"})") << invalidRequest << QByteArray("7");
        QTest::addRow("jsonrpc 1.0") << QByteArray(R"({"jsonrpc":"1.0","id":"a","method":"ping"})") << invalidRequest
                                     << QByteArray(R"("a")");
        QTest::addRow("jsonrpc a number")
            << QByteArray(R"({"jsonrpc":2.0,"id":3,"method":"ping"})") << invalidRequest << QByteArray("3");
        QTest::addRow("jsonrpc null") << QByteArray(R"({"jsonrpc":null,"id":3,"method":"ping"})") << invalidRequest
                                      << QByteArray("3");
        QTest::addRow("method a number") << QByteArray(R"({"jsonrpc":"2.0","id":8,"method":3})") << invalidRequest
                                         << QByteArray("8");
        QTest::addRow("method null") << QByteArray(R"({"jsonrpc":"2.0","id":8,"method":null})") << invalidRequest
                                     << QByteArray("8");
        QTest::addRow("method an object")
            << QByteArray(R"({"jsonrpc":"2.0","id":"m","method":{}})") << invalidRequest << QByteArray(R"("m")");
        QTest::addRow("method an array") << QByteArray(R"({"jsonrpc":"2.0","id":8,"method":["ping"]})")
                                         << invalidRequest << QByteArray("8");
        QTest::addRow("method a number, no id")
            << QByteArray(R"({"jsonrpc":"2.0","method":3})") << invalidRequest << null;
        QTest::addRow("neither request nor response")
            << QByteArray(R"({"jsonrpc":"2.0","id":10})") << invalidRequest << QByteArray("10");
        QTest::addRow("result and error")
            << QByteArray(R"({"jsonrpc":"2.0","id":11,"result":{},"error":{}})") << invalidRequest << QByteArray("11");
        QTest::addRow("result without id") << QByteArray(R"({"jsonrpc":"2.0","result":{}})") << invalidRequest << null;
        QTest::addRow("empty object") << QByteArray("{}") << invalidRequest << null;

        // Too deep: refused before parsing, with id null.
        QTest::addRow("nested 65 deep") << requestNestedTo(airlock::mcp::kMaxNestingDepth + 1) << invalidRequest
                                        << null;
        QTest::addRow("10000-deep arrays")
            << QByteArray(QByteArray(10000, '[') + QByteArray(10000, ']')) << invalidRequest << null;
        QByteArray deepObject;
        for (int i = 0; i < 10000; ++i)
            deepObject += "{\"a\":";
        deepObject += '1' + QByteArray(10000, '}');
        QTest::addRow("10000-deep objects") << deepObject << invalidRequest << null;
        QTest::addRow("unclosed deep arrays") << QByteArray(100, '[') << invalidRequest << null;

        // A request whose params are not an object (MCP params are always objects): -32602 with the id.
        QTest::addRow("params an array") << QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"ping","params":[]})")
                                         << invalidParams << QByteArray("9");
        QTest::addRow("params a string") << QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"ping","params":"x"})")
                                         << invalidParams << QByteArray("9");
        QTest::addRow("params a number") << QByteArray(R"({"jsonrpc":"2.0","id":"p","method":"ping","params":1})")
                                         << invalidParams << QByteArray(R"("p")");
        QTest::addRow("params false") << QByteArray(R"({"jsonrpc":"2.0","id":9,"method":"ping","params":false})")
                                      << invalidParams << QByteArray("9");
    }

    void parse_badMessage_isInvalidWithTheRightCode()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, code);
        QFETCH(QByteArray, id);
        const Message message = parse(text);
        QVERIFY(message.kind == Message::Kind::Invalid);
        QVERIFY(!message.isRequest());
        QVERIFY(!message.isResponse());
        QCOMPARE(message.errorCode, code);
        QCOMPARE(dumped(message.id), id);
        QVERIFY(!message.errorMessage.empty());
    }

    void parse_messageOver64MiB_isInvalidRequest_unparsed()
    {
        // At the limit the text is parsed (whitespace only: a parse error); one byte more and it is refused unread.
        std::string text(static_cast<std::size_t>(airlock::mcp::kMaxMessageBytes), ' ');
        QCOMPARE(airlock::mcp::parseMessage(text).errorCode, jsonrpc::kParseError);
        text += ' ';
        const Message message = airlock::mcp::parseMessage(text);
        QVERIFY(message.kind == Message::Kind::Invalid);
        QCOMPARE(message.errorCode, jsonrpc::kInvalidRequest);
        QVERIFY(message.id.is_null());
    }

    void invalidMessage_isAnInvalidRequestWithIdNull()
    {
        const Message message = airlock::mcp::invalidMessage(jsonrpc::kInvalidRequest, "too big");
        QVERIFY(message.kind == Message::Kind::Invalid);
        QCOMPARE(message.errorCode, jsonrpc::kInvalidRequest);
        QCOMPARE(message.errorMessage, std::string("too big"));
        QVERIFY(message.id.is_null());
    }

    void errorCodes_areTheJsonRpcOnes()
    {
        QCOMPARE(jsonrpc::kParseError, -32700);
        QCOMPARE(jsonrpc::kInvalidRequest, -32600);
        QCOMPARE(jsonrpc::kMethodNotFound, -32601);
        QCOMPARE(jsonrpc::kInvalidParams, -32602);
        QCOMPARE(jsonrpc::kInternalError, -32603);
        QVERIFY(jsonrpc::kServerError <= -32000 && jsonrpc::kServerError >= -32099);
        QVERIFY(jsonrpc::kSessionNotFound <= -32000 && jsonrpc::kSessionNotFound >= -32099);
    }

    // --- ids as keys -------------------------------------------------------------------------------------------

    void key_keepsNumberAndStringIdsApart()
    {
        const Message number = parse(R"({"jsonrpc":"2.0","id":1,"method":"ping"})");
        const Message string = parse(R"({"jsonrpc":"2.0","id":"1","method":"ping"})");
        QCOMPARE(number.key(), QByteArray("1"));
        QCOMPARE(string.key(), QByteArray(R"("1")"));
        QVERIFY(number.key() != string.key());
        QCOMPARE(airlock::mcp::idKey(Json(1)), number.key());
        QCOMPARE(airlock::mcp::idKey(Json("1")), string.key());
        // A response to our request 1 finds it under the same key.
        QCOMPARE(parse(R"({"jsonrpc":"2.0","id":1,"result":{}})").key(), number.key());
    }

    // --- building and serializing ------------------------------------------------------------------------------

    void builders_makeTheJsonRpcShapes_data()
    {
        QTest::addColumn<QByteArray>("built");
        QTest::addColumn<QByteArray>("expected");
        using namespace airlock::mcp;
        QTest::addRow("result") << serialize(makeResult(1, Json::object()))
                                << QByteArray(R"({"id":1,"jsonrpc":"2.0","result":{}})");
        QTest::addRow("result with string id") << serialize(makeResult("a", {{"tools", Json::array()}}))
                                               << QByteArray(R"({"id":"a","jsonrpc":"2.0","result":{"tools":[]}})");
        QTest::addRow("error")
            << serialize(makeError(2, jsonrpc::kMethodNotFound, "Method not found: x"))
            << QByteArray(R"({"error":{"code":-32601,"message":"Method not found: x"},"id":2,"jsonrpc":"2.0"})");
        QTest::addRow("error with id null")
            << serialize(makeError(nullptr, jsonrpc::kParseError, "Parse error"))
            << QByteArray(R"({"error":{"code":-32700,"message":"Parse error"},"id":null,"jsonrpc":"2.0"})");
        QTest::addRow("notification")
            << serialize(makeNotification("notifications/progress", {{"progress", 1}}))
            << QByteArray(R"({"jsonrpc":"2.0","method":"notifications/progress","params":{"progress":1}})");
        QTest::addRow("notification without params")
            << serialize(makeNotification("n", nullptr)) << QByteArray(R"({"jsonrpc":"2.0","method":"n"})");
        QTest::addRow("request")
            << serialize(makeRequest(0, "elicitation/create", {{"message", "ok?"}}))
            << QByteArray(R"({"id":0,"jsonrpc":"2.0","method":"elicitation/create","params":{"message":"ok?"}})");
        QTest::addRow("request without params")
            << serialize(makeRequest(3, "ping", nullptr)) << QByteArray(R"({"id":3,"jsonrpc":"2.0","method":"ping"})");
    }

    void builders_makeTheJsonRpcShapes()
    {
        QFETCH(QByteArray, built);
        QFETCH(QByteArray, expected);
        QCOMPARE(built, expected);
    }

    void builtMessages_parseBackAsWhatTheyAre()
    {
        using namespace airlock::mcp;
        const Message request = parse(serialize(makeRequest("r", "tools/call", {{"name", "fake"}})));
        QVERIFY(request.kind == Message::Kind::Request);
        JSON_COMPARE(request.id, "r");
        QCOMPARE(request.method, std::string("tools/call"));
        JSON_COMPARE(request.params, Json({{"name", "fake"}}));

        const Message notification = parse(serialize(makeNotification("notifications/cancelled", {{"requestId", 1}})));
        QVERIFY(notification.kind == Message::Kind::Notification);
        JSON_COMPARE(notification.params, Json({{"requestId", 1}}));

        const Message result = parse(serialize(makeResult(4, {{"content", Json::array()}})));
        QVERIFY(result.kind == Message::Kind::Response);
        JSON_COMPARE(result.id, 4);
        JSON_COMPARE(result.result, Json({{"content", Json::array()}}));

        const Message error = parse(serialize(makeError(5, jsonrpc::kInvalidParams, "bad")));
        QVERIFY(error.kind == Message::Kind::Response);
        QCOMPARE(error.error.value("code", 0), jsonrpc::kInvalidParams);
    }

    void serialize_neverWritesALineBreak_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addRow("LF") << QByteArray("one\ntwo");
        QTest::addRow("CRLF") << QByteArray("one\r\ntwo\r\n");
        QTest::addRow("control characters") << raw("\0\x01\x1F\x7F\t\b\f");
        QTest::addRow("line and paragraph separators") << QByteArray("a\xE2\x80\xA8"
                                                                     "b\xE2\x80\xA9"
                                                                     "c");
        QTest::addRow("invalid UTF-8") << QByteArray("a\xFF\n\xC0\xAF");
    }

    void serialize_neverWritesALineBreak()
    {
        QFETCH(QByteArray, text);
        const QByteArray line =
            airlock::mcp::serialize(airlock::mcp::makeNotification("n", {{"text", text.toStdString()}}));
        QVERIFY(!line.contains('\n'));
        QVERIFY(!line.contains('\r'));
        const Message back = parse(line);
        QVERIFY2(back.kind == Message::Kind::Notification, back.errorMessage.c_str());
    }

    void serialize_replacesInvalidUtf8()
    {
        const QByteArray line = airlock::mcp::serialize(Json{{"t", std::string("a\xFF"
                                                                               "b")}});
        QCOMPARE(line, QByteArray("{\"t\":\"a\xEF\xBF\xBD"
                                  "b\"}"));
    }
};

QTEST_GUILESS_MAIN(TestJsonRpcMessages)
#include "tst_jsonrpcmessages.moc"
