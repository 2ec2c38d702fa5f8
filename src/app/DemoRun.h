// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QPointer>
#include <QProcess>
#include <QStringList>

namespace airlock::engine {
class Engine;
}
namespace airlock::gui {
class MainWindow;
}

namespace airlock::app {

// The demo's scripted agent (`airlock demo-agent`, a child process) started against a running app's bridge socket,
// as any agent's `airlock mcp` would reach it. Its narration, one line per step, is passed on (line()) and shown in
// the window's demo banner; nothing in the engine knows it is a demo.
class DemoRun final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoRun)

public:
    struct Options {
        QString socketPath; // the app's bridge
        QString configPath; // given to `airlock checkpoints restore`, so that the restore is recorded in its audit log
        bool autoAnswer = false;          // the agent tells the person what to answer unless the app answers itself
        engine::Engine *engine = nullptr; // whose registry cleans the demo's tasks at the end
    };

    DemoRun(Options options, gui::MainWindow *window, QObject *parent = nullptr);
    ~DemoRun() override;

    void start();
    // Ends an agent still running (SIGTERM, then SIGKILL after 3 s); finished() follows if still connected.
    void stop();
    QStringList transcript() const { return m_transcript; }

signals:
    void line(const QString &text);
    // 0: every step happened as scripted; otherwise `error` names the step that did not.
    void finished(int exitCode, const QString &error);

private:
    void onOutput();
    void onFinished(int exitCode, QProcess::ExitStatus status);
    // The demo's own tasks (the agent names them), cleaned up before finished().
    void cleanTasks(int exitCode, const QString &error);
    void say(const QString &text);

    Options m_options;
    QPointer<gui::MainWindow> m_window;
    QProcess m_agent;
    QByteArray m_partial;
    QStringList m_transcript;
    QString m_failure; // the agent's last "[failed]" line
    QStringList m_tasks;
};

} // namespace airlock::app
