// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QJsonDocument>
#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>
#include <optional>

class QNetworkAccessManager;
class QNetworkReply;

namespace airlock::backends {

// What one JSON-over-HTTP call to a cloud backend's API returned.
struct HttpJsonReply {
    int status = 0;     // the HTTP status; 0 when no answer came
    QJsonDocument body; // the answer as JSON (null when empty or not JSON)
    // Set when the call failed: no connection, a timeout, an HTTP error, an answer that is not JSON or too large.
    // Its message names the service and the cause, never the credential.
    std::optional<core::Error> error;
    // Trying again may help (connection refused or reset, HTTP 429/502/503/504): the request had no effect.
    bool transient = false;
    int retryAfterMs = -1; // from a 429's or 503's Retry-After, when given
    bool timedOut = false;
    bool ok() const { return !error.has_value(); }
};

// JSON requests to one service (Daytona's API, Modal's gateway, their emulators) over QNetworkAccessManager, on the
// thread that owns it. The credential travels in a header only, never in a URL or a message.
class HttpJsonClient final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpJsonClient)

public:
    using Done = std::function<void(const HttpJsonReply &reply)>;

    // `service` names the backend in messages ("daytona"); `authorization` is the whole Authorization header value
    // ("Bearer …"), empty for none; `credentialName` names where the credential came from, for 401/403 messages.
    HttpJsonClient(QString service, QUrl base, QByteArray authorization, QString credentialName,
                   QObject *parent = nullptr);
    ~HttpJsonClient() override;

    QUrl base() const { return m_base; }
    // Larger answers fail with a clear error instead of filling memory (8 MiB unless set).
    void setMaxResponseBytes(qint64 bytes) { m_maxResponseBytes = bytes; }
    void setHeader(const QByteArray &name, const QByteArray &value);

    // Sends `verb` to base + `path` (path may carry a query), with `body` as JSON unless it is null. `done` runs once,
    // on this object's thread, unless abort() ran first; the returned reply may be aborted (cancel).
    QPointer<QNetworkReply> request(const QByteArray &verb, const QString &path, const QJsonDocument &body,
                                    int timeoutMs, Done done);
    // The same against an absolute URL (Daytona's toolbox proxy lives on another origin).
    QPointer<QNetworkReply> requestUrl(const QByteArray &verb, const QUrl &url, const QJsonDocument &body,
                                       int timeoutMs, Done done);

    // `base` with `tail` appended to its path (one slash between them).
    static QUrl joined(const QUrl &base, const QString &tail);

    // Ends every request in flight without calling their `done`.
    void abortAll();

private:
    HttpJsonReply finish(QNetworkReply *reply, bool timedOut, bool tooLarge) const;

    QString m_service;
    QUrl m_base;
    QByteArray m_authorization;
    QString m_credentialName;
    QList<QPair<QByteArray, QByteArray>> m_headers;
    qint64 m_maxResponseBytes = 8 * 1024 * 1024;
    QNetworkAccessManager *m_network = nullptr;
};

} // namespace airlock::backends
