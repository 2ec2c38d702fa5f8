// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "WorkspaceVisibility.h"

#include <QDir>
#include <QFileInfo>
#include <QSet>

namespace airlock::engine {

namespace {

// The first component of an absolute path that every Linux sandbox has too: a path there is taken as the sandbox's.
bool isSystemDirectory(const QString &cleanPath)
{
    static const QSet<QString> system = {
        QStringLiteral("tmp"), QStringLiteral("usr"),   QStringLiteral("bin"), QStringLiteral("sbin"),
        QStringLiteral("lib"), QStringLiteral("lib64"), QStringLiteral("etc"), QStringLiteral("var"),
        QStringLiteral("opt"), QStringLiteral("proc"),  QStringLiteral("dev"), QStringLiteral("sys"),
        QStringLiteral("run"), QStringLiteral("srv"),   QStringLiteral("mnt"), QStringLiteral("media"),
    };
    const QString first = cleanPath.section(QLatin1Char('/'), 1, 1);
    return first.isEmpty() || system.contains(first);
}

bool isWithin(const QString &path, const QString &directory)
{
    if (directory.isEmpty())
        return false;
    const QString dir = QDir::cleanPath(directory);
    return path == dir || path.startsWith(dir + QLatin1Char('/'));
}

} // namespace

bool cannotSeeHostFiles(core::BackendKind kind)
{
    return kind == core::BackendKind::Modal || kind == core::BackendKind::Daytona;
}

std::optional<core::Error> hostWorkspaceRefusal(core::BackendKind kind, const QString &workdir,
                                                const QString &agentDirectory)
{
    if (!cannotSeeHostFiles(kind) || workdir.isEmpty() || !QDir::isAbsolutePath(workdir))
        return std::nullopt;
    const QString path = QDir::cleanPath(workdir);
    if (!QFileInfo::exists(path))
        return std::nullopt; // a directory of the sandbox
    if (isSystemDirectory(path) && !isWithin(path, agentDirectory))
        return std::nullopt;
    const QString name = core::backendName(kind);
    return core::Error::executionFailed(
        QStringLiteral("the %1 backend runs commands in a remote sandbox that cannot see this machine's files, and "
                       "workdir `%2` is a directory on this machine. Use the local or docker backend to work on this "
                       "machine's files, or give a directory inside the sandbox (a relative path, or an absolute one "
                       "that does not exist here); without a workdir, commands start in the sandbox's own directory.")
            .arg(name, path));
}

} // namespace airlock::engine
