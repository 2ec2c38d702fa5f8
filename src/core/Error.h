// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QString>

#include <optional>
#include <utility>
#include <variant>

namespace airlock::core {

// The error kinds of SPEC-terminal.md §3; the text reaches agents as `error[<kind>]: <message>`.
enum class ErrorKind {
    InvalidArguments,
    PermissionDenied,
    ApprovalTimedOut,
    CapabilityDenied,
    ExecutionFailed,
    Unavailable,
    Cancelled,
};

struct Error {
    ErrorKind kind = ErrorKind::ExecutionFailed;
    QString message;
    QString code; // capability errors only, e.g. non_interactive_terminal_required
    // A transient fault (Unavailable) whose server said when to try again (HTTP 429/503 Retry-After): at least
    // this long before the retry, in ms; -1 when it did not say. The retry waits max(policy delay, this).
    int retryAfterMs = -1;

    static Error invalidArguments(const QString &message) { return {ErrorKind::InvalidArguments, message, {}}; }
    static Error executionFailed(const QString &message) { return {ErrorKind::ExecutionFailed, message, {}}; }
    static Error unavailable(const QString &message) { return {ErrorKind::Unavailable, message, {}}; }
    // A call cancelled (by its agent, or at shutdown) before its command reached the backend.
    static Error cancelledBeforeItRan()
    {
        return {ErrorKind::Cancelled, QStringLiteral("the call was cancelled before its command ran"), {}};
    }
};

QString errorKindName(ErrorKind kind);
// `error[<kind>]: <message>`, with `code=<code>` after the colon for capability errors.
QString formatError(const Error &error);

// A value or an Error, in the spirit of std::expected (not available in C++20).
template<typename T> class Result final
{
public:
    Result(T value)
        : m_data(std::move(value))
    {}
    Result(Error error)
        : m_data(std::move(error))
    {}

    bool ok() const { return std::holds_alternative<T>(m_data); }
    explicit operator bool() const { return ok(); }
    const T &value() const & { return std::get<T>(m_data); }
    T &&value() && { return std::get<T>(std::move(m_data)); }
    const T &operator*() const { return value(); }
    const T *operator->() const { return &value(); }
    const Error &error() const { return std::get<Error>(m_data); }

private:
    std::variant<T, Error> m_data;
};

} // namespace airlock::core
