// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Where the time of one `terminal` call of `true` goes (issue 17, item 5), median and p99 over N calls each
// (default 2000), all measured in this run beside the floor (a bare persistent bash with a nonce fence):
//   floor       ShellFloor: no code of ours
//   protocol    ShellSession + ProcessTransport on a local bash (the wrapper, the records, the state saved)
//   analysis    CommandAnalyzer::analyze("true") (parse + every rule)
//   redaction   Redactor::redact of an empty and of a one-line output
//   format      formatResult of a success
//   json        parsing the arguments and writing the result as the MCP layer does (nlohmann)
//   engine      the whole call in this process (EngineFixture, audit log on)
// The rest of the engine's time (registry, policy, audit, signals) is engine − the parts. Usage: bench_breakdown [N]
#include "EngineFixture.h"
#include "LagProbe.h"
#include "ShellFloor.h"
#include "backends/ProcessTransport.h"
#include "backends/ShellSession.h"
#include "core/Redactor.h"
#include "core/ResultFormat.h"
#include "safety/CommandAnalyzer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>
#include <functional>

using namespace airlock;

namespace {

struct Figures {
    double median = 0;
    double p99 = 0;
};

Figures summarise(const std::vector<double> &us)
{
    return {test::percentile(us, 0.5), test::percentile(us, 0.99)};
}

Figures timed(int calls, const std::function<bool()> &once)
{
    std::vector<double> us;
    us.reserve(size_t(calls));
    for (int i = 0; i < calls + 20; ++i) {
        QElapsedTimer clock;
        clock.start();
        if (!once())
            return {};
        if (i >= 20)
            us.push_back(double(clock.nsecsElapsed()) / 1000.0);
    }
    return summarise(us);
}

void print(const char *name, const Figures &f, const Figures &floor)
{
    std::printf("%-10s median %8.1f us   p99 %8.1f us   %6.2fx the floor\n", name, f.median, f.p99,
                f.median / std::max(0.001, floor.median));
}

// The shell protocol alone: a local bash session as LocalBackend starts it, without the rest of the engine.
Figures protocol(int calls)
{
    QTemporaryDir dir;
    backends::ProcessTransport::Options transport;
    transport.arguments = backends::ShellScript::launchArguments(transport.program);
    transport.environment = QProcessEnvironment::systemEnvironment();
    transport.workingDirectory = dir.path();
    backends::ShellSession::Options options;
    options.stateDir = dir.path();
    backends::ShellSession session(
        [transport](QObject *parent) { return new backends::ProcessTransport(transport, parent); }, options);
    bool ready = false;
    QObject::connect(&session, &backends::ShellSession::ready, [&ready] { ready = true; });
    QObject::connect(&session, &backends::ShellSession::startFailed,
                     [](const QString &why) { std::fprintf(stderr, "protocol: %s\n", qPrintable(why)); });
    session.start();
    if (!QTest::qWaitFor([&ready] { return ready; }, 15000)) {
        std::fprintf(stderr, "protocol: the shell did not start\n");
        return {};
    }
    backends::ExecRequest request;
    request.command = "true";
    const Figures figures = timed(calls, [&] {
        std::unique_ptr<backends::ExecJob> job(session.execute(request, nullptr));
        if (!job)
            return false;
        bool done = job->isFinished();
        QObject::connect(job.get(), &backends::ExecJob::finished, [&done] { done = true; });
        while (!done)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents);
        if (job->outcome().exitCode != 0)
            std::fprintf(stderr, "protocol: exit %d %s\n", job->outcome().exitCode,
                         job->outcome().error ? qPrintable(job->outcome().error->message) : "");
        return job->outcome().exitCode == 0;
    });
    session.shutdown();
    return figures;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int calls = argc > 1 ? std::max(100, std::atoi(argv[1])) : 2000;
    std::printf("one call of `true`, %d times each (after 20 warm-up runs)\n", calls);

    test::ShellFloor shell;
    const Figures floor = summarise(shell.measure(calls));
    print("floor", floor, floor);
    print("protocol", protocol(calls), floor);

    volatile std::size_t sink = 0;
    print("analysis", timed(calls, [&] { return !safety::CommandAnalyzer::analyze("true").dangerous(); }), floor);
    print("redaction",
          timed(calls,
                [&] {
                    sink = sink + core::Redactor::redact("").size() +
                           core::Redactor::redact("build finished in 3.2 s, 14 files changed\n").size();
                    return true;
                }),
          floor);
    core::ExecOutcome outcome;
    outcome.exitCode = 0;
    outcome.cwd = QStringLiteral("/home/someone/project");
    print("format", timed(calls, [&] { return !core::formatResult(outcome, QStringLiteral("local")).text.isEmpty(); }),
          floor);
    const std::string request =
        R"({"jsonrpc":"2.0","id":7,"method":"tools/call","params":{"name":"terminal","arguments":{"command":"true"}}})";
    print("json",
          timed(calls,
                [&] {
                    const nlohmann::json parsed = nlohmann::json::parse(request);
                    nlohmann::json response = {
                        {"jsonrpc", "2.0"},
                        {"id", parsed["id"]},
                        {"result",
                         {{"content", {{{"type", "text"}, {"text", "[terminal_result status=success]"}}}},
                          {"isError", false}}}};
                    sink = sink + response.dump().size();
                    return true;
                }),
          floor);
    test::EngineFixture engine;
    print("engine",
          timed(calls,
                [&] {
                    engine.run("true");
                    return true;
                }),
          floor);
    engine.cleanupAll();
    return 0;
}
