// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ToolCall.h"

#include "AuditDecision.h"
#include "AuditLog.h"
#include "TerminalService.h"
#include "WorkspaceVisibility.h"
#include "backends/TaskRegistry.h"
#include "core/BackendKind.h"
#include "core/Config.h"
#include "core/Paths.h"

#include <QFileInfo>

namespace airlock::engine {

namespace {

// What the agent reads when the approval step ends in anything but an allow.
core::Error errorOf(const core::ApprovalTicket &ticket)
{
    using core::ErrorKind;
    const QString message = ticket.message();
    switch (ticket.outcome()) {
    case core::ApprovalOutcome::Denied:
        return {ErrorKind::PermissionDenied,
                message.isEmpty() ? QStringLiteral("the command was denied")
                                  : QStringLiteral("the command was denied: \"%1\"").arg(message),
                {}};
    case core::ApprovalOutcome::TimedOut:
        return {ErrorKind::ApprovalTimedOut,
                message.isEmpty() ? QStringLiteral("nobody answered the approval request in time") : message,
                {}};
    case core::ApprovalOutcome::Cancelled: return core::Error::cancelledBeforeItRan();
    case core::ApprovalOutcome::Refused:
        return ticket.refusal().value_or(core::Error{ErrorKind::CapabilityDenied, message, {}});
    case core::ApprovalOutcome::Deferred: // never for a `terminal` call: only hooks defer to the agent
    case core::ApprovalOutcome::AllowedOnce:
    case core::ApprovalOutcome::AllowedSession:
    case core::ApprovalOutcome::AllowedAlways: break;
    }
    return {ErrorKind::PermissionDenied, QStringLiteral("the command was not allowed"), {}};
}

bool isAllowed(core::ApprovalOutcome outcome)
{
    return outcome == core::ApprovalOutcome::AllowedOnce || outcome == core::ApprovalOutcome::AllowedSession ||
           outcome == core::ApprovalOutcome::AllowedAlways;
}

} // namespace

ToolCall::ToolCall(TerminalService *service, CallContext context, QObject *parent)
    : QObject(parent)
    , m_service(service)
    , m_context(std::move(context))
{
    m_clock.start();
    m_retryTimer.setSingleShot(true);
    connect(&m_retryTimer, &QTimer::timeout, this, &ToolCall::acquireBackend);
}

ToolCall::~ToolCall()
{
    if (m_job && !m_job->isFinished())
        m_job->cancel();
    if (m_lease)
        m_lease->release();
    if (m_queued && m_service)
        m_service->dequeue(this); // the next call of the task may go on
}

void ToolCall::begin(core::Result<core::TerminalArgs> args)
{
    if (!args) {
        fail(args.error());
        return;
    }
    m_args = std::move(args).value();
    const auto kind = core::parseBackendKind(m_context.backend);
    if (!kind) {
        fail(kind.error());
        return;
    }
    m_kind = *kind;
    m_context.backend = core::backendName(m_kind);
    m_queued = true;
    m_service->enqueue(this);
}

void ToolCall::takeTurn()
{
    if (m_completed)
        return;
    if (m_cancelled) {
        fail(core::Error::cancelledBeforeItRan());
        return;
    }
    if (const auto refusal = refusalBeforeAsking()) {
        fail(*refusal);
        return;
    }
    askApproval();
}

// What would fail whatever the person answered is said before they are asked: a host directory a cloud sandbox
// cannot see, a backend that cannot be made from the configuration (unknown, unavailable, misconfigured).
std::optional<core::Error> ToolCall::refusalBeforeAsking() const
{
    if (auto refusal = hostWorkspaceRefusal(m_kind, m_args.workdir, m_context.startDirectory))
        return refusal;
    // A task whose backend is up was made from this configuration already: making one again per call only to see
    // that it can be made was a sixth of a call's instructions.
    if (!m_service->m_backendCheck || m_service->m_registry->hasReadyBackend(m_context.taskId, m_context.backend))
        return std::nullopt;
    auto error = m_service->m_backendCheck(m_context.backend);
    if (error && !error->message.startsWith(m_context.backend + QStringLiteral(" backend")) &&
        !error->message.startsWith(QStringLiteral("the ") + m_context.backend))
        error->message.prepend(m_context.backend + QStringLiteral(" backend: "));
    return error;
}

void ToolCall::askApproval()
{
    core::ApprovalRequest request;
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
    if (m_ticket->isDecided()) {
        onDecided();
        return;
    }
    m_askedAtMs = m_clock.elapsed();
    m_service->m_registry->setWaitingForApproval(m_context.taskId, m_context.backend, true);
    connect(m_ticket, &core::ApprovalTicket::decided, this, &ToolCall::onDecided);
}

void ToolCall::onDecided()
{
    if (m_askedAtMs >= 0)
        m_waitMs = m_clock.elapsed() - m_askedAtMs;
    m_service->m_registry->setWaitingForApproval(m_context.taskId, m_context.backend, false);
    if (!isAllowed(m_ticket->outcome())) {
        fail(errorOf(*m_ticket));
        return;
    }
    m_commandToRun = m_ticket->commandToRun;
    m_notes += m_ticket->notes;
    takeCheckpoint();
}

// A checkpoint of the working tree before a destructive command on this machine; its failure is a note.
void ToolCall::takeCheckpoint()
{
    core::CheckpointMaker *maker = m_service->m_checkpoints;
    if (!m_ticket->wantsCheckpoint || !core::sharesHostFiles(m_kind) || !maker) {
        acquireBackend();
        return;
    }
    // Where the destructive part runs: the start directory, then the literal `cd`s before it, while they exist.
    QString directory = m_service->startDirectory(m_context.taskId, m_args.workdir, m_context.startDirectory);
    for (const QString &step : m_ticket->checkpointCd) {
        const QString next = core::resolveFrom(directory, step);
        if (!QFileInfo(next).isDir())
            break;
        directory = next;
    }
    const QString label = QString::fromStdString(m_args.command).simplified().left(80);
    m_checkpoint = maker->checkpoint(directory, label, this);
    auto done = [this] {
        if (!m_checkpoint->note().isEmpty())
            m_notes.append(m_checkpoint->note());
        if (m_checkpoint->ok()) {
            m_checkpointId = m_checkpoint->id();
            m_checkpointDirectory = m_checkpoint->directory();
        }
        acquireBackend();
    };
    if (m_checkpoint->isFinished())
        done();
    else
        connect(m_checkpoint, &core::CheckpointJob::finished, this, done);
}

void ToolCall::acquireBackend()
{
    if (m_cancelled) {
        fail(core::Error::cancelledBeforeItRan());
        return;
    }
    m_lease = m_service->m_registry->acquire(m_context.taskId, m_context.backend, this, m_context.startDirectory);
    if (m_lease->isReady()) {
        execute();
        return;
    }
    if (m_lease->isFailed()) {
        onLeaseFailed();
        return;
    }
    connect(m_lease, &backends::Lease::ready, this, &ToolCall::execute);
    connect(m_lease, &backends::Lease::failed, this, &ToolCall::onLeaseFailed);
}

// The backend could not be started: nothing ran, so a transient fault (a daemon or server not up yet) is retried.
void ToolCall::onLeaseFailed()
{
    core::Error error = m_lease->error();
    m_lease->release();
    if (retryLater(error, false))
        return;
    fail(error);
}

void ToolCall::execute()
{
    if (m_cancelled) {
        fail(core::Error::cancelledBeforeItRan());
        return;
    }
    const core::Config &config = m_service->m_config;
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
    job->deleteLater();
    if (!m_service) // the engine is going away
        return;
    core::ExecOutcome &outcome = job->outcome();
    const QStringList leaseNotes = m_lease ? m_lease->notes() : QStringList();
    m_service->m_registry->commandFinished(m_context.taskId,
                                           outcome.error ? std::nullopt : std::optional<int>(outcome.exitCode));
    if (m_lease)
        m_lease->release();
    if (outcome.error) {
        // What the backend says names it (`ssh backend: connection reset`).
        core::Error error = *outcome.error;
        const QString prefix = m_context.backend + QStringLiteral(" backend: ");
        if (!error.message.startsWith(prefix))
            error.message.prepend(prefix);
        if (!retryLater(error, outcome.mayHaveStarted))
            fail(error);
        return;
    }
    QStringList notes;
    if (m_args.timeoutClamped)
        notes.append(QStringLiteral("timeout clamped to %1 s").arg(core::TerminalArgs::kMaxTimeoutSecs));
    notes += m_notes;
    notes += leaseNotes;
    notes += outcome.notes;
    outcome.notes = notes;
    complete(core::formatResult(outcome, m_context.backend));
}

bool ToolCall::retryLater(core::Error &error, bool mayHaveStarted)
{
    if (m_cancelled || !RetryPolicy::isTransient(error, mayHaveStarted))
        return false;
    const RetryPolicy &policy = m_service->m_retry;
    if (error.retryAfterMs > policy.maxRetryAfterMs()) {
        error.message += QStringLiteral("; the server asked to wait %1 s before trying again, longer than a call waits "
                                        "(%2 s): try again later")
                             .arg((error.retryAfterMs + 999) / 1000)
                             .arg(policy.maxRetryAfterMs() / 1000);
        return false;
    }
    const auto delay = policy.delayBeforeRetry(m_retries + 1, error);
    if (!delay)
        return false;
    ++m_retries;
    m_retryTimer.start(*delay);
    return true;
}

void ToolCall::cancel()
{
    if (m_completed || m_cancelled)
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
        fail(core::Error::cancelledBeforeItRan());
        return;
    }
    if (m_lease && !m_lease->isReady()) {
        m_lease->release();
        fail(core::Error::cancelledBeforeItRan());
        return;
    }
    if (!m_ticket && m_queued)
        fail(core::Error::cancelledBeforeItRan()); // still waiting for the task's earlier calls
}

void ToolCall::fail(const core::Error &error)
{
    if (m_lease)
        m_lease->release();
    complete(core::ToolResult::fromError(error, m_context.backend));
}

void ToolCall::complete(core::ToolResult result)
{
    if (m_completed)
        return;
    m_completed = true;
    m_result = std::move(result);
    if (std::exchange(m_queued, false))
        m_service->dequeue(this);
    // The result goes out once the audit log holds the call, so that what an agent received is on record even if
    // Airlock is killed a moment later. Always asynchronous, so that callers can connect after call() returns.
    QPointer<AuditLog> audit = m_service ? m_service->auditLog() : nullptr;
    if (!audit) {
        QMetaObject::invokeMethod(this, &ToolCall::announce, Qt::QueuedConnection);
        return;
    }
    audit->append(auditRecord(), this, [this, audit](bool written) {
        if (!written)
            core::addNote(m_result, QStringLiteral("the audit log could not record this call: %1")
                                        .arg(audit ? audit->problem() : QStringLiteral("it was closed")));
        announce();
    });
}

void ToolCall::announce()
{
    m_finished = true;
    emit finished();
}

AuditRecord ToolCall::auditRecord() const
{
    auto redacted = [](const QString &text) { return auditText(text); };
    AuditRecord r;
    r.time = m_arrived;
    r.kind = QStringLiteral("terminal");
    r.taskId = m_context.taskId;
    r.clientVersion = m_context.clientVersion;
    r.clientName = m_context.clientName;
    if (!r.clientVersion.isEmpty() && r.clientName.endsWith(QLatin1Char(' ') + r.clientVersion))
        r.clientName.chop(r.clientVersion.size() + 1);
    r.clientDirectory = redacted(m_context.startDirectory);
    r.backend = m_context.backend;
    r.cwd = redacted(m_result.cwd.isEmpty() && m_service
                         ? m_service->startDirectory(m_context.taskId, m_args.workdir, m_context.startDirectory)
                         : m_result.cwd);
    r.command = redacted(QString::fromStdString(m_args.command));
    r.approvalWaitMs = m_waitMs;
    if (m_ticket) {
        recordDecision(r, *m_ticket);
    } else if (m_result.errorKind == core::ErrorKind::Cancelled) {
        r.decision = r.decidedBy = QStringLiteral("cancelled");
    } else {
        r.decision = QStringLiteral("invalid");
        r.decidedBy = QStringLiteral("none");
        if (r.command.isEmpty())
            r.command = auditText(m_rawArguments, 2000);
        r.message = auditText(m_result.text, 500);
    }
    if (m_result.errorKind)
        r.status = core::errorKindName(*m_result.errorKind);
    else if (m_result.timedOut)
        r.status = QStringLiteral("timed_out");
    else if (m_result.cancelled)
        r.status = QStringLiteral("cancelled");
    else
        r.status = m_result.exitCode == 0 ? QStringLiteral("success") : QStringLiteral("error");
    if (!m_result.isError && m_result.exitCode >= 0)
        r.exitCode = m_result.exitCode;
    r.durationMs = m_clock.elapsed();
    r.outputBytes = m_result.outputBytes;
    r.truncated = m_result.truncated;
    r.secretsRedacted = m_result.secretsRedacted;
    r.checkpointId = m_checkpointId;
    if (!m_checkpointDirectory.isEmpty())
        r.detail.insert(QStringLiteral("checkpoint_directory"), redacted(m_checkpointDirectory));
    r.retries = m_retries;
    return r;
}

} // namespace airlock::engine
