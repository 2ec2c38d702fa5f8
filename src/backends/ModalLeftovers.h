// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Leftovers.h"
#include "ModalApi.h"
#include "core/Config.h"

#include <QProcessEnvironment>

namespace airlock::backends {

// Modal sandboxes tagged by an Airlock that is gone (airlock.instance, OwnerInstance), found and terminated through
// Modal's API.
class ModalLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalLeftoverFinder)

public:
    // Null without Modal credentials in the environment (MODAL_TOKEN_ID, MODAL_TOKEN_SECRET): nothing to ask.
    static ModalLeftoverFinder *make(const core::Config::Modal &config, const QProcessEnvironment &environment,
                                     QObject *parent);
    ModalLeftoverFinder(ModalApi *api, QObject *parent);

    QString kind() const override { return QStringLiteral("modal"); }
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

private:
    ModalApi *m_api = nullptr;
};

} // namespace airlock::backends
