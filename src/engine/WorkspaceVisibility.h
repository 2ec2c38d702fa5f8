// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/BackendKind.h"
#include "core/Error.h"

#include <optional>

namespace airlock::engine {

// A cloud sandbox (modal, daytona) cannot see this machine's files (docs/backends.md "Workspace visibility"). Its
// default directory is the sandbox's own; the agent's directory on this machine is not carried over. A `workdir`
// that names a directory of this machine is refused before anything is asked or run: an absolute path that exists
// here and lies in the agent's directory, or anywhere outside the system directories every sandbox has too (/tmp,
// /usr, /etc, /var, /opt …). A relative workdir, or an absolute one that does not exist here, is a sandbox path.
bool cannotSeeHostFiles(core::BackendKind kind);
std::optional<core::Error> hostWorkspaceRefusal(core::BackendKind kind, const QString &workdir,
                                                const QString &agentDirectory);

} // namespace airlock::engine
