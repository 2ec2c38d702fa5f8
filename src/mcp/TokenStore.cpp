// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TokenStore.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QStandardPaths>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace airlock::mcp {

namespace {

QString systemError()
{
    return QString::fromLocal8Bit(std::strerror(errno));
}

core::Result<QString> readToken(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    const int fd = ::open(native.constData(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
    if (fd < 0)
        return core::Error::executionFailed(QStringLiteral("cannot read %1: %2").arg(path, systemError()));
    struct stat info = {};
    const bool statOk = ::fstat(fd, &info) == 0;
    char text[129] = {};
    const ssize_t n = statOk ? ::read(fd, text, sizeof text - 1) : -1;
    ::close(fd);
    if (!statOk || !S_ISREG(info.st_mode) || info.st_uid != ::getuid())
        return core::Error::executionFailed(QStringLiteral("%1 is not a file of this user").arg(path));
    if ((info.st_mode & 0077) != 0)
        return core::Error::executionFailed(
            QStringLiteral("%1 can be read by other users; delete it so that a new token is made").arg(path));
    const QString token = QString::fromLatin1(text, n > 0 ? n : 0).trimmed();
    if (!TokenStore::isWellFormed(token))
        return core::Error::executionFailed(
            QStringLiteral("%1 does not hold a token; delete it so that a new one is made").arg(path));
    return token;
}

} // namespace

QString TokenStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/mcp-http-token");
}

TokenStore::TokenStore(QString path)
    : m_path(std::move(path))
{}

QString TokenStore::generate()
{
    quint32 words[8];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

bool TokenStore::isWellFormed(const QString &token)
{
    if (token.size() != 64)
        return false;
    for (const QChar c : token) {
        if (!((c >= QLatin1Char('0') && c <= QLatin1Char('9')) || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))))
            return false;
    }
    return true;
}

core::Result<QString> TokenStore::loadOrCreate() const
{
    if (QFileInfo::exists(m_path))
        return readToken(m_path);
    const QString dir = QFileInfo(m_path).absolutePath();
    if (!QDir().mkpath(dir))
        return core::Error::executionFailed(QStringLiteral("cannot create %1").arg(dir));
    const QString token = generate();
    // Written to a private temporary file, then linked into place: the token is never readable by others, never
    // half-written, and a second instance starting at the same time keeps the first one's token.
    const QString temporary = m_path + QStringLiteral(".%1.tmp").arg(::getpid());
    const QByteArray native = QFile::encodeName(temporary);
    const int fd = ::open(native.constData(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0)
        return core::Error::executionFailed(QStringLiteral("cannot create %1: %2").arg(temporary, systemError()));
    const QByteArray bytes = token.toLatin1() + '\n';
    const bool written = ::fchmod(fd, 0600) == 0 &&
                         ::write(fd, bytes.constData(), size_t(bytes.size())) == bytes.size() && ::fsync(fd) == 0;
    ::close(fd);
    if (!written) {
        ::unlink(native.constData());
        return core::Error::executionFailed(QStringLiteral("cannot write %1: %2").arg(temporary, systemError()));
    }
    const int linked = ::link(native.constData(), QFile::encodeName(m_path).constData());
    const int linkErrno = errno;
    ::unlink(native.constData());
    if (linked != 0 && linkErrno == EEXIST)
        return readToken(m_path);
    if (linked != 0) {
        errno = linkErrno;
        return core::Error::executionFailed(QStringLiteral("cannot create %1: %2").arg(m_path, systemError()));
    }
    return token;
}

} // namespace airlock::mcp
