// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// LineReader's newline framing of JSON-RPC, in process: the same lines under any chunking, a last line without its
// newline, lines over the limit, and lineReaderFor() feeding a real McpSession. The messages themselves are in
// tst_jsonrpcmessages.cpp.
#include "JsonRpcHelpers.h"
#include "mcp/JsonRpc.h"
#include "mcp/LineReader.h"
#include "mcp/McpServer.h"
#include "mcp/McpSession.h"

#include <nlohmann/json.hpp>

#include <QByteArray>
#include <QList>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

#include <algorithm>
#include <memory>

using Json = nlohmann::json;
using airlock::mcp::LineReader;
using airlock::mcp::McpServer;
using airlock::mcp::McpSession;
using airlock::mcp::ServerInfo;
using airlock::test::raw;
using namespace airlock::mcp; // jsonrpc::… (moc cannot read a namespace alias)

namespace {

struct Fed {
    QList<QByteArray> lines;
    int oversize = 0;
};

// Feeds `stream` to a LineReader in the pieces that `cuts` (ascending offsets) make, then finishes it.
Fed feed(const QByteArray &stream, const QList<qsizetype> &cuts, qsizetype maxLineBytes = 1024)
{
    Fed fed;
    LineReader reader(
        maxLineBytes, [&fed](QByteArrayView line) { fed.lines.append(line.toByteArray()); },
        [&fed] { ++fed.oversize; });
    qsizetype from = 0;
    for (const qsizetype cut : cuts) {
        reader.append(QByteArrayView(stream).sliced(from, cut - from));
        from = cut;
    }
    reader.append(QByteArrayView(stream).sliced(from));
    reader.finish();
    return fed;
}

QByteArray describe(const QList<qsizetype> &cuts, const QList<QByteArray> &lines)
{
    QByteArray text = "cuts at";
    for (const qsizetype cut : cuts)
        text += ' ' + QByteArray::number(cut);
    text += " gave " + QByteArray::number(lines.size()) + " lines: [" + lines.join("] [") + ']';
    return text;
}

QList<QByteArray> outgoing(const QSignalSpy &spy)
{
    QList<QByteArray> messages;
    for (const QList<QVariant> &signal : spy)
        messages.append(signal.at(0).toByteArray());
    return messages;
}

} // namespace

class TestJsonRpcLineReader : public QObject
{
    Q_OBJECT

private slots:
    // --- LineReader ----------------------------------------------------------------------------------------------

    void lineReader_anyChunking_givesTheSameLines_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addRow("one line") << QByteArray("abc\n") << QList<QByteArray>{"abc"};
        QTest::addRow("two lines") << QByteArray("abc\ndef\n") << QList<QByteArray>{"abc", "def"};
        QTest::addRow("CRLF") << QByteArray("abc\r\ndef\r\n") << QList<QByteArray>{"abc", "def"};
        QTest::addRow("LF and CRLF mixed") << QByteArray("a\nb\r\nc\n") << QList<QByteArray>{"a", "b", "c"};
        QTest::addRow("a lone CR does not end a line") << QByteArray("a\rb\n") << QList<QByteArray>{"a\rb"};
        QTest::addRow("only the CR before LF is dropped") << QByteArray("a\r\r\n") << QList<QByteArray>{"a\r"};
        QTest::addRow("empty lines are skipped")
            << QByteArray("\n\nabc\n\n\ndef\n\n") << QList<QByteArray>{"abc", "def"};
        QTest::addRow("empty CRLF lines are skipped") << QByteArray("\r\n\r\nabc\r\n\r\n") << QList<QByteArray>{"abc"};
        QTest::addRow("whitespace-only lines are skipped")
            << QByteArray(" \t \n \r\n\f\nabc\n") << QList<QByteArray>{"abc"};
        QTest::addRow("spaces around a line are kept") << QByteArray("  abc \n") << QList<QByteArray>{"  abc "};
        QTest::addRow("last line without newline") << QByteArray("abc\ndef") << QList<QByteArray>{"abc", "def"};
        QTest::addRow("last line with CR, without LF") << QByteArray("abc\r") << QList<QByteArray>{"abc"};
        QTest::addRow("NUL bytes are kept") << raw("a\0b\n\0\n") << QList<QByteArray>{raw("a\0b"), raw("\0")};
        QTest::addRow("bytes are not decoded")
            << QByteArray("\xFF\xFE\n\xE2\x82\n") << QList<QByteArray>{"\xFF\xFE", "\xE2\x82"};
        QTest::addRow("multi-byte UTF-8") << QByteArray("caf\xC3\xA9 \xE2\x82\xAC \xF0\x9D\x84\x9E\n")
                                          << QList<QByteArray>{"caf\xC3\xA9 \xE2\x82\xAC \xF0\x9D\x84\x9E"};
        QTest::addRow("JSON messages") << QByteArray("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r\n\n"
                                                     "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
                                                     "{\"jsonrpc\":\"2.0\",\"id\":\"x\\n\",\"result\":{}}")
                                       << QList<QByteArray>{
                                              "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}",
                                              "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}",
                                              "{\"jsonrpc\":\"2.0\",\"id\":\"x\\n\",\"result\":{}}"};
    }

    void lineReader_anyChunking_givesTheSameLines()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QList<QByteArray>, lines);
        const qsizetype n = stream.size();

        const Fed whole = feed(stream, {});
        QVERIFY2(whole.lines == lines, describe({}, whole.lines).constData());
        QCOMPARE(whole.oversize, 0);

        QList<qsizetype> everyByte;
        for (qsizetype i = 1; i < n; ++i)
            everyByte.append(i);
        const Fed bytewise = feed(stream, everyByte);
        QVERIFY2(bytewise.lines == lines, describe(everyByte, bytewise.lines).constData());

        // Every split into two and into three pieces (empty pieces included).
        for (qsizetype i = 0; i <= n; ++i) {
            for (qsizetype j = i; j <= n; ++j) {
                const QList<qsizetype> cuts = {i, j};
                const Fed fed = feed(stream, cuts);
                QVERIFY2(fed.lines == lines, describe(cuts, fed.lines).constData());
                QCOMPARE(fed.oversize, 0);
            }
        }
    }

    void lineReader_lastLineWithoutNewline_waitsForFinish()
    {
        QList<QByteArray> lines;
        LineReader reader(
            1024, [&lines](QByteArrayView line) { lines.append(line.toByteArray()); }, [] { QFAIL("no oversize"); });
        reader.append("abc\nde");
        QCOMPARE(lines, (QList<QByteArray>{"abc"}));
        QCOMPARE(reader.bufferedBytes(), 2);
        reader.append("f");
        QCOMPARE(lines.size(), 1);
        reader.finish();
        QCOMPARE(lines, (QList<QByteArray>{"abc", "def"}));
        QCOMPARE(reader.bufferedBytes(), 0);
        reader.finish(); // nothing left to deliver twice
        QCOMPARE(lines.size(), 2);
        reader.append("ghi\n"); // and the reader can go on
        QCOMPARE(lines, (QList<QByteArray>{"abc", "def", "ghi"}));
    }

    void lineReader_lineOverTheLimit_isReportedOnceAndSkipped_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<QList<QByteArray>>("lines");
        QTest::addColumn<int>("oversize");
        // The limit is 8 bytes.
        QTest::addRow("exactly at the limit")
            << QByteArray("12345678\nok\n") << QList<QByteArray>{"12345678", "ok"} << 0;
        QTest::addRow("one byte over") << QByteArray("123456789\nok\n") << QList<QByteArray>{"ok"} << 1;
        QTest::addRow("far over") << QByteArray(QByteArray(100, 'x') + "\nok\n") << QList<QByteArray>{"ok"} << 1;
        QTest::addRow("lines before and after are kept")
            << QByteArray("a\n123456789\nb\n") << QList<QByteArray>{"a", "b"} << 1;
        QTest::addRow("two long lines, two reports")
            << QByteArray("123456789\n123456789\nok\n") << QList<QByteArray>{"ok"} << 2;
        QTest::addRow("long last line without newline") << QByteArray("ok\n123456789") << QList<QByteArray>{"ok"} << 1;
        QTest::addRow("the CR of CRLF counts") << QByteArray("12345678\r\nok\r\n") << QList<QByteArray>{"ok"} << 1;
        QTest::addRow("valid JSON over the limit") << QByteArray("{\"id\":1234}\n{}\n") << QList<QByteArray>{"{}"} << 1;
    }

    void lineReader_lineOverTheLimit_isReportedOnceAndSkipped()
    {
        QFETCH(QByteArray, stream);
        QFETCH(QList<QByteArray>, lines);
        QFETCH(int, oversize);
        constexpr qsizetype limit = 8;
        for (const qsizetype chunk : {qsizetype(1), qsizetype(2), qsizetype(3), qsizetype(7), stream.size()}) {
            Fed fed;
            LineReader reader(
                limit, [&fed](QByteArrayView line) { fed.lines.append(line.toByteArray()); },
                [&fed] { ++fed.oversize; });
            for (qsizetype at = 0; at < stream.size(); at += chunk) {
                reader.append(QByteArrayView(stream).sliced(at, std::min(chunk, stream.size() - at)));
                QVERIFY(reader.bufferedBytes() <= limit); // a long line is never kept
            }
            reader.finish();
            QVERIFY2(fed.lines == lines,
                     QByteArray("chunks of " + QByteArray::number(chunk) + ": " + describe({}, fed.lines)).constData());
            QCOMPARE(fed.oversize, oversize);
        }
    }

    void lineReader_hugeLineInSmallChunks_isNeverKept()
    {
        constexpr qsizetype limit = 1024 * 1024;
        Fed fed;
        LineReader reader(
            limit, [&fed](QByteArrayView line) { fed.lines.append(line.toByteArray()); }, [&fed] { ++fed.oversize; });
        const QByteArray chunk(64 * 1024, 'a');
        qsizetype peak = 0;
        for (int i = 0; i < 64; ++i) { // 4 MiB, four times the limit
            reader.append(chunk);
            peak = std::max(peak, reader.bufferedBytes());
        }
        reader.append("\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n");
        QVERIFY(peak <= limit);
        QCOMPARE(reader.bufferedBytes(), 0);
        QCOMPARE(fed.oversize, 1);
        QCOMPARE(fed.lines, (QList<QByteArray>{"{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}"}));
    }

    // --- lineReaderFor: framing into a session -----------------------------------------------------------------

    void lineReaderFor_anyChunking_givesTheSameAnswers()
    {
        McpServer server{ServerInfo{}};
        const QByteArray stream = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r\n"
                                  "\n"
                                  "not json\n"
                                  "{\"jsonrpc\":\"2.0\",\"method\":\"notifications/initialized\"}\n"
                                  "{\"jsonrpc\":\"2.0\",\"id\":\"two\",\"method\":\"nope\"}\n"
                                  "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"ping\"}";
        const QList<QByteArray> expected = {
            R"({"id":1,"jsonrpc":"2.0","result":{}})",
            QByteArray("{\"error\":{\"code\":-32700,\"message\":" +
                       QByteArray::fromStdString(Json(airlock::mcp::parseMessage("not json").errorMessage).dump()) +
                       R"(},"id":null,"jsonrpc":"2.0"})"),
            R"({"error":{"code":-32601,"message":"Method not found: nope"},"id":"two","jsonrpc":"2.0"})",
            R"({"id":3,"jsonrpc":"2.0","result":{}})",
        };
        for (qsizetype cut = 0; cut <= stream.size(); ++cut) {
            McpSession session(&server, QStringLiteral("t"));
            QSignalSpy out(&session, &McpSession::outgoing);
            LineReader reader = airlock::mcp::lineReaderFor(QPointer<McpSession>(&session));
            reader.append(QByteArrayView(stream).first(cut));
            reader.append(QByteArrayView(stream).sliced(cut));
            reader.finish();
            QVERIFY2(outgoing(out) == expected, describe({cut}, outgoing(out)).constData());
        }
    }

    void lineReaderFor_lineOver64MiB_isAnsweredOnceWithInvalidRequest()
    {
        McpServer server{ServerInfo{}};
        McpSession session(&server, QStringLiteral("t"));
        QSignalSpy out(&session, &McpSession::outgoing);
        LineReader reader = airlock::mcp::lineReaderFor(QPointer<McpSession>(&session));
        {
            const QByteArray huge(airlock::mcp::kMaxMessageBytes + 1, 'a');
            reader.append(huge);
        }
        QCOMPARE(reader.bufferedBytes(), 0);
        reader.append(QByteArray(1024, 'a')); // the rest of the same line: no second answer
        reader.append("\n{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n");
        QCOMPARE(out.size(), 2);
        const Json error = Json::parse(out.at(0).at(0).toByteArray().toStdString());
        QCOMPARE(error["error"]["code"].get<int>(), jsonrpc::kInvalidRequest);
        QVERIFY(error["id"].is_null());
        QCOMPARE(out.at(1).at(0).toByteArray(), QByteArray(R"({"id":1,"jsonrpc":"2.0","result":{}})"));
    }

    void lineReaderFor_afterTheSessionIsGone_dropsLines()
    {
        McpServer server{ServerInfo{}};
        auto session = std::make_unique<McpSession>(&server, QStringLiteral("t"));
        LineReader reader = airlock::mcp::lineReaderFor(QPointer<McpSession>(session.get()));
        session.reset();
        reader.append("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\n");
        reader.append(QByteArray(airlock::mcp::kMaxMessageBytes + 1, 'a'));
        reader.finish();
        QVERIFY(server.sessions().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestJsonRpcLineReader)
#include "tst_jsonrpclinereader.moc"
