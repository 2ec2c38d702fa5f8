// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/BackendKind.h"

#include "Backend.h"
#include "CliCommand.h"
#include "Leftovers.h"
#include "ShellSession.h"
#include "core/Config.h"

#include <QProcessEnvironment>

namespace airlock::backends {

// One Apptainer (or Singularity) instance per task (`instance start --containall --cleanenv --no-home …` through the
// CLI), with a persistent bash in it through `exec --cleanenv instance://<name> bash`, or sh when the image has no
// bash. Each instance has a small state file (stateDirectory()) naming its task and its OwnerInstance, so that those
// of an Airlock that died are found (ApptainerLeftoverFinder).
class ApptainerBackend final : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApptainerBackend)

public:
    struct Options {
        QString taskId;
        core::Config::Singularity config;
        QStringList envPassthrough; // names passed into the instance (as APPTAINERENV_<name>, values stay off argv)
        QString workingDirectory;   // the default workspace; empty: Airlock's own
        QProcessEnvironment sourceEnvironment = QProcessEnvironment::systemEnvironment();
        int killGraceMs = 2000;
        int cliTimeoutMs = 120000; // for `instance start` (which may pull an image) and `instance stop`
    };

    explicit ApptainerBackend(Options options, QObject *parent = nullptr);
    ~ApptainerBackend() override;

    QString kind() const override { return core::backendName(core::BackendKind::Singularity); }
    void start() override;
    ExecJob *execute(const ExecRequest &request, QObject *jobParent) override;
    bool isHealthy() const override;
    QString healthProblem() const override;
    void cleanup() override;
    QVariantMap facts() const override;

    QString instanceName() const { return m_name; }
    ShellSession *session() const { return m_session; }
    // `singularity.binary`, else `apptainer` on PATH, else `singularity`; empty when none is found.
    static QString findBinary(const core::Config::Singularity &config, const QProcessEnvironment &environment);
    // Where the instances' state files are: /tmp/airlock-apptainer-<uid>.
    static QString stateDirectory();
    // The `instance start` arguments (without `instance start`), or an error naming the setting at fault.
    core::Result<QStringList> startArguments() const;

private:
    void fail(const QString &reason);
    void run(const QStringList &arguments, CliCommand::Callback callback);
    void startInstance();
    void detectShell();
    void startShell();
    void stopInstance();
    // Whether the shell process is still there: a stopped instance takes its shell with it at once, before Qt
    // notices the `exec` ending (one read of /proc/<pid>/stat).
    bool shellAlive() const;
    // After the shell died while idle: whether the instance itself is gone (`instance list`), for healthProblem().
    void inspectInstance();
    void writeState() const;
    void removeState() const;
    QString hostWorkspace() const;

    Options m_options;
    QString m_name;
    QString m_binary;
    QString m_overlay;
    QString m_hostWorkspace; // absolute, clean; fixed when the instance starts
    QString m_flags;         // the isolation flags, for facts()
    ShellSession *m_session = nullptr;
    ShellScript::Dialect m_dialect = ShellScript::Dialect::Bash;
    QString m_problem;
    bool m_created = false;
};

// The instances an Airlock that is gone left (from their state files); remove = `instance stop` and delete.
class ApptainerLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApptainerLeftoverFinder)

public:
    ApptainerLeftoverFinder(QString binary, QProcessEnvironment environment, QObject *parent = nullptr);
    // Null when there is no apptainer or singularity binary.
    static ApptainerLeftoverFinder *create(const core::Config &config, const QProcessEnvironment &environment,
                                           QObject *parent = nullptr);

    QString kind() const override { return core::backendName(core::BackendKind::Singularity); }
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

private:
    QString m_binary;
    QProcessEnvironment m_environment;
};

} // namespace airlock::backends
