// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Faults in the middle of a call (issue 17, item 3), on the local and docker backends; the shared helpers. The other
// rows are in tst_faults_remote.cpp and tst_faults_app.cpp (faults/FaultsTest.h says what each row proves).
#include "faults/FaultsTest.h"

#include "AirlockProcess.h"
#include "backends/DockerBackend.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <csignal>

using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;
using airlock::test::RunningCall;

namespace airlock::test {

RunningCall::RunningCall(EngineFixture &engine, const QString &taskId, const std::string &body)
{
    m_call = engine.start(
        {{"command", "echo started $$; " + body + "; echo finished"}, {"timeout_seconds", kCallTimeoutSecs}}, taskId);
    m_finished = std::make_unique<QSignalSpy>(m_call, &engine::ToolCall::finished);
    QObject::connect(m_call, &engine::ToolCall::output, &m_reader,
                     [this](backends::OutputStream, const QByteArray &bytes) { m_out += bytes; });
}

RunningCall::~RunningCall()
{
    if (!m_call->isFinished()) { // a failed check left it running: it must not outlive the engine
        m_call->cancel();
        if (m_finished->isEmpty())
            m_finished->wait(kEndBoundMs);
    }
    delete m_call;
}

bool RunningCall::waitUntilRunning(int timeoutMs)
{
    [[maybe_unused]] const bool waited =
        QTest::qWaitFor([this] { return m_out.contains("started ") || !m_finished->isEmpty(); }, timeoutMs);
    const qsizetype at = m_out.indexOf("started ");
    if (at < 0 || !m_finished->isEmpty())
        return false;
    m_pid = m_out.mid(at + 8).split('\n').value(0).trimmed().toLongLong();
    return true;
}

qint64 RunningCall::waitForEnd()
{
    if (m_finished->isEmpty() && !m_finished->wait(kEndBoundMs))
        return -1;
    const qint64 elapsed = m_clock.elapsed();
    m_result = m_call->result();
    return elapsed;
}

QString unclearEnd(const core::ToolResult &result)
{
    if (result.text.contains(QLatin1String("\nfinished")))
        return QStringLiteral("it claims the command finished: ") + result.text;
    if (result.isError) {
        if (result.errorKind != core::ErrorKind::ExecutionFailed && result.errorKind != core::ErrorKind::Unavailable)
            return QStringLiteral("an error of an unexpected kind: ") + result.text;
        return {};
    }
    if (result.exitCode == 0 || result.text.startsWith(QLatin1String("[terminal_result status=success")))
        return QStringLiteral("success for a command that did not finish: ") + result.text;
    if (!result.text.contains(QLatin1String("[note: ")))
        return QStringLiteral("a failure without a note saying what happened: ") + result.text;
    return {};
}

QList<qint64> startedSince(const QList<qint64> &before)
{
    QList<qint64> now = descendantsOf();
    now.removeIf([&before](qint64 pid) { return before.contains(pid); });
    return now;
}

QList<qint64> processesWith(const QByteArray &needle)
{
    QList<qint64> pids;
    const QStringList entries = QDir(QStringLiteral("/proc")).entryList(QDir::Dirs);
    for (const QString &entry : entries) {
        bool ok = false;
        const qint64 pid = entry.toLongLong(&ok);
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(entry));
        if (!ok || pid == ::getpid() || !cmdline.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = cmdline.readAll().replace('\0', ' ');
        QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
        if (!text.contains(needle) || !stat.open(QIODevice::ReadOnly))
            continue;
        const QByteArray s = stat.readAll();
        if (s.mid(s.lastIndexOf(')') + 2, 1) != "Z")
            pids.append(pid);
    }
    return pids;
}

} // namespace airlock::test

TestFaults::TestFaults()
    : m_local(QStringLiteral("local"))
    , m_docker(QStringLiteral("docker"))
    , m_daytona(QStringLiteral("daytona"))
    , m_apptainer(QStringLiteral("apptainer"))
{}

TestFaults::~TestFaults() = default;

bool TestFaults::ready(BackendUnderTest &backend)
{
    const QString kind = backend.kind();
    if (!m_unavailable.contains(kind)) {
        QString why;
        const bool up = backend.setUp(&why);
        m_unavailable.insert(kind, up ? QString() : why.isEmpty() ? QStringLiteral("it could not be set up") : why);
    }
    return m_unavailable.value(kind).isEmpty();
}

QStringList TestFaults::dockerContainersOf(const QString &taskId, bool all)
{
    QStringList arguments{QStringLiteral("ps"),
                          QStringLiteral("-q"),
                          QStringLiteral("--filter"),
                          QStringLiteral("label=io.airlock.task=") + taskId,
                          QStringLiteral("--filter"),
                          QStringLiteral("label=io.airlock.instance=") +
                              airlock::backends::DockerBackend::instanceId()};
    if (all)
        arguments << QStringLiteral("-a");
    return QString::fromUtf8(m_docker.docker().docker(arguments).out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

void TestFaults::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
}

void TestFaults::cleanupTestCase()
{
    m_daytona.tearDown();
    m_docker.tearDown();
}

void TestFaults::localShellKilledMidCall_endsWithANote_andTheNextCallRunsOnAFreshShell()
{
    REQUIRE_BACKEND(m_local);
    const QList<qint64> running = airlock::test::descendantsOf();
    EngineFixture engine(m_local.config(), m_local.environment());
    QCOMPARE(engine.run("export KEEP=yes").exitCode, 0);
    RunningCall call(engine, QStringLiteral("t"), "sleep 30.11");
    QVERIFY(call.waitUntilRunning());
    QTRY_COMPARE_WITH_TIMEOUT(airlock::test::processesWith("sleep 30.11").size(), 1, 5000); // bash forks it soon after
    QVERIFY(call.taskShellPid() > 1);
    QCOMPARE(::kill(pid_t(call.taskShellPid()), SIGKILL), 0);
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "local, bash SIGKILLed");
    const auto r = call.result();
    QVERIFY2(r.text.contains(QLatin1String("SIGKILL")), qPrintable(r.text));
    // The command the shell was running went with it.
    QTRY_VERIFY_WITH_TIMEOUT(airlock::test::processesWith("sleep 30.11").isEmpty(), 5000);

    const auto next = engine.run("echo \"keep=$KEEP\"");
    QVERIFY2(!next.isError && next.exitCode == 0, qPrintable(next.text));
    QVERIFY2(next.text.contains(QLatin1String("[note: ")) || r.text.contains(QLatin1String("lost")),
             qPrintable(next.text + r.text));
    QCOMPARE(EngineFixture::body(next), QStringLiteral("keep=\n"));
    engine.cleanupAll();
    QTRY_VERIFY_WITH_TIMEOUT((airlock::test::startedSince(running)).isEmpty(), 5000);
}

void TestFaults::dockerContainerKilledMidCall_endsWithinSeconds_andTheNextCallRebuildsIt()
{
    REQUIRE_BACKEND(m_docker);
    const QList<qint64> running = airlock::test::descendantsOf();
    EngineFixture engine(m_docker.config(), m_docker.environment());
    QCOMPARE(engine.run("export KEEP=yes", QStringLiteral("ck")).exitCode, 0);
    const QStringList before = dockerContainersOf(QStringLiteral("ck"));
    QCOMPARE(before.size(), 1);
    // A streaming loop this time: output keeps arriving until the kill.
    RunningCall call(engine, QStringLiteral("ck"),
                     "i=0; while [ $i -lt 300 ]; do echo tick $i; i=$((i+1)); sleep 0.1; done");
    QVERIFY(call.waitUntilRunning());
    QTRY_VERIFY_WITH_TIMEOUT(call.streamed().contains("tick 3"), 20000);
    QCOMPARE(m_docker.docker().docker({QStringLiteral("kill"), before.first()}).exitCode, 0);
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "docker, container killed");
    const auto r = call.result();
    QVERIFY2(!r.text.contains(QLatin1String("tick 299")), qPrintable(r.text));

    const auto next = engine.run("echo \"keep=$KEEP\"", QStringLiteral("ck"));
    QVERIFY2(!next.isError && next.exitCode == 0, qPrintable(next.text));
    QVERIFY2(next.text.contains(QLatin1String("state was lost")), qPrintable(next.text));
    QCOMPARE(EngineFixture::body(next), QStringLiteral("keep=\n"));
    const QStringList after = dockerContainersOf(QStringLiteral("ck"));
    QCOMPARE(after.size(), 1); // the killed one was removed, not left beside its replacement
    QVERIFY(after != before);
    engine.cleanupAll();
    QCOMPARE(dockerContainersOf(QStringLiteral("ck")), QStringList());
    QTRY_VERIFY_WITH_TIMEOUT((airlock::test::startedSince(running)).isEmpty(), 5000); // no docker CLI left
}

void TestFaults::dockerdKilledMidCall_endsTheCallWithinSeconds_andTheNextCallSaysWhy()
{
    REQUIRE_BACKEND(m_docker);
    if (m_docker.docker().daemonPid() == 0)
        QSKIP("the Docker engine was already running (not the fixture's own dockerd): it is not killed by a test");
    EngineFixture engine(m_docker.config(), m_docker.environment());
    engine.service->setRetryDelaysMs({200, 200}); // while dockerd is down, the next call's retries end quickly
    QCOMPARE(engine.run("export KEEP=yes", QStringLiteral("dk")).exitCode, 0);
    const QStringList before = dockerContainersOf(QStringLiteral("dk"));
    QCOMPARE(before.size(), 1);
    RunningCall call(engine, QStringLiteral("dk"), "sleep 30");
    QVERIFY(call.waitUntilRunning());
    QVERIFY(m_docker.docker().killDaemon());
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "docker, dockerd SIGKILLed");
    const auto r = call.result();

    // dockerd is down: the next call says so, within the retries.
    QElapsedTimer clock;
    clock.start();
    const auto down = engine.run("echo \"keep=$KEEP\"", QStringLiteral("dk"));
    qInfo("docker, dockerd down: the next call answered in %lld ms: %s", clock.elapsed(), qPrintable(down.text));
    QVERIFY2(down.isError, qPrintable(down.text));
    QVERIFY(down.errorKind == airlock::core::ErrorKind::Unavailable);
    QVERIFY2(down.text.contains(QLatin1String("docker"), Qt::CaseInsensitive), qPrintable(down.text));
    QVERIFY2(down.text.contains(QLatin1String("daemon")), qPrintable(down.text));

    // dockerd comes back (as a service manager would restart it): the task goes on in a fresh container.
    QString why;
    QVERIFY2(m_docker.docker().restartDaemon(&why), qPrintable(why));
    const auto next = engine.run("echo \"keep=$KEEP\"", QStringLiteral("dk"));
    QVERIFY2(!next.isError && next.exitCode == 0, qPrintable(next.text));
    QVERIFY2(next.text.contains(QLatin1String("state was lost")), qPrintable(next.text));
    QCOMPARE(EngineFixture::body(next), QStringLiteral("keep=\n"));
    engine.cleanupAll();
    QCOMPARE(dockerContainersOf(QStringLiteral("dk")), QStringList());
    QCOMPARE(m_docker.docker().docker({QStringLiteral("inspect"), before.first()}).exitCode == 0, false);
}

QTEST_GUILESS_MAIN(TestFaults)
