// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Backend.h"
#include "BackendFactory.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTimer>

#include <memory>
#include <optional>

namespace airlock::backends {

enum class TaskState { Starting, Idle, Running, WaitingForApproval, Unhealthy, Cleaning, Gone };
QString taskStateName(TaskState state);

// What the GUI's task table shows of one task.
struct TaskStatus {
    QString taskId;
    QString kind;
    TaskState state = TaskState::Idle;
    qint64 idleSecs = 0;
    QDateTime lastActivity;
    int commandsRun = 0;
    QString currentCommand;
    std::optional<int> lastExitCode;
    QString problem;
    QVariantMap facts;
};

class TaskRegistry;

// The right to run commands on one task's backend. Calls of one task hold leases one at a time, in arrival order.
class Lease final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Lease)

public:
    ~Lease() override;

    bool isReady() const { return m_backend != nullptr; }
    bool isFailed() const { return m_error.has_value(); }
    Backend *backend() const { return m_backend; }
    const core::Error &error() const { return *m_error; }
    QStringList notes() const { return m_notes; }
    QString taskId() const { return m_taskId; }
    // Gives the backend back; the next call of the task may run. Also done on destruction.
    void release();

signals:
    void ready();
    void failed();

private:
    friend class TaskRegistry;
    Lease(TaskRegistry *registry, QString taskId, QString kind, QObject *parent);

    QPointer<TaskRegistry> m_registry;
    QString m_taskId;
    QString m_kind;
    QString m_hostDirectory;
    QPointer<Backend> m_backend;
    std::optional<core::Error> m_error;
    QStringList m_notes;
    bool m_released = false;
};

// Per-task backend cache: builds a task's backend on first use, health-checks it on every acquire and rebuilds it
// when dead, serialises a task's calls, cleans up idle backends from a timer, and never cleans one a call holds.
class TaskRegistry final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TaskRegistry)

public:
    struct Options {
        int idleSecs = 300;
        int sweepSecs = 60;
    };

    TaskRegistry(BackendFactory::Creator creator, Options options, QObject *parent = nullptr);
    ~TaskRegistry() override;

    // Starts the task's backend if needed. Check isReady()/isFailed() first: the lease may be granted at once.
    // `hostDirectory`: where the agent works, for a backend this call creates (Backend::setHostDirectory).
    Lease *acquire(const QString &taskId, const QString &kind, QObject *parent, const QString &hostDirectory = {});

    // A task whose commands run in an agent's own shell, seen through the agent's hook: shown like any task (its
    // `kind` the label of that shell, e.g. "claude-code (own shell)"), with `facts` (cwd, agent) as its status
    // facts. It has no backend: it goes idle like any task, and cleaning it up only forgets it.
    void noteOwnShell(const QString &taskId, const QString &kind, const QVariantMap &facts);

    // Activity reported by the calls, for the status.
    void commandStarted(const QString &taskId, const QString &command);
    void commandFinished(const QString &taskId, std::optional<int> exitCode);
    void setWaitingForApproval(const QString &taskId, const QString &kind, bool waiting);

    // Cleanup: of one task (after its current call when one holds it), of idle tasks, of all.
    void cleanup(const QString &taskId);
    // Cleans up the tasks no call holds or waits for that have been idle for the idle TTL, or, with `now`, however
    // briefly ("clean up idle tasks now"). Returns how many.
    int cleanupIdle(bool now = false);
    void cleanupAll();
    bool hasTasks() const { return !m_entries.isEmpty(); }
    bool isBusy() const;

    QList<TaskStatus> tasks() const;
    std::optional<TaskStatus> status(const QString &taskId) const;
    // Whether the task has a started, healthy backend of `kind`: its configuration made one already (what a call
    // then need not check again).
    bool hasReadyBackend(const QString &taskId, const QString &kind) const;
    Options options() const { return m_options; }
    // A new idle TTL and sweep interval, from the next sweep on.
    void setOptions(Options options);

signals:
    void taskChanged(const airlock::backends::TaskStatus &status);
    void taskRemoved(const QString &taskId);
    void cleanupFinished(const QString &taskId, bool ok, const QString &error);
    // After cleanupAll(): every task's cleanup has ended. A task whose cleanup failed stays, with why (cleanupFinished
    // said so), until a retry succeeds.
    void allCleanedUp();

private:
    friend class Lease;
    // A task's backend lifecycle, one state: none yet → made → starting → ready → cleaning → none (or back to ready
    // when a cleanup failed). A start that failed, or a backend retired as unhealthy, goes back to None.
    enum class Phase { None, Made, Starting, Ready, Cleaning };
    struct Entry {
        QString taskId;
        QString kind;
        QPointer<Backend> backend;
        Phase phase = Phase::None;
        bool cleanupRequested = false;   // clean up once the task's calls have ended
        bool waitingForApproval = false; // a call of the task waits for the person (shown in the table)
        QPointer<Lease> holder;
        QList<QPointer<Lease>> queue;
        QElapsedTimer lastUsed;
        QDateTime lastActivity;
        int commandsRun = 0;
        QString currentCommand;
        std::optional<int> lastExitCode;
        QStringList pendingNotes;
        QString cleanupProblem;    // the last cleanup failed: why (the entry stays until a retry succeeds)
        QVariantMap ownShellFacts; // a task of an agent's own shell (noteOwnShell): what its status shows
    };

    Entry *find(const QString &taskId) const;
    Entry &entry(const QString &taskId, const QString &kind);
    void pump(const QString &taskId);
    void grant(Entry &entry);
    void startBackend(Entry &entry);
    void retire(Entry &entry, const QString &note);
    void beginCleanup(Entry &entry);
    void released(Lease *lease);
    void sweep();
    void emitStatus(const Entry &entry);
    TaskStatus statusOf(const Entry &entry) const;
    void checkAllCleaned();

    BackendFactory::Creator m_creator;
    Options m_options;
    QHash<QString, std::shared_ptr<Entry>> m_entries;
    QList<QPointer<Backend>> m_retired; // replaced backends still cleaning up
    QTimer m_sweep;
    bool m_cleaningAll = false;
};

} // namespace airlock::backends

Q_DECLARE_METATYPE(airlock::backends::TaskStatus)
