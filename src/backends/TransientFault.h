// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QString>

namespace airlock::backends {

// Whether a failure to reach a backend, in the words of the library or tool that failed (libssh, the docker CLI, an
// HTTP client), is one that goes away by itself: a connection refused or reset, a daemon that is not up yet, a
// server that asks to try later. Such a fault before a command started is retried (SPEC-terminal.md §8).
bool isTransientNetworkFault(const QString &reason);

} // namespace airlock::backends
