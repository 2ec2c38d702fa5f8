// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DockerBackend.h"

#include "BackendsLog.h"
#include "DockerCli.h"
#include "DockerLeftovers.h"
#include "DockerTransport.h"
#include "OwnerInstance.h"
#include "TransientFault.h"
#include "core/Paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSysInfo>
#include <QTimer>

#include <unistd.h>

namespace airlock::backends {

namespace {

using DockerLeftovers::kInstanceLabel;
using DockerLeftovers::kTaskLabel;
const QString kStateDir = QStringLiteral("/tmp/.airlock-state");

// A --mount value: fields with a comma or quote are CSV-quoted.
QString mountField(const QString &field)
{
    if (!field.contains(QLatin1Char(',')) && !field.contains(QLatin1Char('"')))
        return field;
    QString quoted = field;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

DockerBackend::DockerBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
{
    const quint32 salt = QRandomGenerator::system()->generate() & 0xffffff;
    m_name = QStringLiteral("airlock-%1-%2").arg(safeName(m_options.taskId)).arg(salt, 6, 16, QLatin1Char('0'));
}

DockerBackend::~DockerBackend() = default;

QString DockerBackend::instanceId()
{
    return OwnerInstance::current();
}

QString DockerBackend::hostWorkspace() const
{
    const QString configured = m_options.config.workspaceHostPath;
    if (!configured.isEmpty())
        return core::expandHome(configured);
    // The agent's directory (a bridged agent's), else the configured one, else Airlock's own.
    if (!hostDirectory().isEmpty())
        return hostDirectory();
    return m_options.workingDirectory.isEmpty() ? QDir::currentPath() : m_options.workingDirectory;
}

QString DockerBackend::containerWorkspace() const
{
    const QString configured = m_options.config.workspaceContainerPath;
    return configured.isEmpty() ? QStringLiteral("/workspace") : configured;
}

core::Result<QStringList> DockerBackend::runArguments() const
{
    const core::Config::Docker &c = m_options.config;
    if (c.image.trimmed().isEmpty())
        return core::Error::executionFailed(
            QStringLiteral("docker backend: no image is configured; set `docker.image` in the config file (e.g. "
                           "\"docker.image\": \"debian:12\"); Airlock never pulls one on its own"));
    const QString host = QDir::cleanPath(QFileInfo(hostWorkspace()).absoluteFilePath());
    if (!QFileInfo(host).isDir())
        return core::Error::executionFailed(
            QStringLiteral("docker backend: the workspace `%1` (`docker.workspace.host_path`, default: the task's "
                           "working directory) is not a directory")
                .arg(host));
    const QString target = containerWorkspace();
    if (!target.startsWith(QLatin1Char('/')))
        return core::Error::executionFailed(
            QStringLiteral("docker backend: `docker.workspace.container_path` must be absolute, not `%1`").arg(target));

    QStringList args{QStringLiteral("-d"), QStringLiteral("--pull"), QStringLiteral("never"), QStringLiteral("--name"),
                     m_name, QStringLiteral("--label"), kTaskLabel + QLatin1Char('=') + m_options.taskId,
                     QStringLiteral("--label"), kInstanceLabel + QLatin1Char('=') + instanceId(),
                     QStringLiteral("--init"),
                     // Hardening: no capabilities but those a build needs, no privilege gain through setuid files.
                     QStringLiteral("--cap-drop"), QStringLiteral("ALL")};
    for (const char *cap : {"CHOWN", "DAC_OVERRIDE", "FOWNER", "SETUID", "SETGID"})
        args << QStringLiteral("--cap-add") << QLatin1String(cap);
    args << QStringLiteral("--security-opt") << QStringLiteral("no-new-privileges") << QStringLiteral("--tmpfs")
         << QStringLiteral("/tmp:rw,nosuid,nodev,size=1g") << QStringLiteral("--network") << c.network
         << QStringLiteral("--mount")
         << QStringLiteral("type=bind,%1,%2%3")
                .arg(mountField(QStringLiteral("source=") + host), mountField(QStringLiteral("target=") + target),
                     c.workspaceReadOnly ? QStringLiteral(",readonly") : QString())
         << QStringLiteral("-w") << target;
    if (c.pidsLimit > 0)
        args << QStringLiteral("--pids-limit") << QString::number(c.pidsLimit);
    if (c.memoryMb > 0)
        args << QStringLiteral("--memory") << QStringLiteral("%1m").arg(c.memoryMb);
    if (c.cpus > 0)
        args << QStringLiteral("--cpus") << QString::number(c.cpus);
    // The container's environment is built here, never copied from the host: only what the allowlist names passes,
    // by name, so that values stay out of the command line.
    for (const QString &assignment :
         {QStringLiteral("TERM=dumb"), QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("TMPDIR=/tmp"),
          QString(QStringLiteral("AIRLOCK_TASK_ID=") + m_options.taskId)})
        args << QStringLiteral("-e") << assignment;
    for (const QString &name : c.envAllow) {
        if (m_options.sourceEnvironment.contains(name))
            args << QStringLiteral("-e") << name;
    }
    args << c.image << QStringLiteral("sh") << QStringLiteral("-c") << QStringLiteral("while :; do sleep 3600; done");
    return args;
}

void DockerBackend::fail(const QString &reason, bool transient)
{
    // The registry deletes a backend that failed to start without a cleanup: the container goes on its own.
    if (m_created || m_creating) {
        DockerCli::run(m_options.sourceEnvironment, {QStringLiteral("rm"), QStringLiteral("-f"), m_name},
                       m_options.dockerTimeoutMs, QCoreApplication::instance(),
                       [name = m_name](const DockerCli::Reply &reply) {
                           if (!reply.ok() && !reply.err.contains("No such container"))
                               qCWarning(lcDocker) << "cannot remove container" << name << reply.problem();
                       });
        m_created = m_creating = false;
    }
    m_problem = reason;
    qCInfo(lcDocker) << reason;
    emit startFailed(transient ? core::Error::unavailable(reason) : core::Error::executionFailed(reason));
}

void DockerBackend::start()
{
    const auto args = runArguments();
    if (!args) {
        QTimer::singleShot(0, this, [this, error = args.error()] {
            m_problem = error.message;
            emit startFailed(error);
        });
        return;
    }
    removeOrphansThenCreate();
}

void DockerBackend::removeOrphansThenCreate()
{
    // Before each new container: those of an Airlock that died on this host (one cheap `docker ps`).
    DockerLeftovers::find(m_options.sourceEnvironment, m_options.dockerTimeoutMs, this,
                          [this](const QList<Leftover> &orphans, const QString &problem) {
                              if (!problem.isEmpty() || orphans.isEmpty()) {
                                  // A daemon down or hung: `docker run` says so in its own words.
                                  createContainer();
                                  return;
                              }
                              qCInfo(lcDocker)
                                  << "removing" << orphans.size() << "containers of an Airlock that is gone";
                              QStringList ids;
                              for (const Leftover &orphan : orphans)
                                  ids << orphan.id;
                              DockerLeftovers::remove(m_options.sourceEnvironment, ids, m_options.dockerTimeoutMs, this,
                                                      [this](bool, const QString &) { createContainer(); });
                          });
}

void DockerBackend::createContainer()
{
    const auto args = runArguments();
    DockerCli::run(m_options.sourceEnvironment, QStringList{QStringLiteral("run")} + *args, m_options.dockerTimeoutMs,
                   this, [this](const DockerCli::Reply &reply) {
                       if (m_cleaning)
                           return;
                       if (!reply.ok()) {
                           m_creating = reply.timedOut; // a run that timed out may still have created it
                           fail(QStringLiteral("docker backend: cannot start a container from `%1` "
                                               "(`docker.image`): %2")
                                    .arg(m_options.config.image, reply.problem()),
                                !reply.timedOut && isTransientNetworkFault(reply.problem()));
                           return;
                       }
                       m_created = true;
                       m_creating = false;
                       m_containerId = QString::fromUtf8(reply.out.trimmed()).left(12);
                       detectShell();
                   });
}

void DockerBackend::detectShell()
{
    // Once per container: bash where the image has it, else its sh. The answer is printed rather than an exit status,
    // which `command -v` does not fix and docker uses for its own failures; with no clear "sh", bash is tried, whose
    // start then fails with the reason.
    DockerCli::run(m_options.sourceEnvironment,
                   {QStringLiteral("exec"), m_name, QStringLiteral("sh"), QStringLiteral("-c"),
                    QStringLiteral("if command -v bash >/dev/null; then echo bash; else echo sh; fi")},
                   m_options.dockerTimeoutMs, this, [this](const DockerCli::Reply &reply) {
                       if (m_cleaning)
                           return;
                       m_dialect = reply.ok() && reply.out.trimmed() == "sh" ? ShellScript::Dialect::Posix
                                                                             : ShellScript::Dialect::Bash;
                       if (m_dialect == ShellScript::Dialect::Posix)
                           qCInfo(lcDocker) << "image" << m_options.config.image << "has no bash; using its sh";
                       startShell();
                   });
}

void DockerBackend::startShell()
{
    DockerTransport::Options transport;
    transport.container = m_name;
    transport.stateDir = kStateDir;
    transport.cliEnvironment = m_options.sourceEnvironment;
    transport.dialect = m_dialect;
    ShellSession::Options sessionOptions;
    sessionOptions.stateDir = kStateDir;
    sessionOptions.killGraceMs = m_options.killGraceMs;
    sessionOptions.dialect = m_dialect;
    m_session = new ShellSession([transport](QObject *parent) { return new DockerTransport(transport, parent); },
                                 sessionOptions, this);
    connect(m_session, &ShellSession::ready, this, &Backend::started);
    connect(m_session, &ShellSession::startFailed, this, [this](const QString &reason) {
        fail(QStringLiteral("docker backend: the shell (%1) in container %2 did not start: %3 (the image needs bash, "
                            "or a POSIX sh such as busybox or dash, and /proc)")
                 .arg(shellName(), m_name, reason));
    });
    connect(m_session, &ShellSession::healthChanged, this, [this](bool healthy) {
        if (!healthy)
            inspectHealth();
        emit healthChanged(healthy);
    });
    connect(m_session, &ShellSession::shutDown, this, &DockerBackend::removeContainer);
    m_session->start();
}

void DockerBackend::inspectHealth()
{
    if (m_cleaning)
        return;
    DockerCli::run(m_options.sourceEnvironment,
                   {QStringLiteral("inspect"), QStringLiteral("-f"), QStringLiteral("{{.State.Status}}"), m_name},
                   10000, this, [this](const DockerCli::Reply &reply) {
                       const QString status = QString::fromUtf8(reply.out.trimmed());
                       if (!reply.ok())
                           m_problem = QStringLiteral("container %1 is gone: %2").arg(m_name, reply.problem());
                       else if (status != QLatin1String("running"))
                           m_problem = QStringLiteral("container %1 is %2").arg(m_name, status);
                   });
}

ExecJob *DockerBackend::execute(const ExecRequest &request, QObject *jobParent)
{
    // A host path inside the workspace means the same place in the container.
    ExecRequest mapped = request;
    const QString host = QDir::cleanPath(QFileInfo(hostWorkspace()).absoluteFilePath());
    const QString workdir = QDir::cleanPath(request.workdir);
    if (!request.workdir.isEmpty() && (workdir == host || workdir.startsWith(host + QLatin1Char('/'))))
        mapped.workdir = containerWorkspace() + workdir.mid(host.size());
    return m_session->execute(mapped, jobParent);
}

bool DockerBackend::isHealthy() const
{
    return m_session && m_session->isHealthy() && !m_cleaning;
}

QString DockerBackend::healthProblem() const
{
    if (!m_problem.isEmpty())
        return m_problem;
    return m_session ? m_session->lastError() : QStringLiteral("not started");
}

void DockerBackend::cleanup()
{
    if (!beginCleanup())
        return;
    if (m_session && m_session->state() != ShellSession::State::ShutDown)
        m_session->shutdown(); // then removeContainer()
    else
        removeContainer(); // no shell, or a retry after a failed removal
}

void DockerBackend::removeContainer()
{
    if (m_cleaned)
        return;
    // Also when the run failed or timed out: nothing of ours may stay behind; "no such container" is fine then.
    DockerCli::run(m_options.sourceEnvironment, {QStringLiteral("rm"), QStringLiteral("-f"), m_name},
                   m_options.dockerTimeoutMs, this, [this](const DockerCli::Reply &reply) {
                       if (!m_cleaning || m_cleaned)
                           return;
                       const bool gone = reply.ok() || reply.err.contains("No such container");
                       if (!gone && m_created) {
                           m_cleaning = false; // the registry keeps this backend and may call cleanup() again
                           emit cleanedUp(false, QStringLiteral("cannot remove container %1: %2; remove it with "
                                                                "`docker rm -f %1`")
                                                     .arg(m_name, reply.problem()));
                           return;
                       }
                       m_cleaned = true;
                       emit cleanedUp(true, {});
                   });
}

QString DockerBackend::shellName() const
{
    return m_dialect == ShellScript::Dialect::Posix ? QStringLiteral("sh") : QStringLiteral("bash");
}

QVariantMap DockerBackend::facts() const
{
    QVariantMap facts;
    facts.insert(QStringLiteral("container"), m_name);
    if (!m_containerId.isEmpty())
        facts.insert(QStringLiteral("container_id"), m_containerId);
    facts.insert(QStringLiteral("image"), m_options.config.image);
    if (m_session) {
        facts.insert(QStringLiteral("shell"), shellName());
        facts.insert(QStringLiteral("cwd"), m_session->cwd());
        facts.insert(QStringLiteral("restarts"), m_session->restarts());
    }
    return facts;
}

} // namespace airlock::backends
