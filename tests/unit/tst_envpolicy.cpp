// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "core/EnvPolicy.h"

#include <QTest>

using airlock::core::EnvPolicy;

class TestEnvPolicy : public QObject
{
    Q_OBJECT

private slots:
    void secrets_areScrubbed_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("scrubbed");
        QTest::addRow("seed list") << QStringLiteral("ANTHROPIC_API_KEY") << true;
        QTest::addRow("seed list 2") << QStringLiteral("GOOGLE_APPLICATION_CREDENTIALS") << true;
        QTest::addRow("aws id") << QStringLiteral("AWS_ACCESS_KEY_ID") << true;
        QTest::addRow("suffix api key") << QStringLiteral("MY_SERVICE_API_KEY") << true;
        QTest::addRow("suffix secret") << QStringLiteral("CLIENT_SECRET") << true;
        QTest::addRow("suffix token") << QStringLiteral("NPM_TOKEN") << true;
        QTest::addRow("suffix password lower") << QStringLiteral("db_password") << true;
        QTest::addRow("suffix passwd") << QStringLiteral("ROOT_PASSWD") << true;
        QTest::addRow("suffix credentials") << QStringLiteral("GCP_CREDENTIALS") << true;
        QTest::addRow("suffix private key") << QStringLiteral("DEPLOY_PRIVATE_KEY") << true;
        QTest::addRow("sudo password") << QStringLiteral("SUDO_PASSWORD") << true;
        QTest::addRow("ssh passphrase") << QStringLiteral("AIRLOCK_SSH_PASSPHRASE") << true;
        QTest::addRow("home") << QStringLiteral("HOME") << false;
        QTest::addRow("path") << QStringLiteral("PATH") << false;
        QTest::addRow("tokenizer") << QStringLiteral("TOKENIZERS_PARALLELISM") << false;
        QTest::addRow("secret in middle") << QStringLiteral("SECRETS_DIR") << false;
    }

    void secrets_areScrubbed()
    {
        QFETCH(QString, name);
        QFETCH(bool, scrubbed);
        QProcessEnvironment source;
        source.insert(name, QStringLiteral("value"));
        const QProcessEnvironment env = EnvPolicy().build(source, {QStringLiteral("t1"), QStringLiteral("/tmp/x")});
        QCOMPARE(!env.contains(name), scrubbed);
    }

    void forceVariable_letsOneSecretThrough()
    {
        QProcessEnvironment source;
        source.insert(QStringLiteral("GITHUB_TOKEN"), QStringLiteral("t"));
        source.insert(QStringLiteral("NPM_TOKEN"), QStringLiteral("n"));
        source.insert(QStringLiteral("_AIRLOCK_FORCE_GITHUB_TOKEN"), QStringLiteral("1"));
        const QProcessEnvironment env = EnvPolicy().build(source, {});
        QCOMPARE(env.value(QStringLiteral("GITHUB_TOKEN")), QStringLiteral("t"));
        QVERIFY(!env.contains(QStringLiteral("NPM_TOKEN")));
    }

    void configPassthrough_letsListedNamesThrough()
    {
        QProcessEnvironment source;
        source.insert(QStringLiteral("NPM_TOKEN"), QStringLiteral("n"));
        const QProcessEnvironment env = EnvPolicy({QStringLiteral("NPM_TOKEN")}).build(source, {});
        QCOMPARE(env.value(QStringLiteral("NPM_TOKEN")), QStringLiteral("n"));
    }

    void fixedVariables_areSet()
    {
        QProcessEnvironment source;
        source.insert(QStringLiteral("TERM"), QStringLiteral("xterm-256color"));
        source.insert(QStringLiteral("LC_ALL"), QStringLiteral("fr_FR.UTF-8"));
        const QProcessEnvironment env =
            EnvPolicy().build(source, {QStringLiteral("task-7"), QStringLiteral("/tmp/t7")});
        QCOMPARE(env.value(QStringLiteral("TERM")), QStringLiteral("dumb"));
        QCOMPARE(env.value(QStringLiteral("LC_ALL")), QStringLiteral("C.UTF-8"));
        QCOMPARE(env.value(QStringLiteral("AIRLOCK_TASK_ID")), QStringLiteral("task-7"));
        QCOMPARE(env.value(QStringLiteral("TMPDIR")), QStringLiteral("/tmp/t7"));
        QCOMPARE(env.value(QStringLiteral("PATH")), EnvPolicy::defaultPath());
    }

    void pathWithoutUsrBin_getsTheSanePathAppended()
    {
        QProcessEnvironment source;
        source.insert(QStringLiteral("PATH"), QStringLiteral("/opt/tools"));
        const QProcessEnvironment env = EnvPolicy().build(source, {});
        QCOMPARE(env.value(QStringLiteral("PATH")), QStringLiteral("/opt/tools:") + EnvPolicy::defaultPath());
    }
};

QTEST_APPLESS_MAIN(TestEnvPolicy)
#include "tst_envpolicy.moc"
