// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// AnsiStripper streaming: feed()/finish() give what the one-shot cleanTerminalText() gives under any chunking, emit
// finished lines at once, and keep what they hold bounded.
#include "AnsiStripperHelpers.h"
#include "core/AnsiStripper.h"

#include <QByteArray>
#include <QTest>

#include <algorithm>
#include <random>
#include <string>
#include <string_view>
#include <vector>

using airlock::core::AnsiStripper;
using airlock::core::cleanTerminalText;
using namespace airlock::test::ansi;

namespace {

// Inputs that exercise every kind of state a chunk boundary can cut: multi-byte characters, escape sequences of
// every family, CR/BS rewrites, invalid UTF-8 and a sequence cut by the end of the input.
void addTrickySamples()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addRow("progress bar") << bytes("progress 10%\rprogress 100%\nnext line\n");
    QTest::addRow("overwrite shorter") << bytes("abcdef\rxy\nend\r");
    QTest::addRow("multi-byte rewrite") << bytes(
        "h\xC3\xA9llo w\xC3\xB6rld\rHELLO\n"
        "\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E\rab\n\xF0\x9F\x98\x80\b\xC3\xA9\n");
    QTest::addRow("coloured compiler line")
        << bytes("\x1b[1m\x1b[31merror:\x1b[0m \x1b]8;;file:///src/main.cpp\x1b\\main.cpp\x1b]8;;\x07:3: bad\r\n");
    QTest::addRow("8-bit controls") << bytes("\xC2\x9B"
                                             "31mred\xC2\x9D"
                                             "0;t\xC2\x9C"
                                             "x\xC2\x90"
                                             "q\xC2\x9C"
                                             "y\xC2\x85"
                                             "z\n");
    QTest::addRow("invalid utf-8") << bytes("a\x80"
                                            "b\xE2\x82"
                                            "c\xC0\xAF\xED\xA0\x80\xF4\x90\x80\x80\xFF\n\xF0\x9F\x98");
    QTest::addRow("controls and escapes") << bytes("ab\b\bX\x07y\tz\x7f\r\n\x1b(B\x1b"
                                                   "7\x1b[?25l\x1b[2K\x1bP1$r\x1b\\\x1b"
                                                   "c");
    QTest::addRow("nul bytes") << bytes("a\0b\x1b[3\0"
                                        "1mc\r\0d\n");
    QTest::addRow("sequence cut at end") << bytes("text\x1b]0;title never ends");
    QTest::addRow("crlf everywhere") << bytes("one\r\ntwo\r\n\r\nthree\r");
    QTest::addRow("runaway osc") << bytes("\x1b]0;") + QByteArray(4100, 'a') + bytes("\x07tail\x1b[\n\rT\n");
}

} // namespace

class TestAnsiStripperStreaming final : public QObject
{
    Q_OBJECT

private slots:
    void streaming_matchesOneShot_atEverySplitPoint_data();
    void streaming_matchesOneShot_atEverySplitPoint();
    void streaming_matchesOneShot_byteByByte_data();
    void streaming_matchesOneShot_byteByByte();
    void streaming_matchesOneShot_forRandomChunkings_data();
    void streaming_matchesOneShot_forRandomChunkings();
    void streaming_matchesOneShot_acrossLineCap();
    void streaming_emitsFinishedLinesAtOnce();
    void streaming_holdsRewrittenLineUntilNewline();
    void streaming_pendingBytesStayBounded_onTenMegabyteCarriageReturnLine();
    void streaming_lineWithoutNewline_isEmittedInCapSizedPieces();
    void streaming_finish_startsAFreshStream();
};

void TestAnsiStripperStreaming::streaming_matchesOneShot_atEverySplitPoint_data()
{
    addTrickySamples();
}

void TestAnsiStripperStreaming::streaming_matchesOneShot_atEverySplitPoint()
{
    QFETCH(QByteArray, raw);
    const QByteArray expected = clean(raw);
    for (std::size_t split = 0; split <= static_cast<std::size_t>(raw.size()); ++split) {
        const QByteArray actual = streamed(raw, {split});
        if (actual != expected) {
            qWarning("split at %zu", split);
            QCOMPARE(actual, expected);
        }
    }
}

void TestAnsiStripperStreaming::streaming_matchesOneShot_byteByByte_data()
{
    addTrickySamples();
}

void TestAnsiStripperStreaming::streaming_matchesOneShot_byteByByte()
{
    QFETCH(QByteArray, raw);
    QCOMPARE(streamed(raw, std::vector<std::size_t>(static_cast<std::size_t>(raw.size()), 1)), clean(raw));
}

void TestAnsiStripperStreaming::streaming_matchesOneShot_forRandomChunkings_data()
{
    addTrickySamples();
    // A longer mix, so that chunks hold many lines and sequences.
    QByteArray log;
    for (int line = 0; line < 2000; ++line) {
        log += bytes("\x1b[1;3") + QByteArray::number(line % 8) + bytes("mline ") + QByteArray::number(line);
        log += line % 7 == 0 ? bytes("\r50%\r100%") : bytes(" \xE2\x9C\x93\x1b[0m");
        log += line % 13 == 0 ? bytes("\xE2\x82\r\n") : bytes("\n");
    }
    QTest::addRow("long mixed log") << log;
}

void TestAnsiStripperStreaming::streaming_matchesOneShot_forRandomChunkings()
{
    QFETCH(QByteArray, raw);
    const QByteArray expected = clean(raw);
    std::mt19937 random(42);
    for (int round = 0; round < 200; ++round) {
        const std::size_t maxChunk = round % 2 == 0 ? 5 : 300;
        const QByteArray actual = streamed(raw, randomChunking(random, static_cast<std::size_t>(raw.size()), maxChunk));
        if (actual != expected) {
            qWarning("round %d", round);
            QCOMPARE(actual, expected);
        }
    }
}

// The cap and the sequence limit sit at fixed places in the stream, so no chunking moves them.
void TestAnsiStripperStreaming::streaming_matchesOneShot_acrossLineCap()
{
    const int cap = static_cast<int>(AnsiStripper::kMaxLineBytes);
    const std::vector<QByteArray> samples = {
        QByteArray(cap - 1, 'x') + bytes("\xC3\xA9\rYZ\n"),
        QByteArray(cap - 2, 'x') + bytes("\r\xC3\xA9\xC3\xA9\xC3\xA9\rQ\n"),
        QByteArray(cap + 100, 'x') + bytes("\rY\x1b]0;") + QByteArray(5000, 't') + bytes("\n"),
        bytes("a\rb") + QByteArray(2 * cap, 'y') + bytes("\b\bz\n"),
    };
    std::mt19937 random(7);
    for (const QByteArray &raw : samples) {
        const QByteArray expected = clean(raw);
        const auto size = static_cast<std::size_t>(raw.size());
        const std::size_t at = AnsiStripper::kMaxLineBytes;
        for (const std::size_t split : {std::size_t{0}, std::size_t{1}, at - 3, at - 1, at, at + 1, at + 2, size - 1})
            QCOMPARE(streamed(raw, {split}), expected);
        for (int round = 0; round < 20; ++round)
            QCOMPARE(streamed(raw, randomChunking(random, size, 9000)), expected);
    }
}

void TestAnsiStripperStreaming::streaming_emitsFinishedLinesAtOnce()
{
    AnsiStripper stripper;
    QCOMPARE(toBytes(stripper.feed("first line\nsecond")), bytes("first line\n"));
    QCOMPARE(stripper.pendingBytes(), std::size_t(6));
    QCOMPARE(toBytes(stripper.feed(" half\n\x1b[31")), bytes("second half\n"));
    QCOMPARE(stripper.pendingBytes(), std::size_t(0)); // an escape sequence holds no bytes, only its state
    QCOMPARE(toBytes(stripper.feed("mred\n")), bytes("red\n"));
    QCOMPARE(toBytes(stripper.feed("\xE2\x82")), QByteArray());
    QCOMPARE(stripper.pendingBytes(), std::size_t(2));
    QCOMPARE(toBytes(stripper.feed("\xAC\n")), bytes("\xE2\x82\xAC\n"));
    QCOMPARE(toBytes(stripper.finish()), QByteArray());
}

void TestAnsiStripperStreaming::streaming_holdsRewrittenLineUntilNewline()
{
    AnsiStripper stripper;
    QCOMPARE(toBytes(stripper.feed("downloading 10%")), QByteArray());
    QCOMPARE(toBytes(stripper.feed("\rdownloading 60%\r")), QByteArray());
    QCOMPARE(toBytes(stripper.feed("downloading 100%")), QByteArray());
    QCOMPARE(toBytes(stripper.feed("\r\nnext")), bytes("downloading 100%\n"));
    QCOMPARE(toBytes(stripper.finish()), bytes("next"));
}

void TestAnsiStripperStreaming::streaming_pendingBytesStayBounded_onTenMegabyteCarriageReturnLine()
{
    // One 10 MB line of progress updates, each ended by '\r', with a few long segments in between.
    std::string raw;
    raw.reserve(10 * 1024 * 1024 + 1024);
    for (int update = 0; raw.size() < 10 * 1024 * 1024; ++update) {
        if (update % 5000 == 4999)
            raw.append(AnsiStripper::kMaxLineBytes / 2, '#').append("\r");
        // Appends rather than "[" + std::string(...): GCC 12 at -O3 warns falsely (-Wrestrict) on the latter.
        raw.append("[").append(static_cast<std::size_t>(update % 40), '=').append("] ");
        raw.append(std::to_string(update)).append("\r");
    }
    raw += "\x1b[32mdone\x1b[0m";

    AnsiStripper stripper;
    std::string out;
    std::size_t maxPending = 0;
    constexpr std::size_t chunk = 64 * 1024;
    for (std::size_t offset = 0; offset < raw.size(); offset += chunk) {
        out += stripper.feed(std::string_view(raw).substr(offset, chunk));
        maxPending = std::max(maxPending, stripper.pendingBytes());
    }
    QVERIFY(out.empty()); // the line never ended and never reached the cap
    out += stripper.finish();
    QVERIFY2(maxPending <= AnsiStripper::kMaxLineBytes / 2,
             QByteArray::number(static_cast<qulonglong>(maxPending)).constData());
    QCOMPARE(toBytes(out), toBytes(cleanTerminalText(raw)));
    QVERIFY(out.starts_with("done"));
    QCOMPARE(out.size(), AnsiStripper::kMaxLineBytes / 2); // the longest segment stays underneath
}

void TestAnsiStripperStreaming::streaming_lineWithoutNewline_isEmittedInCapSizedPieces()
{
    const std::string raw(10 * 1024 * 1024, 'z');
    AnsiStripper stripper;
    std::size_t emitted = 0;
    for (std::size_t offset = 0; offset < raw.size(); offset += 100000) {
        const std::string piece = stripper.feed(std::string_view(raw).substr(offset, 100000));
        QCOMPARE(piece.size() % AnsiStripper::kMaxLineBytes, std::size_t(0));
        emitted += piece.size();
        QVERIFY(stripper.pendingBytes() < AnsiStripper::kMaxLineBytes);
        QCOMPARE(emitted + stripper.pendingBytes(), offset + std::min<std::size_t>(100000, raw.size() - offset));
    }
    emitted += stripper.finish().size();
    QCOMPARE(emitted, raw.size());
}

void TestAnsiStripperStreaming::streaming_finish_startsAFreshStream()
{
    AnsiStripper stripper;
    QCOMPARE(toBytes(stripper.feed("abc\r\x1b]0;unterminated \xE2\x82")), QByteArray());
    QCOMPARE(toBytes(stripper.finish()), bytes("abc"));
    QCOMPARE(stripper.pendingBytes(), std::size_t(0));
    QCOMPARE(toBytes(stripper.feed("xy\n")), bytes("xy\n")); // no cursor, sequence or UTF-8 state left over
    QCOMPARE(toBytes(stripper.finish()), QByteArray());
}

QTEST_APPLESS_MAIN(TestAnsiStripperStreaming)

#include "tst_ansistripperstreaming.moc"
