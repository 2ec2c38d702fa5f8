// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "RuntimeDir.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <sys/stat.h>
#include <unistd.h>

namespace airlock::mcp {

core::Result<bool> RuntimeDir::ensurePrivate(const QString &dir)
{
    const QByteArray native = QFile::encodeName(dir);
    if (::mkdir(native.constData(), 0700) != 0 && errno != EEXIST)
        return core::Error::executionFailed(
            QStringLiteral("cannot create %1: %2").arg(dir, QString::fromLocal8Bit(std::strerror(errno))));
    struct stat info = {};
    if (::lstat(native.constData(), &info) != 0 || !S_ISDIR(info.st_mode))
        return core::Error::executionFailed(QStringLiteral("%1 is not a directory").arg(dir));
    if (info.st_uid != ::getuid())
        return core::Error::executionFailed(QStringLiteral("%1 belongs to another user").arg(dir));
    if ((info.st_mode & 0077) != 0 && ::chmod(native.constData(), 0700) != 0)
        return core::Error::executionFailed(QStringLiteral("%1 is open to other users").arg(dir));
    return true;
}

core::Result<QString> RuntimeDir::path()
{
    const QString xdg = qEnvironmentVariable("XDG_RUNTIME_DIR");
    if (!xdg.isEmpty() && QFileInfo(xdg).isDir()) {
        const QString dir = QStandardPaths::writableLocation(QStandardPaths::RuntimeLocation);
        if (!dir.isEmpty() && ensurePrivate(dir))
            return dir;
    }
    const QString fallback = QStringLiteral("/tmp/airlock-%1").arg(::getuid());
    if (const auto ok = ensurePrivate(fallback); !ok)
        return ok.error();
    return fallback;
}

core::Result<QString> RuntimeDir::socketPath()
{
    const auto dir = path();
    if (!dir)
        return dir.error();
    return QString(*dir + QStringLiteral("/airlock.sock"));
}

} // namespace airlock::mcp
