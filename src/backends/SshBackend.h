// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/BackendKind.h"

#include "Backend.h"
#include "SecretAccess.h"
#include "ShellSession.h"
#include "SshConnection.h"
#include "SudoPassword.h"
#include "core/Config.h"

#include <QProcessEnvironment>
#include <QTimer>

#include <functional>

namespace airlock::backends {

// A persistent bash on an SSH host (libssh): one connection per task, the shell on one channel of it. The task's
// files live in a private directory under the remote /tmp (its TMPDIR and saved shell state). A dropped
// connection makes the backend unhealthy; the registry then builds a new one and says that the state was lost.
class SshBackend final : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshBackend)

public:
    struct Options {
        QString taskId;
        core::Config::Ssh config;
        QProcessEnvironment sourceEnvironment = QProcessEnvironment::systemEnvironment();
        int killGraceMs = 2000;
        SecretAccess secrets;       // the keychain for passwords and passphrases, and the person to ask
        SudoPassword::Options sudo; // the host's sudo password: its keychain name and the person to ask
    };

    explicit SshBackend(Options options, QObject *parent = nullptr);
    ~SshBackend() override;

    QString kind() const override { return core::backendName(core::BackendKind::Ssh); }
    void start() override;
    ExecJob *execute(const ExecRequest &request, QObject *jobParent) override;
    bool isHealthy() const override;
    QString healthProblem() const override;
    void cleanup() override;
    QVariantMap facts() const override;

    ShellSession *session() const { return m_session; }
    // The connection settings from the configuration and the environment, or an error naming the setting.
    static core::Result<SshConnection::Settings> settings(const core::Config::Ssh &config,
                                                          const QProcessEnvironment &environment);

private:
    // Ends a start that failed; a transient fault (a server or daemon not up yet, SPEC-terminal.md §8) is
    // core::ErrorKind::Unavailable, which the call retries, since nothing ran.
    void fail(const QString &reason, bool transient = false);
    // The password and the key's passphrase from the keychain when the environment has none, then `then`.
    void lookUpCredentials(std::function<void()> then);
    void openConnection();
    void onOpenFailed(const QString &reason);
    // Asks the person for what the failed authentication lacked; false when there is nothing (more) to ask.
    bool askForCredential(const SshConnection::AuthNeeds &needs, const QString &reason);
    void startShell();
    void startSession(const QByteArray &extraDefinitions);
    void finishCleanup();

    Options m_options;
    SshConnection::Settings m_settings;
    bool m_askedPassword = false;
    bool m_askedPassphrase = false;
    QString m_keychainProblem;         // why the keychain could not be asked for the password or passphrase
    SudoPassword::Stored m_sudoStored; // the host's sudo password from SUDO_PASSWORD or the keychain
    SudoPassword *m_sudo = nullptr;    // answers the host's sudo through SshSudoRelay
    QList<std::pair<QString, QString>> m_toRemember; // keychain name and value, stored once the connection opens
    SshConnection *m_connection = nullptr;
    ShellSession *m_session = nullptr;
    QString m_base; // the task's directory on the host
    QString m_problem;
    QStringList m_notes;
    QTimer m_connectTimer;
    bool m_failed = false;
};

} // namespace airlock::backends
