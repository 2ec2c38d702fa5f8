// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The Daytona emulator (a test tool, not Airlock, not Daytona): a working emulation of the slice of Daytona's public
// REST API that Airlock uses, following daytonaio/daytona v0.190.0's `libs/api-client-go/api/openapi.yaml` (sandbox
// lifecycle) and `apps/daemon/pkg/toolbox/docs/swagger.yaml` (toolbox process API), as summarised in
// docs/INTEGRATIONS.md §4a. A sandbox is a SandboxRoot under the state directory with one "init" bash under bubblewrap;
// sessions are persistent bash processes beside it, in the same PID namespace; /process/execute runs there too.
// Faults are injected through POST /admin/fault (docs/backends.md "Daytona").
#pragma once

#include "MiniHttp.h"
#include "SandboxRoot.h"

#include <QJsonObject>
#include <QMap>
#include <QProcess>
#include <QSocketNotifier>
#include <QTimer>
#include <map>
#include <memory>

namespace airlock::emulators {

class DaytonaEmulator final : public QObject
{
    Q_OBJECT

public:
    DaytonaEmulator(QString stateDir, QByteArray apiKey, QObject *parent = nullptr);
    ~DaytonaEmulator() override;
    bool listen(quint16 port);
    quint16 port() const { return m_http.port(); }

private:
    struct Sandbox {
        QJsonObject json;
        std::unique_ptr<SandboxRoot> root;
        std::unique_ptr<QProcess> init; // bash under bwrap, reading control lines
        QMap<QString, int> sessions;    // session id → the write end of its bash's input fifo
        int notifyFd = -1;              // a fifo the sandbox writes a byte to when a command's status is written
        std::unique_ptr<QSocketNotifier> notifier;
        int pollsUntilStarted = 1;
    };
    struct Pending { // a synchronous answer that waits for a file
        QString rcFile;
        std::function<void()> answer;
    };
    struct Fault {
        QString kind;
        QString path;
        int count = 0;
        int retryAfter = 1; // seconds, for 429
    };

    void handle(const HttpRequest &request, HttpExchange exchange);
    bool injectFault(const HttpRequest &request, HttpExchange &exchange);
    void admin(const HttpRequest &request, const QStringList &parts, HttpExchange exchange);
    void api(const HttpRequest &request, const QStringList &parts, HttpExchange exchange);
    void toolbox(const HttpRequest &request, Sandbox &sandbox, const QStringList &parts, HttpExchange exchange);
    void session(const HttpRequest &request, Sandbox &sandbox, const QStringList &parts, HttpExchange exchange);
    void createSandbox(const QJsonObject &body, HttpExchange exchange);
    void execute(Sandbox &sandbox, const QJsonObject &body, HttpExchange exchange);
    void removeSandbox(const QString &id);
    void control(Sandbox &sandbox, const QByteArray &line);
    QString daytonaDir(const Sandbox &sandbox) const;
    QJsonObject commandJson(const Sandbox &sandbox, const QString &sessionId, const QString &cmdId) const;
    QJsonArray processes() const;
    void checkPending();
    void watchNotifications(Sandbox &sandbox);

    QString m_stateDir;
    QByteArray m_apiKey;
    MiniHttp m_http;
    std::map<QString, Sandbox> m_sandboxes;
    QList<Pending> m_pending;
    QTimer m_pendingTimer;
    QList<Fault> m_faults;
    quint64 m_next = 0;
    int m_execs = 0; // session execs received, for tests that check nothing is sent twice
    qint64 m_toolboxOut = 0;
    int m_stripBlanks = 0; // synchronous session answers still to lose their lines' leading blanks (fault "blanks") //
                           // bytes of output the toolbox answered with (execute, synchronous session exec)
};

} // namespace airlock::emulators
