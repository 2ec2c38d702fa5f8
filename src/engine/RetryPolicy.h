// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QList>

#include <algorithm>

#include <optional>

namespace airlock::engine {

// SPEC-terminal.md §8: only a transient fault before the command started (connection refused or reset, HTTP
// 429/502/503/504, a daemon not ready yet: core::ErrorKind::Unavailable) is retried, after 2, 4 and 8 s; a command
// that may have started is never run twice. A server that said when to come back (HTTP 429's Retry-After, carried in
// core::Error::retryAfterMs) is waited for at least that long, up to maxRetryAfterMs(); asking for longer ends the
// call at once with that said (waiting minutes inside one tool call helps nobody).
class RetryPolicy final
{
public:
    static constexpr int kMaxRetryAfterMs = 60000;

    explicit RetryPolicy(QList<int> delaysMs = {2000, 4000, 8000}, int maxRetryAfterMs = kMaxRetryAfterMs)
        : m_delaysMs(std::move(delaysMs))
        , m_maxRetryAfterMs(maxRetryAfterMs)
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
    // The same for this fault: max(the policy's delay, the server's Retry-After); nothing once the retries are used
    // up or when the server asks for longer than maxRetryAfterMs().
    std::optional<int> delayBeforeRetry(int retry, const core::Error &error) const
    {
        const auto delay = delayBeforeRetry(retry);
        if (!delay || error.retryAfterMs > m_maxRetryAfterMs)
            return std::nullopt;
        return std::max(*delay, error.retryAfterMs);
    }
    int maxRetries() const { return int(m_delaysMs.size()); }
    int maxRetryAfterMs() const { return m_maxRetryAfterMs; }

private:
    QList<int> m_delaysMs;
    int m_maxRetryAfterMs;
};

} // namespace airlock::engine
