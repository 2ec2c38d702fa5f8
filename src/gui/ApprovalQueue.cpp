// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ApprovalQueue.h"

#include "ApprovalDialog.h"

namespace airlock::gui {

ApprovalQueue::ApprovalQueue(safety::ApprovalBroker *broker, QWidget *window)
    : QObject(window)
    , m_broker(broker)
    , m_dialog(new ApprovalDialog(window))
{
    connect(broker, &safety::ApprovalBroker::ticketAdded, this, &ApprovalQueue::add);
    connect(m_dialog, &ApprovalDialog::answered, this, &ApprovalQueue::onAnswered);
    for (safety::PendingApproval *ticket : broker->pending())
        add(ticket);
}

ApprovalQueue::~ApprovalQueue() = default;

void ApprovalQueue::add(safety::PendingApproval *ticket)
{
    if (!ticket || ticket->isDecided() || m_queue.contains(ticket))
        return;
    m_queue.append(ticket);
    connect(ticket, &core::ApprovalTicket::decided, this, [this, ticket] { onDecided(ticket); });
    emit pendingChanged(pendingCount());
    emit arrived(ticket);
    if (m_queue.size() == 1)
        showCurrent();
    else
        m_dialog->setQueuePosition(1, int(m_queue.size()));
}

void ApprovalQueue::onDecided(safety::PendingApproval *ticket)
{
    const bool wasCurrent = !m_queue.isEmpty() && m_queue.first() == ticket;
    m_queue.removeAll(ticket);
    m_queue.removeAll(nullptr);
    emit pendingChanged(pendingCount());
    if (wasCurrent || m_dialog->ticket() == nullptr)
        showCurrent();
    else
        m_dialog->setQueuePosition(1, int(m_queue.size()));
}

void ApprovalQueue::onAnswered(safety::PendingApproval *ticket, const safety::Answer &answer)
{
    if (!m_broker || m_queue.isEmpty() || m_queue.first() != ticket || ticket->isDecided())
        return; // only the ticket on screen, and only once
    const auto result = m_broker->answer(ticket, answer);
    if (!result)
        m_dialog->showProblem(result.error().message); // e.g. an edited rule that is broader than allowed
}

void ApprovalQueue::showCurrent()
{
    m_queue.removeAll(nullptr);
    if (m_queue.isEmpty()) {
        m_dialog->present(nullptr);
        m_dialog->hide();
        return;
    }
    m_dialog->present(m_queue.first());
    m_dialog->setQueuePosition(1, int(m_queue.size()));
    if (!m_dialog->isVisible())
        m_dialog->open();
    m_dialog->raise();
    m_dialog->activateWindow();
}

} // namespace airlock::gui
