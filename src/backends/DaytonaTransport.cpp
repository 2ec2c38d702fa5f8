// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaTransport.h"

#include "BackendsLog.h"
#include "HttpJson.h"
#include "ShellScript.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace airlock::backends {

namespace {

constexpr qint64 kChunk = 1 << 20;            // per stream per poll
constexpr qint64 kPunchAfter = 8 * (1 << 20); // read output is punched out of the files past this much
constexpr qsizetype kWriteChunk = 48 * 1024;  // raw bytes per input write (base64 stays below one argument's limit)

QByteArray quoted(const QByteArray &text)
{
    QByteArray out = text;
    out.replace('\'', "'\\''");
    return '\'' + out + '\'';
}

int s_shells = 0;

} // namespace

DaytonaTransport::DaytonaTransport(Options options, QObject *parent)
    : ShellTransport(parent)
    , m_options(std::move(options))
{
    m_options.sessionId += QStringLiteral("-sh%1").arg(++s_shells);
    m_poll.setSingleShot(true);
    m_killFallback.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &DaytonaTransport::poll);
    connect(&m_killFallback, &QTimer::timeout, this, [this] { end(-1, 9); });
}

DaytonaTransport::~DaytonaTransport()
{
    if (m_options.api && m_running) // the shell dies with its session
        helper("kill -9 " + QByteArray::number(shellPid()) + " 2>/dev/null; true");
    if (m_options.api)
        m_options.api->requestUrl("DELETE", url(QStringLiteral("/process/session/") + m_options.sessionId), {},
                                  m_options.requestTimeoutMs, [](const HttpJsonReply &) {});
}

QUrl DaytonaTransport::url(const QString &tail) const
{
    return HttpJsonClient::joined(m_options.toolbox, tail);
}

QString DaytonaTransport::dir() const
{
    return QStringLiteral("/tmp/.airlock-shell/") + m_options.sessionId;
}

void DaytonaTransport::execute(const QByteArray &script, std::function<void(const HttpJsonReply &)> then)
{
    if (!m_options.api)
        return;
    const QJsonObject body{{QStringLiteral("command"), QString::fromUtf8("sh -c " + quoted(script))},
                           {QStringLiteral("timeout"), 20}};
    m_options.api->requestUrl("POST", url(QStringLiteral("/process/execute")), QJsonDocument(body),
                              m_options.requestTimeoutMs,
                              [self = QPointer(this), then = std::move(then)](const HttpJsonReply &reply) {
                                  if (self)
                                      then(reply);
                              });
}

void DaytonaTransport::start()
{
    const QByteArray d = quoted(dir().toUtf8());
    // The fifo and the output files first, so that no write can make a plain file of the fifo.
    execute("rm -rf " + d + " && mkdir -p " + d + " && cd " + d + " && mkfifo in && : >out && : >err",
            [this](const HttpJsonReply &made) {
                if (!made.ok() || made.body.object().value(QStringLiteral("exitCode")).toInt(-1) != 0) {
                    emit startFailed(made.ok() ? QStringLiteral("cannot make the shell's fifo in the sandbox: %1")
                                                     .arg(made.body.object().value(QStringLiteral("result")).toString())
                                               : made.error->message);
                    return;
                }
                m_options.api->requestUrl(
                    "POST", url(QStringLiteral("/process/session")),
                    QJsonDocument(QJsonObject{{QStringLiteral("sessionId"), m_options.sessionId}}),
                    m_options.requestTimeoutMs, [self = QPointer(this)](const HttpJsonReply &session) {
                        if (!self)
                            return;
                        if (!session.ok()) {
                            emit self->startFailed(session.error->message);
                            return;
                        }
                        self->launch();
                    });
            });
}

void DaytonaTransport::launch()
{
    const QByteArray d = quoted(dir().toUtf8());
    // The session's own shell keeps the fifo open for writing, so the bash never reads end of input between
    // writes (it closes its own descriptor of it, see ShellScript).
    QByteArray line = "exec 7<>" + d + "/in; bash";
    for (const QString &argument : ShellScript::launchArguments(QStringLiteral("bash"), m_options.stateDir))
        line += ' ' + quoted(argument.toUtf8());
    line += " <" + d + "/in 7<&- >>" + d + "/out 2>>" + d + "/err; echo $? >" + d + "/rc";
    const QJsonObject body{{QStringLiteral("command"), QString::fromUtf8(line)}, {QStringLiteral("runAsync"), true}};
    m_options.api->requestUrl("POST", url(QStringLiteral("/process/session/%1/exec").arg(m_options.sessionId)),
                              QJsonDocument(body), m_options.requestTimeoutMs,
                              [self = QPointer(this)](const HttpJsonReply &reply) {
                                  if (!self)
                                      return;
                                  if (!reply.ok()) {
                                      emit self->startFailed(reply.error->message);
                                      return;
                                  }
                                  self->m_running = true;
                                  emit self->started();
                                  self->flush();
                                  self->schedulePoll(true);
                              });
}

void DaytonaTransport::write(const QByteArray &bytes)
{
    m_pending += bytes;
    flush();
}

void DaytonaTransport::flush()
{
    if (m_writing || !m_running || m_pending.isEmpty())
        return;
    const QByteArray chunk = m_pending.left(kWriteChunk);
    m_pending.remove(0, chunk.size());
    m_writing = true;
    execute("printf %s " + chunk.toBase64() + " | base64 -d >>" + quoted(dir().toUtf8()) + "/in",
            [this](const HttpJsonReply &reply) {
                m_writing = false;
                if (!reply.ok())
                    qCWarning(lcDaytona) << "daytona: cannot write to the shell:" << reply.error->message;
                schedulePoll(true);
                flush();
            });
}

void DaytonaTransport::schedulePoll(bool busy)
{
    if (m_ended)
        return;
    if (busy) {
        m_pollMs = 2;
        m_idlePolls = 0;
    } else if (++m_idlePolls > 50) {
        m_pollMs = qMin(m_pollMs * 2, 100);
    }
    if (!m_polling)
        m_poll.start(m_pollMs);
}

void DaytonaTransport::poll()
{
    if (m_ended || m_polling)
        return;
    m_polling = true;
    const QByteArray o = QByteArray::number(m_outOffset);
    const QByteArray e = QByteArray::number(m_errOffset);
    const QByteArray n = QByteArray::number(kChunk);
    // The end first: once `rc` exists, everything the shell printed is in the files.
    QByteArray script = "cd " + quoted(dir().toUtf8()) + " || exit 3; r=$(cat rc 2>/dev/null); { tail -c +" +
                        QByteArray::number(m_outOffset + 1) + " out | head -c " + n + " | base64 -w0; echo; tail -c +" +
                        QByteArray::number(m_errOffset + 1) + " err | head -c " + n +
                        " | base64 -w0; echo; } 2>/dev/null; echo \"$r\"";
    if (m_outOffset > kPunchAfter)
        script += "; fallocate -p -o 0 -l " + o + " out 2>/dev/null";
    if (m_errOffset > kPunchAfter)
        script += "; fallocate -p -o 0 -l " + e + " err 2>/dev/null";
    execute(script + "; true", [this](const HttpJsonReply &reply) {
        m_polling = false;
        if (!reply.ok()) {
            if (reply.status == 404 || !reply.transient) {
                qCWarning(lcDaytona) << "daytona: the shell's sandbox cannot be read:" << reply.error->message;
                end(-1, 9);
                return;
            }
            schedulePoll(false);
            return;
        }
        const QList<QByteArray> lines =
            reply.body.object().value(QStringLiteral("result")).toString().toUtf8().split('\n');
        const QByteArray out = QByteArray::fromBase64(lines.value(0));
        const QByteArray err = QByteArray::fromBase64(lines.value(1));
        const QByteArray rc = lines.value(2).trimmed();
        m_outOffset += out.size();
        m_errOffset += err.size();
        if (!out.isEmpty())
            emit stdoutReady(out);
        if (!err.isEmpty())
            emit stderrReady(err);
        const bool more = out.size() == kChunk || err.size() == kChunk;
        if (!rc.isEmpty() && !more) {
            const int code = rc.toInt();
            if (code > 128 && code < 128 + 65)
                end(-1, code - 128);
            else
                end(code, 0);
            return;
        }
        schedulePoll(!out.isEmpty() || !err.isEmpty());
    });
}

void DaytonaTransport::end(int exitCode, int signal)
{
    if (m_ended)
        return;
    m_ended = true;
    m_running = false;
    m_poll.stop();
    m_killFallback.stop();
    emit finished(exitCode, signal);
}

void DaytonaTransport::helper(const QByteArray &script, bool wakeAfter)
{
    ++m_helpers;
    execute(script, [this, wakeAfter](const HttpJsonReply &reply) {
        --m_helpers;
        if (!reply.ok())
            qCDebug(lcDaytona) << "daytona: signal helper failed:" << reply.error->message;
        else if (wakeAfter && m_running)
            write(ShellScript::wakeLine());
        schedulePoll(true);
    });
}

void DaytonaTransport::signalShell(int signal)
{
    if (shellPid() > 0)
        helper("kill -" + QByteArray::number(signal) + ' ' + QByteArray::number(shellPid()) + " 2>/dev/null; true",
               true);
}

void DaytonaTransport::signalCommand(int signal, const CommandMark &mark)
{
    helper("for p in /proc/[0-9]*; do grep -qsxz AIRLOCK_CMD=" + QByteArray::number(mark.sequence) +
           " \"$p/environ\" && kill -" + QByteArray::number(signal) + " \"${p#/proc/}\" 2>/dev/null; done; true");
}

void DaytonaTransport::signalTask(int signal)
{
    // Everything the task's commands started, and the shell.
    helper("for p in /proc/[0-9]*; do grep -qsz '^AIRLOCK_CMD=' \"$p/environ\" && kill -" + QByteArray::number(signal) +
           " \"${p#/proc/}\" 2>/dev/null; done; kill -" + QByteArray::number(signal) + ' ' +
           QByteArray::number(shellPid()) + " 2>/dev/null; true");
}

void DaytonaTransport::kill()
{
    if (shellPid() > 0)
        helper("kill -9 " + QByteArray::number(shellPid()) + " 2>/dev/null; true");
    if (m_running && !m_killFallback.isActive())
        m_killFallback.start(5000);
    else if (!m_running)
        end(-1, 9);
}

QString DaytonaTransport::describe() const
{
    return QStringLiteral("daytona toolbox session %1 (shell pid %2)").arg(m_options.sessionId).arg(shellPid());
}

} // namespace airlock::backends
