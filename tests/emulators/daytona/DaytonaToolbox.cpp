// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Part of the Daytona emulator (a test tool): sandboxes and the toolbox process API (see DaytonaEmulator.h).
#include "DaytonaEmulator.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QUuid>

#include <fcntl.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace airlock::emulators {

namespace {

QByteArray json(const QJsonObject &value)
{
    return QJsonDocument(value).toJson(QJsonDocument::Compact);
}

QByteArray message(const QString &text)
{
    return json(QJsonObject{{QStringLiteral("message"), text}});
}

QByteArray quote(const QString &text)
{
    QByteArray out = text.toUtf8();
    out.replace('\'', "'\\''");
    return '\'' + out + '\'';
}

QString readText(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QByteArray bytes = file.read(32 * 1024 * 1024);
    // Cut before an incomplete UTF-8 sequence at the end (the command is still writing it).
    for (qsizetype back = 1; back <= 3 && back <= bytes.size(); ++back) {
        const auto c = static_cast<unsigned char>(bytes[bytes.size() - back]);
        if (c < 0x80)
            break;
        if (c >= 0xC0) {
            const int need = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : 2;
            if (back < need)
                bytes.chop(back);
            break;
        }
    }
    return QString::fromUtf8(bytes);
}

std::optional<int> readCode(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray text = file.readAll();
    if (!text.endsWith('\n'))
        return std::nullopt;
    return text.trimmed().toInt();
}

// Words as a POSIX shell splits them (quotes and backslashes), as the daemon's shell-words parser does.
QStringList shellWords(const QString &text)
{
    QStringList words;
    QString word;
    bool inWord = false;
    QChar quote;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!quote.isNull()) {
            if (c == quote)
                quote = QChar();
            else if (c == QLatin1Char('\\') && quote == QLatin1Char('"') && i + 1 < text.size())
                word += text[++i];
            else
                word += c;
        } else if (c == QLatin1Char('\'') || c == QLatin1Char('"')) {
            quote = c;
            inWord = true;
        } else if (c == QLatin1Char('\\') && i + 1 < text.size()) {
            word += text[++i];
            inWord = true;
        } else if (c.isSpace()) {
            if (inWord)
                words << word;
            word.clear();
            inWord = false;
        } else {
            word += c;
            inWord = true;
        }
    }
    if (inWord)
        words << word;
    return words;
}

std::optional<QString> unknownField(const QJsonObject &body, const QStringList &allowed)
{
    for (auto it = body.begin(); it != body.end(); ++it)
        if (!allowed.contains(it.key()))
            return it.key();
    return std::nullopt;
}

const QStringList kCreateFields{QStringLiteral("name"),
                                QStringLiteral("snapshot"),
                                QStringLiteral("user"),
                                QStringLiteral("env"),
                                QStringLiteral("labels"),
                                QStringLiteral("public"),
                                QStringLiteral("networkBlockAll"),
                                QStringLiteral("networkAllowList"),
                                QStringLiteral("domainAllowList"),
                                QStringLiteral("target"),
                                QStringLiteral("cpu"),
                                QStringLiteral("gpu"),
                                QStringLiteral("gpuType"),
                                QStringLiteral("memory"),
                                QStringLiteral("disk"),
                                QStringLiteral("autoStopInterval"),
                                QStringLiteral("autoArchiveInterval"),
                                QStringLiteral("autoDeleteInterval"),
                                QStringLiteral("volumes"),
                                QStringLiteral("buildInfo"),
                                QStringLiteral("linkedSandbox")};

} // namespace

QString DaytonaEmulator::daytonaDir(const Sandbox &sandbox) const
{
    return sandbox.root->hostPath(QStringLiteral("/tmp/.daytona"));
}

void DaytonaEmulator::createSandbox(const QJsonObject &body, HttpExchange exchange)
{
    if (const auto field = unknownField(body, kCreateFields)) {
        exchange.reply(400, message(QStringLiteral("property %1 should not exist").arg(*field)));
        return;
    }
    const QString snapshot = body.value(QStringLiteral("snapshot")).toString();
    if (snapshot.startsWith(QLatin1String("missing"))) {
        exchange.reply(404, message(QStringLiteral("Snapshot %1 not found").arg(snapshot)));
        return;
    }
    const QString id = QUuid::createUuid().toString(QUuid::WithoutBraces);
    Sandbox sandbox;
    sandbox.root =
        std::make_unique<SandboxRoot>(m_stateDir, id, !body.value(QStringLiteral("networkBlockAll")).toBool());
    QJsonObject record = body;
    record.insert(QStringLiteral("id"), id);
    record.insert(QStringLiteral("state"),
                  snapshot.startsWith(QLatin1String("broken")) ? QStringLiteral("error") : QStringLiteral("creating"));
    if (snapshot.startsWith(QLatin1String("broken")))
        record.insert(QStringLiteral("errorReason"), QStringLiteral("image pull failed"));
    record.insert(QStringLiteral("target"), QStringLiteral("us"));
    record.insert(QStringLiteral("createdAt"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate));
    record.insert(QStringLiteral("toolboxProxyUrl"), QStringLiteral("http://127.0.0.1:%1/toolbox").arg(port()));
    sandbox.json = record;
    QDir().mkpath(sandbox.root->hostPath(QStringLiteral("/tmp/.daytona")));
    watchNotifications(sandbox);
    sandbox.init = std::make_unique<QProcess>();
    QMap<QString, QString> env{{QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin")},
                               {QStringLiteral("HOME"), QStringLiteral("/root")},
                               {QStringLiteral("LANG"), QStringLiteral("C.UTF-8")}};
    const QJsonObject extra = body.value(QStringLiteral("env")).toObject();
    for (auto it = extra.begin(); it != extra.end(); ++it)
        env.insert(it.key(), it.value().toString());
    sandbox.root->prepare(*sandbox.init,
                          {QStringLiteral("bash"), QStringLiteral("--noprofile"), QStringLiteral("--norc")},
                          QStringLiteral("/root"), env);
    sandbox.init->setStandardOutputFile(QProcess::nullDevice());
    sandbox.init->setStandardErrorFile(QProcess::nullDevice());
    sandbox.init->start();
    sandbox.init->write("set -m\n");
    m_sandboxes.emplace(id, std::move(sandbox));
    exchange.reply(200, json(record));
}

void DaytonaEmulator::watchNotifications(Sandbox &sandbox)
{
    // Like the daemon, which answers as soon as a command ends: every status file written is followed by a byte into
    // this fifo, which wakes the answers waiting for one (no polling between them).
    const QByteArray fifo = QFile::encodeName(daytonaDir(sandbox) + QStringLiteral("/notify"));
    ::mkfifo(fifo.constData(), 0600);
    sandbox.notifyFd = ::open(fifo.constData(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
    if (sandbox.notifyFd < 0)
        return;
    sandbox.notifier = std::make_unique<QSocketNotifier>(sandbox.notifyFd, QSocketNotifier::Read);
    connect(sandbox.notifier.get(), &QSocketNotifier::activated, this, [this, fd = sandbox.notifyFd] {
        char drain[512];
        while (::read(fd, drain, sizeof drain) > 0) {
        }
        checkPending();
    });
}

void DaytonaEmulator::removeSandbox(const QString &id)
{
    auto it = m_sandboxes.find(id);
    if (it == m_sandboxes.end())
        return;
    it->second.notifier.reset();
    if (it->second.notifyFd >= 0)
        ::close(it->second.notifyFd);
    for (const int fd : std::as_const(it->second.sessions))
        ::close(fd);
    if (it->second.init) {
        it->second.init->kill(); // bwrap's --die-with-parent ends everything in the sandbox's PID namespace
        it->second.init->waitForFinished(5000);
    }
    it->second.root->remove();
    m_sandboxes.erase(it);
}

void DaytonaEmulator::control(Sandbox &sandbox, const QByteArray &line)
{
    if (sandbox.init)
        sandbox.init->write(line + '\n');
}

void DaytonaEmulator::toolbox(const HttpRequest &request, Sandbox &sandbox, const QStringList &parts,
                              HttpExchange exchange)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    if (parts.value(0) != QLatin1String("process")) {
        exchange.reply(404, message(QStringLiteral("404 page not found")));
        return;
    }
    if (parts.value(1) == QLatin1String("execute") && request.method == "POST") {
        execute(sandbox, body, exchange);
        return;
    }
    if (parts.value(1) == QLatin1String("session")) {
        session(request, sandbox, parts.mid(2), exchange);
        return;
    }
    exchange.reply(404, message(QStringLiteral("404 page not found")));
}

void DaytonaEmulator::execute(Sandbox &sandbox, const QJsonObject &body, HttpExchange exchange)
{
    if (const auto field = unknownField(body, {QStringLiteral("command"), QStringLiteral("cwd"), QStringLiteral("envs"),
                                               QStringLiteral("timeout")})) {
        exchange.reply(400, message(QStringLiteral("unknown field %1").arg(*field)));
        return;
    }
    // Like the daemon: the command is split into words and run without a shell.
    const QStringList argv = shellWords(body.value(QStringLiteral("command")).toString());
    if (argv.isEmpty()) {
        exchange.reply(400, message(QStringLiteral("command is required")));
        return;
    }
    const QString id = QStringLiteral("x%1").arg(++m_next);
    QByteArray words;
    for (const QString &word : argv)
        words += ' ' + quote(word);
    const int timeout = body.value(QStringLiteral("timeout")).toInt(10);
    const QString cwd = body.value(QStringLiteral("cwd")).toString(QStringLiteral("/root"));
    control(sandbox, "( ( cd " + quote(cwd) + " && exec timeout " + QByteArray::number(qMax(1, timeout)) + words +
                         " ) </dev/null >/tmp/.daytona/" + id.toUtf8() +
                         ".out 2>&1; printf '%s\\n' $? "
                         ">/tmp/.daytona/" +
                         id.toUtf8() + ".rc; echo >/tmp/.daytona/notify) &");
    const QString dir = daytonaDir(sandbox);
    m_pending << Pending{dir + QLatin1Char('/') + id + QStringLiteral(".rc"), [this, exchange, dir, id]() mutable {
                             const auto code = readCode(dir + QLatin1Char('/') + id + QStringLiteral(".rc"));
                             const QString result = readText(dir + QLatin1Char('/') + id + QStringLiteral(".out"));
                             m_toolboxOut += result.toUtf8().size();
                             exchange.reply(200, json(QJsonObject{{QStringLiteral("exitCode"), code.value_or(-1)},
                                                                  {QStringLiteral("result"), result}}));
                             QFile::remove(dir + QLatin1Char('/') + id + QStringLiteral(".out"));
                             QFile::remove(dir + QLatin1Char('/') + id + QStringLiteral(".rc"));
                         }};
    m_pendingTimer.start();
}

void DaytonaEmulator::checkPending()
{
    for (qsizetype i = 0; i < m_pending.size();) {
        if (readCode(m_pending[i].rcFile)) {
            auto answer = std::move(m_pending[i].answer);
            m_pending.removeAt(i);
            answer();
        } else {
            ++i;
        }
    }
    if (m_pending.isEmpty())
        m_pendingTimer.stop();
}

QJsonObject DaytonaEmulator::commandJson(const Sandbox &sandbox, const QString &sessionId, const QString &cmdId) const
{
    const QString base = daytonaDir(sandbox) + QLatin1Char('/') + cmdId;
    QJsonObject out{{QStringLiteral("id"), cmdId}, {QStringLiteral("exitCode"), QJsonValue::Null}};
    if (const auto code = readCode(base + QStringLiteral(".rc")))
        out.insert(QStringLiteral("exitCode"), *code);
    else if (const auto died =
                 readCode(daytonaDir(sandbox) + QStringLiteral("/s-") + sessionId + QStringLiteral(".exit")))
        out.insert(QStringLiteral("exitCode"), *died); // the session's shell ended (`exit N`) while it ran
    return out;
}

void DaytonaEmulator::session(const HttpRequest &request, Sandbox &sandbox, const QStringList &parts,
                              HttpExchange exchange)
{
    const QJsonObject body = QJsonDocument::fromJson(request.body).object();
    const QString dir = daytonaDir(sandbox);
    if (parts.isEmpty() && request.method == "POST") {
        const QString sid = body.value(QStringLiteral("sessionId")).toString();
        if (sid.isEmpty() || sandbox.sessions.contains(sid) || sid.contains(QLatin1Char('/'))) {
            exchange.reply(sid.isEmpty() ? 400 : 409, message(QStringLiteral("session already exists or no id")));
            return;
        }
        const QString fifo = dir + QStringLiteral("/s-") + sid + QStringLiteral(".in");
        ::mkfifo(QFile::encodeName(fifo).constData(), 0600);
        const int fd = ::open(QFile::encodeName(fifo).constData(), O_RDWR | O_CLOEXEC);
        sandbox.sessions.insert(sid, fd);
        const QByteArray s = "/tmp/.daytona/s-" + sid.toUtf8();
        control(sandbox, "{ bash --noprofile --norc <" + s + ".in >/dev/null 2>&1; printf '%s\\n' $? >" + s +
                             ".exit; } & printf '%s\\n' $! >" + s + ".pid");
        exchange.reply(201, "");
        return;
    }
    const QString sid = parts.value(0);
    if (!sandbox.sessions.contains(sid)) {
        exchange.reply(404, message(QStringLiteral("session not found")));
        return;
    }
    const bool dead = QFile::exists(dir + QStringLiteral("/s-") + sid + QStringLiteral(".exit"));
    if (parts.size() == 1 && request.method == "DELETE") {
        control(sandbox, "kill -KILL -- -$(cat /tmp/.daytona/s-" + sid.toUtf8() + ".pid) 2>/dev/null");
        ::close(sandbox.sessions.take(sid));
        exchange.reply(204, "");
    } else if (parts.value(1) == QLatin1String("exec") && request.method == "POST") {
        if (const auto field = unknownField(body, {QStringLiteral("command"), QStringLiteral("runAsync"),
                                                   QStringLiteral("async"), QStringLiteral("suppressInputEcho")})) {
            exchange.reply(400, message(QStringLiteral("unknown field %1").arg(*field)));
            return;
        }
        if (dead) {
            exchange.reply(404, message(QStringLiteral("session not found")));
            return;
        }
        ++m_execs;
        const QString cmdId = QUuid::createUuid().toString(QUuid::WithoutBraces);
        const QByteArray c = "/tmp/.daytona/" + cmdId.toUtf8();
        const QByteArray line = "{ " + body.value(QStringLiteral("command")).toString().toUtf8() + "\n} >" + c +
                                ".out 2>" + c + ".err; printf '%s\\n' \"$?\" >" + c +
                                ".rc; echo >/tmp/.daytona/notify\n";
        // The session's shell reads its commands from a pipe. When it is stuck in one and earlier lines fill the pipe,
        // a write would block this whole server: the daemon answers 503 instead, and nothing of the line is written.
        // (A line longer than the pipe goes to a shell that has read everything: it is read while it is written.)
        const int fd = sandbox.sessions.value(sid);
        int unread = 0;
        const int capacity = ::fcntl(fd, F_GETPIPE_SZ);
        if (::ioctl(fd, FIONREAD, &unread) != 0 || (unread > 0 && unread + line.size() > capacity)) {
            exchange.reply(503, message(QStringLiteral("the session is busy: its input is full")));
            return;
        }
        if (::write(fd, line.constData(), static_cast<size_t>(line.size())) != line.size()) {
            exchange.reply(500, message(QStringLiteral("cannot write to the session")));
            return;
        }
        if (body.value(QStringLiteral("runAsync")).toBool() || body.value(QStringLiteral("async")).toBool()) {
            exchange.reply(200, json(QJsonObject{{QStringLiteral("cmdId"), cmdId}}));
            return;
        }
        const QString base = dir + QLatin1Char('/') + cmdId;
        m_pending << Pending{
            base + QStringLiteral(".rc"), [this, exchange, base, cmdId]() mutable {
                QString out = readText(base + QStringLiteral(".out"));
                if (m_stripBlanks > 0) {
                    --m_stripBlanks;
                    out.replace(QRegularExpression(QStringLiteral("(^|\\n)[ \\t]+")), QStringLiteral("\\1"));
                }
                const QString err = readText(base + QStringLiteral(".err"));
                m_toolboxOut += out.toUtf8().size() + err.toUtf8().size();
                exchange.reply(200, json(QJsonObject{{QStringLiteral("cmdId"), cmdId},
                                                     {QStringLiteral("exitCode"),
                                                      readCode(base + QStringLiteral(".rc")).value_or(-1)},
                                                     {QStringLiteral("output"), QString(out + err)},
                                                     {QStringLiteral("stdout"), out},
                                                     {QStringLiteral("stderr"), err}}));
            }};
        m_pendingTimer.start();
    } else if (parts.value(1) == QLatin1String("command") && parts.size() == 3 && request.method == "GET") {
        exchange.reply(200, json(commandJson(sandbox, sid, parts.value(2))));
    } else if (parts.value(1) == QLatin1String("command") && parts.value(3) == QLatin1String("logs")) {
        const QString base = dir + QLatin1Char('/') + parts.value(2);
        const QString out = readText(base + QStringLiteral(".out"));
        const QString err = readText(base + QStringLiteral(".err"));
        exchange.reply(200, json(QJsonObject{{QStringLiteral("output"), QString(out + err)},
                                             {QStringLiteral("stdout"), out},
                                             {QStringLiteral("stderr"), err}}));
    } else if (parts.size() == 1 && request.method == "GET") {
        exchange.reply(
            200, json(QJsonObject{{QStringLiteral("sessionId"), sid}, {QStringLiteral("commands"), QJsonArray()}}));
    } else {
        exchange.reply(404, message(QStringLiteral("404 page not found")));
    }
}

} // namespace airlock::emulators
