// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QWidget>

class QPushButton;

namespace airlock::gui {

// What the main window shows while there are no tasks: what Airlock does in two sentences, and the two ways to start
// (a demo that needs no agent, or connecting the agent the person uses).
class WelcomePanel final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(WelcomePanel)

public:
    explicit WelcomePanel(QWidget *parent = nullptr);
    ~WelcomePanel() override = default;

    QPushButton *demoButton() const { return m_demo; }
    QPushButton *connectButton() const { return m_connect; }

signals:
    void demoClicked();
    void connectClicked();

private:
    QPushButton *m_demo;
    QPushButton *m_connect;
};

} // namespace airlock::gui
