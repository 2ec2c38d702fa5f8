// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <QList>
#include <QString>

namespace airlock::core {

// Where a task's commands run (SPEC-terminal.md §7). Names are what the config, results and people read:
// local, docker, ssh, modal, daytona, singularity (also spelled apptainer).
enum class BackendKind { Local, Docker, Ssh, Modal, Daytona, Singularity };

const QList<BackendKind> &allBackendKinds();
QString backendName(BackendKind kind);
// A backend's name in any case, or `apptainer`; anything else is an error naming the choices, never a fallback.
Result<BackendKind> parseBackendKind(const QString &name);
// The backend's commands see this machine's files, so a checkpoint of them means something.
inline bool sharesHostFiles(BackendKind kind)
{
    return kind == BackendKind::Local;
}

} // namespace airlock::core
