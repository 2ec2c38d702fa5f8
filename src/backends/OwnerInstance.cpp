// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "OwnerInstance.h"

#include <QFile>
#include <QStringList>
#include <QSysInfo>

#include <unistd.h>

namespace airlock::backends::OwnerInstance {

namespace {

// The start time of a local process (clock ticks since boot), or 0 when it does not exist.
quint64 processStart(qint64 pid)
{
    QFile file(QStringLiteral("/proc/%1/stat").arg(pid));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QByteArray stat = file.read(4096);
    const qsizetype close = stat.lastIndexOf(')');
    const QList<QByteArray> fields = stat.mid(close + 2).split(' ');
    return fields.size() > 19 ? fields[19].toULongLong() : 0;
}

} // namespace

QString current()
{
    const qint64 pid = ::getpid();
    return QStringLiteral("%1:%2:%3").arg(QSysInfo::machineHostName()).arg(pid).arg(processStart(pid));
}

bool isGone(const QString &owner)
{
    const QStringList parts = owner.split(QLatin1Char(':'));
    if (parts.size() != 3 || parts[0] != QSysInfo::machineHostName())
        return false;
    return processStart(parts[1].toLongLong()) != parts[2].toULongLong();
}

} // namespace airlock::backends::OwnerInstance
