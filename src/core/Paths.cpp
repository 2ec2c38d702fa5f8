// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Paths.h"

#include <QDir>

namespace airlock::core {

QString expandHome(const QString &path)
{
    if (path == QLatin1String("~") || path.startsWith(QLatin1String("~/")))
        return QDir::homePath() + path.mid(1);
    return path;
}

QString resolveFrom(const QString &base, const QString &path)
{
    QString resolved = expandHome(path);
    if (!resolved.startsWith(QLatin1Char('/')))
        resolved = base + QLatin1Char('/') + resolved;
    return QDir::cleanPath(resolved);
}

} // namespace airlock::core
