// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// A safe command's hook round trip as the agent sees it (a process start, stdin in, the answer out), median and p90
// over N runs (default 200), beside the anchor an agent's own hook documentation shows — a bare shell script that
// prints the allow JSON — measured the same way in the same run:
//   script        /bin/sh hook.sh (cat > /dev/null; printf the allow JSON)
//   airlock-hook  airlock-hook claude-code → the bridge socket → a running `airlock serve` → judged, recorded
//   airlock hook  the same through the whole `airlock` binary (which loads Qt)
//   no app        airlock-hook claude-code with no app running (the fail-closed answer)
// Target: airlock-hook ≤ 15 ms. Usage: bench_hook [runs]; AIRLOCK_BINARY picks the binary.
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <spawn.h>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

extern char **environ;

namespace {

constexpr char kInput[] = R"({"session_id":"bench","cwd":"/tmp","hook_event_name":"PreToolUse","tool_name":"Bash",)"
                          R"("tool_input":{"command":"git status --short"},"tool_use_id":"toolu_bench"})";

struct Figures {
    double median = 0;
    double p90 = 0;
};

// One run: the program started with posix_spawn, the input written to its stdin, its stdout read to the end.
double runOnce(const std::vector<std::string> &argv, std::string &out)
{
    int in[2], outPipe[2];
    if (::pipe(in) != 0 || ::pipe(outPipe) != 0)
        return -1;
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, in[0], 0);
    posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1);
    posix_spawn_file_actions_addclose(&actions, in[1]);
    posix_spawn_file_actions_addclose(&actions, outPipe[0]);
    std::vector<char *> args;
    for (const std::string &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    const auto started = std::chrono::steady_clock::now();
    pid_t pid = 0;
    const int spawned = posix_spawn(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(in[0]);
    ::close(outPipe[1]);
    if (spawned != 0)
        return -1;
    [[maybe_unused]] const ssize_t written = ::write(in[1], kInput, sizeof kInput - 1);
    ::close(in[1]);
    out.clear();
    char buffer[4096];
    ssize_t n;
    while ((n = ::read(outPipe[0], buffer, sizeof buffer)) > 0)
        out.append(buffer, std::size_t(n));
    ::close(outPipe[0]);
    int status = 0;
    ::waitpid(pid, &status, 0);
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
}

Figures measure(const char *name, const std::vector<std::string> &argv, int runs, const char *expect)
{
    std::vector<double> ms;
    std::string out;
    for (int i = 0; i < runs; ++i) {
        const double t = runOnce(argv, out);
        if (t < 0 || out.find(expect) == std::string::npos) {
            std::fprintf(stderr, "%s: unexpected answer: %s\n", name, out.c_str());
            std::exit(1);
        }
        ms.push_back(t);
    }
    std::sort(ms.begin(), ms.end());
    const Figures f{ms[ms.size() / 2], ms[std::min(ms.size() - 1, ms.size() * 9 / 10)]};
    std::printf("%-13s median %6.2f ms   p90 %6.2f ms\n", name, f.median, f.p90);
    return f;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int runs = argc > 1 ? std::max(10, std::atoi(argv[1])) : 200;
    const QString airlock = qEnvironmentVariable("AIRLOCK_BINARY", QCoreApplication::applicationDirPath() +
                                                                       QStringLiteral("/../../src/airlock"));
    const QString hook = QFileInfo(airlock).absolutePath() + QStringLiteral("/airlock-hook");
    QTemporaryDir dir;
    for (const char *sub : {"home", "config", "data", "runtime"})
        QDir(dir.path()).mkpath(QString::fromLatin1(sub));
    QFile::setPermissions(dir.path() + QStringLiteral("/runtime"),
                          QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    for (const auto &[name, sub] : {std::pair{"HOME", "home"},
                                    {"XDG_CONFIG_HOME", "config"},
                                    {"XDG_DATA_HOME", "data"},
                                    {"XDG_RUNTIME_DIR", "runtime"}})
        qputenv(name, (dir.path() + QLatin1Char('/') + QString::fromLatin1(sub)).toLocal8Bit());
    qputenv("AIRLOCK_AUDIT_PATH", (dir.path() + QStringLiteral("/audit.sqlite")).toLocal8Bit());
    qputenv("DBUS_SESSION_BUS_ADDRESS", "unix:path=/nonexistent");

    const QString script = dir.path() + QStringLiteral("/hook.sh");
    QFile file(script);
    if (!file.open(QIODevice::WriteOnly))
        return 1;
    file.write("cat > /dev/null\nprintf '%s\\n' "
               "'{\"hookSpecificOutput\":{\"hookEventName\":\"PreToolUse\",\"permissionDecision\":\"allow\"}}'\n");
    file.close();

    std::printf("hook round trip of a safe command, %d runs each (Claude Code's PreToolUse input)\n", runs);
    const Figures anchor = measure("script", {"/bin/sh", script.toStdString()}, runs, "\"allow\"");
    const Figures noApp = measure("no app", {hook.toStdString(), "claude-code"}, runs, "\"ask\"");

    QProcess serve;
    serve.setReadChannel(QProcess::StandardError);
    serve.start(airlock, {QStringLiteral("serve"), QStringLiteral("--approve"), QStringLiteral("deny")});
    QByteArray err;
    while (!err.contains("): bridge on ") && serve.waitForReadyRead(30000))
        err += serve.readAllStandardError();
    if (!err.contains("): bridge on ")) {
        std::fprintf(stderr, "airlock serve did not start: %s\n", err.constData());
        return 1;
    }
    const Figures thin = measure("airlock-hook", {hook.toStdString(), "claude-code"}, runs, "\"allow\"");
    const Figures full = measure("airlock hook", {airlock.toStdString(), "hook", "claude-code"}, runs, "\"allow\"");
    serve.terminate();
    serve.waitForFinished(30000);

    std::printf("airlock-hook over the bare script: %+.2f ms (%.1fx); through the whole airlock binary %+.2f ms\n",
                thin.median - anchor.median, thin.median / anchor.median, full.median - anchor.median);
    std::printf("target: airlock-hook median <= 15 ms: %s (%.2f ms); no app answers in %.2f ms\n",
                thin.median <= 15 ? "met" : "NOT met", thin.median, noApp.median);
    return 0;
}
