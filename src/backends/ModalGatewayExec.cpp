// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGatewayExec.h"

#include "BackendsLog.h"
#include "HttpJson.h"

#include <QJsonObject>
#include <QRandomGenerator>
#include <QUuid>

namespace airlock::backends {

namespace {

QByteArray quoted(const QString &text)
{
    QByteArray out = text.toUtf8();
    out.replace('\'', "'\\''");
    return '\'' + out + '\'';
}

bool isTerminal(const QString &status)
{
    return status == QLatin1String("completed") || status == QLatin1String("failed") ||
           status == QLatin1String("cancelled") || status == QLatin1String("timeout");
}

// The gateway itself refused the request (it said so, or nothing was connected): the exec cannot have started.
bool refusedBeforeStart(const HttpJsonReply &reply)
{
    if (reply.status == 429 || reply.status == 503)
        return true;
    if (reply.status >= 400 && reply.status < 500 && reply.status != 408)
        return true;
    return reply.status == 0 && !reply.timedOut && reply.error &&
           reply.error->message.contains(QLatin1String("refused"), Qt::CaseInsensitive);
}

} // namespace

ModalGatewayExec::ModalGatewayExec(Setup setup, const QStringList &argv, QObject *parent)
    : ModalExec(parent)
    , m_setup(std::move(setup))
    , m_execId(QUuid::createUuid().toString(QUuid::WithoutBraces))
{
    const quint64 salt = QRandomGenerator::system()->generate64();
    m_mark = "AIRLOCKGW" + QByteArray::number(salt, 16) + ":N";
    m_command = commandText(argv, m_setup.env, m_setup.cap, m_mark);
    for (QTimer *timer : {&m_poll, &m_deadline, &m_cancelWait})
        timer->setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &ModalGatewayExec::poll);
    connect(&m_deadline, &QTimer::timeout, this, [this] {
        m_timedOut = true;
        cancel();
    });
    connect(&m_cancelWait, &QTimer::timeout, this, [this] { end(m_timedOut ? 124 : 130, std::nullopt, true, false); });
}

ModalGatewayExec::~ModalGatewayExec()
{
    // Deleted while it runs (the backend goes away): the gateway is told, so the command does not run on alone.
    if (!m_ended && m_accepted)
        sendCancel();
}

QByteArray ModalGatewayExec::commandText(const QStringList &argv, const QMap<QString, QString> &env,
                                         const ModalOutputCap &cap, const QByteArray &mark)
{
    QByteArray run = env.isEmpty() ? QByteArray() : QByteArray("env");
    for (auto it = env.begin(); it != env.end(); ++it)
        run += ' ' + quoted(it.key() + QLatin1Char('=') + it.value());
    for (const QString &arg : argv)
        run += (run.isEmpty() ? "" : " ") + quoted(arg);
    // Without a private directory or dd/head/tail in the image, the command runs uncapped.
    QByteArray script =
        "__ag=$(mktemp -d \"${TMPDIR:-/tmp}/.airlock-gw.XXXXXX\" 2>/dev/null) && command -v dd >/dev/null 2>&1 && "
        "command -v head >/dev/null 2>&1 && command -v tail >/dev/null 2>&1 || "
        "{ [ -n \"$__ag\" ] && rm -rf \"$__ag\"; exec " +
        run + " </dev/null 2>&1; }\n";
    script += "{ " + run +
              " </dev/null; echo $? >\"$__ag/rc\"; } 2>&1 | LC_ALL=C dd bs=65536 2>\"$__ag/n\" | { head -c " +
              QByteArray::number(cap.headBytes) + "; tail -c " + QByteArray::number(cap.tailBytes) + "; }\n";
    // dd's last line of statistics starts with the byte count; builtins read both files (no fork per call).
    script += "__an=; __ar=; { while read -r __al; do __an=$__al; done <\"$__ag/n\"; read -r __ar <\"$__ag/rc\"; } "
              "2>/dev/null; rm -rf \"$__ag\"\n";
    script += "printf '\\n%s %s\\n' '" + mark + "' \"${__an%% *}\"\nexit \"${__ar:-1}\"\n";
    return script;
}

void ModalGatewayExec::send(const QByteArray &verb, const QString &tail, const QJsonDocument &body,
                            void (ModalGatewayExec::*then)(const HttpJsonReply &))
{
    if (!m_setup.api) { // the API went away first (shutdown)
        end(-1, core::Error::executionFailed(QStringLiteral("the Modal gateway client was closed")), m_accepted, false);
        return;
    }
    m_setup.api->request(verb, tail, body, m_setup.requestTimeoutMs,
                         [self = QPointer(this), then](const HttpJsonReply &reply) {
                             if (self)
                                 (self.data()->*then)(reply);
                         });
}

QString ModalGatewayExec::path(const QString &tail) const
{
    return QStringLiteral("/v1/sandboxes/%1/execs").arg(m_setup.sandboxId) + tail;
}

void ModalGatewayExec::start()
{
    m_deadline.start(qMax(1, m_setup.timeoutSecs) * 1000 + m_setup.graceMs);
    const QJsonObject body{{QStringLiteral("execId"), m_execId},
                           {QStringLiteral("command"), QString::fromUtf8(m_command)},
                           {QStringLiteral("cwd"), m_setup.cwd},
                           {QStringLiteral("timeoutMs"), qMax(1, m_setup.timeoutSecs) * 1000}};
    send("POST", path(), QJsonDocument(body), &ModalGatewayExec::onPosted);
}

void ModalGatewayExec::onPosted(const HttpJsonReply &reply)
{
    if (m_ended)
        return;
    if (reply.ok()) {
        m_accepted = true;
        const QJsonObject state = reply.body.object();
        if (m_stopping && !isTerminal(state.value(QStringLiteral("status")).toString())) {
            m_cancelSent = false; // cancelled before the gateway knew the exec: told again now that it does
            sendCancel();
        }
        take(state);
        return;
    }
    if (reply.status == 404 || reply.status == 410) {
        end(-1,
            core::Error::unavailable(QStringLiteral("the Modal sandbox %1 is gone (expired or terminated): the gateway "
                                                    "answered HTTP %2 to the exec, which did not run")
                                         .arg(m_setup.sandboxId)
                                         .arg(reply.status)),
            false, true);
        return;
    }
    if (refusedBeforeStart(reply)) {
        end(-1, reply.error, false, false);
        return;
    }
    recover(*reply.error);
}

// The POST may have reached the gateway (a timeout, a reset, a 502/504 from a proxy, an answer that is not JSON):
// the exec is looked up by its id, and followed when the gateway knows it. It is never POSTed again.
void ModalGatewayExec::recover(const core::Error &cause)
{
    qCWarning(lcShell) << "modal gateway: the exec's answer was lost, asking for it:" << cause.message;
    m_lostCause = cause;
    send("GET", path(QLatin1Char('/') + m_execId), {}, &ModalGatewayExec::onRecovered);
}

void ModalGatewayExec::onRecovered(const HttpJsonReply &reply)
{
    if (m_ended)
        return;
    if (reply.ok()) {
        m_accepted = true;
        take(reply.body.object());
        return;
    }
    core::Error error = m_lostCause;
    error.message += QStringLiteral("; Airlock cannot tell whether the command started, so it is not sent again");
    end(-1, error, true, false);
}

void ModalGatewayExec::poll()
{
    if (m_ended || m_polling)
        return;
    m_polling = true;
    send("GET", path(QLatin1Char('/') + m_execId), {}, &ModalGatewayExec::onPolled);
}

void ModalGatewayExec::onPolled(const HttpJsonReply &reply)
{
    m_polling = false;
    if (m_ended)
        return;
    if (reply.ok()) {
        take(reply.body.object());
        return;
    }
    if (reply.status == 404 || reply.status == 410) {
        if (m_stopping) {
            end(m_timedOut ? 124 : 130, std::nullopt, true, false);
            return;
        }
        end(-1,
            core::Error::executionFailed(QStringLiteral("the gateway no longer knows the exec in the Modal sandbox %1 "
                                                        "(HTTP %2): the sandbox expired or was terminated while the "
                                                        "command ran")
                                             .arg(m_setup.sandboxId)
                                             .arg(reply.status)),
            true, true);
        return;
    }
    if (reply.transient || reply.timedOut) {
        m_poll.start(m_setup.pollMs);
        return;
    }
    end(-1, reply.error, true, false);
}

void ModalGatewayExec::take(const QJsonObject &state)
{
    const QString status = state.value(QStringLiteral("status")).toString();
    const bool terminal = isTerminal(status);
    deliver(state.value(QStringLiteral("output")).toString().toUtf8(), terminal);
    if (!terminal) {
        m_poll.start(m_setup.pollMs);
        return;
    }
    const QJsonValue code = state.value(QStringLiteral("returncode"));
    int exitCode = 1;
    if (code.isDouble())
        exitCode = code.toInt();
    else if (status == QLatin1String("timeout"))
        exitCode = 124;
    end(m_timedOut ? 124 : exitCode, std::nullopt, true, false);
}

// The gateway answers with the whole output so far on every poll: the bytes past what was delivered are new. While
// the command runs, the last bytes are held back (they could be the start of the capper's report).
void ModalGatewayExec::deliver(const QByteArray &all, bool last)
{
    QByteArray text = all;
    if (last) {
        const qsizetype at = text.lastIndexOf(QByteArray("\n" + m_mark + ' '));
        if (at >= 0 && at >= m_delivered) {
            const qint64 total = text.mid(at + m_mark.size() + 2).trimmed().toLongLong();
            text.truncate(at);
            const qint64 kept = m_setup.cap.headBytes + m_setup.cap.tailBytes;
            if (total > kept)
                m_notes.append(QStringLiteral("the command printed %1 bytes; the Modal gateway mode kept only the "
                                              "first %2 and the last %3 inside the sandbox, so %4 more bytes than "
                                              "the omitted count says were dropped")
                                   .arg(total)
                                   .arg(m_setup.cap.headBytes)
                                   .arg(m_setup.cap.tailBytes)
                                   .arg(total - kept));
        }
    }
    const qsizetype until = last ? text.size() : text.size() - (m_mark.size() + 24);
    if (until > m_delivered) {
        emit output(OutputStream::Stdout, text.mid(m_delivered, until - m_delivered));
        m_delivered = until;
    }
}

void ModalGatewayExec::cancel()
{
    if (m_ended || m_stopping)
        return;
    m_stopping = true;
    sendCancel();
    m_cancelWait.start(m_setup.cancelWaitMs);
}

void ModalGatewayExec::sendCancel()
{
    if (m_cancelSent || !m_setup.api)
        return;
    m_cancelSent = true;
    m_setup.api->request("POST", path(QLatin1Char('/') + m_execId + QStringLiteral("/cancel")),
                         QJsonDocument(QJsonObject{}), m_setup.requestTimeoutMs, [](const HttpJsonReply &reply) {
                             if (!reply.ok() && reply.status != 404)
                                 qCWarning(lcShell) << "modal gateway: cancel failed:" << reply.error->message;
                         });
}

void ModalGatewayExec::end(int exitCode, const std::optional<core::Error> &error, bool mayHaveStarted, bool sandboxGone)
{
    if (m_ended)
        return;
    m_ended = true;
    m_poll.stop();
    m_deadline.stop();
    m_cancelWait.stop();
    emit finished(exitCode, error, mayHaveStarted, sandboxGone);
}

} // namespace airlock::backends
