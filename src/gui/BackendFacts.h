// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QDateTime>
#include <QList>
#include <QPair>
#include <QVariantMap>

namespace airlock::gui {

// A backend's facts() as the Backend tab shows them: the known keys first, in a fixed order, with readable names
// (sandbox, instance, container, image, region, mode, host, cwd, pid, expiresAt as "in 47 min", autoStopMinutes…),
// then the others as they are, by name. `now` makes the countdowns.
QList<QPair<QString, QString>> readableFacts(const QVariantMap &facts, const QDateTime &now);
// "in 47 min", "in 2 h 5 min", "in 30 s", "expired 3 min ago".
QString timeUntil(const QDateTime &when, const QDateTime &now);

} // namespace airlock::gui
