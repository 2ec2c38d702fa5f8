// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// bench_backends' `modal` mode: a call of `true` on the modal backend in direct mode (gRPC) against modal-emulator on
// loopback, taken apart: the whole pipeline (engine, shell-state wrapper, gRPC), one bare exec through ModalGrpcApi,
// and the two processes every exec costs wherever it runs (the emulator's bwrap spawn, the wrapper's bash), beside a
// bare local `bash -c true` spawn measured in the same run as the anchor.
#include "EngineFixture.h"
#include "ModalEmulatorProcess.h"
#include "SandboxRoot.h"
#include "backends/ModalGrpcApi.h"
#include "backends/ModalShellState.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <functional>

using airlock::test::EngineFixture;
using airlock::test::ModalEmulatorProcess;
using namespace airlock::backends;

namespace {

double median(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return ms.empty() ? 0 : ms[ms.size() / 2];
}

// `runs` timings of `once` (which says whether it worked), in ms; stops at the first failure.
std::vector<double> timeRuns(int runs, const std::function<bool()> &once)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        if (!once()) {
            std::fprintf(stderr, "modal bench: run %d failed\n", i);
            break;
        }
        ms.push_back(double(clock.nsecsElapsed()) / 1e6);
    }
    return ms;
}

bool runProcess(QProcess &process)
{
    process.start();
    return process.waitForFinished(10000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

// An event loop that ends with the exec (QTest::qWaitFor would add its own 10 ms naps to the figure).
bool apiExec(ModalGrpcApi &api, const QString &sandbox, const QStringList &argv)
{
    int code = -1;
    QEventLoop loop;
    QTimer::singleShot(30000, &loop, &QEventLoop::quit);
    ModalExec *exec = api.exec(sandbox, argv, 30, nullptr);
    QObject::connect(exec, &ModalExec::finished, &loop,
                     [&](int c, const std::optional<airlock::core::Error> &error, bool, bool) {
                         code = error ? -1 : c;
                         loop.quit();
                     });
    loop.exec();
    delete exec;
    return code == 0;
}

std::vector<double> timeBareExecs(const QString &endpoint, int runs)
{
    ModalGrpcApi api({endpoint, QStringLiteral("emu-id"), QStringLiteral("emu-secret"), QStringLiteral("bench"), {}});
    ModalSandboxSpec spec;
    spec.image = QStringLiteral("debian:12");
    QString sandbox;
    bool created = false;
    api.createSandbox(spec, [&](const airlock::core::Result<ModalSandboxInfo> &r) {
        created = true;
        sandbox = r.ok() ? r.value().id : QString();
    });
    (void)QTest::qWaitFor([&] { return created; }, 30000);
    if (sandbox.isEmpty())
        return {};
    const QStringList argv{QStringLiteral("true")};
    timeRuns(5, [&] { return apiExec(api, sandbox, argv); }); // warm-up: the first exec looks the router up
    auto ms = timeRuns(runs, [&] { return apiExec(api, sandbox, argv); });
    bool ended = false;
    api.terminate(sandbox, [&ended](const airlock::core::Result<bool> &) { ended = true; });
    (void)QTest::qWaitFor([&] { return ended; }, 30000);
    return ms;
}

std::vector<double> timePipeline(const QString &endpoint, int runs)
{
    airlock::core::Config config;
    config.backend = QStringLiteral("modal");
    config.modal.mode = QStringLiteral("direct");
    config.modal.baseUrl = endpoint;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("MODAL_TOKEN_ID"), QStringLiteral("emu-id"));
    env.insert(QStringLiteral("MODAL_TOKEN_SECRET"), QStringLiteral("emu-secret"));
    EngineFixture engine(config, env);
    for (int i = 0; i < 5; ++i)
        engine.run("true", QStringLiteral("bench")); // starts the sandbox, warms up
    return timeRuns(runs, [&] { return engine.run("true", QStringLiteral("bench")).exitCode == 0; });
}

void line(const char *what, const std::vector<double> &ms, double anchor)
{
    const double m = median(ms);
    std::printf("modal   %-44s median %8.3f ms over %3zu (%.1fx the anchor)\n", what, m, ms.size(),
                anchor > 0 ? m / anchor : 0);
}

} // namespace

bool benchModal(int calls)
{
    ModalEmulatorProcess emulator;
    if (!emulator.start()) {
        std::fprintf(stderr, "modal: modal-emulator did not start\n");
        return false;
    }
    const int runs = std::max(20, calls / 4);
    QProcess bash;
    bash.setProgram(QStringLiteral("bash"));
    bash.setArguments({QStringLiteral("-c"), QStringLiteral("true")});
    const auto anchor = timeRuns(runs, [&] { return runProcess(bash); });
    QTemporaryDir state;
    airlock::emulators::SandboxRoot root(state.path(), QStringLiteral("bench"), false);
    const auto bwrap = timeRuns(runs, [&] {
        QProcess spawn; // prepared per run, as the emulator does: the root's first run changes it
        root.prepare(spawn, {QStringLiteral("true")}, {}, {{QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin")}});
        return runProcess(spawn);
    });
    QProcess wrapper;
    const QStringList argv = ModalShellState().argv(true, ModalShellState::newNonce(), "true", {});
    wrapper.setProgram(argv.first());
    wrapper.setArguments(argv.mid(1));
    wrapper.setStandardOutputFile(QProcess::nullDevice());
    const auto wrapped = timeRuns(runs, [&] { return runProcess(wrapper); });
    const auto bare = timeBareExecs(emulator.endpoint(), runs);
    const auto pipeline = timePipeline(emulator.endpoint(), calls);
    const double a = median(anchor);
    line("anchor: local `bash -c true` spawn", anchor, a);
    line("the emulator's spawn of `true` (bwrap)", bwrap, a);
    line("the state wrapper around `true`, local bash", wrapped, a);
    line("ModalGrpcApi exec of `true` (no wrapper)", bare, a);
    line("airlock call `true` (engine, wrapper, gRPC)", pipeline, a);
    return !bare.empty() && !pipeline.empty();
}
