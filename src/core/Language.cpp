// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace airlock::core::Language {

namespace {

// "de_DE.UTF-8@euro" → "de".
QString languageCode(const QString &locale)
{
    return locale.section(QLatin1Char('.'), 0, 0)
        .section(QLatin1Char('@'), 0, 0)
        .section(QLatin1Char('_'), 0, 0)
        .section(QLatin1Char('-'), 0, 0)
        .toLower();
}

bool known(const QString &code)
{
    return code == QLatin1String("en") || translated().contains(code);
}

} // namespace

const QStringList &settings()
{
    static const QStringList all = QStringList{QString::fromLatin1(kSystem), QStringLiteral("en")} + translated();
    return all;
}

const QStringList &translated()
{
    static const QStringList languages{QStringLiteral("de"), QStringLiteral("fr")};
    return languages;
}

QString nativeName(const QString &language)
{
    if (language == QLatin1String("en"))
        return QStringLiteral("English");
    if (language == QLatin1String("de"))
        return QStringLiteral("Deutsch");
    if (language == QLatin1String("fr"))
        return QStringLiteral("Français");
    return language;
}

QString fromEnvironment(const QProcessEnvironment &env)
{
    QString locale;
    for (const char *name : {"LC_ALL", "LC_MESSAGES", "LANG"}) {
        locale = env.value(QLatin1String(name));
        if (!locale.isEmpty())
            break;
    }
    if (locale.isEmpty() || locale == QLatin1String("C") || locale.startsWith(QLatin1String("C.")) ||
        locale == QLatin1String("POSIX"))
        return QStringLiteral("en");
    QStringList wanted = env.value(QStringLiteral("LANGUAGE")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    wanted << locale;
    for (const QString &each : std::as_const(wanted)) {
        const QString code = languageCode(each);
        if (known(code))
            return code;
    }
    return QStringLiteral("en");
}

QString chosen(const QString &setting)
{
    if (known(setting))
        return setting;
    return fromEnvironment(QProcessEnvironment::systemEnvironment());
}

QString install(const QString &setting, const QString &qmDir)
{
    const QString language = chosen(setting);
    if (known(setting)) // an explicit choice; the system's own locale (de_CH, fr_CA) stays the default otherwise
        QLocale::setDefault(QLocale(language));
    auto *app = QCoreApplication::instance();
    if (!app)
        return language;
    // English needs its file only for the plural forms ("1 task"); Qt's own English is its source text.
    auto *own = new QTranslator(app);
    if (own->load(QStringLiteral("airlock_") + language, qmDir))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    if (language != QLatin1String("en")) {
        auto *qt = new QTranslator(app);
        if (qt->load(QStringLiteral("qtbase_") + language, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            QCoreApplication::installTranslator(qt);
        else
            delete qt;
    }
    return language;
}

} // namespace airlock::core::Language
