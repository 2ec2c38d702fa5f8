// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HttpJson.h"

#include <QDateTime>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

#include <memory>

namespace airlock::backends {

namespace {

// Retry-After: a number of seconds or an HTTP date (RFC 9110 §10.2.3); -1 when absent or unreadable.
int retryAfterMs(const QNetworkReply *reply)
{
    const QByteArray value = reply->rawHeader("Retry-After").trimmed();
    if (value.isEmpty())
        return -1;
    bool ok = false;
    const int secs = value.toInt(&ok);
    if (ok)
        return secs < 0 ? -1 : int(qMin<qint64>(qint64(secs) * 1000, 3600 * 1000));
    const QDateTime when = QDateTime::fromString(QString::fromLatin1(value), Qt::RFC2822Date);
    if (!when.isValid())
        return -1;
    return int(qBound(qint64(0), QDateTime::currentDateTimeUtc().msecsTo(when), qint64(3600 * 1000)));
}

// The server's own words for an error ({"message": …} or {"error": …}), short and on one line.
QString serverMessage(const QJsonDocument &body)
{
    const QJsonObject object = body.object();
    QString text = object.value(QStringLiteral("message")).toString();
    if (text.isEmpty())
        text = object.value(QStringLiteral("error")).toString();
    text = text.simplified();
    return text.size() > 200 ? text.left(200) + QStringLiteral("…") : text;
}

bool isTransientStatus(int status)
{
    return status == 429 || status == 502 || status == 503 || status == 504;
}

} // namespace

HttpJsonClient::HttpJsonClient(QString service, QUrl base, QByteArray authorization, QString credentialName,
                               QObject *parent)
    : QObject(parent)
    , m_service(std::move(service))
    , m_base(std::move(base))
    , m_authorization(std::move(authorization))
    , m_credentialName(std::move(credentialName))
    , m_network(new QNetworkAccessManager(this))
{
    m_network->setRedirectPolicy(QNetworkRequest::NoLessSafeRedirectPolicy);
}

HttpJsonClient::~HttpJsonClient()
{
    abortAll();
}

void HttpJsonClient::setHeader(const QByteArray &name, const QByteArray &value)
{
    m_headers.append({name, value});
}

QPointer<QNetworkReply> HttpJsonClient::request(const QByteArray &verb, const QString &path, const QJsonDocument &body,
                                                int timeoutMs, Done done)
{
    QUrl url = m_base;
    const qsizetype query = path.indexOf(QLatin1Char('?'));
    QString basePath = url.path();
    if (basePath.endsWith(QLatin1Char('/')))
        basePath.chop(1);
    url.setPath(basePath + (query < 0 ? path : path.left(query)));
    if (query >= 0)
        url.setQuery(path.mid(query + 1));
    return requestUrl(verb, url, body, timeoutMs, std::move(done));
}

QPointer<QNetworkReply> HttpJsonClient::requestUrl(const QByteArray &verb, const QUrl &url, const QJsonDocument &body,
                                                   int timeoutMs, Done done)
{
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    request.setRawHeader("Accept", "application/json");
    if (!m_authorization.isEmpty())
        request.setRawHeader("Authorization", m_authorization);
    for (const auto &[name, value] : std::as_const(m_headers))
        request.setRawHeader(name, value);
    const QByteArray payload = body.isNull() ? QByteArray() : body.toJson(QJsonDocument::Compact);
    QNetworkReply *reply = m_network->sendCustomRequest(request, verb, payload);
    reply->setProperty("airlockVerb", verb);

    struct State {
        bool timedOut = false;
        bool tooLarge = false;
    };
    auto state = std::make_shared<State>();
    auto *timer = new QTimer(reply);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, reply, [reply, state] {
        state->timedOut = true;
        reply->abort();
    });
    if (timeoutMs > 0)
        timer->start(timeoutMs);
    connect(reply, &QNetworkReply::downloadProgress, reply, [this, reply, state](qint64 received, qint64) {
        if (received > m_maxResponseBytes && !state->tooLarge) {
            state->tooLarge = true;
            reply->abort();
        }
    });
    connect(reply, &QNetworkReply::finished, this, [this, reply, state, done = std::move(done)] {
        reply->deleteLater();
        if (reply->property("airlockAbandoned").toBool())
            return;
        done(finish(reply, state->timedOut, state->tooLarge));
    });
    return reply;
}

QUrl HttpJsonClient::joined(const QUrl &base, const QString &tail)
{
    QUrl url = base;
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path + tail);
    return url;
}

void HttpJsonClient::abortAll()
{
    const auto replies = m_network->findChildren<QNetworkReply *>();
    for (QNetworkReply *reply : replies) {
        reply->setProperty("airlockAbandoned", true);
        reply->abort();
    }
}

HttpJsonReply HttpJsonClient::finish(QNetworkReply *reply, bool timedOut, bool tooLarge) const
{
    HttpJsonReply out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.timedOut = timedOut;
    const QString what =
        QStringLiteral("the %1 API (%2 %3)")
            .arg(m_service, QString::fromLatin1(reply->property("airlockVerb").toByteArray()), reply->url().path());
    if (tooLarge) {
        out.error =
            core::Error::executionFailed(QStringLiteral("%1 answered with more than %2 MiB; Airlock stopped reading it")
                                             .arg(what)
                                             .arg(m_maxResponseBytes / (1024 * 1024)));
        return out;
    }
    if (timedOut) {
        out.error = core::Error::unavailable(QStringLiteral("%1 did not answer in time").arg(what));
        return out;
    }
    const QByteArray raw = reply->readAll();
    if (!raw.trimmed().isEmpty()) {
        QJsonParseError parse{};
        out.body = QJsonDocument::fromJson(raw, &parse);
        if (parse.error != QJsonParseError::NoError && out.status >= 200 && out.status < 300) {
            out.body = {};
            out.error = core::Error::executionFailed(
                QStringLiteral("%1 answered with something that is not JSON (%2, %3 bytes, %4)")
                    .arg(what, reply->header(QNetworkRequest::ContentTypeHeader).toString())
                    .arg(raw.size())
                    .arg(parse.errorString()));
            return out;
        }
    }
    if (out.status == 0) {
        const auto code = reply->error();
        out.transient = code == QNetworkReply::ConnectionRefusedError || code == QNetworkReply::RemoteHostClosedError ||
                        code == QNetworkReply::TemporaryNetworkFailureError;
        const QString message = QStringLiteral("%1 could not be reached: %2").arg(what, reply->errorString());
        out.error = out.transient || code == QNetworkReply::HostNotFoundError ? core::Error::unavailable(message)
                                                                              : core::Error::executionFailed(message);
        return out;
    }
    if (out.status >= 200 && out.status < 300)
        return out;
    const QString said = serverMessage(out.body);
    const QString suffix = said.isEmpty() ? QString() : QStringLiteral(": ") + said;
    if (out.status == 401 || out.status == 403) {
        out.error = core::Error::executionFailed(QStringLiteral("%1 refused the credential from %2 (HTTP %3)%4")
                                                     .arg(what, m_credentialName)
                                                     .arg(out.status)
                                                     .arg(suffix));
        return out;
    }
    out.transient = isTransientStatus(out.status);
    out.retryAfterMs = out.transient ? retryAfterMs(reply) : -1;
    const QString message = QStringLiteral("%1 answered HTTP %2%3").arg(what).arg(out.status).arg(suffix);
    out.error = out.transient ? core::Error::unavailable(message) : core::Error::executionFailed(message);
    out.error->retryAfterMs = out.retryAfterMs; // the engine's retry waits at least this long
    return out;
}

} // namespace airlock::backends
