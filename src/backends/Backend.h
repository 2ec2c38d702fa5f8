// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ExecJob.h"
#include "core/Error.h"

#include <QObject>
#include <QTimer>
#include <QVariantMap>

namespace airlock::backends {

// Where one task's commands run (SPEC-terminal.md §7). One instance per task, cached by TaskRegistry.
class Backend : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Backend)

public:
    using QObject::QObject;
    ~Backend() override = default;

    virtual QString kind() const = 0;
    // Prepares the backend (starts the shell, the container, the connection); emits started() or startFailed().
    virtual void start() = 0;
    // Runs one command; only after started() and while no other command of this backend runs.
    virtual ExecJob *execute(const ExecRequest &request, QObject *jobParent) = 0;
    virtual bool isHealthy() const = 0;
    // Why the backend is unhealthy, for notes and the GUI.
    virtual QString healthProblem() const { return {}; }
    // Releases everything the backend started; emits cleanedUp() once per call that is not already in progress.
    // After cleanedUp(false, why) the registry keeps the backend and may call cleanup() again to retry.
    virtual void cleanup() = 0;
    // Facts for people: pid, container id, host, sandbox id…
    virtual QVariantMap facts() const { return {}; }
    // Where the agent works on this machine, set before start(): the local shell starts there, a container mounts
    // it; backends without the host's files (SSH, cloud sandboxes) ignore it.
    void setHostDirectory(const QString &dir) { m_hostDirectory = dir; }
    QString hostDirectory() const { return m_hostDirectory; }

    // A task id as a part of a file or container name: ASCII letters, digits, - and _, at most 40 characters.
    static QString safeName(const QString &taskId)
    {
        QString out;
        for (const QChar c : taskId.left(40))
            out += (c.isLetterOrNumber() && c.unicode() < 128) || c == QLatin1Char('-') || c == QLatin1Char('_')
                       ? c
                       : QLatin1Char('_');
        return out.isEmpty() ? QStringLiteral("task") : out;
    }

protected:
    // The start every cleanup() shares: false when the backend is cleaned up already (cleanedUp() follows once more)
    // or its cleanup is under way; otherwise it is now cleaning.
    bool beginCleanup()
    {
        if (m_cleaned) {
            QTimer::singleShot(0, this, [this] { emit cleanedUp(true, {}); });
            return false;
        }
        if (m_cleaning)
            return false;
        m_cleaning = true;
        return true;
    }

    bool m_cleaning = false;
    bool m_cleaned = false;

signals:
    void started();
    void startFailed(const airlock::core::Error &error);
    void healthChanged(bool healthy);
    void cleanedUp(bool ok, const QString &error);

private:
    QString m_hostDirectory;
};

} // namespace airlock::backends
