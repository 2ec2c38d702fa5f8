// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SandboxRoot.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace airlock::emulators {

SandboxRoot::SandboxRoot(const QString &stateDir, const QString &id, bool network)
    : m_id(id)
    , m_dir(QDir(stateDir).filePath(id))
    , m_fs(QDir(m_dir).filePath(QStringLiteral("fs")))
    , m_network(network)
    , m_bwrap(bwrapAvailable())
{
    for (const char *sub : {"root", "home", "tmp", "workspace"})
        QDir().mkpath(QDir(m_fs).filePath(QString::fromLatin1(sub)));
}

bool SandboxRoot::exists() const
{
    return QFileInfo(m_fs).isDir();
}

QString SandboxRoot::hostPath(const QString &sandboxPath) const
{
    return QDir::cleanPath(m_fs + QLatin1Char('/') + sandboxPath);
}

bool SandboxRoot::bwrapAvailable()
{
    static const bool found = !QStandardPaths::findExecutable(QStringLiteral("bwrap")).isEmpty() &&
                              qEnvironmentVariable("AIRLOCK_EMULATOR_NO_BWRAP").isEmpty();
    return found;
}

void SandboxRoot::prepare(QProcess &process, const QStringList &argv, const QString &cwd,
                          const QMap<QString, QString> &env) const
{
    QProcessEnvironment environment;
    for (auto it = env.begin(); it != env.end(); ++it)
        environment.insert(it.key(), it.value());
    if (!m_bwrap) {
        // No isolation: the command still gets its own directory and environment.
        process.setProgram(argv.value(0));
        process.setArguments(argv.mid(1));
        process.setWorkingDirectory(cwd.isEmpty() ? hostPath(QStringLiteral("/root")) : hostPath(cwd));
        process.setProcessEnvironment(environment);
        return;
    }
    QStringList args{QStringLiteral("--bind"), m_fs, QStringLiteral("/")};
    for (const char *dir : {"/usr", "/etc"})
        args << QStringLiteral("--ro-bind") << QString::fromLatin1(dir) << QString::fromLatin1(dir);
    for (const char *link : {"bin", "lib", "lib64", "sbin"}) {
        const QString name = QString::fromLatin1(link);
        // bwrap makes them in the root itself (bound as /): a second command finds them there already.
        const QFileInfo made(QDir(m_fs).filePath(name));
        if (QFileInfo(QStringLiteral("/usr/") + name).exists() && !made.isSymLink() && !made.exists())
            args << QStringLiteral("--symlink") << QStringLiteral("usr/") + name << QLatin1Char('/') + name;
    }
    for (const auto &bind : m_binds)
        args << QStringLiteral("--bind") << bind.first << bind.second;
    args << QStringLiteral("--proc") << QStringLiteral("/proc") << QStringLiteral("--dev") << QStringLiteral("/dev")
         << QStringLiteral("--unshare-pid") << QStringLiteral("--unshare-ipc") << QStringLiteral("--unshare-uts")
         << QStringLiteral("--die-with-parent") << QStringLiteral("--clearenv") << QStringLiteral("--chdir")
         << (cwd.isEmpty() ? QStringLiteral("/root") : cwd);
    if (!m_network)
        args << QStringLiteral("--unshare-net");
    for (auto it = env.begin(); it != env.end(); ++it)
        args << QStringLiteral("--setenv") << it.key() << it.value();
    args << QStringLiteral("--") << argv;
    process.setProgram(QStringLiteral("bwrap"));
    process.setArguments(args);
    process.setProcessEnvironment(QProcessEnvironment());
}

void SandboxRoot::remove() const
{
    QDir(m_dir).removeRecursively();
}

} // namespace airlock::emulators
