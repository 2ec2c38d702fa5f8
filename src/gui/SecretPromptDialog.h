// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "secrets/CredentialBroker.h"

#include <QPointer>

#include <QDialog>

#include <memory>

namespace Ui {
class SecretPromptDialog;
}

namespace airlock::gui {

// Asks the person for a credential a task needs (an SSH password, a key's passphrase, the sudo password): a masked
// field and "remember in the keychain", unticked, so that nothing is stored unless the person says so. Answers once:
// OK with the value, or nothing when cancelled, closed or when the task no longer waits.
class SecretPromptDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretPromptDialog)

public:
    // Asks the person for what `request` (a Secret question) lacks; answers or refuses it once. Closes by itself
    // when the request ends otherwise (the task went away, nobody answered in time).
    SecretPromptDialog(secrets::CredentialRequest *request, QWidget *parent = nullptr);
    ~SecretPromptDialog() override;

    // Why remembering is impossible (a missing or locked keychain): shown, and the box disabled.
    void setKeychainProblem(const QString &problem);

private:
    void finish(bool given);

    std::unique_ptr<Ui::SecretPromptDialog> m_ui;
    QPointer<secrets::CredentialRequest> m_request;
};

} // namespace airlock::gui
