// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TaskAuditHistory.h"
#include "FindingText.h"

#include "engine/AuditExport.h"
#include "engine/AuditLog.h"
#include "engine/AuditReader.h"

namespace airlock::gui {

TaskAuditHistory::TaskAuditHistory(engine::AuditLog *log, QDateTime since, QObject *parent)
    : QObject(parent)
    , m_log(log)
    , m_since(std::move(since))
{
    if (!log)
        return;
    connect(log, &engine::AuditLog::appended, this,
            [this](const engine::AuditRecord &record) { emit changed(record.taskId); });
    // Whether the tab reads the log or the memory may have changed, for whichever task is shown.
    connect(log, &engine::AuditLog::problemChanged, this, [this] { emit changed({}); });
}

TaskAuditHistory::~TaskAuditHistory() = default;

std::optional<QList<CommandRecord>> TaskAuditHistory::history(const QString &taskId)
{
    // A log that cannot write lacks the latest commands: the memory has them.
    if (!m_log || !m_log->problem().isEmpty() || taskId.isEmpty())
        return std::nullopt;
    if (!m_reader) {
        const QString path = m_log->path().isEmpty() ? engine::AuditLog::defaultPath() : m_log->path();
        auto reader = std::make_unique<engine::AuditReader>(path);
        if (!reader->open())
            return std::nullopt; // not created yet (no record so far), or unreadable: tried again next time
        m_reader = std::move(reader);
    }
    engine::AuditQuery query;
    query.taskId = taskId;
    query.since = m_since;
    query.newestFirst = true;
    query.limit = kLimit;
    const auto records = m_reader->query(query);
    if (!records) {
        m_reader.reset();
        return std::nullopt;
    }
    QList<CommandRecord> out;
    out.reserve(records->size());
    for (auto it = records->crbegin(); it != records->crend(); ++it)
        out.append(commandRecord(*it));
    return out;
}

QList<CommandRecord> TaskAuditHistory::merge(QList<CommandRecord> logged, const QList<CommandRecord> &memory)
{
    const qsizetype loggedCount = logged.size();
    const QDateTime newest = logged.isEmpty() ? QDateTime() : logged.last().started;
    for (const CommandRecord &r : memory) {
        if (r.durationMs >= 0) {
            if (newest.isValid() && r.started < newest.addSecs(-kMatchSecs))
                continue; // older than the log's newest record: the log has it
            bool inLog = false;
            for (qsizetype i = loggedCount - 1; i >= 0 && !inLog; --i) {
                const CommandRecord &l = logged.at(i);
                if (l.started < r.started.addSecs(-kMatchSecs))
                    break;
                inLog = l.command == r.command && qAbs(l.started.msecsTo(r.started)) <= kMatchSecs * 1000;
            }
            if (inLog)
                continue;
        }
        logged.append(r);
    }
    return logged;
}

CommandRecord TaskAuditHistory::commandRecord(const engine::AuditRecord &r)
{
    CommandRecord c;
    c.command = r.command;
    c.started = r.time.toLocalTime();
    c.durationMs = std::max<qint64>(0, r.durationMs);
    c.exitCode = r.exitCode;
    if (r.decision != QLatin1String("allowed")) {
        c.isError = true;
        const QString summary = decisionText(r);
        c.outcome = r.message.isEmpty() ? summary : tr("%1: %2").arg(summary, r.message);
    } else if (r.status == QLatin1String("timeout") || r.status == QLatin1String("timed_out")) {
        c.outcome = tr("timed out");
    } else if (r.status == QLatin1String("cancelled")) {
        c.outcome = tr("cancelled");
    } else if (r.exitCode) {
        c.outcome = tr("exit %1").arg(*r.exitCode);
    } else if (r.status == QLatin1String("success")) {
        c.outcome = tr("done");
    } else {
        c.isError = true;
        c.outcome = r.message.isEmpty() ? tr("error[%1]").arg(r.status) : tr("error[%1]: %2").arg(r.status, r.message);
    }
    c.outcome = c.outcome.section(QLatin1Char('\n'), 0, 0).left(300);
    return c;
}

} // namespace airlock::gui
