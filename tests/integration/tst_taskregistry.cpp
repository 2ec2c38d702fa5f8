// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// TaskRegistry with real local backends: idle sweep, health, cleanup, status signals.
#include "EngineFixture.h"
#include "backends/DockerLeftovers.h"
#include "backends/OwnerInstance.h"
#include "engine/LeftoverScan.h"

#include <QElapsedTimer>
#include <QSysInfo>

#include <csignal>

using airlock::backends::TaskState;
using airlock::backends::TaskStatus;
using airlock::test::EngineFixture;

namespace {

airlock::core::Config shortLived()
{
    airlock::core::Config config;
    QProcessEnvironment env;
    env.insert(QStringLiteral("AIRLOCK_TERMINAL_BACKEND_IDLE_SECS"), QStringLiteral("1"));
    env.insert(QStringLiteral("AIRLOCK_TERMINAL_BACKEND_SWEEP_SECS"), QStringLiteral("1"));
    [[maybe_unused]] const auto applied = config.applyEnvironment(env);
    return config;
}

// A backend whose first cleanups fail, as a container that dockerd refuses to remove might.

// A backend kind's finder with a scripted answer: what it lists, or silence (a service that never answers).
class FakeFinder final : public airlock::backends::LeftoverFinder
{
public:
    FakeFinder(QString kind, QList<airlock::backends::Leftover> listed, bool answers = true)
        : m_kind(std::move(kind))
        , m_listed(std::move(listed))
        , m_answers(answers)
    {}
    QStringList removed;
    QString kind() const override { return m_kind; }
    void find(Found done) override
    {
        if (m_answers)
            QTimer::singleShot(0, this, [this, done] { done(m_listed, {}); });
    }
    void remove(const airlock::backends::Leftover &leftover, Removed done) override
    {
        removed << leftover.id;
        QTimer::singleShot(0, this, [done] { done(true, {}); });
    }

private:
    QString m_kind;
    QList<airlock::backends::Leftover> m_listed;
    bool m_answers;
};

airlock::backends::Leftover leftoverOf(const QString &kind, const char *id)
{
    airlock::backends::Leftover leftover;
    leftover.kind = kind;
    leftover.id = QString::fromLatin1(id);
    leftover.description = QStringLiteral("sandbox ") + leftover.id;
    return leftover;
}

class FlakyBackend final : public airlock::backends::Backend
{
public:
    FlakyBackend(int failures, QObject *parent)
        : Backend(parent)
        , m_failures(failures)
    {}
    QString kind() const override { return QStringLiteral("flaky"); }
    void start() override
    {
        QTimer::singleShot(0, this, [this] { emit started(); });
    }
    airlock::backends::ExecJob *execute(const airlock::backends::ExecRequest &, QObject *) override { return nullptr; }
    bool isHealthy() const override { return true; }
    void cleanup() override
    {
        ++attempts;
        const bool fail = m_failures-- > 0;
        QTimer::singleShot(0, this, [this, fail] {
            emit cleanedUp(!fail, fail ? QStringLiteral("device or resource busy") : QString());
        });
    }
    int attempts = 0;

private:
    int m_failures;
};

} // namespace

class TestTaskRegistry : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<TaskStatus>();
    }

    void idleBackend_isCleanedByTheSweepTimer()
    {
        EngineFixture engine(shortLived());
        QCOMPARE(engine.registry->options().idleSecs, 1);
        QSignalSpy removed(engine.registry, &airlock::backends::TaskRegistry::taskRemoved);
        QCOMPARE(engine.run("echo hi").exitCode, 0);
        const qint64 pid =
            engine.registry->status(QStringLiteral("t"))->facts.value(QStringLiteral("pid")).toLongLong();
        QVERIFY(pid > 0);
        QVERIFY(removed.wait(5000));
        QCOMPARE(removed.first().first().toString(), QStringLiteral("t"));
        QVERIFY(!engine.registry->hasTasks());
        QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(pid), 0) != 0, 3000);
    }

    void backendHeldByACall_isNeverCleaned()
    {
        EngineFixture engine(shortLived());
        QSignalSpy removed(engine.registry, &airlock::backends::TaskRegistry::taskRemoved);
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.run("sleep 3.5; echo survived");
        QVERIFY(clock.elapsed() >= 3400);
        QCOMPARE(EngineFixture::body(r), QStringLiteral("survived\n"));
        QVERIFY(removed.isEmpty() || clock.elapsed() > 3400);
        // Explicit cleanup of a held task waits for the call.
        auto *call = engine.start({{"command", "sleep 1; echo done"}});
        QTRY_VERIFY_WITH_TIMEOUT(engine.registry->status(QStringLiteral("t")) &&
                                     engine.registry->status(QStringLiteral("t"))->state == TaskState::Running,
                                 5000);
        engine.registry->cleanup(QStringLiteral("t"));
        QSignalSpy finished(call, &airlock::engine::ToolCall::finished);
        QVERIFY(finished.wait(10000));
        QCOMPARE(EngineFixture::body(call->result()), QStringLiteral("done\n"));
        QTRY_VERIFY_WITH_TIMEOUT(!engine.registry->hasTasks(), 5000);
        delete call;
    }

    void deadBackend_isRebuiltOnTheNextCall_withANote()
    {
        EngineFixture engine;
        engine.run("export KEEP=1");
        const qint64 pid =
            engine.registry->status(QStringLiteral("t"))->facts.value(QStringLiteral("pid")).toLongLong();
        QVERIFY(pid > 0);
        ::kill(pid_t(pid), SIGKILL);
        QTRY_VERIFY_WITH_TIMEOUT(engine.registry->status(QStringLiteral("t"))->state == TaskState::Unhealthy, 5000);
        QVERIFY(!engine.registry->status(QStringLiteral("t"))->problem.isEmpty());
        const auto r = engine.run("echo \"[$KEEP]\"");
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.text.contains(QStringLiteral("[note: the local backend was unhealthy")), qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("rebuilt")));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("[]\n"));
        const qint64 newPid =
            engine.registry->status(QStringLiteral("t"))->facts.value(QStringLiteral("pid")).toLongLong();
        QVERIFY(newPid > 0 && newPid != pid);
    }

    void statusSignals_followATaskFromStartToCleanup()
    {
        EngineFixture engine;
        QList<TaskStatus> seen;
        connect(engine.registry, &airlock::backends::TaskRegistry::taskChanged, this,
                [&](const TaskStatus &s) { seen.append(s); });
        auto *call = engine.start({{"command", "sleep 0.5; exit 3"}});
        QTRY_VERIFY_WITH_TIMEOUT(!seen.isEmpty() && seen.last().state == TaskState::Running, 5000);
        QCOMPARE(seen.last().kind, QStringLiteral("local"));
        QCOMPARE(seen.last().currentCommand, QStringLiteral("sleep 0.5; exit 3"));
        QVERIFY(std::any_of(seen.cbegin(), seen.cend(),
                            [](const TaskStatus &s) { return s.state == TaskState::Starting; }));
        QSignalSpy finished(call, &airlock::engine::ToolCall::finished);
        QVERIFY(finished.wait(10000));
        delete call;
        QTRY_VERIFY_WITH_TIMEOUT(seen.last().state == TaskState::Idle, 2000);
        QCOMPARE(seen.last().commandsRun, 1);
        QCOMPARE(seen.last().lastExitCode, std::optional<int>(3));
        QVERIFY(seen.last().currentCommand.isEmpty());
        engine.cleanupAll();
        QTRY_VERIFY_WITH_TIMEOUT(seen.last().state == TaskState::Gone, 5000);
        QVERIFY(std::any_of(seen.cbegin(), seen.cend(),
                            [](const TaskStatus &s) { return s.state == TaskState::Cleaning; }));
    }

    void cleanupOfOneTask_leavesTheOthers()
    {
        EngineFixture engine;
        engine.run("true", QStringLiteral("a"));
        engine.run("true", QStringLiteral("b"));
        QSignalSpy done(engine.registry, &airlock::backends::TaskRegistry::cleanupFinished);
        engine.registry->cleanup(QStringLiteral("a"));
        QVERIFY(done.wait(5000));
        QCOMPARE(done.first().at(0).toString(), QStringLiteral("a"));
        QVERIFY(done.first().at(1).toBool());
        QVERIFY(!engine.registry->status(QStringLiteral("a")));
        QVERIFY(engine.registry->status(QStringLiteral("b")));
        // A cleaned task comes back fresh on its next call.
        QCOMPARE(engine.run("echo again", QStringLiteral("a")).exitCode, 0);
    }

    void failedCleanup_isReportedAndKept_andARetryCleansUp()
    {
        QPointer<FlakyBackend> backend;
        airlock::backends::TaskRegistry registry(
            [&backend](const QString &, const QString &,
                       QObject *parent) -> airlock::core::Result<airlock::backends::Backend *> {
                backend = new FlakyBackend(1, parent);
                return static_cast<airlock::backends::Backend *>(backend.data());
            },
            {});
        auto *lease = registry.acquire(QStringLiteral("x"), QStringLiteral("flaky"), this);
        QSignalSpy ready(lease, &airlock::backends::Lease::ready);
        QVERIFY(ready.wait(3000));
        lease->release();
        delete lease;
        QSignalSpy finished(&registry, &airlock::backends::TaskRegistry::cleanupFinished);
        registry.cleanup(QStringLiteral("x"));
        QVERIFY(finished.wait(3000));
        QCOMPARE(finished.first().at(1).toBool(), false);
        QCOMPARE(finished.first().at(2).toString(), QStringLiteral("device or resource busy"));
        QVERIFY(registry.hasTasks());
        const auto status = registry.status(QStringLiteral("x"));
        QCOMPARE(status->state, TaskState::Unhealthy);
        QVERIFY2(status->problem.contains(QStringLiteral("cleanup failed: device or resource busy")),
                 qPrintable(status->problem));
        QVERIFY(backend);
        registry.cleanup(QStringLiteral("x")); // the retry
        QVERIFY(finished.wait(3000));
        QCOMPARE(finished.last().at(1).toBool(), true);
        QVERIFY(!registry.hasTasks());
        QTRY_VERIFY_WITH_TIMEOUT(backend.isNull(), 3000);
    }

    // Quitting waits for every cleanup to end, not for every cleanup to succeed: a backend whose API is gone (a dead
    // cloud service) fails its cleanup, and `airlock call` or `airlock mcp` would otherwise never end.
    void cleanupAll_endsWhenEveryCleanupHasEnded_evenAFailedOne()
    {
        QList<QPointer<FlakyBackend>> backends;
        airlock::backends::TaskRegistry registry(
            [&backends](const QString &, const QString &taskId,
                        QObject *parent) -> airlock::core::Result<airlock::backends::Backend *> {
                backends << new FlakyBackend(taskId == QLatin1String("fails") ? 100 : 0, parent);
                return static_cast<airlock::backends::Backend *>(backends.last().data());
            },
            {});
        for (const QString &task : {QStringLiteral("fails"), QStringLiteral("cleans")}) {
            auto *lease = registry.acquire(task, QStringLiteral("flaky"), this);
            QSignalSpy ready(lease, &airlock::backends::Lease::ready);
            QVERIFY(ready.wait(3000));
            lease->release();
            delete lease;
        }
        QSignalSpy all(&registry, &airlock::backends::TaskRegistry::allCleanedUp);
        QSignalSpy finished(&registry, &airlock::backends::TaskRegistry::cleanupFinished);
        registry.cleanupAll();
        QVERIFY(all.wait(3000));
        QCOMPARE(finished.size(), 2);
        // The failed one is kept, with why, for a retry; the other is gone.
        QVERIFY(registry.status(QStringLiteral("fails")));
        QVERIFY(!registry.status(QStringLiteral("cleans")));
        QVERIFY2(registry.status(QStringLiteral("fails"))->problem.contains(QStringLiteral("device or resource busy")),
                 qPrintable(registry.status(QStringLiteral("fails"))->problem));
        // A second cleanupAll retries it, and ends again.
        registry.cleanupAll();
        QVERIFY(all.wait(3000));
        QCOMPARE(backends.first()->attempts, 2);
    }

    void cleanupIdle_cleansOnlyIdleTasks()
    {
        EngineFixture engine(shortLived());
        engine.run("true", QStringLiteral("old"));
        // "old" idle for its whole TTL (or already taken by the sweep) before "busy" starts.
        QTRY_VERIFY_WITH_TIMEOUT(!engine.registry->status(QStringLiteral("old")) ||
                                     engine.registry->status(QStringLiteral("old"))->idleSecs >=
                                         engine.registry->options().idleSecs,
                                 5000);
        auto *busy = engine.start({{"command", "sleep 2"}}, QStringLiteral("busy"));
        QTRY_VERIFY_WITH_TIMEOUT(engine.registry->status(QStringLiteral("busy")) &&
                                     engine.registry->status(QStringLiteral("busy"))->state == TaskState::Running,
                                 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!engine.registry->status(QStringLiteral("old")), 5000);
        QVERIFY(engine.registry->status(QStringLiteral("busy")));
        QSignalSpy finished(busy, &airlock::engine::ToolCall::finished);
        QVERIFY(finished.wait(10000));
        delete busy;
    }

    void leftoverScan_listsEveryFindersLeftovers_andCleansThemOnRequest()
    {
        auto *docker = new FakeFinder(QStringLiteral("docker"), {leftoverOf(QStringLiteral("docker"), "c1")});
        auto *daytona = new FakeFinder(QStringLiteral("daytona"), {leftoverOf(QStringLiteral("daytona"), "s1"),
                                                                   leftoverOf(QStringLiteral("daytona"), "s2")});
        airlock::engine::LeftoverScan scan({docker, daytona}, 5000);
        QSignalSpy found(&scan, &airlock::engine::LeftoverScan::found);
        scan.start();
        QVERIFY(!scan.isDone()); // never answered synchronously: startup goes on
        QVERIFY(found.wait(3000));
        QCOMPARE(scan.leftovers().size(), 3);
        QVERIFY(scan.problems().isEmpty());
        const QString text = airlock::engine::describeLeftovers(scan.leftovers(), scan.problems());
        QVERIFY2(text.contains(QStringLiteral("daytona: sandbox s2")), qPrintable(text));
        QSignalSpy cleaned(&scan, &airlock::engine::LeftoverScan::cleaned);
        scan.cleanAll();
        QVERIFY(cleaned.wait(3000));
        QCOMPARE(cleaned.first().at(0).toInt(), 3);
        QCOMPARE(docker->removed, QStringList{QStringLiteral("c1")});
        QCOMPARE(daytona->removed, (QStringList{QStringLiteral("s1"), QStringLiteral("s2")}));
    }

    void leftoverScan_aFinderThatNeverAnswers_isNamedAfterTheTimeout()
    {
        auto *silent = new FakeFinder(QStringLiteral("modal"), {}, false);
        auto *docker = new FakeFinder(QStringLiteral("docker"), {leftoverOf(QStringLiteral("docker"), "c1")});
        airlock::engine::LeftoverScan scan({silent, docker}, 300);
        QSignalSpy found(&scan, &airlock::engine::LeftoverScan::found);
        scan.start();
        QVERIFY(found.wait(3000));
        QCOMPARE(scan.leftovers().size(), 1);
        QCOMPARE(scan.problems().size(), 1);
        QVERIFY2(scan.problems().first().startsWith(QStringLiteral("modal: no answer")),
                 qPrintable(scan.problems().first()));
    }

    void dockerLeftovers_areTheContainersOfAnAirlockThatIsGone()
    {
        const QByteArray ps = "aaa\t" + airlock::backends::OwnerInstance::current().toUtf8() + "\tt1\tubuntu\t\n" +
                              "bbb\tother-host:1:1\tt2\tubuntu\t\n";
        // Neither is gone: this process is alive, and another host's owner is never judged from here.
        QVERIFY(airlock::backends::DockerLeftovers::parse(ps).isEmpty());
        // A process of this host that started at another time (so not this one) under this pid: gone.
        const QString dead =
            QSysInfo::machineHostName() + QStringLiteral(":%1:1").arg(QCoreApplication::applicationPid());
        const auto found = airlock::backends::DockerLeftovers::parse(
            "ccc\t" + dead.toUtf8() + "\tt3\tdebian:12\t2026-12-01 21:00:00 +0000 UTC\n");
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().id, QStringLiteral("ccc"));
        QCOMPARE(found.first().taskId, QStringLiteral("t3"));
        QCOMPARE(found.first().description, QStringLiteral("container ccc (debian:12) of task t3"));
        QCOMPARE(found.first().created, QDateTime(QDate(2026, 12, 1), QTime(21, 0)));
    }

    void idleSweep_cleansEveryBackendKindAlike()
    {
        // Cloud sandboxes cost money while they live: the sweep treats them like any other backend.
        QList<QPointer<FlakyBackend>> made;
        airlock::backends::TaskRegistry registry(
            [&made](const QString &, const QString &,
                    QObject *parent) -> airlock::core::Result<airlock::backends::Backend *> {
                made.append(new FlakyBackend(0, parent));
                return static_cast<airlock::backends::Backend *>(made.last().data());
            },
            {1, 1});
        const QStringList kinds = {QStringLiteral("docker"), QStringLiteral("modal"), QStringLiteral("daytona"),
                                   QStringLiteral("singularity")};
        for (const QString &kind : kinds) {
            auto *lease = registry.acquire(kind + QStringLiteral("-task"), kind, this);
            QSignalSpy ready(lease, &airlock::backends::Lease::ready);
            QVERIFY(lease->isReady() || ready.wait(3000));
            delete lease;
        }
        QCOMPARE(made.size(), kinds.size());
        QSignalSpy removed(&registry, &airlock::backends::TaskRegistry::taskRemoved);
        QTRY_COMPARE_WITH_TIMEOUT(removed.size(), int(kinds.size()), 6000);
        QVERIFY(!registry.hasTasks());
    }
};

QTEST_GUILESS_MAIN(TestTaskRegistry)
#include "tst_taskregistry.moc"
