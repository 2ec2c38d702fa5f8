// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaEmulator.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrlQuery>
#include <QUuid>

#include <csignal>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace airlock::emulators {

namespace {

QByteArray json(const QJsonValue &value)
{
    return value.isArray() ? QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact)
                           : QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact);
}

QByteArray message(const QString &text)
{
    return json(QJsonObject{{QStringLiteral("message"), text}});
}

} // namespace

DaytonaEmulator::DaytonaEmulator(QString stateDir, QByteArray apiKey, QObject *parent)
    : QObject(parent)
    , m_stateDir(std::move(stateDir))
    , m_apiKey(std::move(apiKey))
    , m_http([this](const HttpRequest &request, HttpExchange exchange) { handle(request, exchange); })
{
    // Answers wait for the sandbox's notification (watchNotifications); the timer only catches what ended without one
    // (a session killed while it ran a command).
    m_pendingTimer.setInterval(20);
    connect(&m_pendingTimer, &QTimer::timeout, this, &DaytonaEmulator::checkPending);
}

DaytonaEmulator::~DaytonaEmulator()
{
    while (!m_sandboxes.empty())
        removeSandbox(m_sandboxes.begin()->first);
}

bool DaytonaEmulator::listen(quint16 port)
{
    return m_http.listen(port);
}

bool DaytonaEmulator::injectFault(const HttpRequest &request, HttpExchange &exchange)
{
    for (auto it = m_faults.begin(); it != m_faults.end(); ++it) {
        if (!request.url.path().contains(it->path))
            continue;
        const QString kind = it->kind;
        const QByteArray retryAfter = QByteArray::number(it->retryAfter);
        if (--it->count <= 0)
            m_faults.erase(it);
        if (kind == QLatin1String("429"))
            exchange.reply(429, message(QStringLiteral("Too many requests")), "application/json",
                           {{"Retry-After", retryAfter}});
        else if (kind == QLatin1String("503"))
            exchange.reply(503, message(QStringLiteral("Service unavailable")));
        else if (kind == QLatin1String("401"))
            exchange.reply(401, message(QStringLiteral("Unauthorized")));
        else if (kind == QLatin1String("403"))
            exchange.reply(403, message(QStringLiteral("Forbidden")));
        else if (kind == QLatin1String("html"))
            exchange.reply(200, "<html><body><h1>Daytona is down for maintenance</h1></body></html>", "text/html");
        else if (kind == QLatin1String("truncated"))
            exchange.replyTruncated(200, json(QJsonObject{{QStringLiteral("id"), QStringLiteral("x")},
                                                          {QStringLiteral("state"), QStringLiteral("started")}}));
        else if (kind == QLatin1String("huge"))
            exchange.reply(200, "{\"pad\":\"" + QByteArray(20 * 1024 * 1024, 'x') + "\"}");
        // "hang": no answer at all
        return true;
    }
    return false;
}

void DaytonaEmulator::handle(const HttpRequest &request, HttpExchange exchange)
{
    const QStringList parts = request.url.path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    if (parts.value(0) == QLatin1String("admin")) {
        admin(request, parts, exchange);
        return;
    }
    if (injectFault(request, exchange))
        return;
    if (request.headers.value("authorization") != "Bearer " + m_apiKey) {
        exchange.reply(401, message(QStringLiteral("Invalid credentials")));
        return;
    }
    if (parts.value(0) == QLatin1String("api")) {
        api(request, parts.mid(1), exchange);
        return;
    }
    if (parts.value(0) == QLatin1String("toolbox") && m_sandboxes.contains(parts.value(1))) {
        Sandbox &sandbox = m_sandboxes[parts.value(1)];
        if (sandbox.json.value(QStringLiteral("state")).toString() != QLatin1String("started")) {
            exchange.reply(400, message(QStringLiteral("Sandbox is not running")));
            return;
        }
        toolbox(request, sandbox, parts.mid(2), exchange);
        return;
    }
    exchange.reply(404, message(QStringLiteral("Sandbox with ID or name %1 not found").arg(parts.value(1))));
}

void DaytonaEmulator::admin(const HttpRequest &request, const QStringList &parts, HttpExchange exchange)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString what = parts.value(1);
    if (what == QLatin1String("fault") && body.value(QStringLiteral("kind")) == QLatin1String("blanks")) {
        // Not an error: the next `count` synchronous session answers lose each line's leading blanks, as a daemon
        // reading its log with `read -r` and no `IFS=` would.
        m_stripBlanks = body.value(QStringLiteral("count")).toInt(1);
        exchange.reply(200, "{}");
    } else if (what == QLatin1String("fault")) {
        m_faults << Fault{body.value(QStringLiteral("kind")).toString(), body.value(QStringLiteral("path")).toString(),
                          body.value(QStringLiteral("count")).toInt(1),
                          body.value(QStringLiteral("retryAfter")).toInt(1)};
        exchange.reply(200, "{}");
    } else if (what == QLatin1String("sandboxes")) {
        QJsonArray all;
        for (const auto &[id, sandbox] : m_sandboxes)
            all << sandbox.json;
        exchange.reply(200, json(all));
    } else if (what == QLatin1String("processes")) {
        exchange.reply(200, json(processes()));
    } else if (what == QLatin1String("stats")) {
        exchange.reply(200, json(QJsonObject{{QStringLiteral("execs"), m_execs},
                                             {QStringLiteral("toolboxOutBytes"), m_toolboxOut}}));
    } else if (what == QLatin1String("sandbox") && m_sandboxes.contains(parts.value(2))) {
        if (parts.value(3) == QLatin1String("expire")) {
            Sandbox &sandbox = m_sandboxes[parts.value(2)];
            sandbox.init.reset();
            sandbox.sessions.clear();
            sandbox.json.insert(QStringLiteral("state"), QStringLiteral("stopped"));
        } else {
            removeSandbox(parts.value(2)); // deleted behind Airlock's back
        }
        exchange.reply(200, "{}");
    } else {
        exchange.reply(404, message(QStringLiteral("no such admin endpoint")));
    }
}

QJsonArray DaytonaEmulator::processes() const
{
    // Every process below this emulator, by its command line.
    QMap<qint64, qint64> parent;
    QMap<qint64, QString> cmdline;
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool number = false;
        const qint64 pid = entry.toLongLong(&number);
        if (!number)
            continue;
        QFile stat(QStringLiteral("/proc/%1/stat").arg(pid));
        QFile cmd(QStringLiteral("/proc/%1/cmdline").arg(pid));
        if (!stat.open(QIODevice::ReadOnly) || !cmd.open(QIODevice::ReadOnly))
            continue;
        const QByteArray text = stat.readAll();
        const QList<QByteArray> fields = text.mid(text.lastIndexOf(')') + 2).split(' ');
        parent.insert(pid, fields.value(1).toLongLong());
        cmdline.insert(pid, QString::fromUtf8(cmd.readAll().replace('\0', ' ').trimmed()));
    }
    QJsonArray out;
    const qint64 self = QCoreApplication::applicationPid();
    for (auto it = parent.begin(); it != parent.end(); ++it) {
        qint64 up = it.value();
        for (int depth = 0; depth < 64 && up > 1 && up != self; ++depth)
            up = parent.value(up, 0);
        if (up == self)
            out << QJsonObject{{QStringLiteral("pid"), it.key()}, {QStringLiteral("cmdline"), cmdline.value(it.key())}};
    }
    return out;
}

void DaytonaEmulator::api(const HttpRequest &request, const QStringList &parts, HttpExchange exchange)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    if (parts.value(0) != QLatin1String("sandbox")) {
        exchange.reply(
            404, message(QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(request.method), request.url.path())));
        return;
    }
    if (parts.size() == 1 && request.method == "POST") {
        createSandbox(body, exchange);
        return;
    }
    if (parts.size() == 1 && request.method == "GET") {
        const QJsonObject labels =
            QJsonDocument::fromJson(
                QUrlQuery(request.url).queryItemValue(QStringLiteral("labels"), QUrl::FullyDecoded).toUtf8())
                .object();
        QJsonArray found;
        for (const auto &[id, sandbox] : m_sandboxes) {
            const QJsonObject has = sandbox.json.value(QStringLiteral("labels")).toObject();
            bool match = true;
            for (auto it = labels.begin(); it != labels.end(); ++it)
                match = match && has.value(it.key()) == it.value();
            if (match)
                found << sandbox.json;
        }
        exchange.reply(200, json(found));
        return;
    }
    const QString id = parts.value(1);
    if (!m_sandboxes.contains(id)) {
        exchange.reply(404, message(QStringLiteral("Sandbox with ID or name %1 not found").arg(id)));
        return;
    }
    Sandbox &sandbox = m_sandboxes[id];
    const QString action = parts.value(2);
    if (action.isEmpty() && request.method == "GET") {
        if (sandbox.json.value(QStringLiteral("state")) == QLatin1String("creating") && --sandbox.pollsUntilStarted < 0)
            sandbox.json.insert(QStringLiteral("state"), QStringLiteral("started"));
        exchange.reply(200, json(sandbox.json));
    } else if (action.isEmpty() && request.method == "DELETE") {
        removeSandbox(id);
        exchange.reply(200, "");
    } else if (action == QLatin1String("toolbox-proxy-url")) {
        exchange.reply(
            200, json(QJsonObject{{QStringLiteral("url"), QStringLiteral("http://127.0.0.1:%1/toolbox").arg(port())}}));
    } else if (action == QLatin1String("autostop") && request.method == "POST") {
        sandbox.json.insert(QStringLiteral("autoStopInterval"), parts.value(3).toInt());
        exchange.reply(200, "");
    } else if (action == QLatin1String("stop") && request.method == "POST") {
        sandbox.init.reset();
        sandbox.sessions.clear();
        sandbox.json.insert(QStringLiteral("state"), QStringLiteral("stopped"));
        exchange.reply(200, json(sandbox.json));
    } else {
        exchange.reply(
            404, message(QStringLiteral("Cannot %1 %2").arg(QString::fromLatin1(request.method), request.url.path())));
    }
}

} // namespace airlock::emulators
