// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Backend.h"
#include "Leftovers.h"
#include "SecretAccess.h"
#include "SshBackend.h"
#include "core/Config.h"

#include <QProcessEnvironment>

#include <functional>
#include <memory>
#include <optional>

namespace airlock::backends {

// Builds the backend of one task from the configuration. An unknown kind is an error, never the local shell.
class BackendFactory final
{
public:
    using Creator = std::function<core::Result<Backend *>(const QString &kind, const QString &taskId, QObject *parent)>;

    // The credentials backends get when they are made; the Engine fills them from the environment at once and from
    // the keychain when it answers (asynchronously), so a backend never waits for the keychain.
    struct Credentials {
        QString localSudoPassword;
        QString localSudoSource;      // "SUDO_PASSWORD" or "the keychain"
        bool keychainPending = false; // the keychain has not answered yet: backends ask for the password later
        QString keychainProblem;      // why the keychain could not be asked, for results; empty when it answered

        // Whether the local shells get Airlock's sudo helper: there is, or may be, something to say to sudo.
        bool routesSudo() const
        {
            return !localSudoPassword.isEmpty() || keychainPending || !keychainProblem.isEmpty();
        }
    };

    // Without credentials, SUDO_PASSWORD from the environment is the local backend's sudo password.
    explicit BackendFactory(core::Config config,
                            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment(),
                            std::shared_ptr<const Credentials> credentials = {});

    // The keychain and the person, for the credentials a backend finds missing while it starts or runs, and (the
    // person) for unknown SSH host keys under host_key_policy accept-new.
    void setSecretAccess(SecretAccess access) { m_secrets = std::move(access); }

    // Backends made from now on use it (Engine::applyConfig); running ones keep theirs.
    void setConfig(core::Config config) { m_config = std::move(config); }
    core::Result<Backend *> create(const QString &kind, const QString &taskId, QObject *parent) const;
    Creator creator() const;
    // What create() would refuse for `kind` (an unknown or unavailable backend, a configuration it cannot use),
    // found without starting anything, so that the engine says so before it asks the person to approve.
    std::optional<core::Error> configurationError(const QString &kind) const;
    // A LeftoverFinder for each backend kind that could have left something behind here (BackendFactoryChecks.cpp:
    // one line per kind). The engine asks them at start.
    QList<LeftoverFinder *> leftoverFinders(QObject *parent) const;

    // Where `airlock askpass` is: $AIRLOCK_BINARY, else this program when it is airlock.
    static QString airlockBinary(const QProcessEnvironment &environment);

private:
    core::Result<Backend *> createModal(const QString &taskId, QObject *parent) const; // ModalFactory.cpp

    core::Config m_config;
    QProcessEnvironment m_environment;
    SecretAccess m_secrets;
    std::shared_ptr<const Credentials> m_credentials;
};

} // namespace airlock::backends
