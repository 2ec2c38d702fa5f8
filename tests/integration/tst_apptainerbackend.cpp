// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The singularity backend on the apptainer CLI emulator (tests/emulators/apptainer, first on PATH): the isolation
// flags it passes (from the emulator's log), the environment, the workspace, the network, timeouts and cancels, a
// gigabyte of output, redaction, bad setups, an instance stopped from outside, leftovers of a dead Airlock, cleanup,
// and the emulator refusing what Apptainer refuses. (The persistent-shell rules run on it in
// tst_shellsession_apptainer.)
#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "ProcessMemory.h"
#include "backends/ApptainerBackend.h"
#include "backends/OwnerInstance.h"
#include "engine/LeftoverScan.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QSysInfo>

#include <QTemporaryDir>
#include <optional>

using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;

class TestApptainerBackend : public QObject
{
    Q_OBJECT

public:
    TestApptainerBackend()
        : m_backend(QStringLiteral("apptainer"))
    {}

private:
    QProcess *apptainer(const QStringList &args)
    {
        auto *p = new QProcess(this);
        p->setProcessEnvironment(m_backend.environment());
        p->start(QStringLiteral("apptainer"), args);
        p->waitForFinished(10000);
        return p;
    }

    static QString stateFile(const QString &instance)
    {
        return airlock::backends::ApptainerBackend::stateDirectory() + QLatin1Char('/') + instance +
               QStringLiteral(".json");
    }

    // An instance with the state file an Airlock run `owner` would have written for task "old-task".
    bool startLabelledInstance(const QString &name, const QString &owner)
    {
        QDir().mkpath(airlock::backends::ApptainerBackend::stateDirectory());
        QFile f(stateFile(name));
        if (!f.open(QIODevice::WriteOnly))
            return false;
        f.write(QJsonDocument(QJsonObject{{QStringLiteral("instance"), name},
                                          {QStringLiteral("task"), QStringLiteral("old-task")},
                                          {QStringLiteral("owner"), owner},
                                          {QStringLiteral("image"), QStringLiteral("docker://debian:12")}})
                    .toJson(QJsonDocument::Compact));
        f.close();
        return apptainer({QStringLiteral("instance"), QStringLiteral("start"), QStringLiteral("--containall"),
                          QStringLiteral("docker://debian:12"), name})
                   ->exitCode() == 0;
    }

    BackendUnderTest m_backend;
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        if (!m_backend.setUp(&why))
            QFAIL(qPrintable(why));
        QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("apptainer")).isEmpty(), "the emulator is not on PATH");
    }

    void instance_startsWithTheIsolatingFlags()
    {
        QProcessEnvironment env = m_backend.environment();
        const QString log = m_dir.filePath(QStringLiteral("argv.log"));
        env.insert(QStringLiteral("APPTAINER_EMULATOR_LOG"), log);
        EngineFixture engine(m_backend.config(), env);
        QCOMPARE(engine.run("echo up").exitCode, 0);
        QFile f(log);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        QVERIFY2(text.contains(QStringLiteral("instance start --containall --cleanenv --no-home --overlay ")),
                 qPrintable(text));
        QVERIFY(text.contains(QStringLiteral(" --net --network none ")));
        QVERIFY(text.contains(QStringLiteral(":/workspace ")));
        QVERIFY(text.contains(QStringLiteral("exec --cleanenv --pwd /workspace ")));
        engine.cleanupAll();
    }

    void hostSecrets_stayOutside_workspaceIsBoundAndWritable_noNetwork()
    {
        QProcessEnvironment env = m_backend.environment();
        env.insert(QStringLiteral("MY_SERVICE_API_KEY"), QStringLiteral("sk-sekrit-apptainer"));
        env.insert(QStringLiteral("HOST_ONLY"), QStringLiteral("host-only"));
        EngineFixture engine(m_backend.config(), env);
        const auto r = engine.run("env");
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!r.text.contains(QStringLiteral("sk-sekrit")));
        QVERIFY(!r.text.contains(QStringLiteral("host-only")));
        const auto dir = m_backend.scratch();
        const auto w = engine.run("cd '" + dir.taskStd() + "' && echo data > out && pwd");
        QCOMPARE(EngineFixture::body(w), dir.task + QLatin1Char('\n'));
        QFile out(dir.host + QStringLiteral("/out"));
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("data\n"));
        const auto net = engine.run("tail -n +3 /proc/net/dev | cut -d: -f1 | tr -d ' '");
        QCOMPARE(EngineFixture::body(net), QStringLiteral("lo\n"));
        engine.cleanupAll();
    }

    void timeout_killsTheCommandTree()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        const auto dir = m_backend.scratch();
        const auto r =
            engine.call({{"command", "cd '" + dir.taskStd() + "'; sleep 1000 & echo $! > bg.pid; sleep 1000"},
                         {"timeout_seconds", 1}});
        QCOMPARE(r.exitCode, 124);
        QFile pidFile(dir.host + QStringLiteral("/bg.pid"));
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        QTRY_VERIFY_WITH_TIMEOUT(!BackendUnderTest::aliveInTask(engine, pidFile.readAll().trimmed().toLongLong()),
                                 5000);
        engine.cleanupAll();
    }

    void missingBinary_andMissingImage_areClearErrors()
    {
        QProcessEnvironment env = m_backend.environment();
        env.insert(QStringLiteral("PATH"), m_dir.filePath(QStringLiteral("nothing-here")));
        EngineFixture noBinary(m_backend.config(), env);
        const auto r = noBinary.run("true");
        QVERIFY2(r.isError, qPrintable(r.text));
        QVERIFY2(r.text.contains(QStringLiteral("singularity.binary")) && r.text.contains(QStringLiteral("PATH")) &&
                     r.text.contains(QStringLiteral("apptainer")),
                 qPrintable(r.text));

        QProcessEnvironment missing = m_backend.environment();
        missing.insert(QStringLiteral("APPTAINER_EMULATOR_MISSING"), m_backend.config().singularity.image);
        EngineFixture noImage(m_backend.config(), missing);
        const auto m = noImage.run("true");
        QVERIFY2(m.text.contains(QStringLiteral("could not open image")) &&
                     m.text.contains(QStringLiteral("singularity.image")),
                 qPrintable(m.text));
        QCOMPARE(m_backend.apptainerInstances(), QStringList());

        auto config = m_backend.config();
        config.singularity.image.clear();
        EngineFixture noConfig(config, m_backend.environment());
        QVERIFY(noConfig.run("true").text.contains(QStringLiteral("set `singularity.image`")));
    }

    void instanceStoppedFromOutside_nextCallRunsOnAFreshOne_withANote()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        QCOMPARE(engine.run("export KEEP=yes").exitCode, 0);
        const QStringList before = m_backend.apptainerInstances();
        QCOMPARE(before.size(), 1);
        QCOMPARE(apptainer({QStringLiteral("instance"), QStringLiteral("stop"), before.first()})->exitCode(), 0);
        const auto r = engine.run("echo \"keep=$KEEP\"");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.text.contains(QStringLiteral("[note: the singularity backend was unhealthy")), qPrintable(r.text));
        QVERIFY2(r.text.contains(QStringLiteral("state was lost")) && r.text.contains(before.first()),
                 qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("keep=\n")));
        const QStringList after = m_backend.apptainerInstances();
        QCOMPARE(after.size(), 1);
        QVERIFY(after != before);
        engine.cleanupAll();
        QCOMPARE(m_backend.apptainerInstances(), QStringList());
    }

    // A timeout and a cancel both end a running sleep within a few seconds, kill it, and keep the shell's state.
    void abortedCommand_killsItsSleep_andKeepsTheShell_data()
    {
        QTest::addColumn<bool>("cancel");
        QTest::newRow("timeout") << false;
        QTest::newRow("cancel") << true;
    }
    void abortedCommand_killsItsSleep_andKeepsTheShell()
    {
        QFETCH(bool, cancel);
        EngineFixture engine(m_backend.config(), m_backend.environment());
        const auto dir = m_backend.scratch();
        QCOMPARE(engine.run("cd '" + dir.taskStd() + "' && export KEEP=kept").exitCode, 0);
        QElapsedTimer clock;
        clock.start();
        nlohmann::json args{{"command", "sleep 1234 & echo $! > sleep.pid; wait"}};
        if (!cancel)
            args["timeout_seconds"] = 1;
        auto *call = engine.start(args);
        QSignalSpy finished(call, &airlock::engine::ToolCall::finished);
        const QString pidFile = dir.host + QStringLiteral("/sleep.pid");
        QTRY_VERIFY_WITH_TIMEOUT(QFileInfo(pidFile).size() > 0, 10000);
        if (cancel)
            call->cancel();
        QVERIFY(call->isFinished() || finished.wait(15000));
        const auto r = call->result();
        delete call;
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        QCOMPARE(r.exitCode, cancel ? 130 : 124);
        QVERIFY2(r.text.endsWith(cancel ? QStringLiteral("[command cancelled]")
                                        : QStringLiteral("[command timed out after 1 s]")),
                 qPrintable(r.text));
        QFile f(pidFile);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const qint64 sleeper = f.readAll().trimmed().toLongLong();
        QTRY_VERIFY_WITH_TIMEOUT(!BackendUnderTest::aliveInTask(engine, sleeper), 5000);
        const auto after = engine.run("echo \"$KEEP\"; pwd");
        QCOMPARE(EngineFixture::body(after), QStringLiteral("kept\n") + dir.task + QLatin1Char('\n'));
        QVERIFY2(!after.text.contains(QStringLiteral("[note: ")), qPrintable(after.text));
        engine.cleanupAll();
    }

    void printedToken_isRedacted()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        const auto r = engine.run("echo token=ghp_Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0Fg8Ys2Ta4");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.text.contains(QStringLiteral("Rt4Vn1Pz6Wb3Hc5J")), qPrintable(r.text));
        QVERIFY2(r.text.contains(QStringLiteral("REDACTED")), qPrintable(r.text));
        engine.cleanupAll();
    }

    // A gigabyte through the instance's shell: the result keeps its head and tail, and Airlock's memory stays flat.
    void gigabyteOfOutput_isTruncated_withBoundedMemory()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        QCOMPARE(engine.run("true").exitCode, 0);
        const qint64 before = airlock::test::residentKb();
        const auto r = engine.call(
            {{"command", "head -c 1073741824 /dev/zero | tr '\\0' a; echo; echo tail-end"}, {"timeout_seconds", 240}},
            QStringLiteral("t"), 250000);
        const qint64 grown = airlock::test::residentKb() - before;
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.truncated);
        QVERIFY2(EngineFixture::header(r).contains(QStringLiteral("output_bytes=1073741834")),
                 qPrintable(EngineFixture::header(r)));
        QVERIFY(r.text.endsWith(QStringLiteral("a\ntail-end\n")));
        QVERIFY(r.text.size() < 1024 * 1024);
        engine.cleanupAll();
#if defined(__SANITIZE_ADDRESS__)
        const qint64 boundKb = (256 + 64) * 1024; // what AddressSanitizer's allocator churned stays mapped
#else
        const qint64 boundKb = 64 * 1024;
#endif
        QVERIFY2(grown < boundKb, qPrintable(QStringLiteral("RSS grew by %1 kB").arg(grown)));
    }

    // State files name the Airlock that made each instance: a dead one's instance is listed and stopped, a live
    // one's is left alone.
    void leftovers_ofADeadAirlock_areFoundAndCleaned_aLiveOnesAreNot()
    {
        const QString dead = QStringLiteral("airlock-old-task-%1").arg(QCoreApplication::applicationPid());
        const QString live = dead + QStringLiteral("-live");
        const QString deadOwner = QSysInfo::machineHostName() + QStringLiteral(":999999:777");
        QVERIFY(startLabelledInstance(dead, deadOwner));
        QVERIFY(startLabelledInstance(live, airlock::backends::OwnerInstance::current()));
        {
            EngineFixture engine(m_backend.config(), m_backend.environment());
            airlock::engine::LeftoverScan *scan = engine.engine->scanLeftovers();
            QSignalSpy found(scan, &airlock::engine::LeftoverScan::found);
            QVERIFY(scan->isDone() || found.wait(30000));
            QStringList listed;
            for (const airlock::backends::Leftover &leftover : scan->leftovers())
                if (leftover.kind == QLatin1String("singularity"))
                    listed << leftover.id + QLatin1Char('/') + leftover.taskId;
            QVERIFY2(listed.contains(dead + QStringLiteral("/old-task")), qPrintable(listed.join(QLatin1Char(' '))));
            QVERIFY2(!listed.contains(live + QStringLiteral("/old-task")), qPrintable(listed.join(QLatin1Char(' '))));
            QSignalSpy cleaned(scan, &airlock::engine::LeftoverScan::cleaned);
            scan->cleanAll();
            QVERIFY(cleaned.wait(30000));
            QVERIFY2(cleaned.first().at(1).toStringList().isEmpty(),
                     qPrintable(cleaned.first().at(1).toStringList().join(QLatin1Char(';'))));
        }
        QCOMPARE(m_backend.apptainerInstances(), QStringList{live});
        QVERIFY(!QFileInfo::exists(stateFile(dead)));
        QVERIFY(QFileInfo::exists(stateFile(live)));
        QCOMPARE(apptainer({QStringLiteral("instance"), QStringLiteral("stop"), live})->exitCode(), 0);
        QVERIFY(QFile::remove(stateFile(live)));
    }

    // The emulator's fault switch: `instance start` makes the instance, then hangs. The start ends after the CLI
    // timeout with an error naming the backend and the command, and neither the CLI nor the instance is left.
    void hungInstanceStart_timesOut_withAClearError_andLeavesNothing()
    {
        QProcessEnvironment env = m_backend.environment();
        env.insert(QStringLiteral("APPTAINER_EMULATOR_HANG"), QStringLiteral("instance start"));
        airlock::backends::ApptainerBackend::Options options;
        options.taskId = QStringLiteral("hang");
        options.config = m_backend.config().singularity;
        options.sourceEnvironment = env;
        options.cliTimeoutMs = 1500;
        airlock::backends::ApptainerBackend backend(options);
        std::optional<airlock::core::Error> error;
        connect(&backend, &airlock::backends::Backend::startFailed, this,
                [&error](const airlock::core::Error &e) { error = e; });
        connect(&backend, &airlock::backends::Backend::started, this, [] { QFAIL("a hung start started"); });
        QElapsedTimer clock;
        clock.start();
        backend.start();
        QTRY_VERIFY_WITH_TIMEOUT(error.has_value(), 15000);
        QVERIFY2(clock.elapsed() < 10000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY2(error->message.startsWith(QStringLiteral("singularity backend: cannot start an instance")) &&
                     error->message.contains(QStringLiteral("did not answer within 1.5 s")),
                 qPrintable(error->message));
        QTRY_COMPARE_WITH_TIMEOUT(m_backend.apptainerInstances(), QStringList(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(airlock::test::descendantsOf().isEmpty(), 10000);
        QVERIFY(!QFileInfo::exists(stateFile(backend.instanceName())));
    }

    void emulator_refusesUnknownFlags_likeApptainer()
    {
        QProcess *p = apptainer({QStringLiteral("exec"), QStringLiteral("--no-such-flag"),
                                 QStringLiteral("docker://debian:12"), QStringLiteral("true")});
        QCOMPARE(p->exitCode(), 255);
        QCOMPARE(p->readAllStandardError().trimmed(), QByteArray("Error: unknown flag: --no-such-flag"));
    }

    void cleanupTestCase()
    {
        QCOMPARE(m_backend.apptainerInstances(), QStringList());
        m_backend.tearDown();
    }
};

QTEST_GUILESS_MAIN(TestApptainerBackend)
#include "tst_apptainerbackend.moc"
