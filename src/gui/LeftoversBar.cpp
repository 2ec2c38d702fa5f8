// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LeftoversBar.h"

#include "engine/LeftoverScan.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace airlock::gui {

LeftoversBar::LeftoversBar(engine::LeftoverScan *scan, QWidget *parent)
    : QWidget(parent)
    , m_scan(scan)
    , m_label(new QLabel(this))
    , m_clean(new QPushButton(tr("Clean up"), this))
    , m_leave(new QPushButton(tr("Leave them"), this))
{
    setObjectName(QStringLiteral("leftoversBar"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    m_label->setWordWrap(true);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_clean);
    layout->addWidget(m_leave);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::ToolTipBase);
    hide();
    connect(m_leave, &QPushButton::clicked, this, &QWidget::hide);
    connect(m_clean, &QPushButton::clicked, this, [this] {
        if (!m_scan)
            return;
        m_clean->setEnabled(false);
        m_leave->setEnabled(false);
        m_label->setText(tr("Removing the leftovers…"));
        m_scan->cleanAll();
    });
    if (!scan)
        return;
    connect(scan, &engine::LeftoverScan::found, this, &LeftoversBar::showFound);
    connect(scan, &engine::LeftoverScan::cleaned, this, [this](int removed, const QStringList &failures) {
        if (failures.isEmpty()) {
            hide();
            return;
        }
        m_label->setText(
            tr("Removed %1; these could not be removed: %2").arg(removed).arg(failures.join(QStringLiteral("; "))));
        m_leave->setText(tr("Close"));
        m_leave->setEnabled(true);
    });
    if (scan->isDone())
        showFound();
}

QString LeftoversBar::text() const
{
    return m_label->text();
}

void LeftoversBar::showFound()
{
    if (!m_scan || m_scan->leftovers().isEmpty())
        return;
    QStringList items;
    for (const backends::Leftover &leftover : m_scan->leftovers())
        items << QStringLiteral("%1: %2").arg(leftover.kind, leftover.description);
    m_label->setText(
        tr("An earlier Airlock that is no longer running left %n thing(s) behind: %1", nullptr, int(items.size()))
            .arg(items.join(QStringLiteral("; "))));
    m_label->setToolTip(items.join(QLatin1Char('\n')));
    show();
}

} // namespace airlock::gui
