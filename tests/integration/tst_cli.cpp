// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The real `airlock` binary: call, redact, --version, --help.
#include "AirlockProcess.h"

#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

namespace {

using airlock::test::airlockBinary;
using airlock::test::jsonLines;
using airlock::test::Run;
using airlock::test::runAirlock;

bool processAlive(qint64 pid)
{
    QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!stat.open(QIODevice::ReadOnly))
        return false;
    const QByteArray text = stat.readAll();
    return text.mid(text.lastIndexOf(')') + 2, 1) != "Z";
}

} // namespace

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY2(QFile::exists(airlockBinary()), "AIRLOCK_BINARY must point at the built airlock"); }

    void version_and_help()
    {
        const Run version = runAirlock({QStringLiteral("--version")}, {});
        QCOMPARE(version.exitCode, 0);
        QVERIFY(version.out.startsWith("airlock 0."));
        const Run help = runAirlock({QStringLiteral("--help")}, {});
        QCOMPARE(help.exitCode, 0);
        QVERIFY(help.out.contains("airlock call"));
        QVERIFY(help.out.contains("redact"));
        const Run unknown = runAirlock({QStringLiteral("frobnicate")}, {});
        QCOMPARE(unknown.exitCode, 2);
        QVERIFY(unknown.err.contains("unknown command"));
    }

    // The desktop app's own options work without the `gui` command, as the usage shows them: `airlock --hidden`
    // and `airlock --config FILE` start the app (here offscreen, in the tray, so no window), which opens its bridge.
    void desktopOptions_withoutTheCommand_startTheApp_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addRow("--hidden") << QStringList{QStringLiteral("--hidden")};
        QTest::addRow("--config FILE --hidden")
            << QStringList{QStringLiteral("--config"), QStringLiteral("CONFIG"), QStringLiteral("--hidden")};
        QTest::addRow("--hidden --config FILE")
            << QStringList{QStringLiteral("--hidden"), QStringLiteral("--config"), QStringLiteral("CONFIG")};
    }
    void desktopOptions_withoutTheCommand_startTheApp()
    {
        QFETCH(QStringList, arguments);
        airlock::test::IsolatedEnvironment home;
        const QString config = home.writeConfig(R"({"idle_secs": 300})");
        arguments.replaceInStrings(QStringLiteral("CONFIG"), config);
        QProcess app;
        QProcessEnvironment env = home.environment();
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        app.setProcessEnvironment(env);
        app.start(airlockBinary(), arguments);
        QVERIFY(app.waitForStarted(10000));
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(home.socketPath()) || app.state() == QProcess::NotRunning, 20000);
        QVERIFY2(app.state() == QProcess::Running, app.readAllStandardError().constData());
        ::kill(pid_t(app.processId()), SIGTERM);
        QVERIFY(app.waitForFinished(30000));
        const QByteArray err = app.readAllStandardError();
        QVERIFY2(!err.contains("unknown command"), err.constData());
        QCOMPARE(app.exitCode(), 0);
    }

    // What the subcommands print for people follows the locale as the window does: their usage texts and messages,
    // with the commands, options and names kept as typed. `LC_ALL=C` gives English.
    void commandLineOutput_readsInThePersonsLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("expected");
        const QStringList secretHelp{QStringLiteral("secret"), QStringLiteral("--help")};
        const QStringList hookWithoutAgent{QStringLiteral("hook"), QStringLiteral("install")};
        const QStringList checkpointsAlone{QStringLiteral("checkpoints")};
        QTest::addRow("secret --help, de")
            << QStringLiteral("de") << secretHelp << QByteArray("Aufruf: airlock secret <Aktion> [NAME] [Optionen]");
        QTest::addRow("secret --help, fr")
            << QStringLiteral("fr") << secretHelp << QByteArray("Codes de sortie\xc2\xa0: 0 fait, 1 secret inconnu");
        QTest::addRow("secret --help, C")
            << QStringLiteral("C") << secretHelp << QByteArray("Exit codes: 0 done, 1 no such secret");
        QTest::addRow("hook install, de")
            << QStringLiteral("de") << hookWithoutAgent << QByteArray("uninstall  nimmt ihn wieder heraus");
        QTest::addRow("hook install, fr") << QStringLiteral("fr") << hookWithoutAgent
                                          << QByteArray("  --dry-run       afficher la modification, ne rien écrire");
        QTest::addRow("checkpoints, de") << QStringLiteral("de") << checkpointsAlone
                                         << QByteArray("Eine Wiederherstellung wird im Audit-Protokoll aufgezeichnet");
        QTest::addRow("checkpoints, fr") << QStringLiteral("fr") << checkpointsAlone
                                         << QByteArray("Une restauration est enregistrée dans le journal d’audit");
    }
    void commandLineOutput_readsInThePersonsLanguage()
    {
        QFETCH(QString, language);
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, expected);
        airlock::test::IsolatedEnvironment home;
        for (const char *name : {"LANGUAGE", "LC_MESSAGES", "LANG"})
            home.unsetVariable(QString::fromLatin1(name));
        home.setVariable(QStringLiteral("LC_ALL"),
                         language == QLatin1String("C") ? language : language + QStringLiteral(".UTF-8"));
        const Run r = runAirlock(arguments, {}, home);
        const QByteArray shown = r.out + r.err;
        QVERIFY2(shown.contains(expected), shown.constData());
    }

    void unknownOption_isAClearError()
    {
        const Run r = runAirlock({QStringLiteral("--no-such-option")}, {});
        QVERIFY(r.exitCode != 0);
        QVERIFY2(r.err.contains("no-such-option"), r.err.constData());
    }

    void call_answersEveryLineInOrder_andSurvivesBadLines()
    {
        QTemporaryDir dir;
        const QByteArray input = "{\"command\":\"export X=1; cd /tmp\"}\n"
                                 "{bad json\n"
                                 "\n"
                                 "{\"command\": 5}\n"
                                 "[1,2]\n"
                                 "{\"command\":\"echo $X; pwd\"}\n"
                                 "{\"command\":\"exit 3\"}\n"
                                 "{\"command\":\"echo last\"}";
        const Run run =
            runAirlock({QStringLiteral("call"), QStringLiteral("--task"), QStringLiteral("cli-test")}, input);
        QCOMPARE(run.exitCode, 0);
        const auto lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 7);
        QCOMPARE(lines[0]["is_error"].get<bool>(), false);
        QVERIFY(lines[0]["text"].get<std::string>().rfind("[terminal_result status=success backend=local", 0) == 0);
        QCOMPARE(lines[1]["is_error"].get<bool>(), true);
        QVERIFY(lines[1]["text"].get<std::string>().rfind("error[invalid_arguments]: ", 0) == 0);
        QCOMPARE(lines[2]["is_error"].get<bool>(), true);
        QVERIFY(lines[2]["text"].get<std::string>().find("`command`") != std::string::npos);
        QCOMPARE(lines[3]["is_error"].get<bool>(), true);
        QVERIFY(lines[4]["text"].get<std::string>().find("\n1\n/tmp\n") != std::string::npos);
        QCOMPARE(lines[5]["is_error"].get<bool>(), false); // a non-zero exit is a result, not an error
        QVERIFY(lines[5]["text"].get<std::string>().find("exit_code=3]") != std::string::npos);
        QVERIFY(lines[6]["text"].get<std::string>().find("last") != std::string::npos);
    }

    void call_cleansUpEverythingAtEndOfInput()
    {
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("bg.pid"));
        const QByteArray input = "{\"command\":\"sleep 1000 & echo $! > '" + pidFile.toUtf8() + "'\"}\n";
        const Run run = runAirlock({QStringLiteral("call")}, input);
        QCOMPARE(run.exitCode, 0);
        QFile file(pidFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const qint64 pid = file.readAll().trimmed().toLongLong();
        QVERIFY(pid > 0);
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(pid), 3000);
    }

    void call_withUnknownBackend_refusesToStart()
    {
        const Run run = runAirlock({QStringLiteral("call"), QStringLiteral("--backend"), QStringLiteral("dokcer")},
                                   "{\"command\":\"true\"}\n");
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("dokcer"));
        QVERIFY(run.out.isEmpty());
    }

    void call_withMissingConfigFile_saysWhich()
    {
        const Run run =
            runAirlock({QStringLiteral("call"), QStringLiteral("--config"), QStringLiteral("/no/such.json")}, {});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains("/no/such.json"));
    }

    void call_overlongLine_isAnErrorAndTheNextLineRuns()
    {
        QByteArray input = "{\"command\":\"echo " + QByteArray(20 * 1024 * 1024, 'a') + "\"}\n";
        input += "{\"command\":\"echo after\"}\n";
        const Run run = runAirlock({QStringLiteral("call")}, input);
        QCOMPARE(run.exitCode, 0);
        const auto lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 2);
        QCOMPARE(lines[0]["is_error"].get<bool>(), true);
        QVERIFY(lines[1]["text"].get<std::string>().find("after") != std::string::npos);
    }

    void call_interruptedBySigint_cancelsAndCleansUp()
    {
        QTemporaryDir dir;
        const QString pidFile = dir.filePath(QStringLiteral("p.pid"));
        const airlock::test::IsolatedEnvironment home;
        QProcess process;
        process.setProcessEnvironment(home.environment());
        process.start(airlockBinary(), {QStringLiteral("call")});
        QVERIFY(process.waitForStarted());
        process.write("{\"command\":\"sleep 1000 & echo $! > '" + pidFile.toUtf8() + "'; sleep 1000\"}\n");
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(pidFile) && QFile(pidFile).size() > 0, 10000);
        ::kill(pid_t(process.processId()), SIGINT);
        QVERIFY(process.waitForFinished(15000));
        QCOMPARE(process.exitCode(), 130);
        const auto lines = jsonLines(process.readAllStandardOutput());
        QCOMPARE(lines.size(), 1);
        QVERIFY(lines[0]["text"].get<std::string>().find("[command cancelled]") != std::string::npos);
        QFile file(pidFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const qint64 pid = file.readAll().trimmed().toLongLong();
        QTRY_VERIFY_WITH_TIMEOUT(!processAlive(pid), 3000);
    }

    void redact_streamsStdinToStdout()
    {
        QByteArray input;
        for (int i = 0; i < 200000; ++i)
            input += "line " + QByteArray::number(i) + " token=ghp_Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0Fg8Ys2Ta4 ok\n";
        const Run run = runAirlock({QStringLiteral("redact")}, input);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.count('\n'), 200000);
        QVERIFY(!run.out.contains("Rt4Vn1Pz6Wb3Hc5J"));
        QVERIFY(run.out.startsWith("line 0 token="));
        QVERIFY(run.out.contains("REDACTED"));
        QVERIFY(run.out.endsWith(" ok\n"));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
