// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/ExecJob.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

#include <optional>

namespace airlock::engine {
class TerminalService;
class ToolCall;
} // namespace airlock::engine

namespace airlock::gui {

// One command of a task, as the history shows it.
struct CommandRecord {
    QString command;
    QDateTime started;
    qint64 durationMs = -1; // -1 while it runs
    std::optional<int> exitCode;
    QString outcome; // "exit 0", "timed out", "denied: …"
    bool isError = false;
};

// What each task did, for the desktop app: its commands with outcomes and durations, and a bounded transcript of
// their output, cleaned and redacted as the agent sees it. Fed by TerminalService::callStarted; Widgets-free.
class TaskActivity final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskActivity)

public:
    static constexpr qsizetype kMaxTranscriptChars = 512 * 1024;
    static constexpr qsizetype kMaxHistory = 500;

    explicit TaskActivity(engine::TerminalService *service, QObject *parent = nullptr);

    QList<CommandRecord> history(const QString &taskId) const;
    QString transcript(const QString &taskId) const;
    QString label(const QString &taskId) const;
    int runningCalls(const QString &taskId) const;
    // Stops the task's running and waiting calls (before a cleanup the person asked for).
    void cancelCalls(const QString &taskId);
    void forget(const QString &taskId);

signals:
    // `stderrText` is shown apart from stdout; the transcript interleaves them in arrival order.
    void outputAppended(const QString &taskId, const QString &text, bool stderrText);
    void historyChanged(const QString &taskId);
    void labelChanged(const QString &taskId, const QString &label);

private:
    struct Task {
        QList<CommandRecord> history;
        QString transcript;
        QString label;
        QList<QPointer<engine::ToolCall>> calls;
    };

    void onCallStarted(engine::ToolCall *call);
    void append(const QString &taskId, const QString &text, bool stderrText);

    QPointer<engine::TerminalService> m_service;
    QHash<QString, Task> m_tasks;
};

QString tildePath(const QString &path);

} // namespace airlock::gui
