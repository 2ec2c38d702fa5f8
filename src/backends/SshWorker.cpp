// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SshWorker.h"

#include "BackendsLog.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>

#include <libssh/server.h> // ssh_send_keepalive

#include <algorithm>
#include <csignal>
#include <cstring>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>
#include <utility>

namespace airlock::backends {

namespace {

// How long an unknown host key waits for a person before it is refused.
constexpr int kQuestionTimeoutMs = 300000;

int signalNumber(const char *name)
{
    for (int s = 1; s < 65; ++s) {
        const char *abbrev = sigabbrev_np(s);
        if (abbrev && std::strcmp(abbrev, name) == 0)
            return s;
    }
    return SIGKILL;
}

} // namespace

SshConnection::Shared::~Shared()
{
    if (wakeFd >= 0)
        ::close(wakeFd);
}

void SshConnection::Shared::push(detail::Request request)
{
    {
        QMutexLocker lock(&mutex);
        queue.append(std::move(request));
    }
    const quint64 one = 1;
    [[maybe_unused]] const auto n = ::write(wakeFd, &one, sizeof one);
}

QList<detail::Request> SshConnection::Shared::take()
{
    quint64 count = 0;
    [[maybe_unused]] const auto n = ::read(wakeFd, &count, sizeof count);
    QMutexLocker lock(&mutex);
    return std::exchange(queue, {});
}

namespace detail {

Worker::Worker(SshConnection::Settings settings, std::shared_ptr<SshConnection::Shared> shared)
    : m_s(std::move(settings))
    , m_shared(std::move(shared))
    , m_bridge(m_shared->bridge)
{}

void Worker::run()
{
    QString fingerprint;
    QStringList notes;
    QString error;
    m_session = ssh_new();
    if (!connectAndAuthenticate(&fingerprint, &notes, &error)) {
        emit m_bridge->openFailed(error, fingerprint, m_wantsPassword, m_lockedKey);
        finish();
        return;
    }
    emit m_bridge->opened(fingerprint, notes);
    loop();
    finish();
}

bool Worker::connectAndAuthenticate(QString *fingerprint, QStringList *notes, QString *error)
{
    const QByteArray host = m_s.host.toUtf8();
    const QByteArray user = m_s.user.toUtf8();
    const QByteArray knownHosts = QFile::encodeName(m_s.knownHosts);
    const unsigned int port = unsigned(m_s.port);
    const long timeout = m_s.connectTimeoutSecs;
    const int no = 0;
    ssh_options_set(m_session, SSH_OPTIONS_HOST, host.constData());
    ssh_options_set(m_session, SSH_OPTIONS_PORT, &port);
    ssh_options_set(m_session, SSH_OPTIONS_USER, user.constData());
    ssh_options_set(m_session, SSH_OPTIONS_TIMEOUT, &timeout);
    ssh_options_set(m_session, SSH_OPTIONS_PROCESS_CONFIG, &no); // Airlock's config is the only one
    ssh_options_set(m_session, SSH_OPTIONS_KNOWNHOSTS, knownHosts.constData());
    ssh_options_set(m_session, SSH_OPTIONS_GLOBAL_KNOWNHOSTS, "/etc/ssh/ssh_known_hosts");
    if (!m_s.agentSocket.isEmpty())
        ssh_options_set(m_session, SSH_OPTIONS_IDENTITY_AGENT, QFile::encodeName(m_s.agentSocket).constData());

    if (ssh_connect(m_session) != SSH_OK) {
        *error = QStringLiteral("cannot connect to %1:%2: %3").arg(m_s.host).arg(m_s.port).arg(sshError());
        return false;
    }
    watchForSilentDrops();
    if (!checkHostKey(fingerprint, notes, error))
        return false;
    return authenticate(error);
}

// A connection that goes silent (cable pulled, host frozen) never reports an error by itself: with TCP keepalive
// and a user timeout of three keepalive intervals, the kernel fails the socket once the keepalives we send stay
// unanswered, and the loop reports the connection lost.
void Worker::watchForSilentDrops()
{
    const int fd = ssh_get_fd(m_session);
    if (fd < 0 || m_s.keepaliveSecs <= 0)
        return;
    const int on = 1;
    const int idle = m_s.keepaliveSecs;
    const int count = 3;
    const unsigned int userTimeoutMs = unsigned(m_s.keepaliveSecs) * 3000U;
    ::setsockopt(fd, SOL_SOCKET, SO_KEEPALIVE, &on, sizeof on);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPIDLE, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPINTVL, &idle, sizeof idle);
    ::setsockopt(fd, IPPROTO_TCP, TCP_KEEPCNT, &count, sizeof count);
    ::setsockopt(fd, IPPROTO_TCP, TCP_USER_TIMEOUT, &userTimeoutMs, sizeof userTimeoutMs);
}

bool Worker::checkHostKey(QString *fingerprint, QStringList *notes, QString *error)
{
    ssh_key key = nullptr;
    if (ssh_get_server_publickey(m_session, &key) != SSH_OK) {
        *error = QStringLiteral("%1 sent no host key: %2").arg(m_s.host, sshError());
        return false;
    }
    unsigned char *hash = nullptr;
    size_t length = 0;
    if (ssh_get_publickey_hash(key, SSH_PUBLICKEY_HASH_SHA256, &hash, &length) == SSH_OK) {
        char *text = ssh_get_fingerprint_hash(SSH_PUBLICKEY_HASH_SHA256, hash, length);
        *fingerprint = QString::fromLatin1(text);
        ssh_string_free_char(text);
        ssh_clean_pubkey_hash(&hash);
    }
    const QString keyType = QString::fromLatin1(ssh_key_type_to_char(ssh_key_type(key)));
    ssh_key_free(key);
    const QString where = QStringLiteral("%1 port %2").arg(m_s.host).arg(m_s.port);
    switch (ssh_session_is_known_server(m_session)) {
    case SSH_KNOWN_HOSTS_OK: return true;
    case SSH_KNOWN_HOSTS_CHANGED:
    case SSH_KNOWN_HOSTS_OTHER:
        *error = QStringLiteral("the host key of %1 has CHANGED (now %2 %3, not the key in %4). Someone may be "
                                "intercepting the connection, or the host was reinstalled. Airlock refuses to "
                                "connect; if the change is expected, remove the old line from %4.")
                     .arg(where, keyType, *fingerprint, m_s.knownHosts);
        return false;
    case SSH_KNOWN_HOSTS_NOT_FOUND:
    case SSH_KNOWN_HOSTS_UNKNOWN:
        if (!m_s.acceptNewHostKeys) {
            *error = QStringLiteral("the host key of %1 is not known (%2 %3, not in %4). Check the fingerprint "
                                    "and add the key (ssh-keyscan -p %5 %6 >> %4), or set "
                                    "ssh.host_key_policy to \"accept-new\".")
                         .arg(where, keyType, *fingerprint, m_s.knownHosts)
                         .arg(m_s.port)
                         .arg(m_s.host);
            return false;
        }
        if (m_s.askBeforeAdding && !askPerson(where, keyType, *fingerprint, error))
            return false;
        QDir().mkpath(QFileInfo(m_s.knownHosts).absolutePath());
        if (ssh_session_update_known_hosts(m_session) != SSH_OK) {
            *error = QStringLiteral("cannot add the host key of %1 (%2) to %3: %4")
                         .arg(where, *fingerprint, m_s.knownHosts, sshError());
            return false;
        }
        notes->append(QStringLiteral("added the host key of %1 (%2 %3) to %4 (host_key_policy accept-new)")
                          .arg(where, keyType, *fingerprint, m_s.knownHosts));
        return true;
    case SSH_KNOWN_HOSTS_ERROR:
    default:
        *error =
            QStringLiteral("cannot check the host key of %1 against %2: %3").arg(where, m_s.knownHosts, sshError());
        return false;
    }
}

// Waits (on this thread) for answerHostKey(); false with the reason when refused, unanswered or abandoned.
bool Worker::askPerson(const QString &where, const QString &keyType, const QString &fingerprint, QString *error)
{
    emit m_bridge->hostKeyQuestion(where, keyType, fingerprint);
    QElapsedTimer clock;
    clock.start();
    while (clock.elapsed() < kQuestionTimeoutMs) {
        pollfd wake{m_shared->wakeFd, POLLIN, 0};
        ::poll(&wake, 1, 1000);
        for (const Request &r : m_shared->take()) {
            if (r.type == Quit) {
                *error = QStringLiteral("the connection was abandoned while the host key of %1 waited for a "
                                        "confirmation")
                             .arg(where);
                return false;
            }
            if (r.type == Answer && r.channel == 1)
                return true;
            if (r.type == Answer) {
                *error = QStringLiteral("the host key of %1 (%2 %3) was not confirmed; Airlock did not connect")
                             .arg(where, keyType, fingerprint);
                return false;
            }
        }
    }
    *error = QStringLiteral("nobody confirmed the host key of %1 (%2 %3) within %4 s")
                 .arg(where, keyType, fingerprint)
                 .arg(kQuestionTimeoutMs / 1000);
    return false;
}

QStringList Worker::methodNames(int methods)
{
    QStringList names;
    if (methods & SSH_AUTH_METHOD_PUBLICKEY)
        names << QStringLiteral("publickey");
    if (methods & SSH_AUTH_METHOD_PASSWORD)
        names << QStringLiteral("password");
    if (methods & SSH_AUTH_METHOD_INTERACTIVE)
        names << QStringLiteral("keyboard-interactive");
    if (methods & SSH_AUTH_METHOD_HOSTBASED)
        names << QStringLiteral("hostbased");
    if (methods & SSH_AUTH_METHOD_GSSAPI_MIC)
        names << QStringLiteral("gssapi-with-mic");
    return names;
}

bool Worker::authenticate(QString *error)
{
    if (ssh_userauth_none(m_session, nullptr) == SSH_AUTH_SUCCESS)
        return true;
    const int methods = ssh_userauth_list(m_session, nullptr);
    QStringList tried;
    // 1. The agent.
    if (m_s.useAgent && (methods & SSH_AUTH_METHOD_PUBLICKEY)) {
        if (m_s.agentSocket.isEmpty()) {
            tried << QStringLiteral("agent (SSH_AUTH_SOCK is not set)");
        } else if (ssh_userauth_agent(m_session, nullptr) == SSH_AUTH_SUCCESS) {
            return true;
        } else {
            tried << QStringLiteral("agent (no key of the agent was accepted)");
        }
    }
    // 2. The identity file.
    if (methods & SSH_AUTH_METHOD_PUBLICKEY) {
        QStringList files;
        if (!m_s.identityFile.isEmpty()) {
            files << m_s.identityFile;
        } else {
            for (const char *name : {"id_ed25519", "id_ecdsa", "id_rsa"}) {
                const QString path = QDir::homePath() + QStringLiteral("/.ssh/") + QLatin1String(name);
                if (QFileInfo::exists(path))
                    files << path;
            }
        }
        for (const QString &file : std::as_const(files)) {
            ssh_key key = nullptr;
            const QByteArray passphrase = m_s.passphrase.toUtf8();
            if (ssh_pki_import_privkey_file(QFile::encodeName(file).constData(),
                                            passphrase.isEmpty() ? nullptr : passphrase.constData(), nullptr, nullptr,
                                            &key) != SSH_OK) {
                // A file this process can read but libssh cannot: most likely its passphrase is missing or wrong.
                if (m_lockedKey.isEmpty() && QFileInfo(file).isReadable())
                    m_lockedKey = file;
                tried << QStringLiteral("identity file %1 (cannot be read%2)")
                             .arg(file, passphrase.isEmpty() ? QStringLiteral("; if it has a passphrase, set "
                                                                              "AIRLOCK_SSH_PASSPHRASE or store "
                                                                              "ssh-passphrase/<key file>")
                                                             : QStringLiteral(" with the passphrase given"));
                continue;
            }
            const int rc = ssh_userauth_publickey(m_session, nullptr, key);
            ssh_key_free(key);
            if (rc == SSH_AUTH_SUCCESS)
                return true;
            tried << QStringLiteral("identity file %1 (rejected)").arg(file);
        }
        if (files.isEmpty())
            tried << QStringLiteral("identity file (none configured in ssh.identity_file, none in ~/.ssh)");
    }
    // 3. The password.
    if (methods & SSH_AUTH_METHOD_PASSWORD) {
        m_wantsPassword = true;
        if (m_s.password.isEmpty()) {
            tried << QStringLiteral("password (none in AIRLOCK_SSH_PASSWORD or the keychain)");
        } else if (ssh_userauth_password(m_session, nullptr, m_s.password.toUtf8().constData()) == SSH_AUTH_SUCCESS) {
            return true;
        } else {
            tried << QStringLiteral("password (rejected)");
        }
    }
    const QStringList offered = methodNames(methods);
    *error = QStringLiteral("authentication as %1 failed. The server offers: %2. Tried: %3.")
                 .arg(describe(), offered.isEmpty() ? QStringLiteral("nothing") : offered.join(QStringLiteral(", ")),
                      tried.isEmpty() ? QStringLiteral("nothing Airlock can use") : tried.join(QStringLiteral("; ")));
    return false;
}

int Worker::onData(ssh_session, ssh_channel, void *data, uint32_t len, int isStderr, void *user)
{
    auto *c = static_cast<Channel *>(user);
    emit c->worker->m_bridge->channelData(c->id, isStderr ? SshConnection::Stderr : SshConnection::Stdout,
                                          QByteArray(static_cast<const char *>(data), qsizetype(len)));
    return int(len);
}

void Worker::onExitStatus(ssh_session, ssh_channel, int status, void *user)
{
    static_cast<Channel *>(user)->exitStatus = status;
}

void Worker::onExitSignal(ssh_session, ssh_channel, const char *signal, int, const char *, const char *, void *user)
{
    static_cast<Channel *>(user)->signal = signalNumber(signal);
}

void Worker::openChannel(int id, const QByteArray &command)
{
    auto c = std::make_unique<Channel>();
    c->id = id;
    c->worker = this;
    c->channel = ssh_channel_new(m_session);
    if (!c->channel || ssh_channel_open_session(c->channel) != SSH_OK ||
        ssh_channel_request_exec(c->channel, command.constData()) != SSH_OK) {
        const QString reason = sshError();
        if (c->channel)
            ssh_channel_free(c->channel);
        emit m_bridge->channelFailed(id, reason.isEmpty() ? QStringLiteral("the server refused a channel") : reason);
        return;
    }
    c->callbacks.userdata = c.get();
    c->callbacks.channel_data_function = &Worker::onData;
    c->callbacks.channel_close_function = &Worker::onClose;
    c->callbacks.channel_eof_function = &Worker::onEof;
    c->callbacks.channel_exit_status_function = &Worker::onExitStatus;
    c->callbacks.channel_exit_signal_function = &Worker::onExitSignal;
    ssh_callbacks_init(&c->callbacks);
    ssh_set_channel_callbacks(c->channel, &c->callbacks);
    emit m_bridge->channelOpened(id);
    m_channels.insert(id, c.release());
}

void Worker::closeChannel(Channel *c, bool report)
{
    if (c->channel) {
        ssh_remove_channel_callbacks(c->channel, &c->callbacks);
        if (ssh_channel_is_open(c->channel)) {
            ssh_channel_send_eof(c->channel);
            ssh_channel_close(c->channel);
        }
        ssh_channel_free(c->channel);
    }
    if (report)
        emit m_bridge->channelClosed(c->id, c->exitStatus, c->signal);
    qCDebug(lcSsh) << "channel" << c->id << "closed; exit" << c->exitStatus << "signal" << c->signal;
    m_channels.remove(c->id);
    delete c;
}

void Worker::loop()
{
    ssh_event event = ssh_event_new();
    ssh_event_add_session(event, m_session);
    ssh_event_add_fd(event, m_shared->wakeFd, POLLIN, &Worker::onWake, this);
    QElapsedTimer sinceKeepalive;
    sinceKeepalive.start();
    const int keepaliveMs = m_s.keepaliveSecs > 0 ? m_s.keepaliveSecs * 1000 : 60000;
    QString lostReason;
    bool quit = false;
    while (!quit) {
        const int rc = ssh_event_dopoll(event, std::min(keepaliveMs, 1000));
        if (rc == SSH_ERROR || !ssh_is_connected(m_session)) {
            lostReason = sshError();
            break;
        }
        for (const Request &r : m_shared->take()) {
            if (r.type == Quit) {
                quit = true;
            } else if (r.type == Open) {
                openChannel(r.channel, r.data);
            } else if (Channel *c = m_channels.value(r.channel)) {
                if (r.type == Close)
                    closeChannel(c, true);
                else if (ssh_channel_write(c->channel, r.data.constData(), uint32_t(r.data.size())) == SSH_ERROR)
                    qCDebug(lcSsh) << "write failed:" << sshError();
            }
        }
        for (Channel *c : m_channels.values()) {
            if (c->closed || ssh_channel_is_closed(c->channel))
                closeChannel(c, true);
        }
        if (sinceKeepalive.elapsed() >= keepaliveMs) {
            ssh_send_keepalive(m_session);
            sinceKeepalive.restart();
        }
    }
    ssh_event_remove_fd(event, m_shared->wakeFd);
    ssh_event_remove_session(event, m_session);
    ssh_event_free(event);
    // Lost first, so that whoever hears of the closed channels already knows that no new one can open.
    if (!quit)
        emit m_bridge->lost(lostReason.isEmpty() ? QStringLiteral("the server closed the connection") : lostReason);
    qCDebug(lcSsh) << "worker loop ended; quit" << quit << "channels" << m_channels.size();
    for (Channel *c : m_channels.values())
        closeChannel(c, true);
    qCDebug(lcSsh) << "channels closed";
}

void Worker::finish()
{
    if (ssh_is_connected(m_session))
        ssh_disconnect(m_session);
    ssh_free(m_session);
    m_session = nullptr;
    m_bridge->deleteLater();
}

} // namespace detail

} // namespace airlock::backends
