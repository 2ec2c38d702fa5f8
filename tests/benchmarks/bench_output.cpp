// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// 1 GB of output through one call: peak RSS above idle (target < 64 MB) and throughput (target ≥ 300 MB/s).
#include "EngineFixture.h"
#include "ProcessMemory.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>

#include <cstdio>

using airlock::test::residentKb;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const long long bytes = argc > 1 ? std::atoll(argv[1]) : 1000000000LL;

    airlock::test::EngineFixture engine;
    engine.run("true", QStringLiteral("bench"));
    const qint64 idleKb = residentKb();
    qint64 peakKb = idleKb;
    QTimer sampler;
    QObject::connect(&sampler, &QTimer::timeout, [&] { peakKb = std::max(peakKb, residentKb()); });
    sampler.start(5);

    // Lines of a plausible log, not one repeated byte, so that cleaning and scanning do real work.
    const std::string command =
        "yes '2026-11-29 12:00:00 INFO worker-3 processed batch 1234567 in 12 ms ok' | head -c " +
        std::to_string(bytes);
    QElapsedTimer clock;
    clock.start();
    const auto result = engine.call({{"command", command}, {"timeout_seconds", 600}}, QStringLiteral("bench"), 700000);
    const double seconds = double(clock.nsecsElapsed()) / 1e9;
    sampler.stop();
    peakKb = std::max(peakKb, residentKb());

    if (result.isError || !result.truncated) {
        std::fprintf(stderr, "unexpected result: %s\n", qPrintable(result.text.left(500)));
        return 1;
    }
    std::printf("output through one call: %lld bytes in %.2f s = %.0f MB/s   (target >= 300 MB/s)\n", bytes, seconds,
                double(bytes) / 1e6 / seconds);
    std::printf("RSS idle %.1f MB, peak %.1f MB, peak above idle %.1f MB   (target < 64 MB)\n", idleKb / 1024.0,
                peakKb / 1024.0, (peakKb - idleKb) / 1024.0);
    std::printf("result text: %lld characters; header: %s\n", static_cast<long long>(result.text.size()),
                qPrintable(result.text.section(QLatin1Char('\n'), 0, 0)));
    engine.cleanupAll();
    return 0;
}
