// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BackendsLog.h"

Q_LOGGING_CATEGORY(lcShell, "airlock.backends.shell", QtWarningMsg)
Q_LOGGING_CATEGORY(lcRegistry, "airlock.backends.registry", QtWarningMsg)
Q_LOGGING_CATEGORY(lcLocal, "airlock.backends.local", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDocker, "airlock.backends.docker", QtWarningMsg)
Q_LOGGING_CATEGORY(lcApptainer, "airlock.backends.apptainer", QtWarningMsg)
Q_LOGGING_CATEGORY(lcSsh, "airlock.backends.ssh", QtWarningMsg)
Q_LOGGING_CATEGORY(lcDaytona, "airlock.backends.daytona", QtWarningMsg)
