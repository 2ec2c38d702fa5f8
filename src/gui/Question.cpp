// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Question.h"

#include <QPushButton>

namespace airlock::gui {

QMessageBox *askFirst(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                      const QString &details, const QString &confirm, std::function<void()> onYes)
{
    auto *box = new QMessageBox(icon, title, text, QMessageBox::NoButton, parent);
    if (!details.isEmpty())
        box->setInformativeText(details);
    QPushButton *yes = box->addButton(confirm, QMessageBox::DestructiveRole);
    QPushButton *no = box->addButton(QMessageBox::Cancel);
    box->setDefaultButton(no);
    box->setEscapeButton(no);
    box->setAttribute(Qt::WA_DeleteOnClose);
    QObject::connect(box, &QMessageBox::finished, box, [box, yes, onYes = std::move(onYes)] {
        if (box->clickedButton() == yes)
            onYes();
    });
    box->open();
    return box;
}

} // namespace airlock::gui
