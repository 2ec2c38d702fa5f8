// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Per-call latency of `true` on the docker and ssh backends (the whole pipeline, persistent shell) beside what one
// would do without Airlock: `docker exec <ctr> true`, and OpenSSH with a ControlMaster to the same sshd.
// Target: at least 20 times faster than each. Usage:
// bench_backends [docker|ssh|daytona|apptainer|modal|modal-gateway|all] [calls]
#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "ModalGatewayEmulatorProcess.h"
#include "backends/HttpJson.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QUuid>

#include <algorithm>
#include <cstdio>

using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;

namespace {

double medianMs(std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    return ms.empty() ? 0 : ms[ms.size() / 2];
}

std::vector<double> timeCalls(EngineFixture &engine, int calls)
{
    for (int i = 0; i < 10; ++i)
        engine.run("true", QStringLiteral("bench")); // starts the backend, warms up
    std::vector<double> ms;
    for (int i = 0; i < calls; ++i) {
        QElapsedTimer clock;
        clock.start();
        const auto r = engine.run("true", QStringLiteral("bench"));
        ms.push_back(double(clock.nsecsElapsed()) / 1e6);
        if (r.exitCode != 0) {
            std::fprintf(stderr, "call failed: %s\n", qPrintable(r.text));
            return {}; // no figure from a failed run
        }
    }
    return ms;
}

std::vector<double> timeTool(const QString &program, const QStringList &arguments, const QProcessEnvironment &env,
                             int runs)
{
    std::vector<double> ms;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer clock;
        clock.start();
        const auto r = airlock::test::runTool(program, arguments, env);
        ms.push_back(double(clock.nsecsElapsed()) / 1e6);
        if (r.exitCode != 0) {
            std::fprintf(stderr, "%s failed: %s\n", qPrintable(program), r.err.constData());
            return {};
        }
    }
    return ms;
}

// False, and no figure, when either side failed.
bool report(const char *what, const std::vector<double> &airlock, const char *baselineName,
            const std::vector<double> &baseline)
{
    if (airlock.empty() || baseline.empty()) {
        std::printf("%-7s not measured: %s failed (see above)\n", what, airlock.empty() ? "a call" : baselineName);
        return false;
    }
    const double a = medianMs(airlock);
    const double b = medianMs(baseline);
    std::printf("%-7s airlock (persistent shell) median %8.3f ms over %zu calls\n", what, a, airlock.size());
    std::printf("%-7s %-27s median %8.3f ms over %zu runs\n", what, baselineName, b, baseline.size());
    std::printf("%-7s speed-up %.1fx (target >= 20x): %s\n", what, b / a, b / a >= 20 ? "met" : "NOT met");
    return true;
}

bool benchDocker(int calls)
{
    BackendUnderTest backend(QStringLiteral("docker"));
    QString why;
    if (!backend.setUp(&why)) {
        std::fprintf(stderr, "docker: %s\n", qPrintable(why));
        return false;
    }
    std::vector<double> airlock;
    std::vector<double> baseline;
    {
        EngineFixture engine(backend.config(), backend.environment());
        airlock = timeCalls(engine, calls);
        const auto ps = backend.docker().docker({QStringLiteral("ps"), QStringLiteral("-q"), QStringLiteral("--filter"),
                                                 QStringLiteral("label=io.airlock.task=bench")});
        const QString container = QString::fromUtf8(ps.out).section(QLatin1Char('\n'), 0, 0).trimmed();
        baseline = timeTool(QStringLiteral("docker"), {QStringLiteral("exec"), container, QStringLiteral("true")},
                            backend.environment(), std::max(10, calls / 20));
    }
    const bool measured = report("docker", airlock, "docker exec <ctr> true", baseline);
    backend.tearDown();
    return measured;
}

// The singularity backend on the apptainer CLI emulator (first on PATH) beside a new `apptainer exec` per command.
bool benchApptainer(int calls)
{
    BackendUnderTest backend(QStringLiteral("apptainer"));
    QString why;
    if (!backend.setUp(&why)) {
        std::fprintf(stderr, "apptainer: %s\n", qPrintable(why));
        return false;
    }
    std::vector<double> airlock;
    std::vector<double> baseline;
    {
        EngineFixture engine(backend.config(), backend.environment());
        airlock = timeCalls(engine, calls);
        const QString instance = QStringLiteral("instance://") + backend.apptainerInstances().value(0);
        baseline = timeTool(QStringLiteral("apptainer"),
                            {QStringLiteral("exec"), QStringLiteral("--pwd"), QStringLiteral("/tmp"), instance,
                             QStringLiteral("bash"), QStringLiteral("-c"), QStringLiteral("true")},
                            backend.environment(), std::max(10, calls / 20));
    }
    const bool measured = report("apptainer", airlock, "apptainer exec instance:// true", baseline);
    // Where Airlock's own time goes: the same engine on the local backend, in this run (the rest is the instance).
    EngineFixture local;
    std::printf("%-7s local backend, same engine:  median %8.3f ms over %d calls\n", "apptainer",
                medianMs(timeCalls(local, calls)), calls);
    backend.tearDown();
    return measured;
}

bool benchSsh(int calls)
{
    BackendUnderTest backend(QStringLiteral("ssh"));
    QString why;
    if (!backend.setUp(&why)) {
        std::fprintf(stderr, "ssh: %s\n", qPrintable(why));
        return false;
    }
    std::vector<double> airlock;
    {
        EngineFixture engine(backend.config(), backend.environment());
        airlock = timeCalls(engine, calls);
    }
    const auto c = backend.config().ssh;
    QTemporaryDir control;
    const QStringList ssh{QStringLiteral("-o"),
                          QStringLiteral("ControlMaster=auto"),
                          QStringLiteral("-o"),
                          QStringLiteral("ControlPath=") + control.filePath(QStringLiteral("cm")),
                          QStringLiteral("-o"),
                          QStringLiteral("ControlPersist=120"),
                          QStringLiteral("-o"),
                          QStringLiteral("UserKnownHostsFile=") + c.knownHosts,
                          QStringLiteral("-o"),
                          QStringLiteral("BatchMode=yes"),
                          QStringLiteral("-i"),
                          c.identityFile,
                          QStringLiteral("-p"),
                          QString::number(c.port),
                          c.user + QStringLiteral("@127.0.0.1"),
                          QStringLiteral("true")};
    timeTool(QStringLiteral("ssh"), ssh, QProcessEnvironment::systemEnvironment(), 1); // opens the master
    const auto baseline =
        timeTool(QStringLiteral("ssh"), ssh, QProcessEnvironment::systemEnvironment(), std::max(20, calls / 5));
    const bool measured = report("ssh", airlock, "ssh -o ControlPath=… true", baseline);
    QStringList exit = ssh;
    exit.insert(exit.size() - 2, QStringLiteral("-O"));
    exit.insert(exit.size() - 2, QStringLiteral("exit"));
    exit.removeLast();
    airlock::test::runTool(QStringLiteral("ssh"), exit, QProcessEnvironment::systemEnvironment());
    backend.tearDown();
    return measured;
}

} // namespace

// Daytona, against its emulator on loopback: Airlock's persistent shell (ShellSession over DaytonaTransport: one
// write and at least one read, each a synchronous exec in the transport's io session) beside the seed's way, one
// python3 per command that POSTs once to /process/execute (urllib, without the Daytona SDK's import cost, which
// favours the seed).
bool benchDaytona(int calls)
{
    BackendUnderTest backend(QStringLiteral("daytona"));
    QString why;
    if (!backend.setUp(&why)) {
        std::fprintf(stderr, "daytona: %s\n", qPrintable(why));
        return false;
    }
    std::vector<double> airlock;
    std::vector<double> baseline;
    {
        EngineFixture engine(backend.config(), backend.environment());
        airlock = timeCalls(engine, calls);
        const QString id = backend.daytona().sandboxes().first()[QLatin1String("id")].toString();
        QProcessEnvironment env = backend.environment();
        env.insert(
            QStringLiteral("BENCH_URL"),
            QStringLiteral("http://127.0.0.1:%1/toolbox/%2/process/execute").arg(backend.daytona().port()).arg(id));
        const QString script = QStringLiteral(
            "import json, os, urllib.request\n"
            "r = urllib.request.Request(os.environ['BENCH_URL'], data=json.dumps({'command': 'true'}).encode(),\n"
            "    headers={'Authorization': 'Bearer ' + os.environ['DAYTONA_API_KEY'], 'Content-Type': "
            "'application/json'})\n"
            "assert json.load(urllib.request.urlopen(r))['exitCode'] == 0\n");
        baseline = timeTool(QStringLiteral("python3"), {QStringLiteral("-c"), script}, env, std::max(10, calls / 20));
    }
    const bool measured = report("daytona", airlock, "python3 urllib per command", baseline);
    backend.tearDown();
    return measured;
}

// Modal's managed gateway, against its emulator on loopback: Airlock's whole pipeline (state wrapper and output capper
// in the sandbox, polling) beside the gateway's floor measured in the same run: one POST of a bare `true` to
// /execs from this process, what the seed sends per command without any of that. No 20x target: both pay the
// gateway's exec; the figure shows what Airlock adds.
bool benchModalGateway(int calls)
{
    airlock::test::ModalGatewayEmulatorProcess emulator;
    QString why;
    if (!emulator.start(&why)) {
        std::fprintf(stderr, "modal-gateway: %s\n", qPrintable(why));
        return false;
    }
    airlock::core::Config config;
    config.backend = QStringLiteral("modal");
    config.modal.mode = QStringLiteral("managed");
    config.modal.gatewayUrl = emulator.url();
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("TOOL_GATEWAY_USER_TOKEN"), QLatin1String(emulator.kToken));
    std::vector<double> airlock;
    std::vector<double> floor;
    {
        EngineFixture engine(config, env, airlock::engine::Engine::Approvals::HeadlessAllow,
                             [](airlock::engine::Engine::Options &o) { o.keychain = false; });
        airlock = timeCalls(engine, calls);
        const QString id = emulator.sandboxes().first()[QLatin1String("id")].toString();
        airlock::backends::HttpJsonClient client(QStringLiteral("bench"), QUrl(emulator.url()),
                                                 QByteArray("Bearer ") + emulator.kToken, QString());
        for (int i = 0; i < calls; ++i) {
            const QJsonObject body{{QStringLiteral("execId"), QUuid::createUuid().toString(QUuid::WithoutBraces)},
                                   {QStringLiteral("command"), QStringLiteral("true")},
                                   {QStringLiteral("cwd"), QStringLiteral("/root")},
                                   {QStringLiteral("timeoutMs"), 60000}};
            QElapsedTimer clock;
            clock.start();
            QEventLoop loop;
            QString status;
            client.request("POST", QStringLiteral("/v1/sandboxes/%1/execs").arg(id), QJsonDocument(body), 30000,
                           [&](const airlock::backends::HttpJsonReply &reply) {
                               status = reply.body.object().value(QStringLiteral("status")).toString();
                               loop.quit();
                           });
            loop.exec();
            floor.push_back(double(clock.nsecsElapsed()) / 1e6);
            if (status != QLatin1String("completed")) {
                std::fprintf(stderr, "modal-gateway: a bare exec ended %s\n", qPrintable(status));
                break;
            }
        }
    }
    std::printf("%-13s airlock (managed gateway) median %8.3f ms over %zu calls\n", "modal-gateway", medianMs(airlock),
                airlock.size());
    std::printf("%-13s one bare POST of `true`   median %8.3f ms over %zu runs (the gateway's floor)\n",
                "modal-gateway", medianMs(floor), floor.size());
    emulator.stop();
    return true;
}

bool benchModal(int calls); // bench_backends_modal.cpp

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const QString which = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QStringLiteral("all");
    const int calls = argc > 2 ? std::atoi(argv[2]) : 200;
    bool ok = true;
    if (which == QLatin1String("docker") || which == QLatin1String("all"))
        ok = benchDocker(calls) && ok;
    if (which == QLatin1String("apptainer") || which == QLatin1String("all"))
        ok = benchApptainer(calls) && ok;
    if (which == QLatin1String("ssh") || which == QLatin1String("all"))
        ok = benchSsh(calls) && ok;
    if (which == QLatin1String("daytona") || which == QLatin1String("all"))
        ok = benchDaytona(calls) && ok;
    if (which == QLatin1String("modal-gateway") || which == QLatin1String("all"))
        ok = benchModalGateway(calls) && ok;
    if (which == QLatin1String("modal") || which == QLatin1String("all"))
        ok = benchModal(calls) && ok;
    return ok ? 0 : 1;
}
