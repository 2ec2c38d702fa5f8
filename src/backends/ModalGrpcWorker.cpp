// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGrpcWorkerPrivate.h"

#include <QUrl>

#include <set>

namespace airlock::backends {

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

namespace modalgrpc {

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

} // namespace modalgrpc

using namespace modalgrpc;

void ModalGrpcWorker::Impl::headers(grpc::ClientContext &context) const
{
    context.AddMetadata("x-modal-client-type", std::to_string(mc::CLIENT_TYPE_LIBMODAL_GO));
    context.AddMetadata("x-modal-client-version", "1.0.0");
    context.AddMetadata("x-modal-libmodal-version", "modal-go/airlock");
    context.AddMetadata("x-modal-token-id", str(settings.tokenId));
    context.AddMetadata("x-modal-token-secret", str(settings.tokenSecret));
}

ModalGrpcWorker::ModalGrpcWorker(Settings settings)
    : d(std::make_unique<Impl>())
{
    d->settings = std::move(settings);
    d->channel = openChannel(d->settings.endpoint);
    d->stub = mc::ModalClient::NewStub(d->channel);
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

namespace {

// What Modal said of an image's build, as the error a call gets (none once it is built).
std::optional<Failure> builtImage(const QString &tag, const mc::GenericResult &result)
{
    const QString why = qstr(result.exception()).left(300);
    switch (result.status()) {
    case mc::GenericResult::GENERIC_STATUS_SUCCESS: return std::nullopt;
    case mc::GenericResult::GENERIC_STATUS_TERMINATED:
        return Failure{core::Error::unavailable(
                           QStringLiteral("modal: the build of the image %1 was shut down; try again").arg(tag)),
                       false};
    case mc::GenericResult::GENERIC_STATUS_TIMEOUT:
        return Failure{
            core::Error::executionFailed(QStringLiteral("modal: the build of the image %1 timed out").arg(tag)), false};
    default:
        return Failure{
            core::Error::executionFailed(QStringLiteral("modal: the image %1 could not be built: %2").arg(tag, why)),
            false};
    }
}

} // namespace

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
    imageId = response.image_id();
    if (response.has_result() && isFinished(response.result()))
        return builtImage(tag, response.result());
    return joinImage(tag, imageId, calls);
}

std::optional<Failure> ModalGrpcWorker::Impl::joinImage(const QString &tag, const std::string &imageId,
                                                        ModalCallSet &calls)
{
    // Modal is still building the image: its build is followed until it ends, asked again from the last log entry
    // when a stream ends without the build's result (each waits at most 55 s), and up to three times after a broken
    // stream, as Modal's own clients do; 10 minutes in all.
    const auto giveUp = std::chrono::steady_clock::now() + std::chrono::minutes(10);
    std::string lastEntry;
    int broken = 0;
    while (std::chrono::steady_clock::now() < giveUp) {
        Call call(calls, std::chrono::seconds(70));
        headers(call.context);
        mc::ImageJoinStreamingRequest request;
        request.set_image_id(imageId);
        request.set_timeout(55);
        request.set_last_entry_id(lastEntry);
        auto reader = stub->ImageJoinStreaming(&call.context, request);
        mc::ImageJoinStreamingResponse response;
        std::optional<mc::GenericResult> result;
        while (reader->Read(&response)) {
            if (!response.entry_id().empty())
                lastEntry = response.entry_id();
            if (response.has_result() && isFinished(response.result()))
                result = response.result();
        }
        const auto status = reader->Finish();
        if (result)
            return builtImage(tag, *result);
        if (!status.ok() &&
            (status.error_code() != grpc::StatusCode::UNAVAILABLE || ++broken >= 3 || calls.cancelled()))
            return failure(status, QStringLiteral("ImageJoinStreaming"));
    }
    return Failure{core::Error::executionFailed(
                       QStringLiteral("modal: the image %1 was still being built after 10 minutes").arg(tag)),
                   false};
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
    d->forgetRouter(sandboxId);
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

} // namespace airlock::backends
