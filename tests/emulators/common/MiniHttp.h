// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Part of the test emulators of the cloud backends (Daytona, Modal's managed gateway; not Airlock): a small HTTP/1.1
// server with keep-alive and deferred answers, so that faults (a hang, a truncated body, HTML) can be written exactly
// as a broken service would.
#pragma once

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>
#include <functional>

namespace airlock::emulators {

struct HttpRequest {
    QByteArray method;
    QUrl url;
    QHash<QByteArray, QByteArray> headers; // lower-case names
    QByteArray body;
};

// One answer to write; a null socket when the client went away.
class HttpExchange final
{
public:
    explicit HttpExchange(QTcpSocket *socket)
        : m_socket(socket)
    {}
    void reply(int status, const QByteArray &body, const QByteArray &contentType = "application/json",
               const QList<QPair<QByteArray, QByteArray>> &headers = {});
    // Writes the head with the full length, then only part of the body, and closes.
    void replyTruncated(int status, const QByteArray &body);
    bool alive() const { return m_socket; }

private:
    QPointer<QTcpSocket> m_socket;
};

class MiniHttp final : public QObject
{
    Q_OBJECT

public:
    using Handler = std::function<void(const HttpRequest &, HttpExchange)>;
    explicit MiniHttp(Handler handler, QObject *parent = nullptr);
    bool listen(quint16 port);
    quint16 port() const { return m_server.serverPort(); }

private:
    void onReadable(QTcpSocket *socket);
    QTcpServer m_server;
    Handler m_handler;
    QHash<QTcpSocket *, QByteArray> m_buffers;
};

} // namespace airlock::emulators
