// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Faults in the middle of a call on the remote backends: the Daytona emulator killed, the Modal emulator's sandbox
// expired and the emulator killed, and an apptainer instance stopped.
#include "ModalEmulatorProcess.h"
#include "faults/FaultsTest.h"

#include "backends/ModalGrpcApi.h"

#include <QFile>
#include <QFileInfo>
#include <QScopeGuard>

#include <csignal>

using airlock::test::EngineFixture;
using airlock::test::RunningCall;

namespace {

// modal-emulator (tests/emulators/modal, through ModalEmulatorProcess) on a port of its own; "expire <id>" lines in its
// admin file end a sandbox.
class ModalEmulator final
{
public:
    bool start() { return m_emulator.start(); }
    bool kill()
    {
        m_emulator.stop();
        return true;
    }
    void expire(const QString &sandbox) { m_emulator.admin("expire " + sandbox.toUtf8()); }
    // The sandboxes tagged with an Airlock task (asking also makes the emulator read its admin file), or the error.
    QStringList sandboxes()
    {
        airlock::backends::ModalGrpcApi api(airlock::backends::ModalGrpcApi::Options{m_emulator.endpoint(),
                                                                                     QStringLiteral("emu-id"),
                                                                                     QStringLiteral("emu-secret"),
                                                                                     QStringLiteral("airlock"),
                                                                                     {}});
        std::optional<QStringList> ids;
        api.listTagged(QStringLiteral("airlock.task"),
                       [&ids](const airlock::core::Result<QList<airlock::backends::ModalSandboxInfo>> &r) {
                           QStringList found;
                           if (!r.ok())
                               found << QStringLiteral("error: ") + r.error().message;
                           else
                               for (const auto &info : r.value())
                                   found << info.id;
                           ids = found;
                       });
        [[maybe_unused]] const bool answered = QTest::qWaitFor([&ids] { return ids.has_value(); }, 10000);
        return ids.value_or(QStringList{QStringLiteral("error: no answer")});
    }
    airlock::core::Config config() const
    {
        airlock::core::Config config;
        config.backend = QStringLiteral("modal");
        config.modal.mode = QStringLiteral("direct");
        config.modal.baseUrl = m_emulator.endpoint();
        return config;
    }
    static QProcessEnvironment environment()
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MODAL_TOKEN_ID"), QStringLiteral("emu-id"));
        env.insert(QStringLiteral("MODAL_TOKEN_SECRET"), QStringLiteral("emu-secret"));
        return env;
    }

private:
    airlock::test::ModalEmulatorProcess m_emulator;
};

} // namespace

void TestFaults::daytonaEmulatorKilledMidCall_endsWithinSeconds_andTheNextCallSaysWhy()
{
    REQUIRE_BACKEND(m_daytona);
    auto config = m_daytona.config();
    config.daytona.baseUrl = m_daytona.daytona().apiUrl();
    EngineFixture engine(config, m_daytona.environment());
    engine.service->setRetryDelaysMs({200, 200});
    QCOMPARE(engine.run("export KEEP=yes", QStringLiteral("dk")).exitCode, 0);
    RunningCall call(engine, QStringLiteral("dk"), "sleep 32");
    QVERIFY(call.waitUntilRunning());
    const QList<qint64> sandboxed = airlock::test::descendantsOf(m_daytona.daytona().pid());
    QVERIFY(!sandboxed.isEmpty());
    QVERIFY(m_daytona.daytona().kill());
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "daytona, the emulator SIGKILLed");
    // The sandbox's processes died with the service that ran them.
    const auto alive = [&sandboxed] { // those not gone (zombies count as gone)
        QList<qint64> left;
        for (const qint64 pid : sandboxed) {
            QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
            if (!stat.open(QIODevice::ReadOnly))
                continue;
            const QByteArray text = stat.readAll();
            if (text.mid(text.lastIndexOf(')') + 2, 1) != "Z")
                left << pid;
        }
        return left;
    };
    QTRY_VERIFY_WITH_TIMEOUT((alive()).isEmpty(), 5000);

    const auto down = engine.run("echo \"keep=$KEEP\"", QStringLiteral("dk"));
    QVERIFY2(down.isError && down.errorKind == airlock::core::ErrorKind::Unavailable, qPrintable(down.text));
    QVERIFY2(down.text.contains(QLatin1String("could not be reached")), qPrintable(down.text));
    engine.cleanupAll(); // with the API gone: it must still end
    QString why;
    QVERIFY2(m_daytona.daytona().start(&why), qPrintable(why)); // for the rows after this one
}

void TestFaults::modalSandboxExpiredMidCall_endsWithinSeconds_andTheNextCallRebuildsIt()
{
    ModalEmulator emulator;
    QVERIFY2(emulator.start(), "modal-emulator did not start");
    EngineFixture engine(emulator.config(), ModalEmulator::environment());
    QCOMPARE(engine.run("export KEEP=yes", QStringLiteral("me")).exitCode, 0);
    const QStringList before = emulator.sandboxes();
    QCOMPARE(before.size(), 1);
    RunningCall call(engine, QStringLiteral("me"), "sleep 30.41");
    QVERIFY(call.waitUntilRunning());
    emulator.expire(before.first());
    QCOMPARE(emulator.sandboxes(), QStringList()); // asking makes the emulator read its admin file: now it is over
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "modal, the sandbox expired");
    QTRY_VERIFY_WITH_TIMEOUT((airlock::test::processesWith("sleep 30.41")).isEmpty(), 5000);

    const auto next = engine.run("echo \"keep=$KEEP\"", QStringLiteral("me"));
    QVERIFY2(!next.isError && next.exitCode == 0, qPrintable(next.text));
    QVERIFY2(next.text.contains(QLatin1String("[note: ")), qPrintable(next.text));
    QCOMPARE(EngineFixture::body(next), QStringLiteral("keep=\n"));
    QCOMPARE(emulator.sandboxes().size(), 1);
    engine.cleanupAll();
    QCOMPARE(emulator.sandboxes(), QStringList());
}

void TestFaults::modalEmulatorKilledMidCall_endsWithinSeconds_andTheNextCallSaysWhy()
{
    ModalEmulator emulator;
    QVERIFY2(emulator.start(), "modal-emulator did not start");
    EngineFixture engine(emulator.config(), ModalEmulator::environment());
    engine.service->setRetryDelaysMs({200, 200});
    QCOMPARE(engine.run("export KEEP=yes", QStringLiteral("mk")).exitCode, 0);
    RunningCall call(engine, QStringLiteral("mk"), "sleep 30.42");
    QVERIFY(call.waitUntilRunning());
    QVERIFY(emulator.kill());
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "modal, the emulator SIGKILLed");
    QTRY_VERIFY_WITH_TIMEOUT((airlock::test::processesWith("sleep 30.42")).isEmpty(), 5000);

    const auto down = engine.run("echo \"keep=$KEEP\"", QStringLiteral("mk"));
    QVERIFY2(down.isError && down.errorKind == airlock::core::ErrorKind::Unavailable, qPrintable(down.text));
    // With the API gone the cleanup fails, and says so: the task stays, with why, for a retry. It must still end.
    QElapsedTimer cleaning;
    cleaning.start();
    QVERIFY(engine.cleanupAll());
    QVERIFY2(cleaning.elapsed() < 10000, qPrintable(QString::number(cleaning.elapsed())));
    const auto kept = engine.registry->status(QStringLiteral("mk"));
    QVERIFY(kept);
    QVERIFY2(kept->problem.contains(QStringLiteral("cleanup failed")), qPrintable(kept->problem));
}

void TestFaults::apptainerInstanceStoppedMidCall_endsWithinSeconds_andLeavesNothing()
{
    REQUIRE_BACKEND(m_apptainer);
    if (QStandardPaths::findExecutable(QStringLiteral("apptainer")).isEmpty())
        QSKIP("the apptainer emulator is not on PATH");
    EngineFixture engine(m_apptainer.config(), m_apptainer.environment());
    QCOMPARE(engine.run("export KEEP=yes", QStringLiteral("as")).exitCode, 0);
    const QStringList before = m_apptainer.apptainerInstances();
    QCOMPARE(before.size(), 1);
    RunningCall call(engine, QStringLiteral("as"), "sleep 30.51");
    QVERIFY(call.waitUntilRunning());
    const airlock::test::ToolRun stopped = airlock::test::runTool(
        QStringLiteral("apptainer"), {QStringLiteral("instance"), QStringLiteral("stop"), before.first()},
        m_apptainer.environment());
    QCOMPARE(stopped.exitCode, 0);
    call.faultNow();
    VERIFY_ENDED_CLEARLY(call, "apptainer, the instance stopped");
    QTRY_VERIFY_WITH_TIMEOUT((airlock::test::processesWith("sleep 30.51")).isEmpty(), 5000);

    // The next call runs on a fresh instance, or says why it cannot; either way it ends and names the backend.
    const auto next = engine.run("echo \"keep=$KEEP\"", QStringLiteral("as"));
    qInfo("apptainer, after the stop: %s", qPrintable(next.text));
    if (next.isError || next.exitCode != 0)
        QVERIFY2(next.text.contains(QLatin1String("[note: ")) || next.isError, qPrintable(next.text));
    else
        QCOMPARE(EngineFixture::body(next), QStringLiteral("keep=\n"));
    engine.cleanupAll();
    QCOMPARE(m_apptainer.apptainerInstances(), QStringList());
}
