// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QString>

namespace airlock::mcp {

// Where the app's bridge socket lives: the user's runtime directory (QStandardPaths::RuntimeLocation, i.e.
// $XDG_RUNTIME_DIR) when it exists, else a private /tmp/airlock-<uid>/ (CI machines and containers often have no
// runtime directory). Either way the directory must belong to this user and be closed to everyone else.
class RuntimeDir final
{
public:
    static core::Result<QString> path();
    static core::Result<QString> socketPath(); // <dir>/airlock.sock
    // Creates `dir` (mode 0700) if needed and checks that it is a real directory owned by this user with no group or
    // other access.
    static core::Result<bool> ensurePrivate(const QString &dir);
};

} // namespace airlock::mcp
