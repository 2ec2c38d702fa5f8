// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ApptainerBackend.h"

#include "BackendsLog.h"
#include "OwnerInstance.h"
#include "ProcessTransport.h"
#include "ShellScript.h"
#include "core/Paths.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTimer>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace airlock::backends {

namespace {

const QString kWorkspace = QStringLiteral("/workspace");
const QString kShellState = QStringLiteral("/tmp/.airlock-state");

QString cliProblem(const CliCommand::Reply &reply, const QString &binary, int timeoutMs)
{
    if (reply.failedToStart)
        return QStringLiteral("`%1` could not be started").arg(binary);
    if (reply.timedOut)
        return QStringLiteral("`%1` did not answer within %2 s and was killed").arg(binary).arg(timeoutMs / 1000.0);
    const QString text = QString::fromUtf8(reply.err.trimmed() + reply.out.trimmed()).trimmed();
    return text.isEmpty() ? QStringLiteral("%1 exited with status %2").arg(binary).arg(reply.exitCode) : text;
}

} // namespace

ApptainerBackend::ApptainerBackend(Options options, QObject *parent)
    : Backend(parent)
    , m_options(std::move(options))
{
    const quint32 salt = QRandomGenerator::system()->generate() & 0xffffff;
    m_name = QStringLiteral("airlock-%1-%2").arg(safeName(m_options.taskId)).arg(salt, 6, 16, QLatin1Char('0'));
    m_binary = findBinary(m_options.config, m_options.sourceEnvironment);
}

ApptainerBackend::~ApptainerBackend() = default;

QString ApptainerBackend::findBinary(const core::Config::Singularity &config, const QProcessEnvironment &environment)
{
    const QStringList path = environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    const QString configured = core::expandHome(config.binary.trimmed());
    if (!configured.isEmpty()) {
        if (configured.contains(QLatin1Char('/')))
            return QFileInfo(configured).isExecutable() ? configured : QString();
        return QStandardPaths::findExecutable(configured, path);
    }
    for (const char *name : {"apptainer", "singularity"}) {
        const QString found = QStandardPaths::findExecutable(QLatin1String(name), path);
        if (!found.isEmpty())
            return found;
    }
    return {};
}

QString ApptainerBackend::stateDirectory()
{
    return QStringLiteral("/tmp/airlock-apptainer-%1").arg(::getuid());
}

QString ApptainerBackend::hostWorkspace() const
{
    if (!m_options.config.workspaceHostPath.isEmpty())
        return core::expandHome(m_options.config.workspaceHostPath);
    if (!hostDirectory().isEmpty())
        return hostDirectory();
    return m_options.workingDirectory.isEmpty() ? QDir::currentPath() : m_options.workingDirectory;
}

core::Result<QStringList> ApptainerBackend::startArguments() const
{
    const core::Config::Singularity &c = m_options.config;
    if (c.image.trimmed().isEmpty())
        return core::Error::executionFailed(
            QStringLiteral("singularity backend: no image is configured; set `singularity.image` in the config file "
                           "(e.g. \"singularity.image\": \"docker://debian:12\" or a .sif path)"));
    const QString host = QDir::cleanPath(QFileInfo(hostWorkspace()).absoluteFilePath());
    if (!QFileInfo(host).isDir() || host.contains(QLatin1Char(':')) || host.contains(QLatin1Char(',')))
        return core::Error::executionFailed(
            QStringLiteral("singularity backend: the workspace `%1` (`singularity.workspace.host_path`, default: the "
                           "task's working directory) is not a directory "
                           "that can be bound (no `:` or `,` in its path)")
                .arg(host));
    QStringList args{QStringLiteral("--containall"), QStringLiteral("--cleanenv"), QStringLiteral("--no-home")};
    if (c.overlay)
        args << QStringLiteral("--overlay") << m_overlay;
    else
        args << QStringLiteral("--writable-tmpfs");
    args << QStringLiteral("--bind") << host + QLatin1Char(':') + kWorkspace;
    if (c.network != QLatin1String("host"))
        args << QStringLiteral("--net") << QStringLiteral("--network") << QStringLiteral("none");
    if (c.cpu > 0)
        args << QStringLiteral("--cpus") << QString::number(c.cpu);
    if (c.memoryMb > 0)
        args << QStringLiteral("--memory") << QStringLiteral("%1M").arg(c.memoryMb);
    args << c.image.trimmed() << m_name;
    return args;
}

void ApptainerBackend::run(const QStringList &arguments, CliCommand::Callback callback)
{
    CliCommand::run(m_binary, arguments, m_options.sourceEnvironment, m_options.cliTimeoutMs, this,
                    std::move(callback));
}

void ApptainerBackend::fail(const QString &reason)
{
    if (m_created) {
        // The registry deletes a backend that failed to start without a cleanup: the instance goes on its own.
        CliCommand::run(m_binary, {QStringLiteral("instance"), QStringLiteral("stop"), m_name},
                        m_options.sourceEnvironment, m_options.cliTimeoutMs, QCoreApplication::instance(),
                        [](const CliCommand::Reply &) {});
        m_created = false;
    }
    removeState();
    m_problem = reason;
    qCInfo(lcApptainer) << reason;
    emit startFailed(core::Error::executionFailed(reason));
}

void ApptainerBackend::start()
{
    if (m_binary.isEmpty()) {
        const QString reason =
            QStringLiteral("singularity backend: neither `apptainer` nor `singularity` was found on PATH (%1), and "
                           "`singularity.binary` %2; install Apptainer or set `singularity.binary`")
                .arg(m_options.sourceEnvironment.value(QStringLiteral("PATH")),
                     m_options.config.binary.isEmpty()
                         ? QStringLiteral("is not set")
                         : QStringLiteral("(`%1`) is not an executable").arg(m_options.config.binary));
        QTimer::singleShot(0, this, [this, reason] { fail(reason); });
        return;
    }
    m_overlay = stateDirectory() + QLatin1Char('/') + m_name + QStringLiteral("-overlay");
    const auto args = startArguments();
    if (!args) {
        QTimer::singleShot(0, this, [this, error = args.error()] {
            m_problem = error.message;
            emit startFailed(error);
        });
        return;
    }
    run({QStringLiteral("version")}, [this](const CliCommand::Reply &reply) {
        if (m_cleaning)
            return;
        if (!reply.ok()) {
            fail(QStringLiteral("singularity backend: `%1 version` failed: %2")
                     .arg(m_binary, cliProblem(reply, m_binary, m_options.cliTimeoutMs)));
            return;
        }
        startInstance();
    });
}

void ApptainerBackend::startInstance()
{
    QDir().mkpath(stateDirectory());
    if (m_options.config.overlay)
        QDir().mkpath(m_overlay);
    writeState();
    m_created = true; // a start that fails half-way may still have made it
    const QStringList args = *startArguments();
    m_hostWorkspace = QDir::cleanPath(QFileInfo(hostWorkspace()).absoluteFilePath());
    m_flags = args.mid(0, args.size() - 2).join(QLatin1Char(' ')); // computed once: facts() are asked on every call
    run(QStringList{QStringLiteral("instance"), QStringLiteral("start")} + args,
        [this](const CliCommand::Reply &reply) {
            if (m_cleaning)
                return;
            if (!reply.ok()) {
                fail(QStringLiteral("singularity backend: cannot start an instance of `%1` (`singularity.image`): %2")
                         .arg(m_options.config.image, cliProblem(reply, m_binary, m_options.cliTimeoutMs)));
                return;
            }
            detectShell();
        });
}

void ApptainerBackend::detectShell()
{
    run({QStringLiteral("exec"), QStringLiteral("--cleanenv"), QStringLiteral("instance://") + m_name,
         QStringLiteral("sh"), QStringLiteral("-c"),
         QStringLiteral("if command -v bash >/dev/null; then echo bash; else echo sh; fi")},
        [this](const CliCommand::Reply &reply) {
            if (m_cleaning)
                return;
            m_dialect =
                reply.ok() && reply.out.trimmed() == "sh" ? ShellScript::Dialect::Posix : ShellScript::Dialect::Bash;
            startShell();
        });
}

void ApptainerBackend::startShell()
{
    const QString shell = m_dialect == ShellScript::Dialect::Posix ? QStringLiteral("sh") : QStringLiteral("bash");
    ProcessTransport::Options transport;
    transport.program = m_binary;
    transport.arguments =
        QStringList{QStringLiteral("exec"), QStringLiteral("--cleanenv"), QStringLiteral("--pwd"), kWorkspace};
    const QString marker = QStringLiteral("AIRLOCK_APPTAINER_INSTANCE=") + m_name;
    for (const QString &assignment :
         {QStringLiteral("TERM=dumb"), QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("TMPDIR=/tmp"),
          QString(QStringLiteral("AIRLOCK_TASK_ID=") + m_options.taskId), marker})
        transport.arguments << QStringLiteral("--env") << assignment;
    transport.arguments << QStringLiteral("instance://") + m_name << shell
                        << ShellScript::launchArguments(shell, kShellState, m_dialect);
    // Values of passed-through variables travel as APPTAINERENV_<name>, never on the command line.
    transport.environment = m_options.sourceEnvironment;
    for (const QString &name : m_options.envPassthrough)
        if (m_options.sourceEnvironment.contains(name))
            transport.environment.insert(QStringLiteral("APPTAINERENV_") + name,
                                         m_options.sourceEnvironment.value(name));
    transport.taskMarker = marker.toUtf8();
    transport.namespacedShell = true; // --containall: the instance has its own PID namespace
    ShellSession::Options sessionOptions;
    sessionOptions.stateDir = kShellState;
    sessionOptions.killGraceMs = m_options.killGraceMs;
    sessionOptions.dialect = m_dialect;
    m_session = new ShellSession([transport](QObject *parent) { return new ProcessTransport(transport, parent); },
                                 sessionOptions, this);
    connect(m_session, &ShellSession::ready, this, &Backend::started);
    connect(m_session, &ShellSession::startFailed, this, [this, shell](const QString &reason) {
        fail(QStringLiteral("singularity backend: the shell (%1) in instance %2 did not start: %3")
                 .arg(shell, m_name, reason));
    });
    connect(m_session, &ShellSession::healthChanged, this, [this](bool healthy) {
        if (!healthy && !m_cleaning) {
            m_problem = QStringLiteral("instance %1: %2").arg(m_name, m_session->lastError());
            inspectInstance();
        }
        emit healthChanged(healthy);
    });
    connect(m_session, &ShellSession::shutDown, this, &ApptainerBackend::stopInstance);
    m_session->start();
}

ExecJob *ApptainerBackend::execute(const ExecRequest &request, QObject *jobParent)
{
    // A host path inside the workspace means the same place in the instance.
    ExecRequest mapped = request;
    const QString &host = m_hostWorkspace;
    const QString workdir = QDir::cleanPath(request.workdir);
    if (!request.workdir.isEmpty() && (workdir == host || workdir.startsWith(host + QLatin1Char('/'))))
        mapped.workdir = kWorkspace + workdir.mid(host.size());
    return m_session->execute(mapped, jobParent);
}

bool ApptainerBackend::isHealthy() const
{
    return m_session && m_session->isHealthy() && !m_cleaning && shellAlive();
}

bool ApptainerBackend::shellAlive() const
{
    const qint64 pid = m_session->shellPid();
    if (pid <= 0)
        return true;
    // "<pid> (<comm>) <state> …": gone when a zombie, or when the pid is no longer a shell's. Plain read(2): this
    // runs several times per call (the registry asks before each call and for each status it emits).
    char path[40];
    std::snprintf(path, sizeof path, "/proc/%lld/stat", static_cast<long long>(pid));
    const int fd = ::open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    char buffer[128];
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    ::close(fd);
    const QByteArrayView line(buffer, n > 0 ? n : 0);
    const qsizetype open = line.indexOf('(');
    const qsizetype close = line.lastIndexOf(')');
    if (open < 0 || close < open || close + 2 >= line.size())
        return false;
    const QByteArrayView comm = line.sliced(open + 1, close - open - 1);
    const char state = line.at(close + 2);
    return state != 'Z' && state != 'X' && (comm == "bash" || comm == "sh");
}

QString ApptainerBackend::healthProblem() const
{
    if (!m_problem.isEmpty())
        return m_problem;
    if (m_session && m_session->isHealthy() && !shellAlive())
        return QStringLiteral("the shell in instance %1 is gone; was the instance stopped outside Airlock?")
            .arg(m_name);
    return m_session ? m_session->lastError() : QStringLiteral("not started");
}

void ApptainerBackend::inspectInstance()
{
    run({QStringLiteral("instance"), QStringLiteral("list"), QStringLiteral("--json")},
        [this](const CliCommand::Reply &reply) {
            if (m_cleaning || !reply.ok())
                return;
            const QJsonArray list =
                QJsonDocument::fromJson(reply.out).object().value(QStringLiteral("instances")).toArray();
            for (const QJsonValue &instance : list)
                if (instance.toObject().value(QStringLiteral("instance")).toString() == m_name)
                    return;
            m_problem = QStringLiteral("instance %1 was stopped outside Airlock: `%2 instance list` no longer shows it")
                            .arg(m_name, m_binary);
        });
}

void ApptainerBackend::cleanup()
{
    if (!beginCleanup())
        return;
    if (m_session && m_session->state() != ShellSession::State::ShutDown)
        m_session->shutdown(); // then stopInstance()
    else
        QTimer::singleShot(0, this, &ApptainerBackend::stopInstance);
}

void ApptainerBackend::stopInstance()
{
    if (m_cleaned)
        return;
    if (!m_created || m_binary.isEmpty()) {
        m_cleaned = true;
        removeState();
        emit cleanedUp(true, {});
        return;
    }
    run({QStringLiteral("instance"), QStringLiteral("stop"), m_name}, [this](const CliCommand::Reply &reply) {
        if (!m_cleaning || m_cleaned)
            return;
        const bool gone = reply.ok() || reply.err.contains("no instance found");
        if (!gone) {
            m_cleaning = false; // the registry keeps this backend and may call cleanup() again
            emit cleanedUp(false, QStringLiteral("cannot stop instance %1: %2; stop it with `%3 instance stop %1`")
                                      .arg(m_name, cliProblem(reply, m_binary, m_options.cliTimeoutMs), m_binary));
            return;
        }
        m_created = false;
        m_cleaned = true;
        removeState();
        emit cleanedUp(true, {});
    });
}

void ApptainerBackend::writeState() const
{
    QFile f(stateDirectory() + QLatin1Char('/') + m_name + QStringLiteral(".json"));
    if (!f.open(QIODevice::WriteOnly)) {
        qCWarning(lcApptainer) << "cannot write" << f.fileName();
        return;
    }
    f.write(QJsonDocument(QJsonObject{{QStringLiteral("instance"), m_name},
                                      {QStringLiteral("task"), m_options.taskId},
                                      {QStringLiteral("owner"), OwnerInstance::current()},
                                      {QStringLiteral("image"), m_options.config.image},
                                      {QStringLiteral("overlay"), m_options.config.overlay ? m_overlay : QString()}})
                .toJson(QJsonDocument::Compact));
}

void ApptainerBackend::removeState() const
{
    if (!m_overlay.isEmpty())
        QDir(m_overlay).removeRecursively();
    QFile::remove(stateDirectory() + QLatin1Char('/') + m_name + QStringLiteral(".json"));
}

QVariantMap ApptainerBackend::facts() const
{
    QVariantMap facts;
    facts.insert(QStringLiteral("instance"), m_name);
    facts.insert(QStringLiteral("image"), m_options.config.image);
    facts.insert(QStringLiteral("binary"), m_binary);
    if (!m_flags.isEmpty())
        facts.insert(QStringLiteral("flags"), m_flags);
    if (m_session) {
        facts.insert(QStringLiteral("shell"),
                     m_dialect == ShellScript::Dialect::Posix ? QStringLiteral("sh") : QStringLiteral("bash"));
        facts.insert(QStringLiteral("cwd"), m_session->cwd());
        facts.insert(QStringLiteral("restarts"), m_session->restarts());
    }
    return facts;
}

} // namespace airlock::backends
