// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CallCommand.h"
#include "HostSupport.h"

#include "backends/TaskRegistry.h"
#include "core/Error.h"
#include "engine/TerminalService.h"

#include <nlohmann/json.hpp>

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QSocketNotifier>

#include <cerrno>
#include <cstdio>
#include <unistd.h>

namespace airlock::app {

namespace {
// A command is at most 1 MiB; escaped as JSON it can grow, but a line past this is not a valid request.
constexpr qsizetype kMaxLineBytes = 16 * 1024 * 1024;
} // namespace

CallCommand::CallCommand(engine::Engine *engine, Options options, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_options(std::move(options))
{
    if (!m_engine->rulesProblem().isEmpty())
        std::fprintf(stderr, "airlock: warning: %s\n", qPrintable(m_engine->rulesProblem()));
}

CallCommand::~CallCommand() = default; // the engine outlives the command, and the call is its child

void CallCommand::start()
{
    if (isatty(STDIN_FILENO)) {
        std::fprintf(stderr,
                     "Airlock %s: the `terminal` tool on the %s backend, task \"%s\".\n"
                     "Type one call per line as JSON, e.g. {\"command\": \"ls -la\"}; Ctrl-D ends.\n",
                     qPrintable(QCoreApplication::applicationVersion()),
                     qPrintable(m_options.backend.isEmpty() ? m_engine->config().backend : m_options.backend),
                     qPrintable(m_options.taskId));
    }
    m_notifier = new QSocketNotifier(STDIN_FILENO, QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &CallCommand::onReadable);
}

void CallCommand::onReadable()
{
    char chunk[65536];
    const ssize_t n = ::read(STDIN_FILENO, chunk, sizeof chunk);
    if (n < 0 && (errno == EINTR || errno == EAGAIN))
        return;
    if (n <= 0) {
        m_notifier->setEnabled(false);
        m_inputEnded = true;
        takeLines(true);
        next();
        return;
    }
    m_buffer.append(chunk, n);
    takeLines(false);
    next();
}

void CallCommand::takeLines(bool atEnd)
{
    qsizetype start = 0;
    while (true) {
        const qsizetype newline = m_buffer.indexOf('\n', start);
        if (newline < 0)
            break;
        if (m_discardingLongLine)
            m_discardingLongLine = false;
        else
            m_lines.enqueue(m_buffer.sliced(start, newline - start));
        start = newline + 1;
    }
    m_buffer.remove(0, start);
    if (m_buffer.size() > kMaxLineBytes) {
        // Keep nothing of an oversized line, answer it once, and skip to its end.
        if (!m_discardingLongLine)
            m_lines.enqueue(QByteArrayLiteral("\x01too-long"));
        m_discardingLongLine = true;
        m_buffer.clear();
    }
    if (atEnd && !m_buffer.isEmpty() && !m_discardingLongLine)
        m_lines.enqueue(m_buffer);
    if (atEnd)
        m_buffer.clear();
}

void CallCommand::next()
{
    if (m_current || m_finishing)
        return;
    while (!m_lines.isEmpty()) {
        QByteArray line = m_lines.dequeue();
        if (line.endsWith('\r'))
            line.chop(1);
        if (line.trimmed().isEmpty())
            continue;
        if (line == "\x01too-long") {
            writeResult(core::formatError(
                            core::Error::invalidArguments(
                                QStringLiteral("the request line is longer than %1 MiB").arg(kMaxLineBytes >> 20)))
                            .toUtf8(),
                        true);
            continue;
        }
        engine::CallContext context;
        context.taskId = m_options.taskId;
        context.backend = m_options.backend;
        context.clientName = QStringLiteral("airlock call");
        m_current =
            m_engine->service()->callJsonText(context, std::string_view(line.constData(), size_t(line.size())), this);
        connect(m_current, &engine::ToolCall::finished, this, [this] {
            engine::ToolCall *call = m_current;
            m_current = nullptr;
            writeResult(call->result().text.toUtf8(), call->result().isError);
            call->deleteLater();
            next();
        });
        return;
    }
    if (m_inputEnded)
        finishAll();
}

void CallCommand::writeResult(const QByteArray &text, bool isError)
{
    nlohmann::ordered_json line = {{"text", text.toStdString()}, {"is_error", isError}};
    const std::string out = line.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    std::fwrite(out.data(), 1, out.size(), stdout);
    std::fflush(stdout);
}

void CallCommand::finishAll()
{
    if (m_finishing)
        return;
    m_finishing = true;
    backends::TaskRegistry *registry = m_engine->registry();
    if (!registry->hasTasks()) {
        emit done(m_exitCode);
        return;
    }
    connect(registry, &backends::TaskRegistry::cleanupFinished, this,
            [](const QString &taskId, bool ok, const QString &error) {
                if (!ok) // what the backend left (a sandbox, a container) is found again at the next start
                    std::fprintf(stderr, "airlock: warning: task %s was not cleaned up: %s\n", qPrintable(taskId),
                                 qPrintable(error));
            });
    connect(registry, &backends::TaskRegistry::allCleanedUp, this, [this] { emit done(m_exitCode); });
    registry->cleanupAll();
}

void CallCommand::interrupt(int code)
{
    m_exitCode = code;
    m_lines.clear();
    m_inputEnded = true;
    if (m_notifier)
        m_notifier->setEnabled(false);
    if (m_current) {
        m_current->cancel(); // its result is still written; then finishAll()
        return;
    }
    finishAll();
}

int runCall(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("airlock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AIRLOCK_VERSION));
    installLanguage();

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QCoreApplication::translate("airlock::app::Options", "Run terminal tool calls from stdin on one task."));
    parser.addHelpOption();
    const QCommandLineOption taskOption(QStringLiteral("task"),
                                        QCoreApplication::translate("airlock::app::Options", "Task id (default: cli)."),
                                        QStringLiteral("ID"), QStringLiteral("cli"));
    const QCommandLineOption backendOption(QStringLiteral("backend"),
                                           QCoreApplication::translate("airlock::app::Options", "Backend kind."),
                                           QStringLiteral("KIND"));
    const QCommandLineOption configOption(QStringLiteral("config"),
                                          QCoreApplication::translate("airlock::app::Options", "Config file."),
                                          QStringLiteral("FILE"));
    const QCommandLineOption approveOption(
        QStringLiteral("approve"),
        QCoreApplication::translate(
            "airlock::app::Options",
            "How commands that need approval are answered: deny (default), allow, ask-timeout."),
        QStringLiteral("ANSWER"), QStringLiteral("deny"));
    parser.addOptions({taskOption, backendOption, configOption, approveOption});
    QStringList arguments = app.arguments();
    arguments.removeAt(1); // "call"
    parser.process(arguments);

    const bool explicitConfig = parser.isSet(configOption);
    const QString configPath = explicitConfig ? parser.value(configOption) : core::Config::defaultPath();
    auto loaded = core::Config::load(configPath, explicitConfig);
    if (!loaded) {
        std::fprintf(stderr, "airlock: %s\n", qPrintable(loaded.error().message));
        return 2;
    }
    core::Config config = std::move(loaded).value();
    if (const auto env = config.applyEnvironment(QProcessEnvironment::systemEnvironment()); !env) {
        std::fprintf(stderr, "airlock: %s\n", qPrintable(env.error().message));
        return 2;
    }
    for (const QString &warning : std::as_const(config.warnings))
        std::fprintf(stderr, "airlock: warning: %s\n", qPrintable(warning));

    CallCommand::Options options;
    options.taskId = parser.value(taskOption);
    const auto approvals = engine::parseApprovals(parser.value(approveOption), false);
    if (!approvals) {
        std::fprintf(stderr, "airlock: %s\n", qPrintable(approvals.error().message));
        return 2;
    }
    if (parser.isSet(backendOption)) {
        const auto kind = core::Config::canonicalBackend(parser.value(backendOption));
        if (!kind) {
            std::fprintf(stderr, "airlock: %s\n", qPrintable(kind.error().message));
            return 2;
        }
        options.backend = *kind;
    }

    engine::Engine::Options engineOptions;
    engineOptions.config = config;
    engineOptions.approvals = *approvals;
    engine::Engine theEngine(engineOptions); // the process's one engine
    CallCommand command(&theEngine, options);
    QObject::connect(&command, &CallCommand::done, &app, &QCoreApplication::exit);

    // Ctrl-C, SIGTERM, SIGHUP: cancel the running call, clean up, exit 128 + the signal.
    watchSignals(&command, [&command](int signal) { command.interrupt(128 + signal); });
    command.start();
    return app.exec();
}

} // namespace airlock::app
