// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "DemoLink.h"

#include <QObject>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>

namespace airlock::app {

// The demo agent's script (`airlock demo-agent`): three MCP sessions (three tasks) in a fresh temporary git project,
// each step narrated on stdout as one line "[step] what happened". It checks what comes back as any agent would see
// it and fails naming the step when something did not happen as scripted.
class DemoScript final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoScript)

public:
    struct Options {
        QString socketPath;
        QString configPath;      // for `airlock checkpoints restore` (its audit log)
        bool autoAnswer = false; // the app answers the approvals itself
    };

    explicit DemoScript(Options options, QObject *parent = nullptr);

    void start();
    // Removes the temporary project now (SIGTERM, the app gone).
    void abandon();

signals:
    void finished(int exitCode);

private:
    using Step = void (DemoScript::*)();
    void next();
    void say(const char *tag, const QString &text);
    void fail(const QString &why);

    void connectTasks();
    void makeProject();
    void runThreeTasks();
    void deleteBuild();
    void findCheckpoint();
    void forcePush();
    void timeOut();
    void showSecret();
    void restoreBuild();
    void checkRestored();
    void cleanUp();

    void runAirlock(const QStringList &arguments, std::function<void(int exitCode, const QString &out)> done);
    QString project() const;
    QString dockerImage() const;

    Options m_options;
    QList<std::pair<const char *, Step>> m_steps;
    int m_step = -1;
    bool m_over = false;
    QTemporaryDir m_root;
    DemoLink *m_build;
    DemoLink *m_tests;
    DemoLink *m_third;
    QString m_checkpoint;
    QString m_dockerImage; // the third task runs in a container of it; empty: locally
    int m_waiting = 0;     // calls of the step still out
};

} // namespace airlock::app
