// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

namespace airlock::backends {

// One SSH connection through libssh, with any number of exec channels on it. Every libssh call runs on a worker
// thread of its own; this object (on the caller's thread) only queues requests to it and hears back through queued
// signals, so that the event loop never blocks on the network.
class SshConnection final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SshConnection)

public:
    struct Settings {
        QString host;
        int port = 22;
        QString user;
        QString identityFile; // empty: ~/.ssh/id_ed25519, id_ecdsa, id_rsa when they exist
        bool useAgent = true;
        QString agentSocket; // SSH_AUTH_SOCK
        QString knownHosts;  // absolute
        bool acceptNewHostKeys = false;
        bool askBeforeAdding = false; // accept-new: hostKeyQuestion() first, answered with answerHostKey()
        int connectTimeoutSecs = 10;
        int keepaliveSecs = 30;
        QString passphrase; // AIRLOCK_SSH_PASSPHRASE or the keychain's ssh-passphrase/<key file>
        QString password;   // AIRLOCK_SSH_PASSWORD or the keychain's ssh-password/<user>@<host>:<port>
    };

    // After openFailed(): what a person could still give for the authentication to work.
    struct AuthNeeds {
        bool password = false; // the server offers passwords; none was given, or it was rejected
        QString lockedKey;     // an identity file that could not be read without (the right) passphrase
    };

    enum Stream { Stdout = 0, Stderr = 1 };

    explicit SshConnection(Settings settings, QObject *parent = nullptr);
    // Tells the worker to disconnect and returns at once; the worker ends on its own.
    ~SshConnection() override;

    // Connects, checks the host key and authenticates; opened() or openFailed() follows.
    void open();
    bool isOpen() const { return m_open; }
    QString fingerprint() const { return m_fingerprint; }
    QString target() const;
    QString knownHosts() const { return m_settings.knownHosts; }
    AuthNeeds authNeeds() const { return m_authNeeds; }

    // Opens a channel running `command` (text for the remote login shell); channelOpened() or channelFailed()
    // follows, then channelData() and finally channelClosed().
    int openChannel(const QByteArray &command);
    void write(int channel, const QByteArray &bytes);
    void closeChannel(int channel);
    // The answer to hostKeyQuestion(): add the key and go on, or refuse.
    void answerHostKey(bool accept);

    struct Shared; // the request queue the worker thread reads (an implementation detail)

signals:
    void opened(const QStringList &notes);
    void openFailed(const QString &reason);
    // An unknown host key under accept-new with askBeforeAdding: the connection waits for answerHostKey().
    void hostKeyQuestion(const QString &where, const QString &keyType, const QString &fingerprint);
    // The connection dropped (or the server went away); every open channel is reported closed after this.
    void lost(const QString &reason);
    void channelOpened(int channel);
    void channelFailed(int channel, const QString &reason);
    void channelData(int channel, int stream, const QByteArray &bytes);
    // exitStatus -1 when the server sent none; signal is the number of the signal that ended the remote command.
    void channelClosed(int channel, int exitStatus, int signal);

private:
    void post(int type, int channel, const QByteArray &data);

    Settings m_settings;
    std::shared_ptr<Shared> m_shared;
    bool m_open = false;
    bool m_started = false;
    QString m_fingerprint;
    AuthNeeds m_authNeeds;
    int m_nextChannel = 0;
};

} // namespace airlock::backends
