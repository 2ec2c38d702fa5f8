// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "StdioBridge.h"

#include "FdReader.h"
#include "FdWriter.h"
#include "McpLog.h"

namespace airlock::mcp {

namespace {
constexpr int kRetryMs = 50;
} // namespace

StdioBridge::StdioBridge(QString socketPath, Launcher launcher, int startTimeoutMs, int inFd, int outFd,
                         QObject *parent)
    : QObject(parent)
    , m_socketPath(std::move(socketPath))
    , m_launcher(std::move(launcher))
    , m_startTimeoutMs(startTimeoutMs)
    , m_reader(new FdReader(inFd, this))
    , m_writer(new FdWriter(outFd, this))
{
    m_retry.setSingleShot(true);
    connect(&m_retry, &QTimer::timeout, this, &StdioBridge::connectOnce);
    connect(m_reader, &FdReader::data, this, [this](const QByteArray &bytes) {
        m_requests.fromAgent(bytes);
        if (m_connected)
            m_socket->write(bytes);
        else
            m_early += bytes;
    });
    connect(m_reader, &FdReader::ended, this, &StdioBridge::onInputEnded);
    // The agent stopped reading our stdout: nobody is left to serve.
    connect(m_writer, &FdWriter::failed, this, [this] { finish(0, {}); });
}

StdioBridge::~StdioBridge() = default;

void StdioBridge::start()
{
    m_reader->start();
    connectOnce();
}

void StdioBridge::connectOnce()
{
    if (m_finishing)
        return;
    if (m_socket) {
        m_socket->disconnect(this);
        m_socket->deleteLater();
    }
    m_socket = new QLocalSocket(this);
    connect(m_socket, &QLocalSocket::connected, this, &StdioBridge::onConnected);
    connect(m_socket, &QLocalSocket::errorOccurred, this, [this](QLocalSocket::LocalSocketError) {
        if (!m_connected)
            onConnectFailed();
    });
    m_socket->connectToServer(m_socketPath);
}

void StdioBridge::onConnectFailed()
{
    if (m_finishing || m_retry.isActive())
        return;
    if (!m_waiting.isValid()) {
        // Nothing answers: start the app once, then wait for its socket.
        const auto launched = m_launcher ? m_launcher()
                                         : core::Result<QString>(core::Error::executionFailed(
                                               QStringLiteral("no way to start the app is configured")));
        if (!launched) {
            finish(1, QStringLiteral("no Airlock app is running at %1 and starting one failed: %2")
                          .arg(m_socketPath, launched.error().message));
            return;
        }
        m_launched = *launched;
        m_waiting.start();
        qCInfo(lcMcpBridge) << "no app at" << m_socketPath << "-" << m_launched;
    }
    if (m_waiting.elapsed() > m_startTimeoutMs) {
        finish(1, QStringLiteral("no Airlock app answered at %1 within %2 s (%3)")
                      .arg(m_socketPath)
                      .arg(m_startTimeoutMs / 1000.0)
                      .arg(m_launched));
        return;
    }
    m_retry.start(kRetryMs);
}

void StdioBridge::onConnected()
{
    m_connected = true;
    connect(m_socket, &QLocalSocket::readyRead, this, [this] { toAgent(m_socket->readAll()); });
    connect(m_socket, &QLocalSocket::disconnected, this, &StdioBridge::onDisconnected);
    connect(m_socket, &QLocalSocket::bytesWritten, this, [this] {
        if (m_inputEnded && m_socket->bytesToWrite() == 0)
            m_socket->disconnectFromServer();
    });
    if (!m_greeting.isEmpty())
        m_socket->write(m_greeting);
    if (!m_early.isEmpty())
        m_socket->write(std::exchange(m_early, {}));
    if (m_inputEnded && m_socket->bytesToWrite() == 0)
        m_socket->disconnectFromServer();
}

void StdioBridge::onInputEnded()
{
    m_inputEnded = true;
    if (m_connected && m_socket->bytesToWrite() == 0)
        m_socket->disconnectFromServer();
    // Not connected yet: what was read is sent once connected, then the connection ends.
}

void StdioBridge::toAgent(const QByteArray &bytes)
{
    m_requests.fromApp(bytes);
    m_writer->write(bytes);
}

void StdioBridge::onDisconnected()
{
    if (m_inputEnded) {
        finish(0, {});
        return;
    }
    if (m_socket->bytesAvailable() > 0)
        toAgent(m_socket->readAll());
    // The app ended (or was killed) with requests unanswered: each gets an error now, so that the agent is not left
    // waiting on a call that can no longer end.
    if (m_requests.unanswered() > 0)
        m_writer->write(m_requests.unansweredErrors(
            QStringLiteral("the Airlock app closed the connection before answering (it ended or was killed); whether "
                           "the command ran, and how far, is unknown")));
    finish(1, QStringLiteral("the Airlock app closed the connection"));
}

void StdioBridge::finish(int exitCode, const QString &error)
{
    if (m_finishing)
        return;
    m_finishing = true;
    m_retry.stop();
    m_reader->stop();
    if (m_socket && m_socket->state() == QLocalSocket::ConnectedState && m_socket->bytesAvailable() > 0)
        toAgent(m_socket->readAll());
    // Whatever the app sent still reaches the agent before we go.
    if (m_writer->isDrained() || m_writer->hasFailed()) {
        emit finished(exitCode, error);
        return;
    }
    connect(m_writer, &FdWriter::drained, this, [this, exitCode, error] { emit finished(exitCode, error); });
    connect(m_writer, &FdWriter::failed, this, [this, exitCode, error] { emit finished(exitCode, error); });
}

} // namespace airlock::mcp
