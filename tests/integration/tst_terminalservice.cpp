// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The whole pipeline against real bash: bash -c equivalence, arguments, workdir, output handling, serialisation.
#include "EngineFixture.h"

#include <QDir>
#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QProcess>
#include <QTemporaryDir>

using airlock::core::ErrorKind;
using airlock::test::EngineFixture;

namespace {

struct BashRun {
    QByteArray out;
    QByteArray err;
    int exitCode = -1;
};

BashRun bashC(const QByteArray &script, const QString &cwd)
{
    QProcess bash;
    bash.setWorkingDirectory(cwd);
    bash.setStandardInputFile(QProcess::nullDevice());
    bash.start(QStringLiteral("bash"), {QStringLiteral("--norc"), QStringLiteral("--noprofile"), QStringLiteral("-c"),
                                        QString::fromUtf8(script)});
    bash.waitForFinished(20000);
    return {bash.readAllStandardOutput(), bash.readAllStandardError(), bash.exitCode()};
}

} // namespace

class TestTerminalService : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // Debug logging (QT_LOGGING_RULES="airlock.*.debug=true") never carries what a command printed: that is raw,
    // unredacted output, and a log file outlives the result the agent got redacted.
    void debugLogging_neverCarriesCommandOutput()
    {
        static QStringList messages;
        messages.clear();
        QLoggingCategory::setFilterRules(QStringLiteral("airlock.*.debug=true"));
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType, const QMessageLogContext &, const QString &message) { messages.append(message); });
        EngineFixture engine;
        const std::string secret = "ghp_R8kq2ZxW7mVb4nPc9LtY3sHd6jFg1aUe5oQi"; // GitHub's token shape
        const auto result = engine.run("echo out " + secret + "; echo err " + secret + " >&2");
        qInstallMessageHandler(previous);
        QLoggingCategory::setFilterRules(QString());
        QVERIFY2(!result.isError, qPrintable(result.text));
        QVERIFY(!result.text.contains(QString::fromStdString(secret))); // the result is redacted
        QVERIFY2(!messages.isEmpty(), "the debug categories logged nothing: the check would prove nothing");
        for (const QString &message : std::as_const(messages))
            QVERIFY2(!message.contains(QStringLiteral("R8kq2ZxW7mVb4nPc9LtY")), qPrintable(message));
    }

    void scripts_runExactlyAsBashC_data()
    {
        QTest::addColumn<QByteArray>("script");
        QTest::addRow("comment then line") << QByteArray("echo a # comment\necho b");
        QTest::addRow("newline in quotes") << QByteArray("echo 'a\nb'; echo \"c\nd\"");
        QTest::addRow("if block") << QByteArray("if true; then\n  echo yes\nfi");
        QTest::addRow("and across lines") << QByteArray("a=1 &&\nb=2\necho $a$b");
        QTest::addRow("heredoc") << QByteArray("cat <<EOF\nline $((1+1))\nEOF");
        QTest::addRow("quoted heredoc") << QByteArray("cat <<'EOF'\n$HOME stays `x`\nEOF\necho done");
        QTest::addRow("tab heredoc") << QByteArray("cat <<-EOF\n\tindented\n\tEOF\necho after");
        QTest::addRow("two heredocs") << QByteArray("cat <<A; cat <<B\none\nA\ntwo\nB");
        QTest::addRow("trailing semicolon") << QByteArray("echo a;");
        QTest::addRow("trailing ampersand") << QByteArray("true &");
        QTest::addRow("trailing newline") << QByteArray("echo a\n");
        QTest::addRow("loop") << QByteArray("for i in 1 2 3; do echo $i; done");
        QTest::addRow("function over lines") << QByteArray("f() {\n  echo in f \"$@\"\n}\nf 1 2");
        QTest::addRow("ansi-c string") << QByteArray("echo $'tab\\there' \"q'uote\" 'd\"q'");
        QTest::addRow("line continuation") << QByteArray("echo one \\\ntwo");
        QTest::addRow("subshell exit") << QByteArray("(exit 7)");
        QTest::addRow("false") << QByteArray("false");
        QTest::addRow("stderr and exit") << QByteArray("echo x >&2; exit 4");
        QTest::addRow("no newline") << QByteArray("printf 'no newline'");
        QTest::addRow("unicode") << QByteArray("echo é ñ 日本 🙂");
        QTest::addRow("case") << QByteArray("case x in x) echo matched;; esac");
        QTest::addRow("syntax error after a line") << QByteArray("echo a\nif");
        QTest::addRow("syntax error on one line") << QByteArray("echo a; if");
        QTest::addRow("exit then more") << QByteArray("exit 3\necho no");
        QTest::addRow("set -e") << QByteArray("set -e\nfalse\necho no");
        QTest::addRow("arithmetic") << QByteArray("echo $((2**10)) $((7/2))");
        QTest::addRow("command substitution") << QByteArray("x=$(printf 'a\\nb'); echo \"$x\" | wc -l");
        QTest::addRow("brace expansion") << QByteArray("echo {a,b}{1,2}");
        QTest::addRow("cd") << QByteArray("cd / && pwd");
        QTest::addRow("return at top level") << QByteArray("return 3; echo after");
        QTest::addRow("local at top level") << QByteArray("local x=1; echo $?");
        QTest::addRow("read from stdin") << QByteArray("read x; echo \"[$x] $?\"");
        QTest::addRow("exit trap") << QByteArray("trap 'echo bye' EXIT; echo hi");
        QTest::addRow("subshell level") << QByteArray("echo $BASH_SUBSHELL");
        QTest::addRow("pipeline status") << QByteArray("false | true; echo ${PIPESTATUS[@]}");
        QTest::addRow("globbing") << QByteArray("cd /etc && echo host*");
        QTest::addRow("noclobber") << QByteArray("set -C; echo a > /dev/null; echo ok");
        QTest::addRow("array") << QByteArray("a=(x 'y z'); echo ${#a[@]} \"${a[1]}\"");
        QTest::addRow("printf quoting") << QByteArray("printf '%q\\n' \"a b'c\"");
        QTest::addRow("exit status of last") << QByteArray("true; false");
        QTest::addRow("wait for background") << QByteArray("(sleep 0.2; echo bg) & wait; echo fg");
        QTest::addRow("nul in printf") << QByteArray("printf 'a\\0b\\n' | od -c | head -1");
    }

    void scripts_runExactlyAsBashC()
    {
        QFETCH(QByteArray, script);
        EngineFixture engine;
        QTemporaryDir dir;
        const BashRun expected = bashC(script, dir.path());
        const auto result = engine.call({{"command", script.toStdString()}, {"workdir", dir.path().toStdString()}});
        QVERIFY2(!result.isError, qPrintable(result.text));
        QCOMPARE(result.exitCode, expected.exitCode);
        QString body = EngineFixture::body(result);
        if (result.exitCode != 0) {
            const QString exitLine = QStringLiteral("[exit code: %1]").arg(result.exitCode);
            QVERIFY(body.endsWith(exitLine));
            body.chop(exitLine.size());
            if (body.endsWith(QLatin1Char('\n')) &&
                !QString::fromUtf8(expected.err + expected.out).endsWith(QLatin1Char('\n')))
                body.chop(1);
        }
        const qsizetype stderrAt = body.indexOf(QStringLiteral("[stderr]\n"));
        QString out = stderrAt < 0 ? body : body.left(stderrAt);
        if (stderrAt >= 0 && !expected.out.endsWith('\n') && out.endsWith(QLatin1Char('\n')))
            out.chop(1);
        if (body == QStringLiteral("[command completed with exit code: 0]"))
            out.clear();
        QCOMPARE(out, QString::fromUtf8(expected.out));
        QCOMPARE(stderrAt >= 0, !expected.err.isEmpty());
    }

    void workdir_isForThisCallOnly_andResolvesAgainstTheTaskDirectory()
    {
        EngineFixture engine;
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub/deeper")));
        engine.run("cd '" + dir.path().toStdString() + "'");
        const auto relative = engine.call({{"command", "pwd; cd deeper; pwd"}, {"workdir", "sub"}});
        QCOMPARE(EngineFixture::body(relative),
                 dir.path() + QStringLiteral("/sub\n") + dir.path() + QStringLiteral("/sub/deeper\n"));
        QVERIFY(
            EngineFixture::header(relative).contains(QStringLiteral("cwd=") + dir.path() + QStringLiteral("/sub ")));
        QCOMPARE(EngineFixture::body(engine.run("pwd")), dir.path() + QStringLiteral("\n"));
        const auto home = engine.call({{"command", "pwd"}, {"workdir", "~"}});
        QCOMPARE(EngineFixture::body(home), QDir::homePath() + QStringLiteral("\n"));
    }

    void workdir_thatDoesNotExist_isExecutionFailedNamingThePath()
    {
        EngineFixture engine;
        const auto r = engine.call({{"command", "echo ran"}, {"workdir", "/no/such/dir-xyz"}});
        QVERIFY(r.isError);
        QCOMPARE(r.errorKind, ErrorKind::ExecutionFailed);
        QVERIFY2(r.text.startsWith(QStringLiteral("error[execution_failed]: local backend: ")), qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("/no/such/dir-xyz")));
        QVERIFY(!r.text.contains(QStringLiteral("ran")));
        QCOMPARE(engine.run("echo next").exitCode, 0);
    }

    void workdir_isNeverInterpretedByTheShell()
    {
        EngineFixture engine;
        QTemporaryDir dir;
        const QString marker = dir.filePath(QStringLiteral("pwned"));
        const auto r = engine.call({{"command", "true"}, {"workdir", "$(touch " + marker.toStdString() + ")"}});
        QVERIFY(r.isError);
        QVERIFY(!QFile::exists(marker));
        const QString odd = dir.filePath(QStringLiteral("a b'c$(x)\"d"));
        QVERIFY(QDir().mkpath(odd));
        const auto ok = engine.call({{"command", "pwd"}, {"workdir", odd.toStdString()}});
        QCOMPARE(EngineFixture::body(ok), odd + QStringLiteral("\n"));
        QVERIFY(EngineFixture::header(ok).contains(QStringLiteral("cwd=\"")));
    }

    void largeTimeout_isClampedWithANote()
    {
        EngineFixture engine;
        const auto r = engine.call({{"command", "echo hi"}, {"timeout_seconds", 3600}});
        QCOMPARE(r.text.section(QLatin1Char('\n'), 1, 1), QStringLiteral("[note: timeout clamped to 600 s]"));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("hi\n"));
    }

    void badArguments_areInvalidArgumentsAndNothingRuns()
    {
        EngineFixture engine;
        const auto r = engine.call({{"command", 5}});
        QVERIFY(r.isError);
        QCOMPARE(r.errorKind, ErrorKind::InvalidArguments);
        QVERIFY(r.text.startsWith(QStringLiteral("error[invalid_arguments]: `command`")));
        QVERIFY(!engine.registry->hasTasks());
    }

    void unknownBackend_isAnError_neverTheHost()
    {
        EngineFixture engine;
        airlock::engine::CallContext context;
        context.taskId = QStringLiteral("t");
        context.backend = QStringLiteral("dokcer");
        auto *call = engine.service->call(context, {{"command", "touch /tmp/should-not-exist-airlock"}});
        QSignalSpy spy(call, &airlock::engine::ToolCall::finished);
        QVERIFY(spy.wait(5000));
        QVERIFY(call->result().isError);
        QVERIFY(call->result().text.contains(QStringLiteral("dokcer")));
        QVERIFY(!engine.registry->hasTasks());
        delete call;
    }

    void output_isCleanedAndRedacted()
    {
        EngineFixture engine;
        const auto r =
            engine.run("printf '\\033[1;31mred\\033[0m\\ta\\r\\nprogress 10%%\\rprogress 100%%\\n';"
                       "printf 'bad \\xff\\xfe utf8 \\000nul\\n'; echo token=ghp_Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0Fg8Ys2Ta4");
        const QString body = EngineFixture::body(r);
        QVERIFY2(body.startsWith(QStringLiteral("red\ta\nprogress 100%\nbad \uFFFD")), qPrintable(body));
        QVERIFY(body.contains(QStringLiteral(" utf8 nul\n")));
        QVERIFY(!body.contains(QStringLiteral("Rt4Vn1Pz6Wb3Hc5J")));
        QVERIFY(body.contains(QStringLiteral("REDACTED")));
    }

    void hugeOutput_isTruncated40_60_inBoundedTime()
    {
        EngineFixture engine;
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.call(
            {{"command", "head -c 200000000 /dev/zero | tr '\\0' 'x'; echo; echo END"}, {"timeout_seconds", 120}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.truncated);
        QVERIFY2(EngineFixture::header(r).endsWith(QStringLiteral(" truncated=true output_bytes=200000005]")),
                 qPrintable(EngineFixture::header(r)));
        const QString body = EngineFixture::body(r);
        QVERIFY(body.contains(QStringLiteral("\n\n... [199900005 bytes omitted] ...\n\n")));
        QVERIFY(body.endsWith(QStringLiteral("x\nEND\n")));
        QCOMPARE(body.size(), 100000 + QStringLiteral("\n\n... [199900005 bytes omitted] ...\n\n").size());
        qInfo("200 MB through one call in %lld ms", clock.elapsed());
    }

    void stderrLimit_isAQuarterOfStdout()
    {
        airlock::core::Config config;
        config.maxOutputBytes = 4000;
        EngineFixture engine(config);
        const auto r = engine.run("head -c 10000 /dev/zero | tr '\\0' e >&2");
        QVERIFY(r.truncated);
        QVERIFY(r.text.contains(QStringLiteral("... [9000 bytes omitted] ...")));
    }

    void callsOfOneTask_runInOrder_differentTasksInParallel()
    {
        EngineFixture engine;
        auto *first = engine.start({{"command", "sleep 1; echo first"}}, QStringLiteral("one"));
        auto *second = engine.start({{"command", "echo second"}}, QStringLiteral("one"));
        QList<QString> order;
        connect(first, &airlock::engine::ToolCall::finished, this, [&] { order.append(QStringLiteral("first")); });
        connect(second, &airlock::engine::ToolCall::finished, this, [&] { order.append(QStringLiteral("second")); });
        QTRY_COMPARE_WITH_TIMEOUT(order.size(), 2, 15000);
        QCOMPARE(order, (QList<QString>{QStringLiteral("first"), QStringLiteral("second")}));
        delete first;
        delete second;

        QElapsedTimer clock;
        clock.start();
        QList<airlock::engine::ToolCall *> calls;
        for (int i = 0; i < 3; ++i)
            calls.append(engine.start({{"command", "sleep 1.5"}}, QStringLiteral("par%1").arg(i)));
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(calls.cbegin(), calls.cend(), [](auto *c) { return c->isFinished(); }),
                                 15000);
        QVERIFY2(clock.elapsed() < 4000, qPrintable(QString::number(clock.elapsed())));
        qDeleteAll(calls);
    }

    void cancel_killsTheCommandAndReports130()
    {
        EngineFixture engine;
        engine.run("export KEEP=yes");
        auto *call = engine.start({{"command", "echo start; sleep 100"}});
        QByteArray out;
        QObject reader; // the connection's context: it ends before `out` does
        connect(call, &airlock::engine::ToolCall::output, &reader,
                [&out](airlock::backends::OutputStream, const QByteArray &bytes) { out += bytes; });
        QTRY_VERIFY_WITH_TIMEOUT(
            engine.registry->status(QStringLiteral("t"))->state == airlock::backends::TaskState::Running, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(out.contains("start\n"), 5000); // cancelled in its `sleep 100`
        call->cancel();
        QSignalSpy spy(call, &airlock::engine::ToolCall::finished);
        QVERIFY(call->isFinished() || spy.wait(10000));
        QCOMPARE(call->result().exitCode, 130);
        QVERIFY(call->result().cancelled);
        QVERIFY(call->result().text.endsWith(QStringLiteral("[command cancelled]")));
        QVERIFY(call->result().text.contains(QStringLiteral("start\n")));
        delete call;
        QCOMPARE(EngineFixture::body(engine.run("echo $KEEP")), QStringLiteral("yes\n"));
    }

    void hugeCommand_ofOneMebibyte_runs()
    {
        EngineFixture engine;
        const std::string command = "x='" + std::string(1024 * 1024 - 40, 'a') + "'; echo ${#x}";
        const auto r = engine.run(command);
        QCOMPARE(EngineFixture::body(r), QStringLiteral("%1\n").arg(1024 * 1024 - 40));
    }
};

QTEST_GUILESS_MAIN(TestTerminalService)
#include "tst_terminalservice.moc"
