// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The docker backend against a real engine: hardening and limits as `docker inspect` shows them, the workspace,
// the environment, a container killed from outside, orphans of a dead Airlock, what a person sees on bad input, and
// an image without bash (the sh fallback). (The persistent-shell rules run on docker in tst_shellsession_docker, and
// on the image without bash in tst_shellsession_dockersh.)
#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "LateSocket.h"
#include "backends/DockerBackend.h"
#include "engine/LeftoverScan.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

using airlock::backends::DockerBackend;
using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;

class TestDockerBackend : public QObject
{
    Q_OBJECT

public:
    TestDockerBackend()
        : m_backend(QStringLiteral("docker"))
    {}

private:
    // The containers of task `taskId` of this process.
    QStringList containersOf(const QString &taskId)
    {
        const auto r =
            m_backend.docker().docker({QStringLiteral("ps"), QStringLiteral("-aq"), QStringLiteral("--filter"),
                                       QStringLiteral("label=io.airlock.task=") + taskId, QStringLiteral("--filter"),
                                       QStringLiteral("label=io.airlock.instance=") + DockerBackend::instanceId()});
        return QString::fromUtf8(r.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }

    QJsonObject inspect(const QString &container)
    {
        const auto r = m_backend.docker().docker({QStringLiteral("inspect"), container});
        return QJsonDocument::fromJson(r.out).array().at(0).toObject();
    }

    BackendUnderTest m_backend;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        if (!m_backend.setUp(&why))
            QFAIL(qPrintable(QStringLiteral("no Docker engine for the tests: ") + why));
    }

    void cleanupTestCase() { m_backend.tearDown(); }

    void container_isHardenedLabelledAndLimited()
    {
        auto config = m_backend.config();
        config.docker.memoryMb = 256;
        config.docker.cpus = 0.5;
        EngineFixture engine(config, m_backend.environment());
        QCOMPARE(engine.run("echo up", QStringLiteral("hard")).exitCode, 0);
        const QStringList ids = containersOf(QStringLiteral("hard"));
        QCOMPARE(ids.size(), 1);
        const QJsonObject info = inspect(ids.first());
        const QJsonObject host = info[QLatin1String("HostConfig")].toObject();
        QCOMPARE(host[QLatin1String("CapDrop")].toArray(), QJsonArray{QStringLiteral("ALL")});
        QStringList added;
        for (const auto &cap : host[QLatin1String("CapAdd")].toArray())
            added << cap.toString().remove(QStringLiteral("CAP_"));
        added.sort();
        QCOMPARE(added, (QStringList{QStringLiteral("CHOWN"), QStringLiteral("DAC_OVERRIDE"), QStringLiteral("FOWNER"),
                                     QStringLiteral("SETGID"), QStringLiteral("SETUID")}));
        QVERIFY(host[QLatin1String("SecurityOpt")].toArray().contains(QStringLiteral("no-new-privileges")));
        QCOMPARE(host[QLatin1String("PidsLimit")].toInt(), 256);
        QCOMPARE(host[QLatin1String("Memory")].toInteger(), 256LL * 1024 * 1024);
        QCOMPARE(host[QLatin1String("NanoCpus")].toInteger(), 500000000LL);
        QCOMPARE(host[QLatin1String("NetworkMode")].toString(), QStringLiteral("none"));
        QVERIFY(host[QLatin1String("Tmpfs")].toObject().contains(QLatin1String("/tmp")));
        QVERIFY(!host[QLatin1String("Privileged")].toBool());
        const QJsonObject labels = info[QLatin1String("Config")].toObject()[QLatin1String("Labels")].toObject();
        QCOMPARE(labels[QLatin1String("io.airlock.task")].toString(), QStringLiteral("hard"));
        QCOMPARE(labels[QLatin1String("io.airlock.instance")].toString(), DockerBackend::instanceId());
        // Inside: the capability set is really reduced and setuid cannot raise privileges.
        const auto caps = engine.run("grep -E '^(CapEff|NoNewPrivs)' /proc/self/status", QStringLiteral("hard"));
        QVERIFY2(caps.text.contains(QStringLiteral("CapEff:\t00000000000000cb")), qPrintable(caps.text));
        QVERIFY(caps.text.contains(QStringLiteral("NoNewPrivs:\t1")));
        engine.cleanupAll();
        QCOMPARE(containersOf(QStringLiteral("hard")), QStringList());
    }

    void workspace_filesVisibleBothWays_andReadOnlyWhenAsked()
    {
        QTemporaryDir workspace;
        QFile seed(workspace.filePath(QStringLiteral("from-host.txt")));
        QVERIFY(seed.open(QIODevice::WriteOnly));
        seed.write("host wrote this\n");
        seed.close();
        auto config = m_backend.config();
        config.docker.workspaceHostPath = workspace.path();
        {
            EngineFixture engine(config, m_backend.environment());
            const auto r = engine.run("pwd; cat from-host.txt; echo container wrote this > from-container.txt");
            QCOMPARE(EngineFixture::body(r), QStringLiteral("/workspace\nhost wrote this\n"));
            QFile back(workspace.filePath(QStringLiteral("from-container.txt")));
            QVERIFY(back.open(QIODevice::ReadOnly));
            QCOMPARE(back.readAll(), QByteArray("container wrote this\n"));
            // A host path inside the workspace, given as workdir, means the same place in the container.
            QDir(workspace.path()).mkpath(QStringLiteral("sub"));
            const auto mapped =
                engine.call({{"command", "pwd"}, {"workdir", workspace.filePath(QStringLiteral("sub")).toStdString()}});
            QCOMPARE(EngineFixture::body(mapped), QStringLiteral("/workspace/sub\n"));
        }
        config.docker.workspaceReadOnly = true;
        EngineFixture readOnly(config, m_backend.environment());
        const auto denied = readOnly.run("echo x > blocked.txt");
        QVERIFY(denied.exitCode != 0);
        QVERIFY2(denied.text.contains(QStringLiteral("Read-only file system")), qPrintable(denied.text));
        QVERIFY(!QFile::exists(workspace.filePath(QStringLiteral("blocked.txt"))));
        QCOMPARE(EngineFixture::body(readOnly.run("cat from-host.txt")), QStringLiteral("host wrote this\n"));
    }

    void environment_hostSecretsNeverEnter_allowlistPasses()
    {
        QProcessEnvironment env = m_backend.environment();
        env.insert(QStringLiteral("OPENAI_API_KEY"), QStringLiteral("sk-sekrit-1"));
        env.insert(QStringLiteral("PROJECT_FLAVOUR"), QStringLiteral("vanilla"));
        env.insert(QStringLiteral("NOT_ALLOWED"), QStringLiteral("host-only"));
        auto config = m_backend.config();
        config.docker.envAllow = {QStringLiteral("PROJECT_FLAVOUR"), QStringLiteral("ABSENT_VAR")};
        EngineFixture engine(config, env);
        const auto r = engine.run("env");
        QVERIFY(!r.text.contains(QStringLiteral("sk-sekrit")));
        QVERIFY(!r.text.contains(QStringLiteral("host-only")));
        QVERIFY(!r.text.contains(QStringLiteral("ABSENT_VAR")));
        QVERIFY(r.text.contains(QStringLiteral("PROJECT_FLAVOUR=vanilla")));
        QVERIFY(!r.text.contains(QStringLiteral("HOME=") + QDir::homePath() + QLatin1Char('\n')) ||
                QDir::homePath() == QLatin1String("/root"));
    }

    void containerKilledFromOutside_isUnhealthy_rebuilt_andSaysStateWasLost()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        QCOMPARE(engine.run("export KEEP=yes; cd /tmp").exitCode, 0);
        const QStringList before = containersOf(QStringLiteral("t"));
        QCOMPARE(before.size(), 1);
        QCOMPARE(m_backend.docker().docker({QStringLiteral("kill"), before.first()}).exitCode, 0);
        const auto r = engine.run("echo \"keep=$KEEP\"; pwd");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.text.contains(QStringLiteral("[note: the docker backend was unhealthy")), qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("state was lost")));
        QVERIFY(r.text.contains(QStringLiteral("keep=\n/workspace\n")));
        const QStringList after = containersOf(QStringLiteral("t"));
        QCOMPARE(after.size(), 1);
        QVERIFY(after != before);
        engine.cleanupAll();
        QCOMPARE(containersOf(QStringLiteral("t")), QStringList());
    }

    // SPEC-terminal.md §8: a Docker daemon that is not up yet (its socket appears a second after the call) is
    // reached through the retry; the docker CLI's "Cannot connect to the Docker daemon" is a transient fault.
    void dockerdNotUpYet_isReachedThroughTheRetry()
    {
        QString target = m_backend.environment().value(QStringLiteral("DOCKER_HOST"));
        target = target.isEmpty() ? QStringLiteral("/var/run/docker.sock") : target.mid(int(qstrlen("unix://")));
        QTemporaryDir dir;
        airlock::test::LateSocket late(dir.filePath(QStringLiteral("docker.sock")), target);
        QProcessEnvironment env = m_backend.environment();
        env.insert(QStringLiteral("DOCKER_HOST"), QStringLiteral("unix://") + late.path());
        EngineFixture engine(m_backend.config(), env);
        QElapsedTimer clock;
        clock.start();
        auto *call = engine.start({{"command", "echo up"}}, QStringLiteral("late"));
        QSignalSpy finished(call, &airlock::engine::ToolCall::finished);
        QObject context;
        QTimer::singleShot(1000, &context, [&late] { QVERIFY(late.listen()); });
        QVERIFY(finished.wait(60000));
        const auto r = call->result();
        delete call;
        QVERIFY2(!r.isError, qPrintable(r.text));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("up\n"));
        QVERIFY2(clock.elapsed() >= 1900, "it succeeded before any retry: the daemon was not late");
        QVERIFY(late.connections() > 0);
        engine.cleanupAll();
        QCOMPARE(containersOf(QStringLiteral("late")), QStringList());
    }

    void timeout_onALoadedMachine_keepsTheShellsState()
    {
        // A docker CLI that takes 6 s to deliver each signal (a machine under load): longer than the 2 s grace
        // twice over. The shell must still save its state and come back with it, not be killed before its trap ran.
        QTemporaryDir slow;
        const QString wrapper = slow.filePath(QStringLiteral("docker"));
        QFile script(wrapper);
        QVERIFY(script.open(QIODevice::WriteOnly));
        script.write("#!/bin/sh\n"
                     "case \" $* \" in *AIRLOCK_CMD*|*' kill '*) sleep 6 ;; esac\n"
                     "exec " +
                     QStandardPaths::findExecutable(QStringLiteral("docker")).toUtf8() + " \"$@\"\n");
        script.close();
        script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        // QProcess finds `docker` on this process's PATH.
        const QByteArray path = qgetenv("PATH");
        qputenv("PATH", QFile::encodeName(slow.path()) + ':' + path);
        const auto restorePath = qScopeGuard([path] { qputenv("PATH", path); });
        EngineFixture engine(m_backend.config(), m_backend.environment());
        QCOMPARE(engine.run("export KEEP=kept; cd /tmp").exitCode, 0);
        const auto timedOut =
            engine.call({{"command", "sleep 60"}, {"timeout_seconds", 1}}, QStringLiteral("t"), 60000);
        QVERIFY2(timedOut.timedOut, qPrintable(timedOut.text));
        const auto r = engine.run("echo \"keep=$KEEP\"; pwd");
        QCOMPARE(EngineFixture::body(r), QStringLiteral("keep=kept\n/tmp\n"));
        QVERIFY2(!r.text.contains(QStringLiteral("lost")), qPrintable(r.text));
    }

    void orphansOfADeadAirlock_areRemovedAtStart()
    {
        // A container labelled like one of an Airlock on this host whose process is gone, and one of a live other.
        const QString host = QSysInfo::machineHostName();
        auto create = [this](const QString &instance) {
            const auto r = m_backend.docker().docker(
                {QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--network"), QStringLiteral("none"),
                 QStringLiteral("--label"), QStringLiteral("io.airlock.task=old"), QStringLiteral("--label"),
                 QStringLiteral("io.airlock.instance=") + instance,
                 QString::fromLatin1(airlock::test::DockerEngine::kImage), QStringLiteral("sleep"),
                 QStringLiteral("1000")});
            return QString::fromUtf8(r.out.trimmed());
        };
        const QString orphan = create(host + QStringLiteral(":999999:12345"));
        const QString living = create(host + QStringLiteral(":1:1")); // pid 1 started at another time: not ours
        const QString foreign = create(QStringLiteral("another-host:5:5"));
        QVERIFY(!orphan.isEmpty() && !living.isEmpty() && !foreign.isEmpty());
        {
            EngineFixture engine(m_backend.config(), m_backend.environment());
            QCOMPARE(engine.run("true").exitCode, 0);
        }
        auto exists = [this](const QString &id) {
            return m_backend.docker().docker({QStringLiteral("inspect"), id}).exitCode == 0;
        };
        QVERIFY(!exists(orphan));
        // pid 1 of this machine exists but did not start at tick 1: also an orphan. A foreign host's is left alone.
        QVERIFY(!exists(living));
        QVERIFY(exists(foreign));
        m_backend.docker().docker({QStringLiteral("rm"), QStringLiteral("-f"), foreign});
    }

    void leftoversOfADeadAirlock_areListedAtStart_andCleanedOnRequest()
    {
        const QString orphan =
            QString::fromUtf8(m_backend.docker()
                                  .docker({QStringLiteral("run"), QStringLiteral("-d"), QStringLiteral("--network"),
                                           QStringLiteral("none"), QStringLiteral("--label"),
                                           QStringLiteral("io.airlock.task=old-task"), QStringLiteral("--label"),
                                           QStringLiteral("io.airlock.instance=") + QSysInfo::machineHostName() +
                                               QStringLiteral(":999999:777"),
                                           QString::fromLatin1(airlock::test::DockerEngine::kImage),
                                           QStringLiteral("sleep"), QStringLiteral("1000")})
                                  .out.trimmed());
        QVERIFY(!orphan.isEmpty());
        EngineFixture engine(m_backend.config(), m_backend.environment());
        airlock::engine::LeftoverScan *scan = engine.engine->scanLeftovers();
        QSignalSpy found(scan, &airlock::engine::LeftoverScan::found);
        QVERIFY(scan->isDone() || found.wait(30000));
        bool listed = false;
        for (const airlock::backends::Leftover &leftover : scan->leftovers())
            listed = listed || (orphan.startsWith(leftover.id) && leftover.taskId == QLatin1String("old-task"));
        QVERIFY2(listed, qPrintable(airlock::engine::describeLeftovers(scan->leftovers(), scan->problems())));
        QSignalSpy cleaned(scan, &airlock::engine::LeftoverScan::cleaned);
        scan->cleanAll();
        QVERIFY(cleaned.wait(30000));
        QVERIFY2(cleaned.first().at(1).toStringList().isEmpty(),
                 qPrintable(cleaned.first().at(1).toStringList().join(QLatin1Char(';'))));
        QVERIFY(m_backend.docker().docker({QStringLiteral("inspect"), orphan}).exitCode != 0);
    }

    void imageWithoutBash_getsSh_andTheFactsSaySo()
    {
        QString why;
        QVERIFY2(m_backend.docker().ensure(&why, airlock::test::DockerEngine::kShImage), qPrintable(why));
        auto config = m_backend.config();
        config.docker.image = QString::fromLatin1(airlock::test::DockerEngine::kShImage);
        EngineFixture sh(config, m_backend.environment());
        const auto r = sh.run("command -v bash || echo no-bash; export KEEP=yes; cd /tmp", QStringLiteral("sh"));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("no-bash\n"));
        QCOMPARE(sh.registry->status(QStringLiteral("sh"))->facts.value(QStringLiteral("shell")).toString(),
                 QStringLiteral("sh"));
        QCOMPARE(sh.run("exit 9", QStringLiteral("sh")).exitCode, 9);
        QCOMPARE(EngineFixture::body(sh.run("echo $KEEP; pwd", QStringLiteral("sh"))), QStringLiteral("yes\n/tmp\n"));
        // The image with bash keeps bash.
        EngineFixture withBash(m_backend.config(), m_backend.environment());
        QCOMPARE(EngineFixture::body(withBash.run("echo $BASH_VERSION | cut -c1", QStringLiteral("b"))).size(), 2);
        QCOMPARE(withBash.registry->status(QStringLiteral("b"))->facts.value(QStringLiteral("shell")).toString(),
                 QStringLiteral("bash"));
    }

    void missingImageSetting_namesTheSetting()
    {
        auto config = m_backend.config();
        config.docker.image.clear();
        EngineFixture engine(config, m_backend.environment());
        const auto r = engine.run("true");
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(QStringLiteral("docker.image")), qPrintable(r.text));
    }

    void imageThatDoesNotExist_failsFast_withAClearMessage()
    {
        auto config = m_backend.config();
        config.docker.image = QStringLiteral("airlock-no-such-image:never");
        EngineFixture engine(config, m_backend.environment());
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.run("true");
        QVERIFY(clock.elapsed() < 20000);
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(QStringLiteral("airlock-no-such-image:never")), qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("No such image"), Qt::CaseInsensitive));
        QCOMPARE(containersOf(QStringLiteral("t")), QStringList());
    }

    void daemonNotRunning_failsFast_andTheTaskCanBeRetried()
    {
        QProcessEnvironment env = m_backend.environment();
        env.insert(QStringLiteral("DOCKER_HOST"), QStringLiteral("unix:///nonexistent/airlock-test/docker.sock"));
        EngineFixture engine(m_backend.config(), env);
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.run("true");
        QVERIFY(clock.elapsed() < 20000);
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(QStringLiteral("Cannot connect to the Docker daemon"), Qt::CaseInsensitive) ||
                     r.text.contains(QStringLiteral("docker daemon"), Qt::CaseInsensitive),
                 qPrintable(r.text));
        // The cause fixed (here: another engine with the right host), the same kind of task works.
        EngineFixture fixed(m_backend.config(), m_backend.environment());
        QCOMPARE(fixed.run("echo ok").exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(TestDockerBackend)
#include "tst_dockerbackend.moc"
