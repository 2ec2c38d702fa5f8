// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGatewayEmulator.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <algorithm>
#include <csignal>
#include <unistd.h>

namespace airlock::emulators {

namespace {

constexpr qint64 kMaxKeptOutput = 64 * 1024 * 1024; // the emulator's own bound (Airlock caps far below it)

QByteArray json(const QJsonValue &value)
{
    return value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                           : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

QByteArray error(const QString &text)
{
    return json(QJsonObject{{QStringLiteral("error"), text}});
}

// The longest prefix that ends on a whole UTF-8 character (a running command may be in the middle of one).
QByteArray wholeCharacters(const QByteArray &bytes)
{
    qsizetype end = bytes.size();
    for (qsizetype back = 1; back <= 4 && back <= bytes.size(); ++back) {
        const auto c = static_cast<unsigned char>(bytes[bytes.size() - back]);
        if ((c & 0xC0) == 0x80)
            continue; // a continuation byte: look further back for its lead
        const int length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        if (length > back)
            end = bytes.size() - back;
        break;
    }
    return bytes.left(end);
}

// The contract's create fields and their JSON types; a missing or mistyped one is a 400, as a strict gateway does.
QString invalidCreate(const QJsonObject &body)
{
    const QList<QPair<const char *, QJsonValue::Type>> required = {{"image", QJsonValue::String},
                                                                   {"cwd", QJsonValue::String},
                                                                   {"cpu", QJsonValue::Double},
                                                                   {"memoryMiB", QJsonValue::Double},
                                                                   {"timeoutMs", QJsonValue::Double},
                                                                   {"idleTimeoutMs", QJsonValue::Double},
                                                                   {"persistentFilesystem", QJsonValue::Bool},
                                                                   {"logicalKey", QJsonValue::String}};
    for (const auto &[name, type] : required) {
        if (body.value(QLatin1String(name)).type() != type)
            return QStringLiteral("field %1 is missing or has the wrong type").arg(QLatin1String(name));
    }
    if (body.value(QStringLiteral("image")).toString().isEmpty() || body.value(QStringLiteral("cpu")).toDouble() <= 0 ||
        body.value(QStringLiteral("memoryMiB")).toInt() < 1 || body.value(QStringLiteral("timeoutMs")).toDouble() < 1)
        return QStringLiteral("image, cpu, memoryMiB and timeoutMs must be set");
    for (auto it = body.begin(); it != body.end(); ++it) {
        const bool known = it.key() == QLatin1String("diskMiB") ||
                           std::any_of(required.begin(), required.end(),
                                       [&](const auto &field) { return it.key() == QLatin1String(field.first); });
        if (!known)
            return QStringLiteral("unknown field %1").arg(it.key());
    }
    return {};
}

} // namespace

ModalGatewayEmulator::ModalGatewayEmulator(QString stateDir, QByteArray token, QObject *parent)
    : QObject(parent)
    , m_stateDir(std::move(stateDir))
    , m_token(std::move(token))
    , m_http([this](const HttpRequest &request, HttpExchange exchange) { handle(request, exchange); })
{
    m_sweep.setInterval(500);
    connect(&m_sweep, &QTimer::timeout, this, &ModalGatewayEmulator::sweep);
    m_sweep.start();
}

ModalGatewayEmulator::~ModalGatewayEmulator()
{
    for (auto &[id, sandbox] : m_sandboxes)
        end(sandbox, QStringLiteral("terminated"), false);
}

bool ModalGatewayEmulator::listen(quint16 port)
{
    return m_http.listen(port);
}

bool ModalGatewayEmulator::injectFault(const HttpRequest &request, HttpExchange &exchange)
{
    for (auto it = m_faults.begin(); it != m_faults.end(); ++it) {
        if (!request.url.path().contains(it->path) || (!it->method.isEmpty() && it->method != request.method))
            continue;
        const QString kind = it->kind;
        if (--it->count <= 0)
            m_faults.erase(it);
        if (kind == QLatin1String("lost")) { // handled, but its answer never leaves
            exchange = HttpExchange(nullptr);
            return false;
        }
        if (kind == QLatin1String("429"))
            exchange.reply(429, error(QStringLiteral("rate limited")), "application/json", {{"Retry-After", "1"}});
        else if (kind == QLatin1String("503"))
            exchange.reply(503, error(QStringLiteral("gateway overloaded")));
        else if (kind == QLatin1String("502"))
            exchange.reply(502, "<html><body><h1>502 Bad Gateway</h1></body></html>", "text/html");
        else if (kind == QLatin1String("401"))
            exchange.reply(401, error(QStringLiteral("invalid or expired user token")));
        else if (kind == QLatin1String("html"))
            exchange.reply(200, "<html><body><h1>Sign in to continue</h1></body></html>", "text/html");
        else if (kind == QLatin1String("truncated"))
            exchange.replyTruncated(200, json(QJsonObject{{QStringLiteral("id"), QStringLiteral("sb-truncated")},
                                                          {QStringLiteral("status"), QStringLiteral("running")}}));
        // "hang": no answer at all
        return true;
    }
    return false;
}

void ModalGatewayEmulator::handle(const HttpRequest &request, HttpExchange exchange)
{
    const QStringList parts = request.url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.value(0) == QLatin1String("admin")) {
        admin(request, parts, exchange);
        return;
    }
    if (injectFault(request, exchange))
        return;
    if (request.headers.value("authorization") != "Bearer " + m_token) {
        exchange.reply(401, error(QStringLiteral("missing or invalid bearer token")));
        return;
    }
    if (parts.value(0) != QLatin1String("v1") || parts.value(1) != QLatin1String("sandboxes")) {
        exchange.reply(404, error(QStringLiteral("no route %1").arg(request.url.path())));
        return;
    }
    if (parts.size() == 2 && request.method == "POST") {
        create(request, exchange);
        return;
    }
    const auto found = m_sandboxes.find(parts.value(2));
    if (found == m_sandboxes.end()) {
        exchange.reply(404, error(QStringLiteral("sandbox %1 not found").arg(parts.value(2))));
        return;
    }
    if (found->second.status != QLatin1String("running")) {
        exchange.reply(410, error(QStringLiteral("sandbox %1 has %2").arg(found->first, found->second.status)));
        return;
    }
    found->second.lastUsed = QDateTime::currentDateTimeUtc();
    sandboxCall(request, found->second, parts.mid(3), exchange);
}

void ModalGatewayEmulator::admin(const HttpRequest &request, const QStringList &parts, HttpExchange exchange)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString what = parts.value(1);
    if (what == QLatin1String("fault")) {
        m_faults << Fault{body.value(QStringLiteral("kind")).toString(), body.value(QStringLiteral("path")).toString(),
                          body.value(QStringLiteral("method")).toString().toLatin1(),
                          body.value(QStringLiteral("count")).toInt(1)};
        exchange.reply(200, "{}");
    } else if (what == QLatin1String("sandboxes")) {
        QJsonArray all;
        for (const auto &[id, sandbox] : m_sandboxes) {
            QJsonObject entry = sandbox.spec;
            entry.insert(QStringLiteral("id"), id);
            entry.insert(QStringLiteral("status"), sandbox.status);
            entry.insert(QStringLiteral("snapshotted"), sandbox.snapshotted);
            entry.insert(QStringLiteral("rootExists"), QFileInfo::exists(QDir(m_stateDir).filePath(id)));
            all << entry;
        }
        exchange.reply(200, json(all));
    } else if (what == QLatin1String("stats")) {
        int running = 0;
        for (const auto &[id, sandbox] : m_sandboxes)
            for (const auto &[execId, exec] : sandbox.execs)
                running += exec->process && exec->process->state() != QProcess::NotRunning;
        exchange.reply(200, json(QJsonObject{{QStringLiteral("creates"), m_creates},
                                             {QStringLiteral("execPosts"), m_execPosts},
                                             {QStringLiteral("cancels"), m_cancels},
                                             {QStringLiteral("running"), running}}));
    } else if (what == QLatin1String("sandbox") && m_sandboxes.count(parts.value(2)) &&
               parts.value(3) == QLatin1String("expire")) {
        end(m_sandboxes.at(parts.value(2)), QStringLiteral("expired"), false);
        exchange.reply(200, "{}");
    } else {
        exchange.reply(404, error(QStringLiteral("no such admin endpoint")));
    }
}

void ModalGatewayEmulator::create(const HttpRequest &request, HttpExchange exchange)
{
    const QByteArray key = request.headers.value("x-idempotency-key");
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    if (key.isEmpty()) {
        exchange.reply(400, error(QStringLiteral("x-idempotency-key is required")));
        return;
    }
    if (const QString why = invalidCreate(body); !why.isEmpty()) {
        exchange.reply(400, error(why));
        return;
    }
    if (m_byIdempotencyKey.contains(key)) { // the same create again: the same sandbox
        exchange.reply(200, json(QJsonObject{{QStringLiteral("id"), m_byIdempotencyKey.value(key)}}));
        return;
    }
    ++m_creates;
    const QString id = QStringLiteral("sb-gw-%1").arg(++m_next);
    m_byIdempotencyKey.insert(key, id);
    Sandbox &sandbox = m_sandboxes[id];
    sandbox.spec = body;
    sandbox.root = std::make_unique<SandboxRoot>(m_stateDir, id, false);
    sandbox.lastUsed = QDateTime::currentDateTimeUtc();
    const QString snapshot = snapshotPath(body.value(QStringLiteral("logicalKey")).toString());
    if (body.value(QStringLiteral("persistentFilesystem")).toBool() && QFileInfo(snapshot).isDir()) {
        QDir(sandbox.root->path()).removeRecursively();
        QDir().rename(snapshot, sandbox.root->path());
    }
    sandbox.lifetime = std::make_unique<QTimer>();
    sandbox.lifetime->setSingleShot(true);
    connect(sandbox.lifetime.get(), &QTimer::timeout, this, [this, id] {
        if (m_sandboxes.count(id))
            end(m_sandboxes.at(id), QStringLiteral("expired"), false);
    });
    sandbox.lifetime->start(int(qMin(body.value(QStringLiteral("timeoutMs")).toDouble(), 24.0 * 3600 * 1000)));
    exchange.reply(200, json(QJsonObject{{QStringLiteral("id"), id}}));
}

void ModalGatewayEmulator::sandboxCall(const HttpRequest &request, Sandbox &sandbox, const QStringList &parts,
                                       HttpExchange exchange)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    if (parts == QStringList{QStringLiteral("terminate")} && request.method == "POST") {
        end(sandbox, QStringLiteral("terminated"), body.value(QStringLiteral("snapshotBeforeTerminate")).toBool());
        exchange.reply(200, "{}");
        return;
    }
    if (parts == QStringList{QStringLiteral("execs")} && request.method == "POST") {
        startExec(sandbox, body, exchange);
        return;
    }
    const auto found = sandbox.execs.find(parts.value(1));
    if (parts.value(0) != QLatin1String("execs") || found == sandbox.execs.end()) {
        exchange.reply(404, error(QStringLiteral("exec not found")));
        return;
    }
    Exec &exec = *found->second;
    if (parts.size() == 2 && request.method == "GET") {
        exchange.reply(200, json(execJson(exec)));
    } else if (parts.size() == 3 && parts.value(2) == QLatin1String("cancel") && request.method == "POST") {
        ++m_cancels;
        kill(exec, QStringLiteral("cancelled"));
        exchange.reply(200, json(execJson(exec)));
    } else {
        exchange.reply(404, error(QStringLiteral("no route %1").arg(request.url.path())));
    }
}

void ModalGatewayEmulator::startExec(Sandbox &sandbox, const QJsonObject &body, HttpExchange exchange)
{
    const QString execId = body.value(QStringLiteral("execId")).toString();
    const QString command = body.value(QStringLiteral("command")).toString();
    const double timeoutMs = body.value(QStringLiteral("timeoutMs")).toDouble();
    if (execId.isEmpty() || command.isEmpty() || timeoutMs < 1 || !body.value(QStringLiteral("cwd")).isString()) {
        exchange.reply(400, error(QStringLiteral("execId, command, cwd and timeoutMs are required")));
        return;
    }
    ++m_execPosts;
    if (const auto known = sandbox.execs.find(execId); known != sandbox.execs.end()) {
        exchange.reply(200, json(execJson(*known->second))); // the same execId again: never a second run
        return;
    }
    auto owned = std::make_unique<Exec>();
    Exec &exec = *owned;
    exec.id = execId;
    sandbox.execs[execId] = std::move(owned);
    exec.process = std::make_unique<QProcess>();
    exec.process->setProcessChannelMode(QProcess::MergedChannels);
    exec.process->setChildProcessModifier([] { ::setsid(); }); // its own group: killed whole
    const QMap<QString, QString> env{{QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin")},
                                     {QStringLiteral("HOME"), QStringLiteral("/root")}};
    sandbox.root->prepare(*exec.process, {QStringLiteral("sh"), QStringLiteral("-c"), command},
                          body.value(QStringLiteral("cwd")).toString(), env);
    connect(exec.process.get(), &QProcess::readyRead, this, [&exec] {
        const QByteArray bytes = exec.process->readAll();
        exec.totalBytes += bytes.size();
        if (exec.output.size() < kMaxKeptOutput)
            exec.output += bytes.left(kMaxKeptOutput - exec.output.size());
    });
    connect(exec.process.get(), &QProcess::finished, this,
            [this, &exec](int code, QProcess::ExitStatus status) { execEnded(exec, code, status); });
    exec.timeout = std::make_unique<QTimer>();
    exec.timeout->setSingleShot(true);
    connect(exec.timeout.get(), &QTimer::timeout, this, [this, &exec] { kill(exec, QStringLiteral("timeout")); });
    exec.timeout->start(int(qMin(timeoutMs, 24.0 * 3600 * 1000)));
    exec.waiting = exchange;
    exec.process->start();
    // A command that ends within 100 ms is answered complete; a longer one as running (then polled).
    QTimer::singleShot(100, exec.timeout.get(), [this, &exec] {
        if (exec.waiting) {
            std::exchange(exec.waiting, std::nullopt)->reply(200, json(execJson(exec)));
        }
    });
}

void ModalGatewayEmulator::execEnded(Exec &exec, int exitCode, QProcess::ExitStatus status)
{
    const QByteArray rest = exec.process->readAll();
    exec.totalBytes += rest.size();
    if (exec.output.size() < kMaxKeptOutput)
        exec.output += rest.left(kMaxKeptOutput - exec.output.size());
    exec.timeout->stop();
    if (exec.status == QLatin1String("running")) {
        exec.status =
            status == QProcess::NormalExit && exitCode == 0 ? QStringLiteral("completed") : QStringLiteral("failed");
        exec.returncode = status == QProcess::NormalExit ? exitCode : 137;
    }
    if (exec.waiting)
        std::exchange(exec.waiting, std::nullopt)->reply(200, json(execJson(exec)));
    exec.process.release()->deleteLater(); // from its own signal: deleted later
}

void ModalGatewayEmulator::kill(Exec &exec, const QString &status)
{
    if (exec.status != QLatin1String("running"))
        return;
    exec.status = status;
    const qint64 pid = exec.process ? exec.process->processId() : 0;
    if (pid > 0)
        ::kill(-pid, SIGKILL);
}

void ModalGatewayEmulator::end(Sandbox &sandbox, const QString &status, bool snapshot)
{
    if (sandbox.status != QLatin1String("running"))
        return;
    sandbox.status = status;
    sandbox.lifetime->stop();
    for (auto &[id, exec] : sandbox.execs) {
        kill(*exec, QStringLiteral("cancelled"));
        if (exec->process && exec->process->state() != QProcess::NotRunning)
            exec->process->waitForFinished(5000);
        if (exec->waiting)
            std::exchange(exec->waiting, std::nullopt)->reply(410, error(QStringLiteral("sandbox ended")));
    }
    if (snapshot && sandbox.spec.value(QStringLiteral("persistentFilesystem")).toBool()) {
        const QString target = snapshotPath(sandbox.spec.value(QStringLiteral("logicalKey")).toString());
        QDir(target).removeRecursively();
        QDir().mkpath(QFileInfo(target).path());
        sandbox.snapshotted = QDir().rename(sandbox.root->path(), target);
    }
    sandbox.root->remove();
}

void ModalGatewayEmulator::sweep()
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (auto &[id, sandbox] : m_sandboxes) {
        if (sandbox.status != QLatin1String("running"))
            continue;
        const qint64 idleMs = qint64(sandbox.spec.value(QStringLiteral("idleTimeoutMs")).toDouble());
        const bool busy = std::any_of(sandbox.execs.begin(), sandbox.execs.end(),
                                      [](const auto &e) { return e.second->status == QLatin1String("running"); });
        if (idleMs > 0 && !busy && sandbox.lastUsed.msecsTo(now) > idleMs)
            end(sandbox, QStringLiteral("expired"), false);
    }
}

QJsonObject ModalGatewayEmulator::execJson(const Exec &exec) const
{
    const bool running = exec.status == QLatin1String("running");
    return {{QStringLiteral("execId"), exec.id},
            {QStringLiteral("status"), exec.status},
            {QStringLiteral("output"), QString::fromUtf8(running ? wholeCharacters(exec.output) : exec.output)},
            {QStringLiteral("returncode"), exec.returncode ? QJsonValue(*exec.returncode) : QJsonValue()}};
}

QString ModalGatewayEmulator::snapshotPath(const QString &logicalKey) const
{
    QString safe = logicalKey;
    safe.replace(QRegularExpression(QStringLiteral("[^A-Za-z0-9_.-]")), QStringLiteral("_"));
    return QDir(m_stateDir).filePath(QStringLiteral("snapshots/") + (safe.isEmpty() ? QStringLiteral("_") : safe));
}

} // namespace airlock::emulators
