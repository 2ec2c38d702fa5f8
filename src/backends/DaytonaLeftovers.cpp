// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DaytonaLeftovers.h"

#include "DaytonaBackend.h"
#include "HttpJson.h"
#include "OwnerInstance.h"
#include "secrets/SecretName.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QUrlQuery>

namespace airlock::backends {

DaytonaLeftoverFinder *DaytonaLeftoverFinder::create(const core::Config &config, const QProcessEnvironment &environment,
                                                     const SecretAccess &secrets, QObject *parent)
{
    const core::Config::Daytona &daytona = config.daytona;
    const QUrl base(daytona.baseUrl.trimmed().isEmpty() ? DaytonaBackend::defaultBaseUrl() : daytona.baseUrl);
    const QString key = environment.value(QStringLiteral("DAYTONA_API_KEY"));
    if (!key.isEmpty())
        return new DaytonaLeftoverFinder(base, key, QStringLiteral("the environment variable DAYTONA_API_KEY"), parent);
    const bool used = config.backend == QLatin1String("daytona") || !daytona.baseUrl.trimmed().isEmpty() ||
                      !daytona.image.trimmed().isEmpty();
    if (!used || !secrets.canLookUp())
        return nullptr;
    return new DaytonaLeftoverFinder(base, secrets, parent);
}

DaytonaLeftoverFinder::DaytonaLeftoverFinder(const QUrl &base, const QString &apiKey, const QString &source,
                                             QObject *parent)
    : LeftoverFinder(parent)
    , m_base(base)
    , m_api(new HttpJsonClient(QStringLiteral("daytona"), base, "Bearer " + apiKey.toUtf8(), source, this))
{}

DaytonaLeftoverFinder::DaytonaLeftoverFinder(const QUrl &base, SecretAccess secrets, QObject *parent)
    : LeftoverFinder(parent)
    , m_base(base)
    , m_secrets(std::move(secrets))
{}

void DaytonaLeftoverFinder::find(Found done)
{
    if (m_api) {
        list(std::move(done));
        return;
    }
    m_secrets.lookup(QString::fromLatin1(secrets::SecretName::kDaytonaApiKey), this,
                     [this, done = std::move(done)](const QString &key, const QString &problem) mutable {
                         if (key.isEmpty()) { // nothing stored: no sandbox can have been made with it
                             done({}, problem.isEmpty() ? QString()
                                                        : QStringLiteral("the keychain could not be asked for "
                                                                         "daytona-api-key: ") +
                                                              problem);
                             return;
                         }
                         m_api = new HttpJsonClient(QStringLiteral("daytona"), m_base, "Bearer " + key.toUtf8(),
                                                    QStringLiteral("the keychain's daytona-api-key"), this);
                         list(std::move(done));
                     });
}

void DaytonaLeftoverFinder::list(Found done)
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
    if (!m_api) { // remove() follows a find() that found it, with the key
        done(false, QStringLiteral("the daytona leftovers were not listed yet"));
        return;
    }
    m_api->request("DELETE", QStringLiteral("/sandbox/%1").arg(leftover.id), {}, 30000,
                   [done = std::move(done)](const HttpJsonReply &reply) {
                       done(reply.ok() || reply.status == 404, reply.ok() ? QString() : reply.error->message);
                   });
}

} // namespace airlock::backends
