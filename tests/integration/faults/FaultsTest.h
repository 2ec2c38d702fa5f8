// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// tst_faults (issue 17, item 3): something a task depends on is killed in the middle of a running call: the call ends
// within seconds with a clear error or a result with a note, the next call works or says why, and nothing the task
// started is left running. One test class in three files: local and docker (tst_faults.cpp), the emulated clouds and
// apptainer (tst_faults_remote.cpp), the app itself (tst_faults_app.cpp).
#pragma once

#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "ProcessMemory.h"

#include <QElapsedTimer>
#include <QObject>
#include <QSignalSpy>

#include <memory>
#include <optional>
#include <string>

namespace airlock::test {

// How long a call may take to end after the fault: "within a few seconds", far below the command's own timeout.
inline constexpr int kEndBoundMs = 10000;
// The calls' own timeout: a call that only ends there has hung.
inline constexpr int kCallTimeoutSecs = 120;

// One call that prints "started <pid of the task's shell>", then runs `body` (a sleep or a streaming loop), then
// "finished". It is confirmed running before the fault, then watched to its end.
class RunningCall
{
public:
    RunningCall(EngineFixture &engine, const QString &taskId, const std::string &body);
    ~RunningCall();
    RunningCall(const RunningCall &) = delete;
    RunningCall &operator=(const RunningCall &) = delete;

    // Waits (bounded) until the command printed "started"; false when it ended or never did.
    bool waitUntilRunning(int timeoutMs = 60000);
    qint64 taskShellPid() const { return m_pid; }
    // Call right after the fault: starts the clock.
    void faultNow() { m_clock.start(); }
    // Waits at most kEndBoundMs for the end; the time from the fault to the end in ms, or -1 when it did not end.
    qint64 waitForEnd();
    core::ToolResult result() const { return m_result; }
    QByteArray streamed() const { return m_out; }

private:
    engine::ToolCall *m_call = nullptr;
    std::unique_ptr<QSignalSpy> m_finished;
    QObject m_reader; // the output connection's context: it ends before m_out does
    QByteArray m_out;
    qint64 m_pid = -1;
    QElapsedTimer m_clock;
    core::ToolResult m_result;
};

// The verdict on a call that a fault cut short: "" when it ended clearly (an execution_failed/unavailable error, or
// a non-zero exit with a note) and did not claim to have finished; otherwise what is wrong.
QString unclearEnd(const core::ToolResult &result);

// The descendants of this process that were not in `before` (a snapshot of descendantsOf()).
QList<qint64> startedSince(const QList<qint64> &before);

// Processes on this machine whose command line contains `needle` (zombies left out).
QList<qint64> processesWith(const QByteArray &needle);

} // namespace airlock::test

// Skips the row, saying why, when its backend cannot run on this machine.
#define REQUIRE_BACKEND(backend)                                                                                       \
    if (!ready(backend))                                                                                               \
    QSKIP(qPrintable(                                                                                                  \
        QStringLiteral("%1 cannot run here: %2").arg((backend).kind(), m_unavailable.value((backend).kind()))))

// The check every row ends with: the call ended within the bound, clearly.
#define VERIFY_ENDED_CLEARLY(call, what)                                                                               \
    do {                                                                                                               \
        const qint64 ms_ = (call).waitForEnd();                                                                        \
        QVERIFY2(ms_ >= 0, "the call did not end within the bound after: " what);                                      \
        qInfo("%s: the call ended %lld ms after the fault: %s", what, ms_,                                             \
              qPrintable((call).result().text.left(400)));                                                             \
        const QString unclear_ = airlock::test::unclearEnd((call).result());                                           \
        QVERIFY2(unclear_.isEmpty(), qPrintable(unclear_));                                                            \
    } while (false)

class TestFaults : public QObject
{
    Q_OBJECT

public:
    TestFaults();
    ~TestFaults() override;

private:
    // Sets the backend up once, on first use; false (and the test skipped) when it cannot run here.
    bool ready(airlock::test::BackendUnderTest &backend);
    QStringList dockerContainersOf(const QString &taskId, bool all = true);

    airlock::test::BackendUnderTest m_local;
    airlock::test::BackendUnderTest m_docker;
    airlock::test::BackendUnderTest m_daytona;
    airlock::test::BackendUnderTest m_apptainer;
    QHash<QString, QString> m_unavailable; // backend -> why it cannot run here

private slots:
    void initTestCase();
    void cleanupTestCase();

    // tst_faults.cpp
    void localShellKilledMidCall_endsWithANote_andTheNextCallRunsOnAFreshShell();
    void dockerContainerKilledMidCall_endsWithinSeconds_andTheNextCallRebuildsIt();
    void dockerdKilledMidCall_endsTheCallWithinSeconds_andTheNextCallSaysWhy();

    // tst_faults_remote.cpp
    void daytonaEmulatorKilledMidCall_endsWithinSeconds_andTheNextCallSaysWhy();
    void modalSandboxExpiredMidCall_endsWithinSeconds_andTheNextCallRebuildsIt();
    void modalEmulatorKilledMidCall_endsWithinSeconds_andTheNextCallSaysWhy();
    void apptainerInstanceStoppedMidCall_endsWithinSeconds_andLeavesNothing();

    // tst_faults_app.cpp
    void serveKilledMidCall_theAgentGetsAnError_theNextStartEndsWhatItLeft();
};
