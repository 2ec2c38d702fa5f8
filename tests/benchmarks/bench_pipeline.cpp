// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Per-call latency of `true` through the whole pipeline (JSON arguments → result text) on one task, beside
// `bash -c true` spawned one by one. Target: median ≤ 1 ms and at least 5× faster than spawning.
#include "EngineFixture.h"

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

    airlock::test::EngineFixture engine;
    airlock::engine::CallContext context;
    context.taskId = QStringLiteral("bench");
    const std::string request = R"({"command":"true"})";
    // Warm up: start the backend.
    for (int i = 0; i < 20; ++i)
        engine.call({{"command", "true"}}, context.taskId);

    std::vector<double> pipeline;
    pipeline.reserve(size_t(calls));
    for (int i = 0; i < calls; ++i) {
        QElapsedTimer clock;
        clock.start();
        auto *call = engine.service->callJsonText(context, request);
        while (!call->isFinished())
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        const double us = double(clock.nsecsElapsed()) / 1000.0;
        if (call->result().isError || call->result().exitCode != 0) {
            std::fprintf(stderr, "call failed: %s\n", qPrintable(call->result().text));
            return 1;
        }
        delete call;
        pipeline.push_back(us);
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
    const Stats s = stats(spawned);
    std::printf("pipeline `true` x%d:        median %.0f us, p99 %.0f us, mean %.0f us\n", calls, p.median, p.p99,
                p.mean);
    std::printf("spawn `bash -c true` x%d:   median %.0f us, p99 %.0f us, mean %.0f us\n", calls, s.median, s.p99,
                s.mean);
    std::printf("speed-up (median): %.1fx   target: median <= 1000 us and >= 5x\n", s.median / p.median);
    engine.cleanupAll();
    return 0;
}
