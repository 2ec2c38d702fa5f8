// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "core/ResultFormat.h"

#include <QTest>

using namespace airlock::core;

namespace {

ExecOutcome outcome(int exitCode, std::string_view out, std::string_view err,
                    QString cwd = QStringLiteral("/home/ana/proj"))
{
    ExecOutcome o;
    o.exitCode = exitCode;
    o.out.append(out);
    o.err.append(err);
    o.cwd = std::move(cwd);
    return o;
}

} // namespace

class TestResultFormat : public QObject
{
    Q_OBJECT

private slots:
    void success_hasHeaderThenStdout()
    {
        const ToolResult r = formatResult(outcome(0, "hello\n", ""), QStringLiteral("local"));
        QCOMPARE(r.text, QStringLiteral(
                             "[terminal_result status=success backend=local cwd=/home/ana/proj exit_code=0]\nhello\n"));
        QVERIFY(!r.isError);
        QCOMPARE(r.exitCode, 0);
    }

    void failure_showsStderrBlockAndExitCodeLine()
    {
        const ToolResult r = formatResult(outcome(3, "out\n", "err\n"), QStringLiteral("local"));
        QCOMPARE(r.text, QStringLiteral("[terminal_result status=error backend=local cwd=/home/ana/proj exit_code=3]\n"
                                        "out\n[stderr]\nerr\n[exit code: 3]"));
        QVERIFY(!r.isError); // a command that ran and failed is a result, not a tool error
    }

    void outputWithoutTrailingNewline_getsOneBeforeTheNextBlock()
    {
        const ToolResult r = formatResult(outcome(1, "out", "err"), QStringLiteral("local"));
        QCOMPARE(r.text.section(QLatin1Char('\n'), 1), QStringLiteral("out\n[stderr]\nerr\n[exit code: 1]"));
    }

    void emptyBody_saysTheCommandCompleted()
    {
        const ToolResult r = formatResult(outcome(0, "", ""), QStringLiteral("local"));
        QCOMPARE(r.text.section(QLatin1Char('\n'), 1), QStringLiteral("[command completed with exit code: 0]"));
    }

    void stderrOnly_hasNoStdoutPart()
    {
        const ToolResult r = formatResult(outcome(0, "", "warning\n"), QStringLiteral("local"));
        QCOMPARE(r.text.section(QLatin1Char('\n'), 1), QStringLiteral("[stderr]\nwarning\n"));
    }

    void timeout_endsWithTimeoutLine()
    {
        ExecOutcome o = outcome(124, "partial\n", "");
        o.timedOut = true;
        o.timeoutSecs = 5;
        const ToolResult r = formatResult(o, QStringLiteral("local"));
        QVERIFY(r.text.endsWith(QStringLiteral("partial\n[exit code: 124]\n[command timed out after 5 s]")));
        QVERIFY(r.timedOut);
    }

    void cancel_endsWithCancelledLine()
    {
        ExecOutcome o = outcome(130, "", "");
        o.cancelled = true;
        const ToolResult r = formatResult(o, QStringLiteral("local"));
        QCOMPARE(r.text.section(QLatin1Char('\n'), 1), QStringLiteral("[exit code: 130]\n[command cancelled]"));
    }

    void notes_followTheHeader()
    {
        ExecOutcome o = outcome(0, "x\n", "");
        o.notes = QStringList{QStringLiteral("timeout clamped to 600 s"), QStringLiteral("second")};
        const ToolResult r = formatResult(o, QStringLiteral("local"));
        const QStringList lines = r.text.split(QLatin1Char('\n'));
        QVERIFY(lines.at(0).startsWith(QStringLiteral("[terminal_result ")));
        QCOMPARE(lines.at(1), QStringLiteral("[note: timeout clamped to 600 s]"));
        QCOMPARE(lines.at(2), QStringLiteral("[note: second]"));
        QCOMPARE(lines.at(3), QStringLiteral("x"));
    }

    void truncation_isInTheHeader()
    {
        ExecOutcome o;
        o.out = OutputCapture(1000);
        o.err = OutputCapture(250);
        o.out.append(std::string(5000, 'a'));
        o.err.append(std::string(100, 'b'));
        o.exitCode = 0;
        o.cwd = QStringLiteral("/w");
        const ToolResult r = formatResult(o, QStringLiteral("local"));
        QVERIFY(r.truncated);
        QVERIFY2(r.text.startsWith(QStringLiteral("[terminal_result status=success backend=local cwd=/w exit_code=0 "
                                                  "truncated=true output_bytes=5100]\n")),
                 qPrintable(r.text.left(200)));
        QVERIFY(r.text.contains(QStringLiteral("... [4000 bytes omitted] ...")));
    }

    void cwd_isQuotedOnlyWhenNeeded_data()
    {
        QTest::addColumn<QString>("cwd");
        QTest::addColumn<QString>("shown");
        QTest::addRow("plain") << QStringLiteral("/home/ana/proj") << QStringLiteral("/home/ana/proj");
        QTest::addRow("unicode") << QStringLiteral("/home/ana/é") << QStringLiteral("/home/ana/é");
        QTest::addRow("space") << QStringLiteral("/a b") << QStringLiteral("\"/a b\"");
        QTest::addRow("bracket") << QStringLiteral("/a]b") << QStringLiteral("\"/a]b\"");
        QTest::addRow("quote and backslash") << QStringLiteral("/a\"b\\ c") << QStringLiteral("\"/a\\\"b\\\\ c\"");
        QTest::addRow("newline") << QStringLiteral("/a\nb") << QStringLiteral("\"/a\\nb\"");
    }

    void cwd_isQuotedOnlyWhenNeeded()
    {
        QFETCH(QString, cwd);
        QFETCH(QString, shown);
        QCOMPARE(headerCwd(cwd), shown);
        const ToolResult r = formatResult(outcome(0, "", "", cwd), QStringLiteral("local"));
        QVERIFY(r.text.startsWith(QStringLiteral("[terminal_result status=success backend=local cwd=") + shown +
                                  QStringLiteral(" exit_code=0]\n")));
    }

    void output_isCleanedThenRedacted()
    {
        const ToolResult r = formatResult(outcome(0,
                                                  "\x1b[31mred\x1b[0m\tTAB\r\nprogress 10%\rprogress 100%\nkey "
                                                  "ghp_Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0Fg8Ys2Ta4\n",
                                                  ""),
                                          QStringLiteral("local"));
        const QString body = r.text.section(QLatin1Char('\n'), 1);
        QVERIFY2(body.startsWith(QStringLiteral("red\tTAB\nprogress 100%\nkey ghp_Zq")), qPrintable(body));
        QVERIFY(!body.contains(QStringLiteral("Rt4Vn1Pz6Wb3Hc5J")));
        QVERIFY(body.contains(QStringLiteral("REDACTED")));
    }

    void error_isFormattedWithItsKind()
    {
        const ToolResult r = ToolResult::fromError(Error::invalidArguments(QStringLiteral("`command` is required")));
        QCOMPARE(r.text, QStringLiteral("error[invalid_arguments]: `command` is required"));
        QVERIFY(r.isError);
        Error capability{ErrorKind::CapabilityDenied, QStringLiteral("vim needs a terminal"),
                         QStringLiteral("non_interactive_terminal_required")};
        QCOMPARE(
            formatError(capability),
            QStringLiteral("error[capability_denied]: code=non_interactive_terminal_required vim needs a terminal"));
    }
};

QTEST_APPLESS_MAIN(TestResultFormat)
#include "tst_resultformat.moc"
