// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Leftovers.h"
#include "SecretAccess.h"
#include "core/Config.h"

#include <QProcessEnvironment>
#include <QUrl>

namespace airlock::backends {

class HttpJsonClient;

// Daytona sandboxes an Airlock that is gone left: GET /sandbox?labels={"io.airlock":"1"}, those whose
// io.airlock.owner label OwnerInstance::isGone; remove() deletes one (DELETE /sandbox/{id}).
class DaytonaLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DaytonaLeftoverFinder)

public:
    // With the environment's DAYTONA_API_KEY; else, when the configuration uses Daytona (its default backend, or a
    // Daytona URL or image set), with the keychain's daytona-api-key, looked up when find() runs (never waited for
    // here). Null otherwise: nothing to ask, and no keychain prompt for a backend nobody uses.
    static DaytonaLeftoverFinder *create(const core::Config &config, const QProcessEnvironment &environment,
                                         const SecretAccess &secrets, QObject *parent);
    DaytonaLeftoverFinder(const QUrl &base, const QString &apiKey, const QString &source, QObject *parent);

    QString kind() const override { return QStringLiteral("daytona"); }
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

private:
    DaytonaLeftoverFinder(const QUrl &base, SecretAccess secrets, QObject *parent);
    void list(Found done);

    QUrl m_base;
    SecretAccess m_secrets; // the keychain, while the key is still to be looked up
    HttpJsonClient *m_api = nullptr;
};

} // namespace airlock::backends
