// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "EngineLog.h"

Q_LOGGING_CATEGORY(lcEngine, "airlock.engine", QtWarningMsg)
