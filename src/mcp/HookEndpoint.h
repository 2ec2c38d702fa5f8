// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "LineReader.h"

#include <QObject>
#include <QPointer>

class QLocalSocket;

namespace airlock::engine {
class HookCall;
class HookService;
} // namespace airlock::engine

namespace airlock::mcp {

// The app's end of one hook connection (HookWire.h): reads the one request line, has the engine's HookService judge
// it, writes the answer and closes. A malformed request gets a JSON-RPC error naming what is wrong; a hook that
// goes away withdraws its question. Lives as long as the socket.
class HookEndpoint final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HookEndpoint)

public:
    HookEndpoint(engine::HookService *hooks, QLocalSocket *socket);
    ~HookEndpoint() override;

    void append(QByteArrayView bytes) { m_lines.append(bytes); }
    void close();

private:
    void onLine(QByteArrayView line);
    void reply(const QByteArray &json);

    QPointer<engine::HookService> m_hooks;
    QLocalSocket *m_socket;
    LineReader m_lines;
    QPointer<engine::HookCall> m_call;
    bool m_done = false;
};

} // namespace airlock::mcp
