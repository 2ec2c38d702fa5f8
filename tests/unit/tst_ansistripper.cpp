// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
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

namespace {

// A literal with its embedded NULs: QByteArray(const char *) would stop at the first one.
template<std::size_t N> QByteArray bytes(const char (&text)[N])
{
    return QByteArray(text, static_cast<qsizetype>(N - 1));
}

std::string_view view(const QByteArray &data)
{
    return {data.constData(), static_cast<std::size_t>(data.size())};
}

QByteArray toBytes(const std::string &text)
{
    return QByteArray(text.data(), static_cast<qsizetype>(text.size()));
}

QByteArray clean(const QByteArray &raw)
{
    return toBytes(cleanTerminalText(view(raw)));
}

const QByteArray kReplacement = bytes("\xEF\xBF\xBD");

// Feeds raw in chunks of the given sizes (the rest in one last chunk) and returns everything emitted.
QByteArray streamed(const QByteArray &raw, const std::vector<std::size_t> &chunkSizes)
{
    AnsiStripper stripper;
    std::string out;
    const std::string_view all = view(raw);
    std::size_t offset = 0;
    for (const std::size_t size : chunkSizes) {
        const std::size_t taken = std::min(size, all.size() - offset);
        out += stripper.feed(all.substr(offset, taken));
        offset += taken;
    }
    out += stripper.feed(all.substr(offset));
    out += stripper.finish();
    return toBytes(out);
}

std::vector<std::size_t> randomChunking(std::mt19937 &random, std::size_t total, std::size_t maxChunk)
{
    std::uniform_int_distribution<std::size_t> sizes(0, maxChunk); // 0: empty chunks must be harmless too
    std::vector<std::size_t> chunks;
    for (std::size_t sum = 0; sum < total;) {
        chunks.push_back(sizes(random));
        sum += chunks.back();
    }
    return chunks;
}

// Strict UTF-8 check written independently of the component: shortest forms only, no surrogates, <= U+10FFFF,
// and none of the code points cleaning removes (C0 other than TAB/LF, DEL, C1).
bool isCleanUtf8(const QByteArray &text)
{
    const auto *data = reinterpret_cast<const unsigned char *>(text.constData());
    const auto size = static_cast<std::size_t>(text.size());
    for (std::size_t index = 0; index < size;) {
        const unsigned lead = data[index];
        std::size_t length = 0;
        char32_t codePoint = 0;
        if (lead < 0x80) {
            length = 1;
            codePoint = lead;
        } else if ((lead & 0xE0u) == 0xC0) {
            length = 2;
            codePoint = lead & 0x1Fu;
        } else if ((lead & 0xF0u) == 0xE0) {
            length = 3;
            codePoint = lead & 0x0Fu;
        } else if ((lead & 0xF8u) == 0xF0) {
            length = 4;
            codePoint = lead & 0x07u;
        } else {
            return false;
        }
        if (index + length > size)
            return false;
        for (std::size_t k = 1; k < length; ++k) {
            if ((data[index + k] & 0xC0u) != 0x80)
                return false;
            codePoint = (codePoint << 6) | (data[index + k] & 0x3Fu);
        }
        const char32_t minimum[] = {0, 0, 0x80, 0x800, 0x10000};
        if (codePoint < minimum[length] || codePoint > 0x10FFFF || (codePoint >= 0xD800 && codePoint <= 0xDFFF))
            return false;
        if ((codePoint < 0x20 && codePoint != '\t' && codePoint != '\n') || (codePoint >= 0x7F && codePoint <= 0x9F))
            return false;
        index += length;
    }
    return true;
}

// Each table: raw input and the cleaned text expected from cleanTerminalText().
void addCleanColumns()
{
    QTest::addColumn<QByteArray>("raw");
    QTest::addColumn<QByteArray>("expected");
}

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

class TestAnsiStripper final : public QObject
{
    Q_OBJECT

private slots:
    void plainText_passesThroughUnchanged_data();
    void plainText_passesThroughUnchanged();
    void csiSequence_isRemoved_data();
    void csiSequence_isRemoved();
    void oscSequence_isRemoved_data();
    void oscSequence_isRemoved();
    void controlString_isRemoved_data();
    void controlString_isRemoved();
    void escapeSequence_isRemoved_data();
    void escapeSequence_isRemoved();
    void unterminatedSequence_atEnd_isDropped_data();
    void unterminatedSequence_atEnd_isDropped();
    void brokenSequence_keepsFollowingText_data();
    void brokenSequence_keepsFollowingText();
    void runawaySequence_isCappedAndLaterTextKept_data();
    void runawaySequence_isCappedAndLaterTextKept();
    void nulBytes_areRemoved_data();
    void nulBytes_areRemoved();
    void invalidUtf8_becomesOneReplacementPerMaximalSubpart_data();
    void invalidUtf8_becomesOneReplacementPerMaximalSubpart();
    void controlCharacters_otherThanTabAndLf_areRemoved_data();
    void controlCharacters_otherThanTabAndLf_areRemoved();
    void crlf_becomesLf_data();
    void crlf_becomesLf();
    void carriageReturn_keepsLastStateOfLine_data();
    void carriageReturn_keepsLastStateOfLine();
    void backspace_movesCursorOneCharacterLeft_data();
    void backspace_movesCursorOneCharacterLeft();
    void longLine_isEmittedAtCapAsItStands_data();
    void longLine_isEmittedAtCapAsItStands();
    void randomInput_givesCleanValidUtf8();

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

void TestAnsiStripper::plainText_passesThroughUnchanged_data()
{
    addCleanColumns();
    QTest::addRow("empty") << QByteArray() << QByteArray();
    QTest::addRow("one line") << bytes("hello, world\n") << bytes("hello, world\n");
    QTest::addRow("no final newline") << bytes("a\nb") << bytes("a\nb");
    QTest::addRow("blank lines") << bytes("\n\n\n") << bytes("\n\n\n");
    QTest::addRow("tab kept") << bytes("col1\tcol2\t\n") << bytes("col1\tcol2\t\n");
    QTest::addRow("two-byte utf-8") << bytes("gr\xC3\xBC\xC3\x9F"
                                             "e\n")
                                    << bytes("gr\xC3\xBC\xC3\x9F"
                                             "e\n");
    QTest::addRow("three-byte utf-8") << bytes("\xE2\x9C\x93 ok \xE2\x94\x82\n")
                                      << bytes("\xE2\x9C\x93 ok \xE2\x94\x82\n");
    QTest::addRow("four-byte utf-8") << bytes("\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF")
                                     << bytes("\xF0\x9F\x98\x80\xF4\x8F\xBF\xBF");
    QTest::addRow("literal U+FFFD") << kReplacement << kReplacement;
    QTest::addRow("nbsp is text, not C1") << bytes("a\xC2\xA0"
                                                   "b")
                                          << bytes("a\xC2\xA0"
                                                   "b");
}

void TestAnsiStripper::plainText_passesThroughUnchanged()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::csiSequence_isRemoved_data()
{
    addCleanColumns();
    QTest::addRow("sgr with params") << bytes("\x1b[1;31mred\x1b[0m\n") << bytes("red\n");
    QTest::addRow("sgr without params") << bytes("a\x1b[mb") << bytes("ab");
    QTest::addRow("256 colours") << bytes("\x1b[38;5;196mx\x1b[39m") << bytes("x");
    QTest::addRow("truecolour colon form") << bytes("\x1b[38:2::255:0:0mx") << bytes("x");
    QTest::addRow("private mode hide cursor") << bytes("\x1b[?25lbusy\x1b[?25h") << bytes("busy");
    QTest::addRow("erase line") << bytes("\x1b[2Kdone\n") << bytes("done\n");
    QTest::addRow("cursor position") << bytes("\x1b[10;20Hx\x1b[H") << bytes("x");
    QTest::addRow("intermediate byte") << bytes("\x1b[2 qx") << bytes("x");
    QTest::addRow("8-bit csi") << bytes("\xC2\x9B"
                                        "31mred\xC2\x9B"
                                        "0m")
                               << bytes("red");
    QTest::addRow("compiler output")
        << bytes("\x1b[01m\x1b[Kmain.cpp:3:5:\x1b[m\x1b[K \x1b[01;31m\x1b[Kerror: \x1b[m\x1b[Kexpected ';'\n")
        << bytes("main.cpp:3:5: error: expected ';'\n");
}

void TestAnsiStripper::csiSequence_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::oscSequence_isRemoved_data()
{
    addCleanColumns();
    QTest::addRow("title ended by BEL") << bytes("\x1b]0;my title\x07text") << bytes("text");
    QTest::addRow("title ended by ST") << bytes("\x1b]2;my title\x1b\\text") << bytes("text");
    QTest::addRow("utf-8 title") << bytes("\x1b]0;t\xC3\xADtulo \xE2\x9C\x93\x07text") << bytes("text");
    QTest::addRow("hyperlink keeps link text")
        << bytes("see \x1b]8;id=1;https://example.com/a?b=c\x1b\\the docs\x1b]8;;\x1b\\.\n")
        << bytes("see the docs.\n");
    QTest::addRow("hyperlink ended by BEL") << bytes("\x1b]8;;file:///x\x07link\x1b]8;;\x07") << bytes("link");
    QTest::addRow("8-bit osc and st") << bytes("\xC2\x9D"
                                               "0;title\xC2\x9C"
                                               "text")
                                      << bytes("text");
    QTest::addRow("newline inside is content") << bytes("\x1b]0;a\nb\x07"
                                                        "c")
                                               << bytes("c");
    QTest::addRow("new sequence ends it") << bytes("\x1b]0;title\x1b[31mred") << bytes("red");
}

void TestAnsiStripper::oscSequence_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::controlString_isRemoved_data()
{
    addCleanColumns();
    QTest::addRow("dcs ended by ST") << bytes("a\x1bP1$r0m\x1b\\"
                                              "b")
                                     << bytes("ab");
    QTest::addRow("dcs sixel-like") << bytes("\x1bPq#0;2;0;0;0#1!14~-\n~~\x1b\\ok") << bytes("ok");
    QTest::addRow("8-bit dcs") << bytes("a\xC2\x90"
                                        "data\xC2\x9C"
                                        "b")
                               << bytes("ab");
    QTest::addRow("sos") << bytes("a\x1bXstring\x1b\\"
                                  "b")
                         << bytes("ab");
    QTest::addRow("pm") << bytes("a\x1b^private\x1b\\"
                                 "b")
                        << bytes("ab");
    QTest::addRow("apc") << bytes("a\x1b_Gf=24;payload\x1b\\"
                                  "b")
                         << bytes("ab");
    QTest::addRow("apc ended by BEL") << bytes("a\x1b_payload\x07"
                                               "b")
                                      << bytes("ab");
    QTest::addRow("8-bit apc") << bytes("a\xC2\x9Fpayload\xC2\x9C"
                                        "b")
                               << bytes("ab");
    QTest::addRow("tmux passthrough") << bytes("\x1bPtmux;\x1b\x1b]0;t\x07\x1b\\x") << bytes("x");
}

void TestAnsiStripper::controlString_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::escapeSequence_isRemoved_data()
{
    addCleanColumns();
    QTest::addRow("charset G0 ascii") << bytes("\x1b(Btext") << bytes("text");
    QTest::addRow("charset G1 line drawing") << bytes("\x1b)0text") << bytes("text");
    QTest::addRow("utf-8 mode") << bytes("\x1b%Gtext") << bytes("text");
    QTest::addRow("two intermediates") << bytes("\x1b$(Ctext") << bytes("text");
    QTest::addRow("alignment test") << bytes("\x1b#8text") << bytes("text");
    QTest::addRow("save and restore cursor") << bytes("\x1b"
                                                      "7a\x1b"
                                                      "8b")
                                             << bytes("ab");
    QTest::addRow("keypad modes") << bytes("\x1b=a\x1b>b") << bytes("ab");
    QTest::addRow("full reset") << bytes("\x1b"
                                         "ctext")
                                << bytes("text");
    QTest::addRow("reverse index") << bytes("a\x1bMb") << bytes("ab");
    QTest::addRow("lone ST") << bytes("a\x1b\\"
                                      "b")
                             << bytes("ab");
    QTest::addRow("double ESC starts over") << bytes("\x1b\x1b[31mX") << bytes("X");
}

void TestAnsiStripper::escapeSequence_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::unterminatedSequence_atEnd_isDropped_data()
{
    addCleanColumns();
    QTest::addRow("lone ESC") << bytes("text\x1b") << bytes("text");
    QTest::addRow("csi introducer") << bytes("text\x1b[") << bytes("text");
    QTest::addRow("csi params") << bytes("text\x1b[1;3") << bytes("text");
    QTest::addRow("charset designation") << bytes("text\x1b(") << bytes("text");
    QTest::addRow("osc") << bytes("text\x1b]0;title") << bytes("text");
    QTest::addRow("osc waiting for ST") << bytes("text\x1b]0;title\x1b") << bytes("text");
    QTest::addRow("dcs") << bytes("text\x1bP1$r") << bytes("text");
    QTest::addRow("8-bit csi") << bytes("text\xC2\x9B") << bytes("text");
    QTest::addRow("cut 8-bit csi") << bytes("text\xC2") << bytes("text") + kReplacement;
    QTest::addRow("cut utf-8 in osc") << bytes("text\x1b]0;\xE2\x82") << bytes("text");
    QTest::addRow("line kept before it") << bytes("line\r\x1b[") << bytes("line");
}

void TestAnsiStripper::unterminatedSequence_atEnd_isDropped()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

// Decisions where the rule leaves room, pinned down: a sequence never swallows non-ASCII text, CAN/SUB cancel it
// (as on a terminal), C0 controls inside CSI/ESC act and the sequence goes on (as on a terminal).
void TestAnsiStripper::brokenSequence_keepsFollowingText_data()
{
    addCleanColumns();
    QTest::addRow("non-ascii ends csi") << bytes("\x1b[31\xC3\xA9t\xC3\xA9") << bytes("\xC3\xA9t\xC3\xA9");
    QTest::addRow("non-ascii ends escape") << bytes("\x1b\xE2\x9C\x93") << bytes("\xE2\x9C\x93");
    QTest::addRow("invalid byte ends csi") << bytes("\x1b[1\xFFx") << kReplacement + bytes("x");
    QTest::addRow("CAN cancels csi") << bytes("\x1b[31\x18mtext") << bytes("mtext");
    QTest::addRow("SUB cancels osc") << bytes("\x1b]0;t\x1atext") << bytes("text");
    QTest::addRow("newline inside csi acts") << bytes("\x1b[3\n1mtext") << bytes("\ntext");
    QTest::addRow("CR inside csi acts") << bytes("abc\x1b[\r1mXY") << bytes("XYc");
    QTest::addRow("other C1 is dropped") << bytes("a\xC2\x85"
                                                  "b\xC2\x84"
                                                  "c\xC2\x80")
                                         << bytes("abc");
    QTest::addRow("C1 ends csi") << bytes("\x1b[31\xC2\x85mtext") << bytes("mtext");
    QTest::addRow("DEL inside csi ignored") << bytes("\x1b[3\x7f"
                                                     "1mtext")
                                            << bytes("text");
}

void TestAnsiStripper::brokenSequence_keepsFollowingText()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::runawaySequence_isCappedAndLaterTextKept_data()
{
    addCleanColumns();
    const int cap = static_cast<int>(AnsiStripper::kMaxSequenceBytes);
    QTest::addRow("osc without terminator") << bytes("\x1b]0;") + QByteArray(5000 - 2, 'a') + bytes("tail\n")
                                            << QByteArray(5000 - cap, 'a') + bytes("tail\n");
    QTest::addRow("terminator exactly at cap") << bytes("\x1b]") + QByteArray(cap, 'a') + bytes("\x07x") << bytes("x");
    QTest::addRow("one byte past cap") << bytes("\x1b]") + QByteArray(cap + 1, 'a') + bytes("\x07x") << bytes("ax");
    QTest::addRow("multi-byte content straddles cap")
        << bytes("\x1b]") + QByteArray(cap - 1, 'a') + bytes("\xC3\xA9\xC3\xA9z") << bytes("\xC3\xA9z");
    QTest::addRow("dcs over many lines") << bytes("\x1bP") + QByteArray(100000, '\n') + bytes("x")
                                         << QByteArray(100000 - cap, '\n') + bytes("x");
    QTest::addRow("csi parameters") << bytes("\x1b[") + QByteArray(cap + 10, '1') + bytes("mx")
                                    << QByteArray(10, '1') + bytes("mx");
    QTest::addRow("charset intermediates")
        << bytes("\x1b") + QByteArray(cap + 3, ' ') + bytes("B") << QByteArray(3, ' ') + bytes("B");
}

void TestAnsiStripper::runawaySequence_isCappedAndLaterTextKept()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::nulBytes_areRemoved_data()
{
    addCleanColumns();
    QTest::addRow("between text") << bytes("a\0b\0\0c") << bytes("abc");
    QTest::addRow("only nuls") << bytes("\0\0\0") << QByteArray();
    QTest::addRow("utf-16 looking") << bytes("h\0i\0\n\0") << bytes("hi\n");
    QTest::addRow("inside csi") << bytes("\x1b[3\0"
                                         "1mx")
                                << bytes("x");
}

void TestAnsiStripper::nulBytes_areRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::invalidUtf8_becomesOneReplacementPerMaximalSubpart_data()
{
    addCleanColumns();
    const QByteArray r = kReplacement;
    QTest::addRow("lone continuation byte") << bytes("a\x80"
                                                     "b")
                                            << bytes("a") + r + bytes("b");
    QTest::addRow("two continuation bytes") << bytes("\x80\xBF") << r + r;
    QTest::addRow("truncated 3-byte, then text") << bytes("a\xE2\x82"
                                                          "b")
                                                 << bytes("a") + r + bytes("b");
    QTest::addRow("truncated 3-byte at end") << bytes("a\xE2\x82") << bytes("a") + r;
    QTest::addRow("truncated 4-byte at end") << bytes("\xF0\x9F\x98") << r;
    QTest::addRow("truncated 2-byte, then 2-byte") << bytes("\xC3\xC3\xA9") << r + bytes("\xC3\xA9");
    QTest::addRow("overlong slash C0 AF") << bytes("\xC0\xAF") << r + r;
    QTest::addRow("overlong E0 80 AF") << bytes("\xE0\x80\xAF") << r + r + r;
    QTest::addRow("overlong F0 80 80 AF") << bytes("\xF0\x80\x80\xAF") << r + r + r + r;
    QTest::addRow("surrogate ED A0 80") << bytes("\xED\xA0\x80") << r + r + r;
    QTest::addRow("above U+10FFFF F4 90 80 80") << bytes("\xF4\x90\x80\x80") << r + r + r + r;
    QTest::addRow("FF") << bytes("a\xFF"
                                 "b")
                        << bytes("a") + r + bytes("b");
    QTest::addRow("FE FE FF FF") << bytes("\xFE\xFE\xFF\xFF") << r + r + r + r;
    QTest::addRow("F5 lead") << bytes("\xF5\x80") << r + r;
    QTest::addRow("valid prefix, bad byte") << bytes("\xF0\x9F\x98"
                                                     "A")
                                            << r + bytes("A");
    QTest::addRow("latin-1 text") << bytes("caf\xE9 ol\xE9\n") << bytes("caf") + r + bytes(" ol") + r + bytes("\n");
    QTest::addRow("largest valid kept") << bytes("\xF4\x8F\xBF\xBF") << bytes("\xF4\x8F\xBF\xBF");
}

void TestAnsiStripper::invalidUtf8_becomesOneReplacementPerMaximalSubpart()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::controlCharacters_otherThanTabAndLf_areRemoved_data()
{
    addCleanColumns();
    QTest::addRow("bell") << bytes("done\x07\n") << bytes("done\n");
    QTest::addRow("vertical tab and form feed") << bytes("a\x0b"
                                                         "b\x0c"
                                                         "c")
                                                << bytes("abc");
    QTest::addRow("SOH and US") << bytes("\x01"
                                         "a\x1f")
                                << bytes("a");
    QTest::addRow("DEL") << bytes("a\x7f"
                                  "b")
                         << bytes("ab");
    QTest::addRow("every C0 but the kept ones")
        << bytes("\x01\x02\x03\x04\x05\x06\x07\x0b\x0c\x0e\x0f\x10\x11\x12\x13\x14"
                 "\x15\x16\x17\x18\x19\x1a\x1c\x1d\x1e\x1f"
                 "x")
        << bytes("x");
    QTest::addRow("tab and lf kept") << bytes("\ta\tb\n\t\n") << bytes("\ta\tb\n\t\n");
}

void TestAnsiStripper::controlCharacters_otherThanTabAndLf_areRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::crlf_becomesLf_data()
{
    addCleanColumns();
    QTest::addRow("one line") << bytes("line\r\n") << bytes("line\n");
    QTest::addRow("several lines") << bytes("a\r\nb\r\n\r\nc") << bytes("a\nb\n\nc");
    QTest::addRow("CR CR LF") << bytes("a\r\r\n") << bytes("a\n");
    QTest::addRow("escape between CR and LF") << bytes("a\r\x1b[K\n") << bytes("a\n");
}

void TestAnsiStripper::crlf_becomesLf()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::carriageReturn_keepsLastStateOfLine_data()
{
    addCleanColumns();
    QTest::addRow("progress bar") << bytes("progress 10%\rprogress 100%\n") << bytes("progress 100%\n");
    QTest::addRow("many updates") << bytes("[    ] 0%\r[=   ] 25%\r[==  ] 50%\r[=== ] 75%\r[====] 100%\ndone\n")
                                  << bytes("[====] 100%\ndone\n");
    QTest::addRow("shorter line overwrites start") << bytes("abcdef\rxy\n") << bytes("xycdef\n");
    QTest::addRow("CR at end of input") << bytes("abc\r") << bytes("abc");
    QTest::addRow("CR then LF keeps text") << bytes("abc\r\nnext") << bytes("abc\nnext");
    QTest::addRow("CR at line start") << bytes("\rabc\n") << bytes("abc\n");
    QTest::addRow("only the current line") << bytes("first\nsecond\rS\n") << bytes("first\nSecond\n");
    QTest::addRow("longer overwrite extends") << bytes("ab\rxyz\n") << bytes("xyz\n");
    QTest::addRow("escapes do not move the cursor") << bytes("abc\r\x1b[2K\x1b[32mX\x1b[0m\n") << bytes("Xbc\n");
    QTest::addRow("multi-byte overwritten by ascii")
        << bytes("h\xC3\xA9llo w\xC3\xB6rld\rHELLO\n") << bytes("HELLO w\xC3\xB6rld\n");
    QTest::addRow("ascii overwritten by multi-byte") << bytes("abc\r\xC3\xA9\n")
                                                     << bytes("\xC3\xA9"
                                                              "bc\n");
    QTest::addRow("columns count code points")
        << bytes("\xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E\rab\n") << bytes("ab\xE8\xAA\x9E\n");
    QTest::addRow("four-byte over four-byte")
        << bytes("\xF0\x9F\x98\x80x\r\xF0\x9F\x98\x81\n") << bytes("\xF0\x9F\x98\x81x\n");
    QTest::addRow("tab overwrites one column") << bytes("abc\r\tX\n") << bytes("\tXc\n");
    QTest::addRow("replacement overwrites") << bytes("abc\r\xFF\n") << kReplacement + bytes("bc\n");
}

void TestAnsiStripper::carriageReturn_keepsLastStateOfLine()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripper::backspace_movesCursorOneCharacterLeft_data()
{
    addCleanColumns();
    QTest::addRow("overwrite previous") << bytes("abc\b\bX\n") << bytes("aXc\n");
    QTest::addRow("not past line start") << bytes("ab\b\b\b\bc\n") << bytes("cb\n");
    QTest::addRow("at start of input") << bytes("\bx") << bytes("x");
    QTest::addRow("not into previous line") << bytes("ab\n\bc") << bytes("ab\nc");
    QTest::addRow("over multi-byte") << bytes("a\xC3\xA9\bz\n") << bytes("az\n");
    QTest::addRow("multi-byte over ascii") << bytes("ab\b\xE2\x9C\x93\n") << bytes("a\xE2\x9C\x93\n");
    QTest::addRow("at end keeps text") << bytes("abc\b") << bytes("abc");
    QTest::addRow("spinner") << bytes("working |\b/\b-\b\\\b \n") << bytes("working  \n");
    QTest::addRow("bold by overstrike") << bytes("N\bNA\bAM\bME\bE") << bytes("NAME");
}

void TestAnsiStripper::backspace_movesCursorOneCharacterLeft()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

// A line is emitted when it reaches the cap; a '\r' after that only rewrites what follows (one-shot and streaming
// alike, so chunking never changes the result).
void TestAnsiStripper::longLine_isEmittedAtCapAsItStands_data()
{
    addCleanColumns();
    const int cap = static_cast<int>(AnsiStripper::kMaxLineBytes);
    QTest::addRow("just below cap") << QByteArray(cap - 1, 'x') + bytes("\rY\n")
                                    << bytes("Y") + QByteArray(cap - 2, 'x') + bytes("\n");
    QTest::addRow("at cap") << QByteArray(cap, 'x') + bytes("\rY\n") << QByteArray(cap, 'x') + bytes("Y\n");
    QTest::addRow("plain long line unchanged")
        << QByteArray(3 * cap + 5, 'x') + bytes("\n") << QByteArray(3 * cap + 5, 'x') + bytes("\n");
    QTest::addRow("multi-byte crosses cap")
        << QByteArray(cap - 1, 'x') + bytes("\xC3\xA9\rY") << QByteArray(cap - 1, 'x') + bytes("\xC3\xA9Y");
    QTest::addRow("rewrite grows past cap") << QByteArray(cap - 2, 'x') + bytes("\r\xC3\xA9\xC3\xA9\xC3\xA9")
                                            << bytes("\xC3\xA9\xC3\xA9") + QByteArray(cap - 4, 'x') + bytes("\xC3\xA9");
}

void TestAnsiStripper::longLine_isEmittedAtCapAsItStands()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

// Random byte soup built from the pieces that matter: the result is always valid UTF-8 without removable
// controls, and streaming agrees with the one-shot function.
void TestAnsiStripper::randomInput_givesCleanValidUtf8()
{
    const std::vector<QByteArray> pieces = {
        bytes("a"),       bytes("xyz "),     bytes("\x1b"),         bytes("["),        bytes("]"),
        bytes("P"),       bytes("\\"),       bytes("\x07"),         bytes("\r"),       bytes("\n"),
        bytes("\b"),      bytes("\t"),       bytes("\0"),           bytes("\xC2"),     bytes("\x9B"),
        bytes("\x9C"),    bytes("\x9D"),     bytes("\xE2\x82\xAC"), bytes("\xE2\x82"), bytes("\xF0\x9F\x98\x80"),
        bytes("\xFF"),    bytes("\x80"),     bytes("\xED\xA0\x80"), bytes("31m"),      bytes(";"),
        bytes("\x18"),    bytes("\xC3\xA9"), bytes("\x7f"),         bytes("("),        bytes("\x1b[?25l"),
        bytes("\x1b]0;"),
    };
    std::mt19937 random(20260101);
    std::uniform_int_distribution<std::size_t> pick(0, pieces.size() - 1);
    std::uniform_int_distribution<int> length(0, 80);
    for (int round = 0; round < 3000; ++round) {
        QByteArray raw;
        for (int count = length(random); count > 0; --count)
            raw += pieces[pick(random)];
        const QByteArray expected = clean(raw);
        if (!isCleanUtf8(expected)) {
            qWarning("input: %s", raw.toHex(' ').constData());
            QVERIFY(isCleanUtf8(expected));
        }
        const QByteArray byteByByte = streamed(raw, std::vector<std::size_t>(static_cast<std::size_t>(raw.size()), 1));
        const QByteArray chunked = streamed(raw, randomChunking(random, static_cast<std::size_t>(raw.size()), 7));
        if (byteByByte != expected || chunked != expected) {
            qWarning("input: %s", raw.toHex(' ').constData());
            QCOMPARE(byteByByte, expected);
            QCOMPARE(chunked, expected);
        }
    }
}

void TestAnsiStripper::streaming_matchesOneShot_atEverySplitPoint_data()
{
    addTrickySamples();
}

void TestAnsiStripper::streaming_matchesOneShot_atEverySplitPoint()
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

void TestAnsiStripper::streaming_matchesOneShot_byteByByte_data()
{
    addTrickySamples();
}

void TestAnsiStripper::streaming_matchesOneShot_byteByByte()
{
    QFETCH(QByteArray, raw);
    QCOMPARE(streamed(raw, std::vector<std::size_t>(static_cast<std::size_t>(raw.size()), 1)), clean(raw));
}

void TestAnsiStripper::streaming_matchesOneShot_forRandomChunkings_data()
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

void TestAnsiStripper::streaming_matchesOneShot_forRandomChunkings()
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
void TestAnsiStripper::streaming_matchesOneShot_acrossLineCap()
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

void TestAnsiStripper::streaming_emitsFinishedLinesAtOnce()
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

void TestAnsiStripper::streaming_holdsRewrittenLineUntilNewline()
{
    AnsiStripper stripper;
    QCOMPARE(toBytes(stripper.feed("downloading 10%")), QByteArray());
    QCOMPARE(toBytes(stripper.feed("\rdownloading 60%\r")), QByteArray());
    QCOMPARE(toBytes(stripper.feed("downloading 100%")), QByteArray());
    QCOMPARE(toBytes(stripper.feed("\r\nnext")), bytes("downloading 100%\n"));
    QCOMPARE(toBytes(stripper.finish()), bytes("next"));
}

void TestAnsiStripper::streaming_pendingBytesStayBounded_onTenMegabyteCarriageReturnLine()
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

void TestAnsiStripper::streaming_lineWithoutNewline_isEmittedInCapSizedPieces()
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

void TestAnsiStripper::streaming_finish_startsAFreshStream()
{
    AnsiStripper stripper;
    QCOMPARE(toBytes(stripper.feed("abc\r\x1b]0;unterminated \xE2\x82")), QByteArray());
    QCOMPARE(toBytes(stripper.finish()), bytes("abc"));
    QCOMPARE(stripper.pendingBytes(), std::size_t(0));
    QCOMPARE(toBytes(stripper.feed("xy\n")), bytes("xy\n")); // no cursor, sequence or UTF-8 state left over
    QCOMPARE(toBytes(stripper.finish()), QByteArray());
}

QTEST_APPLESS_MAIN(TestAnsiStripper)

#include "tst_ansistripper.moc"
