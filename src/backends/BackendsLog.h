// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QLoggingCategory>

// The backends' logging categories (airlock.backends.*). Debug output never carries a command's output: sizes only.
Q_DECLARE_LOGGING_CATEGORY(lcShell)
Q_DECLARE_LOGGING_CATEGORY(lcRegistry)
Q_DECLARE_LOGGING_CATEGORY(lcLocal)
Q_DECLARE_LOGGING_CATEGORY(lcDocker)
Q_DECLARE_LOGGING_CATEGORY(lcSsh)
Q_DECLARE_LOGGING_CATEGORY(lcDaytona)
Q_DECLARE_LOGGING_CATEGORY(lcApptainer)
