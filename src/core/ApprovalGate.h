// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QString>

namespace airlock::core {

// What the approval step is asked about one command (before anything runs: no checkpoint, backend or sudo yet).
struct ApprovalRequest {
    QString taskId;
    QString clientName;
    QString backend;
    QString cwd;
    QString command;
};

enum class ApprovalOutcome { AllowedOnce, AllowedSession, AllowedAlways, Denied, TimedOut, Cancelled };

// One pending decision; ends exactly once. Check isDecided() right after request(): it may be decided at once.
class ApprovalTicket : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApprovalTicket)

public:
    using QObject::QObject;
    ~ApprovalTicket() override = default;

    bool isDecided() const { return m_decided; }
    ApprovalOutcome outcome() const { return m_outcome; }
    bool allowed() const
    {
        return m_outcome == ApprovalOutcome::AllowedOnce || m_outcome == ApprovalOutcome::AllowedSession ||
               m_outcome == ApprovalOutcome::AllowedAlways;
    }
    QString message() const { return m_message; } // the person's words with a denial, or why it timed out

    // The agent cancelled the call: the ticket ends as Cancelled unless already decided.
    void cancel() { decide(ApprovalOutcome::Cancelled, {}); }
    void decide(ApprovalOutcome outcome, const QString &message)
    {
        if (m_decided)
            return;
        m_decided = true;
        m_outcome = outcome;
        m_message = message;
        emit decided();
    }

signals:
    void decided();

private:
    bool m_decided = false;
    ApprovalOutcome m_outcome = ApprovalOutcome::Denied;
    QString m_message;
};

// The approval step of the pipeline. The safety layer implements the real policy and broker.
class ApprovalGate
{
public:
    virtual ~ApprovalGate() = default;
    virtual ApprovalTicket *request(const ApprovalRequest &request, QObject *parent) = 0;
};

// Allows everything, at once. What the engine uses until a policy is plugged in.
class AllowAllGate final : public ApprovalGate
{
public:
    ApprovalTicket *request(const ApprovalRequest &, QObject *parent) override
    {
        auto *ticket = new ApprovalTicket(parent);
        ticket->decide(ApprovalOutcome::AllowedOnce, {});
        return ticket;
    }
};

} // namespace airlock::core
