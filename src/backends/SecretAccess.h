// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QString>

#include <functional>

namespace airlock::backends {

// A credential a backend needs and has not got (an SSH password, a key's passphrase, the sudo password), put to the
// person at the desk.
struct SecretPrompt {
    QString name;  // the keychain name it would be remembered under (see secrets/SecretName.h)
    QString title; // e.g. "SSH password"
    QString text;  // who asks for it and why, for the person to judge
    QString label; // the field's label, e.g. "Password of alice@host:"
};

struct SecretAnswer {
    bool given = false; // false: the person refused, or nobody could be asked
    QString value;
    bool remember = false; // stored in the keychain under the prompt's name, else used once
};

// How a backend reaches the keychain and the person; every answer arrives once, later, on `context`'s thread, and
// only while `context` is alive. A backend never waits for either on the event loop.
struct SecretAccess {
    // `problem`: why the keychain could not be asked (missing, locked), for messages; empty when it answered.
    using Done = std::function<void(const QString &value, const QString &problem)>;
    using Answer = std::function<void(const SecretAnswer &answer)>;

    // The stored value of `name`, or an empty string when nothing is stored or the keychain cannot be asked.
    std::function<void(const QString &name, QObject *context, Done done)> lookup;
    // Asks the person; unset when nobody can be asked (headless, tests).
    std::function<void(const SecretPrompt &prompt, QObject *context, Answer answer)> prompt;
    // Stores a value the person gave with "remember" once it proved right (the connection opened, sudo took it).
    std::function<void(const QString &name, const QString &value)> remember;

    bool canLookUp() const { return bool(lookup); }
    bool canPrompt() const { return bool(prompt); }
};

} // namespace airlock::backends
