// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// AnsiStripper one-shot, on escape sequences: plain text kept, CSI, OSC, DCS/SOS/PM/APC and ESC sequences removed,
// unterminated, broken and runaway sequences. Characters and line rewrites are in tst_ansistrippercharacters.cpp,
// streaming in tst_ansistripperstreaming.cpp.
#include "AnsiStripperHelpers.h"
#include "core/AnsiStripper.h"

#include <QByteArray>
#include <QTest>

using airlock::core::AnsiStripper;
using namespace airlock::test::ansi;

class TestAnsiStripperSequences final : public QObject
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
};

void TestAnsiStripperSequences::plainText_passesThroughUnchanged_data()
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

void TestAnsiStripperSequences::plainText_passesThroughUnchanged()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperSequences::csiSequence_isRemoved_data()
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

void TestAnsiStripperSequences::csiSequence_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperSequences::oscSequence_isRemoved_data()
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

void TestAnsiStripperSequences::oscSequence_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperSequences::controlString_isRemoved_data()
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

void TestAnsiStripperSequences::controlString_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperSequences::escapeSequence_isRemoved_data()
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

void TestAnsiStripperSequences::escapeSequence_isRemoved()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperSequences::unterminatedSequence_atEnd_isDropped_data()
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

void TestAnsiStripperSequences::unterminatedSequence_atEnd_isDropped()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

// Decisions where the rule leaves room, pinned down: a sequence never swallows non-ASCII text, CAN/SUB cancel it
// (as on a terminal), C0 controls inside CSI/ESC act and the sequence goes on (as on a terminal).
void TestAnsiStripperSequences::brokenSequence_keepsFollowingText_data()
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

void TestAnsiStripperSequences::brokenSequence_keepsFollowingText()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

void TestAnsiStripperSequences::runawaySequence_isCappedAndLaterTextKept_data()
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

void TestAnsiStripperSequences::runawaySequence_isCappedAndLaterTextKept()
{
    QFETCH(QByteArray, raw);
    QFETCH(QByteArray, expected);
    QCOMPARE(clean(raw), expected);
}

QTEST_APPLESS_MAIN(TestAnsiStripperSequences)

#include "tst_ansistrippersequences.moc"
