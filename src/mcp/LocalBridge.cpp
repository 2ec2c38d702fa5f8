// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LocalBridge.h"

#include "HookEndpoint.h"
#include "HookWire.h"
#include "JsonRpc.h"
#include "McpLog.h"
#include "McpServer.h"
#include "McpSession.h"
#include "RuntimeDir.h"
#include "SessionWire.h"
#include "core/Config.h"
#include "engine/HookService.h"

#include <QFile>
#include <QFileInfo>
#include <QLocalServer>
#include <QLocalSocket>

#include <optional>

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace airlock::mcp {

namespace {

// Is something accepting connections on this socket file? A plain connect(2): it answers at once either way.
bool socketIsLive(const QString &path)
{
    const QByteArray native = QFile::encodeName(path);
    sockaddr_un address = {};
    if (size_t(native.size()) >= sizeof address.sun_path)
        return false;
    address.sun_family = AF_UNIX;
    std::memcpy(address.sun_path, native.constData(), size_t(native.size()));
    const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return false;
    const bool live = ::connect(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
    ::close(fd);
    return live;
}

bool peerIsThisUser(qintptr fd)
{
    ucred credentials = {};
    socklen_t length = sizeof credentials;
    if (::getsockopt(int(fd), SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0)
        return false;
    return credentials.uid == ::getuid();
}

// The working directory of the process at the other end (`airlock mcp`, started by the agent in its project), or
// empty when it cannot be read.
QString peerDirectory(qintptr fd)
{
    ucred credentials = {};
    socklen_t length = sizeof credentials;
    if (::getsockopt(int(fd), SOL_SOCKET, SO_PEERCRED, &credentials, &length) != 0 || credentials.pid <= 0)
        return {};
    const QFileInfo cwd(QStringLiteral("/proc/%1/cwd").arg(credentials.pid));
    const QString target = cwd.symLinkTarget();
    return QFileInfo(target).isDir() ? target : QString();
}

} // namespace

// One bridge connection: an MCP session (`airlock mcp`) or, when it opens with the hook greeting (HookWire.h), one
// hook request (`airlock hook <agent>`). Lives as long as the socket.
class BridgeConnection final : public QObject
{
public:
    BridgeConnection(McpServer *server, engine::HookService *hooks, QLocalSocket *socket)
        : QObject(socket)
        , m_server(server)
        , m_hooks(hooks)
        , m_socket(socket)
    {
        connect(socket, &QLocalSocket::readyRead, this, [this] {
            while (m_socket->bytesAvailable() > 0)
                take(m_socket->read(256 * 1024));
        });
    }
    Q_DISABLE_COPY_MOVE(BridgeConnection)
    ~BridgeConnection() override = default;

    void close()
    {
        if (m_session)
            m_session->close();
        if (m_hook)
            m_hook->close();
    }

private:
    // Until the first line ends (or is longer than the greeting), the connection could be either kind.
    void take(const QByteArray &bytes)
    {
        if (m_refused)
            return;
        if (m_lines) {
            m_lines->append(bytes);
            return;
        }
        if (m_hook) {
            m_hook->append(bytes);
            return;
        }
        m_start += bytes;
        const qsizetype newline = m_start.indexOf('\n');
        if (newline < 0 && mayBeGreeting(m_start))
            return;
        const QByteArray start = std::exchange(m_start, {});
        const qsizetype hookGreeting = qsizetype(sizeof hookwire::kGreeting) - 1;
        if (newline == hookGreeting && start.startsWith(hookwire::kGreeting) && m_hooks) {
            m_hook = new HookEndpoint(m_hooks, m_socket);
            m_hook->append(QByteArrayView(start).sliced(newline + 1));
            return;
        }
        QString backend;
        qsizetype rest = 0;
        if (start.startsWith(sessionwire::kGreeting)) {
            const qsizetype end = newline < 0 ? start.size() : newline;
            if (end > sessionwire::kMaxGreetingBytes) {
                refuse(
                    QStringLiteral("the bridge greeting is longer than %1 bytes").arg(sessionwire::kMaxGreetingBytes));
                return;
            }
            const auto options = sessionOptions(start.left(end));
            if (!options) {
                refuse(options.error().message);
                return;
            }
            backend = *options;
            rest = newline + 1;
        }
        startSession();
        m_session->setBackend(backend);
        m_lines->append(QByteArrayView(start).sliced(rest));
    }

    // Could these first bytes still become a greeting line once it ends?
    static bool mayBeGreeting(const QByteArray &start)
    {
        if (start.startsWith(sessionwire::kGreeting))
            return start.size() <= sessionwire::kMaxGreetingBytes;
        return QByteArrayView(hookwire::kGreeting).startsWith(start) ||
               QByteArrayView(sessionwire::kGreeting).startsWith(start);
    }

    // The session's options from its greeting line (SessionWire.h): the backend, empty for the configured one.
    static core::Result<QString> sessionOptions(const QByteArray &line)
    {
        const QByteArray text = line.mid(qsizetype(sizeof sessionwire::kGreeting) - 1);
        const auto options = nlohmann::json::parse(text.toStdString(), nullptr, false);
        if (!options.is_object())
            return core::Error::invalidArguments(QStringLiteral("the bridge greeting must be a JSON object"));
        QString backend;
        for (const auto &[key, value] : options.items()) {
            if (key != "backend" || !value.is_string())
                return core::Error::invalidArguments(
                    key == "backend" ? QStringLiteral("the bridge greeting's backend must be a string")
                                     : QStringLiteral("the bridge greeting has an unknown key \"%1\"")
                                           .arg(QString::fromStdString(key)));
            const auto kind = core::Config::canonicalBackend(QString::fromStdString(value.get<std::string>()));
            if (!kind)
                return kind.error();
            backend = *kind;
        }
        return backend;
    }

    // A greeting the app cannot honour: one JSON-RPC error line, then the connection ends.
    void refuse(const QString &why)
    {
        qCWarning(lcMcpBridge).noquote() << "bridge connection refused:" << why;
        const nlohmann::json error = {{"jsonrpc", "2.0"},
                                      {"id", nullptr},
                                      {"error", {{"code", jsonrpc::kInvalidRequest}, {"message", why.toStdString()}}}};
        m_refused = true;
        m_socket->write(QByteArray::fromStdString(error.dump()) + '\n');
        m_socket->disconnectFromServer();
    }

    void startSession()
    {
        m_session = m_server->createSession(this);
        m_lines.emplace(lineReaderFor(m_session));
        m_session->setStartDirectory(peerDirectory(m_socket->socketDescriptor()));
        QLocalSocket *socket = m_socket;
        connect(m_session, &McpSession::outgoing, socket,
                [socket](const QByteArray &json, const QByteArray &, bool) { socket->write(json + '\n'); });
    }

    QPointer<McpServer> m_server;
    QPointer<engine::HookService> m_hooks;
    QLocalSocket *m_socket;
    QByteArray m_start;
    QPointer<McpSession> m_session;
    std::optional<LineReader> m_lines;
    QPointer<HookEndpoint> m_hook;
    bool m_refused = false; // its greeting was refused: the rest is dropped
};

LocalBridge::LocalBridge(McpServer *server, engine::HookService *hooks, QObject *parent)
    : QObject(parent)
    , m_server(server)
    , m_hooks(hooks)
{}

LocalBridge::~LocalBridge()
{
    close();
}

core::Result<QString> LocalBridge::listen(const QString &socketPath)
{
    QString path = socketPath;
    if (path.isEmpty()) {
        const auto defaultPath = RuntimeDir::socketPath();
        if (!defaultPath)
            return defaultPath.error();
        path = *defaultPath;
    }
    // One app per socket: the lock, not the socket file, decides (a crashed app leaves the file behind).
    const QString lockPath =
        QFileInfo(path).absolutePath() + QStringLiteral("/") + QFileInfo(path).fileName() + QStringLiteral(".lock");
    const int lockFd = ::open(QFile::encodeName(lockPath).constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (lockFd < 0)
        return core::Error::executionFailed(
            QStringLiteral("cannot open %1: %2").arg(lockPath, QString::fromLocal8Bit(std::strerror(errno))));
    if (::flock(lockFd, LOCK_EX | LOCK_NB) != 0) {
        ::close(lockFd);
        return core::Error::executionFailed(
            QStringLiteral("another Airlock app is already running (it holds %1)").arg(lockPath));
    }
    if (QFileInfo::exists(path)) {
        if (socketIsLive(path)) {
            ::close(lockFd);
            return core::Error::executionFailed(
                QStringLiteral("another Airlock app is already listening on %1").arg(path));
        }
        QLocalServer::removeServer(path);
    }
    auto *listener = new QLocalServer(this);
    listener->setSocketOptions(QLocalServer::UserAccessOption);
    if (!listener->listen(path)) {
        const QString error = listener->errorString();
        delete listener;
        ::close(lockFd);
        return core::Error::executionFailed(QStringLiteral("cannot listen on %1: %2").arg(path, error));
    }
    m_listener = listener;
    m_lockFd = lockFd;
    m_socketPath = path;
    connect(m_listener, &QLocalServer::newConnection, this, &LocalBridge::onNewConnection);
    qCInfo(lcMcpBridge) << "bridge listening on" << path;
    return path;
}

void LocalBridge::close()
{
    if (!m_listener)
        return;
    m_listener->close(); // removes the socket file
    const QList<QPointer<QLocalSocket>> sockets = std::exchange(m_sockets, {});
    for (const QPointer<QLocalSocket> &socket : sockets) {
        if (!socket)
            continue;
        socket->disconnect(this);
        for (QObject *child : socket->children()) {
            if (auto *connection = dynamic_cast<BridgeConnection *>(child))
                connection->close();
        }
        socket->abort();
        socket->deleteLater();
    }
    m_connections = 0;
    delete m_listener;
    m_listener = nullptr;
    if (m_lockFd >= 0) {
        ::close(m_lockFd);
        m_lockFd = -1;
    }
}

void LocalBridge::onNewConnection()
{
    while (QLocalSocket *socket = m_listener->nextPendingConnection())
        serve(socket);
}

void LocalBridge::serve(QLocalSocket *socket)
{
    if (!m_server || !peerIsThisUser(socket->socketDescriptor())) {
        qCWarning(lcMcpBridge) << "refused a bridge connection from another user";
        socket->abort();
        socket->deleteLater();
        return;
    }
    auto *connection = new BridgeConnection(m_server, m_hooks, socket);
    m_sockets.append(socket);
    emit connectionCountChanged(++m_connections);
    connect(socket, &QLocalSocket::disconnected, this, [this, socket, connection] {
        connection->close(); // its calls are cancelled; its task is left to the idle sweep
        socket->deleteLater();
        m_sockets.removeAll(socket);
        m_sockets.removeAll(nullptr);
        emit connectionCountChanged(--m_connections);
    });
}

} // namespace airlock::mcp
