// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QMessageBox>
#include <QString>

#include <functional>

namespace airlock::gui {

// A window-modal question over `parent` (opened, never exec'd) with a destructive `confirm` button and Cancel, the
// default and the Escape answer; `onYes` runs only when the person confirms. `details` (may be empty) goes below the
// question. The box deletes itself once answered.
QMessageBox *askFirst(QWidget *parent, QMessageBox::Icon icon, const QString &title, const QString &text,
                      const QString &details, const QString &confirm, std::function<void()> onYes);

} // namespace airlock::gui
