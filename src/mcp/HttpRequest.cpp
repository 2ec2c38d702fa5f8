// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HttpRequest.h"

namespace airlock::mcp {

QByteArray HttpRequest::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key == name)
            return value;
    }
    return {};
}

bool HttpRequest::hasHeader(const QByteArray &name) const
{
    for (const auto &entry : headers) {
        if (entry.first == name)
            return true;
    }
    return false;
}

bool HttpRequest::keepAlive() const
{
    const QByteArray connection = header("connection").toLower();
    if (version == "HTTP/1.0")
        return connection.contains("keep-alive");
    return !connection.contains("close");
}

HttpRequestParser::HttpRequestParser(qsizetype maxBodyBytes)
    : m_maxBody(maxBodyBytes)
{}

HttpRequestParser::Status HttpRequestParser::fail(int status, const QByteArray &text)
{
    m_errorStatus = status;
    m_errorText = text;
    return Status::Error;
}

HttpRequestParser::Status HttpRequestParser::parse(QByteArray &buffer)
{
    if (m_errorStatus)
        return Status::Error;
    if (!m_inBody) {
        // Tolerate blank lines between requests (RFC 9112 §2.2).
        while (buffer.startsWith("\r\n"))
            buffer.remove(0, 2);
        // A lone '\r' may still be such a blank line: no request has started yet, whatever the chunking.
        if (buffer.isEmpty() || buffer == "\r")
            return Status::NeedMore;
        m_started = true;
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end < 0) {
            if (buffer.size() > kMaxHeadBytes)
                return fail(431, "Request header fields too large");
            return Status::NeedMore;
        }
        if (end + 4 > kMaxHeadBytes)
            return fail(431, "Request header fields too large");
        const Status head = parseHead(buffer.first(end));
        buffer.remove(0, end + 4);
        if (head == Status::Error)
            return head;
        m_inBody = true;
    }
    const qsizetype missing = m_bodyLength - m_request.body.size();
    if (missing > 0) {
        const qsizetype take = std::min(missing, buffer.size());
        m_request.body.append(buffer.constData(), take);
        buffer.remove(0, take);
        if (m_request.body.size() < m_bodyLength)
            return Status::NeedMore;
    }
    return Status::Complete;
}

HttpRequestParser::Status HttpRequestParser::parseHead(const QByteArray &head)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> requestLine = lines.first().trimmed().split(' ');
    if (requestLine.size() != 3 || requestLine[0].isEmpty() || requestLine[1].isEmpty())
        return fail(400, "Malformed request line");
    m_request.method = requestLine[0];
    m_request.target = requestLine[1];
    m_request.version = requestLine[2];
    if (m_request.version != "HTTP/1.1" && m_request.version != "HTTP/1.0")
        return fail(505, "HTTP version not supported");
    for (qsizetype i = 1; i < lines.size(); ++i) {
        QByteArray line = lines[i];
        if (line.endsWith('\r'))
            line.chop(1);
        const qsizetype colon = line.indexOf(':');
        // No obsolete line folding, no whitespace before the colon (RFC 9112 §5.1, request smuggling).
        if (colon <= 0 || line.startsWith(' ') || line.startsWith('\t') || line[colon - 1] == ' ')
            return fail(400, "Malformed header line");
        m_request.headers.append({line.first(colon).toLower(), line.sliced(colon + 1).trimmed()});
    }
    if (m_request.hasHeader("transfer-encoding"))
        return fail(411, "Chunked request bodies are not supported; send Content-Length");
    const QByteArray length = m_request.header("content-length");
    if (!length.isEmpty()) {
        bool ok = false;
        const qlonglong value = length.toLongLong(&ok);
        if (!ok || value < 0)
            return fail(400, "Invalid Content-Length");
        if (value > m_maxBody)
            return fail(413, "Request body too large");
        m_bodyLength = qsizetype(value);
        m_request.body.reserve(std::min<qsizetype>(m_bodyLength, 1024 * 1024));
    }
    return Status::Complete;
}

HttpRequest HttpRequestParser::take()
{
    HttpRequest request = std::exchange(m_request, {});
    m_inBody = false;
    m_started = false;
    m_bodyLength = 0;
    return request;
}

} // namespace airlock::mcp
