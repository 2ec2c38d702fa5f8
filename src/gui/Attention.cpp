// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Attention.h"

#include "ApprovalQueue.h"
#include "StateLook.h"

#include <QApplication>
#include <QMainWindow>
#include <QMenu>
#include <QSystemTrayIcon>

namespace airlock::gui {

Attention::Attention(QMainWindow *window, ApprovalQueue *queue)
    : QObject(window)
    , m_window(window)
{
    connect(queue, &ApprovalQueue::arrived, this, &Attention::onArrived);
    connect(queue, &ApprovalQueue::pendingChanged, this, &Attention::onPendingChanged);
    if (!QSystemTrayIcon::isSystemTrayAvailable())
        return;
    m_tray = new QSystemTrayIcon(appIcon(false), this);
    m_tray->setToolTip(tr("Airlock"));
    auto *menu = new QMenu(window);
    menu->addAction(tr("Show Airlock"), this, &Attention::showWindowRequested);
    menu->addSeparator();
    menu->addAction(tr("Quit"), this, &Attention::quitRequested);
    m_tray->setContextMenu(menu);
    connect(m_tray, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger || reason == QSystemTrayIcon::DoubleClick)
            emit showWindowRequested();
    });
    connect(m_tray, &QSystemTrayIcon::messageClicked, this, &Attention::showWindowRequested);
    m_tray->show();
}

Attention::~Attention() = default;

void Attention::onArrived(safety::PendingApproval *ticket)
{
    const core::ApprovalRequest &r = ticket->details().request;
    const QString who = r.clientName.isEmpty() ? r.taskId : r.clientName;
    QString command = r.command.left(160);
    command.replace(QLatin1Char('\n'), QStringLiteral(" ⏎ "));
    m_lastNotice = tr("%1 wants to run: %2").arg(who, command);
    const bool unseen = !m_window || !m_window->isVisible() || m_window->isMinimized() || !m_window->isActiveWindow();
    if (!unseen)
        return;
    m_alerting = true;
    if (m_tray) {
        m_tray->setIcon(appIcon(true));
        m_tray->showMessage(tr("Approval needed"), m_lastNotice, QSystemTrayIcon::Warning, 30000);
        return;
    }
    // No tray to show it in: the window comes forward itself.
    if (m_window) {
        m_window->showNormal();
        m_window->raise();
        m_window->activateWindow();
        QApplication::alert(m_window);
    }
}

void Attention::onPendingChanged(int count)
{
    // The tray says how many wait, seen or not; the attention icon stays until none is left.
    if (m_tray) {
        m_tray->setIcon(appIcon(count > 0));
        m_tray->setToolTip(count > 0 ? tr("Airlock: %n approval(s) waiting", "", count) : tr("Airlock"));
    }
    if (count == 0)
        m_alerting = false;
}

} // namespace airlock::gui
