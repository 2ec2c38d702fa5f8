// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Leftovers.h"
#include "SecretAccess.h"
#include "core/Config.h"

#include <QProcessEnvironment>

namespace airlock::backends {

class HttpJsonClient;

// Daytona sandboxes an Airlock that is gone left: GET /sandbox?labels={"io.airlock":"1"}, those whose
// io.airlock.owner label OwnerInstance::isGone; remove() deletes one (DELETE /sandbox/{id}).
class DaytonaLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DaytonaLeftoverFinder)

public:
    // Null when no API key is in the environment (DAYTONA_API_KEY) or given as `apiKey` (the keychain's
    // daytona-api-key, looked up by the caller): nothing to ask then.
    static DaytonaLeftoverFinder *create(const core::Config::Daytona &config, const QProcessEnvironment &environment,
                                         const QString &apiKey, QObject *parent);
    DaytonaLeftoverFinder(const QUrl &base, const QString &apiKey, const QString &source, QObject *parent);

    QString kind() const override { return QStringLiteral("daytona"); }
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

private:
    HttpJsonClient *m_api = nullptr;
};

} // namespace airlock::backends
