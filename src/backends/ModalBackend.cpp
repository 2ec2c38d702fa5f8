// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalBackend.h"

#include "BackendsLog.h"
#include "OwnerInstance.h"

#include <QTimer>

#include <memory>

namespace airlock::backends {

namespace {

core::Error named(core::Error error)
{
    if (!error.message.startsWith(QLatin1String("modal")))
        error.message = QStringLiteral("modal: ") + error.message;
    return error;
}

} // namespace

ModalBackend::ModalBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
{
    m_options.spec.tags.insert(QStringLiteral("airlock.task"), m_options.taskId);
    m_options.spec.tags.insert(QStringLiteral("airlock.instance"), OwnerInstance::current());
}

void ModalBackend::start()
{
    QPointer<ModalBackend> self(this);
    if (!m_api && !m_options.makeApi && m_options.resolveApi) {
        m_options.resolveApi(this, [self](const core::Result<ModalApi *> &api) {
            if (!self)
                return;
            if (!api.ok()) {
                emit self->startFailed(api.error());
                return;
            }
            self->m_api = api.value();
            self->start();
        });
        return;
    }
    if (!m_api && !m_options.makeApi) {
        emit startFailed(core::Error::executionFailed(QStringLiteral("modal: no way to reach Modal is configured")));
        return;
    }
    if (!m_api)
        m_api = m_options.makeApi(this);
    m_api->createSandbox(m_options.spec, [self](const core::Result<ModalSandboxInfo> &result) {
        if (!self)
            return;
        if (!result.ok()) {
            emit self->startFailed(named(result.error()));
            return;
        }
        self->m_info = result.value();
        self->probeShell();
    });
}

// One exec at start: whether the image has bash, and the sandbox's own directory.
void ModalBackend::probeShell()
{
    const QStringList argv{QStringLiteral("sh"), QStringLiteral("-c"),
                           QStringLiteral("command -v bash >/dev/null 2>&1 && echo bash || echo sh; pwd")};
    ModalExec *exec = m_api->exec(m_info.id, argv, 30, this);
    auto out = std::make_shared<QByteArray>();
    connect(exec, &ModalExec::output, this, [out](OutputStream stream, const QByteArray &bytes) {
        if (stream == OutputStream::Stdout && out->size() < 65536)
            *out += bytes;
    });
    connect(exec, &ModalExec::finished, this,
            [this, exec, out](int code, const std::optional<core::Error> &error, bool, bool) {
                exec->deleteLater();
                if (error || code != 0) {
                    emit startFailed(named(error.value_or(core::Error::executionFailed(
                        QStringLiteral("the sandbox %1 could not run sh (exit code %2)").arg(m_info.id).arg(code)))));
                    return;
                }
                const QList<QByteArray> lines = out->trimmed().split('\n');
                m_bash = lines.value(0).trimmed() == "bash";
                m_state.cwd =
                    m_options.spec.workdir.isEmpty() ? lines.value(1).trimmed() : m_options.spec.workdir.toUtf8();
                m_healthy = true;
                qCInfo(lcShell) << "modal sandbox" << m_info.id << "ready, shell" << (m_bash ? "bash" : "sh");
                emit started();
            });
}

ExecJob *ModalBackend::execute(const ExecRequest &request, QObject *jobParent)
{
    auto *job = new ExecJob(request, jobParent);
    job->outcome().cwd = QString::fromUtf8(m_state.cwd);
    const QByteArray nonce = ModalShellState::newNonce();
    const int serverTimeout = request.timeoutSecs + m_options.graceSecs / 2;
    ModalExec *exec =
        m_api->exec(m_info.id, m_state.argv(m_bash, nonce, request.command, request.workdir), serverTimeout, this);
    m_running = exec;
    auto filter = std::make_shared<StateFilter>(nonce);
    connect(exec, &ModalExec::output, job, [job, filter](OutputStream stream, const QByteArray &bytes) {
        job->appendOutput(stream, stream == OutputStream::Stdout ? filter->feed(bytes) : bytes);
    });
    auto *timer = new QTimer(job);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, exec, [job, exec] {
        job->outcome().timedOut = true;
        exec->cancel();
    });
    timer->start(request.timeoutSecs * 1000);
    connect(job, &ExecJob::cancelRequested, exec, [job, exec] {
        job->outcome().cancelled = true;
        exec->cancel();
    });
    connect(
        exec, &ModalExec::finished, job,
        [this, job, exec, filter, timer](int code, const std::optional<core::Error> &error, bool started, bool gone) {
            timer->stop();
            job->appendOutput(OutputStream::Stdout, filter->finish());
            job->outcome().notes += exec->notes();
            const bool lostState = !filter->state() && !error && !job->outcome().timedOut && !job->outcome().cancelled;
            if (const auto state = filter->state())
                m_state = *state;
            else if (lostState)
                job->outcome().notes.append(
                    QStringLiteral("the shell state (cwd, exported variables) of this call could not be kept"));
            if (!lostState || gone) {
                finishJob(job, exec, code, error, started, gone);
                return;
            }
            // Killed without its state record: perhaps with its sandbox (expired, deleted). Asked before the result,
            // so that the next call already runs on a new sandbox instead of failing on the ended one.
            QPointer<ModalBackend> self(this);
            QPointer<ExecJob> pending(job);
            m_api->isRunning(m_info.id, [self, pending, exec, code, started](const core::Result<bool> &running) {
                if (!self || !pending) {
                    exec->deleteLater();
                    return;
                }
                self->finishJob(pending, exec, code, std::nullopt, started, running.ok() && !running.value());
            });
        });
    return job;
}

void ModalBackend::finishJob(ExecJob *job, ModalExec *exec, int exitCode, const std::optional<core::Error> &error,
                             bool mayHaveStarted, bool sandboxGone)
{
    exec->deleteLater();
    auto &outcome = job->outcome();
    if (sandboxGone)
        lose(QStringLiteral("the Modal sandbox %1 expired or was deleted").arg(m_info.id));
    if (outcome.timedOut) {
        outcome.exitCode = 124;
    } else if (outcome.cancelled) {
        outcome.exitCode = 130;
    } else if (error && sandboxGone && !mayHaveStarted) {
        // The command never ran: transient, so the call is tried again, on the new sandbox the registry makes for
        // this unhealthy backend (with its note that the state was lost).
        outcome.error = core::Error::unavailable(named(*error).message);
        outcome.mayHaveStarted = false;
    } else if (error) {
        outcome.error = named(*error);
        outcome.mayHaveStarted = mayHaveStarted;
    } else {
        outcome.exitCode = exitCode;
    }
    job->finish();
}

void ModalBackend::lose(const QString &why)
{
    if (!m_healthy)
        return;
    m_healthy = false;
    m_problem = why;
    emit healthChanged(false);
}

bool ModalBackend::isHealthy() const
{
    if (!m_healthy)
        return false;
    return !m_info.expiresAt.isValid() || QDateTime::currentDateTimeUtc().secsTo(m_info.expiresAt) > 5;
}

QString ModalBackend::healthProblem() const
{
    if (!m_problem.isEmpty())
        return m_problem;
    if (m_healthy && !isHealthy())
        return QStringLiteral("the Modal sandbox %1 reached its lifetime").arg(m_info.id);
    return {};
}

void ModalBackend::cleanup()
{
    if (!beginCleanup())
        return;
    if (m_running)
        m_running->cancel();
    if (!m_api || m_info.id.isEmpty()) {
        m_cleaning = false;
        m_cleaned = true;
        QTimer::singleShot(0, this, [this] { emit cleanedUp(true, {}); });
        return;
    }
    QPointer<ModalBackend> self(this);
    m_api->terminate(m_info.id, [self](const core::Result<bool> &result) {
        if (!self)
            return;
        self->m_cleaning = false;
        self->m_cleaned = result.ok();
        self->m_healthy = false;
        emit self->cleanedUp(result.ok(), result.ok() ? QString() : named(result.error()).message);
    });
}

QVariantMap ModalBackend::facts() const
{
    QVariantMap f{{QStringLiteral("sandbox"), m_info.id},
                  {QStringLiteral("image"), m_info.image.isEmpty() ? m_options.spec.image : m_info.image},
                  {QStringLiteral("mode"), m_api ? m_api->mode() : QString()},
                  {QStringLiteral("endpoint"), m_api ? m_api->endpoint() : QString()},
                  {QStringLiteral("shell"), m_bash ? QStringLiteral("bash") : QStringLiteral("sh")},
                  {QStringLiteral("cwd"), QString::fromUtf8(m_state.cwd)}};
    if (!m_info.region.isEmpty())
        f.insert(QStringLiteral("region"), m_info.region);
    if (m_info.expiresAt.isValid())
        f.insert(QStringLiteral("expires_in_secs"), QDateTime::currentDateTimeUtc().secsTo(m_info.expiresAt));
    return f;
}

} // namespace airlock::backends
