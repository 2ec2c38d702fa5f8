// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// modal-emulator: a test EMULATOR of a slice of Modal's gRPC API (not Modal, not part of Airlock). It follows
// modal_proto/api.proto and task_command_router.proto of modal-labs/modal-client (sliced copies in
// src/backends/proto/) and what libmodal's Sandbox.exec does with them: AppGetOrCreate, ImageGetOrCreate
// ("FROM <tag>" only; "building/<tag>" takes 1.5 s, followed with ImageJoinStreaming, "failing-build/<tag>" fails),
// SandboxCreate/GetTaskId/Wait/Terminate/List/TagsSet, TaskGetCommandRouterAccess, and the router's
// TaskExecStart/TaskExecStdioRead/TaskExecWait on the same port. Sandboxes are SandboxRoot directories and commands
// really run under bwrap. Usage: modal-emulator --state DIR [--port-file FILE]; tokens from MODAL_EMULATOR_TOKEN_ID /
// MODAL_EMULATOR_TOKEN_SECRET (default emu-id / emu-secret). Faults: write "<fault> [count]" to DIR/fault (consumed per
// call): unavailable, exhausted, hang, unauthenticated; "expire <sandbox-id>" in DIR/admin ends that sandbox now,
// "revoke-tokens" invalidates every router token handed out. DIR/killed lists exec ids whose command was killed at its
// timeout, DIR/access each TaskGetCommandRouterAccess, DIR/refused each router call refused for its token. Router
// tokens are JWTs that expire after MODAL_EMULATOR_JWT_SECS (3600).
#include "SandboxRoot.h"

#include "modal_api.grpc.pb.h"
#include "modal_task_command_router.grpc.pb.h"

#include <grpcpp/grpcpp.h>

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QUuid>

#include <cerrno>
#include <condition_variable>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>
#include <mutex>
#include <set>
#include <string>
#include <thread>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

namespace mc = modal::client;
namespace tcr = modal::task_command_router;
using airlock::emulators::SandboxRoot;
using grpc::ServerContext;
using grpc::Status;
using grpc::StatusCode;

namespace {

QString g_state;
std::string g_tokenId, g_tokenSecret, g_routerUrl;
qint64 g_jwtSecs = 3600;
std::map<std::string, qint64> g_jwts; // the router tokens handed out, and when each expires (ms since the epoch)

// A command's output is kept from the offset its reader got to (`outBase`, `errBase`) on, and at most kWindow of it
// unread: then the command waits on its full pipe, as it would on a real one. Memory stays bounded at any volume.
constexpr size_t kWindow = 32u << 20;

struct Exec {
    std::mutex mutex;
    std::condition_variable changed;
    std::string out, err;
    size_t outBase = 0, errBase = 0;
    bool ended = false;
    int code = 0, signal = 0;
    pid_t pid = -1;
};

struct Box {
    std::string id, appId, imageId;
    std::unique_ptr<SandboxRoot> root;
    std::map<std::string, std::string> tags, env;
    std::string workdir;
    double createdAt = 0;
    qint64 expiresAt = 0;
    int finished = 0; // a GenericStatus once ended
    std::map<std::string, std::shared_ptr<Exec>> execs;
};

std::mutex g_mutex;
std::map<std::string, std::string> g_apps; // name -> id
std::map<std::string, std::shared_ptr<Box>> g_boxes;
// Images "FROM building/…" and "FROM failing-build/…" are built for kBuildMs after they are first asked for (the
// second fails); any other image is built at once.
constexpr qint64 kBuildMs = 1500;
std::map<std::string, qint64> g_builds; // image id -> when its build ends (ms since the epoch)

bool buildFails(const std::string &imageId)
{
    return imageId.rfind("im-failing-build/", 0) == 0;
}

void appendLine(const QString &name, const QString &line)
{
    QFile file(g_state + QLatin1Char('/') + name);
    if (file.open(QIODevice::Append))
        file.write(line.toUtf8() + '\n');
}

// The fault file: "<fault> [count]", one call consumed per use.
QString takeFault()
{
    QFile file(g_state + QStringLiteral("/fault"));
    if (!file.open(QIODevice::ReadWrite))
        return {};
    const QStringList parts = QString::fromUtf8(file.readAll()).simplified().split(QLatin1Char(' '));
    if (parts.value(0).isEmpty())
        return {};
    const int count = parts.value(1, QStringLiteral("1")).toInt() - 1;
    file.resize(0);
    if (count > 0)
        file.write(QStringLiteral("%1 %2").arg(parts[0]).arg(count).toUtf8());
    return parts[0];
}

// The commands end with the emulator, however it ends (a SIGKILL too), as a sandbox's processes are never left on the
// machine of the one who uses Modal: a watchdog forked before the server's threads start is told each command's
// process group ("+PGID", "-PGID" once it ended) on a pipe, and kills the groups still listed when the pipe closes.
int g_watchdog = -1;

void startWatchdog()
{
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        return;
    const pid_t pid = ::fork();
    if (pid != 0) {
        ::close(fds[0]);
        g_watchdog = pid > 0 ? fds[1] : -1;
        return;
    }
    ::close(fds[1]);
    ::signal(SIGINT, SIG_IGN);
    ::signal(SIGTERM, SIG_IGN);
    std::set<long> groups;
    std::string pending;
    char buffer[512];
    for (ssize_t n; (n = ::read(fds[0], buffer, sizeof buffer)) != 0;) {
        if (n < 0) {
            if (errno == EINTR)
                continue;
            break;
        }
        pending.append(buffer, size_t(n));
        for (std::size_t end; (end = pending.find('\n')) != std::string::npos; pending.erase(0, end + 1)) {
            const long group = std::atol(pending.c_str() + 1);
            if (pending[0] == '+')
                groups.insert(group);
            else
                groups.erase(group);
        }
    }
    for (const long group : groups)
        ::kill(pid_t(-group), SIGKILL);
    ::_exit(0);
}

void tellWatchdog(char change, pid_t group)
{
    if (g_watchdog < 0 || group <= 0)
        return;
    char line[32];
    const int n = std::snprintf(line, sizeof line, "%c%d\n", change, int(group));
    [[maybe_unused]] const ssize_t written = ::write(g_watchdog, line, size_t(n)); // under PIPE_BUF: one piece
}

void killExec(Exec &exec)
{
    if (exec.pid > 0 && !exec.ended)
        ::kill(-exec.pid, SIGKILL);
}

void endBox(Box &box, int status)
{
    if (box.finished)
        return;
    box.finished = status;
    for (auto &[id, exec] : box.execs) {
        std::lock_guard lock(exec->mutex);
        killExec(*exec);
    }
}

// Admin lines ("expire <id>" / "delete <id>") and lifetimes.
void housekeeping()
{
    QFile file(g_state + QStringLiteral("/admin"));
    if (file.open(QIODevice::ReadWrite)) {
        const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        file.resize(0);
        for (const QString &line : lines) {
            const QStringList parts = line.split(QLatin1Char(' '));
            if (parts[0] == QLatin1String("revoke-tokens")) {
                g_jwts.clear();
                continue;
            }
            auto it = g_boxes.find(parts.value(1).toStdString());
            if (it == g_boxes.end())
                continue;
            endBox(*it->second, mc::GenericResult::GENERIC_STATUS_TIMEOUT);
            if (parts[0] == QLatin1String("delete"))
                g_boxes.erase(it);
        }
    }
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (auto &[id, box] : g_boxes)
        if (!box->finished && now > box->expiresAt)
            endBox(*box, mc::GenericResult::GENERIC_STATUS_TIMEOUT);
}

// A JWT as the router's tokens look (header.claims.signature, base64url), with an `exp` claim g_jwtSecs ahead.
std::string issueJwt(const std::string &taskId)
{
    const qint64 expires = QDateTime::currentMSecsSinceEpoch() + g_jwtSecs * 1000;
    const auto part = [](const QByteArray &json) {
        return json.toBase64(QByteArray::Base64UrlEncoding | QByteArray::OmitTrailingEquals).toStdString();
    };
    const std::string jwt = part(R"({"alg":"none","typ":"JWT"})") + "." +
                            part(QStringLiteral(R"({"exp":%1,"task_id":"%2"})")
                                     .arg(expires / 1000)
                                     .arg(QString::fromStdString(taskId))
                                     .toUtf8()) +
                            ".emu";
    std::lock_guard lock(g_mutex);
    g_jwts[jwt] = expires;
    return jwt;
}

bool validJwt(const std::string &authorization)
{
    if (authorization.rfind("Bearer ", 0) != 0)
        return false;
    std::lock_guard lock(g_mutex);
    auto it = g_jwts.find(authorization.substr(7));
    return it != g_jwts.end() && it->second > QDateTime::currentMSecsSinceEpoch();
}

// Token check and injected faults, before every call.
Status gate(ServerContext *context)
{
    const auto &meta = context->client_metadata();
    const auto value = [&meta](const char *key) {
        auto it = meta.find(key);
        return it == meta.end() ? std::string() : std::string(it->second.data(), it->second.size());
    };
    {
        std::lock_guard lock(g_mutex);
        housekeeping();
    }
    const bool router = meta.find("authorization") != meta.end();
    if (router && !validJwt(value("authorization"))) {
        appendLine(QStringLiteral("refused"), QString::fromStdString(context->peer()));
        return Status(StatusCode::UNAUTHENTICATED, "Invalid or expired token");
    }
    if (!router && (value("x-modal-token-id") != g_tokenId || value("x-modal-token-secret") != g_tokenSecret))
        return Status(StatusCode::UNAUTHENTICATED, "Invalid token");
    const QString fault = takeFault();
    if (fault == QLatin1String("unavailable"))
        return Status(StatusCode::UNAVAILABLE, "emulated outage");
    if (fault == QLatin1String("exhausted"))
        return Status(StatusCode::RESOURCE_EXHAUSTED, "emulated rate limit");
    if (fault == QLatin1String("unauthenticated"))
        return Status(StatusCode::UNAUTHENTICATED, "Invalid token");
    if (fault == QLatin1String("hang")) {
        while (!context->IsCancelled() && context->deadline() > std::chrono::system_clock::now())
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        return Status(StatusCode::DEADLINE_EXCEEDED, "hung");
    }
    return Status::OK;
}

#define GATE                                                                                                           \
    if (auto s = gate(context); !s.ok())                                                                               \
    return s

std::shared_ptr<Box> findBox(const std::string &id)
{
    std::lock_guard lock(g_mutex);
    auto it = g_boxes.find(id);
    return it == g_boxes.end() ? nullptr : it->second;
}

void runExec(std::shared_ptr<Exec> exec, QProcess *setup, unsigned timeoutSecs, std::string execId);

class ControlPlane final : public mc::ModalClient::Service
{
public:
    Status AppGetOrCreate(ServerContext *context, const mc::AppGetOrCreateRequest *req,
                          mc::AppGetOrCreateResponse *resp) override
    {
        GATE;
        std::lock_guard lock(g_mutex);
        auto it = g_apps.find(req->app_name());
        if (it == g_apps.end()) {
            if (req->object_creation_type() != mc::OBJECT_CREATION_TYPE_CREATE_IF_MISSING)
                return Status(StatusCode::NOT_FOUND, "App not found");
            it = g_apps.emplace(req->app_name(), "ap-" + std::to_string(g_apps.size() + 1)).first;
        }
        resp->set_app_id(it->second);
        return Status::OK;
    }
    Status ImageGetOrCreate(ServerContext *context, const mc::ImageGetOrCreateRequest *req,
                            mc::ImageGetOrCreateResponse *resp) override
    {
        GATE;
        if (req->image().dockerfile_commands_size() != 1 ||
            req->image().dockerfile_commands(0).rfind("FROM ", 0) != 0 ||
            req->image().dockerfile_commands(0).size() <= 5)
            return Status(StatusCode::INVALID_ARGUMENT, "unsupported image definition");
        if (!knownApp(req->app_id()))
            return Status(StatusCode::NOT_FOUND, "App not found");
        const std::string tag = req->image().dockerfile_commands(0).substr(5);
        const std::string id = "im-" + tag;
        resp->set_image_id(id);
        if (tag.rfind("building/", 0) == 0 || tag.rfind("failing-build/", 0) == 0) {
            std::lock_guard lock(g_mutex);
            const qint64 ends = g_builds.emplace(id, QDateTime::currentMSecsSinceEpoch() + kBuildMs).first->second;
            if (QDateTime::currentMSecsSinceEpoch() < ends)
                return Status::OK; // no result yet: ImageJoinStreaming follows the build
        }
        resp->mutable_result()->set_status(buildFails(id) ? mc::GenericResult::GENERIC_STATUS_FAILURE
                                                          : mc::GenericResult::GENERIC_STATUS_SUCCESS);
        if (buildFails(id))
            resp->mutable_result()->set_exception("emulated build failure: step 2/2 exited with status 1");
        return Status::OK;
    }
    Status ImageJoinStreaming(ServerContext *context, const mc::ImageJoinStreamingRequest *req,
                              grpc::ServerWriter<mc::ImageJoinStreamingResponse> *writer) override
    {
        GATE;
        if (req->image_id().rfind("im-", 0) != 0)
            return Status(StatusCode::NOT_FOUND, "Image not found");
        appendLine(QStringLiteral("joins"), QString::fromStdString(req->image_id() + " " + req->last_entry_id()));
        qint64 ends = 0;
        {
            std::lock_guard lock(g_mutex);
            if (const auto it = g_builds.find(req->image_id()); it != g_builds.end())
                ends = it->second;
        }
        mc::ImageJoinStreamingResponse entry;
        if (req->last_entry_id().empty()) { // a log line of the build
            entry.set_entry_id("1");
            writer->Write(entry);
        }
        const qint64 until = QDateTime::currentMSecsSinceEpoch() + qint64(req->timeout() * 1000);
        while (QDateTime::currentMSecsSinceEpoch() < ends) {
            if (context->IsCancelled())
                return Status(StatusCode::CANCELLED, "cancelled");
            if (QDateTime::currentMSecsSinceEpoch() >= until)
                return Status::OK; // the stream ends without a result: the client asks again
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        }
        mc::ImageJoinStreamingResponse done;
        done.set_entry_id("2");
        done.set_eof(true);
        done.mutable_result()->set_status(buildFails(req->image_id()) ? mc::GenericResult::GENERIC_STATUS_FAILURE
                                                                      : mc::GenericResult::GENERIC_STATUS_SUCCESS);
        if (buildFails(req->image_id()))
            done.mutable_result()->set_exception("emulated build failure: step 2/2 exited with status 1");
        writer->Write(done);
        return Status::OK;
    }
    Status SandboxCreate(ServerContext *context, const mc::SandboxCreateRequest *req,
                         mc::SandboxCreateResponse *resp) override
    {
        GATE;
        const auto &def = req->definition();
        if (!knownApp(req->app_id()))
            return Status(StatusCode::NOT_FOUND, "App not found");
        if (def.image_id().rfind("im-", 0) != 0)
            return Status(StatusCode::INVALID_ARGUMENT, "unknown image");
        {
            std::lock_guard lock(g_mutex);
            const auto build = g_builds.find(def.image_id());
            if (build != g_builds.end() &&
                (QDateTime::currentMSecsSinceEpoch() < build->second || buildFails(def.image_id())))
                return Status(StatusCode::FAILED_PRECONDITION, "the image is not built");
        }
        if (def.timeout_secs() == 0 || def.timeout_secs() > 86400)
            return Status(StatusCode::INVALID_ARGUMENT, "timeout_secs must be within 1..86400");
        auto box = std::make_shared<Box>();
        box->id = "sb-" + QUuid::createUuid().toString(QUuid::Id128).left(20).toStdString();
        box->appId = req->app_id();
        box->imageId = def.image_id();
        box->workdir = def.has_workdir() ? def.workdir() : std::string();
        for (const auto &[k, v] : def.environment_variables().contents())
            box->env[k] = v;
        for (const auto &tag : req->tags())
            box->tags[tag.tag_name()] = tag.tag_value();
        box->root =
            std::make_unique<SandboxRoot>(g_state, QString::fromStdString(box->id),
                                          def.network_access().network_access_type() != mc::NetworkAccess::BLOCKED);
        box->createdAt = QDateTime::currentMSecsSinceEpoch() / 1000.0;
        box->expiresAt = QDateTime::currentMSecsSinceEpoch() + qint64(def.timeout_secs()) * 1000;
        std::lock_guard lock(g_mutex);
        g_boxes[box->id] = box;
        resp->set_sandbox_id(box->id);
        return Status::OK;
    }
    Status SandboxGetTaskId(ServerContext *context, const mc::SandboxGetTaskIdRequest *req,
                            mc::SandboxGetTaskIdResponse *resp) override
    {
        GATE;
        auto box = findBox(req->sandbox_id());
        if (!box)
            return Status(StatusCode::NOT_FOUND, "Sandbox not found");
        std::lock_guard lock(g_mutex);
        if (box->finished)
            resp->mutable_task_result()->set_status(mc::GenericResult::GenericStatus(box->finished));
        else
            resp->set_task_id("ta-" + box->id);
        return Status::OK;
    }
    Status SandboxWait(ServerContext *context, const mc::SandboxWaitRequest *req,
                       mc::SandboxWaitResponse *resp) override
    {
        GATE;
        auto box = findBox(req->sandbox_id());
        if (!box)
            return Status(StatusCode::NOT_FOUND, "Sandbox not found");
        std::lock_guard lock(g_mutex);
        if (box->finished)
            resp->mutable_result()->set_status(mc::GenericResult::GenericStatus(box->finished));
        return Status::OK;
    }
    Status SandboxTerminate(ServerContext *context, const mc::SandboxTerminateRequest *req,
                            mc::SandboxTerminateResponse *) override
    {
        GATE;
        auto box = findBox(req->sandbox_id());
        if (!box)
            return Status(StatusCode::NOT_FOUND, "Sandbox not found");
        std::lock_guard lock(g_mutex);
        endBox(*box, mc::GenericResult::GENERIC_STATUS_TERMINATED);
        return Status::OK;
    }
    Status SandboxList(ServerContext *context, const mc::SandboxListRequest *req,
                       mc::SandboxListResponse *resp) override
    {
        GATE;
        std::lock_guard lock(g_mutex);
        for (const auto &[id, box] : g_boxes) {
            if (box->appId != req->app_id() || (box->finished && !req->include_finished()))
                continue;
            if (req->before_timestamp() > 0 && box->createdAt >= req->before_timestamp())
                continue;
            auto *info = resp->add_sandboxes();
            info->set_id(id);
            info->set_app_id(box->appId);
            info->set_created_at(box->createdAt);
            info->add_regions("emulated");
            for (const auto &[k, v] : box->tags) {
                auto *tag = info->add_tags();
                tag->set_tag_name(k);
                tag->set_tag_value(v);
            }
        }
        return Status::OK;
    }
    Status SandboxTagsSet(ServerContext *context, const mc::SandboxTagsSetRequest *req,
                          google::protobuf::Empty *) override
    {
        GATE;
        auto box = findBox(req->sandbox_id());
        if (!box)
            return Status(StatusCode::NOT_FOUND, "Sandbox not found");
        std::lock_guard lock(g_mutex);
        box->tags.clear();
        for (const auto &tag : req->tags())
            box->tags[tag.tag_name()] = tag.tag_value();
        return Status::OK;
    }
    Status TaskGetCommandRouterAccess(ServerContext *context, const mc::TaskGetCommandRouterAccessRequest *req,
                                      mc::TaskGetCommandRouterAccessResponse *resp) override
    {
        GATE;
        if (!findBox(req->task_id().substr(3)))
            return Status(StatusCode::NOT_FOUND, "Task not found");
        appendLine(QStringLiteral("access"), QString::fromStdString(req->task_id()));
        resp->set_jwt(issueJwt(req->task_id()));
        resp->set_url(g_routerUrl);
        return Status::OK;
    }

private:
    static bool knownApp(const std::string &id)
    {
        std::lock_guard lock(g_mutex);
        for (const auto &[name, app] : g_apps)
            if (app == id)
                return true;
        return false;
    }
};

// Runs the prepared command with its stdout and stderr on pipes, killing its process group after timeoutSecs.
void runExec(std::shared_ptr<Exec> exec, QProcess *setup, unsigned timeoutSecs, std::string execId)
{
    std::vector<std::string> args{setup->program().toStdString()};
    for (const QString &a : setup->arguments())
        args.push_back(a.toStdString());
    std::vector<std::string> env;
    for (const QString &e : setup->processEnvironment().toStringList())
        env.push_back(e.toStdString());
    const std::string cwd = setup->workingDirectory().toStdString();
    delete setup;
    int out[2], err[2];
    if (::pipe2(out, O_CLOEXEC) != 0 || ::pipe2(err, O_CLOEXEC) != 0)
        return;
    std::vector<char *> argv, envp;
    for (auto &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    for (auto &e : env)
        envp.push_back(e.data());
    envp.push_back(nullptr);
    // posix_spawn, not fork: this process is large and has many threads, and a real fork of it costs milliseconds.
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_adddup2(&actions, err[1], 2);
    if (!cwd.empty())
        posix_spawn_file_actions_addchdir_np(&actions, cwd.c_str());
    posix_spawnattr_t attributes;
    posix_spawnattr_init(&attributes);
    posix_spawnattr_setflags(&attributes, POSIX_SPAWN_SETPGROUP);
    posix_spawnattr_setpgroup(&attributes, 0);
    pid_t pid = -1;
    if (::posix_spawnp(&pid, argv[0], &actions, &attributes, argv.data(), envp.data()) != 0)
        pid = -1;
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
    ::close(out[1]);
    ::close(err[1]);
    tellWatchdog('+', pid);
    {
        std::lock_guard lock(exec->mutex);
        exec->pid = pid;
        if (pid < 0) { // as a shell reports a command it could not run
            ::close(out[0]);
            ::close(err[0]);
            exec->ended = true;
            exec->code = 127;
            exec->changed.notify_all();
            return;
        }
    }
    const qint64 deadline =
        QDateTime::currentMSecsSinceEpoch() + (timeoutSecs ? qint64(timeoutSecs) * 1000 : 1LL << 40);
    pollfd fds[2] = {{out[0], POLLIN, 0}, {err[0], POLLIN, 0}};
    int open = 2;
    char buffer[65536];
    while (open > 0) {
        if (QDateTime::currentMSecsSinceEpoch() > deadline) {
            ::kill(-pid, SIGKILL);
            appendLine(QStringLiteral("killed"), QString::fromStdString(execId));
        }
        {
            std::unique_lock lock(exec->mutex);
            if (!exec->changed.wait_for(lock, std::chrono::milliseconds(200),
                                        [&] { return exec->out.size() < kWindow && exec->err.size() < kWindow; }))
                continue; // nobody reads: the command waits on its pipe
        }
        if (::poll(fds, 2, 200) < 0)
            break;
        for (int i = 0; i < 2; ++i) {
            if (fds[i].fd < 0 || !(fds[i].revents & (POLLIN | POLLHUP)))
                continue;
            const ssize_t n = ::read(fds[i].fd, buffer, sizeof buffer);
            std::lock_guard lock(exec->mutex);
            if (n <= 0) {
                ::close(fds[i].fd);
                fds[i].fd = -1;
                --open;
            } else {
                (i == 0 ? exec->out : exec->err).append(buffer, size_t(n));
            }
            exec->changed.notify_all();
        }
    }
    int status = 0;
    ::waitpid(pid, &status, 0);
    tellWatchdog('-', pid);
    std::lock_guard lock(exec->mutex);
    exec->ended = true;
    exec->code = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    exec->signal = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    exec->changed.notify_all();
}

// A sandbox's execs share its processes on Modal (one container): a second exec sees and can signal the first's.
// bwrap's own PID namespace per command would hide them, so commands here see this machine's /proc instead.
void sharePids(QProcess &setup)
{
    if (setup.program() != QLatin1String("bwrap"))
        return;
    QStringList args = setup.arguments();
    args.removeAll(QStringLiteral("--unshare-pid"));
    const qsizetype proc = args.indexOf(QStringLiteral("--proc"));
    if (proc >= 0)
        args.replace(proc, QStringLiteral("--bind"));
    if (proc >= 0)
        args.insert(proc + 1, QStringLiteral("/proc"));
    setup.setArguments(args);
}

std::shared_ptr<Exec> findExec(const std::string &taskId, const std::string &execId, bool &boxGone)
{
    auto box = findBox(taskId.size() > 3 ? taskId.substr(3) : std::string());
    boxGone = !box;
    if (!box)
        return nullptr;
    std::lock_guard lock(g_mutex);
    auto it = box->execs.find(execId);
    return it == box->execs.end() ? nullptr : it->second;
}

class Router final : public tcr::TaskCommandRouter::Service
{
public:
    Status TaskExecStart(ServerContext *context, const tcr::TaskExecStartRequest *req,
                         tcr::TaskExecStartResponse *) override
    {
        GATE;
        auto box = findBox(req->task_id().size() > 3 ? req->task_id().substr(3) : std::string());
        std::lock_guard lock(g_mutex);
        if (!box || box->finished)
            return Status(StatusCode::NOT_FOUND, "Task not found or finished");
        if (req->command_args().empty())
            return Status(StatusCode::INVALID_ARGUMENT, "command_args is empty");
        if (box->execs.count(req->exec_id()))
            return Status::OK; // idempotent
        QStringList argv;
        for (const auto &a : req->command_args())
            argv << QString::fromStdString(a);
        QMap<QString, QString> env{{QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin")}};
        for (const auto &[k, v] : box->env)
            env.insert(QString::fromStdString(k), QString::fromStdString(v));
        for (const auto &[k, v] : req->env())
            env.insert(QString::fromStdString(k), QString::fromStdString(v));
        auto *setup = new QProcess;
        const std::string cwd = req->has_workdir() ? req->workdir() : box->workdir;
        box->root->prepare(*setup, argv, QString::fromStdString(cwd), env);
        sharePids(*setup);
        auto exec = std::make_shared<Exec>();
        box->execs[req->exec_id()] = exec;
        std::thread(runExec, exec, setup, req->has_timeout_secs() ? req->timeout_secs() : 0, req->exec_id()).detach();
        return Status::OK;
    }
    Status TaskExecStdioRead(ServerContext *context, const tcr::TaskExecStdioReadRequest *req,
                             grpc::ServerWriter<tcr::TaskExecStdioReadResponse> *writer) override
    {
        GATE;
        bool gone = false;
        auto exec = findExec(req->task_id(), req->exec_id(), gone);
        if (!exec)
            return Status(StatusCode::NOT_FOUND, "Exec not found");
        const bool isOut = req->file_descriptor() == tcr::TASK_EXEC_STDIO_FILE_DESCRIPTOR_STDOUT;
        size_t offset = req->offset();
        std::unique_lock lock(exec->mutex);
        for (;;) {
            std::string &data = isOut ? exec->out : exec->err;
            size_t &base = isOut ? exec->outBase : exec->errBase;
            if (offset < base)
                return Status(StatusCode::OUT_OF_RANGE, "that output was already read and dropped");
            if (offset - base > (4u << 20)) { // what was read is dropped, a few MiB of it at a time
                data.erase(0, offset - base);
                base = offset;
                exec->changed.notify_all();
            }
            if (offset < base + data.size()) {
                tcr::TaskExecStdioReadResponse resp;
                resp.set_data(data.substr(offset - base, 1 << 20));
                offset += resp.data().size();
                lock.unlock();
                if (!writer->Write(resp))
                    return Status(StatusCode::CANCELLED, "client went away");
                lock.lock();
                continue;
            }
            if (exec->ended)
                return Status::OK;
            if (context->IsCancelled()) // the command goes on, as on Modal: the client must stop it itself
                return Status(StatusCode::CANCELLED, "cancelled");
            exec->changed.wait_for(lock, std::chrono::milliseconds(100));
        }
    }
    Status TaskExecWait(ServerContext *context, const tcr::TaskExecWaitRequest *req,
                        tcr::TaskExecWaitResponse *resp) override
    {
        GATE;
        bool gone = false;
        auto exec = findExec(req->task_id(), req->exec_id(), gone);
        if (!exec)
            return Status(StatusCode::NOT_FOUND, "Exec not found");
        std::unique_lock lock(exec->mutex);
        while (!exec->ended && !context->IsCancelled())
            exec->changed.wait_for(lock, std::chrono::milliseconds(100));
        if (!exec->ended)
            return Status(StatusCode::CANCELLED, "cancelled");
        if (exec->signal)
            resp->set_signal(exec->signal);
        else
            resp->set_code(exec->code);
        return Status::OK;
    }
};

} // namespace

int main(int argc, char **argv)
{
    startWatchdog();
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    g_state = args.value(args.indexOf(QStringLiteral("--state")) + 1);
    const QString portFile = args.contains(QStringLiteral("--port-file"))
                                 ? args.value(args.indexOf(QStringLiteral("--port-file")) + 1)
                                 : QString();
    if (!args.contains(QStringLiteral("--state")) || g_state.isEmpty()) {
        std::fprintf(stderr, "usage: modal-emulator --state DIR [--port-file FILE]\n");
        return 2;
    }
    g_tokenId = qEnvironmentVariable("MODAL_EMULATOR_TOKEN_ID", QStringLiteral("emu-id")).toStdString();
    g_tokenSecret = qEnvironmentVariable("MODAL_EMULATOR_TOKEN_SECRET", QStringLiteral("emu-secret")).toStdString();
    g_jwtSecs = qEnvironmentVariableIntValue("MODAL_EMULATOR_JWT_SECS") > 0
                    ? qEnvironmentVariableIntValue("MODAL_EMULATOR_JWT_SECS")
                    : 3600;
    ControlPlane control;
    Router router;
    int port = 0;
    grpc::ServerBuilder builder;
    builder.AddListeningPort("127.0.0.1:0", grpc::InsecureServerCredentials(), &port);
    builder.RegisterService(&control);
    builder.RegisterService(&router);
    builder.SetMaxSendMessageSize(64 * 1024 * 1024);
    auto server = builder.BuildAndStart();
    if (!server || port == 0) {
        std::fprintf(stderr, "modal-emulator: could not listen\n");
        return 1;
    }
    g_routerUrl = "http://127.0.0.1:" + std::to_string(port);
    if (!portFile.isEmpty()) {
        QFile file(portFile + QStringLiteral(".tmp"));
        if (file.open(QIODevice::WriteOnly))
            file.write(QByteArray::number(port));
        file.close();
        file.rename(portFile);
    }
    std::printf("port %d\n", port);
    std::fflush(stdout);
    server->Wait();
    return 0;
}
