// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGrpcApi.h"

#include "ModalGrpcWorker.h"

#include <QMetaObject>

namespace airlock::backends {

// One exec: its gRPC calls run on the API's pool; output and the end come back through the API (which outlives
// the pool's tasks), so a deleted exec is never posted to.
class ModalGrpcExec final : public ModalExec
{
public:
    ModalGrpcExec(quint64 id, ModalGrpcApi *api, QObject *parent)
        : ModalExec(parent)
        , m_id(id)
        , m_api(api)
        , calls(std::make_shared<ModalCallSet>())
    {}
    ~ModalGrpcExec() override
    {
        calls->cancelAll();
        if (m_api)
            m_api->m_execs.remove(m_id);
    }
    void cancel() override { calls->cancelAll(); }

    void deliverOutput(OutputStream stream, const QByteArray &bytes) { emit output(stream, bytes); }
    void deliverEnd(const ModalExecOutcome &outcome)
    {
        emit finished(outcome.exitCode, outcome.error, outcome.mayHaveStarted, outcome.sandboxGone);
    }

private:
    quint64 m_id;
    QPointer<ModalGrpcApi> m_api;

public:
    std::shared_ptr<ModalCallSet> calls;
};

ModalGrpcApi::ModalGrpcApi(Options options, QObject *parent)
    : ModalApi(parent)
    , m_endpoint(options.endpoint.isEmpty() ? QStringLiteral("https://api.modal.com:443") : options.endpoint)
    , m_calls(std::make_shared<ModalCallSet>())
{
    m_worker = std::make_shared<ModalGrpcWorker>(ModalGrpcWorker::Settings{
        m_endpoint, options.tokenId, options.tokenSecret, options.appName, options.environment});
    m_pool.setMaxThreadCount(32);
    m_pool.setExpiryTimeout(10000);
}

ModalGrpcApi::~ModalGrpcApi()
{
    m_calls->cancelAll();
    for (const auto &exec : std::as_const(m_execs))
        if (exec)
            exec->calls->cancelAll();
    m_pool.waitForDone(); // every call in flight was cancelled: this returns as soon as gRPC unwinds them
}

template<typename T> void ModalGrpcApi::run(std::function<core::Result<T>(ModalCallSet &)> call, Done<T> done)
{
    auto worker = m_worker;
    auto calls = m_calls;
    m_pool.start([this, worker, calls, call = std::move(call), done = std::move(done)]() {
        auto result = std::make_shared<core::Result<T>>(call(*calls));
        QMetaObject::invokeMethod(
            this, [result, done]() { done(*result); }, Qt::QueuedConnection);
    });
}

void ModalGrpcApi::createSandbox(const ModalSandboxSpec &spec, Done<ModalSandboxInfo> done)
{
    auto worker = m_worker;
    run<ModalSandboxInfo>([worker, spec](ModalCallSet &calls) { return worker->create(spec, calls); }, std::move(done));
}

void ModalGrpcApi::terminate(const QString &sandboxId, Done<bool> done)
{
    auto worker = m_worker;
    run<bool>([worker, sandboxId](ModalCallSet &calls) { return worker->terminate(sandboxId, calls); },
              std::move(done));
}

void ModalGrpcApi::isRunning(const QString &sandboxId, Done<bool> done)
{
    auto worker = m_worker;
    run<bool>([worker, sandboxId](ModalCallSet &calls) { return worker->isRunning(sandboxId, calls); },
              std::move(done));
}

void ModalGrpcApi::listTagged(const QString &key, Done<QList<ModalSandboxInfo>> done)
{
    auto worker = m_worker;
    run<QList<ModalSandboxInfo>>([worker, key](ModalCallSet &calls) { return worker->listTagged(key, calls); },
                                 std::move(done));
}

ModalExec *ModalGrpcApi::exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs, QObject *parent)
{
    const quint64 id = m_nextExec++;
    auto *exec = new ModalGrpcExec(id, this, parent);
    m_execs.insert(id, exec);
    auto worker = m_worker;
    auto calls = exec->calls;
    m_pool.start([this, id, worker, calls, sandboxId, argv, timeoutSecs]() {
        const auto sink = [this, id](OutputStream stream, const QByteArray &bytes) {
            QMetaObject::invokeMethod(
                this,
                [this, id, stream, bytes]() {
                    if (auto target = m_execs.value(id))
                        target->deliverOutput(stream, bytes);
                },
                Qt::QueuedConnection);
        };
        const ModalExecOutcome outcome = worker->exec(sandboxId, argv, timeoutSecs, *calls, sink);
        QMetaObject::invokeMethod(
            this,
            [this, id, outcome]() {
                if (auto target = m_execs.value(id))
                    target->deliverEnd(outcome);
            },
            Qt::QueuedConnection);
    });
    return exec;
}

} // namespace airlock::backends
