// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/BackendKind.h"

#include "Backend.h"
#include "ShellSession.h"
#include "core/Config.h"

#include <QProcessEnvironment>

namespace airlock::backends {

// One hardened container per task (`docker run` through the CLI), with a persistent bash in it through
// `docker exec -i`, or sh when the image has no bash (PosixShellScript). Containers carry the labels io.airlock.task
// and io.airlock.instance, so that those of an Airlock that died are found and removed when the next one starts a
// container.
class DockerBackend final : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DockerBackend)

public:
    struct Options {
        QString taskId;
        core::Config::Docker config;
        QString workingDirectory; // the default workspace; empty: Airlock's own
        QProcessEnvironment sourceEnvironment = QProcessEnvironment::systemEnvironment();
        int killGraceMs = 2000;
        int dockerTimeoutMs = 60000; // for `docker run` and `docker rm`
    };

    explicit DockerBackend(Options options, QObject *parent = nullptr);
    ~DockerBackend() override;

    QString kind() const override { return core::backendName(core::BackendKind::Docker); }
    void start() override;
    ExecJob *execute(const ExecRequest &request, QObject *jobParent) override;
    bool isHealthy() const override;
    QString healthProblem() const override;
    void cleanup() override;
    QVariantMap facts() const override;

    QString containerName() const { return m_name; }
    QString shellName() const; // "bash", or "sh" for an image without bash
    ShellSession *session() const { return m_session; }

    // The `docker run` arguments for this task (without the leading `run`), or an error naming the setting at fault.
    core::Result<QStringList> runArguments() const;
    // This process's value of the io.airlock.instance label.
    static QString instanceId();

private:
    // Ends a start that failed; a transient fault (a server or daemon not up yet, SPEC-terminal.md §8) is
    // core::ErrorKind::Unavailable, which the call retries, since nothing ran.
    void fail(const QString &reason, bool transient = false);
    void removeOrphansThenCreate();
    void createContainer();
    void detectShell();
    void startShell();
    void removeContainer();
    void inspectHealth();
    QString hostWorkspace() const;
    QString containerWorkspace() const;

    Options m_options;
    QString m_name;
    QString m_containerId;
    ShellSession *m_session = nullptr;
    ShellScript::Dialect m_dialect = ShellScript::Dialect::Bash;
    QString m_problem;
    bool m_created = false;
    bool m_creating = false;
};

} // namespace airlock::backends
