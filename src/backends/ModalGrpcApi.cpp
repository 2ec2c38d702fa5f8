// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGrpcApi.h"

#include "ModalGrpcWorker.h"

#include <QMetaObject>
#include <QRandomGenerator>

#include <condition_variable>
#include <mutex>

namespace airlock::backends {

namespace {

// The output of one exec on its way to the event loop: the reading thread waits while more than kMaxQueued bytes
// are queued and not yet delivered, so a command that prints faster than the event loop takes it in is slowed to
// that pace instead of filling memory.
class OutputFlow final
{
public:
    static constexpr qsizetype kMaxQueued = 8 * 1024 * 1024;

    void reserve(qsizetype bytes, const ModalCallSet &calls)
    {
        std::unique_lock lock(m_mutex);
        while (m_queued > kMaxQueued && !calls.cancelled())
            m_drained.wait_for(lock, std::chrono::milliseconds(100));
        m_queued += bytes;
    }
    void release(qsizetype bytes)
    {
        {
            std::lock_guard lock(m_mutex);
            m_queued -= bytes;
        }
        m_drained.notify_all();
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_drained;
    qsizetype m_queued = 0;
};

} // namespace

// One exec: its gRPC calls run on the API's pool; output and the end come back through the API (which outlives
// the pool's tasks), so a deleted exec is never posted to.
class ModalGrpcExec final : public ModalExec
{
public:
    ModalGrpcExec(quint64 id, const QString &sandboxId, ModalGrpcApi *api, QObject *parent)
        : ModalExec(parent)
        , m_id(id)
        , m_sandboxId(sandboxId)
        , m_api(api)
        , calls(std::make_shared<ModalCallSet>())
        , mark(static_cast<quint64>(QRandomGenerator::system()->bounded(Q_INT64_C(1), Q_INT64_C(1) << 53)))
    {}
    ~ModalGrpcExec() override
    {
        calls->cancelAll();
        if (m_api)
            m_api->m_execs.remove(m_id);
    }
    // Stops following the command and kills it in the sandbox (ending the streams alone would leave it running).
    void cancel() override
    {
        calls->cancelAll();
        if (m_ended || m_killSent || !m_api)
            return;
        m_killSent = true;
        m_api->killRemote(m_sandboxId, mark);
    }

    void deliverOutput(OutputStream stream, const QByteArray &bytes) { emit output(stream, bytes); }
    void deliverEnd(const ModalExecOutcome &outcome)
    {
        m_ended = true;
        emit finished(outcome.exitCode, outcome.error, outcome.mayHaveStarted, outcome.sandboxGone);
    }

private:
    quint64 m_id;
    QString m_sandboxId;
    QPointer<ModalGrpcApi> m_api;
    bool m_ended = false;
    bool m_killSent = false;

public:
    std::shared_ptr<ModalCallSet> calls;
    const quint64 mark; // AIRLOCK_CMD=<mark> in the command's environment
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
    auto *exec = new ModalGrpcExec(id, sandboxId, this, parent);
    m_execs.insert(id, exec);
    auto worker = m_worker;
    auto calls = exec->calls;
    auto flow = std::make_shared<OutputFlow>();
    const quint64 mark = exec->mark;
    m_pool.start([this, id, worker, calls, flow, sandboxId, argv, timeoutSecs, mark]() {
        const auto sink = [this, id, calls, flow](OutputStream stream, const QByteArray &bytes) {
            flow->reserve(bytes.size(), *calls);
            QMetaObject::invokeMethod(
                this,
                [this, id, stream, bytes, flow]() {
                    if (auto target = m_execs.value(id))
                        target->deliverOutput(stream, bytes);
                    flow->release(bytes.size());
                },
                Qt::QueuedConnection);
        };
        const ModalExecOutcome outcome = worker->exec(sandboxId, argv, timeoutSecs, *calls, sink, mark);
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

void ModalGrpcApi::killRemote(const QString &sandboxId, quint64 mark)
{
    auto worker = m_worker;
    auto calls = m_calls; // cancelled with the API, like every unary call
    m_pool.start([worker, calls, sandboxId, mark]() { worker->killMarked(sandboxId, mark, *calls); });
}

} // namespace airlock::backends
