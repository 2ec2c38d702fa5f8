// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "BackendFacts.h"

#include <QCoreApplication>
#include <QSet>

namespace airlock::gui {

namespace {

// A label marked with QT_TRANSLATE_NOOP, in the language shown.
QString translated(const char *text)
{
    return QCoreApplication::translate("BackendFacts", text);
}

struct Known {
    const char *key;
    const char *label;
};

// In the order shown.
const Known kKnown[] = {
    {"sandbox", QT_TRANSLATE_NOOP("BackendFacts", "Sandbox")},
    {"instance", QT_TRANSLATE_NOOP("BackendFacts", "Instance")},
    {"container", QT_TRANSLATE_NOOP("BackendFacts", "Container")},
    {"image", QT_TRANSLATE_NOOP("BackendFacts", "Image")},
    {"region", QT_TRANSLATE_NOOP("BackendFacts", "Region")},
    {"mode", QT_TRANSLATE_NOOP("BackendFacts", "Mode")},
    {"host", QT_TRANSLATE_NOOP("BackendFacts", "Host")},
    {"user", QT_TRANSLATE_NOOP("BackendFacts", "User")},
    {"expiresAt", QT_TRANSLATE_NOOP("BackendFacts", "Expires")},
    {"autoStopMinutes", QT_TRANSLATE_NOOP("BackendFacts", "Auto-stop")},
    {"cwd", QT_TRANSLATE_NOOP("BackendFacts", "Directory")},
    {"shell", QT_TRANSLATE_NOOP("BackendFacts", "Shell")},
    {"pid", QT_TRANSLATE_NOOP("BackendFacts", "Shell pid")},
};

QString valueOf(const QString &key, const QVariant &value, const QDateTime &now)
{
    if (key == QLatin1String("expiresAt")) {
        const QDateTime when = value.typeId() == QMetaType::QDateTime
                                   ? value.toDateTime()
                                   : QDateTime::fromString(value.toString(), Qt::ISODateWithMs);
        return when.isValid() ? timeUntil(when, now) : value.toString();
    }
    if (key == QLatin1String("autoStopMinutes")) {
        bool ok = false;
        const int minutes = value.toInt(&ok);
        if (ok)
            return minutes <= 0 ? QCoreApplication::translate("BackendFacts", "never")
                                : QCoreApplication::translate("BackendFacts", "after %1 min idle").arg(minutes);
    }
    if (value.typeId() == QMetaType::QStringList)
        return value.toStringList().join(QStringLiteral(", "));
    return value.toString();
}

} // namespace

QString timeUntil(const QDateTime &when, const QDateTime &now)
{
    const qint64 secs = now.secsTo(when);
    const qint64 span = secs < 0 ? -secs : secs;
    QString amount;
    if (span < 60)
        amount = QCoreApplication::translate("BackendFacts", "%1 s").arg(span);
    else if (span < 3600)
        amount = QCoreApplication::translate("BackendFacts", "%1 min").arg(span / 60);
    else
        amount = QCoreApplication::translate("BackendFacts", "%1 h %2 min").arg(span / 3600).arg((span % 3600) / 60);
    return secs < 0 ? QCoreApplication::translate("BackendFacts", "expired %1 ago").arg(amount)
                    : QCoreApplication::translate("BackendFacts", "in %1").arg(amount);
}

QList<QPair<QString, QString>> readableFacts(const QVariantMap &facts, const QDateTime &now)
{
    QList<QPair<QString, QString>> rows;
    QSet<QString> shown;
    for (const Known &known : kKnown) {
        const QString key = QString::fromLatin1(known.key);
        const auto it = facts.constFind(key);
        if (it == facts.cend())
            continue;
        shown.insert(key);
        rows.append({translated(known.label), valueOf(key, *it, now)});
    }
    for (auto it = facts.cbegin(); it != facts.cend(); ++it) { // QVariantMap: by name
        if (!shown.contains(it.key()))
            rows.append({it.key(), valueOf(it.key(), it.value(), now)});
    }
    return rows;
}

} // namespace airlock::gui
