// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TransientFault.h"

#include <QLatin1StringView>

namespace airlock::backends {

bool isTransientNetworkFault(const QString &reason)
{
    static const QLatin1StringView kSigns[] = {
        QLatin1StringView("connection refused"),
        QLatin1StringView("connection reset"),
        QLatin1StringView("cannot connect to the docker daemon"), // the docker CLI while dockerd starts
        QLatin1StringView("is the docker daemon running"),
        QLatin1StringView("503 service unavailable"),
        QLatin1StringView("502 bad gateway"),
        QLatin1StringView("504 gateway timeout"),
        QLatin1StringView("429 too many requests"),
    };
    for (const QLatin1StringView sign : kSigns) {
        if (reason.contains(sign, Qt::CaseInsensitive))
            return true;
    }
    return false;
}

} // namespace airlock::backends
