// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QCoreApplication>
#include <QString>

namespace airlock::gui {

// "Start Airlock when I log in": an XDG autostart entry, $XDG_CONFIG_HOME/autostart/io.airlock.Airlock.desktop
// (~/.config/autostart without the variable), that starts the app in the tray (`gui --hidden`). Off until the person
// turns it on; turning it off removes the file.
class Autostart final
{
    Q_DECLARE_TR_FUNCTIONS(Autostart)

public:
    static QString entryPath();
    // The entry is there and not switched off by the desktop (Hidden=true, X-GNOME-Autostart-enabled=false).
    static bool isEnabled();
    // Writes the entry starting `program` (atomically), or removes it; a clear error when the folder cannot be made
    // or written. Nothing else in the folder is touched.
    static core::Result<bool> setEnabled(bool enabled, const QString &program);
    // The entry's text, and the Exec line's quoting of a program path (the Desktop Entry specification's rules).
    static QString entryText(const QString &program);
    static QString execQuoted(const QString &program);
};

} // namespace airlock::gui
