// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "StdioTransport.h"

#include "FdReader.h"
#include "FdWriter.h"
#include "McpServer.h"
#include "McpSession.h"

namespace airlock::mcp {

StdioTransport::StdioTransport(McpServer *server, int inFd, int outFd, QObject *parent)
    : QObject(parent)
    , m_session(server->createSession(this))
    , m_reader(new FdReader(inFd, this))
    , m_writer(new FdWriter(outFd, this))
    , m_lines(lineReaderFor(m_session))
{
    connect(m_session, &McpSession::outgoing, m_writer,
            [this](const QByteArray &json, const QByteArray &, bool) { m_writer->write(json + '\n'); });
    connect(m_reader, &FdReader::data, this, [this](const QByteArray &bytes) { m_lines.append(bytes); });
    connect(m_reader, &FdReader::ended, this, [this] {
        m_lines.finish();
        end();
    });
    connect(m_writer, &FdWriter::failed, this, &StdioTransport::end);
}

StdioTransport::~StdioTransport() = default;

McpSession *StdioTransport::session() const
{
    return m_session;
}

void StdioTransport::start()
{
    m_reader->start();
}

void StdioTransport::end()
{
    if (m_ended)
        return;
    m_ended = true;
    m_reader->stop();
    if (m_session)
        m_session->close();
    emit ended();
}

} // namespace airlock::mcp
