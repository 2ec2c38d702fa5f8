// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The singularity backend on the apptainer CLI emulator (tests/emulators/apptainer, first on PATH): the isolation
// flags it passes (from the emulator's log), the environment, the workspace, the network, timeouts, bad setups, an
// instance stopped from outside, cleanup, and the emulator refusing what Apptainer refuses. (The persistent-shell
// rules run on it in tst_shellsession_apptainer.)
#include "BackendUnderTest.h"
#include "EngineFixture.h"

#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>

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
        QEXPECT_FAIL("",
                     "known gap: the shell's restart on the stopped instance fails (exit 255) instead of the "
                     "backend being reported unhealthy and replaced",
                     Abort);
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.text.contains(QStringLiteral("[note: ")), qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("keep=\n")));
        const QStringList after = m_backend.apptainerInstances();
        QCOMPARE(after.size(), 1);
        QVERIFY(after != before);
        engine.cleanupAll();
        QCOMPARE(m_backend.apptainerInstances(), QStringList());
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
