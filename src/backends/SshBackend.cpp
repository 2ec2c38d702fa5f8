// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SshBackend.h"

#include "Askpass.h"
#include "BackendsLog.h"
#include "LocalUser.h"
#include "ShellScript.h"
#include "SshSudoRelay.h"
#include "SshTransport.h"
#include "TransientFault.h"
#include "core/Paths.h"
#include "secrets/SecretName.h"

#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>

#include <unistd.h>

namespace airlock::backends {

namespace {

// A remote path for `cd`: `~` and `~/…` mean the remote home, which only the remote shell knows.
QByteArray remotePath(const QString &path)
{
    if (path == QLatin1String("~"))
        return "\"$HOME\"";
    if (path.startsWith(QLatin1String("~/")))
        return "\"$HOME\"/" + SshTransport::shellQuote(path.mid(2));
    return SshTransport::shellQuote(path);
}

} // namespace

SshBackend::SshBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
{
    m_connectTimer.setSingleShot(true);
    connect(&m_connectTimer, &QTimer::timeout, this, [this] {
        fail(QStringLiteral("ssh backend: no answer from %1:%2 within %3 s (ssh.connect_timeout_secs)")
                 .arg(m_options.config.host)
                 .arg(m_options.config.port)
                 .arg(m_options.config.connectTimeoutSecs));
    });
}

SshBackend::~SshBackend() = default;

core::Result<SshConnection::Settings> SshBackend::settings(const core::Config::Ssh &config,
                                                           const QProcessEnvironment &environment)
{
    SshConnection::Settings s;
    s.host = config.host.trimmed();
    if (s.host.isEmpty())
        return core::Error::executionFailed(
            QStringLiteral("ssh backend: no host is configured; set `ssh.host` in the config file"));
    s.port = config.port;
    s.user = config.user.trimmed();
    if (s.user.isEmpty()) {
        s.user = localUserName(environment);
        if (s.user.isEmpty() || s.user == QLatin1String("root"))
            return core::Error::executionFailed(
                QStringLiteral("ssh backend: `ssh.user` is not set and the local user is root; Airlock logs in as "
                               "root only when `ssh.user` says so"));
    }
    s.identityFile = core::expandHome(config.identityFile);
    s.useAgent = config.useAgent;
    s.agentSocket = environment.value(QStringLiteral("SSH_AUTH_SOCK"));
    s.knownHosts =
        core::expandHome(config.knownHosts.isEmpty() ? QStringLiteral("~/.ssh/known_hosts") : config.knownHosts);
    if (config.hostKeyPolicy == QLatin1String("accept-new"))
        s.acceptNewHostKeys = true;
    else if (config.hostKeyPolicy != QLatin1String("strict"))
        return core::Error::executionFailed(
            QStringLiteral("ssh backend: `ssh.host_key_policy` must be \"strict\" or \"accept-new\", not \"%1\"")
                .arg(config.hostKeyPolicy));
    s.connectTimeoutSecs = config.connectTimeoutSecs;
    s.keepaliveSecs = config.keepaliveSecs;
    s.passphrase = environment.value(QStringLiteral("AIRLOCK_SSH_PASSPHRASE"));
    s.password = environment.value(QStringLiteral("AIRLOCK_SSH_PASSWORD"));
    return s;
}

void SshBackend::fail(const QString &reason, bool transient)
{
    if (m_failed)
        return;
    m_failed = true;
    m_connectTimer.stop();
    m_problem = reason;
    qCInfo(lcSsh) << reason;
    if (m_connection) {
        m_connection->disconnect(this);
        m_connection->deleteLater();
        m_connection = nullptr;
    }
    emit startFailed(transient ? core::Error::unavailable(reason) : core::Error::executionFailed(reason));
}

void SshBackend::start()
{
    const auto s = settings(m_options.config, m_options.sourceEnvironment);
    if (!s) {
        QTimer::singleShot(0, this, [this, error = s.error()] {
            m_problem = error.message;
            m_failed = true;
            emit startFailed(error);
        });
        return;
    }
    m_settings = *s;
    m_settings.askBeforeAdding = m_options.secrets.canPrompt(); // headless: accept-new adds it and says so
    m_connectTimer.start((m_options.config.connectTimeoutSecs + 5) * 1000);
    lookUpCredentials([this] { openConnection(); });
}

namespace {

// The identity file whose passphrase the keychain may hold: the configured one, else the first default that exists.
QString keyFileFor(const SshConnection::Settings &s)
{
    if (!s.identityFile.isEmpty())
        return s.identityFile;
    for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
        const QString path = QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
        if (QFileInfo::exists(path))
            return path;
    }
    return {};
}

} // namespace

void SshBackend::lookUpCredentials(std::function<void()> then)
{
    if (const QString sudo = m_options.sourceEnvironment.value(QStringLiteral("SUDO_PASSWORD")); !sudo.isEmpty())
        m_sudoStored = {sudo, QStringLiteral("SUDO_PASSWORD"), {}};
    if (!m_options.secrets.canLookUp()) {
        then();
        return;
    }
    const QString keyFile = keyFileFor(m_settings);
    const QString passphraseName = keyFile.isEmpty() ? QString() : secrets::SecretName::sshPassphrase(keyFile);
    const QString passwordName = secrets::SecretName::sshPassword(m_settings.user, m_settings.host, m_settings.port);
    // The host's sudo password last: SUDO_PASSWORD, else sudo-password/ssh/<host>.
    auto sudoThen = [this, then = std::move(then)] {
        if (!m_sudoStored.value.isEmpty() || m_options.sudo.secretName.isEmpty()) {
            then();
            return;
        }
        m_options.secrets.lookup(m_options.sudo.secretName, this,
                                 [this, then](const QString &value, const QString &problem) {
                                     m_sudoStored = {value, QStringLiteral("the keychain"), problem};
                                     then();
                                 });
    };
    auto passphraseThen = [this, passphraseName, then = std::move(sudoThen)] {
        if (!m_settings.passphrase.isEmpty() || passphraseName.isEmpty()) {
            then();
            return;
        }
        m_options.secrets.lookup(passphraseName, this, [this, then](const QString &value, const QString &problem) {
            m_settings.passphrase = value;
            m_keychainProblem = problem;
            then();
        });
    };
    if (!m_settings.password.isEmpty()) {
        passphraseThen();
        return;
    }
    m_options.secrets.lookup(passwordName, this, [this, passphraseThen](const QString &value, const QString &problem) {
        m_settings.password = value;
        m_keychainProblem = problem;
        passphraseThen();
    });
}

void SshBackend::openConnection()
{
    if (m_failed)
        return; // the connect timeout ran out while the keychain was asked
    m_connection = new SshConnection(m_settings, this);
    connect(m_connection, &SshConnection::hostKeyQuestion, this,
            [this](const QString &where, const QString &keyType, const QString &fingerprint) {
                m_connectTimer.stop(); // a person takes their time
                const QString question =
                    QStringLiteral("Connect to %1? Its host key is not known yet:\n%2 %3\nConfirm only if this is the "
                                   "fingerprint of that host; it is then added to %4.")
                        .arg(where, keyType, fingerprint, m_connection->knownHosts());
                secrets::CredentialQuestion ask;
                ask.kind = secrets::CredentialQuestion::Kind::HostKey;
                ask.title = QStringLiteral("Unknown SSH host key");
                ask.text = question;
                ask.fingerprint = fingerprint;
                // Parented to the connection: a connection that gives up takes its question with it.
                secrets::CredentialRequest *request = m_options.secrets.person->ask(ask, m_connection);
                connect(request, &secrets::CredentialRequest::finished, this, [this, request] {
                    request->deleteLater();
                    if (!m_connection || request->outcome() == secrets::CredentialOutcome::Cancelled)
                        return;
                    m_connectTimer.start((m_options.config.connectTimeoutSecs + 5) * 1000);
                    m_connection->answerHostKey(request->trusted());
                });
            });
    connect(m_connection, &SshConnection::opened, this, [this](const QStringList &notes) {
        m_notes = notes;
        // What the person gave with "remember" proved right: now it goes to the keychain.
        for (const auto &[name, value] : std::exchange(m_toRemember, {})) {
            if (!m_options.secrets.remember)
                continue;
            m_options.secrets.remember(name, value);
            m_notes << QStringLiteral("%1 is now kept in the keychain").arg(name);
        }
        startShell();
    });
    connect(m_connection, &SshConnection::openFailed, this, &SshBackend::onOpenFailed);
    connect(m_connection, &SshConnection::lost, this, [this](const QString &reason) {
        m_problem = QStringLiteral("the SSH connection to %1 was lost: %2").arg(m_connection->target(), reason);
        qCInfo(lcSsh) << m_problem;
        if (m_cleaning) {
            finishCleanup();
            return;
        }
        if (!m_session || m_session->state() == ShellSession::State::Starting) {
            fail(QStringLiteral("ssh backend: ") + m_problem);
            return;
        }
        emit healthChanged(false);
    });
    m_connection->open();
}

void SshBackend::onOpenFailed(const QString &reason)
{
    const SshConnection::AuthNeeds needs = m_connection->authNeeds();
    if (askForCredential(needs, reason))
        return;
    const bool couldHaveHelped = needs.password || !needs.lockedKey.isEmpty();
    fail(QStringLiteral("ssh backend: ") + reason +
             (couldHaveHelped && !m_keychainProblem.isEmpty()
                  ? QStringLiteral(" The keychain could not be asked: %1").arg(m_keychainProblem)
                  : QString()),
         isTransientNetworkFault(reason));
}

bool SshBackend::askForCredential(const SshConnection::AuthNeeds &needs, const QString &reason)
{
    if (!m_options.secrets.canPrompt())
        return false;
    const bool passphrase = !needs.lockedKey.isEmpty() && !m_askedPassphrase;
    const bool password = !passphrase && needs.password && !m_askedPassword;
    if (!passphrase && !password)
        return false;
    const QString target = m_connection->target();
    secrets::CredentialQuestion prompt;
    if (passphrase) {
        m_askedPassphrase = true;
        prompt.name = secrets::SecretName::sshPassphrase(needs.lockedKey);
        prompt.title = QStringLiteral("SSH key passphrase");
        prompt.text =
            QStringLiteral("Task %1 connects to %2 with the key %3, which Airlock cannot read without its "
                           "passphrase%4.")
                .arg(m_options.taskId, target, needs.lockedKey,
                     m_settings.passphrase.isEmpty() ? QString() : QStringLiteral(" (the one given was wrong)"));
        prompt.label = QStringLiteral("Passphrase of %1:").arg(QFileInfo(needs.lockedKey).fileName());
    } else {
        m_askedPassword = true;
        prompt.name = secrets::SecretName::sshPassword(m_settings.user, m_settings.host, m_settings.port);
        prompt.title = QStringLiteral("SSH password");
        prompt.text =
            QStringLiteral("Task %1 connects to %2, which asks for a password%3.")
                .arg(m_options.taskId, target,
                     m_settings.password.isEmpty() ? QString() : QStringLiteral(" (the one given was rejected)"));
        prompt.label = QStringLiteral("Password of %1:").arg(target);
    }
    // This connection is over; the next one uses the answer. The person takes their time: no connect timeout.
    m_connection->disconnect(this);
    m_connection->deleteLater();
    m_connection = nullptr;
    m_connectTimer.stop();
    secrets::CredentialRequest *request = m_options.secrets.person->ask(prompt, this);
    connect(request, &secrets::CredentialRequest::finished, this, [this, request, passphrase, reason] {
        request->deleteLater();
        if (m_failed || m_cleaning)
            return;
        if (request->outcome() != secrets::CredentialOutcome::Answered) {
            fail(QStringLiteral("ssh backend: %1 The person at the desk gave no %2.")
                     .arg(reason, passphrase ? QStringLiteral("passphrase") : QStringLiteral("password")));
            return;
        }
        (passphrase ? m_settings.passphrase : m_settings.password) = request->value();
        if (request->remember())
            m_toRemember.append({request->question().name, request->value()});
        m_connectTimer.start((m_options.config.connectTimeoutSecs + 5) * 1000);
        openConnection();
    });
    return true;
}

void SshBackend::startShell()
{
    // A private directory on the host: the task's TMPDIR, and where the shell saves its state across restarts.
    m_base = QStringLiteral("/tmp/airlock-%1-%2")
                 .arg(QString::number(QRandomGenerator::system()->generate64(), 16), QString::number(::getpid()));
    // sudo is answered by Airlock when there is something to answer with (a stored password, a person): the relay
    // first, so that the helper exists before the shell can run sudo.
    SudoPassword::Options sudo = m_options.sudo;
    sudo.account = m_connection->target();
    sudo.stored = [this] { return m_sudoStored; };
    if (!sudo.secrets.canPrompt() && m_sudoStored.value.isEmpty()) {
        startSession({});
        return;
    }
    m_sudo = new SudoPassword(sudo, this);
    auto *relay =
        new SshSudoRelay(m_connection, m_base, "TMPDIR=" + (m_base + QStringLiteral("/tmp")).toUtf8(), m_sudo, this);
    connect(relay, &SshSudoRelay::ready, this, [this, relay](bool ok, const QString &problem) {
        if (!ok) {
            m_notes << QStringLiteral("sudo on this host is left alone: ") + problem;
            m_sudo->deleteLater();
            m_sudo = nullptr;
            relay->deleteLater();
        }
        startSession(ok ? AskpassServer::shellDefinitions(relay->helperPath()) : QByteArray());
    });
    relay->start();
}

void SshBackend::startSession(const QByteArray &extraDefinitions)
{
    if (m_failed || m_cleaning || !m_connection)
        return;
    const QString tmp = m_base + QStringLiteral("/tmp");
    const QString state = m_base + QStringLiteral("/state");
    QByteArray launch = "(umask 077 && mkdir -p -- " + SshTransport::shellQuote(tmp) + ") && ";
    if (!m_options.config.remoteCwd.isEmpty())
        launch += "cd -- " + remotePath(m_options.config.remoteCwd) + " && ";
    launch += "exec env TERM=dumb LC_ALL=C.UTF-8 " +
              SshTransport::shellQuote(QStringLiteral("AIRLOCK_TASK_ID=") + m_options.taskId) + " " +
              SshTransport::shellQuote(QStringLiteral("TMPDIR=") + tmp) + " " +
              SshTransport::commandLine(QStringList{QStringLiteral("bash")} +
                                        ShellScript::launchArguments(QStringLiteral("bash"), state));
    SshTransport::Options transport;
    transport.launchCommand = launch;
    transport.taskMarker = "TMPDIR=" + tmp.toUtf8();

    ShellSession::Options sessionOptions;
    sessionOptions.stateDir = state;
    sessionOptions.extraDefinitions = extraDefinitions;
    sessionOptions.killGraceMs = m_options.killGraceMs;
    sessionOptions.startTimeoutMs = std::max(15, m_options.config.connectTimeoutSecs) * 1000;
    SshConnection *connection = m_connection;
    m_session = new ShellSession(
        [connection, transport](QObject *parent) { return new SshTransport(connection, transport, parent); },
        sessionOptions, this);
    connect(m_session, &ShellSession::ready, this, [this] {
        m_connectTimer.stop();
        emit started();
    });
    connect(m_session, &ShellSession::startFailed, this, [this](const QString &reason) {
        QString hint;
        if (!m_options.config.remoteCwd.isEmpty())
            hint = QStringLiteral("; check that `ssh.remote_cwd` (%1) exists there").arg(m_options.config.remoteCwd);
        fail(QStringLiteral("ssh backend: the shell on %1 did not start: %2 (bash is needed there%3)")
                 .arg(m_connection ? m_connection->target() : m_options.config.host, reason, hint));
    });
    connect(m_session, &ShellSession::healthChanged, this, &Backend::healthChanged);
    connect(m_session, &ShellSession::shutDown, this, [this] {
        if (!m_connection || !m_connection->isOpen()) {
            finishCleanup();
            return;
        }
        // Remove the task's directory on the host, then disconnect.
        const int channel = m_connection->openChannel(
            SshTransport::commandLine({QStringLiteral("rm"), QStringLiteral("-rf"), QStringLiteral("--"), m_base}));
        connect(m_connection, &SshConnection::channelClosed, this, [this, channel](int closed) {
            if (closed == channel)
                finishCleanup();
        });
        connect(m_connection, &SshConnection::channelFailed, this, [this, channel](int closed) {
            if (closed == channel)
                finishCleanup();
        });
        QTimer::singleShot(5000, this, &SshBackend::finishCleanup);
    });
    m_session->start();
}

ExecJob *SshBackend::execute(const ExecRequest &request, QObject *jobParent)
{
    if (m_sudo)
        m_sudo->commandStarted();
    ExecJob *job = m_session->execute(request, jobParent);
    if (m_sudo) {
        connect(job, &ExecJob::finished, this, [this, job] {
            if (m_sudo)
                job->outcome().notes.append(m_sudo->commandFinished());
        });
    }
    if (!m_notes.isEmpty()) {
        connect(job, &ExecJob::finished, this,
                [job, notes = std::exchange(m_notes, {})] { job->outcome().notes.append(notes); });
    }
    return job;
}

bool SshBackend::isHealthy() const
{
    return m_session && m_session->isHealthy() && m_connection && m_connection->isOpen() && !m_cleaning;
}

QString SshBackend::healthProblem() const
{
    if (!m_problem.isEmpty())
        return m_problem;
    return m_session ? m_session->lastError() : QStringLiteral("not started");
}

void SshBackend::cleanup()
{
    if (!beginCleanup())
        return;
    m_connectTimer.stop();
    if (m_session && m_connection && m_connection->isOpen())
        m_session->shutdown(); // then the task's directory goes, then finishCleanup()
    else
        QTimer::singleShot(0, this, &SshBackend::finishCleanup);
}

void SshBackend::finishCleanup()
{
    if (m_cleaned)
        return;
    m_cleaned = true;
    if (m_connection) {
        m_connection->disconnect(this);
        m_connection->deleteLater(); // disconnects
        m_connection = nullptr;
    }
    emit cleanedUp(true, {});
}

QVariantMap SshBackend::facts() const
{
    QVariantMap facts;
    facts.insert(QStringLiteral("host"), m_options.config.host);
    facts.insert(QStringLiteral("port"), m_options.config.port);
    if (m_connection) {
        facts.insert(QStringLiteral("target"), m_connection->target());
        facts.insert(QStringLiteral("host_key"), m_connection->fingerprint());
    }
    if (m_session) {
        facts.insert(QStringLiteral("cwd"), m_session->cwd());
        facts.insert(QStringLiteral("restarts"), m_session->restarts());
    }
    if (!m_base.isEmpty())
        facts.insert(QStringLiteral("task_dir"), m_base);
    return facts;
}

} // namespace airlock::backends
