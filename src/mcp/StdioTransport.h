// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "LineReader.h"

#include <QObject>
#include <QPointer>

namespace airlock::mcp {

class FdReader;
class FdWriter;
class McpServer;
class McpSession;

// MCP over a pair of file descriptors (`airlock mcp --headless`): one JSON message per line in, one per line out,
// nothing else on the output. One session for the whole stream.
class StdioTransport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StdioTransport)

public:
    StdioTransport(McpServer *server, int inFd, int outFd, QObject *parent = nullptr);
    ~StdioTransport() override;

    void start();
    McpSession *session() const;
    FdWriter *writer() const { return m_writer; }

signals:
    // End of input, or the output's reader is gone: the session is closed (its calls cancelled).
    void ended();

private:
    void end();

    QPointer<McpSession> m_session;
    FdReader *m_reader = nullptr;
    FdWriter *m_writer = nullptr;
    LineReader m_lines;
    bool m_ended = false;
};

} // namespace airlock::mcp
