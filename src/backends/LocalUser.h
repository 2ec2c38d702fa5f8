// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QProcessEnvironment>
#include <QString>

#include <pwd.h>
#include <unistd.h>

namespace airlock::backends {

// The name of the user Airlock runs as: the password database first, $USER only when it has no entry.
inline QString localUserName(const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    if (const passwd *entry = ::getpwuid(::getuid()))
        return QString::fromLocal8Bit(entry->pw_name);
    return environment.value(QStringLiteral("USER"));
}

} // namespace airlock::backends
