// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QList>

#include <optional>

namespace airlock::engine {

// SPEC-terminal.md §8: only a transient fault before the command started (connection refused or reset, HTTP
// 429/502/503/504, a daemon not ready yet: core::ErrorKind::Unavailable) is retried, after 2, 4 and 8 s; a command
// that may have started is never run twice.
class RetryPolicy final
{
public:
    explicit RetryPolicy(QList<int> delaysMs = {2000, 4000, 8000})
        : m_delaysMs(std::move(delaysMs))
    {}

    static bool isTransient(const core::Error &error, bool mayHaveStarted)
    {
        return error.kind == core::ErrorKind::Unavailable && !mayHaveStarted;
    }
    // How long to wait before retry `retry` (1-based), or nothing once the retries are used up.
    std::optional<int> delayBeforeRetry(int retry) const
    {
        if (retry < 1 || retry > m_delaysMs.size())
            return std::nullopt;
        return m_delaysMs.at(retry - 1);
    }
    int maxRetries() const { return int(m_delaysMs.size()); }

private:
    QList<int> m_delaysMs;
};

} // namespace airlock::engine
