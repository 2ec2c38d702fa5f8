// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The app under the load of issue 17, beside its anchors measured in the same run:
//  1. one agent alone, 200 calls of mixed output sizes: its call latency and the window's lag (the anchors);
//  2. 50 agents (each its own `airlock mcp`) bridged to the app in this process, 200 calls each, while the person
//     answers approvals in the real dialog and one call streams for 10 s: results right by content, latency, lag p99
//     (target: the window stays usable), this process's RSS;
//  3. the same 50 agents bridged to a real `airlock serve`: its RSS idle and after (measured from outside before:
//     25 -> 35 MB).
// Usage: bench_load [agents=50] [calls=200].
#include "DeskLoad.h"
#include "OffscreenByDefault.h"
#include "ServeProcess.h"

#include <QApplication>

#include <cstdio>

using namespace airlock::test;

namespace {

void printDesk(const char *what, const LoadPlan &plan, const DeskLoadReport &report)
{
    const LoadOutcome &o = report.outcome;
    std::printf("%s: %d agents x %d calls in %.1f s (%.0f calls/s): %d right, %d lost, %d wrong, %d approved in the "
                "dialog\n",
                what, plan.agents, plan.calls, double(o.elapsedMs) / 1000,
                double(o.right) * 1000 / double(std::max<qint64>(1, o.elapsedMs)), o.right, o.lost, int(o.wrong.size()),
                report.answered);
    std::printf("%s: call p50 %.2f ms, p99 %.2f ms; window lag p50 %.2f ms, p99 %.2f ms, max %.1f ms; RSS %.1f -> "
                "%.1f MB; %d tasks live\n",
                what, double(percentile(o.latencyUs, 0.5)) / 1000, double(percentile(o.latencyUs, 0.99)) / 1000,
                percentile(report.lagMs, 0.5), percentile(report.lagMs, 0.99), report.lagMaxMs,
                double(report.idleKb) / 1024, double(report.loadedKb) / 1024, report.liveTasks);
    for (const QString &wrong : o.wrong)
        std::printf("  wrong: %s\n", qPrintable(wrong));
    std::fflush(stdout);
}

void loadTheServe(const LoadPlan &plan)
{
    IsolatedEnvironment env;
    QTemporaryDir root;
    ServeProcess serve(env);
    const qint64 pid = serve.process().processId();
    const qint64 idleKb = residentKb(pid);
    qint64 peakKb = idleKb;
    QTimer sampler;
    QObject::connect(&sampler, &QTimer::timeout, [&] { peakKb = std::max(peakKb, residentKb(pid)); });
    sampler.start(100);
    LoadAgents agents(plan, env.environment(), root.path());
    const LoadOutcome o = agents.run();
    sampler.stop();
    std::printf("airlock serve: %d agents x %d calls in %.1f s: %d right, %d lost, %d wrong; call p50 %.2f ms, p99 "
                "%.2f ms; RSS idle %.1f MB, peak %.1f MB, after %.1f MB   (measured before: 25 -> 35 MB)\n",
                plan.agents, plan.calls, double(o.elapsedMs) / 1000, o.right, o.lost, int(o.wrong.size()),
                double(percentile(o.latencyUs, 0.5)) / 1000, double(percentile(o.latencyUs, 0.99)) / 1000,
                double(idleKb) / 1024, double(peakKb) / 1024, double(residentKb(pid)) / 1024);
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    airlock::test::offscreenUnlessDisplayed();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    if (qEnvironmentVariableIsEmpty("AIRLOCK_BINARY"))
        qputenv("AIRLOCK_BINARY", AIRLOCK_BINARY_PATH);
    LoadPlan plan;
    plan.agents = argc > 1 ? std::atoi(argv[1]) : 50;
    plan.calls = argc > 2 ? std::atoi(argv[2]) : 200;

    LoadPlan alone = plan;
    alone.agents = 1;
    alone.askingAgents = 0;
    alone.stream = false;
    printDesk("anchor, one agent alone", alone, loadTheDesk(alone));
    printDesk("desk", plan, loadTheDesk(plan));

    LoadPlan headless = plan;
    headless.askingAgents = 0; // `airlock serve` has no person to ask
    loadTheServe(headless);
    return 0;
}
