// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// The blocking side of ModalGrpcApi: Modal's gRPC calls (the control plane and the task command router), run only on
// ModalGrpcApi's worker threads, never on the event loop. Not part of any interface.

#include "ModalApi.h"

#include <QList>
#include <QMap>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>
#include <mutex>
#include <vector>

namespace grpc {
class ClientContext;
}

namespace airlock::backends {

// What an exec in flight shares with whoever may cancel it: every gRPC call of it registers its context here.
class ModalCallSet final
{
public:
    void add(grpc::ClientContext *context);
    void remove(grpc::ClientContext *context);
    void cancelAll();
    bool cancelled() const { return m_cancelled.load(); }

private:
    std::mutex m_mutex;
    std::vector<grpc::ClientContext *> m_contexts;
    std::atomic_bool m_cancelled{false};
};

struct ModalExecOutcome {
    int exitCode = -1;
    std::optional<core::Error> error;
    bool mayHaveStarted = true;
    bool sandboxGone = false;
};

class ModalGrpcWorker final
{
public:
    struct Settings {
        QString endpoint; // https://api.modal.com:443 or http://127.0.0.1:<port>
        QString tokenId;
        QString tokenSecret;
        QString appName;
        QString environment;
    };
    explicit ModalGrpcWorker(Settings settings);
    ~ModalGrpcWorker();
    ModalGrpcWorker(const ModalGrpcWorker &) = delete;
    ModalGrpcWorker &operator=(const ModalGrpcWorker &) = delete;

    core::Result<ModalSandboxInfo> create(const ModalSandboxSpec &spec, ModalCallSet &calls);
    core::Result<bool> terminate(const QString &sandboxId, ModalCallSet &calls);
    core::Result<bool> isRunning(const QString &sandboxId, ModalCallSet &calls);
    core::Result<QList<ModalSandboxInfo>> listTagged(const QString &key, ModalCallSet &calls);
    using OutputSink = std::function<void(OutputStream stream, const QByteArray &bytes)>;
    // `mark` (when not 0) goes into the command's environment as AIRLOCK_CMD=<mark>: every process it starts
    // carries it, which is how killMarked() finds them.
    ModalExecOutcome exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs, ModalCallSet &calls,
                          const OutputSink &sink, quint64 mark = 0);
    // Stops an exec's command: the task command router has no RPC for that, so, like the other remote backends, a
    // second exec walks the sandbox's /proc and kills what carries the mark (RemoteTree).
    ModalExecOutcome killMarked(const QString &sandboxId, quint64 mark, ModalCallSet &calls);

private:
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace airlock::backends
