// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "safety/ApprovalBroker.h"

#include <QObject>
#include <QPointer>

class QMainWindow;
class QSystemTrayIcon;

namespace airlock::gui {

class ApprovalQueue;

// Makes a waiting approval impossible to miss without getting in the way: the tray icon changes and its tooltip
// counts what waits; when the window is hidden or not focused a desktop notification appears; with no system tray
// the window raises itself.
class Attention final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Attention)

public:
    Attention(QMainWindow *window, ApprovalQueue *queue);
    ~Attention() override;

    bool hasTray() const { return m_tray != nullptr; }
    bool isAlerting() const { return m_alerting; }
    QString lastNotice() const { return m_lastNotice; }
    QSystemTrayIcon *tray() const { return m_tray; }

signals:
    void showWindowRequested();
    void quitRequested();

private:
    void onArrived(safety::PendingApproval *ticket);
    void onPendingChanged(int count);

    QPointer<QMainWindow> m_window;
    QSystemTrayIcon *m_tray = nullptr;
    bool m_alerting = false;
    QString m_lastNotice;
};

} // namespace airlock::gui
