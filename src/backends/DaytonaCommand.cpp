// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaCommand.h"

#include "BackendsLog.h"
#include "HttpJson.h"

#include <QJsonDocument>

namespace airlock::backends {

namespace {

QByteArray quoted(const QString &text)
{
    QByteArray out = text.toUtf8();
    out.replace('\'', "'\\''");
    return '\'' + out + '\'';
}

} // namespace

DaytonaCommand::DaytonaCommand(Setup setup, ExecJob *job, QObject *parent)
    : QObject(parent)
    , m_setup(std::move(setup))
    , m_job(job)
{
    m_poll.setSingleShot(true);
    m_timeout.setSingleShot(true);
    m_abortTimer.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &DaytonaCommand::poll);
    connect(&m_timeout, &QTimer::timeout, this, [this] { abort(true); });
    connect(job, &ExecJob::cancelRequested, this, [this] { abort(false); });
}

QByteArray DaytonaCommand::wrap(const ExecRequest &request, quint64 sequence)
{
    // Two cappers keep the first and last bytes of each stream (what OutputCapture keeps); they start before the
    // command's mark is exported, so a timeout's kill spares them, and report their end through a fifo, not `wait`
    // (which the command may call itself). Everything else runs in the session's shell, where state persists.
    const QByteArray seq = QByteArray::number(sequence);
    const QByteArray out = QByteArray::number(qMax<qulonglong>(1, request.maxStdout));
    const QByteArray err = QByteArray::number(qMax<qulonglong>(1, request.maxStderr));
    QByteArray cd;
    if (!request.workdir.isEmpty()) {
        QString dir = request.workdir;
        const bool home = dir == QLatin1String("~") || dir.startsWith(QLatin1String("~/"));
        cd = QByteArray("cd -- ") + (home ? "\"$HOME\"" + quoted(dir.mid(1)) : quoted(dir)) + " && ";
    }
    QByteArray line;
    // The fifos are made once per sandbox (no fork on later commands).
    line +=
        "__airlock_d=/tmp/.airlock-cmd; [ -p \"$__airlock_d/z\" ] || { mkdir -p \"$__airlock_d\" && "
        "mkfifo \"$__airlock_d/o\" \"$__airlock_d/e\" \"$__airlock_d/z\"; }; exec {__airlock_z}<>\"$__airlock_d/z\"; ";
    line += "{ { head -c " + out + "; tail -c " + out + "; } <\"$__airlock_d/o\"; printf x >\"$__airlock_d/z\"; } & ";
    line += "{ { head -c " + err + "; tail -c " + err +
            "; } <\"$__airlock_d/e\" >&2; printf x >\"$__airlock_d/z\"; } & disown -a; ";
    line += "export AIRLOCK_CMD=" + seq + "; " + "{ " + cd + "{ " + request.command +
            "\n}; } </dev/null >\"$__airlock_d/o\" "
            "2>\"$__airlock_d/e\"; __airlock_rc=$?; unset AIRLOCK_CMD; read -r -t 2 -N 2 -u $__airlock_z _; "
            "exec {__airlock_z}>&-; (exit $__airlock_rc)";
    return line;
}

QUrl DaytonaCommand::url(const QString &tail) const
{
    return HttpJsonClient::joined(m_setup.toolbox, tail);
}

void DaytonaCommand::call(const QByteArray &verb, const QString &tail, const QJsonObject &body,
                          std::function<void(const HttpJsonReply &)> then)
{
    m_setup.api->requestUrl(verb, url(tail), body.isEmpty() ? QJsonDocument() : QJsonDocument(body),
                            m_setup.requestTimeoutMs, [self = QPointer(this), then = std::move(then)](auto &reply) {
                                if (self)
                                    then(reply);
                            });
}

void DaytonaCommand::start()
{
    const ExecRequest &request = m_job->request();
    const QJsonObject body{{QStringLiteral("command"), QString::fromUtf8(wrap(request, m_setup.sequence))},
                           {QStringLiteral("runAsync"), true}};
    m_job->outcome().timeoutSecs = request.timeoutSecs;
    if (request.timeoutSecs > 0)
        m_timeout.start(request.timeoutSecs * 1000);
    call("POST", QStringLiteral("/process/session/%1/exec").arg(m_setup.sessionId), body, [this](auto &reply) {
        if (!reply.ok()) {
            // A refusal before the command reached the shell (429, 503, a refused connection, 404 of a session
            // that went away) did nothing; anything else may have started it and is never sent again.
            const bool before = reply.transient || reply.status == 404 || reply.status == 400;
            m_job->outcome().error = reply.error;
            m_job->outcome().mayHaveStarted = !before;
            if (reply.status == 404) // the sandbox (or its session) is gone: a new one may run it
                m_job->outcome().error = core::Error::unavailable(
                    QStringLiteral("the sandbox or its shell session went away before the command ran (%1)")
                        .arg(reply.error->message));
            finish(reply.status == 404 ? End::Lost : (before ? End::NotStarted : End::Failed), -1);
            return;
        }
        m_cmdId = reply.body.object().value(QStringLiteral("cmdId")).toString();
        if (m_cmdId.isEmpty()) {
            m_job->outcome().error = core::Error::executionFailed(
                QStringLiteral("the daytona API answered an exec without a command id (cmdId)"));
            finish(End::Failed, -1);
            return;
        }
        if (m_cancelled || m_timedOut)
            abort(m_timedOut);
        schedulePoll();
    });
}

void DaytonaCommand::schedulePoll()
{
    if (m_end != End::Running)
        return;
    // Every 2 ms for the first 100 ms (most commands end by then), then backing off to 200 ms.
    m_poll.start(m_pollMs);
    if (++m_polls > 50)
        m_pollMs = qMin(m_pollMs * 2, 200);
}

void DaytonaCommand::poll()
{
    call("GET", QStringLiteral("/process/session/%1/command/%2").arg(m_setup.sessionId, m_cmdId), {},
         [this](auto &reply) {
             if (m_end != End::Running)
                 return;
             if (!reply.ok()) {
                 if (reply.transient) {
                     schedulePoll();
                     return;
                 }
                 m_job->outcome().error = reply.error;
                 finish(reply.status == 404 ? End::Lost : End::Failed, -1);
                 return;
             }
             const QJsonValue code = reply.body.object().value(QStringLiteral("exitCode"));
             readLogs(!code.isNull() && !code.isUndefined());
         });
}

void DaytonaCommand::readLogs(bool last)
{
    call("GET", QStringLiteral("/process/session/%1/command/%2/logs").arg(m_setup.sessionId, m_cmdId), {},
         [this, last](auto &reply) {
             if (m_end != End::Running)
                 return;
             if (reply.ok())
                 deliver(reply.body.object());
             else if (!reply.transient) {
                 m_job->outcome().error = reply.error;
                 finish(reply.status == 404 ? End::Lost : End::Failed, -1);
                 return;
             }
             if (!last) {
                 schedulePoll();
                 return;
             }
             // Read the exit code again after the last logs: the command's record is complete now.
             call("GET", QStringLiteral("/process/session/%1/command/%2").arg(m_setup.sessionId, m_cmdId), {},
                  [this](auto &again) {
                      if (m_end == End::Running)
                          finish(End::Exited, again.body.object().value(QStringLiteral("exitCode")).toInt(-1));
                  });
         });
}

void DaytonaCommand::deliver(const QJsonObject &logs)
{
    const QByteArray out = logs.value(QStringLiteral("stdout")).toString().toUtf8();
    const QByteArray err = logs.value(QStringLiteral("stderr")).toString().toUtf8();
    if (out.size() > m_outOffset)
        m_job->appendOutput(OutputStream::Stdout, out.mid(m_outOffset));
    if (err.size() > m_errOffset)
        m_job->appendOutput(OutputStream::Stderr, err.mid(m_errOffset));
    m_outOffset = qMax(m_outOffset, out.size());
    m_errOffset = qMax(m_errOffset, err.size());
    if (!out.isEmpty() || !err.isEmpty())
        m_pollMs = qMin(m_pollMs, 20); // output flows: keep reading it
}

void DaytonaCommand::signalCommand(const char *signal, std::function<void()> then)
{
    const QByteArray script =
        "for p in /proc/[0-9]*; do grep -qsxz AIRLOCK_CMD=" + QByteArray::number(m_setup.sequence) +
        " \"$p/environ\" && kill -" + signal + " \"${p#/proc/}\" 2>/dev/null; done; true";
    const QJsonObject body{{QStringLiteral("command"),
                            QStringLiteral("sh -c %1").arg(QString::fromUtf8(quoted(QString::fromUtf8(script))))},
                           {QStringLiteral("timeout"), 10}};
    call("POST", QStringLiteral("/process/execute"), body, [then = std::move(then)](auto &reply) {
        if (!reply.ok())
            qCWarning(lcDaytona) << "daytona: cannot signal a command:" << reply.error->message;
        then();
    });
}

void DaytonaCommand::abort(bool timeout)
{
    if (m_end != End::Running || m_abortPhase > 0)
        return;
    (timeout ? m_timedOut : m_cancelled) = true;
    if (m_cmdId.isEmpty())
        return; // the exec's answer comes first; start() aborts then
    m_abortPhase = 1;
    m_abortClock.start();
    signalCommand("TERM", [this] {
        connect(&m_abortTimer, &QTimer::timeout, this, [this] {
            if (m_end != End::Running)
                return;
            if (m_abortPhase == 1) {
                m_abortPhase = 2;
                signalCommand("KILL", [this] { m_abortTimer.start(m_setup.killGraceMs + 2500); });
                return;
            }
            // The shell itself runs it (a loop of builtins): only a new session ends it.
            m_stale = true;
            finish(End::Exited, -1);
        });
        m_abortTimer.start(m_setup.killGraceMs);
    });
}

void DaytonaCommand::finish(End end, int exitCode)
{
    if (m_end != End::Running)
        return;
    m_end = end;
    m_poll.stop();
    m_timeout.stop();
    m_abortTimer.stop();
    if (m_job && !m_job->isFinished()) {
        core::ExecOutcome &outcome = m_job->outcome();
        outcome.exitCode = exitCode;
        if (m_timedOut) {
            outcome.exitCode = 124;
            outcome.timedOut = true;
        } else if (m_cancelled) {
            outcome.exitCode = 130;
            outcome.cancelled = true;
        }
        if (m_stale)
            outcome.notes.append(QStringLiteral(
                "the command could not be stopped inside the sandbox; its session was replaced, so the task's "
                "current directory, variables and functions were reset"));
    }
    emit done();
}

} // namespace airlock::backends
