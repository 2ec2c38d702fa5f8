// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HttpConnection.h"

#include "McpLog.h"

namespace airlock::mcp {

HttpConnection::HttpConnection(QTcpSocket *socket, qsizetype maxBodyBytes, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_parser(maxBodyBytes)
{
    m_socket->setParent(this);
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_parser.inProgress() && !m_busy)
            respond(408, {}, "Request timeout\n");
        close();
    });
    m_timer.start(kIdleMs);
    m_keepAlive.setInterval(kKeepAliveEventMs);
    connect(&m_keepAlive, &QTimer::timeout, this, [this] { writeChunk(": keep-alive\n\n"); });
    connect(m_socket, &QTcpSocket::readyRead, this, &HttpConnection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, &HttpConnection::close);
}

HttpConnection::~HttpConnection() = default;

bool HttpConnection::isOpen() const
{
    return !m_closed && m_socket->state() == QAbstractSocket::ConnectedState;
}

void HttpConnection::close()
{
    if (m_closed)
        return;
    m_closed = true;
    m_streaming = false;
    m_timer.stop();
    m_keepAlive.stop();
    emit closed(this);
    if (m_socket->state() == QAbstractSocket::UnconnectedState) {
        deleteLater();
        return;
    }
    // A lingering close: what is queued is still written, and what the peer still sends is read and dropped, so
    // that an error answer (413, 431) is not lost to a reset. The peer gets a few seconds to close its side.
    connect(m_socket, &QTcpSocket::disconnected, this, &QObject::deleteLater);
    QTimer::singleShot(kLingerMs, this, [this] {
        m_socket->abort();
        deleteLater();
    });
    m_socket->disconnectFromHost();
}

void HttpConnection::onReadyRead()
{
    if (m_closed) {
        m_socket->readAll();
        return;
    }
    m_buffer.append(m_socket->readAll());
    if (!m_busy)
        processBuffer();
    else if (m_buffer.size() > HttpRequestParser::kMaxHeadBytes)
        m_socket->setReadBufferSize(1); // a pipelining client waits until this exchange ends
}

void HttpConnection::processBuffer()
{
    if (m_closed || m_busy)
        return;
    const HttpRequestParser::Status status = m_parser.parse(m_buffer);
    if (status == HttpRequestParser::Status::NeedMore) {
        if (m_parser.inProgress() && m_timer.remainingTime() > kRequestMs)
            m_timer.start(kRequestMs);
        return;
    }
    if (status == HttpRequestParser::Status::Error) {
        m_keepOpen = false;
        m_busy = true;
        respond(m_parser.errorStatus(), {{"Content-Type", "text/plain; charset=utf-8"}}, m_parser.errorText() + '\n');
        return;
    }
    const HttpRequest request = m_parser.take();
    m_keepOpen = request.keepAlive();
    m_busy = true;
    m_timer.stop();
    emit this->request(this, request);
}

QByteArray HttpConnection::reasonPhrase(int status)
{
    switch (status) {
    case 200: return "OK";
    case 202: return "Accepted";
    case 204: return "No Content";
    case 400: return "Bad Request";
    case 401: return "Unauthorized";
    case 403: return "Forbidden";
    case 404: return "Not Found";
    case 405: return "Method Not Allowed";
    case 406: return "Not Acceptable";
    case 408: return "Request Timeout";
    case 409: return "Conflict";
    case 411: return "Length Required";
    case 413: return "Content Too Large";
    case 415: return "Unsupported Media Type";
    case 431: return "Request Header Fields Too Large";
    case 500: return "Internal Server Error";
    case 503: return "Service Unavailable";
    case 505: return "HTTP Version Not Supported";
    default: return "Status";
    }
}

void HttpConnection::respond(int status, const Headers &headers, const QByteArray &body)
{
    if (m_closed)
        return;
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reasonPhrase(status) + "\r\n";
    for (const auto &[name, value] : headers)
        head += name + ": " + value + "\r\n";
    head += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    head += m_keepOpen ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
    m_socket->write(head + body);
    finishExchange();
}

void HttpConnection::beginStream(const Headers &headers)
{
    if (m_closed)
        return;
    QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
                      "Transfer-Encoding: chunked\r\n";
    for (const auto &[name, value] : headers)
        head += name + ": " + value + "\r\n";
    head += m_keepOpen ? "Connection: keep-alive\r\n\r\n" : "Connection: close\r\n\r\n";
    m_socket->write(head);
    m_streaming = true;
    m_keepAlive.start();
}

void HttpConnection::sendEvent(const QByteArray &data)
{
    if (!m_streaming)
        return;
    // One JSON message per event: it holds no newline, so one data line is the whole of it.
    writeChunk("event: message\ndata: " + data + "\n\n");
    m_keepAlive.start();
}

void HttpConnection::writeChunk(const QByteArray &data)
{
    if (m_closed || !m_streaming)
        return;
    m_socket->write(QByteArray::number(data.size(), 16) + "\r\n" + data + "\r\n");
}

void HttpConnection::endStream()
{
    if (!m_streaming || m_closed)
        return;
    m_socket->write("0\r\n\r\n");
    m_streaming = false;
    m_keepAlive.stop();
    finishExchange();
}

void HttpConnection::finishExchange()
{
    m_busy = false;
    if (!m_keepOpen) {
        close();
        return;
    }
    m_socket->setReadBufferSize(0);
    m_timer.start(kIdleMs);
    if (!m_buffer.isEmpty())
        QMetaObject::invokeMethod(this, &HttpConnection::processBuffer, Qt::QueuedConnection);
}

} // namespace airlock::mcp
