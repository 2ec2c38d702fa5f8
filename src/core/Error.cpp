// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Error.h"

namespace airlock::core {

QString errorKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::InvalidArguments: return QStringLiteral("invalid_arguments");
    case ErrorKind::PermissionDenied: return QStringLiteral("permission_denied");
    case ErrorKind::ApprovalTimedOut: return QStringLiteral("approval_timed_out");
    case ErrorKind::CapabilityDenied: return QStringLiteral("capability_denied");
    case ErrorKind::ExecutionFailed: return QStringLiteral("execution_failed");
    case ErrorKind::Unavailable: return QStringLiteral("unavailable");
    case ErrorKind::Cancelled: return QStringLiteral("cancelled");
    }
    return QStringLiteral("execution_failed");
}

QString formatError(const Error &error)
{
    QString text = QStringLiteral("error[") + errorKindName(error.kind) + QStringLiteral("]: ");
    if (!error.code.isEmpty())
        text += QStringLiteral("code=") + error.code + QLatin1Char(' ');
    return text + error.message;
}

} // namespace airlock::core
