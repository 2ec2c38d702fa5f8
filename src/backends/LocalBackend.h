// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/BackendKind.h"

#include "Backend.h"
#include "ShellSession.h"
#include "SudoPassword.h"

#include <QProcessEnvironment>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>
#include <memory>

namespace airlock::backends {

class AskpassServer;

// The default backend: a persistent `bash --norc --noprofile` on this machine, with a private per-task directory
// holding its TMPDIR, its saved state and the sudo helper.
class LocalBackend final : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalBackend)

public:
    struct Options {
        QString taskId;
        QString shell = QStringLiteral("bash");
        QStringList envPassthrough;
        QString workingDirectory; // where the task starts; empty: Airlock's own
        QProcessEnvironment sourceEnvironment = QProcessEnvironment::systemEnvironment();
        // How sudo gets its password (see SudoPassword); with neither a stored password nor a person, sudo is left
        // alone.
        SudoPassword::Options sudo;
        QString airlockBinary; // runs `airlock askpass`
        int killGraceMs = 2000;
    };

    explicit LocalBackend(Options options, QObject *parent = nullptr);
    ~LocalBackend() override;

    QString kind() const override { return core::backendName(core::BackendKind::Local); }
    void start() override;
    ExecJob *execute(const ExecRequest &request, QObject *jobParent) override;
    bool isHealthy() const override;
    QString healthProblem() const override;
    void cleanup() override;
    QVariantMap facts() const override;

    ShellSession *session() const { return m_session; }
    QString taskDirectory() const;

private:
    Options m_options;
    std::unique_ptr<QTemporaryDir> m_dir;
    ShellSession *m_session = nullptr;
    AskpassServer *m_askpass = nullptr;
    SudoPassword *m_sudo = nullptr;
};

} // namespace airlock::backends
