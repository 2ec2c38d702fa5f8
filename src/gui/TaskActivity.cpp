// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TaskActivity.h"

#include "core/Redactor.h"
#include "engine/LiveOutput.h"
#include "engine/TerminalService.h"

#include <QDir>
#include <QElapsedTimer>

namespace airlock::gui {

QString tildePath(const QString &path)
{
    const QString home = QDir::homePath();
    if (path == home)
        return QStringLiteral("~");
    if (path.startsWith(home + QLatin1Char('/')))
        return QLatin1Char('~') + path.mid(home.size());
    return path;
}

namespace {

QString outcomeOf(const core::ToolResult &result)
{
    if (result.isError)
        return result.text.section(QLatin1Char('\n'), 0, 0).left(300);
    if (result.cancelled)
        return TaskActivity::tr("cancelled");
    if (result.timedOut)
        return TaskActivity::tr("timed out");
    return TaskActivity::tr("exit %1").arg(result.exitCode);
}

QString durationText(qint64 ms)
{
    return ms < 1000 ? TaskActivity::tr("%1 ms").arg(ms) : TaskActivity::tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

} // namespace

TaskActivity::TaskActivity(engine::TerminalService *service, QObject *parent)
    : QObject(parent)
    , m_service(service)
{
    connect(service, &engine::TerminalService::callStarted, this, &TaskActivity::onCallStarted);
}

QList<CommandRecord> TaskActivity::history(const QString &taskId) const
{
    return m_tasks.value(taskId).history;
}

QString TaskActivity::transcript(const QString &taskId) const
{
    return m_tasks.value(taskId).transcript;
}

QString TaskActivity::label(const QString &taskId) const
{
    return m_tasks.value(taskId).label;
}

int TaskActivity::runningCalls(const QString &taskId) const
{
    const auto it = m_tasks.constFind(taskId);
    if (it == m_tasks.constEnd())
        return 0;
    int count = 0;
    for (const QPointer<engine::ToolCall> &call : it->calls)
        count += call && !call->isFinished() ? 1 : 0;
    return count;
}

void TaskActivity::cancelCalls(const QString &taskId)
{
    const auto it = m_tasks.find(taskId);
    if (it == m_tasks.end())
        return;
    const QList<QPointer<engine::ToolCall>> calls = it->calls;
    for (const QPointer<engine::ToolCall> &call : calls) {
        if (call && !call->isFinished())
            call->cancel();
    }
}

void TaskActivity::forget(const QString &taskId)
{
    m_tasks.remove(taskId);
}

void TaskActivity::onCallStarted(engine::ToolCall *call)
{
    const QString taskId = call->taskId();
    Task &task = m_tasks[taskId];
    if (task.label.isEmpty()) {
        const engine::CallContext &context = call->context();
        const QString who = context.clientName.isEmpty() ? taskId : context.clientName;
        task.label =
            who + QStringLiteral(" · ") + tildePath(m_service->startDirectory(taskId, {}, context.startDirectory));
        emit labelChanged(taskId, task.label);
    }
    task.calls.removeAll(nullptr);
    task.calls.append(call);

    CommandRecord record;
    // Shown as the agent's results show text: a token typed into a command is masked here too.
    record.command = QString::fromStdString(core::Redactor::redact(call->command().toStdString()));
    record.started = QDateTime::currentDateTime();
    task.history.append(record);
    if (task.history.size() > kMaxHistory)
        task.history.removeFirst();
    emit historyChanged(taskId);
    append(taskId, QStringLiteral("$ %1\n").arg(record.command), false);

    auto *live = new engine::LiveOutput(call);
    QElapsedTimer clock;
    clock.start();
    connect(call, &engine::ToolCall::output, live, &engine::LiveOutput::feed);
    connect(live, &engine::LiveOutput::text, this,
            [this, taskId](backends::OutputStream stream, const std::string &clean) {
                append(taskId, QString::fromUtf8(clean.data(), qsizetype(clean.size())),
                       stream == backends::OutputStream::Stderr);
            });
    QPointer<engine::ToolCall> guard(call);
    const QDateTime started = record.started;
    connect(call, &engine::ToolCall::finished, this, [this, guard, live, clock, taskId, started] {
        const qint64 ms = clock.elapsed();
        if (!guard)
            return;
        live->finish(true);
        const core::ToolResult &result = guard->result();
        const auto it = m_tasks.find(taskId);
        if (it == m_tasks.end())
            return;
        for (auto r = it->history.rbegin(); r != it->history.rend(); ++r) {
            if (r->started == started && r->durationMs < 0) {
                r->durationMs = ms;
                r->isError = result.isError;
                if (!result.isError && !result.cancelled && !result.timedOut)
                    r->exitCode = result.exitCode;
                r->outcome = outcomeOf(result);
                append(taskId, QStringLiteral("[%1 · %2]\n").arg(r->outcome, durationText(ms)), result.isError);
                break;
            }
        }
        emit historyChanged(taskId);
    });
}

void TaskActivity::append(const QString &taskId, const QString &text, bool stderrText)
{
    const auto it = m_tasks.find(taskId);
    if (it == m_tasks.end())
        return;
    QString &transcript = it->transcript;
    transcript += text;
    if (transcript.size() > kMaxTranscriptChars) {
        // Down to three quarters at once, so that a flood does not move the whole transcript for every chunk; whole
        // lines where possible: cut after the first newline past the excess.
        qsizetype cut = transcript.size() - kMaxTranscriptChars * 3 / 4;
        const qsizetype newline = transcript.indexOf(QLatin1Char('\n'), cut);
        if (newline >= 0 && newline - cut < 4096)
            cut = newline + 1;
        transcript.remove(0, cut);
    }
    emit outputAppended(taskId, text, stderrText);
}

} // namespace airlock::gui
