// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CallCommand.h"

#include "backends/TaskRegistry.h"
#include "core/Error.h"
#include "core/TerminalService.h"

#include <nlohmann/json.hpp>

#include <QCoreApplication>

#include <cerrno>
#include <cstdio>
#include <unistd.h>

namespace airlock::app {

namespace {
// A command is at most 1 MiB; escaped as JSON it can grow, but a line past this is not a valid request.
constexpr qsizetype kMaxLineBytes = 16 * 1024 * 1024;
} // namespace

CallCommand::CallCommand(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    core::Engine::Options engine;
    engine.config = m_options.config;
    engine.approvals = m_options.approvals;
    m_engine = std::make_unique<core::Engine>(engine);
    if (!m_engine->rulesProblem().isEmpty())
        std::fprintf(stderr, "airlock: warning: %s\n", qPrintable(m_engine->rulesProblem()));
}

CallCommand::~CallCommand()
{
    // Calls reference the service; delete them first.
    delete m_current;
}

void CallCommand::start()
{
    if (isatty(STDIN_FILENO)) {
        std::fprintf(stderr,
                     "Airlock %s: the `terminal` tool on the %s backend, task \"%s\".\n"
                     "Type one call per line as JSON, e.g. {\"command\": \"ls -la\"}; Ctrl-D ends.\n",
                     qPrintable(QCoreApplication::applicationVersion()),
                     qPrintable(m_options.backend.isEmpty() ? m_options.config.backend : m_options.backend),
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
        core::CallContext context;
        context.taskId = m_options.taskId;
        context.backend = m_options.backend;
        context.clientName = QStringLiteral("airlock call");
        m_current =
            m_engine->service()->callJsonText(context, std::string_view(line.constData(), size_t(line.size())), this);
        connect(m_current, &core::ToolCall::finished, this, [this] {
            core::ToolCall *call = m_current;
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

} // namespace airlock::app
