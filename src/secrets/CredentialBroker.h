// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>

namespace airlock::secrets {

// What a backend asks the person at the desk: a credential it lacks (an SSH password, a key's passphrase, the sudo
// password), or whether to trust an SSH host key it has never seen (host_key_policy accept-new).
struct CredentialQuestion {
    enum class Kind { Secret, HostKey };
    Kind kind = Kind::Secret;
    QString name;        // Secret: the keychain name it would be remembered under (SecretName)
    QString title;       // e.g. "SSH password", "Unknown SSH host key"
    QString text;        // who asks and why, for the person to judge
    QString label;       // Secret: the field's label, e.g. "Password of alice@host:"
    QString fingerprint; // HostKey: the key's SHA256 fingerprint
};

enum class CredentialOutcome { Pending, Answered, Refused, NobodyThere, TimedOut, Cancelled };

// One question to the person, like an approval ticket: it ends exactly once and says how (finished()). The asker
// reads value()/remember() or trusted(); the presenter answers or refuses; the asker may cancel (or delete it).
class CredentialRequest final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CredentialRequest)

public:
    ~CredentialRequest() override;

    const CredentialQuestion &question() const { return m_question; }
    CredentialOutcome outcome() const { return m_outcome; }
    bool isFinished() const { return m_outcome != CredentialOutcome::Pending; }
    // Secret: what the person gave (Answered only), and whether to keep it in the keychain once it proved right.
    QString value() const { return m_value; }
    bool remember() const { return m_remember; }
    // HostKey: the person trusts the key (Answered); anything else is no.
    bool trusted() const { return m_outcome == CredentialOutcome::Answered; }

    // The presenter's side.
    void answer(const QString &value, bool remember);
    void trust();
    void refuse();
    // The asker's side: it no longer waits (the task went away, the connection gave up).
    void cancel();

signals:
    void finished();

private:
    friend class CredentialBroker;
    CredentialRequest(CredentialQuestion question, QObject *parent);
    void end(CredentialOutcome outcome);

    CredentialQuestion m_question;
    CredentialOutcome m_outcome = CredentialOutcome::Pending;
    QString m_value;
    bool m_remember = false;
    QTimer m_deadline;
};

// The queue of credential questions, as ApprovalBroker is for approvals: backends ask through it, whoever can see
// the person (the desktop app) presents what it holds; with no presenter (headless) every question ends at once as
// NobodyThere. A question nobody answers within the timeout ends TimedOut.
class CredentialBroker final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CredentialBroker)

public:
    explicit CredentialBroker(QObject *parent = nullptr);

    // Someone presents the queue (the desktop app's window); until then nobody can be asked.
    void setPresenter(bool present) { m_presenter = present; }
    bool hasPresenter() const { return m_presenter; }
    void setTimeoutSecs(int secs) { m_timeoutSecs = secs; } // 0: no limit
    int timeoutSecs() const { return m_timeoutSecs; }

    // Always a request, parented to `parent` (deleting it cancels the question); connect to finished() at once: it
    // may end in the next turn of the event loop (NobodyThere).
    CredentialRequest *ask(CredentialQuestion question, QObject *parent);
    QList<CredentialRequest *> pending() const;

signals:
    // A question for the presenter; it stays in pending() until it ends.
    void requestAdded(airlock::secrets::CredentialRequest *request);

private:
    QList<QPointer<CredentialRequest>> m_pending;
    bool m_presenter = false;
    int m_timeoutSecs = 300;
};

} // namespace airlock::secrets
