// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ModalApi.h"

#include <QUrl>

namespace airlock::backends {

// The managed gateway's sandboxes that Airlocks on this machine made and have not ended yet. The gateway's contract
// cannot list sandboxes (SEED-BEHAVIOUR.md §4.4), so each one is written down here when the gateway answers its create
// and crossed out when it is terminated (or found gone): what a killed Airlock leaves stays written, with the
// airlock.instance tag that tells a dead owner from a live one (OwnerInstance). One small JSON file per sandbox in
// `directory`, written whole (QSaveFile), so that Airlocks running side by side never write the same file.
class ModalGatewayLedger final
{
public:
    // `directory` empty: AppDataLocation/modal-gateway-sandboxes.
    explicit ModalGatewayLedger(const QString &directory = {});

    QString directory() const { return m_directory; }
    // Writes down a sandbox the gateway at `origin` made (false, with a warning logged, when it cannot be written).
    bool record(const QUrl &origin, const ModalSandboxInfo &sandbox) const;
    // Crosses it out.
    void forget(const QUrl &origin, const QString &sandboxId) const;
    // Every sandbox written down for `origin`, with its tags; unreadable entries are skipped.
    QList<ModalSandboxInfo> recorded(const QUrl &origin) const;

private:
    QString fileFor(const QUrl &origin, const QString &sandboxId) const;

    QString m_directory;
};

} // namespace airlock::backends
