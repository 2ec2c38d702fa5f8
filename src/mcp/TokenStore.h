// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QString>

namespace airlock::mcp {

// The HTTP transport's bearer token: 32 random bytes as 64 hex digits, made at first start and kept in a file only
// this user can read (AppDataLocation/mcp-http-token, mode 0600). The secrets issue moves it into the OS keychain;
// callers only see loadOrCreate().
class TokenStore final
{
public:
    static QString defaultPath();

    explicit TokenStore(QString path = defaultPath());

    // The stored token, or a new one written atomically with mode 0600. A file open to other users is an error:
    // the token may have leaked, and a new one would silently break connected clients.
    core::Result<QString> loadOrCreate() const;
    QString path() const { return m_path; }

    static QString generate();
    static bool isWellFormed(const QString &token);

private:
    QString m_path;
};

} // namespace airlock::mcp
