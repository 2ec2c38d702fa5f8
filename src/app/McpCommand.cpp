// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "McpCommand.h"
#include "HostSupport.h"

#include "LeftoversAtStart.h"
#include "core/Config.h"
#include "engine/Engine.h"
#include "mcp/FdWriter.h"
#include "mcp/HttpTransport.h"
#include "mcp/McpHost.h"
#include "mcp/RuntimeDir.h"
#include "mcp/SessionWire.h"
#include "mcp/StdioBridge.h"
#include "mcp/StdioTransport.h"
#include "mcp/TokenStore.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QProcess>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace airlock::app {

namespace {

// How long `airlock mcp` waits for an app it started to open its socket.
constexpr int kAppStartTimeoutMs = 10 * 1000;
// At exit, how long a client that does not read may hold up the last answers.
constexpr int kDrainOutputMs = 2000;

// Moves the protocol's descriptors out of the way: stdout becomes stderr and stdin /dev/null, so that nothing else
// in this process (a library's printf) or its children can write into, or read from, the protocol stream.
struct ProtocolFds {
    int in = -1;
    int out = -1;
};
ProtocolFds takeStdio()
{
    ProtocolFds fds;
    fds.in = ::fcntl(STDIN_FILENO, F_DUPFD_CLOEXEC, 3);
    fds.out = ::fcntl(STDOUT_FILENO, F_DUPFD_CLOEXEC, 3);
    if (fds.in < 0 || fds.out < 0)
        return {STDIN_FILENO, STDOUT_FILENO};
    std::fflush(stdout);
    ::dup2(STDERR_FILENO, STDOUT_FILENO);
    const int null = ::open("/dev/null", O_RDONLY | O_CLOEXEC);
    if (null >= 0) {
        ::dup2(null, STDIN_FILENO);
        ::close(null);
    }
    return fds;
}

QStringList preparedArguments(const QCoreApplication &app)
{
    QStringList arguments = app.arguments();
    arguments.removeAt(1); // the command
    return arguments;
}

} // namespace

namespace {

// A person can see windows here: the app `airlock mcp` starts is then the desktop app, so that approvals reach them.
bool hasDisplay()
{
    const QString platform = qEnvironmentVariable("QT_QPA_PLATFORM");
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal"))
        return false;
    return !qEnvironmentVariableIsEmpty("DISPLAY") || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

engine::Engine::Options engineOptions(core::Config config, engine::Approvals approvals)
{
    engine::Engine::Options options;
    options.config = std::move(config);
    options.approvals = approvals;
    return options;
}

} // namespace

core::Result<QString> launchBackgroundApp(const QStringList &extraArguments)
{
    const auto dir = mcp::RuntimeDir::path();
    if (!dir)
        return dir.error();
    const bool desktop = hasDisplay();
    const QString command = desktop ? QStringLiteral("gui") : QStringLiteral("serve");
    const QString log = *dir + QStringLiteral("/airlock-%1.log").arg(command);
    QProcess process;
    process.setProgram(QCoreApplication::applicationFilePath());
    // The window stays for the person; the app without one ends by itself once no agent is left.
    const QStringList idle = desktop ? QStringList() : QStringList{QStringLiteral("--exit-when-idle")};
    process.setArguments(QStringList{command} + idle + extraArguments);
    process.setStandardInputFile(QProcess::nullDevice());
    process.setStandardOutputFile(QProcess::nullDevice());
    process.setStandardErrorFile(log, QIODevice::Append);
    qint64 pid = 0;
    if (!process.startDetached(&pid))
        return core::Error::executionFailed(
            QStringLiteral("cannot start %1 %2: %3").arg(process.program(), command, process.errorString()));
    return QStringLiteral("started `airlock %1` as pid %2; its log is %3").arg(command).arg(pid).arg(log);
}

const char kHeadlessOnly[] = QT_TRANSLATE_NOOP(
    "airlock::app::Mcp", "warning: --approve and --task-prefix apply with --headless only; the app decides");

const char kMcpDescription[] =
    QT_TRANSLATE_NOOP("airlock::app::Options", "The MCP server agents start: stdio, bridged to the running app "
                                               "unless --headless; Streamable HTTP with --http.");

QCommandLineOption taskPrefixOption()
{
    return {QStringLiteral("task-prefix"),
            QCoreApplication::translate("airlock::app::Options", "Task ids are PREFIX-<n> (default: mcp)."),
            QStringLiteral("PREFIX"), QStringLiteral("mcp")};
}

namespace {

// `airlock mcp` without --headless or --http: the agent's stdio forwarded to the running app (started if none runs).
int runBridge(QCoreApplication &app, const QCommandLineParser &parser, const CommonOptions &common, bool prefixSet)
{
    // The bridge: bytes in, bytes out; the app does the rest.
    if (parser.isSet(common.approve) || prefixSet)
        fail(QCoreApplication::translate("airlock::app::Mcp", kHeadlessOnly));
    const auto socketPath = mcp::RuntimeDir::socketPath();
    if (!socketPath) {
        fail(socketPath.error().message);
        return 1;
    }
    QStringList launchArguments;
    if (parser.isSet(common.config))
        launchArguments << QStringLiteral("--config") << QFileInfo(parser.value(common.config)).absoluteFilePath();
    QByteArray greeting; // the app runs this session's tasks on --backend
    if (parser.isSet(common.backend)) {
        const auto kind = core::Config::canonicalBackend(parser.value(common.backend));
        if (!kind) {
            fail(kind.error().message);
            return 2;
        }
        greeting = QByteArray::fromStdString(mcp::sessionwire::greetingLine(kind->toStdString()));
    }
    const ProtocolFds fds = takeStdio();
    mcp::StdioBridge bridge(
        *socketPath, [launchArguments] { return launchBackgroundApp(launchArguments); }, kAppStartTimeoutMs, fds.in,
        fds.out);
    int exitCode = 0;
    QObject::connect(&bridge, &mcp::StdioBridge::finished, &app, [&exitCode](int code, const QString &error) {
        if (!error.isEmpty())
            fail(error);
        exitCode = code;
        QCoreApplication::exit(code);
    });
    watchSignals(&app, [](int) { QCoreApplication::exit(0); });
    bridge.setGreeting(greeting);
    bridge.start();
    app.exec();
    return exitCode;
}

} // namespace

int runMcp(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("airlock::app::Options", kMcpDescription));
    parser.addHelpOption();
    const CommonOptions common;
    const QCommandLineOption headless(
        QStringLiteral("headless"),
        QCoreApplication::translate("airlock::app::Options", "Run the engine in this process instead of the app."));
    const QCommandLineOption taskPrefix = taskPrefixOption();
    parser.addOptions(
        {headless, common.approve, taskPrefix, common.http, common.config, common.backend, cleanLeftoversOption()});
    parser.process(preparedArguments(app));

    const bool inProcess = parser.isSet(headless) || parser.isSet(common.http);
    if (!inProcess)
        return runBridge(app, parser, common, parser.isSet(taskPrefix));

    const auto approval = engine::parseApprovals(parser.value(common.approve), true);
    if (!approval) {
        fail(approval.error().message);
        return 2;
    }
    const QString prefix = parser.value(taskPrefix);
    if (prefix.isEmpty() || prefix.size() > 32 || prefix.contains(QLatin1Char('/'))) {
        fail(QCoreApplication::translate("airlock::app::Mcp", "--task-prefix must be 1 to 32 characters without '/'"));
        return 2;
    }
    auto config = loadConfig(parser, common);
    if (!config) {
        fail(config.error().message);
        return 2;
    }
    engine::Engine theEngine(engineOptions(*config, *approval)); // the process's one engine
    mcp::McpHost::Options options;
    options.taskPrefix = prefix;
    options.version = QCoreApplication::applicationVersion();
    mcp::McpHost host(&theEngine, options);
    reportLeftoversAtStart(theEngine, parser.isSet(cleanLeftoversOption()));
    mcp::StdioTransport *stdio = nullptr;
    QObject::connect(&host, &mcp::McpHost::shutDown, &app, [&stdio] {
        // Answers already written (say, to requests sent just before end of input) still reach the client.
        mcp::FdWriter *writer = stdio ? stdio->writer() : nullptr;
        if (!writer || writer->isDrained() || writer->hasFailed()) {
            QCoreApplication::exit(0);
            return;
        }
        QObject::connect(writer, &mcp::FdWriter::drained, writer, [] { QCoreApplication::exit(0); });
        QObject::connect(writer, &mcp::FdWriter::failed, writer, [] { QCoreApplication::exit(0); });
        QTimer::singleShot(kDrainOutputMs, writer, [] { QCoreApplication::exit(0); });
    });
    watchSignals(&app, [&host](int) { host.shutdown(); });

    if (parser.isSet(common.http)) {
        const auto port = parsePort(parser.value(common.http));
        if (!port) {
            fail(port.error().message);
            return 2;
        }
        startHttp(host, *port, [](bool listening) {
            if (!listening)
                QCoreApplication::exit(1);
        });
    } else {
        const ProtocolFds fds = takeStdio();
        stdio = host.serveStdio(fds.in, fds.out);
        QObject::connect(stdio, &mcp::StdioTransport::ended, &host, &mcp::McpHost::shutdown);
    }
    return app.exec();
}

int runServe(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "airlock::app::Options", "The Airlock app without a window: the engine, the bridge socket "
                                 "for `airlock mcp`, and HTTP when configured."));
    parser.addHelpOption();
    const CommonOptions common;
    const QCommandLineOption exitWhenIdle(
        QStringLiteral("exit-when-idle"),
        QCoreApplication::translate(
            "airlock::app::Options",
            "End once no agent has been connected and no task has lived for mcp.idle_exit_secs (how "
            "`airlock mcp` starts it)."));
    const QCommandLineOption cleanLeftovers = cleanLeftoversOption();
    parser.addOptions({common.approve, common.http, common.config, common.backend, exitWhenIdle, cleanLeftovers});
    parser.process(preparedArguments(app));

    const auto approval = engine::parseApprovals(parser.value(common.approve), true);
    if (!approval) {
        fail(approval.error().message);
        return 2;
    }
    auto config = loadConfig(parser, common);
    if (!config) {
        fail(config.error().message);
        return 2;
    }
    // No stdio session here, but the descriptors must not carry anything either.
    std::signal(SIGPIPE, SIG_IGN);
    engine::Engine theEngine(engineOptions(*config, *approval)); // the process's one engine
    mcp::McpHost::Options options;
    options.version = QCoreApplication::applicationVersion();
    mcp::McpHost host(&theEngine, options);
    QObject::connect(&host, &mcp::McpHost::shutDown, &app, [] { QCoreApplication::exit(0); });
    watchSignals(&app, [&host](int) { host.shutdown(); });

    const auto bridge = host.startBridge();
    if (!bridge) {
        fail(bridge.error().message);
        return 3;
    }
    std::fprintf(stderr, "airlock serve (pid %lld): bridge on %s\n", static_cast<long long>(::getpid()),
                 qPrintable(*bridge));
    if (parser.isSet(exitWhenIdle))
        host.exitWhenIdle(config->mcp.idleExitSecs);
    reportLeftoversAtStart(theEngine, parser.isSet(cleanLeftovers));
    std::fflush(stderr);
    const bool wantHttp = parser.isSet(common.http) || config->mcp.http;
    if (wantHttp) {
        const auto port = parser.isSet(common.http) ? parsePort(parser.value(common.http))
                                                    : core::Result<quint16>(quint16(config->mcp.port));
        if (!port) {
            fail(port.error().message);
            return 2;
        }
        startHttp(host, *port, [](bool listening) {
            if (!listening)
                QCoreApplication::exit(1);
        });
    }
    return app.exec();
}

} // namespace airlock::app
