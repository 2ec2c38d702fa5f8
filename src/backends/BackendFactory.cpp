// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BackendFactory.h"

#include "DockerBackend.h"
#include "LocalBackend.h"

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
    const auto canonical = core::Config::canonicalBackend(kind);
    if (!canonical)
        return canonical.error();
    if (*canonical == QLatin1String("local")) {
        LocalBackend::Options options;
        options.taskId = taskId;
        options.shell = m_config.local.shell;
        options.envPassthrough = m_config.envPassthrough;
        options.sourceEnvironment = m_environment;
        if (m_credentials && m_credentials->keychainPending) {
            options.sudoPasswordLater = [credentials = m_credentials] { return credentials->localSudoPassword; };
            options.sudoPasswordSource = QStringLiteral("the keychain");
        } else if (m_credentials) {
            options.sudoPassword = m_credentials->localSudoPassword;
            options.sudoPasswordSource = m_credentials->localSudoSource;
        } else {
            options.sudoPassword = m_environment.value(QStringLiteral("SUDO_PASSWORD"));
        }
        options.airlockBinary = airlockBinary(m_environment);
        return static_cast<Backend *>(new LocalBackend(options, parent));
    }
    if (*canonical == QLatin1String("docker")) {
        DockerBackend::Options options;
        options.taskId = taskId;
        options.config = m_config.docker;
        options.sourceEnvironment = m_environment;
        return static_cast<Backend *>(new DockerBackend(options, parent));
    }
    if (*canonical == QLatin1String("ssh")) {
        SshBackend::Options options;
        options.taskId = taskId;
        options.config = m_config.ssh;
        options.sourceEnvironment = m_environment;
        options.confirmHostKey = m_confirmHostKey;
        return static_cast<Backend *>(new SshBackend(options, parent));
    }
    return core::Error::executionFailed(
        QStringLiteral("the %1 backend is not available in this build of Airlock; use `local`").arg(*canonical));
}

BackendFactory::Creator BackendFactory::creator() const
{
    return [factory = *this](const QString &kind, const QString &taskId, QObject *parent) {
        return factory.create(kind, taskId, parent);
    };
}

} // namespace airlock::backends
