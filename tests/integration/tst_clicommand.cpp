// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// CliCommand, the asynchronous runner of docker and apptainer: one report per run, a hung tool killed at its timeout,
// and a context that goes first takes its tool with it, quietly and without a callback (the app quitting while a
// leftover scan waits for `docker ps`).
#include "backends/CliCommand.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

using airlock::backends::CliCommand::Reply;
namespace cli = airlock::backends::CliCommand;

namespace {

// Whether a process whose command line is `words` (NUL-separated in /proc) runs.
bool running(const QByteArray &words)
{
    QByteArray needle = words;
    needle.replace(' ', '\0');
    for (const QString &pid : QDir(QStringLiteral("/proc")).entryList({QStringLiteral("[0-9]*")}, QDir::Dirs)) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (cmdline.open(QIODevice::ReadOnly) && cmdline.readAll().contains(needle))
            return true;
    }
    return false;
}

} // namespace

class TestCliCommand : public QObject
{
    Q_OBJECT

private slots:
    void init() { QTest::failOnWarning(QRegularExpression(QStringLiteral(".*"))); }

    void run_reportsOnce_withOutputAndStatus()
    {
        QObject context;
        QList<Reply> replies;
        cli::run(QStringLiteral("sh"), {QStringLiteral("-c"), QStringLiteral("echo out; echo err >&2; exit 3")},
                 QProcessEnvironment::systemEnvironment(), 5000, &context,
                 [&replies](const Reply &reply) { replies << reply; });
        QTRY_COMPARE(replies.size(), 1);
        QCOMPARE(replies[0].exitCode, 3);
        QCOMPARE(replies[0].out, QByteArray("out\n"));
        QCOMPARE(replies[0].err, QByteArray("err\n"));
        QTest::qWait(100);
        QCOMPARE(replies.size(), 1);
    }

    void hungTool_isKilledAtItsTimeout()
    {
        QObject context;
        QList<Reply> replies;
        QElapsedTimer clock;
        clock.start();
        cli::run(QStringLiteral("sleep"), {QStringLiteral("30.61")}, QProcessEnvironment::systemEnvironment(), 300,
                 &context, [&replies](const Reply &reply) { replies << reply; });
        QTRY_COMPARE_WITH_TIMEOUT(replies.size(), 1, 5000);
        QVERIFY(replies[0].timedOut);
        QVERIFY(clock.elapsed() < 3000);
        QVERIFY(!running("sleep 30.61"));
    }

    void contextGone_endsTheTool_withoutACallbackOrAWarning()
    {
        int callbacks = 0;
        {
            QObject context;
            cli::run(QStringLiteral("sleep"), {QStringLiteral("30.62")}, QProcessEnvironment::systemEnvironment(),
                     10000, &context, [&callbacks](const Reply &) { ++callbacks; });
            QTRY_VERIFY(running("sleep 30.62"));
        } // "QProcess: Destroyed while process ("sleep") is still running." would fail the test (init)
        QVERIFY(!running("sleep 30.62"));
        QTest::qWait(100);
        QCOMPARE(callbacks, 0);
    }
};

QTEST_GUILESS_MAIN(TestCliCommand)
#include "tst_clicommand.moc"
