// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace airlock::core {

// The language Airlock speaks to people: the system's (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) unless the
// configuration's `language` names one. English is the source language; the others are translations/airlock_<l>.ts,
// embedded as :/i18n/airlock_<l>.qm.
namespace Language {

inline constexpr char kSystem[] = "system";

// "system", "en", then every translated language: what the `language` setting accepts.
const QStringList &settings();
// The languages with a translation, without English: de, fr.
const QStringList &translated();
// A language's name in that language ("Deutsch"), for the settings' list.
QString nativeName(const QString &language);
// The language the system asks for, as gettext reads the environment: LANGUAGE's list first (when a locale is set at
// all), then LC_ALL, LC_MESSAGES, LANG. The first one Airlock has wins; C, POSIX and anything else are English.
QString fromEnvironment(const QProcessEnvironment &env);
// The language to show for a setting ("system" or empty: fromEnvironment of this process).
QString chosen(const QString &setting);
// Installs Airlock's translator and Qt's own (qtbase_<l>.qm: standard buttons) on the running QCoreApplication, and
// makes QLocale's default the language's; returns the language now shown. Call it once, after the application object
// exists. `qmDir` is where airlock_<l>.qm is (the embedded :/i18n by default).
QString install(const QString &setting, const QString &qmDir = QStringLiteral(":/i18n"));

} // namespace Language

} // namespace airlock::core
