// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Leftovers.h"
#include "ModalApi.h"
#include "ModalGatewayApi.h"
#include "SecretAccess.h"
#include "core/Config.h"

#include <optional>

#include <QProcessEnvironment>

namespace airlock::backends {

// Modal sandboxes tagged by an Airlock that is gone (airlock.instance, OwnerInstance), found and terminated through
// Modal's API; in managed mode, which cannot list, those written down in this machine's ledger (ModalGatewayLedger)
// and terminated through the gateway.
class ModalLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalLeftoverFinder)

public:
    // Direct mode: null without Modal credentials in the environment (MODAL_TOKEN_ID, MODAL_TOKEN_SECRET). Managed
    // mode: null without a gateway URL, or without a user token in the environment or a keychain to ask for it.
    static ModalLeftoverFinder *make(const core::Config &config, const QProcessEnvironment &environment,
                                     const SecretAccess &secrets, QObject *parent);
    ModalLeftoverFinder(ModalApi *api, QObject *parent);

    QString kind() const override { return QStringLiteral("modal"); }
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

private:
    void list(Found done);

    ModalApi *m_api = nullptr;
    std::optional<ModalGatewayApi::Options> m_gateway; // managed mode, while its token is still to be looked up
    SecretAccess m_secrets;
};

} // namespace airlock::backends
