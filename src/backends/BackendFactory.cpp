// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BackendFactory.h"

#include "core/BackendKind.h"

#include "ApptainerBackend.h"
#include "DaytonaBackend.h"
#include "DockerBackend.h"
#include "LocalBackend.h"
#include "LocalUser.h"
#include "secrets/SecretName.h"

#include <QCoreApplication>
#include <QFileInfo>

namespace airlock::backends {

BackendFactory::BackendFactory(core::Config config, QProcessEnvironment environment,
                               std::shared_ptr<const Credentials> credentials)
    : m_config(std::move(config))
    , m_environment(std::move(environment))
    , m_credentials(std::move(credentials))
{}

QString BackendFactory::airlockBinary(const QProcessEnvironment &environment)
{
    const QString configured = environment.value(QStringLiteral("AIRLOCK_BINARY"));
    if (!configured.isEmpty())
        return configured;
    const QString self = QCoreApplication::applicationFilePath();
    if (QFileInfo(self).fileName() == QLatin1String("airlock"))
        return self;
    const QString sibling = QCoreApplication::applicationDirPath() + QStringLiteral("/airlock");
    return QFileInfo::exists(sibling) ? sibling : self;
}

core::Result<Backend *> BackendFactory::create(const QString &kind, const QString &taskId, QObject *parent) const
{
    const auto parsed = core::parseBackendKind(kind);
    if (!parsed)
        return parsed.error();
    switch (*parsed) {
    case core::BackendKind::Local: {
        LocalBackend::Options options;
        options.taskId = taskId;
        options.shell = m_config.local.shell;
        options.envPassthrough = m_config.envPassthrough;
        options.sourceEnvironment = m_environment;
        options.sudo.taskId = taskId;
        options.sudo.secretName = secrets::SecretName::localSudoPassword();
        options.sudo.account = QStringLiteral("%1 on this machine").arg(localUserName(m_environment));
        options.sudo.secrets = m_secrets;
        if (m_credentials) {
            // Read when sudo asks: the keychain, or a person in another task, may give it after this task started.
            if (m_credentials->routesSudo() || m_secrets.canPrompt())
                options.sudo.stored = [credentials = m_credentials] {
                    return SudoPassword::Stored{credentials->localSudoPassword, credentials->localSudoSource,
                                                credentials->keychainProblem};
                };
        } else if (const QString password = m_environment.value(QStringLiteral("SUDO_PASSWORD")); !password.isEmpty()) {
            options.sudo.stored = [password] {
                return SudoPassword::Stored{password, QStringLiteral("SUDO_PASSWORD"), {}};
            };
        }
        options.airlockBinary = airlockBinary(m_environment);
        return static_cast<Backend *>(new LocalBackend(options, parent));
    }
    case core::BackendKind::Docker: {
        DockerBackend::Options options;
        options.taskId = taskId;
        options.config = m_config.docker;
        options.sourceEnvironment = m_environment;
        return static_cast<Backend *>(new DockerBackend(options, parent));
    }
    case core::BackendKind::Ssh: {
        SshBackend::Options options;
        options.taskId = taskId;
        options.config = m_config.ssh;
        options.sourceEnvironment = m_environment;
        options.secrets = m_secrets;
        options.sudo.taskId = taskId;
        options.sudo.secretName =
            secrets::SecretName::sudoPassword(core::backendName(core::BackendKind::Ssh), m_config.ssh.host.trimmed());
        options.sudo.secrets = m_secrets;
        return static_cast<Backend *>(new SshBackend(options, parent));
    }
    case core::BackendKind::Daytona: {
        DaytonaBackend::Options options;
        options.taskId = taskId;
        options.config = m_config.daytona;
        options.sourceEnvironment = m_environment;
        options.secrets = m_secrets;
        return static_cast<Backend *>(new DaytonaBackend(options, parent));
    }
    case core::BackendKind::Modal: return createModal(taskId, parent);
    case core::BackendKind::Singularity: {
        ApptainerBackend::Options options;
        options.taskId = taskId;
        options.config = m_config.singularity;
        options.envPassthrough = m_config.envPassthrough;
        options.sourceEnvironment = m_environment;
        return static_cast<Backend *>(new ApptainerBackend(options, parent));
    }
    }
    return core::Error::executionFailed(
        QStringLiteral("the %1 backend is not available in this build of Airlock; use `local`")
            .arg(core::backendName(*parsed)));
}

BackendFactory::Creator BackendFactory::creator() const
{
    return [factory = *this](const QString &kind, const QString &taskId, QObject *parent) {
        return factory.create(kind, taskId, parent);
    };
}

} // namespace airlock::backends
