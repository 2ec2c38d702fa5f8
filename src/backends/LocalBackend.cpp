// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LocalBackend.h"

#include "Askpass.h"
#include "BackendsLog.h"
#include "LocalLeftovers.h"
#include "OwnerInstance.h"
#include "ProcessTransport.h"
#include "ShellScript.h"
#include "core/EnvPolicy.h"

#include <QDir>
#include <QFile>
#include <QTimer>

#include <sys/stat.h>
#include <unistd.h>

namespace airlock::backends {

namespace {

// <tmp>/airlock-<uid>, owner-only, so that other users cannot look into a task's files or its askpass socket.
QString privateBase(QString *error)
{
    const QString base = QDir::tempPath() + QStringLiteral("/airlock-%1").arg(getuid());
    QDir().mkpath(base);
    QFile::setPermissions(base, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    struct stat info {
    };
    if (::lstat(QFile::encodeName(base).constData(), &info) != 0 || !S_ISDIR(info.st_mode) || info.st_uid != getuid() ||
        (info.st_mode & 077) != 0) {
        *error = QStringLiteral("%1 is not a private directory owned by this user").arg(base);
        return {};
    }
    return base;
}

} // namespace

LocalBackend::LocalBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
{}

LocalBackend::~LocalBackend() = default;

QString LocalBackend::taskDirectory() const
{
    return m_dir ? m_dir->path() : QString();
}

void LocalBackend::start()
{
    QString error;
    const QString base = privateBase(&error);
    if (base.isEmpty()) {
        QTimer::singleShot(0, this, [this, error] { emit startFailed(core::Error::executionFailed(error)); });
        return;
    }
    m_dir = std::make_unique<QTemporaryDir>(base + QLatin1Char('/') + safeName(m_options.taskId) +
                                            QStringLiteral("-XXXXXX"));
    if (!m_dir->isValid()) {
        const QString reason = QStringLiteral("cannot create the task directory: %1").arg(m_dir->errorString());
        QTimer::singleShot(0, this, [this, reason] { emit startFailed(core::Error::executionFailed(reason)); });
        return;
    }
    const QString tmpDir = m_dir->path() + QStringLiteral("/tmp");
    const QString stateDir = m_dir->path() + QStringLiteral("/state");
    QDir().mkpath(tmpDir);
    QDir().mkpath(stateDir);

    ShellSession::Options sessionOptions;
    sessionOptions.stateDir = stateDir;
    sessionOptions.killGraceMs = m_options.killGraceMs;

    if (SudoPassword::worthAsking(m_options.sudo)) {
        m_sudo = new SudoPassword(m_options.sudo, this);
        m_askpass = new AskpassServer(
            [this](qint64 requester, const AskpassServer::Reply &reply) { m_sudo->answer(requester, reply); },
            [this] { return m_session ? m_session->shellPid() : -1; }, this);
        if (!m_askpass->listen(m_dir->path(), m_options.airlockBinary, &error)) {
            qCWarning(lcLocal) << "sudo helper unavailable:" << error;
            delete m_askpass;
            m_askpass = nullptr;
        } else {
            sessionOptions.extraDefinitions = m_askpass->shellDefinitions();
        }
    }

    const core::EnvPolicy policy(m_options.envPassthrough);
    ProcessTransport::Options transport;
    transport.program = m_options.shell;
    transport.arguments = ShellScript::launchArguments(m_options.shell);
    transport.environment = policy.build(m_options.sourceEnvironment, {m_options.taskId, tmpDir});
    // Which Airlock runs the task: what outlives a killed one is found by it at the next start (LocalLeftovers).
    transport.environment.insert(QString::fromLatin1(LocalLeftoverFinder::kInstanceVariable), OwnerInstance::current());
    transport.workingDirectory = !hostDirectory().isEmpty()              ? hostDirectory()
                                 : !m_options.workingDirectory.isEmpty() ? m_options.workingDirectory
                                                                         : QDir::currentPath();
    transport.taskMarker = "TMPDIR=" + tmpDir.toUtf8();

    m_session = new ShellSession([transport](QObject *parent) { return new ProcessTransport(transport, parent); },
                                 sessionOptions, this);
    connect(m_session, &ShellSession::ready, this, &Backend::started);
    connect(m_session, &ShellSession::startFailed, this, [this](const QString &reason) {
        emit startFailed(core::Error::executionFailed(QStringLiteral("local backend: ") + reason));
    });
    connect(m_session, &ShellSession::healthChanged, this, &Backend::healthChanged);
    connect(m_session, &ShellSession::shutDown, this, [this] {
        m_cleaned = true;
        m_dir.reset(); // removes the task directory with its TMPDIR and saved state
        emit cleanedUp(true, {});
    });
    m_session->start();
}

ExecJob *LocalBackend::execute(const ExecRequest &request, QObject *jobParent)
{
    if (m_askpass)
        m_sudo->commandStarted();
    ExecJob *job = m_session->execute(request, jobParent);
    if (m_askpass) {
        // Connected before the caller sees the job, so the notes are in place before anyone reads the outcome.
        connect(job, &ExecJob::finished, this, [this, job] { job->outcome().notes.append(m_sudo->commandFinished()); });
    }
    return job;
}

bool LocalBackend::isHealthy() const
{
    return m_session && m_session->isHealthy() && !m_cleaning;
}

QString LocalBackend::healthProblem() const
{
    if (!m_session)
        return QStringLiteral("not started");
    return m_session->lastError();
}

void LocalBackend::cleanup()
{
    if (!beginCleanup())
        return;
    if (!m_session) {
        m_cleaned = true;
        m_dir.reset();
        QTimer::singleShot(0, this, [this] { emit cleanedUp(true, {}); });
        return;
    }
    m_session->shutdown();
}

QVariantMap LocalBackend::facts() const
{
    QVariantMap facts;
    if (m_session) {
        facts.insert(QStringLiteral("pid"), m_session->shellPid());
        facts.insert(QStringLiteral("cwd"), m_session->cwd());
        facts.insert(QStringLiteral("restarts"), m_session->restarts());
    }
    if (m_dir)
        facts.insert(QStringLiteral("task_dir"), m_dir->path());
    return facts;
}

} // namespace airlock::backends
