// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>

namespace airlock::mcp {

// One HTTP/1.1 request, as far as the MCP endpoint needs it.
struct HttpRequest {
    QByteArray method;
    QByteArray target;
    QByteArray version;
    QList<QPair<QByteArray, QByteArray>> headers; // names lower-cased, values trimmed
    QByteArray body;

    // The first value of a header; `name` lower-case.
    QByteArray header(const QByteArray &name) const;
    bool hasHeader(const QByteArray &name) const;
    bool keepAlive() const;
};

// An incremental HTTP/1.1 request parser with limits: the head (request line and headers) at most kMaxHeadBytes,
// the body at most the given size and only with Content-Length (chunked request bodies are refused with 411).
class HttpRequestParser final
{
public:
    static constexpr qsizetype kMaxHeadBytes = 64 * 1024;

    enum class Status { NeedMore, Complete, Error };

    explicit HttpRequestParser(qsizetype maxBodyBytes);

    // Consumes bytes from the front of `buffer`. On Complete, take() returns the request and the parser is ready for
    // the next one; on Error, errorStatus() is the HTTP status to answer before closing.
    Status parse(QByteArray &buffer);
    HttpRequest take();
    int errorStatus() const { return m_errorStatus; }
    QByteArray errorText() const { return m_errorText; }
    // Started reading a request and not finished yet.
    bool inProgress() const { return m_inBody || m_started; }

private:
    Status fail(int status, const QByteArray &text);
    Status parseHead(const QByteArray &head);

    qsizetype m_maxBody;
    HttpRequest m_request;
    bool m_inBody = false;
    bool m_started = false;
    qsizetype m_bodyLength = 0;
    int m_errorStatus = 0;
    QByteArray m_errorText;
};

} // namespace airlock::mcp
