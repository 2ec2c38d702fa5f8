// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalGatewayLedger.h"

#include "BackendsLog.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>
#include <QStandardPaths>

namespace airlock::backends {

namespace {

// The origin as entries name it: scheme, host and port, never a user name or a path.
QString originKey(const QUrl &origin)
{
    return origin.adjusted(QUrl::RemoveUserInfo | QUrl::RemovePath | QUrl::RemoveQuery | QUrl::RemoveFragment)
        .toString();
}

} // namespace

ModalGatewayLedger::ModalGatewayLedger(const QString &directory)
    : m_directory(directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
                                            QStringLiteral("/modal-gateway-sandboxes")
                                      : directory)
{}

QString ModalGatewayLedger::fileFor(const QUrl &origin, const QString &sandboxId) const
{
    // A sandbox id is the gateway's text: hashed with its origin into a file name that is always safe.
    const QByteArray name =
        QCryptographicHash::hash((originKey(origin) + QLatin1Char('\n') + sandboxId).toUtf8(), QCryptographicHash::Sha1)
            .toHex();
    return m_directory + QLatin1Char('/') + QString::fromLatin1(name) + QStringLiteral(".json");
}

bool ModalGatewayLedger::record(const QUrl &origin, const ModalSandboxInfo &sandbox) const
{
    QJsonObject tags;
    for (auto it = sandbox.tags.begin(); it != sandbox.tags.end(); ++it)
        tags.insert(it.key(), it.value());
    const QJsonObject entry{{QStringLiteral("origin"), originKey(origin)},
                            {QStringLiteral("id"), sandbox.id},
                            {QStringLiteral("image"), sandbox.image},
                            {QStringLiteral("created"), QDateTime::currentDateTimeUtc().toString(Qt::ISODate)},
                            {QStringLiteral("tags"), tags}};
    QSaveFile file(fileFor(origin, sandbox.id));
    if (!QDir().mkpath(m_directory) || !file.open(QIODevice::WriteOnly) ||
        file.write(QJsonDocument(entry).toJson(QJsonDocument::Compact)) < 0 || !file.commit()) {
        qCWarning(lcShell) << "modal gateway: cannot write down sandbox" << sandbox.id << "in" << m_directory
                           << "(a later Airlock will not find it if this one dies):" << file.errorString();
        return false;
    }
    return true;
}

void ModalGatewayLedger::forget(const QUrl &origin, const QString &sandboxId) const
{
    QFile::remove(fileFor(origin, sandboxId));
}

QList<ModalSandboxInfo> ModalGatewayLedger::recorded(const QUrl &origin) const
{
    QList<ModalSandboxInfo> found;
    const QString key = originKey(origin);
    const QStringList names = QDir(m_directory).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        QFile file(m_directory + QLatin1Char('/') + name);
        if (!file.open(QIODevice::ReadOnly) || file.size() > 64 * 1024)
            continue;
        const QJsonObject entry = QJsonDocument::fromJson(file.readAll()).object();
        const QString id = entry.value(QStringLiteral("id")).toString();
        if (id.isEmpty() || entry.value(QStringLiteral("origin")).toString() != key)
            continue;
        ModalSandboxInfo sandbox;
        sandbox.id = id;
        sandbox.image = entry.value(QStringLiteral("image")).toString();
        const QJsonObject tags = entry.value(QStringLiteral("tags")).toObject();
        for (auto it = tags.begin(); it != tags.end(); ++it)
            sandbox.tags.insert(it.key(), it.value().toString());
        found << sandbox;
    }
    return found;
}

} // namespace airlock::backends
