// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Per-call latency of `true` through the whole pipeline (JSON arguments → result text) on one task, beside
// its floor (a bare persistent bash with a nonce fence, tests/fixtures/ShellFloor.h) and `bash -c true` spawned one by
// one, measured in the same run. Targets (issue 17): the engine's median ≤ 1.5× the floor and ≥ 8× faster than
// spawning. Also the cost of the audit log: the same calls with the log off (target: the log adds under 0.1 ms).
#include "EngineFixture.h"
#include "ShellFloor.h"

#include <QCoreApplication>
#include <QElapsedTimer>

#include <algorithm>
#include <cstdio>
#include <spawn.h>
#include <sys/wait.h>

extern char **environ;

namespace {

struct Stats {
    double median = 0;
    double p99 = 0;
    double mean = 0;
};

Stats stats(std::vector<double> us)
{
    std::sort(us.begin(), us.end());
    Stats s;
    s.median = us[us.size() / 2];
    s.p99 = us[std::min(us.size() - 1, us.size() * 99 / 100)];
    for (double v : us)
        s.mean += v;
    s.mean /= double(us.size());
    return s;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int calls = argc > 1 ? std::atoi(argv[1]) : 2000;

    // The pipeline as the app runs it (audit log on, in a temporary directory), and the same with the log off: the
    // difference is what recording a call costs (target: under 0.1 ms).
    airlock::test::EngineFixture engine;
    airlock::core::Config unaudited;
    unaudited.audit.enabled = false;
    airlock::test::EngineFixture bare(unaudited);
    airlock::engine::CallContext context;
    context.taskId = QStringLiteral("bench");
    const std::string request = R"({"command":"true"})";
    // Warm up: start the backends.
    for (int i = 0; i < 20; ++i) {
        engine.call({{"command", "true"}}, context.taskId);
        bare.call({{"command", "true"}}, context.taskId);
    }
    auto measure = [&](airlock::test::EngineFixture &fixture, int count, std::vector<double> &into) {
        for (int i = 0; i < count; ++i) {
            QElapsedTimer clock;
            clock.start();
            auto *call = fixture.service->callJsonText(context, request);
            while (!call->isFinished())
                QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
            const double us = double(clock.nsecsElapsed()) / 1000.0;
            if (call->result().isError || call->result().exitCode != 0) {
                std::fprintf(stderr, "call failed: %s\n", qPrintable(call->result().text));
                return false;
            }
            delete call;
            into.push_back(us);
        }
        return true;
    };
    airlock::test::ShellFloor floorShell;
    std::vector<double> floor;
    std::vector<double> pipeline;
    std::vector<double> withoutAudit;
    pipeline.reserve(size_t(calls));
    withoutAudit.reserve(size_t(calls));
    // Alternating blocks, so that a drift of the machine's speed touches both alike.
    constexpr int kBlocks = 8;
    for (int b = 0; b < kBlocks; ++b) {
        if (!measure(engine, calls / kBlocks, pipeline) || !measure(bare, calls / kBlocks, withoutAudit))
            return 1;
        const std::vector<double> block = floorShell.measure(calls / kBlocks);
        if (block.empty())
            return 1;
        floor.insert(floor.end(), block.begin(), block.end());
    }

    std::vector<double> spawned;
    spawned.reserve(size_t(calls));
    for (int i = 0; i < calls; ++i) {
        QElapsedTimer clock;
        clock.start();
        pid_t pid = 0;
        char bash[] = "bash";
        char dashC[] = "-c";
        char truth[] = "true";
        char *args[] = {bash, dashC, truth, nullptr};
        if (posix_spawnp(&pid, "bash", nullptr, nullptr, args, environ) != 0)
            return 1;
        int status = 0;
        waitpid(pid, &status, 0);
        spawned.push_back(double(clock.nsecsElapsed()) / 1000.0);
    }

    const Stats p = stats(pipeline);
    const Stats n = stats(withoutAudit);
    const Stats s = stats(spawned);
    const Stats f = stats(floor);
    std::printf("floor (bare bash + fence) x%d: median %.0f us, p99 %.0f us, mean %.0f us\n", int(floor.size()),
                f.median, f.p99, f.mean);
    std::printf("pipeline `true` x%d:        median %.0f us, p99 %.0f us, mean %.0f us\n", calls, p.median, p.p99,
                p.mean);
    std::printf("spawn `bash -c true` x%d:   median %.0f us, p99 %.0f us, mean %.0f us\n", calls, s.median, s.p99,
                s.mean);
    std::printf("engine / floor (median): %.2fx, p99 %.2fx   target: <= 1.5x\n", p.median / f.median, p.p99 / f.p99);
    std::printf("spawn / engine (median): %.1fx   target: >= 8x\n", s.median / p.median);
    std::printf("without the audit log x%d:  median %.0f us, p99 %.0f us, mean %.0f us\n", int(withoutAudit.size()),
                n.median, n.p99, n.mean);
    std::printf("the audit log adds (median): %.0f us, (mean): %.0f us   target: < 100 us\n", p.median - n.median,
                p.mean - n.mean);
    engine.cleanupAll();
    bare.cleanupAll();
    return 0;
}
