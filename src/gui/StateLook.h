// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/TaskRegistry.h"

#include <QColor>
#include <QIcon>

namespace airlock::gui {

// How a task state looks: an icon whose shape alone tells the states apart (for people who do not see the colour),
// a colour, and the words the table shows.
struct StateLook {
    QIcon icon;
    QColor colour;
    QString text;
};

StateLook stateLook(backends::TaskState state);
// A task state in the words of the language shown ("idle", "untätig", "inactive").
QString stateText(backends::TaskState state);

// The app's own icon; with `attention`, the variant the tray shows while an approval waits.
QIcon appIcon(bool attention = false);

} // namespace airlock::gui
