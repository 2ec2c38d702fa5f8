// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// AnsiStripper one-shot, on characters and line rewrites: NUL bytes, invalid UTF-8, control characters, CRLF, CR and
// BS rewriting the line, the line cap, and random input giving clean UTF-8.
#include "AnsiStripperHelpers.h"
#include "core/AnsiStripper.h"

#include <QByteArray>
#include <QTest>

#include <random>
#include <string>
#include <vector>

using airlock::core::AnsiStripper;
using namespace airlock::test::ansi;

namespace {

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

} // namespace

class TestAnsiStripperCharacters final : public QObject
{
    Q_OBJECT

private slots:
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
};

void TestAnsiStripperCharacters::nulBytes_areRemoved_data()
{
    addCleanColumns();
    QTest::addRow("between text") << bytes("a\0b\0\0c") << bytes("abc");
    QTest::addRow("only nuls") << bytes("\0\0\0") << QByteArray();
    QTest::addRow("utf-16 looking") << bytes("h\0i\0\n\0") << bytes("hi\n");
    QTest::addRow("inside csi") << bytes("\x1b[3\0"
                                         "1mx")
                                << bytes("x");
}

void TestAnsiStripperCharacters::nulBytes_areRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperCharacters::invalidUtf8_becomesOneReplacementPerMaximalSubpart_data()
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

void TestAnsiStripperCharacters::invalidUtf8_becomesOneReplacementPerMaximalSubpart()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperCharacters::controlCharacters_otherThanTabAndLf_areRemoved_data()
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

void TestAnsiStripperCharacters::controlCharacters_otherThanTabAndLf_areRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperCharacters::crlf_becomesLf_data()
{
    addCleanColumns();
    QTest::addRow("one line") << bytes("line\r\n") << bytes("line\n");
    QTest::addRow("several lines") << bytes("a\r\nb\r\n\r\nc") << bytes("a\nb\n\nc");
    QTest::addRow("CR CR LF") << bytes("a\r\r\n") << bytes("a\n");
    QTest::addRow("escape between CR and LF") << bytes("a\r\x1b[K\n") << bytes("a\n");
}

void TestAnsiStripperCharacters::crlf_becomesLf()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperCharacters::carriageReturn_keepsLastStateOfLine_data()
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

void TestAnsiStripperCharacters::carriageReturn_keepsLastStateOfLine()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperCharacters::backspace_movesCursorOneCharacterLeft_data()
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

void TestAnsiStripperCharacters::backspace_movesCursorOneCharacterLeft()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

// A line is emitted when it reaches the cap; a '\r' after that only rewrites what follows (one-shot and streaming
// alike, so chunking never changes the result).
void TestAnsiStripperCharacters::longLine_isEmittedAtCapAsItStands_data()
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

void TestAnsiStripperCharacters::longLine_isEmittedAtCapAsItStands()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

// Random byte soup built from the pieces that matter: the result is always valid UTF-8 without removable
// controls, and streaming agrees with the one-shot function.
void TestAnsiStripperCharacters::randomInput_givesCleanValidUtf8()
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

QTEST_APPLESS_MAIN(TestAnsiStripperCharacters)

#include "tst_ansistrippercharacters.moc"
