// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace airlock::core {

// Airlock's settings (ARCHITECTURE.md "The config file"): every key optional, unknown keys warned about,
// environment variables override the file, command-line options override both. Never holds a secret.
struct Config {
    QString backend = QStringLiteral("local");
    int maxOutputBytes = 100000;
    int idleSecs = 300;
    int sweepSecs = 60;
    QStringList envPassthrough;

    struct Approval {
        QString mode = QStringLiteral("manual");
        int timeoutSecs = 300; // 0: wait for ever
    } approval;

    struct Local {
        QString shell = QStringLiteral("bash");
    } local;

    QStringList warnings; // unknown keys, ignored values

    static const QStringList &backendKinds(); // local docker ssh modal daytona singularity
    // `apptainer` is an alias of `singularity`; names are case-insensitive; anything else is an error.
    static Result<QString> canonicalBackend(const QString &name);

    // Reads a config file; a missing file is not an error unless `required`.
    static Result<Config> load(const QString &path, bool required);
    static Result<Config> fromJsonText(const std::string &text, const QString &origin);
    // AIRLOCK_TERMINAL_BACKEND, …_IDLE_SECS, …_SWEEP_SECS (and their EDGECRAB_ spellings).
    Result<bool> applyEnvironment(const QProcessEnvironment &env);

    static QString defaultPath(); // AppConfigLocation/config.json
};

} // namespace airlock::core
