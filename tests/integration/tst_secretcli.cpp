// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// `airlock secret` end to end against a real keychain (gnome-keyring on a private D-Bus session, started by
// tests/fixtures/keyring/with-keyring.sh): set from stdin, get to a pipe (and refused on a terminal), list without
// values, delete, the environment's precedence, and clear errors for bad names and values in argv.
#include "AirlockProcess.h"
#include "SecretSearch.h"
#include "mcp/HttpTestClient.h"

#include <QStandardPaths>
#include <QTest>

using airlock::test::HttpServerProcess;
using airlock::test::IsolatedEnvironment;
using airlock::test::Run;

namespace {

Run secret(const QStringList &args, const QByteArray &input = {},
           const IsolatedEnvironment &home = IsolatedEnvironment())
{
    return airlock::test::runAirlock(QStringList{QStringLiteral("secret")} + args, input, home);
}

QByteArray describe(const Run &run)
{
    return "exit " + QByteArray::number(run.exitCode) + ", stderr: " + run.err;
}

} // namespace

class TestSecretCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariable("AIRLOCK_TEST_KEYRING") == QLatin1String("keyring"),
                 "run through tests/fixtures/keyring/with-keyring.sh, never against the person's keychain");
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
    }

    void set_readsStdin_getPrintsItToAPipe_deleteForgetsIt()
    {
        const Run set = secret({QStringLiteral("set"), QStringLiteral("modal-token-id")}, "ak-cli-value-1\n");
        QVERIFY2(set.exitCode == 0, describe(set).constData());
        QVERIFY(!set.out.contains("ak-cli-value-1"));
        QVERIFY(!set.err.contains("ak-cli-value-1"));

        const Run get = secret({QStringLiteral("get"), QStringLiteral("modal-token-id")});
        QVERIFY2(get.exitCode == 0, describe(get).constData());
        QCOMPARE(get.out, QByteArray("ak-cli-value-1\n"));

        const Run remove = secret({QStringLiteral("delete"), QStringLiteral("modal-token-id")});
        QVERIFY2(remove.exitCode == 0, describe(remove).constData());
        const Run gone = secret({QStringLiteral("get"), QStringLiteral("modal-token-id")});
        QCOMPARE(gone.exitCode, 1);
        QVERIFY(gone.out.isEmpty());
        QVERIFY2(gone.err.contains("MODAL_TOKEN_ID"), gone.err.constData());
    }

    void set_dropsExactlyOneTrailingNewline()
    {
        const QString name = QStringLiteral("ssh-password/deploy@build.example:22");
        QCOMPARE(secret({QStringLiteral("set"), name}, "two lines\nkept\n\n").exitCode, 0);
        const Run get = secret({QStringLiteral("get"), name});
        QCOMPARE(get.out, QByteArray("two lines\nkept\n\n"));
        QCOMPARE(secret({QStringLiteral("set"), name}, "no newline").exitCode, 0);
        QCOMPARE(secret({QStringLiteral("get"), name}).out, QByteArray("no newline\n"));
        QCOMPARE(secret({QStringLiteral("delete"), name}).exitCode, 0);
    }

    void set_withoutAValue_orWithTheValueInArgv_isRefused()
    {
        const Run empty = secret({QStringLiteral("set"), QStringLiteral("daytona-api-key")}, "\n");
        QCOMPARE(empty.exitCode, 2);
        QVERIFY2(empty.err.contains("no value on stdin"), empty.err.constData());

        const Run inArgv = secret({QStringLiteral("set"), QStringLiteral("daytona-api-key"), QStringLiteral("v")});
        QCOMPARE(inArgv.exitCode, 2);
        QVERIFY2(inArgv.err.contains("never from the command line"), inArgv.err.constData());
        QCOMPARE(secret({QStringLiteral("get"), QStringLiteral("daytona-api-key")}).exitCode, 1);
    }

    void unknownName_listsTheValidForms_data()
    {
        QTest::addColumn<QString>("action");
        QTest::addRow("set") << QStringLiteral("set");
        QTest::addRow("get") << QStringLiteral("get");
        QTest::addRow("delete") << QStringLiteral("delete");
    }

    void unknownName_listsTheValidForms()
    {
        QFETCH(QString, action);
        const Run run = secret({action, QStringLiteral("github-token")}, "value\n");
        QCOMPARE(run.exitCode, 2);
        for (const char *form :
             {"ssh-password/<user>@<host>:<port>", "ssh-passphrase/<key file>", "sudo-password/<backend>/<host>",
              "modal-token-id", "modal-token-secret", "daytona-api-key", "mcp-http-token"})
            QVERIFY2(run.err.contains(form), run.err.constData());
    }

    void get_environmentTakesPrecedence()
    {
        QCOMPARE(secret({QStringLiteral("set"), QStringLiteral("modal-token-secret")}, "from-keychain").exitCode, 0);
        IsolatedEnvironment home;
        QProcessEnvironment env = home.environment();
        env.insert(QStringLiteral("MODAL_TOKEN_SECRET"), QStringLiteral("from-environment"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(airlock::test::airlockBinary(),
                      {QStringLiteral("secret"), QStringLiteral("get"), QStringLiteral("modal-token-secret")});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardOutput(), QByteArray("from-environment\n"));
        QVERIFY(process.readAllStandardError().contains("MODAL_TOKEN_SECRET"));
        QCOMPARE(secret({QStringLiteral("get"), QStringLiteral("modal-token-secret")}).out,
                 QByteArray("from-keychain\n"));
        QCOMPARE(secret({QStringLiteral("delete"), QStringLiteral("modal-token-secret")}).exitCode, 0);
    }

    void get_onATerminal_isRefusedUnlessShow()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("script")).isEmpty())
            QSKIP("util-linux `script` is needed for a terminal");
        QCOMPARE(secret({QStringLiteral("set"), QStringLiteral("daytona-api-key")}, "tty-value-7").exitCode, 0);
        // `script` gives the command a pseudo-terminal as stdout; its exit code is the command's (-e).
        const auto onTerminal = [](const QString &extra) {
            QProcess process;
            process.start(QStringLiteral("script"),
                          {QStringLiteral("-qec"),
                           airlock::test::airlockBinary() + QStringLiteral(" secret get daytona-api-key") + extra,
                           QStringLiteral("/dev/null")});
            process.closeWriteChannel();
            process.waitForFinished(30000);
            return Run{process.exitCode(), process.readAllStandardOutput(), process.readAllStandardError()};
        };
        const Run refused = onTerminal({});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY(!refused.out.contains("tty-value-7"));
        QVERIFY2(refused.out.contains("--show"), refused.out.constData());
        const Run shown = onTerminal(QStringLiteral(" --show"));
        QCOMPARE(shown.exitCode, 0);
        QVERIFY(shown.out.contains("tty-value-7"));
        QCOMPARE(secret({QStringLiteral("delete"), QStringLiteral("daytona-api-key")}).exitCode, 0);
    }

    void list_namesEachSourceAndNeverAValue()
    {
        const QString sshName = QStringLiteral("ssh-passphrase/") + QDir::homePath() + QStringLiteral("/.ssh/id_test");
        QCOMPARE(secret({QStringLiteral("set"), sshName}, "list-value-keychain").exitCode, 0);
        QCOMPARE(secret({QStringLiteral("set"), QStringLiteral("sudo-password/docker/box")}, "list-value-2").exitCode,
                 0);

        IsolatedEnvironment home;
        QProcessEnvironment env = home.environment();
        env.insert(QStringLiteral("DAYTONA_API_KEY"), QStringLiteral("list-value-environment"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(airlock::test::airlockBinary(), {QStringLiteral("secret"), QStringLiteral("list")});
        QVERIFY(process.waitForFinished(30000));
        const QByteArray out = process.readAllStandardOutput();
        const QByteArray err = process.readAllStandardError();
        QVERIFY2(process.exitCode() == 0, err.constData());
        QVERIFY2(out.contains(QByteArray(sshName.toUtf8() + "\tkeychain\n")), out.constData());
        QVERIFY2(out.contains("sudo-password/docker/box\tkeychain\n"), out.constData());
        QVERIFY2(out.contains("daytona-api-key\tenvironment (DAYTONA_API_KEY)\n"), out.constData());
        QVERIFY2(out.contains("modal-token-id\tnot set\n"), out.constData());
        QVERIFY2(out.contains("mcp-http-token\t"), out.constData());
        QVERIFY2(out.contains("sudo-password/local/"), out.constData());
        for (const QByteArray &value :
             {QByteArray("list-value-keychain"), QByteArray("list-value-2"), QByteArray("list-value-environment")}) {
            QVERIFY(!out.contains(value));
            QVERIFY(!err.contains(value));
        }
        QCOMPARE(secret({QStringLiteral("delete"), sshName}).exitCode, 0);
        QCOMPARE(secret({QStringLiteral("delete"), QStringLiteral("sudo-password/docker/box")}).exitCode, 0);
    }

    void storedValues_areNeverInAPlainFile()
    {
        IsolatedEnvironment home;
        QCOMPARE(
            secret({QStringLiteral("set"), QStringLiteral("modal-token-id")}, "plain-text-canary-42", home).exitCode,
            0);
        QCOMPARE(secret({QStringLiteral("get"), QStringLiteral("modal-token-id")}, {}, home).out,
                 QByteArray("plain-text-canary-42\n"));
        // The keyring's own folders (HOME, XDG_* of with-keyring.sh) and Airlock's (IsolatedEnvironment).
        QCOMPARE(
            airlock::test::filesContaining(qEnvironmentVariable("AIRLOCK_TEST_KEYRING_ROOT"), "plain-text-canary-42"),
            QStringList());
        QCOMPARE(airlock::test::filesContaining(home.path("."), "plain-text-canary-42"), QStringList());
        QCOMPARE(secret({QStringLiteral("delete"), QStringLiteral("modal-token-id")}, {}, home).exitCode, 0);
    }

    void mcpHttp_tokenIsMadeInTheKeychain_onceAndAccepted()
    {
        IsolatedEnvironment home;
        home.unsetVariable(QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN"));
        QByteArray first;
        for (int round = 0; round < 2; ++round) {
            HttpServerProcess server(airlock::test::airlockBinary(),
                                     {QStringLiteral("mcp"), QStringLiteral("--http"), QStringLiteral("0")}, home);
            QVERIFY2(server.port() != 0, server.process().readAllStandardError().constData());
            const Run get = secret({QStringLiteral("get"), QStringLiteral("mcp-http-token")}, {}, home);
            QCOMPARE(get.exitCode, 0);
            const QByteArray token = get.out.trimmed();
            QVERIFY2(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(QString::fromLatin1(token)).hasMatch(),
                     token.constData());
            if (round == 0)
                first = token;
            QCOMPARE(token, first); // made once, then read back
            server.setToken(token);
            QVERIFY(!server.initialize().isEmpty());
            server.setToken(QByteArray(64, 'a'));
            QVERIFY(server.initialize().isEmpty());
        }
        QCOMPARE(airlock::test::filesContaining(home.path("."), first), QStringList());
        QCOMPARE(airlock::test::filesContaining(qEnvironmentVariable("AIRLOCK_TEST_KEYRING_ROOT"), first),
                 QStringList());
        QCOMPARE(secret({QStringLiteral("delete"), QStringLiteral("mcp-http-token")}, {}, home).exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestSecretCli)
#include "tst_secretcli.moc"
