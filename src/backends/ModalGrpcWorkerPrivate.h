// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// What ModalGrpcWorker.cpp (the control plane) and ModalGrpcWorkerExec.cpp (the task command router) share. Only
// those two include it.

#include "ModalGrpcWorker.h"

#include "modal_api.grpc.pb.h"
#include "modal_task_command_router.grpc.pb.h"

#include <grpcpp/grpcpp.h>

#include <QString>

#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace airlock::backends {

namespace mc = modal::client;
namespace tcr = modal::task_command_router;

namespace modalgrpc {

inline std::string str(const QString &s)
{
    return s.toStdString();
}

inline QString qstr(const std::string &s)
{
    return QString::fromStdString(s);
}

// A registered context with a deadline.
struct Call {
    grpc::ClientContext context;
    ModalCallSet &calls;
    Call(ModalCallSet &set, std::chrono::seconds deadline)
        : calls(set)
    {
        context.set_deadline(std::chrono::system_clock::now() + deadline);
        calls.add(&context);
    }
    ~Call() { calls.remove(&context); }
    Call(const Call &) = delete;
    Call &operator=(const Call &) = delete;
};

struct Failure {
    core::Error error;
    bool gone = false;
};

// A gRPC status as the error ModalBackend acts on (never with a credential).
Failure failure(const grpc::Status &status, const QString &what);

// A channel to `endpoint` (http:// plain, https:// TLS).
std::shared_ptr<grpc::Channel> openChannel(const QString &endpoint);

inline bool isFinished(const mc::GenericResult &result)
{
    return result.status() != mc::GenericResult::GENERIC_STATUS_UNSPECIFIED;
}

// How a sandbox's commands are reached: its task, the router's stub and the access token, kept per sandbox and
// renewed shortly before the token expires or when the router refuses it.
struct RouterAccess {
    std::string taskId;
    std::shared_ptr<tcr::TaskCommandRouter::Stub> stub;
    std::string jwt;
    std::chrono::system_clock::time_point renewAfter = std::chrono::system_clock::time_point::max();
};

// When a JWT should be renewed: a minute before its `exp` claim, or never when it has none (an opaque token is
// renewed only when refused).
std::chrono::system_clock::time_point renewalTime(const std::string &jwt);

} // namespace modalgrpc

struct ModalGrpcWorker::Impl {
    Settings settings;
    std::shared_ptr<grpc::Channel> channel;
    std::unique_ptr<mc::ModalClient::Stub> stub;
    std::mutex mutex;
    std::string appId;
    std::map<std::string, modalgrpc::RouterAccess> routers;               // by sandbox id
    std::map<std::string, std::shared_ptr<grpc::Channel>> routerChannels; // by router URL

    void headers(grpc::ClientContext &context) const;
    std::optional<modalgrpc::Failure> ensureApp(ModalCallSet &calls, std::string &id);
    std::optional<modalgrpc::Failure> buildImage(const QString &tag, const std::string &app, ModalCallSet &calls,
                                                 std::string &imageId);
    std::optional<modalgrpc::Failure> joinImage(const QString &tag, const std::string &imageId, ModalCallSet &calls);

    // The sandbox's router access: the cached one, or a fresh one (`renew`, or none cached, or about to expire).
    std::optional<modalgrpc::Failure> routerFor(const QString &sandboxId, bool renew, ModalCallSet &calls,
                                                modalgrpc::RouterAccess &access);
    std::shared_ptr<grpc::Channel> routerChannel(const QString &url);
    void forgetRouter(const QString &sandboxId);
};

} // namespace airlock::backends
