// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "BridgeRequests.h"
#include "core/Error.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QLocalSocket>
#include <QObject>
#include <QTimer>

#include <functional>

namespace airlock::mcp {

class FdReader;
class FdWriter;

// `airlock mcp`: the agent's stdio, forwarded byte for byte to the running app's LocalBridge and back. When no app
// is running it starts one (through the launcher it is given) and keeps trying to connect for a bounded time.
class StdioBridge final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StdioBridge)

public:
    // Starts the app in the background; the text says what was started (for error messages).
    using Launcher = std::function<core::Result<QString>()>;

    StdioBridge(QString socketPath, Launcher launcher, int startTimeoutMs, int inFd, int outFd,
                QObject *parent = nullptr);
    ~StdioBridge() override;

    // Sent first once connected, before the agent's bytes: the session's options (SessionWire.h).
    void setGreeting(const QByteArray &line) { m_greeting = line; }
    void start();

signals:
    // 0: the agent closed stdin and everything was delivered; otherwise `error` says what went wrong.
    void finished(int exitCode, const QString &error);

private:
    void connectOnce();
    void onConnectFailed();
    void onConnected();
    void onInputEnded();
    void onDisconnected();
    void toAgent(const QByteArray &bytes);
    void finish(int exitCode, const QString &error);

    QString m_socketPath;
    Launcher m_launcher;
    int m_startTimeoutMs;
    FdReader *m_reader = nullptr;
    FdWriter *m_writer = nullptr;
    QLocalSocket *m_socket = nullptr;
    QTimer m_retry;
    QElapsedTimer m_waiting;
    QByteArray m_greeting;
    QByteArray m_early; // stdin read before the connection was up
    BridgeRequests m_requests;
    QString m_launched;
    bool m_connected = false;
    bool m_inputEnded = false;
    bool m_finishing = false;
};

} // namespace airlock::mcp
