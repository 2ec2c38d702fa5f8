// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Backend.h"
#include "ModalApi.h"
#include "ModalShellState.h"

#include <QPointer>

#include <functional>

namespace airlock::backends {

// A task's commands in one Modal sandbox, reached through a ModalApi (gRPC direct or the managed gateway), with
// the shell state carried between calls by ModalShellState (Modal has no persistent shell).
class ModalBackend final : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalBackend)

public:
    struct Options {
        QString taskId;
        ModalSandboxSpec spec;
        std::function<ModalApi *(QObject *parent)> makeApi; // how Modal is reached (injected: tests pass fakes)
        int graceSecs = 10; // after a command's timeout, how long the sandbox gets to stop it
        // The same, when it must first ask the keychain for credentials: `done` gets the API or why there is none.
        std::function<void(QObject *parent, std::function<void(core::Result<ModalApi *>)> done)> resolveApi;
    };

    ModalBackend(Options options, QObject *parent = nullptr);
    ~ModalBackend() override = default;

    QString kind() const override { return QStringLiteral("modal"); }
    void start() override;
    ExecJob *execute(const ExecRequest &request, QObject *jobParent) override;
    bool isHealthy() const override;
    QString healthProblem() const override;
    void cleanup() override;
    QVariantMap facts() const override;

private:
    void probeShell();
    void lose(const QString &why);
    void finishJob(ExecJob *job, ModalExec *exec, int exitCode, const std::optional<core::Error> &error,
                   bool mayHaveStarted, bool sandboxGone);

    Options m_options;
    ModalApi *m_api = nullptr;
    ModalSandboxInfo m_info;
    ModalShellState m_state;
    bool m_bash = true;
    bool m_healthy = false;
    QString m_problem;
    QPointer<ModalExec> m_running;
};

} // namespace airlock::backends
