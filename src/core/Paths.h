// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QString>

namespace airlock::core {

// `~` and `~/…` in a path of this machine, as the shell expands them (not `~user`); other paths unchanged.
QString expandHome(const QString &path);
// `path` as `cd` would resolve it from `base`: `~`, relative paths, `.` and `..` (no CDPATH).
QString resolveFrom(const QString &base, const QString &path);

} // namespace airlock::core
