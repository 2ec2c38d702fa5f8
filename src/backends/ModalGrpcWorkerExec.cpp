// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// ModalGrpcWorker's exec side: the task command router the current SDKs run Sandbox.exec through. A sandbox's task
// id, router stub (one HTTP/2 connection per router URL) and access token are looked up once and kept, so that an
// exec is one TaskExecStart, the two output streams and one TaskExecWait.
#include "ModalGrpcWorkerPrivate.h"
#include "RemoteTree.h"

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QUrl>
#include <QUuid>

#include <csignal>
#include <thread>

namespace airlock::backends {

using namespace modalgrpc;

namespace modalgrpc {

std::chrono::system_clock::time_point renewalTime(const std::string &jwt)
{
    const QList<QByteArray> parts = QByteArray::fromStdString(jwt).split('.');
    if (parts.size() != 3)
        return std::chrono::system_clock::time_point::max();
    const QJsonObject claims =
        QJsonDocument::fromJson(QByteArray::fromBase64(parts[1], QByteArray::Base64UrlEncoding)).object();
    const qint64 exp = claims.value(QLatin1String("exp")).toInteger(0);
    if (exp <= 0)
        return std::chrono::system_clock::time_point::max();
    const auto expires = std::chrono::system_clock::time_point(std::chrono::seconds(exp));
    const auto now = std::chrono::system_clock::now();
    // A minute before it expires, or a quarter of its remaining life for a short-lived one.
    const auto margin = std::min<std::chrono::system_clock::duration>(std::chrono::seconds(60), (expires - now) / 4);
    return expires - margin;
}

} // namespace modalgrpc

std::shared_ptr<grpc::Channel> ModalGrpcWorker::Impl::routerChannel(const QString &url)
{
    std::lock_guard lock(mutex);
    if (url == settings.endpoint)
        return channel; // the emulator's router shares the control plane's port
    auto &cached = routerChannels[str(url)];
    if (!cached)
        cached = openChannel(url);
    return cached;
}

void ModalGrpcWorker::Impl::forgetRouter(const QString &sandboxId)
{
    std::lock_guard lock(mutex);
    routers.erase(str(sandboxId));
}

std::optional<Failure> ModalGrpcWorker::Impl::routerFor(const QString &sandboxId, bool renew, ModalCallSet &calls,
                                                        RouterAccess &access)
{
    if (!renew) {
        std::lock_guard lock(mutex);
        auto it = routers.find(str(sandboxId));
        if (it != routers.end() && std::chrono::system_clock::now() < it->second.renewAfter) {
            access = it->second;
            return std::nullopt;
        }
    }
    RouterAccess fresh;
    {
        Call call(calls, std::chrono::seconds(60));
        headers(call.context);
        mc::SandboxGetTaskIdRequest request;
        request.set_sandbox_id(str(sandboxId));
        request.set_timeout(50);
        request.set_wait_until_ready(true);
        mc::SandboxGetTaskIdResponse response;
        const auto status = stub->SandboxGetTaskId(&call.context, request, &response);
        if (!status.ok())
            return failure(status, QStringLiteral("SandboxGetTaskId"));
        if (!response.has_task_id() || (response.has_task_result() && isFinished(response.task_result())))
            return Failure{
                core::Error::executionFailed(QStringLiteral("modal: the sandbox %1 has ended").arg(sandboxId)), true};
        fresh.taskId = response.task_id();
    }
    Call call(calls, std::chrono::seconds(60));
    headers(call.context);
    mc::TaskGetCommandRouterAccessRequest request;
    request.set_task_id(fresh.taskId);
    mc::TaskGetCommandRouterAccessResponse response;
    const auto status = stub->TaskGetCommandRouterAccess(&call.context, request, &response);
    if (!status.ok())
        return failure(status, QStringLiteral("TaskGetCommandRouterAccess"));
    const QString url = qstr(response.url());
    const bool plainAllowed = QUrl(settings.endpoint).scheme() == QLatin1String("http");
    if (!url.startsWith(QLatin1String("https://")) && !plainAllowed)
        return Failure{core::Error::executionFailed(QStringLiteral("modal: the command router is not https")), false};
    fresh.stub = tcr::TaskCommandRouter::NewStub(routerChannel(url));
    fresh.jwt = response.jwt();
    fresh.renewAfter = renewalTime(fresh.jwt);
    std::lock_guard lock(mutex);
    routers[str(sandboxId)] = fresh;
    access = fresh;
    return std::nullopt;
}

namespace {

// Reads one of the exec's streams to its end, re-issuing the read from the offset it got to when a stream breaks.
std::optional<Failure> readStream(const RouterAccess &router, const std::string &execId,
                                  tcr::TaskExecStdioFileDescriptor fd, int timeoutSecs, ModalCallSet &calls,
                                  const ModalGrpcWorker::OutputSink &sink)
{
    const OutputStream stream =
        fd == tcr::TASK_EXEC_STDIO_FILE_DESCRIPTOR_STDOUT ? OutputStream::Stdout : OutputStream::Stderr;
    quint64 offset = 0;
    for (int attempt = 0; attempt < 5; ++attempt) {
        Call call(calls, std::chrono::seconds(timeoutSecs + 60));
        call.context.AddMetadata("authorization", "Bearer " + router.jwt);
        tcr::TaskExecStdioReadRequest request;
        request.set_task_id(router.taskId);
        request.set_exec_id(execId);
        request.set_offset(offset);
        request.set_file_descriptor(fd);
        auto reader = router.stub->TaskExecStdioRead(&call.context, request);
        tcr::TaskExecStdioReadResponse response;
        while (reader->Read(&response)) {
            offset += response.data().size();
            sink(stream, QByteArray(response.data().data(), static_cast<qsizetype>(response.data().size())));
        }
        const auto status = reader->Finish();
        if (status.ok())
            return std::nullopt;
        if (status.error_code() != grpc::StatusCode::UNAVAILABLE || calls.cancelled())
            return failure(status, QStringLiteral("TaskExecStdioRead"));
    }
    return Failure{core::Error::executionFailed(QStringLiteral("modal: the command's output stream kept breaking")),
                   false};
}

grpc::Status startExec(const RouterAccess &router, const std::string &execId, const QStringList &argv, int timeoutSecs,
                       quint64 mark, ModalCallSet &calls)
{
    Call call(calls, std::chrono::seconds(60));
    call.context.AddMetadata("authorization", "Bearer " + router.jwt);
    tcr::TaskExecStartRequest request;
    request.set_task_id(router.taskId);
    request.set_exec_id(execId);
    for (const QString &arg : argv)
        request.add_command_args(str(arg));
    request.set_stdout_config(tcr::TASK_EXEC_STDOUT_CONFIG_PIPE);
    request.set_stderr_config(tcr::TASK_EXEC_STDERR_CONFIG_PIPE);
    if (timeoutSecs > 0)
        request.set_timeout_secs(static_cast<unsigned>(timeoutSecs));
    if (mark != 0)
        (*request.mutable_env())["AIRLOCK_CMD"] = std::to_string(mark);
    tcr::TaskExecStartResponse response;
    return router.stub->TaskExecStart(&call.context, request, &response);
}

// A refusal the router gives when what Airlock kept has gone stale: an expired token, a task that moved, a router
// that went away. The exec is started again (same exec id: the router makes that idempotent) after a fresh lookup.
bool staleAccess(const grpc::Status &status)
{
    switch (status.error_code()) {
    case grpc::StatusCode::UNAUTHENTICATED:
    case grpc::StatusCode::PERMISSION_DENIED:
    case grpc::StatusCode::NOT_FOUND:
    case grpc::StatusCode::UNAVAILABLE: return true;
    default: return false;
    }
}

} // namespace

ModalExecOutcome ModalGrpcWorker::exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs,
                                       ModalCallSet &calls, const OutputSink &sink, quint64 mark)
{
    ModalExecOutcome outcome;
    outcome.mayHaveStarted = false;
    const auto fail = [&outcome](const Failure &f) {
        outcome.error = f.error;
        outcome.sandboxGone = f.gone;
        return outcome;
    };
    RouterAccess router;
    if (auto f = d->routerFor(sandboxId, false, calls, router))
        return fail(*f);
    const std::string execId = str(QUuid::createUuid().toString(QUuid::WithoutBraces));
    auto status = startExec(router, execId, argv, timeoutSecs, mark, calls);
    if (!status.ok() && staleAccess(status) && !calls.cancelled()) {
        d->forgetRouter(sandboxId);
        if (auto f = d->routerFor(sandboxId, true, calls, router))
            return fail(*f);
        status = startExec(router, execId, argv, timeoutSecs, mark, calls);
    }
    if (!status.ok()) {
        const auto code = status.error_code();
        outcome.mayHaveStarted = code != grpc::StatusCode::UNAVAILABLE &&
                                 code != grpc::StatusCode::RESOURCE_EXHAUSTED &&
                                 code != grpc::StatusCode::UNAUTHENTICATED &&
                                 code != grpc::StatusCode::PERMISSION_DENIED && code != grpc::StatusCode::NOT_FOUND;
        d->forgetRouter(sandboxId);
        return fail(failure(status, QStringLiteral("TaskExecStart")));
    }
    outcome.mayHaveStarted = true;
    const int bound = timeoutSecs > 0 ? timeoutSecs : 24 * 3600;
    std::optional<Failure> errFailure;
    std::thread errReader([&]() {
        errFailure = readStream(router, execId, tcr::TASK_EXEC_STDIO_FILE_DESCRIPTOR_STDERR, bound, calls, sink);
    });
    auto outFailure = readStream(router, execId, tcr::TASK_EXEC_STDIO_FILE_DESCRIPTOR_STDOUT, bound, calls, sink);
    errReader.join();
    if (outFailure || errFailure)
        return fail(outFailure ? *outFailure : *errFailure);
    Call call(calls, std::chrono::seconds(bound + 60));
    call.context.AddMetadata("authorization", "Bearer " + router.jwt);
    tcr::TaskExecWaitRequest request;
    request.set_task_id(router.taskId);
    request.set_exec_id(execId);
    tcr::TaskExecWaitResponse response;
    const auto waited = router.stub->TaskExecWait(&call.context, request, &response);
    if (!waited.ok())
        return fail(failure(waited, QStringLiteral("TaskExecWait")));
    outcome.exitCode = response.has_code() ? response.code() : 128 + response.signal();
    return outcome;
}

ModalExecOutcome ModalGrpcWorker::killMarked(const QString &sandboxId, quint64 mark, ModalCallSet &calls)
{
    CommandMark command;
    command.sequence = mark;
    RemoteTree::Target target; // no shell to spare (each exec is its own) and no task marker: the mark alone
    const QStringList argv =
        QStringList{QStringLiteral("sh")} +
        RemoteTree::arguments(RemoteTree::Scope::Command, SIGKILL, command, target, ShellScript::Dialect::Posix);
    return exec(sandboxId, argv, 30, calls, [](OutputStream, const QByteArray &) {});
}

} // namespace airlock::backends
