// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaLeftovers.h"

#include "DaytonaBackend.h"
#include "HttpJson.h"
#include "OwnerInstance.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrlQuery>

namespace airlock::backends {

DaytonaLeftoverFinder *DaytonaLeftoverFinder::create(const core::Config::Daytona &config,
                                                     const QProcessEnvironment &environment, const QString &apiKey,
                                                     QObject *parent)
{
    QString key = environment.value(QStringLiteral("DAYTONA_API_KEY"));
    QString source = QStringLiteral("the environment variable DAYTONA_API_KEY");
    if (key.isEmpty()) {
        key = apiKey;
        source = QStringLiteral("the keychain's daytona-api-key");
    }
    if (key.isEmpty())
        return nullptr;
    const QString base = config.baseUrl.trimmed().isEmpty() ? DaytonaBackend::defaultBaseUrl() : config.baseUrl;
    return new DaytonaLeftoverFinder(QUrl(base), key, source, parent);
}

DaytonaLeftoverFinder::DaytonaLeftoverFinder(const QUrl &base, const QString &apiKey, const QString &source,
                                             QObject *parent)
    : LeftoverFinder(parent)
    , m_api(new HttpJsonClient(QStringLiteral("daytona"), base, "Bearer " + apiKey.toUtf8(), source, this))
{}

void DaytonaLeftoverFinder::find(Found done)
{
    QUrlQuery query;
    query.addQueryItem(QStringLiteral("labels"), QStringLiteral("{\"io.airlock\":\"1\"}"));
    query.addQueryItem(QStringLiteral("limit"), QStringLiteral("200"));
    m_api->request("GET", QStringLiteral("/sandbox?") + query.toString(QUrl::FullyEncoded), {}, 30000,
                   [done = std::move(done)](const HttpJsonReply &reply) {
                       QList<Leftover> found;
                       if (!reply.ok()) {
                           done(found, reply.error->message);
                           return;
                       }
                       // The list is an array, or (newer APIs) {items: [...]}.
                       const QJsonArray items = reply.body.isArray()
                                                    ? reply.body.array()
                                                    : reply.body.object().value(QStringLiteral("items")).toArray();
                       for (const QJsonValue &value : items) {
                           const QJsonObject sandbox = value.toObject();
                           const QJsonObject labels = sandbox.value(QStringLiteral("labels")).toObject();
                           const QString owner = labels.value(QLatin1String(DaytonaBackend::kOwnerLabel)).toString();
                           if (owner.isEmpty() || !OwnerInstance::isGone(owner))
                               continue;
                           Leftover leftover;
                           leftover.kind = QStringLiteral("daytona");
                           leftover.id = sandbox.value(QStringLiteral("id")).toString();
                           leftover.taskId = labels.value(QLatin1String(DaytonaBackend::kTaskLabel)).toString();
                           leftover.owner = owner;
                           leftover.description =
                               QStringLiteral("sandbox %1 (%2)")
                                   .arg(leftover.id, sandbox.value(QStringLiteral("state")).toString());
                           leftover.created = QDateTime::fromString(
                               sandbox.value(QStringLiteral("createdAt")).toString(), Qt::ISODate);
                           found << leftover;
                       }
                       done(found, {});
                   });
}

void DaytonaLeftoverFinder::remove(const Leftover &leftover, Removed done)
{
    m_api->request("DELETE", QStringLiteral("/sandbox/%1").arg(leftover.id), {}, 30000,
                   [done = std::move(done)](const HttpJsonReply &reply) {
                       done(reply.ok() || reply.status == 404, reply.ok() ? QString() : reply.error->message);
                   });
}

} // namespace airlock::backends
