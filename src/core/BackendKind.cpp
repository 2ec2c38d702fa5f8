// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BackendKind.h"

#include <QStringList>

namespace airlock::core {

const QList<BackendKind> &allBackendKinds()
{
    static const QList<BackendKind> kinds = {BackendKind::Local, BackendKind::Docker,  BackendKind::Ssh,
                                             BackendKind::Modal, BackendKind::Daytona, BackendKind::Singularity};
    return kinds;
}

QString backendName(BackendKind kind)
{
    switch (kind) {
    case BackendKind::Local: return QStringLiteral("local");
    case BackendKind::Docker: return QStringLiteral("docker");
    case BackendKind::Ssh: return QStringLiteral("ssh");
    case BackendKind::Modal: return QStringLiteral("modal");
    case BackendKind::Daytona: return QStringLiteral("daytona");
    case BackendKind::Singularity: return QStringLiteral("singularity");
    }
    return QStringLiteral("local");
}

Result<BackendKind> parseBackendKind(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("apptainer"))
        return BackendKind::Singularity;
    QStringList names;
    for (const BackendKind kind : allBackendKinds()) {
        if (backendName(kind) == lower)
            return kind;
        names << backendName(kind);
    }
    return Error::invalidArguments(QStringLiteral("unknown backend `%1`; expected one of: %2 (or apptainer)")
                                       .arg(name, names.join(QStringLiteral(", "))));
}

} // namespace airlock::core
