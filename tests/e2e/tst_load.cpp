// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The app under load, as the person sees it: 50 agents, each its own `airlock mcp` bridged to the app, 200 calls each
// with mixed output sizes, while some calls wait for the person in the real approval dialog, one call streams for
// 10 s and the main window shows every task live. Every result is checked by content; the window's event-loop lag,
// the calls' latency and the memory are printed. Then the memory of 200 idle tasks. Nothing may be left running.
#include "DeskLoad.h"

#include <cstdio>

using airlock::test::descendantsOf;
using airlock::test::Desk;
using airlock::test::DeskLoadReport;
using airlock::test::LoadOutcome;
using airlock::test::LoadPlan;
using airlock::test::loadTheDesk;
using airlock::test::percentile;
using airlock::test::residentKb;

namespace {

qint64 descendantsKb()
{
    qint64 total = 0;
    for (const qint64 pid : descendantsOf())
        total += std::max<qint64>(0, residentKb(pid));
    return total;
}

} // namespace

class TestLoad : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
    }

    void fiftyAgents_twoHundredCallsEach_allRight_whileThePersonAnswersAndOneStreams()
    {
        const LoadPlan plan;
        const DeskLoadReport report = loadTheDesk(plan);
        QVERIFY2(report.bridged, "the bridge did not start");
        const LoadOutcome &outcome = report.outcome;
        const int calls = plan.agents * plan.calls;
        const int asking = plan.askingAgents * (plan.calls / plan.askEvery);
        std::printf("load: %d agents x %d calls in %.1f s: %d right, %d lost, %d wrong; %d answered in the dialog\n",
                    plan.agents, plan.calls, double(outcome.elapsedMs) / 1000, outcome.right, outcome.lost,
                    int(outcome.wrong.size()), report.answered);
        std::printf("load: call latency p50 %.2f ms, p99 %.2f ms; window lag p50 %.2f ms, p99 %.2f ms, max %.1f ms\n",
                    double(percentile(outcome.latencyUs, 0.5)) / 1000,
                    double(percentile(outcome.latencyUs, 0.99)) / 1000, percentile(report.lagMs, 0.5),
                    percentile(report.lagMs, 0.99), report.lagMaxMs);
        std::printf("load: app RSS %.1f MB idle, %.1f MB after the load; %d tasks live at most; the stream took %.1f s "
                    "with %d progress notifications\n",
                    double(report.idleKb) / 1024, double(report.loadedKb) / 1024, report.liveTasks,
                    double(outcome.streamMs) / 1000, outcome.streamProgress);
        std::fflush(stdout);
        QVERIFY2(outcome.wrong.isEmpty(), qPrintable(outcome.wrong.join(QLatin1Char('\n'))));
        QCOMPARE(outcome.lost, 0);
        QCOMPARE(outcome.right, calls);
        QCOMPARE(outcome.asked, asking);
        QCOMPARE(report.answered, asking);
        QVERIFY2(report.liveTasks >= plan.agents, qPrintable(QString::number(report.liveTasks)));
        // The stream really streamed: a progress notification for most of its 20 lines, and it ran its 10 s.
        QVERIFY2(outcome.streamProgress >= 10, qPrintable(QString::number(outcome.streamProgress)));
        QVERIFY(outcome.streamMs >= 9500);
        // The window stays usable: no freeze of a second while it all runs (the figure itself is printed above).
        QVERIFY2(percentile(report.lagMs, 0.99) < 1000, "the window froze for a second or more");
        // The agents are gone and their tasks cleaned up: nothing is left running.
        QTRY_VERIFY_WITH_TIMEOUT(descendantsOf().isEmpty(), 20000);
    }

    // 200 tasks that each ran one command and now wait: what each costs the app, and what its shell costs.
    void twoHundredIdleTasks_memory()
    {
        Desk desk;
        desk.engine.run("true", QStringLiteral("warm"));
        const qint64 beforeKb = residentKb();
        constexpr int kTasks = 200;
        std::vector<airlock::engine::ToolCall *> calls;
        int finished = 0;
        for (int i = 0; i < kTasks; ++i) {
            calls.push_back(desk.engine.start({{"command", "true"}}, QStringLiteral("idle-%1").arg(i)));
            QObject::connect(calls.back(), &airlock::engine::ToolCall::finished, [&finished] { ++finished; });
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished, kTasks, 120000);
        int succeeded = 0;
        for (airlock::engine::ToolCall *call : calls) {
            succeeded += call->result().text.startsWith(QLatin1String("[terminal_result status=success")) ? 1 : 0;
            delete call;
        }
        QTest::qWait(500);
        const qint64 appKb = residentKb() - beforeKb;
        const qint64 shellsKb = descendantsKb();
        std::printf("idle tasks: %d tasks cost the app %.1f MB (%.0f KB each) and their shells %.1f MB (%.0f KB "
                    "each); %d rows in the window\n",
                    kTasks, double(appKb) / 1024, double(appKb) / kTasks, double(shellsKb) / 1024,
                    double(shellsKb) / kTasks, desk.window.taskModel()->rowCount());
        std::fflush(stdout);
        QCOMPARE(succeeded, kTasks);
        QCOMPARE(desk.window.taskModel()->rowCount(), kTasks + 1);
        desk.engine.cleanupAll();
        QTRY_VERIFY_WITH_TIMEOUT(descendantsOf().isEmpty(), 20000);
    }
};

QTEST_MAIN(TestLoad)
#include "tst_load.moc"
