// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ModalApi.h"

#include <QHash>
#include <QPointer>
#include <QThreadPool>

#include <memory>

namespace airlock::backends {

class ModalGrpcWorker;
class ModalCallSet;
class ModalGrpcExec;

// Modal's own gRPC API (`direct` mode): the control plane at api.modal.com (TLS) or an emulator at
// http://127.0.0.1:<port> (plain), and the task command router the current SDKs run Sandbox.exec through. Every
// blocking gRPC call runs on this object's worker threads; results come back to its own thread queued.
class ModalGrpcApi final : public ModalApi
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalGrpcApi)

public:
    struct Options {
        QString endpoint; // "" = https://api.modal.com:443
        QString tokenId;
        QString tokenSecret;
        QString appName = QStringLiteral("airlock");
        QString environment;
    };
    explicit ModalGrpcApi(Options options, QObject *parent = nullptr);
    ~ModalGrpcApi() override;

    QString mode() const override { return QStringLiteral("direct"); }
    QString endpoint() const override { return m_endpoint; }

    void createSandbox(const ModalSandboxSpec &spec, Done<ModalSandboxInfo> done) override;
    ModalExec *exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs, QObject *parent) override;
    void terminate(const QString &sandboxId, Done<bool> done) override;
    void isRunning(const QString &sandboxId, Done<bool> done) override;
    void listTagged(const QString &key, Done<QList<ModalSandboxInfo>> done) override;

private:
    // Kills, in the sandbox, the processes of the exec marked `mark` (fire and forget).
    void killRemote(const QString &sandboxId, quint64 mark);
    template<typename T> void run(std::function<core::Result<T>(ModalCallSet &)> call, Done<T> done);

    QString m_endpoint;
    std::shared_ptr<ModalGrpcWorker> m_worker;
    QThreadPool m_pool;
    std::shared_ptr<ModalCallSet> m_calls; // the unary calls in flight, cancelled at destruction
    QHash<quint64, QPointer<ModalGrpcExec>> m_execs;
    quint64 m_nextExec = 1;
    friend class ModalGrpcExec;
};

} // namespace airlock::backends
