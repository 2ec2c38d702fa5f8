// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "core/Config.h"

#include <QTemporaryDir>
#include <QTest>

using airlock::core::Config;

class TestConfig : public QObject
{
    Q_OBJECT

private slots:
    void emptyObject_givesDefaults()
    {
        const auto config = Config::fromJsonText("{}", QStringLiteral("test"));
        QVERIFY(config.ok());
        QCOMPARE(config->backend, QStringLiteral("local"));
        QCOMPARE(config->maxOutputBytes, 100000);
        QCOMPARE(config->idleSecs, 300);
        QCOMPARE(config->sweepSecs, 60);
        QVERIFY(config->warnings.isEmpty());
    }

    void documentedKeys_areRead()
    {
        const auto config = Config::fromJsonText(
            R"({"backend":"Apptainer","max_output_bytes":5000,"idle_secs":10,"sweep_secs":2,
                "env_passthrough":["NPM_TOKEN"],"approval":{"mode":"off","timeout_secs":0},
                "local":{"shell":"/bin/bash"},"docker":{"image":"x"},"mcp":{"http":false}})",
            QStringLiteral("test"));
        QVERIFY2(config.ok(), qPrintable(config.ok() ? QString() : config.error().message));
        QCOMPARE(config->backend, QStringLiteral("singularity"));
        QCOMPARE(config->maxOutputBytes, 5000);
        QCOMPARE(config->idleSecs, 10);
        QCOMPARE(config->sweepSecs, 2);
        QCOMPARE(config->envPassthrough, QStringList{QStringLiteral("NPM_TOKEN")});
        QCOMPARE(config->approval.mode, QStringLiteral("off"));
        QCOMPARE(config->approval.timeoutSecs, 0);
        QCOMPARE(config->local.shell, QStringLiteral("/bin/bash"));
        QVERIFY(config->warnings.isEmpty());
    }

    void unknownKeys_areWarnedAbout()
    {
        const auto config =
            Config::fromJsonText(R"({"bakend":"docker","local":{"shel":"zsh"}})", QStringLiteral("f.json"));
        QVERIFY(config.ok());
        QCOMPARE(config->warnings.size(), 2);
        QVERIFY(config->warnings.at(0).contains(QStringLiteral("bakend")));
        QVERIFY(config->warnings.at(1).contains(QStringLiteral("local.shel")));
    }

    void badValues_areErrorsNamingTheKey_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("key");
        QTest::addRow("unknown backend") << QByteArray(R"({"backend":"dokcer"})") << QStringLiteral("dokcer");
        QTest::addRow("string number") << QByteArray(R"({"idle_secs":"300"})") << QStringLiteral("idle_secs");
        QTest::addRow("zero sweep") << QByteArray(R"({"sweep_secs":0})") << QStringLiteral("sweep_secs");
        QTest::addRow("tiny output") << QByteArray(R"({"max_output_bytes":10})") << QStringLiteral("max_output_bytes");
        QTest::addRow("bad mode") << QByteArray(R"({"approval":{"mode":"yolo"}})") << QStringLiteral("approval.mode");
        QTest::addRow("not object") << QByteArray(R"([1])") << QStringLiteral("object");
        QTest::addRow("broken json") << QByteArray(R"({"backend":)") << QStringLiteral("JSON");
    }

    void badValues_areErrorsNamingTheKey()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, key);
        const auto config = Config::fromJsonText(json.toStdString(), QStringLiteral("f.json"));
        QVERIFY(!config.ok());
        QVERIFY2(config.error().message.contains(key), qPrintable(config.error().message));
    }

    void environment_overridesTheFile()
    {
        Config config;
        QProcessEnvironment env;
        env.insert(QStringLiteral("AIRLOCK_TERMINAL_BACKEND_IDLE_SECS"), QStringLiteral("42"));
        env.insert(QStringLiteral("EDGECRAB_TERMINAL_BACKEND_SWEEP_SECS"), QStringLiteral("7"));
        env.insert(QStringLiteral("EDGECRAB_TERMINAL_BACKEND"), QStringLiteral("DOCKER"));
        QVERIFY(config.applyEnvironment(env).ok());
        QCOMPARE(config.idleSecs, 42);
        QCOMPARE(config.sweepSecs, 7);
        QCOMPARE(config.backend, QStringLiteral("docker"));
    }

    void unknownBackendInEnvironment_isAnError()
    {
        Config config;
        QProcessEnvironment env;
        env.insert(QStringLiteral("AIRLOCK_TERMINAL_BACKEND"), QStringLiteral("dokcer"));
        const auto applied = config.applyEnvironment(env);
        QVERIFY(!applied.ok());
        QCOMPARE(config.backend, QStringLiteral("local"));
    }

    void missingFile_isDefaultsUnlessRequired()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("none.json"));
        QVERIFY(Config::load(path, false).ok());
        QVERIFY(!Config::load(path, true).ok());
    }
};

QTEST_APPLESS_MAIN(TestConfig)
#include "tst_config.moc"
