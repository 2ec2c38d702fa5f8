// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TerminalService.h"

#include "backends/TaskRegistry.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFileInfo>

namespace airlock::core {

TerminalService::TerminalService(Config config, backends::TaskRegistry *registry, ApprovalGate *gate, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_registry(registry)
    , m_gate(gate)
{}

ToolCall *TerminalService::makeCall(const CallContext &context, QObject *parent)
{
    CallContext effective = context;
    if (effective.backend.isEmpty())
        effective.backend = m_config.backend;
    if (effective.taskId.isEmpty())
        effective.taskId = QStringLiteral("default");
    return new ToolCall(this, effective, parent ? parent : this);
}

ToolCall *TerminalService::call(const CallContext &context, const nlohmann::json &arguments, QObject *parent)
{
    ToolCall *call = makeCall(context, parent);
    call->begin(TerminalArgs::fromJson(arguments));
    emit callStarted(call);
    return call;
}

ToolCall *TerminalService::callJsonText(const CallContext &context, std::string_view argumentsJson, QObject *parent)
{
    ToolCall *call = makeCall(context, parent);
    call->begin(TerminalArgs::fromJsonText(argumentsJson));
    emit callStarted(call);
    return call;
}

namespace {

// `path` as `cd` would resolve it from `base` (~ and relative paths; no CDPATH).
QString resolveFrom(const QString &base, QString path)
{
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/")))
        path = QDir::homePath() + path.mid(1);
    if (!path.startsWith(QLatin1Char('/')))
        path = base + QLatin1Char('/') + path;
    return QDir::cleanPath(path);
}

} // namespace

QString TerminalService::startDirectory(const QString &taskId, const QString &workdir, const QString &fallback) const
{
    QString base;
    if (const auto status = m_registry->status(taskId))
        base = status->facts.value(QStringLiteral("cwd")).toString();
    if (base.isEmpty())
        base = fallback.isEmpty() ? QDir::currentPath() : fallback;
    return workdir.isEmpty() ? base : resolveFrom(base, workdir);
}

ToolCall::ToolCall(TerminalService *service, CallContext context, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_context(std::move(context))
{
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &ToolCall::acquireBackend);
}

ToolCall::~ToolCall()
{
    if (m_job && !m_job->isFinished())
        m_job->cancel();
    if (m_lease)
        m_lease->release();
}

void ToolCall::begin(Result<TerminalArgs> args)
{
    if (!args) {
        fail(args.error());
        return;
    }
    m_args = std::move(args).value();
    const auto kind = Config::canonicalBackend(m_context.backend);
    if (!kind) {
        fail(kind.error());
        return;
    }
    m_context.backend = *kind;
    askApproval();
}

void ToolCall::askApproval()
{
    ApprovalRequest request;
    request.taskId = m_context.taskId;
    request.clientName = m_context.clientName;
    request.backend = m_context.backend;
    request.command = QString::fromStdString(m_args.command);
    request.workdir = m_args.workdir;
    request.origin = m_context.origin;
    if (const auto status = m_service->m_registry->status(m_context.taskId))
        request.cwd = status->facts.value(QStringLiteral("cwd")).toString();
    if (request.cwd.isEmpty())
        request.cwd = m_context.startDirectory;
    m_ticket = m_service->m_gate->request(request, this);
    auto decide = [this] {
        m_service->m_registry->setWaitingForApproval(m_context.taskId, m_context.backend, false);
        switch (m_ticket->outcome()) {
        case ApprovalOutcome::AllowedOnce:
        case ApprovalOutcome::AllowedSession:
        case ApprovalOutcome::AllowedAlways: afterApproval(); return;
        case ApprovalOutcome::Denied: {
            const QString message = m_ticket->message();
            fail({ErrorKind::PermissionDenied,
                  message.isEmpty() ? QStringLiteral("the command was denied")
                                    : QStringLiteral("the command was denied: \"%1\"").arg(message),
                  {}});
            return;
        }
        case ApprovalOutcome::TimedOut:
            fail({ErrorKind::ApprovalTimedOut,
                  m_ticket->message().isEmpty() ? QStringLiteral("nobody answered the approval request in time")
                                                : m_ticket->message(),
                  {}});
            return;
        case ApprovalOutcome::Cancelled:
            fail({ErrorKind::Cancelled, QStringLiteral("the call was cancelled before its command ran"), {}});
            return;
        case ApprovalOutcome::Refused:
            fail(m_ticket->refusal().value_or(Error{ErrorKind::CapabilityDenied, m_ticket->message(), {}}));
            return;
        }
    };
    if (m_ticket->isDecided()) {
        decide();
        return;
    }
    m_service->m_registry->setWaitingForApproval(m_context.taskId, m_context.backend, true);
    connect(m_ticket, &ApprovalTicket::decided, this, decide);
}

void ToolCall::afterApproval()
{
    m_commandToRun = m_ticket->commandToRun;
    m_notes += m_ticket->notes;
    // A checkpoint of the working tree before a destructive command on this machine; its failure is a note.
    if (m_ticket->wantsCheckpoint && m_context.backend == QLatin1String("local") && m_service->m_checkpoints) {
        // Where the destructive part runs: the start directory, then the literal `cd`s before it, while they exist.
        QString directory = m_service->startDirectory(m_context.taskId, m_args.workdir, m_context.startDirectory);
        for (const QString &step : m_ticket->checkpointCd) {
            const QString next = resolveFrom(directory, step);
            if (!QFileInfo(next).isDir())
                break;
            directory = next;
        }
        const QString label = QString::fromStdString(m_args.command).simplified().left(80);
        m_checkpoint = m_service->m_checkpoints->checkpoint(directory, label, this);
        auto done = [this] {
            if (!m_checkpoint->note().isEmpty())
                m_notes.append(m_checkpoint->note());
            acquireBackend();
        };
        if (m_checkpoint->isFinished())
            done();
        else
            connect(m_checkpoint, &CheckpointJob::finished, this, done);
        return;
    }
    acquireBackend();
}

void ToolCall::acquireBackend()
{
    if (m_cancelled) {
        fail({ErrorKind::Cancelled, QStringLiteral("the call was cancelled before its command ran"), {}});
        return;
    }
    m_lease = m_service->m_registry->acquire(m_context.taskId, m_context.backend, this, m_context.startDirectory);
    if (m_lease->isReady()) {
        execute();
        return;
    }
    if (m_lease->isFailed()) {
        fail(m_lease->error());
        return;
    }
    connect(m_lease, &backends::Lease::ready, this, &ToolCall::execute);
    connect(m_lease, &backends::Lease::failed, this, [this] { fail(m_lease->error()); });
}

void ToolCall::execute()
{
    if (m_cancelled) {
        fail({ErrorKind::Cancelled, QStringLiteral("the call was cancelled before its command ran"), {}});
        return;
    }
    const Config &config = m_service->m_config;
    backends::ExecRequest request;
    request.command = m_commandToRun.isEmpty() ? QByteArray::fromStdString(m_args.command) : m_commandToRun.toUtf8();
    request.workdir = m_args.workdir;
    request.timeoutSecs = m_args.timeoutSecs;
    request.maxStdout = static_cast<std::size_t>(config.maxOutputBytes);
    request.maxStderr = static_cast<std::size_t>(config.maxOutputBytes) / 4;
    m_service->m_registry->commandStarted(m_context.taskId, QString::fromStdString(m_args.command));
    m_job = m_lease->backend()->execute(request, this);
    connect(m_job, &backends::ExecJob::output, this, &ToolCall::output);
    connect(m_job, &backends::ExecJob::finished, this, &ToolCall::onJobFinished);
}

void ToolCall::onJobFinished()
{
    backends::ExecJob *job = m_job;
    ExecOutcome &outcome = job->outcome();
    const QStringList leaseNotes = m_lease ? m_lease->notes() : QStringList();
    const QString backend = m_context.backend;
    if (outcome.error) {
        Error error = *outcome.error;
        const QString prefix = backend + QStringLiteral(" backend: ");
        if (!error.message.startsWith(prefix))
            error.message.prepend(prefix);
        const bool transient = error.kind == ErrorKind::Unavailable && !outcome.mayHaveStarted;
        m_service->m_registry->commandFinished(m_context.taskId, std::nullopt);
        if (m_lease)
            m_lease->release();
        job->deleteLater();
        if (transient && !m_cancelled && m_attempt < m_service->m_retryDelaysMs.size()) {
            m_retryTimer.start(m_service->m_retryDelaysMs.at(m_attempt++));
            return;
        }
        fail(error);
        return;
    }
    QStringList notes;
    if (m_args.timeoutClamped)
        notes.append(QStringLiteral("timeout clamped to %1 s").arg(TerminalArgs::kMaxTimeoutSecs));
    notes += m_notes;
    notes += leaseNotes;
    notes += outcome.notes;
    outcome.notes = notes;
    ToolResult result = formatResult(outcome, backend);
    m_service->m_registry->commandFinished(m_context.taskId, outcome.exitCode);
    if (m_lease)
        m_lease->release();
    job->deleteLater();
    complete(std::move(result));
}

void ToolCall::cancel()
{
    if (m_finished || m_cancelled)
        return;
    m_cancelled = true;
    if (m_job && !m_job->isFinished()) {
        m_job->cancel();
        return;
    }
    if (m_ticket && !m_ticket->isDecided()) {
        m_ticket->cancel();
        return;
    }
    if (m_retryTimer.isActive()) {
        m_retryTimer.stop();
        fail({ErrorKind::Cancelled, QStringLiteral("the call was cancelled before its command ran"), {}});
        return;
    }
    if (m_lease && !m_lease->isReady()) {
        m_lease->release();
        fail({ErrorKind::Cancelled, QStringLiteral("the call was cancelled before its command ran"), {}});
    }
}

void ToolCall::fail(const Error &error)
{
    if (m_lease)
        m_lease->release();
    complete(ToolResult::fromError(error, m_context.backend));
}

void ToolCall::complete(ToolResult result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(result);
    // Always asynchronous, so that callers can connect after call() returns.
    QMetaObject::invokeMethod(this, &ToolCall::finished, Qt::QueuedConnection);
}

} // namespace airlock::core
