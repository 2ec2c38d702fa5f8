// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace airlock::engine {
class LeftoverScan;
}

namespace airlock::gui {

// A bar over the task table, shown only when the start-up scan found what an earlier Airlock that died left on the
// backends: it lists them and offers "Clean up" or "Leave them". Never modal; it goes away when answered.
class LeftoversBar final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeftoversBar)

public:
    LeftoversBar(engine::LeftoverScan *scan, QWidget *parent = nullptr);
    ~LeftoversBar() override = default;

    QPushButton *cleanButton() const { return m_clean; }
    QPushButton *leaveButton() const { return m_leave; }
    QString text() const;

private:
    void showFound();

    QPointer<engine::LeftoverScan> m_scan;
    QLabel *m_label;
    QPushButton *m_clean;
    QPushButton *m_leave;
};

} // namespace airlock::gui
