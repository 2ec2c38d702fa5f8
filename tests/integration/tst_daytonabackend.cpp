// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The daytona backend against the Daytona emulator (tests/emulators/daytona, an emulator, not Daytona): the sandbox
// it creates, the shell's state (ShellSession over DaytonaTransport), real exit codes, timeouts and cancels that stop
// the remote command, bounded output and transfer, every injected fault, bad configuration, and cleanup that leaves
// nothing. (The shared persistent-shell rules run on daytona in tst_shellsession_daytona.)
#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "ProcessMemory.h"
#include "backends/DaytonaBackend.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>

using airlock::backends::DaytonaBackend;
using airlock::backends::ExecJob;
using airlock::backends::ExecRequest;
using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;
using airlock::test::residentKb;

class TestDaytonaBackend : public QObject
{
    Q_OBJECT

public:
    TestDaytonaBackend()
        : m_backend(QStringLiteral("daytona"))
    {}

private:
    BackendUnderTest m_backend;

    auto &emulator() { return m_backend.daytona(); }

    // A backend driven directly (no engine), started.
    std::unique_ptr<DaytonaBackend> direct(int requestTimeoutMs = 30000)
    {
        DaytonaBackend::Options options;
        options.taskId = QStringLiteral("direct");
        options.config = m_backend.config().daytona;
        options.sourceEnvironment = m_backend.environment();
        options.requestTimeoutMs = requestTimeoutMs;
        options.killGraceMs = 500;
        auto backend = std::make_unique<DaytonaBackend>(options);
        QSignalSpy started(backend.get(), &DaytonaBackend::started);
        backend->start();
        if (!started.wait(20000))
            return nullptr;
        return backend;
    }
    static ExecJob *exec(DaytonaBackend &backend, const QByteArray &command, int timeoutSecs = 30)
    {
        ExecRequest request;
        request.command = command;
        request.timeoutSecs = timeoutSecs;
        ExecJob *job = backend.execute(request, &backend);
        return job;
    }
    static bool waitFor(ExecJob *job, int ms = 30000)
    {
        if (job->isFinished())
            return true;
        QSignalSpy done(job, &ExecJob::finished);
        return done.wait(ms);
    }
    static void cleanup(DaytonaBackend &backend)
    {
        QSignalSpy done(&backend, &DaytonaBackend::cleanedUp);
        backend.cleanup();
        QVERIFY(done.wait(15000));
    }
    bool runs(const QString &needle)
    {
        const QStringList all = emulator().processes();
        return std::any_of(all.begin(), all.end(), [&](const QString &p) { return p.contains(needle); });
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        if (!m_backend.setUp(&why))
            QFAIL(qPrintable(QStringLiteral("no Daytona emulator: ") + why));
    }
    void cleanupTestCase() { m_backend.tearDown(); }

    void sandbox_isLabelledLimitedAndStops()
    {
        auto config = m_backend.config();
        config.daytona.memoryMb = 2048;
        config.daytona.cpu = 2;
        EngineFixture engine(config, m_backend.environment());
        const auto r = engine.run("echo up", QStringLiteral("lab"));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(EngineFixture::body(r), QStringLiteral("up\n"));
        QCOMPARE(r.backend, QStringLiteral("daytona"));
        const QJsonArray all = emulator().sandboxes();
        QCOMPARE(all.size(), 1);
        const QJsonObject sandbox = all.first().toObject();
        const QJsonObject labels = sandbox[QLatin1String("labels")].toObject();
        QCOMPARE(labels[QLatin1String("io.airlock.task")].toString(), QStringLiteral("lab"));
        QVERIFY(!labels[QLatin1String("io.airlock.owner")].toString().isEmpty());
        QCOMPARE(sandbox[QLatin1String("cpu")].toInt(), 2);
        QCOMPARE(sandbox[QLatin1String("memory")].toInt(), 2);
        QCOMPARE(sandbox[QLatin1String("disk")].toInt(), 10);
        QCOMPARE(sandbox[QLatin1String("autoStopInterval")].toInt(), 30);
        QCOMPARE(sandbox[QLatin1String("networkBlockAll")].toBool(), true);
        engine.cleanupAll();
        QCOMPARE(emulator().sandboxes().size(), 0);
        QTRY_VERIFY_WITH_TIMEOUT(!runs(QStringLiteral("bash --noprofile")), 5000);
    }

    void session_keepsCwdExportsAndFunctions()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        QCOMPARE(engine.run("cd /tmp && export AX=41 && f() { echo fn$((AX+1)); }").exitCode, 0);
        const auto r = engine.run("pwd; echo $AX; f");
        QCOMPARE(EngineFixture::body(r), QStringLiteral("/tmp\n41\nfn42\n"));
        QCOMPARE(engine.run("(exit 7)").exitCode, 7);
        QCOMPARE(engine.run("false").exitCode, 1);
        // `exit N` and a `set -e` failure end the command with N, not the task's state.
        QCOMPARE(engine.run("exit 9").exitCode, 9);
        QCOMPARE(engine.run("set -e; false; echo never").exitCode, 1);
        const auto kept = engine.run("pwd; echo $AX; f");
        QCOMPARE(EngineFixture::body(kept), QStringLiteral("/tmp\n41\nfn42\n"));
        QVERIFY2(!kept.text.contains(QLatin1String("[note:")), qPrintable(kept.text));
        QCOMPARE(emulator().sandboxes().size(), 1); // the same sandbox all along
    }

    void printedSecrets_areRedacted()
    {
        EngineFixture engine(m_backend.config(), m_backend.environment());
        const std::string token = "ghp_R8kq2ZxW7mVb4nPc9LtY3sHd6jFg1aUe5oQi"; // GitHub's token shape, not a real one
        const auto r = engine.run("echo out " + token + "; echo err " + token + " >&2", QStringLiteral("redact"));
        QVERIFY2(!r.isError, qPrintable(r.text));
        QVERIFY2(!r.text.contains(QLatin1String("R8kq2ZxW7mVb4nPc9LtY")), qPrintable(r.text));
        QVERIFY2(r.text.contains(QLatin1String("REDACTED")), qPrintable(r.text));
    }

    void streams_stayApart()
    {
        auto backend = direct();
        QVERIFY(backend);
        ExecJob *job = exec(*backend, "echo out; echo err >&2; echo out2");
        QVERIFY(waitFor(job));
        QCOMPARE(job->outcome().exitCode, 0);
        QCOMPARE(QByteArray::fromStdString(job->outcome().out.all()), QByteArray("out\nout2\n"));
        QCOMPARE(QByteArray::fromStdString(job->outcome().err.all()), QByteArray("err\n"));
        ExecRequest home;
        home.command = "pwd";
        ExecJob *h = backend->execute(home, backend.get());
        QVERIFY(waitFor(h));
        QCOMPARE(QByteArray::fromStdString(h->outcome().out.all()), QByteArray("/root\n"));
        cleanup(*backend);
    }

    void timeout_andCancel_stopTheRemoteCommand()
    {
        auto backend = direct();
        QVERIFY(backend);
        QVERIFY(waitFor(exec(*backend, "cd /tmp && export KEPT=yes")));
        QElapsedTimer clock;
        clock.start();
        ExecJob *job = exec(*backend, "sleep 1234", 2);
        QVERIFY(waitFor(job, 15000));
        QCOMPARE(job->outcome().exitCode, 124);
        QVERIFY(job->outcome().timedOut);
        QVERIFY2(clock.elapsed() < 8000, qPrintable(QString::number(clock.elapsed())));
        QTRY_VERIFY_WITH_TIMEOUT(!runs(QStringLiteral("sleep 1234")), 5000);

        ExecJob *second = exec(*backend, "sleep 2345");
        QTRY_VERIFY_WITH_TIMEOUT(runs(QStringLiteral("sleep 2345")), 5000);
        second->cancel();
        QVERIFY(waitFor(second, 10000));
        QCOMPARE(second->outcome().exitCode, 130);
        QTRY_VERIFY_WITH_TIMEOUT(!runs(QStringLiteral("sleep 2345")), 5000);
        // The shell's state survives both.
        ExecJob *after = exec(*backend, "echo still; pwd; echo $KEPT");
        QVERIFY(waitFor(after));
        QCOMPARE(QByteArray::fromStdString(after->outcome().out.all()), QByteArray("still\n/tmp\nyes\n"));
        cleanup(*backend);
    }

    // A service that changes the bytes of its answers (here: every line loses its leading blanks) is caught by the
    // text records' end lines; the transport reads from its offsets from then on, in base64, and nothing is lost.
    void answersChangedInTransit_areCaught_andReadAgain()
    {
        auto backend = direct();
        QVERIFY(backend);
        QVERIFY(waitFor(exec(*backend, "cd /tmp")));
        emulator().fault(QStringLiteral("blanks"), {}, 1000);
        ExecJob *job = exec(*backend, "printf '  indented\\n\\tand a tab\\nplain\\n'");
        QVERIFY(waitFor(job));
        QCOMPARE(job->outcome().exitCode, 0);
        QCOMPARE(QByteArray::fromStdString(job->outcome().out.all()), QByteArray("  indented\n\tand a tab\nplain\n"));
        ExecJob *next = exec(*backend, "echo '   more'; pwd");
        QVERIFY(waitFor(next));
        QCOMPARE(QByteArray::fromStdString(next->outcome().out.all()), QByteArray("   more\n/tmp\n"));
        emulator().fault(QStringLiteral("blanks"), {}, 0);
        cleanup(*backend);
    }

    void gigabyteOfOutput_staysBounded()
    {
        auto backend = direct();
        QVERIFY(backend);
        const qint64 before = residentKb();
        const qint64 sentBefore = emulator().toolboxOutBytes();
        ExecJob *job = exec(*backend, "head -c 1073741824 /dev/zero | tr '\\0' a; echo; echo tail-end", 120);
        QVERIFY(waitFor(job, 130000));
        QCOMPARE(job->outcome().exitCode, 0);
        // Every byte is counted, though most never crossed the network.
        QCOMPARE(job->outcome().out.totalBytes(), std::size_t(1073741824) + 10);
        QVERIFY(job->outcome().out.truncated());
        QVERIFY(std::string(job->outcome().out.head()).starts_with("aaaa"));
        QVERIFY(job->outcome().out.tail().ends_with("a\ntail-end\n"));
        const qint64 grown = residentKb() - before;
        const qint64 sent = emulator().toolboxOutBytes() - sentBefore;
        qInfo("1 GiB of output: %lld bytes crossed the network (base64), RSS grew by %lld kB", sent, grown);
        QVERIFY2(sent < 64 * 1024 * 1024, qPrintable(QString::number(sent)));
        cleanup(*backend); // first, so that a failure below leaves no sandbox for the next case
#if defined(__SANITIZE_ADDRESS__)
        // Under AddressSanitizer what the allocator churned stays mapped (a 32 MiB quarantine here,
        // tests/CMakeLists.txt): still far from holding the gigabyte.
        const qint64 boundKb = (256 + 64) * 1024;
#else
        const qint64 boundKb = 64 * 1024;
#endif
        QVERIFY2(grown < boundKb, qPrintable(QStringLiteral("RSS grew by %1 kB").arg(grown)));
    }

    void transientFaults_areRetried_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("count");
        QTest::newRow("429 on create") << QStringLiteral("429") << QStringLiteral("/api/sandbox") << 1;
        QTest::newRow("503 on create") << QStringLiteral("503") << QStringLiteral("/api/sandbox") << 1;
        QTest::newRow("503 on a command") << QStringLiteral("503") << QStringLiteral("-io/exec") << 1;
        QTest::newRow("429 twice on a command") << QStringLiteral("429") << QStringLiteral("-io/exec") << 2;
    }
    void transientFaults_areRetried()
    {
        QFETCH(QString, kind);
        QFETCH(QString, path);
        QFETCH(int, count);
        EngineFixture engine(m_backend.config(), m_backend.environment());
        const bool onCreate = path.contains(QLatin1String("sandbox"));
        const QString task = onCreate ? QStringLiteral("fresh") : QStringLiteral("warm");
        if (!onCreate)
            QCOMPARE(engine.run("cd /tmp", task).exitCode, 0);
        emulator().fault(kind, path, count);
        // Refused before it ran, then run exactly once (a second run would append a second line).
        const auto r = engine.run("echo once >> /root/ran; cat /root/ran; pwd", task);
        QVERIFY2(!r.isError, qPrintable(r.text));
        QCOMPARE(EngineFixture::body(r), onCreate ? QStringLiteral("once\n/root\n") : QStringLiteral("once\n/tmp\n"));
        QVERIFY2(!r.text.contains(QLatin1String("[note:")), qPrintable(r.text));
        engine.cleanupAll();
        QCOMPARE(emulator().sandboxes().size(), 0);
    }

    // A 429's Retry-After is waited for end to end: by the engine before it creates the sandbox again, by the
    // transport before it sends a refused command again.
    void retryAfter_isWaitedFor_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("create") << QStringLiteral("/api/sandbox");
        QTest::newRow("command") << QStringLiteral("-io/exec");
    }
    void retryAfter_isWaitedFor()
    {
        QFETCH(QString, path);
        EngineFixture engine(m_backend.config(), m_backend.environment());
        const bool onCreate = path.contains(QLatin1String("sandbox"));
        if (!onCreate)
            QCOMPARE(engine.run("true", QStringLiteral("ra")).exitCode, 0);
        emulator().fault(QStringLiteral("429"), path, 1, 3);
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.run("echo once >> /root/ran; cat /root/ran", QStringLiteral("ra"));
        const qint64 waited = clock.elapsed();
        QVERIFY2(!r.isError, qPrintable(r.text));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("once\n"));
        QVERIFY2(waited >= 3000, qPrintable(QStringLiteral("the call took %1 ms").arg(waited)));
        QVERIFY2(waited < 20000, qPrintable(QStringLiteral("the call took %1 ms").arg(waited)));
        engine.cleanupAll();
        QCOMPARE(emulator().sandboxes().size(), 0);
    }

    void badAnswers_giveClearErrors_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("401") << QStringLiteral("401") << QStringLiteral("DAYTONA_API_KEY");
        QTest::newRow("403") << QStringLiteral("403") << QStringLiteral("DAYTONA_API_KEY");
        QTest::newRow("html") << QStringLiteral("html") << QStringLiteral("not JSON");
        QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("daytona");
        QTest::newRow("20 MB") << QStringLiteral("huge") << QStringLiteral("MiB");
    }
    void badAnswers_giveClearErrors()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        EngineFixture engine(m_backend.config(), m_backend.environment());
        emulator().fault(kind, QStringLiteral("/api/sandbox"));
        const auto r = engine.run("true", QStringLiteral("bad"));
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(expected) && r.text.contains(QLatin1String("daytona")), qPrintable(r.text));
        engine.cleanupAll();
        QCOMPARE(emulator().sandboxes().size(), 0);
    }

    void hang_endsWithinTheRequestTimeout()
    {
        auto backend = direct(2000);
        QVERIFY(backend);
        emulator().fault(QStringLiteral("hang"), QStringLiteral("-io/exec"));
        QElapsedTimer clock;
        clock.start();
        ExecJob *job = exec(*backend, "echo never");
        QVERIFY(waitFor(job, 10000));
        QVERIFY(job->outcome().error);
        QVERIFY(job->outcome().mayHaveStarted); // sent: never sent again
        QVERIFY(clock.elapsed() < 6000);
        cleanup(*backend);
    }

    void missingKey_orBadUrl_createNothing_data()
    {
        QTest::addColumn<bool>("key");
        QTest::addColumn<QString>("url");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no key") << false << QString() << QStringLiteral("airlock secret set daytona-api-key");
        QTest::newRow("not a url") << true << QStringLiteral("ftp:/x") << QStringLiteral("daytona.base_url");
        QTest::newRow("nobody there") << true << QStringLiteral("http://127.0.0.1:9/api")
                                      << QStringLiteral("could not be reached");
    }
    void missingKey_orBadUrl_createNothing()
    {
        QFETCH(bool, key);
        QFETCH(QString, url);
        QFETCH(QString, expected);
        auto config = m_backend.config();
        if (!url.isEmpty())
            config.daytona.baseUrl = url;
        auto env = m_backend.environment();
        if (!key)
            env.remove(QStringLiteral("DAYTONA_API_KEY"));
        EngineFixture engine(config, env);
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.run("true", QStringLiteral("nokey"));
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(expected), qPrintable(r.text));
        if (!key)
            QVERIFY(r.text.contains(QLatin1String("DAYTONA_API_KEY")));
        QCOMPARE(emulator().sandboxes().size(), 0);
        QVERIFY(clock.elapsed() < 30000);
    }

    // The shell's sandbox starts, its shell does not: the sandbox is deleted again at once.
    void failedStart_leavesNoSandbox_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("path");
        QTest::newRow("401 on the session") << QStringLiteral("401") << QStringLiteral("/process/session");
        QTest::newRow("html on the session") << QStringLiteral("html") << QStringLiteral("/process/session");
        QTest::newRow("truncated fifo setup") << QStringLiteral("truncated") << QStringLiteral("/process/execute");
    }
    void failedStart_leavesNoSandbox()
    {
        QFETCH(QString, kind);
        QFETCH(QString, path);
        EngineFixture engine(m_backend.config(), m_backend.environment());
        emulator().fault(kind, path);
        const auto r = engine.run("true", QStringLiteral("nostart"));
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(QLatin1String("did not start")), qPrintable(r.text));
        QTRY_COMPARE_WITH_TIMEOUT(emulator().sandboxes().size(), 0, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!runs(QStringLiteral("bwrap")), 5000);
    }

    void sandboxGone_nextCallRebuilds_data()
    {
        QTest::addColumn<QString>("how");
        QTest::newRow("deleted") << QStringLiteral("delete");
        QTest::newRow("stopped") << QStringLiteral("expire");
    }
    void sandboxGone_nextCallRebuilds()
    {
        QFETCH(QString, how);
        EngineFixture engine(m_backend.config(), m_backend.environment());
        QCOMPARE(engine.run("echo first > /root/f", QStringLiteral("gone")).exitCode, 0);
        const QString id = emulator().sandboxes().first()[QLatin1String("id")].toString();
        emulator().admin("POST", QStringLiteral("sandbox/%1/%2").arg(id, how));
        const auto r = engine.run("cat /root/f 2>/dev/null || echo fresh", QStringLiteral("gone"));
        QVERIFY2(!r.isError, qPrintable(r.text));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("fresh\n"));
        QVERIFY2(r.text.contains(QLatin1String("its state was lost")), qPrintable(r.text));
        QTRY_COMPARE_WITH_TIMEOUT(emulator().sandboxes().size(), 1, 10000); // the old one is deleted
        QVERIFY(emulator().sandboxes().first()[QLatin1String("id")].toString() != id);
        engine.cleanupAll();
        QCOMPARE(emulator().sandboxes().size(), 0);
    }
};

QTEST_MAIN(TestDaytonaBackend)
#include "tst_daytonabackend.moc"
