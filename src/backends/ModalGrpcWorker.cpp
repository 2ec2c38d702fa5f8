// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGrpcWorker.h"

#include <set>

#include "modal_api.grpc.pb.h"
#include "modal_task_command_router.grpc.pb.h"

#include <grpcpp/grpcpp.h>

#include <QUrl>
#include <QUuid>

#include <chrono>
#include <thread>

namespace airlock::backends {

namespace mc = modal::client;
namespace tcr = modal::task_command_router;

void ModalCallSet::add(grpc::ClientContext *context)
{
    std::lock_guard lock(m_mutex);
    m_contexts.push_back(context);
    if (m_cancelled)
        context->TryCancel();
}

void ModalCallSet::remove(grpc::ClientContext *context)
{
    std::lock_guard lock(m_mutex);
    std::erase(m_contexts, context);
}

void ModalCallSet::cancelAll()
{
    std::lock_guard lock(m_mutex);
    m_cancelled = true;
    for (auto *context : m_contexts)
        context->TryCancel();
}

namespace {

std::string str(const QString &s)
{
    return s.toStdString();
}

QString qstr(const std::string &s)
{
    return QString::fromStdString(s);
}

// A registered context with a deadline, and the API's headers.
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

// A gRPC status as the error ModalBackend acts on (never with a credential: the server's text is not echoed when
// it could carry one).
Failure failure(const grpc::Status &status, const QString &what)
{
    const QString detail = qstr(status.error_message()).left(300);
    const QString prefix = QStringLiteral("modal: %1 failed: ").arg(what);
    switch (status.error_code()) {
    case grpc::StatusCode::UNAVAILABLE:
    case grpc::StatusCode::RESOURCE_EXHAUSTED:
        return {core::Error::unavailable(
                    prefix + QStringLiteral("the Modal API is unavailable or over its limits (%1)").arg(detail)),
                false};
    case grpc::StatusCode::UNAUTHENTICATED:
    case grpc::StatusCode::PERMISSION_DENIED:
        return {
            core::Error::executionFailed(prefix + QStringLiteral("Modal refused the token; check MODAL_TOKEN_ID and "
                                                                 "MODAL_TOKEN_SECRET (or the keychain entry)")),
            false};
    case grpc::StatusCode::NOT_FOUND:
        return {core::Error::executionFailed(prefix + QStringLiteral("the sandbox no longer exists (%1)").arg(detail)),
                true};
    case grpc::StatusCode::DEADLINE_EXCEEDED:
        return {core::Error::executionFailed(prefix + QStringLiteral("no answer from Modal in time")), false};
    case grpc::StatusCode::CANCELLED:
        return {core::Error{core::ErrorKind::Cancelled, prefix + QStringLiteral("cancelled"), {}}, false};
    default: return {core::Error::executionFailed(prefix + detail), false};
    }
}

std::shared_ptr<grpc::Channel> openChannel(const QString &endpoint)
{
    const QUrl url(endpoint);
    const bool plain = url.scheme() == QLatin1String("http");
    const std::string target = str(url.host()) + ":" + std::to_string(url.port(plain ? 80 : 443));
    grpc::ChannelArguments args;
    args.SetMaxReceiveMessageSize(64 * 1024 * 1024);
    args.SetInt(GRPC_ARG_INITIAL_RECONNECT_BACKOFF_MS, 200);
    args.SetInt(GRPC_ARG_MAX_RECONNECT_BACKOFF_MS, 1000);
    auto credentials = plain ? grpc::InsecureChannelCredentials() : grpc::SslCredentials(grpc::SslCredentialsOptions());
    return grpc::CreateCustomChannel(target, credentials, args);
}

bool isFinished(const mc::GenericResult &result)
{
    return result.status() != mc::GenericResult::GENERIC_STATUS_UNSPECIFIED;
}

} // namespace

struct ModalGrpcWorker::Impl {
    Settings settings;
    std::unique_ptr<mc::ModalClient::Stub> stub;
    std::mutex mutex;
    std::string appId;

    void headers(grpc::ClientContext &context) const
    {
        context.AddMetadata("x-modal-client-type", std::to_string(mc::CLIENT_TYPE_LIBMODAL_GO));
        context.AddMetadata("x-modal-client-version", "1.0.0");
        context.AddMetadata("x-modal-libmodal-version", "modal-go/airlock");
        context.AddMetadata("x-modal-token-id", str(settings.tokenId));
        context.AddMetadata("x-modal-token-secret", str(settings.tokenSecret));
    }

    std::optional<Failure> ensureApp(ModalCallSet &calls, std::string &id);
    std::optional<Failure> buildImage(const QString &tag, const std::string &app, ModalCallSet &calls,
                                      std::string &imageId);
};

ModalGrpcWorker::ModalGrpcWorker(Settings settings)
    : d(std::make_unique<Impl>())
{
    d->settings = std::move(settings);
    d->stub = mc::ModalClient::NewStub(openChannel(d->settings.endpoint));
}

ModalGrpcWorker::~ModalGrpcWorker() = default;

std::optional<Failure> ModalGrpcWorker::Impl::ensureApp(ModalCallSet &calls, std::string &id)
{
    {
        std::lock_guard lock(mutex);
        if (!appId.empty()) {
            id = appId;
            return std::nullopt;
        }
    }
    Call call(calls, std::chrono::seconds(30));
    headers(call.context);
    mc::AppGetOrCreateRequest request;
    request.set_app_name(str(settings.appName));
    request.set_environment_name(str(settings.environment));
    request.set_object_creation_type(mc::OBJECT_CREATION_TYPE_CREATE_IF_MISSING);
    mc::AppGetOrCreateResponse response;
    const auto status = stub->AppGetOrCreate(&call.context, request, &response);
    if (!status.ok())
        return failure(status, QStringLiteral("AppGetOrCreate"));
    std::lock_guard lock(mutex);
    appId = id = response.app_id();
    return std::nullopt;
}

std::optional<Failure> ModalGrpcWorker::Impl::buildImage(const QString &tag, const std::string &app,
                                                         ModalCallSet &calls, std::string &imageId)
{
    Call call(calls, std::chrono::seconds(600));
    headers(call.context);
    mc::ImageGetOrCreateRequest request;
    request.set_app_id(app);
    request.mutable_image()->add_dockerfile_commands("FROM " + str(tag));
    request.set_builder_version("2025.06");
    mc::ImageGetOrCreateResponse response;
    const auto status = stub->ImageGetOrCreate(&call.context, request, &response);
    if (!status.ok())
        return failure(status, QStringLiteral("ImageGetOrCreate"));
    if (response.has_result() && isFinished(response.result()) &&
        response.result().status() != mc::GenericResult::GENERIC_STATUS_SUCCESS)
        return Failure{core::Error::executionFailed(QStringLiteral("modal: the image %1 could not be built: %2")
                                                        .arg(tag, qstr(response.result().exception()).left(300))),
                       false};
    imageId = response.image_id();
    return std::nullopt;
}

core::Result<ModalSandboxInfo> ModalGrpcWorker::create(const ModalSandboxSpec &spec, ModalCallSet &calls)
{
    std::string app, image;
    if (auto f = d->ensureApp(calls, app))
        return f->error;
    if (auto f = d->buildImage(spec.image, app, calls, image))
        return f->error;
    Call call(calls, std::chrono::seconds(120));
    d->headers(call.context);
    mc::SandboxCreateRequest request;
    request.set_app_id(app);
    auto *def = request.mutable_definition();
    def->add_entrypoint_args("sleep");
    def->add_entrypoint_args("infinity");
    def->set_image_id(image);
    def->mutable_resources()->set_milli_cpu(static_cast<unsigned>(spec.cpu * 1000));
    def->mutable_resources()->set_memory_mb(static_cast<unsigned>(spec.memoryMb));
    def->set_timeout_secs(static_cast<unsigned>(spec.timeoutSecs));
    if (spec.idleTimeoutSecs > 0)
        def->set_idle_timeout_secs(static_cast<unsigned>(spec.idleTimeoutSecs));
    if (!spec.workdir.isEmpty())
        def->set_workdir(str(spec.workdir));
    def->mutable_network_access()->set_network_access_type(spec.network ? mc::NetworkAccess::OPEN
                                                                        : mc::NetworkAccess::BLOCKED);
    for (auto it = spec.env.begin(); it != spec.env.end(); ++it)
        (*def->mutable_environment_variables()->mutable_contents())[str(it.key())] = str(it.value());
    for (auto it = spec.tags.begin(); it != spec.tags.end(); ++it) {
        auto *tag = request.add_tags();
        tag->set_tag_name(str(it.key()));
        tag->set_tag_value(str(it.value()));
    }
    mc::SandboxCreateResponse response;
    const auto status = d->stub->SandboxCreate(&call.context, request, &response);
    if (!status.ok())
        return failure(status, QStringLiteral("SandboxCreate")).error;
    ModalSandboxInfo info;
    info.id = qstr(response.sandbox_id());
    info.image = spec.image;
    info.tags = spec.tags;
    info.expiresAt = QDateTime::currentDateTimeUtc().addSecs(spec.timeoutSecs);
    return info;
}

core::Result<bool> ModalGrpcWorker::terminate(const QString &sandboxId, ModalCallSet &calls)
{
    Call call(calls, std::chrono::seconds(60));
    d->headers(call.context);
    mc::SandboxTerminateRequest request;
    request.set_sandbox_id(str(sandboxId));
    mc::SandboxTerminateResponse response;
    const auto status = d->stub->SandboxTerminate(&call.context, request, &response);
    if (status.error_code() == grpc::StatusCode::NOT_FOUND)
        return true; // already gone
    if (!status.ok())
        return failure(status, QStringLiteral("SandboxTerminate")).error;
    return true;
}

core::Result<bool> ModalGrpcWorker::isRunning(const QString &sandboxId, ModalCallSet &calls)
{
    Call call(calls, std::chrono::seconds(30));
    d->headers(call.context);
    mc::SandboxWaitRequest request;
    request.set_sandbox_id(str(sandboxId));
    request.set_timeout(0);
    mc::SandboxWaitResponse response;
    const auto status = d->stub->SandboxWait(&call.context, request, &response);
    if (status.error_code() == grpc::StatusCode::NOT_FOUND)
        return false;
    if (!status.ok())
        return failure(status, QStringLiteral("SandboxWait")).error;
    return !(response.has_result() && isFinished(response.result()));
}

core::Result<QList<ModalSandboxInfo>> ModalGrpcWorker::listTagged(const QString &key, ModalCallSet &calls)
{
    std::string app;
    if (auto f = d->ensureApp(calls, app))
        return f->error;
    QList<ModalSandboxInfo> found;
    std::set<std::string> seen;
    double before = 0;
    for (int page = 0; page < 100; ++page) {
        Call call(calls, std::chrono::seconds(30));
        d->headers(call.context);
        mc::SandboxListRequest request;
        request.set_app_id(app);
        request.set_environment_name(str(d->settings.environment));
        request.set_before_timestamp(before);
        mc::SandboxListResponse response;
        const auto status = d->stub->SandboxList(&call.context, request, &response);
        if (!status.ok())
            return failure(status, QStringLiteral("SandboxList")).error;
        if (response.sandboxes().empty())
            break;
        // Pages go back in time: the next one ends before the oldest of this one, whatever order a page has.
        double oldest = before;
        for (const auto &sandbox : response.sandboxes()) {
            if (oldest <= 0 || sandbox.created_at() < oldest)
                oldest = sandbox.created_at();
            if (!seen.insert(sandbox.id()).second)
                continue;
            ModalSandboxInfo info;
            info.id = qstr(sandbox.id());
            if (!sandbox.regions().empty())
                info.region = qstr(sandbox.regions(0));
            for (const auto &tag : sandbox.tags())
                info.tags.insert(qstr(tag.tag_name()), qstr(tag.tag_value()));
            if (info.tags.contains(key))
                found.append(info);
        }
        if (before > 0 && oldest >= before)
            break; // no progress: the server ignores before_timestamp
        before = oldest;
    }
    return found;
}

namespace {

struct Router {
    std::unique_ptr<tcr::TaskCommandRouter::Stub> stub;
    std::string jwt;
    std::string taskId;
};

// Reads one of the exec's streams to its end, re-issuing the read from the offset it got to when a stream breaks.
std::optional<Failure> readStream(Router &router, const std::string &execId, tcr::TaskExecStdioFileDescriptor fd,
                                  int timeoutSecs, ModalCallSet &calls, const ModalGrpcWorker::OutputSink &sink)
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

} // namespace

ModalExecOutcome ModalGrpcWorker::exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs,
                                       ModalCallSet &calls, const OutputSink &sink)
{
    ModalExecOutcome outcome;
    outcome.mayHaveStarted = false;
    const auto fail = [&outcome](const Failure &f) {
        outcome.error = f.error;
        outcome.sandboxGone = f.gone;
        return outcome;
    };
    Router router;
    {
        Call call(calls, std::chrono::seconds(60));
        d->headers(call.context);
        mc::SandboxGetTaskIdRequest request;
        request.set_sandbox_id(str(sandboxId));
        request.set_timeout(50);
        request.set_wait_until_ready(true);
        mc::SandboxGetTaskIdResponse response;
        const auto status = d->stub->SandboxGetTaskId(&call.context, request, &response);
        if (!status.ok())
            return fail(failure(status, QStringLiteral("SandboxGetTaskId")));
        if (!response.has_task_id() || (response.has_task_result() && isFinished(response.task_result())))
            return fail(
                {core::Error::executionFailed(QStringLiteral("modal: the sandbox %1 has ended").arg(sandboxId)), true});
        router.taskId = response.task_id();
    }
    {
        Call call(calls, std::chrono::seconds(60));
        d->headers(call.context);
        mc::TaskGetCommandRouterAccessRequest request;
        request.set_task_id(router.taskId);
        mc::TaskGetCommandRouterAccessResponse response;
        const auto status = d->stub->TaskGetCommandRouterAccess(&call.context, request, &response);
        if (!status.ok())
            return fail(failure(status, QStringLiteral("TaskGetCommandRouterAccess")));
        const QString url = qstr(response.url());
        const bool plainAllowed = QUrl(d->settings.endpoint).scheme() == QLatin1String("http");
        if (!url.startsWith(QLatin1String("https://")) && !plainAllowed)
            return fail(
                {core::Error::executionFailed(QStringLiteral("modal: the command router is not https")), false});
        router.stub = tcr::TaskCommandRouter::NewStub(openChannel(url));
        router.jwt = response.jwt();
    }
    const std::string execId = str(QUuid::createUuid().toString(QUuid::WithoutBraces));
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
        tcr::TaskExecStartResponse response;
        const auto status = router.stub->TaskExecStart(&call.context, request, &response);
        if (!status.ok()) {
            const auto code = status.error_code();
            outcome.mayHaveStarted =
                code != grpc::StatusCode::UNAVAILABLE && code != grpc::StatusCode::RESOURCE_EXHAUSTED &&
                code != grpc::StatusCode::UNAUTHENTICATED && code != grpc::StatusCode::PERMISSION_DENIED;
            return fail(failure(status, QStringLiteral("TaskExecStart")));
        }
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
    const auto status = router.stub->TaskExecWait(&call.context, request, &response);
    if (!status.ok())
        return fail(failure(status, QStringLiteral("TaskExecWait")));
    outcome.exitCode = response.has_code() ? response.code() : 128 + response.signal();
    return outcome;
}

} // namespace airlock::backends
