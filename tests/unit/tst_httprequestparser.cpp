// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// HttpRequestParser, the Streamable HTTP transport's request parser, in process: the same requests at every split
// point, blank lines between requests that start nothing however they arrive (found by tests/fuzz/fuzz_http), and
// the limits (head, body, chunked bodies, versions) answered with their status.
#include "mcp/HttpRequest.h"

#include <QByteArray>
#include <QList>
#include <QTest>

using airlock::mcp::HttpRequest;
using airlock::mcp::HttpRequestParser;

namespace {

struct Parsed {
    QList<HttpRequest> requests;
    int errorStatus = 0;
    bool inProgress = false;
};

// Feeds `stream` in pieces of `chunk` bytes as HttpConnection does: parse until more is needed, take() each request.
Parsed parseInChunks(const QByteArray &stream, qsizetype chunk, qsizetype maxBody = 1024)
{
    Parsed parsed;
    HttpRequestParser parser(maxBody);
    QByteArray buffer;
    for (qsizetype at = 0; at < stream.size(); at += chunk) {
        buffer += stream.mid(at, chunk);
        for (;;) {
            const HttpRequestParser::Status status = parser.parse(buffer);
            if (status == HttpRequestParser::Status::NeedMore)
                break;
            if (status == HttpRequestParser::Status::Error) {
                parsed.errorStatus = parser.errorStatus();
                return parsed;
            }
            parsed.requests.append(parser.take());
        }
    }
    parsed.inProgress = parser.inProgress();
    return parsed;
}

} // namespace

class TestHttpRequestParser final : public QObject
{
    Q_OBJECT

private slots:
    void pipelinedRequests_areTheSame_atEveryChunkSize()
    {
        const QByteArray body = R"({"jsonrpc":"2.0","id":1,"method":"ping"})";
        const QByteArray post = "POST /mcp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type:  application/json \r\n"
                                "Content-Length: " +
                                QByteArray::number(body.size()) + "\r\n\r\n" + body;
        const QByteArray stream = post + "\r\n" + "GET /mcp HTTP/1.0\r\nConnection: keep-alive\r\n\r\n";
        for (qsizetype chunk = 1; chunk <= stream.size(); ++chunk) {
            const Parsed parsed = parseInChunks(stream, chunk);
            QCOMPARE(parsed.errorStatus, 0);
            QCOMPARE(parsed.requests.size(), 2);
            QCOMPARE(parsed.requests[0].method, QByteArray("POST"));
            QCOMPARE(parsed.requests[0].header("content-type"), QByteArray("application/json"));
            QCOMPARE(parsed.requests[0].body, body);
            QCOMPARE(parsed.requests[1].version, QByteArray("HTTP/1.0"));
            QVERIFY(parsed.requests[1].keepAlive());
            QVERIFY(!parsed.inProgress);
        }
    }

    // fuzz_http: a blank line whose '\r' and '\n' arrived apart left the parser "in progress" (so HttpConnection
    // gave an idle keep-alive connection the shorter deadline of a request under way); at once it did not.
    void blankLines_startNoRequest_atEveryChunkSize_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addRow("fuzz_http input: CR LF") << QByteArray("\r\n");
        QTest::addRow("blank lines") << QByteArray("\r\n\r\n\r\n");
        QTest::addRow("after a request") << QByteArray("GET / HTTP/1.1\r\n\r\n\r\n\r\n");
    }
    void blankLines_startNoRequest_atEveryChunkSize()
    {
        QFETCH(QByteArray, stream);
        for (qsizetype chunk = 1; chunk <= stream.size(); ++chunk) {
            const Parsed parsed = parseInChunks(stream, chunk);
            QCOMPARE(parsed.errorStatus, 0);
            QVERIFY2(!parsed.inProgress, qPrintable(QString::number(chunk)));
        }
        QVERIFY(parseInChunks("\r", 1).inProgress == false); // a lone CR may still be a blank line
        QVERIFY(parseInChunks("\rG", 1).inProgress);         // anything else starts a request
    }

    void limits_areAnsweredWithTheirStatus_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addColumn<int>("status");
        QTest::addRow("chunked body") << QByteArray("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n") << 411;
        QTest::addRow("body over the limit") << QByteArray("POST / HTTP/1.1\r\nContent-Length: 1025\r\n\r\n") << 413;
        QTest::addRow("negative length") << QByteArray("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n") << 400;
        QTest::addRow("head over the limit")
            << "GET / HTTP/1.1\r\nX: " + QByteArray(HttpRequestParser::kMaxHeadBytes, 'a') + "\r\n\r\n"
            << 431;
        QTest::addRow("HTTP/2") << QByteArray("GET / HTTP/2\r\n\r\n") << 505;
        QTest::addRow("folded header") << QByteArray("GET / HTTP/1.1\r\nA: b\r\n c\r\n\r\n") << 400;
        QTest::addRow("space before colon") << QByteArray("GET / HTTP/1.1\r\nA : b\r\n\r\n") << 400;
        QTest::addRow("two spaces in the request line") << QByteArray("GET  / HTTP/1.1\r\n\r\n") << 400;
    }
    void limits_areAnsweredWithTheirStatus()
    {
        QFETCH(QByteArray, stream);
        QFETCH(int, status);
        // Byte by byte where the head is short; the long head in 4 KiB reads (each read rescans the head so far).
        const QList<qsizetype> chunks =
            stream.size() < 1000 ? QList<qsizetype>{1, 7, stream.size()} : QList<qsizetype>{4096, stream.size()};
        for (const qsizetype chunk : chunks) {
            const Parsed parsed = parseInChunks(stream, chunk);
            QCOMPARE(parsed.errorStatus, status);
            QVERIFY(parsed.requests.isEmpty());
        }
    }
};

QTEST_APPLESS_MAIN(TestHttpRequestParser)
#include "tst_httprequestparser.moc"
