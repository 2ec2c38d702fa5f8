// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TaskRegistry.h"

#include "BackendsLog.h"

namespace airlock::backends {

QString taskStateName(TaskState state)
{
    switch (state) {
    case TaskState::Starting: return QStringLiteral("starting");
    case TaskState::Idle: return QStringLiteral("idle");
    case TaskState::Running: return QStringLiteral("running");
    case TaskState::WaitingForApproval: return QStringLiteral("waiting for approval");
    case TaskState::Unhealthy: return QStringLiteral("unhealthy");
    case TaskState::Cleaning: return QStringLiteral("cleaning");
    case TaskState::Gone: return QStringLiteral("gone");
    }
    return {};
}

Lease::Lease(TaskRegistry *registry, QString taskId, QString kind, QObject *parent)
    : QObject(parent)
    , m_registry(registry)
    , m_taskId(std::move(taskId))
    , m_kind(std::move(kind))
{}

Lease::~Lease()
{
    release();
}

void Lease::release()
{
    if (m_released)
        return;
    m_released = true;
    if (m_registry)
        m_registry->released(this);
}

TaskRegistry::TaskRegistry(BackendFactory::Creator creator, Options options, QObject *parent)
    : QObject(parent)
    , m_creator(std::move(creator))
    , m_options(options)
{
    qRegisterMetaType<TaskStatus>();
    m_sweep.setInterval(std::max(1, m_options.sweepSecs) * 1000);
    connect(&m_sweep, &QTimer::timeout, this, &TaskRegistry::sweep);
    m_sweep.start();
}

void TaskRegistry::setOptions(Options options)
{
    m_options = options;
    m_sweep.setInterval(std::max(1, m_options.sweepSecs) * 1000);
}

TaskRegistry::~TaskRegistry()
{
    m_sweep.stop();
    for (const auto &e : std::as_const(m_entries)) {
        for (const auto &lease : std::as_const(e->queue)) {
            if (lease)
                lease->m_registry = nullptr;
        }
        if (e->holder)
            e->holder->m_registry = nullptr;
    }
}

TaskRegistry::Entry *TaskRegistry::find(const QString &taskId) const
{
    const auto it = m_entries.constFind(taskId);
    return it == m_entries.cend() ? nullptr : it->get();
}

TaskRegistry::Entry &TaskRegistry::entry(const QString &taskId, const QString &kind)
{
    if (Entry *existing = find(taskId))
        return *existing;
    auto created = std::make_shared<Entry>();
    created->taskId = taskId;
    created->kind = kind;
    created->lastUsed.start();
    created->lastActivity = QDateTime::currentDateTime();
    m_entries.insert(taskId, created);
    return *created;
}

Lease *TaskRegistry::acquire(const QString &taskId, const QString &kind, QObject *parent, const QString &hostDirectory)
{
    auto *lease = new Lease(this, taskId, kind, parent);
    lease->m_hostDirectory = hostDirectory;
    Entry &e = entry(taskId, kind);
    e.queue.append(lease);
    pump(taskId);
    return lease;
}

bool TaskRegistry::isBusy() const
{
    for (const auto &e : m_entries) {
        if (e->holder || !e->queue.isEmpty() || e->phase == Phase::Cleaning)
            return true;
    }
    return false;
}

void TaskRegistry::pump(const QString &taskId)
{
    Entry *found = find(taskId);
    if (!found)
        return;
    Entry &e = *found;
    if (e.phase == Phase::Cleaning || e.phase == Phase::Starting || e.holder)
        return;
    while (!e.queue.isEmpty() && !e.queue.first())
        e.queue.removeFirst();
    if (e.queue.isEmpty()) {
        if (e.cleanupRequested)
            beginCleanup(e);
        return;
    }
    Lease *next = e.queue.first();

    if (e.backend && next->m_kind != e.kind) {
        retire(e, QStringLiteral("the task's backend changed from %1 to %2; its state was not carried over")
                      .arg(e.kind, next->m_kind));
    } else if (e.backend && !e.cleanupProblem.isEmpty()) {
        retire(e, QStringLiteral("the %1 backend could not be cleaned up (%2) and was replaced; its state was lost")
                      .arg(e.kind, std::exchange(e.cleanupProblem, QString())));
    } else if (e.backend && e.phase == Phase::Ready && !e.backend->isHealthy()) {
        const QString problem = e.backend->healthProblem();
        retire(e, QStringLiteral("the %1 backend was unhealthy (%2) and was rebuilt; its state was lost")
                      .arg(e.kind, problem.isEmpty() ? QStringLiteral("no longer running") : problem));
    }
    e.kind = next->m_kind;

    if (!e.backend) {
        const auto created = m_creator(e.kind, e.taskId, this);
        if (!created) {
            e.queue.removeFirst();
            next->m_error = created.error();
            emit next->failed();
            emitStatus(e);
            pump(taskId);
            return;
        }
        e.backend = *created;
        if (!next->m_hostDirectory.isEmpty())
            e.backend->setHostDirectory(next->m_hostDirectory);
        e.phase = Phase::Made;
        connect(e.backend, &Backend::healthChanged, this, [this, taskId] {
            if (Entry *entry = find(taskId))
                emitStatus(*entry);
        });
    }
    if (e.phase != Phase::Ready) {
        startBackend(e);
        return;
    }
    grant(e);
}

void TaskRegistry::startBackend(Entry &e)
{
    e.phase = Phase::Starting;
    const QString taskId = e.taskId;
    Backend *backend = e.backend;
    connect(
        backend, &Backend::started, this,
        [this, taskId, backend] {
            Entry *entry = find(taskId);
            if (!entry || entry->backend != backend)
                return;
            entry->phase = Phase::Ready;
            grant(*entry);
        },
        Qt::SingleShotConnection);
    connect(
        backend, &Backend::startFailed, this,
        [this, taskId, backend](const core::Error &error) {
            Entry *entry = find(taskId);
            if (!entry || entry->backend != backend)
                return;
            entry->phase = Phase::None;
            entry->backend = nullptr;
            backend->deleteLater();
            while (!entry->queue.isEmpty() && !entry->queue.first())
                entry->queue.removeFirst();
            if (!entry->queue.isEmpty()) {
                Lease *lease = entry->queue.takeFirst();
                lease->m_error = error;
                emit lease->failed();
            }
            emitStatus(*entry);
            pump(taskId);
        },
        Qt::SingleShotConnection);
    emitStatus(e);
    backend->start();
}

void TaskRegistry::grant(Entry &e)
{
    while (!e.queue.isEmpty() && !e.queue.first())
        e.queue.removeFirst();
    if (e.queue.isEmpty() || e.holder)
        return;
    Lease *lease = e.queue.takeFirst();
    e.holder = lease;
    lease->m_backend = e.backend;
    lease->m_notes = e.pendingNotes;
    e.pendingNotes.clear();
    e.lastUsed.restart();
    e.lastActivity = QDateTime::currentDateTime();
    emitStatus(e);
    emit lease->ready();
}

void TaskRegistry::retire(Entry &e, const QString &note)
{
    e.pendingNotes.append(note);
    Backend *old = e.backend;
    e.backend = nullptr;
    e.phase = Phase::None;
    if (!old)
        return;
    old->disconnect(this);
    m_retired.append(old);
    connect(old, &Backend::cleanedUp, this, [this, old] {
        m_retired.removeAll(old);
        old->deleteLater();
        checkAllCleaned();
    });
    old->cleanup();
}

void TaskRegistry::released(Lease *lease)
{
    Entry *e = find(lease->m_taskId);
    if (!e)
        return;
    e->queue.removeAll(lease);
    if (e->holder != lease) {
        pump(e->taskId);
        return;
    }
    e->holder = nullptr;
    e->lastUsed.restart();
    e->lastActivity = QDateTime::currentDateTime();
    e->currentCommand.clear();
    emitStatus(*e);
    if (e->cleanupRequested && e->queue.isEmpty()) {
        beginCleanup(*e);
        return;
    }
    pump(e->taskId);
}

void TaskRegistry::noteOwnShell(const QString &taskId, const QString &kind, const QVariantMap &facts)
{
    Entry &e = entry(taskId, kind);
    e.ownShellFacts = facts;
    e.lastUsed.restart();
    e.lastActivity = QDateTime::currentDateTime();
    emitStatus(e);
}

void TaskRegistry::commandStarted(const QString &taskId, const QString &command)
{
    if (Entry *e = find(taskId)) {
        e->currentCommand = command;
        e->lastActivity = QDateTime::currentDateTime();
        emitStatus(*e);
    }
}

void TaskRegistry::commandFinished(const QString &taskId, std::optional<int> exitCode)
{
    if (Entry *e = find(taskId)) {
        ++e->commandsRun;
        e->lastExitCode = exitCode;
        e->currentCommand.clear();
        e->lastUsed.restart();
        e->lastActivity = QDateTime::currentDateTime();
        emitStatus(*e);
    }
}

void TaskRegistry::setWaitingForApproval(const QString &taskId, const QString &kind, bool waiting)
{
    if (!waiting && !find(taskId))
        return; // nothing to clear: a call decided at once never created the task
    Entry &e = entry(taskId, kind);
    e.waitingForApproval = waiting;
    emitStatus(e);
}

void TaskRegistry::cleanup(const QString &taskId)
{
    Entry *e = find(taskId);
    if (!e) {
        emit cleanupFinished(taskId, true, {});
        return;
    }
    if (e->holder || !e->queue.isEmpty() || e->phase == Phase::Starting) {
        e->cleanupRequested = true; // done when the task's calls have finished
        return;
    }
    beginCleanup(*e);
}

int TaskRegistry::cleanupIdle(bool now)
{
    QStringList idle;
    for (const auto &e : std::as_const(m_entries)) {
        if (!e->holder && e->queue.isEmpty() && e->phase != Phase::Cleaning && e->phase != Phase::Starting &&
            !e->waitingForApproval && (now || e->lastUsed.elapsed() >= qint64(m_options.idleSecs) * 1000))
            idle.append(e->taskId);
    }
    for (const QString &taskId : idle) {
        if (Entry *e = find(taskId))
            beginCleanup(*e);
    }
    return int(idle.size());
}

void TaskRegistry::sweep()
{
    const int cleaned = cleanupIdle();
    if (cleaned > 0)
        qCInfo(lcRegistry) << "cleaned up" << cleaned << "idle task(s)";
}

void TaskRegistry::cleanupAll()
{
    m_cleaningAll = true;
    const QStringList ids = m_entries.keys();
    for (const QString &taskId : ids)
        cleanup(taskId);
    checkAllCleaned();
}

void TaskRegistry::beginCleanup(Entry &e)
{
    if (e.phase == Phase::Cleaning)
        return;
    e.cleanupRequested = false;
    const QString taskId = e.taskId;
    Backend *backend = e.backend;
    if (!backend) {
        m_entries.remove(taskId);
        emit taskRemoved(taskId);
        emit cleanupFinished(taskId, true, {});
        checkAllCleaned();
        return;
    }
    e.phase = Phase::Cleaning;
    e.cleanupProblem.clear();
    emitStatus(e);
    connect(
        backend, &Backend::cleanedUp, this,
        [this, taskId, backend](bool ok, const QString &error) {
            Entry *entry = find(taskId);
            if (!ok && entry && entry->backend == backend) {
                // Kept, with the reason, so that the person can see it and retry (cleanup() again).
                entry->phase = Phase::Ready;
                entry->cleanupProblem = error.isEmpty() ? QStringLiteral("the backend did not say why") : error;
                emitStatus(*entry);
                emit cleanupFinished(taskId, false, entry->cleanupProblem);
                checkAllCleaned();
                pump(taskId);
                return;
            }
            backend->deleteLater();
            if (entry && entry->backend == backend) {
                entry->backend = nullptr;
                entry->phase = Phase::None;
                if (entry->queue.isEmpty()) {
                    TaskStatus last = statusOf(*entry);
                    last.state = TaskState::Gone;
                    m_entries.remove(taskId);
                    emit taskChanged(last);
                    emit taskRemoved(taskId);
                } else {
                    pump(taskId); // a call arrived while cleaning: it gets a fresh backend
                }
            }
            emit cleanupFinished(taskId, ok, error);
            checkAllCleaned();
        },
        Qt::SingleShotConnection);
    backend->cleanup();
}

void TaskRegistry::checkAllCleaned()
{
    if (!m_cleaningAll)
        return;
    // Done when every task's cleanup has ended: a task whose cleanup failed stays (with why, for a retry), but nobody
    // waiting to quit waits for it any longer: its failure was reported (cleanupFinished).
    for (const auto &e : std::as_const(m_entries)) {
        if (e->cleanupProblem.isEmpty() || e->phase == Phase::Cleaning || e->holder || !e->queue.isEmpty() ||
            e->cleanupRequested)
            return;
    }
    m_retired.removeAll(nullptr);
    if (!m_retired.isEmpty())
        return;
    m_cleaningAll = false;
    emit allCleanedUp();
}

TaskStatus TaskRegistry::statusOf(const Entry &e) const
{
    TaskStatus s;
    s.taskId = e.taskId;
    s.kind = e.kind;
    s.idleSecs = e.holder ? 0 : e.lastUsed.elapsed() / 1000;
    s.lastActivity = e.lastActivity;
    s.commandsRun = e.commandsRun;
    s.currentCommand = e.currentCommand;
    s.lastExitCode = e.lastExitCode;
    if (e.backend)
        s.facts = e.backend->facts();
    else if (!e.ownShellFacts.isEmpty())
        s.facts = e.ownShellFacts;
    if (e.phase == Phase::Cleaning)
        s.state = TaskState::Cleaning;
    else if (!e.cleanupProblem.isEmpty()) {
        s.state = TaskState::Unhealthy;
        s.problem = QStringLiteral("cleanup failed: ") + e.cleanupProblem;
    } else if (e.waitingForApproval)
        s.state = TaskState::WaitingForApproval;
    else if (e.phase == Phase::Starting)
        s.state = TaskState::Starting;
    else if (e.backend && e.phase == Phase::Ready && !e.backend->isHealthy()) {
        s.state = TaskState::Unhealthy;
        s.problem = e.backend->healthProblem();
    } else if (e.holder && !e.currentCommand.isEmpty())
        s.state = TaskState::Running;
    else
        s.state = TaskState::Idle;
    return s;
}

void TaskRegistry::emitStatus(const Entry &e)
{
    emit taskChanged(statusOf(e));
}

QList<TaskStatus> TaskRegistry::tasks() const
{
    QList<TaskStatus> list;
    for (const auto &e : m_entries)
        list.append(statusOf(*e));
    return list;
}

bool TaskRegistry::hasReadyBackend(const QString &taskId, const QString &kind) const
{
    const Entry *e = find(taskId);
    return e && e->kind == kind && e->backend && e->phase == Phase::Ready && e->backend->isHealthy();
}

std::optional<TaskStatus> TaskRegistry::status(const QString &taskId) const
{
    if (const Entry *e = find(taskId))
        return statusOf(*e);
    return std::nullopt;
}

} // namespace airlock::backends
