// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaTransport.h"

#include "BackendsLog.h"
#include "HttpJson.h"
#include "PosixShellScript.h"
#include "ShellScript.h"

#include <QJsonDocument>
#include <QJsonObject>

namespace airlock::backends {

namespace {

constexpr qsizetype kWriteChunk = 48 * 1024; // raw bytes per input write (base64 stays below one argument's limit)
constexpr int kMaxWriteRetries = 4;
constexpr int kMaxPollFailures = 5;
constexpr int kSkipPollMs = 250; // polls while a stream is being skipped

// The service refused the request before running it: sending it again cannot run anything twice.
bool refusedBeforeRunning(const HttpJsonReply &reply)
{
    if (reply.status == 429 || reply.status == 502 || reply.status == 503 || reply.status == 504)
        return true;
    return reply.status == 0 && !reply.timedOut && reply.error &&
           reply.error->message.contains(QLatin1String("refused"), Qt::CaseInsensitive);
}

// The sandbox answered that it is gone or stopped: nothing was run.
bool sandboxGone(const HttpJsonReply &reply)
{
    return reply.status == 404 || reply.status == 400 || reply.status == 410;
}

int s_shells = 0;

} // namespace

DaytonaTransport::DaytonaTransport(Options options, QObject *parent)
    : ShellTransport(parent)
    , m_options(std::move(options))
{
    m_options.sessionId += QStringLiteral("-sh%1").arg(++s_shells);
    m_poll.setSingleShot(true);
    m_retryWrite.setSingleShot(true);
    m_retryWrite.setTimerType(Qt::PreciseTimer); // a Retry-After is a floor
    m_killFallback.setSingleShot(true);
    connect(&m_poll, &QTimer::timeout, this, &DaytonaTransport::poll);
    connect(&m_retryWrite, &QTimer::timeout, this, &DaytonaTransport::flush);
    connect(&m_killFallback, &QTimer::timeout, this, [this] { end(-1, 9); });
}

DaytonaTransport::~DaytonaTransport()
{
    if (!m_options.api)
        return;
    // The shell dies with its session; its files go too.
    QByteArray script = "rm -rf " + PosixShellScript::singleQuote(dir()) + "; true";
    if (shellPid() > 0)
        script.prepend("kill -9 " + QByteArray::number(shellPid()) + " 2>/dev/null; ");
    execute(script, [](const HttpJsonReply &) {});
    for (const QString &session : {m_options.sessionId, ioSession()})
        m_options.api->requestUrl("DELETE", url(QStringLiteral("/process/session/") + session), {},
                                  m_options.requestTimeoutMs, [](const HttpJsonReply &) {});
}

QUrl DaytonaTransport::url(const QString &tail) const
{
    return HttpJsonClient::joined(m_options.toolbox, tail);
}

QByteArray DaytonaTransport::dir() const
{
    return "/tmp/.airlock-shell/" + m_options.sessionId.toUtf8();
}

void DaytonaTransport::execute(const QByteArray &script, std::function<void(const HttpJsonReply &)> then)
{
    if (!m_options.api)
        return;
    const QJsonObject body{
        {QStringLiteral("command"), QString::fromUtf8("sh -c " + PosixShellScript::singleQuote(script))},
        {QStringLiteral("timeout"), 20}};
    m_options.api->requestUrl("POST", url(QStringLiteral("/process/execute")), QJsonDocument(body),
                              m_options.requestTimeoutMs,
                              [self = QPointer(this), then = std::move(then)](const HttpJsonReply &reply) {
                                  if (self)
                                      then(reply);
                              });
}

QString DaytonaTransport::ioSession() const
{
    return m_options.sessionId + QStringLiteral("-io");
}

void DaytonaTransport::io(const QByteArray &script, std::function<void(const HttpJsonReply &)> then, bool topLevel)
{
    // A synchronous exec in the io session: its bash runs the script in a subshell (a fork, no new program, where
    // /process/execute starts a shell and more), answered as /process/execute is: {exitCode, result}.
    if (!m_options.api)
        return;
    const QJsonObject body{{QStringLiteral("command"), QString::fromUtf8(topLevel ? script : "( " + script + "\n)")}};
    m_options.api->requestUrl(
        "POST", url(QStringLiteral("/process/session/%1/exec").arg(ioSession())), QJsonDocument(body),
        m_options.requestTimeoutMs, [self = QPointer(this), then = std::move(then)](const HttpJsonReply &reply) {
            if (!self)
                return;
            if (!reply.ok()) {
                then(reply);
                return;
            }
            const QJsonObject answer = reply.body.object();
            QJsonValue out = answer.value(QStringLiteral("stdout"));
            if (!out.isString())
                out = answer.value(QStringLiteral("output"));
            HttpJsonReply same = reply;
            same.body =
                QJsonDocument(QJsonObject{{QStringLiteral("exitCode"), answer.value(QStringLiteral("exitCode"))},
                                          {QStringLiteral("result"), out}});
            then(same);
        });
}

void DaytonaTransport::openSession(const QString &id, std::function<void()> then)
{
    m_options.api->requestUrl("POST", url(QStringLiteral("/process/session")),
                              QJsonDocument(QJsonObject{{QStringLiteral("sessionId"), id}}), m_options.requestTimeoutMs,
                              [self = QPointer(this), then = std::move(then)](const HttpJsonReply &session) {
                                  if (!self)
                                      return;
                                  if (!session.ok()) {
                                      emit self->startFailed(session.error->message);
                                      return;
                                  }
                                  then();
                              });
}

void DaytonaTransport::start()
{
    const QByteArray d = PosixShellScript::singleQuote(dir());
    // The fifo and the output files first, so that no write can make a plain file of the fifo.
    execute("rm -rf " + d + " && mkdir -p " + d + " && cd " + d + " && mkfifo in wait && : >out && : >err",
            [this](const HttpJsonReply &made) {
                if (!made.ok() || made.body.object().value(QStringLiteral("exitCode")).toInt(-1) != 0) {
                    emit startFailed(made.ok() ? QStringLiteral("cannot make the shell's fifo in the sandbox: %1")
                                                     .arg(made.body.object().value(QStringLiteral("result")).toString())
                                               : made.error->message);
                    return;
                }
                // The io session (writes, reads, signals) first, with its descriptors on the files, then the
                // shell's own.
                openSession(ioSession(), [this] {
                    io(
                        DaytonaShellIo::openScript(dir()),
                        [this](const HttpJsonReply &opened) {
                            m_fdReads = opened.ok() && opened.body.object()
                                                           .value(QStringLiteral("result"))
                                                           .toString()
                                                           .contains(QLatin1String("fd-reads"));
                            qCDebug(lcDaytona) << "daytona: built-in reads of the shell's output:" << m_fdReads;
                            openSession(m_options.sessionId, [this] { launch(); });
                        },
                        true);
                });
            });
}

void DaytonaTransport::launch()
{
    const QByteArray d = PosixShellScript::singleQuote(dir());
    // The session's own shell keeps the fifo open for writing, so the bash never reads end of input between
    // writes (it closes its own descriptor of it, see ShellScript).
    QByteArray line = "exec 7<>" + d + "/in; bash";
    for (const QString &argument : ShellScript::launchArguments(QStringLiteral("bash"), m_options.stateDir))
        line += ' ' + PosixShellScript::singleQuote(argument.toUtf8());
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

void DaytonaTransport::setBusy(bool busy)
{
    if (busy == m_busy)
        return;
    m_busy = busy;
    if (!busy)
        return;
    m_firstWrite = true;
    m_arrived = false;
    m_out.delivered = m_err.delivered = 0;
    schedulePoll(true);
}

void DaytonaTransport::write(const QByteArray &bytes)
{
    m_pending += bytes;
    flush();
}

void DaytonaTransport::flush()
{
    if (m_writing || !m_running || m_ended || m_pending.isEmpty() || m_retryWrite.isActive())
        return;
    const QByteArray chunk = m_pending.left(kWriteChunk);
    m_pending.remove(0, chunk.size());
    m_writing = true;
    const bool first = std::exchange(m_firstWrite, false);
    const QByteArray script =
        DaytonaShellIo::writeScript(dir(), chunk, first, first && m_pending.isEmpty() && m_fdReads, m_fdReads);
    io(
        script, [this, chunk, first](const HttpJsonReply &reply) { onWritten(chunk, first, reply); }, true);
}

void DaytonaTransport::onWritten(const QByteArray &chunk, bool first, const HttpJsonReply &reply)
{
    m_writing = false;
    const QJsonObject answer = reply.body.object();
    if (reply.ok() && answer.value(QStringLiteral("exitCode")).toInt(-1) == 0) {
        m_writeRetries = 0;
        m_arrived = true;
        const DaytonaShellIo::Answer read =
            DaytonaShellIo::parse(answer.value(QStringLiteral("result")).toString().toUtf8());
        if (first && read.start) {
            m_out.offset = m_out.size = qMax(m_out.offset, read.start->first);
            m_err.offset = m_err.size = qMax(m_err.offset, read.start->second);
        }
        if (!read.malformed && read.reads.size() == 2) {
            if (!deliver(read))
                return;
        } else if (read.malformed || !read.reads.isEmpty()) {
            stopFdReads("a write's answer could not be read"); // the next poll reads it again, from the offsets
        }
        schedulePoll(true);
        flush();
        return;
    }
    if (reply.ok() && m_fdReads && answer.value(QStringLiteral("exitCode")).toInt(-1) == 127) {
        // The io session lost its functions (a service whose sessions do not keep them): nothing was written.
        stopFdReads("the io session's functions are gone");
        m_pending.prepend(chunk);
        m_firstWrite = first;
        flush();
        return;
    }
    if (reply.ok()) { // the sandbox could not write to the fifo: nothing reached the shell
        lose(core::Error::unavailable(QStringLiteral("cannot write to the shell in the daytona sandbox (status %1): %2")
                                          .arg(answer.value(QStringLiteral("exitCode")).toInt(-1))
                                          .arg(answer.value(QStringLiteral("result")).toString().trimmed())),
             false);
        return;
    }
    if (refusedBeforeRunning(reply) && m_writeRetries < kMaxWriteRetries) {
        // Nothing ran: the same bytes go again, after the server's Retry-After when it gave one.
        ++m_writeRetries;
        m_pending.prepend(chunk);
        m_firstWrite = first;
        m_retryWrite.start(qMax(reply.retryAfterMs, 500 << (m_writeRetries - 1)));
        qCInfo(lcDaytona) << "daytona: a write to the shell was refused; again in" << m_retryWrite.interval() << "ms";
        return;
    }
    const bool maybeRan =
        !refusedBeforeRunning(reply) && !sandboxGone(reply) && reply.status != 401 && reply.status != 403;
    lose(sandboxGone(reply)
             ? core::Error::unavailable(
                   QStringLiteral("the daytona sandbox is gone or stopped (%1)").arg(reply.error->message))
             : *reply.error,
         maybeRan);
}

void DaytonaTransport::schedulePoll(bool busy)
{
    if (m_ended || m_polling)
        return;
    if (!m_busy && !m_writing && m_helpers == 0 && m_pending.isEmpty())
        return; // the shell waits for a command: nothing to read
    if (busy) {
        m_pollMs = 2;
        m_idlePolls = 0;
    } else if (++m_idlePolls > 50) {
        m_pollMs = qMin(m_pollMs * 2, 100);
    }
    if (!m_poll.isActive())
        m_poll.start(m_pollMs);
}

void DaytonaTransport::poll()
{
    if (m_ended || m_polling || m_writing)
        return;
    m_polling = true;
    io(
        DaytonaShellIo::pollScript(dir(), m_out, m_err, m_fdReads),
        [this](const HttpJsonReply &reply) { onPolled(reply); }, true);
}

void DaytonaTransport::take(Stream &stream, const DaytonaShellIo::Read &read, bool isStdout)
{
    if (read.from > stream.offset) {
        if (isStdout)
            emit stdoutSkipped(read.from - stream.offset);
        else
            emit stderrSkipped(read.from - stream.offset);
    }
    stream.offset = qMax(stream.offset, read.from) + read.data.size();
    stream.size = qMax(stream.offset, read.size);
    stream.delivered += read.data.size();
    if (read.data.isEmpty())
        return;
    if (isStdout)
        emit stdoutReady(read.data);
    else
        emit stderrReady(read.data);
}

bool DaytonaTransport::deliver(const DaytonaShellIo::Answer &answer)
{
    take(m_out, answer.reads.at(0), true);
    if (m_ended)
        return false;
    take(m_err, answer.reads.at(1), false);
    return !m_ended;
}

void DaytonaTransport::onPolled(const HttpJsonReply &reply)
{
    m_polling = false;
    const int status = reply.ok() ? reply.body.object().value(QStringLiteral("exitCode")).toInt(-1) : -1;
    const DaytonaShellIo::Answer answer =
        DaytonaShellIo::parse(reply.body.object().value(QStringLiteral("result")).toString().toUtf8());
    if (m_fdReads && (status == 127 || (status == 0 && (answer.malformed || answer.reads.size() != 2)))) {
        stopFdReads(status == 127 ? "the io session's functions are gone" : "a poll's answer could not be read");
        m_poll.start(0); // again, from the offsets
        return;
    }
    if (status != 0) {
        pollFailed(reply, status);
        return;
    }
    if (answer.malformed || answer.reads.size() != 2) {
        pollFailed(reply, -2);
        return;
    }
    m_pollFailures = 0;
    const qint64 before = m_out.offset + m_err.offset;
    const qint64 delivered = m_out.delivered + m_err.delivered;
    if (!deliver(answer))
        return;
    const QByteArray &rc = answer.exitStatus;
    const bool more = m_out.offset < m_out.size || m_err.offset < m_err.size;
    if (!rc.isEmpty() && !more) {
        const int code = rc.toInt();
        if (code > 128 && code < 128 + 65)
            end(-1, code - 128);
        else
            end(code, 0);
        return;
    }
    const bool skipped = m_out.offset + m_err.offset - before > m_out.delivered + m_err.delivered - delivered;
    if (skipped && !m_poll.isActive()) {
        m_poll.start(kSkipPollMs); // a gigabyte flows: look again in a while, not at once
        return;
    }
    schedulePoll(more || m_out.delivered + m_err.delivered > delivered);
}

void DaytonaTransport::pollFailed(const HttpJsonReply &reply, int status)
{
    if (reply.ok() && status == 3) { // the shell's directory is gone
        lose(core::Error::unavailable(
                 QStringLiteral("the shell's files in the daytona sandbox are gone: %1")
                     .arg(reply.body.object().value(QStringLiteral("result")).toString().trimmed())),
             true);
        return;
    }
    if (sandboxGone(reply) || reply.status == 401 || reply.status == 403) {
        lose(sandboxGone(reply)
                 ? core::Error::unavailable(
                       QStringLiteral("the daytona sandbox is gone or stopped (%1)").arg(reply.error->message))
                 : *reply.error,
             true);
        return;
    }
    // Reading is safe to repeat: a few failures in a row (a hang, a bad answer) before the shell counts as lost.
    const core::Error error =
        reply.ok() ? core::Error::unavailable(QStringLiteral("reading the shell's output in the daytona sandbox "
                                                             "failed (status %1)")
                                                  .arg(status))
                   : *reply.error;
    if (++m_pollFailures >= kMaxPollFailures) {
        lose(error, true);
        return;
    }
    qCInfo(lcDaytona) << "daytona: cannot read the shell's output:" << error.message;
    m_poll.start(qMax(reply.retryAfterMs, 200 * m_pollFailures));
}

void DaytonaTransport::stopFdReads(const char *why)
{
    if (!std::exchange(m_fdReads, false))
        return;
    qCWarning(lcDaytona) << "daytona: reading the shell's output through the io session's descriptors failed (" << why
                         << "); reading from offsets from now on";
}

void DaytonaTransport::end(int exitCode, int signal)
{
    if (m_ended)
        return;
    m_ended = true;
    m_running = false;
    m_poll.stop();
    m_retryWrite.stop();
    m_killFallback.stop();
    emit finished(exitCode, signal);
}

void DaytonaTransport::lose(const core::Error &error, bool arrived)
{
    if (m_ended)
        return;
    qCWarning(lcDaytona) << "daytona: the shell cannot be reached:" << error.message;
    m_ended = true;
    m_running = false;
    m_poll.stop();
    m_retryWrite.stop();
    m_killFallback.stop();
    emit lost(error, m_arrived || arrived);
}

void DaytonaTransport::helper(const QByteArray &script, bool wakeAfter)
{
    ++m_helpers;
    io(script, [this, wakeAfter](const HttpJsonReply &reply) {
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
    helper("for p in /proc/[0-9]*; do grep -qsxz AIRLOCK_CMD=" + QByteArray::number(qint64(mark.sequence)) +
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
