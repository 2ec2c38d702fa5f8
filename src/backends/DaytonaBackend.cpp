// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaBackend.h"

#include "BackendsLog.h"
#include "DaytonaTransport.h"
#include "HttpJson.h"
#include "OwnerInstance.h"
#include "ShellSession.h"
#include "secrets/SecretName.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace airlock::backends {

namespace {

const QString kKeyEnv = QStringLiteral("DAYTONA_API_KEY");

int gigabytes(int mb)
{
    return qMax(1, (mb + 1023) / 1024);
}

} // namespace

DaytonaBackend::DaytonaBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
{
    const quint32 salt = QRandomGenerator::system()->generate() & 0xffffff;
    m_sessionId = QStringLiteral("airlock-%1-%2").arg(safeName(m_options.taskId)).arg(salt, 6, 16, QLatin1Char('0'));
    m_healthTimer.setInterval(60000);
    connect(&m_healthTimer, &QTimer::timeout, this, &DaytonaBackend::checkHealth);
}

DaytonaBackend::~DaytonaBackend() = default;

QJsonObject DaytonaBackend::createBody() const
{
    const core::Config::Daytona &c = m_options.config;
    QJsonObject labels{{QLatin1String(kTaskLabel), m_options.taskId},
                       {QLatin1String(kOwnerLabel), OwnerInstance::current()},
                       {QStringLiteral("io.airlock"), QStringLiteral("1")}};
    QJsonObject body{{QStringLiteral("labels"), labels},
                     {QStringLiteral("cpu"), qMax(1, qRound(c.cpu))},
                     {QStringLiteral("memory"), gigabytes(c.memoryMb)},
                     {QStringLiteral("disk"), gigabytes(c.diskMb)},
                     {QStringLiteral("autoStopInterval"), m_options.config.autoStopMinutes},
                     {QStringLiteral("networkBlockAll"), !c.network},
                     {QStringLiteral("env"), QJsonObject{{QStringLiteral("AIRLOCK_TASK_ID"), m_options.taskId},
                                                         {QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")},
                                                         {QStringLiteral("TERM"), QStringLiteral("dumb")},
                                                         {QStringLiteral("TMPDIR"), QStringLiteral("/tmp")}}}};
    if (!c.image.trimmed().isEmpty())
        body.insert(QStringLiteral("snapshot"), c.image.trimmed());
    return body;
}

void DaytonaBackend::fail(const core::Error &error)
{
    m_problem = error.message;
    qCInfo(lcDaytona) << error.message;
    if (!m_sandboxId.isEmpty() && m_api)
        deleteSandbox(); // the registry drops a backend that failed to start: nothing may stay behind
    emit startFailed(error);
}

void DaytonaBackend::start()
{
    m_startClock.start();
    const QString key = m_options.sourceEnvironment.value(kKeyEnv);
    if (!key.isEmpty()) {
        createSandbox(key, QStringLiteral("the environment variable DAYTONA_API_KEY"));
        return;
    }
    if (!m_options.secrets.canLookUp()) {
        QTimer::singleShot(0, this, [this] { withApiKey(); });
        return;
    }
    m_options.secrets.lookup(QLatin1String(secrets::SecretName::kDaytonaApiKey), this,
                             [this](const QString &value, const QString &problem) {
                                 if (!value.isEmpty()) {
                                     createSandbox(value, QStringLiteral("the keychain's daytona-api-key"));
                                     return;
                                 }
                                 m_problem = problem;
                                 withApiKey();
                             });
}

void DaytonaBackend::withApiKey()
{
    // Reached without a key: nothing was created.
    fail(core::Error::executionFailed(
        QStringLiteral("daytona backend: no API key; set the environment variable DAYTONA_API_KEY or store one with "
                       "`airlock secret set daytona-api-key`%1")
            .arg(m_problem.isEmpty() ? QString() : QStringLiteral(" (the keychain: %1)").arg(m_problem))));
}

void DaytonaBackend::createSandbox(const QString &key, const QString &source)
{
    QString base = m_options.config.baseUrl.trimmed();
    if (base.isEmpty())
        base = defaultBaseUrl();
    const QUrl url(base, QUrl::StrictMode);
    if (!url.isValid() || (url.scheme() != QLatin1String("https") && url.scheme() != QLatin1String("http")) ||
        url.host().isEmpty()) {
        QTimer::singleShot(0, this, [this, base] {
            fail(core::Error::executionFailed(
                QStringLiteral("daytona backend: `daytona.base_url` (or AIRLOCK_DAYTONA_BASE_URL) is not an http(s) "
                               "URL: `%1`")
                    .arg(base)));
        });
        return;
    }
    m_api = new HttpJsonClient(QStringLiteral("daytona"), url, "Bearer " + key.toUtf8(), source, this);
    m_api->request(
        "POST", QStringLiteral("/sandbox"), QJsonDocument(createBody()), m_options.requestTimeoutMs,
        [this](const HttpJsonReply &reply) {
            if (m_cleaning)
                return;
            if (!reply.ok()) {
                // A transient refusal created nothing: the call retries (Unavailable).
                fail(*reply.error);
                return;
            }
            const QJsonObject sandbox = reply.body.object();
            m_sandboxId = sandbox.value(QStringLiteral("id")).toString();
            if (m_sandboxId.isEmpty()) {
                fail(core::Error::executionFailed(QStringLiteral("the daytona API created a sandbox but named no id")));
                return;
            }
            m_state = sandbox.value(QStringLiteral("state")).toString();
            m_toolbox = QUrl(sandbox.value(QStringLiteral("toolboxProxyUrl")).toString());
            qCInfo(lcDaytona) << "sandbox" << m_sandboxId << "created";
            pollState();
        });
}

void DaytonaBackend::pollState()
{
    m_api->request(
        "GET", QStringLiteral("/sandbox/%1").arg(m_sandboxId), {}, m_options.requestTimeoutMs,
        [this](const HttpJsonReply &reply) {
            if (m_cleaning)
                return;
            if (!reply.ok() && !reply.transient) {
                fail(*reply.error);
                return;
            }
            const QJsonObject sandbox = reply.body.object();
            if (reply.ok()) {
                m_state = sandbox.value(QStringLiteral("state")).toString();
                m_target = sandbox.value(QStringLiteral("target")).toString();
                if (const QString proxy = sandbox.value(QStringLiteral("toolboxProxyUrl")).toString(); !proxy.isEmpty())
                    m_toolbox = QUrl(proxy);
            }
            if (m_state == QLatin1String("started")) {
                resolveToolbox();
                return;
            }
            if (m_state == QLatin1String("error") || m_state == QLatin1String("build_failed")) {
                const QString why = sandbox.value(QStringLiteral("errorReason")).toString();
                fail(core::Error::executionFailed(
                    QStringLiteral("daytona backend: sandbox %1 failed to start: %2 (snapshot `%3`)")
                        .arg(m_sandboxId, why.isEmpty() ? QStringLiteral("state error") : why,
                             m_options.config.image.isEmpty() ? QStringLiteral("the default")
                                                              : m_options.config.image)));
                return;
            }
            if (m_startClock.elapsed() > m_options.startTimeoutMs) {
                fail(core::Error::unavailable(QStringLiteral("daytona backend: sandbox %1 is still `%2` after %3 s")
                                                  .arg(m_sandboxId, m_state)
                                                  .arg(m_options.startTimeoutMs / 1000)));
                return;
            }
            QTimer::singleShot(250, this, &DaytonaBackend::pollState);
        });
}

void DaytonaBackend::resolveToolbox()
{
    auto ready = [this] {
        QString path = m_toolbox.path();
        while (path.endsWith(QLatin1Char('/')))
            path.chop(1);
        m_toolbox.setPath(path + QLatin1Char('/') + m_sandboxId);
        startShell();
    };
    if (m_toolbox.isValid() && !m_toolbox.host().isEmpty()) {
        ready();
        return;
    }
    // Older sandboxes do not carry it: GET /sandbox/{id}/toolbox-proxy-url (INTEGRATIONS.md §4a).
    m_api->request("GET", QStringLiteral("/sandbox/%1/toolbox-proxy-url").arg(m_sandboxId), {},
                   m_options.requestTimeoutMs, [this, ready](const HttpJsonReply &reply) {
                       if (m_cleaning)
                           return;
                       const QString proxy = reply.body.object().value(QStringLiteral("url")).toString();
                       if (!reply.ok() || proxy.isEmpty()) {
                           fail(reply.ok() ? core::Error::executionFailed(
                                                 QStringLiteral("the daytona API named no toolbox proxy URL"))
                                           : *reply.error);
                           return;
                       }
                       m_toolbox = QUrl(proxy);
                       ready();
                   });
}

void DaytonaBackend::startShell()
{
    // Airlock's persistent-shell protocol over a bash in the sandbox (DaytonaTransport), as on every other backend.
    DaytonaTransport::Options transport;
    transport.api = m_api;
    transport.toolbox = m_toolbox;
    transport.sessionId = m_sessionId;
    transport.stateDir = QStringLiteral("/tmp/.airlock-state");
    transport.requestTimeoutMs = m_options.requestTimeoutMs;
    ShellSession::Options sessionOptions;
    sessionOptions.stateDir = transport.stateDir;
    sessionOptions.killGraceMs = m_options.killGraceMs;
    sessionOptions.startTimeoutMs = qMax(15000, m_options.requestTimeoutMs);
    m_session = new ShellSession([transport](QObject *parent) { return new DaytonaTransport(transport, parent); },
                                 sessionOptions, this);
    connect(m_session, &ShellSession::ready, this, [this] {
        m_problem.clear();
        m_activity.start();
        m_started = true;
        m_healthTimer.start();
        emit started();
    });
    connect(m_session, &ShellSession::startFailed, this, [this](const QString &reason) {
        fail(core::Error::executionFailed(
            QStringLiteral("daytona backend: the shell in sandbox %1 did not start: %2").arg(m_sandboxId, reason)));
    });
    connect(m_session, &ShellSession::healthChanged, this, [this](bool healthy) {
        if (!healthy && m_session->state() == ShellSession::State::Dead) {
            // The shell was lost (or could not be restarted): the registry rebuilds the task's backend. The
            // sandbox's own state refines the reason.
            m_problem = QStringLiteral("the shell in daytona sandbox %1 was lost (%2); the next command starts a new "
                                       "sandbox and the task's files and shell state are lost")
                            .arg(m_sandboxId, m_session->lastError());
            checkHealth();
        }
        emit healthChanged(isHealthy());
    });
    m_session->start();
}

ExecJob *DaytonaBackend::execute(const ExecRequest &request, QObject *jobParent)
{
    m_activity.start();
    if (m_session)
        return m_session->execute(request, jobParent);
    auto *job = new ExecJob(request, jobParent);
    job->outcome().error = core::Error::unavailable(QStringLiteral("daytona backend: the sandbox is not started"));
    job->outcome().mayHaveStarted = false;
    QTimer::singleShot(0, job, &ExecJob::finish);
    return job;
}

void DaytonaBackend::checkHealth()
{
    if (!m_api || m_sandboxId.isEmpty() || m_cleaning)
        return;
    m_api->request("GET", QStringLiteral("/sandbox/%1").arg(m_sandboxId), {}, m_options.requestTimeoutMs,
                   [this](const HttpJsonReply &reply) {
                       if (m_cleaning || reply.transient)
                           return;
                       const QString state = reply.body.object().value(QStringLiteral("state")).toString();
                       if (reply.ok() && state == QLatin1String("started"))
                           return;
                       const bool wasHealthy = isHealthy();
                       m_state = reply.status == 404 ? QStringLiteral("deleted") : state;
                       m_problem =
                           QStringLiteral("daytona sandbox %1 is %2; the next command starts a new sandbox and the "
                                          "task's files and shell state are lost")
                               .arg(m_sandboxId, m_state.isEmpty() ? QStringLiteral("unreachable") : m_state);
                       m_started = false;
                       if (wasHealthy)
                           emit healthChanged(false);
                   });
}

bool DaytonaBackend::isHealthy() const
{
    return m_started && m_state == QLatin1String("started") && (!m_session || m_session->isHealthy());
}

void DaytonaBackend::deleteSandbox()
{
    // The registry deletes a backend that failed to start at once: the client outlives it until the sandbox is gone
    // (its requests in flight end first, so that no answer reaches a deleted backend).
    HttpJsonClient *api = m_api;
    m_api = nullptr;
    api->abortAll();
    api->setParent(nullptr);
    const QString id = m_sandboxId;
    api->request("DELETE", QStringLiteral("/sandbox/%1").arg(id), {}, m_options.requestTimeoutMs,
                 [api, id](const HttpJsonReply &reply) {
                     if (!reply.ok() && reply.status != 404)
                         qCWarning(lcDaytona) << "cannot delete sandbox" << id << reply.error->message;
                     api->deleteLater();
                 });
}

void DaytonaBackend::cleanup()
{
    if (!beginCleanup())
        return;
    m_healthTimer.stop();
    if (m_session && m_session->state() != ShellSession::State::ShutDown) {
        // The shell and what the task started end first (the transport deletes its toolbox session); the sandbox
        // goes after.
        connect(m_session, &ShellSession::shutDown, this, [this] {
            m_session->deleteLater();
            m_session = nullptr;
            m_cleaning = false;
            m_started = false;
            cleanup();
        });
        m_session->shutdown();
        return;
    }
    if (!m_api || m_sandboxId.isEmpty()) {
        m_cleaning = false;
        m_cleaned = true;
        QTimer::singleShot(0, this, [this] { emit cleanedUp(true, {}); });
        return;
    }
    // DELETE stops a started sandbox first (Daytona's API), so one call ends it.
    m_api->request("DELETE", QStringLiteral("/sandbox/%1").arg(m_sandboxId), {}, m_options.requestTimeoutMs,
                   [this](const HttpJsonReply &reply) {
                       m_cleaning = false;
                       if (!reply.ok() && reply.status != 404) {
                           emit cleanedUp(false, reply.error->message);
                           return;
                       }
                       m_cleaned = true;
                       m_started = false;
                       m_state = QStringLiteral("deleted");
                       emit cleanedUp(true, {});
                   });
}

QVariantMap DaytonaBackend::facts() const
{
    QVariantMap facts{{QStringLiteral("sandbox"), m_sandboxId},
                      {QStringLiteral("state"), m_state},
                      {QStringLiteral("session"), m_sessionId},
                      {QStringLiteral("snapshot"),
                       m_options.config.image.isEmpty() ? QStringLiteral("(default)") : m_options.config.image},
                      {QStringLiteral("auto-stop minutes"), m_options.config.autoStopMinutes}};
    if (m_session) {
        facts.insert(QStringLiteral("cwd"), m_session->cwd());
        facts.insert(QStringLiteral("restarts"), m_session->restarts());
    }
    if (!m_target.isEmpty())
        facts.insert(QStringLiteral("target"), m_target);
    if (m_activity.isValid())
        facts.insert(QStringLiteral("minutes until auto-stop"),
                     qMax<qint64>(0, m_options.config.autoStopMinutes - m_activity.elapsed() / 60000));
    return facts;
}

} // namespace airlock::backends
