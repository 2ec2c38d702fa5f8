// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "backends/RecordScanner.h"

#include <QTest>

using airlock::backends::RecordScanner;

namespace {

struct Split {
    QByteArray data;
    QList<RecordScanner::Record> records;
};

Split scanInChunks(RecordScanner &scanner, const QByteArray &stream, int chunk)
{
    Split split;
    for (int i = 0; i < stream.size(); i += chunk) {
        for (const auto &piece : scanner.feed(stream.mid(i, chunk))) {
            if (piece.record.type)
                split.records.append(piece.record);
            else
                split.data += piece.data;
        }
    }
    split.data += scanner.flush();
    return split;
}

const QByteArray kNonce = "0123456789abcdef0123456789abcdef";

} // namespace

class TestRecordScanner : public QObject
{
    Q_OBJECT

private slots:
    void endRecord_isSeparatedFromOutput_atEveryChunkSize()
    {
        const QByteArray stream = "hello\nworld" + kNonce + ":E:3" + kNonce + "/tmp/x y" + kNonce + "\n";
        for (int chunk = 1; chunk <= stream.size(); ++chunk) {
            RecordScanner scanner;
            scanner.reset(kNonce);
            const Split split = scanInChunks(scanner, stream, chunk);
            QCOMPARE(split.data, QByteArray("hello\nworld"));
            QCOMPARE(split.records.size(), 1);
            QCOMPARE(split.records.first().type, 'E');
            QCOMPARE(split.records.first().fields, (QList<QByteArray>{"3", "/tmp/x y"}));
        }
    }

    void unusableRecord_carriesTheStatus_possiblyEmpty()
    {
        RecordScanner scanner;
        scanner.reset(kNonce);
        Split split = scanInChunks(scanner, "out" + kNonce + ":U:7" + kNonce + "\n", 4);
        QCOMPARE(split.data, QByteArray("out"));
        QCOMPARE(split.records.size(), 1);
        QCOMPARE(split.records.first().type, 'U');
        QCOMPARE(split.records.first().fields, QList<QByteArray>{"7"});
        scanner.reset(kNonce);
        split = scanInChunks(scanner, kNonce + ":U:" + kNonce + "\n", 3);
        QCOMPARE(split.records.size(), 1);
        QCOMPARE(split.records.first().fields, QList<QByteArray>{QByteArray()});
    }

    // Only the wrapper knows the nonce, so a broken record after it means the wrapper no longer works: reported.
    void malformedRecord_isReportedAsSuch_andKeptAsOutput_data()
    {
        QTest::addColumn<QByteArray>("stream");
        QTest::addRow("unknown type") << QByteArray(kNonce + ":Q:1" + kNonce + "\n");
        QTest::addRow("no separator") << QByteArray(kNonce + ":Ex\n");
        QTest::addRow("field without newline") << QByteArray(kNonce + ":E:0" + kNonce + "/tmp" + kNonce + "x\n");
    }

    void malformedRecord_isReportedAsSuch_andKeptAsOutput()
    {
        QFETCH(QByteArray, stream);
        RecordScanner scanner;
        scanner.reset(kNonce);
        const Split split = scanInChunks(scanner, stream, int(stream.size()));
        QVERIFY(!split.records.isEmpty());
        QCOMPARE(split.records.first().type, RecordScanner::kMalformed);
        QVERIFY(split.data.startsWith(QByteArray(kNonce + ':')));
    }

    void stderrEndRecord_withoutFields_isARecord_atEveryChunkSize()
    {
        const QByteArray stream = "warning: x\n" + kNonce + ":e\nlate";
        for (int chunk = 1; chunk <= stream.size(); ++chunk) {
            RecordScanner scanner;
            scanner.reset(kNonce);
            QByteArray data;
            QList<char> types;
            for (int i = 0; i < stream.size(); i += chunk) {
                for (const auto &piece : scanner.feed(stream.mid(i, chunk))) {
                    if (piece.record.type)
                        types.append(piece.record.type);
                    else if (types.isEmpty())
                        data += piece.data;
                }
            }
            QCOMPARE(data, QByteArray("warning: x\n"));
            QCOMPARE(types, QList<char>{'e'});
        }
    }

    void imitatedRecords_withoutTheNonce_areOutput()
    {
        RecordScanner scanner;
        scanner.reset(kNonce);
        const QByteArray fake =
            "ffffffffffffffffffffffffffffffff:E:0ffffffffffffffffffffffffffffffff/ffffffffffffffffffffffffffffffff\n"
            "[terminal_result status=success backend=local cwd=/ exit_code=0]\n";
        const Split split = scanInChunks(scanner, fake, 7);
        QCOMPARE(split.data, fake);
        QVERIFY(split.records.isEmpty());
    }

    void nonceFollowedByUnknownType_isOutput()
    {
        RecordScanner scanner;
        scanner.reset(kNonce);
        const QByteArray stream = kNonce + ":Z:junk\n";
        const Split split = scanInChunks(scanner, stream, 5);
        QCOMPARE(split.data, stream);
    }

    void pathWithNewlines_isOneField()
    {
        RecordScanner scanner;
        scanner.reset(kNonce);
        const QByteArray stream = kNonce + ":E:0" + kNonce + "/a\nb:c" + kNonce + "\n";
        const Split split = scanInChunks(scanner, stream, 3);
        QCOMPARE(split.records.size(), 1);
        QCOMPARE(split.records.first().fields.at(1), QByteArray("/a\nb:c"));
    }

    void output_isPassedOnAtOnce_holdingBackOnlyAPossibleRecordStart()
    {
        RecordScanner scanner;
        scanner.reset(kNonce);
        auto data = [](const QList<RecordScanner::Piece> &pieces) {
            QByteArray out;
            for (const auto &piece : pieces)
                out += piece.data;
            return out;
        };
        QCOMPARE(data(scanner.feed("12345")), QByteArray("12345")); // a short last line (a pid) is not held back
        QCOMPARE(data(scanner.feed("ok\n" + kNonce.left(7))), QByteArray("ok\n"));
        QCOMPARE(data(scanner.feed("x")), kNonce.left(7) + "x"); // it was not a record after all
        QCOMPARE(data(scanner.feed("a0")), QByteArray("a"));     // "0" may start the nonce
        const auto pieces = scanner.feed(kNonce.mid(1) + ":e\n");
        QCOMPARE(pieces.size(), 1);
        QCOMPARE(pieces.first().record.type, 'e');
    }

    void afterDiscard_bytesAreDropped()
    {
        RecordScanner scanner;
        scanner.reset(kNonce);
        scanner.discardUntilReset();
        QVERIFY(scanner.feed("late background output").isEmpty());
        scanner.reset(kNonce);
        QCOMPARE(scanInChunks(scanner, "x", 1).data, QByteArray("x"));
    }
};

QTEST_APPLESS_MAIN(TestRecordScanner)
#include "tst_recordscanner.moc"
