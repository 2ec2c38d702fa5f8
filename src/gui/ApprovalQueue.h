// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "safety/ApprovalBroker.h"

#include <QList>
#include <QObject>
#include <QPointer>

class QWidget;

namespace airlock::gui {

class ApprovalDialog;

// Presents the broker's tickets to the person one at a time, in arrival order, in one window-modal dialog opened
// with open(): "1 of 3" when more wait. A ticket decided elsewhere (timed out, cancelled by the agent) leaves the
// queue at once; an answer goes to the broker once, for the ticket on screen only.
class ApprovalQueue final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApprovalQueue)

public:
    ApprovalQueue(safety::ApprovalBroker *broker, QWidget *window);
    ~ApprovalQueue() override;

    ApprovalDialog *dialog() const { return m_dialog; }
    int pendingCount() const { return int(m_queue.size()); }

signals:
    void pendingChanged(int count);
    void arrived(airlock::safety::PendingApproval *ticket);

private:
    void add(safety::PendingApproval *ticket);
    void onDecided(safety::PendingApproval *ticket);
    void onAnswered(safety::PendingApproval *ticket, const safety::Answer &answer);
    void showCurrent();

    QPointer<safety::ApprovalBroker> m_broker;
    ApprovalDialog *m_dialog;
    QList<QPointer<safety::PendingApproval>> m_queue;
};

} // namespace airlock::gui
