// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QString>

namespace airlock::backends {

// Which running Airlock made a container, an instance or a sandbox: `host:pid:start`, written into its labels or
// tags, so that a later Airlock can tell what a process that died left behind from what another live one owns.
namespace OwnerInstance {

// This process, as a label value.
QString current();
// True when `owner` names this host and a process that no longer runs (or a different one under the same pid):
// what it made is left over. False for another host's and for a live process's.
bool isGone(const QString &owner);

} // namespace OwnerInstance

} // namespace airlock::backends
