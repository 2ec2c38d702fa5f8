// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "MiniHttp.h"

#include <QHostAddress>

namespace airlock::emulators {

namespace {

QByteArray reason(int status)
{
    switch (status) {
    case 200: return "OK";
    case 201: return "Created";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 404: return "Not Found";
    case 409: return "Conflict";
    case 410: return "Gone";
    case 429: return "Too Many Requests";
    case 503: return "Service Unavailable";
    default: return "Status";
    }
}

QByteArray head(int status, qsizetype length, const QByteArray &contentType,
                const QList<QPair<QByteArray, QByteArray>> &headers)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason(status) + "\r\n";
    out += "Content-Type: " + contentType + "\r\nContent-Length: " + QByteArray::number(length) + "\r\n";
    for (const auto &[name, value] : headers)
        out += name + ": " + value + "\r\n";
    return out + "\r\n";
}

} // namespace

void HttpExchange::reply(int status, const QByteArray &body, const QByteArray &contentType,
                         const QList<QPair<QByteArray, QByteArray>> &headers)
{
    if (!m_socket)
        return;
    m_socket->write(head(status, body.size(), contentType, headers));
    m_socket->write(body);
}

void HttpExchange::replyTruncated(int status, const QByteArray &body)
{
    if (!m_socket)
        return;
    m_socket->write(head(status, body.size(), "application/json", {}));
    m_socket->write(body.left(body.size() / 2));
    m_socket->flush();
    m_socket->disconnectFromHost();
}

MiniHttp::MiniHttp(Handler handler, QObject *parent)
    : QObject(parent)
    , m_handler(std::move(handler))
{
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadable(socket); });
            connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
                m_buffers.remove(socket);
                socket->deleteLater();
            });
        }
    });
}

bool MiniHttp::listen(quint16 port)
{
    return m_server.listen(QHostAddress::LocalHost, port);
}

void MiniHttp::onReadable(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    for (;;) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0)
            return;
        const QList<QByteArray> lines = buffer.left(end).split('\n');
        const QList<QByteArray> first = lines.value(0).trimmed().split(' ');
        HttpRequest request;
        request.method = first.value(0);
        request.url = QUrl(QString::fromLatin1(first.value(1)));
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const qsizetype colon = lines[i].indexOf(':');
            if (colon > 0)
                request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
        const qsizetype length = request.headers.value("content-length", "0").toLongLong();
        if (buffer.size() < end + 4 + length)
            return;
        request.body = buffer.mid(end + 4, length);
        buffer.remove(0, end + 4 + length);
        m_handler(request, HttpExchange(socket));
    }
}

} // namespace airlock::emulators
