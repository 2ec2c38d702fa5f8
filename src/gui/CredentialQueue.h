// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "secrets/CredentialBroker.h"

#include <QObject>
#include <QPointer>
#include <QQueue>

class QWidget;

namespace airlock::engine {
class Engine;
}

namespace airlock::gui {

// Presents the engine's credential questions over the window, one at a time and in the order they came, as
// ApprovalQueue does for approvals: a missing password or passphrase in a SecretPromptDialog, an unknown SSH host
// key in a question whose default (and Escape) is Refuse. While it lives, the engine's CredentialBroker has a
// presenter; a question whose asker went away leaves the queue unseen.
class CredentialQueue final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CredentialQueue)

public:
    CredentialQueue(engine::Engine *engine, QWidget *window);
    ~CredentialQueue() override;

    // The dialog open for the current question (for tests and the keyboard), or null.
    QWidget *current() const { return m_dialog; }
    int waiting() const;

private:
    void enqueue(secrets::CredentialRequest *request);
    void presentNext();
    QWidget *hostKeyQuestion(secrets::CredentialRequest *request);

    QPointer<engine::Engine> m_engine;
    QPointer<secrets::CredentialBroker> m_broker;
    QWidget *m_window;
    QQueue<QPointer<secrets::CredentialRequest>> m_queue;
    QPointer<secrets::CredentialRequest> m_shown;
    QPointer<QWidget> m_dialog;
};

} // namespace airlock::gui
