// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "secrets/CredentialBroker.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <functional>

namespace airlock::backends {

// How a backend reaches the keychain and the person. Keychain answers arrive once, later, on `context`'s thread, and
// only while `context` is alive; questions to the person are CredentialRequests of the engine's CredentialBroker. A
// backend never waits for either on the event loop.
struct SecretAccess {
    // `problem`: why the keychain could not be asked (missing, locked), for messages; empty when it answered.
    using Done = std::function<void(const QString &value, const QString &problem)>;

    // The stored value of `name`, or an empty string when nothing is stored or the keychain cannot be asked.
    std::function<void(const QString &name, QObject *context, Done done)> lookup;
    // Asks the person; null, or without a presenter, when nobody can be asked (headless, tests).
    QPointer<secrets::CredentialBroker> person;
    // Stores a value the person gave with "remember" once it proved right (the connection opened, sudo took it).
    std::function<void(const QString &name, const QString &value)> remember;

    bool canLookUp() const { return bool(lookup); }
    bool canPrompt() const { return person && person->hasPresenter(); }
};

} // namespace airlock::backends
