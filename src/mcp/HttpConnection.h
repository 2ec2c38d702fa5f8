// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "HttpRequest.h"

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QPair>
#include <QTcpSocket>
#include <QTimer>

namespace airlock::mcp {

// One client TCP connection of the HTTP transport: reads requests one at a time (keep-alive), and writes either a
// plain response or a Server-Sent Events stream (chunked) that stays open until the exchange ends. Closed when idle
// or when a request takes too long to arrive.
class HttpConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HttpConnection)

public:
    using Headers = QList<QPair<QByteArray, QByteArray>>;

    static constexpr int kIdleMs = 60 * 1000;           // no request on a kept-alive connection
    static constexpr int kRequestMs = 30 * 1000;        // a started request must arrive within this
    static constexpr int kKeepAliveEventMs = 15 * 1000; // an SSE comment on a quiet stream keeps proxies happy
    static constexpr int kLingerMs = 3000;              // after our close, how long the peer may take to close

    HttpConnection(QTcpSocket *socket, qsizetype maxBodyBytes, QObject *parent = nullptr);
    ~HttpConnection() override;

    void respond(int status, const Headers &headers, const QByteArray &body);
    // 200 text/event-stream; then sendEvent() any number of times and endStream().
    void beginStream(const Headers &headers);
    void sendEvent(const QByteArray &data);
    void endStream();
    bool isStreaming() const { return m_streaming; }
    bool isOpen() const;
    void close();

    static QByteArray reasonPhrase(int status);

signals:
    void request(airlock::mcp::HttpConnection *connection, const airlock::mcp::HttpRequest &request);
    // The peer went away (or the connection was closed); the object is deleted soon after.
    void closed(airlock::mcp::HttpConnection *connection);

private:
    void onReadyRead();
    void processBuffer();
    void finishExchange();
    void writeChunk(const QByteArray &data);

    QTcpSocket *m_socket;
    HttpRequestParser m_parser;
    QByteArray m_buffer;
    QTimer m_timer;      // idle or request deadline
    QTimer m_keepAlive;  // SSE comments
    bool m_busy = false; // a request is being answered
    bool m_streaming = false;
    bool m_keepOpen = true;
    bool m_closed = false;
};

} // namespace airlock::mcp
