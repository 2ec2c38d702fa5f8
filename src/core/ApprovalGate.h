// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace airlock::core {

// What the approval step is asked about one command (before anything runs: no checkpoint, backend or sudo yet).
struct ApprovalRequest {
    QString taskId;
    QString clientName;
    QString backend;
    QString cwd;
    QString workdir;
    QString command;
    QByteArray origin; // CallContext::origin of the call that asks
};

// Refused: the command cannot run at all (an interactive program); the ticket's refusal says why.
enum class ApprovalOutcome { AllowedOnce, AllowedSession, AllowedAlways, Denied, TimedOut, Cancelled, Refused };

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
    const std::optional<Error> &refusal() const { return m_refusal; }

    // What the pipeline should run and do once allowed (the gate may rewrite sudo, or ask for a checkpoint).
    QString commandToRun;
    bool wantsCheckpoint = false;
    QStringList checkpointCd; // literal `cd` arguments before the destructive part (`cd app && rm -rf build`), in order
    QStringList notes;

    void refuse(const Error &error)
    {
        m_refusal = error;
        decide(ApprovalOutcome::Refused, error.message);
    }

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
    std::optional<Error> m_refusal;
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
