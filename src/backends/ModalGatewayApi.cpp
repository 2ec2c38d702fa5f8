// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGatewayApi.h"

#include "BackendsLog.h"
#include "HttpJson.h"

#include <QJsonObject>
#include <QTimer>
#include <QUuid>

namespace airlock::backends {

namespace {

const QString kService = QStringLiteral("modal gateway");
constexpr int kMaxCreateSends = 3;

// The create's answer was lost after it may have reached the gateway (a reset, a proxy's 502/504): sent again with the
// same idempotency key, it cannot make a second sandbox. (A gateway that did not answer in time is not asked again.)
bool answerLost(const HttpJsonReply &reply)
{
    if (reply.status == 502 || reply.status == 504)
        return true;
    return reply.status == 0 && reply.transient && reply.error &&
           !reply.error->message.contains(QLatin1String("refused"), Qt::CaseInsensitive);
}

} // namespace

ModalOutputCap ModalGatewayApi::capFor(qint64 outputLimit)
{
    ModalOutputCap cap;
    cap.headBytes = qBound(qint64(64 * 1024), outputLimit, qint64(2 * 1024 * 1024));
    cap.tailBytes = cap.headBytes + 1024 * 1024;
    return cap;
}

ModalGatewayApi::ModalGatewayApi(Options options, QObject *parent)
    : ModalApi(parent)
    , m_options(std::move(options))
    , m_ledger(m_options.ledgerDir)
    , m_cap(capFor(m_options.outputLimit))
{
    m_client = new HttpJsonClient(kService, m_options.origin, "Bearer " + m_options.token.toUtf8(),
                                  m_options.tokenSource, this);
    // An exec's answer carries its whole (capped) output, JSON-escaped: up to 6 bytes for one control byte.
    m_client->setMaxResponseBytes(qMax<qint64>(8 << 20, 6 * (m_cap.headBytes + m_cap.tailBytes) + (1 << 20)));
}

ModalGatewayApi::~ModalGatewayApi() = default;

QString ModalGatewayApi::endpoint() const
{
    return m_options.origin.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment);
}

void ModalGatewayApi::createSandbox(const ModalSandboxSpec &spec, Done<ModalSandboxInfo> done)
{
    QJsonObject body{{QStringLiteral("image"), spec.image},
                     {QStringLiteral("cwd"), spec.workdir.isEmpty() ? QStringLiteral("/root") : spec.workdir},
                     {QStringLiteral("cpu"), qMax(1.0, spec.cpu)},
                     {QStringLiteral("memoryMiB"), qMax(1, spec.memoryMb)},
                     {QStringLiteral("timeoutMs"), qint64(spec.timeoutSecs) * 1000},
                     {QStringLiteral("idleTimeoutMs"), qint64(spec.idleTimeoutSecs) * 1000},
                     {QStringLiteral("persistentFilesystem"), m_options.persistentFilesystem},
                     {QStringLiteral("logicalKey"), spec.tags.value(QStringLiteral("airlock.task"))}};
    if (m_options.diskMb > 0)
        body.insert(QStringLiteral("diskMiB"), m_options.diskMb);
    const QByteArray key = QUuid::createUuid().toString(QUuid::WithoutBraces).toLatin1();
    QPointer<ModalGatewayApi> self(this);
    postCreate(body, key, 1, [self, spec, done = std::move(done)](const HttpJsonReply &reply) {
        if (!self)
            return;
        if (reply.timedOut) { // not retried by the call either: each retry could leave one more sandbox
            done(core::Error::executionFailed(
                QStringLiteral("%1; a sandbox may have been created all the same, and the gateway ends it after its "
                               "idle timeout")
                    .arg(reply.error->message)));
            return;
        }
        if (!reply.ok()) {
            done(*reply.error);
            return;
        }
        const QString id = reply.body.object().value(QStringLiteral("id")).toString();
        if (id.isEmpty()) {
            done(core::Error::executionFailed(
                QStringLiteral("the modal gateway API (POST /v1/sandboxes) answered without a sandbox id")));
            return;
        }
        self->m_sandboxes.insert(id,
                                 Sandbox{spec.workdir.isEmpty() ? QStringLiteral("/root") : spec.workdir, spec.env});
        ModalSandboxInfo info{id, spec.image, {}, {}, spec.tags};
        if (spec.timeoutSecs > 0) // the gateway ends it then: the backend is unhealthy just before
            info.expiresAt = QDateTime::currentDateTimeUtc().addSecs(spec.timeoutSecs);
        qCInfo(lcShell) << "modal gateway: sandbox" << id << "created";
        self->m_ledger.record(self->m_options.origin, info);
        done(info);
    });
}

void ModalGatewayApi::postCreate(const QJsonObject &body, const QByteArray &key, int attempt,
                                 std::function<void(const HttpJsonReply &)> then)
{
    // A client of its own carries the create's idempotency key (the same one on every re-send).
    auto *client = new HttpJsonClient(kService, m_options.origin, "Bearer " + m_options.token.toUtf8(),
                                      m_options.tokenSource, this);
    client->setHeader("x-idempotency-key", key);
    QPointer<ModalGatewayApi> self(this);
    client->request("POST", QStringLiteral("/v1/sandboxes"), QJsonDocument(body), m_options.createTimeoutMs,
                    [self, client, body, key, attempt, then = std::move(then)](const HttpJsonReply &reply) {
                        client->deleteLater();
                        if (!self)
                            return;
                        if (reply.ok() || !answerLost(reply) || attempt >= kMaxCreateSends) {
                            then(reply);
                            return;
                        }
                        qCWarning(lcShell)
                            << "modal gateway: the create's answer was lost, sending it again:" << reply.error->message;
                        QTimer::singleShot(
                            self->m_options.createRetryMs * attempt, self,
                            [self, body, key, attempt, then] { self->postCreate(body, key, attempt + 1, then); });
                    });
}

ModalExec *ModalGatewayApi::exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs, QObject *parent)
{
    const Sandbox sandbox = m_sandboxes.value(sandboxId, Sandbox{QStringLiteral("/root"), {}});
    ModalGatewayExec::Setup setup;
    setup.api = m_client;
    setup.sandboxId = sandboxId;
    setup.cwd = sandbox.cwd;
    setup.env = sandbox.env;
    setup.cap = m_cap;
    setup.timeoutSecs = timeoutSecs;
    setup.requestTimeoutMs = m_options.requestTimeoutMs;
    setup.pollMs = m_options.pollMs;
    setup.graceMs = m_options.graceMs;
    auto *exec = new ModalGatewayExec(setup, argv, parent);
    exec->start();
    return exec;
}

void ModalGatewayApi::terminate(const QString &sandboxId, Done<bool> done)
{
    sendTerminate(sandboxId, 1, std::move(done));
}

void ModalGatewayApi::sendTerminate(const QString &sandboxId, int attempt, Done<bool> done)
{
    const QJsonObject body{{QStringLiteral("snapshotBeforeTerminate"), m_options.persistentFilesystem}};
    QPointer<ModalGatewayApi> self(this);
    m_client->request("POST", QStringLiteral("/v1/sandboxes/%1/terminate").arg(sandboxId), QJsonDocument(body),
                      m_options.createTimeoutMs,
                      [self, sandboxId, attempt, done = std::move(done)](const HttpJsonReply &reply) {
                          if (!self)
                              return;
                          if (reply.ok() || reply.status == 404 || reply.status == 410) { // gone already: done too
                              self->m_sandboxes.remove(sandboxId);
                              self->m_ledger.forget(self->m_options.origin, sandboxId);
                              done(true);
                              return;
                          }
                          if (!reply.transient || attempt >= kMaxCreateSends) {
                              done(*reply.error);
                              return;
                          }
                          const int wait = qMax(reply.retryAfterMs, self->m_options.createRetryMs * attempt);
                          QTimer::singleShot(qMin(wait, 10000), self, [self, sandboxId, attempt, done] {
                              self->sendTerminate(sandboxId, attempt + 1, done);
                          });
                      });
}

void ModalGatewayApi::isRunning(const QString &, Done<bool> done)
{
    done(true); // unknown: the contract cannot say; an exec's 404/410 marks the sandbox gone
}

void ModalGatewayApi::listTagged(const QString &key, Done<QList<ModalSandboxInfo>> done)
{
    // The gateway cannot list: what Airlocks on this machine made and did not end, as written down.
    QList<ModalSandboxInfo> tagged;
    for (const ModalSandboxInfo &sandbox : m_ledger.recorded(m_options.origin)) {
        if (sandbox.tags.contains(key))
            tagged << sandbox;
    }
    done(tagged);
}

} // namespace airlock::backends
