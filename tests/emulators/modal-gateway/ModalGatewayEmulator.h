// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The managed Modal gateway EMULATOR (a test tool, not Airlock, not Modal, not any real gateway): a working emulation
// of the REST contract the seed speaks to its managed Modal gateway (SEED-BEHAVIOUR.md §4.4), with Bearer auth:
//   POST /v1/sandboxes                         x-idempotency-key; {image, cwd, cpu, memoryMiB, timeoutMs,
//                                              idleTimeoutMs, persistentFilesystem, logicalKey, diskMiB?} → {id}
//   POST /v1/sandboxes/{id}/execs              {execId, command, cwd, timeoutMs} → {execId, status, output, returncode}
//   GET  /v1/sandboxes/{id}/execs/{execId}     the same state; `output` is everything so far (stdout and stderr
//                                              together), cut to whole UTF-8 characters while the command runs
//   POST /v1/sandboxes/{id}/execs/{execId}/cancel
//   POST /v1/sandboxes/{id}/terminate          {snapshotBeforeTerminate}
// A sandbox is a SandboxRoot; each exec is `sh -c <command>` under bubblewrap in it, its process group killed at its
// timeoutMs (status `timeout`), on cancel (`cancelled`) and when the sandbox ends. The sandbox ends at its timeoutMs,
// after idleTimeoutMs without an exec, on terminate, or through /admin; then its requests answer 410. With
// persistentFilesystem, terminate's snapshot keeps the files for the next sandbox of the same logicalKey.
// Admin endpoints (no token): POST /admin/fault {kind, path, method?, count?} with kind 429 (Retry-After: 1), 503,
// 502, 401, hang, html, truncated, lost (handled, never answered); POST /admin/sandbox/{id}/expire; GET
// /admin/sandboxes, /admin/stats.
#pragma once

#include "MiniHttp.h"
#include "SandboxRoot.h"

#include <QDateTime>
#include <QJsonObject>
#include <QProcess>
#include <QTimer>

#include <map>
#include <memory>
#include <optional>

namespace airlock::emulators {

class ModalGatewayEmulator final : public QObject
{
    Q_OBJECT

public:
    ModalGatewayEmulator(QString stateDir, QByteArray token, QObject *parent = nullptr);
    ~ModalGatewayEmulator() override;
    bool listen(quint16 port);
    quint16 port() const { return m_http.port(); }

private:
    struct Exec {
        QString id;
        std::unique_ptr<QProcess> process;
        QByteArray output;
        qint64 totalBytes = 0;
        QString status = QStringLiteral("running");
        std::optional<int> returncode;
        std::unique_ptr<QTimer> timeout;
        std::optional<HttpExchange> waiting; // the POST's answer, held briefly so that quick commands end in it
    };
    struct Sandbox {
        QJsonObject spec;
        QString status = QStringLiteral("running"); // running | expired | terminated
        std::unique_ptr<SandboxRoot> root;
        std::map<QString, std::unique_ptr<Exec>> execs;
        QDateTime lastUsed;
        std::unique_ptr<QTimer> lifetime;
        bool snapshotted = false;
    };
    struct Fault {
        QString kind;
        QString path;
        QByteArray method;
        int count = 1;
    };

    void handle(const HttpRequest &request, HttpExchange exchange);
    bool injectFault(const HttpRequest &request, HttpExchange &exchange);
    void admin(const HttpRequest &request, const QStringList &parts, HttpExchange exchange);
    void create(const HttpRequest &request, HttpExchange exchange);
    void sandboxCall(const HttpRequest &request, Sandbox &sandbox, const QStringList &parts, HttpExchange exchange);
    void startExec(Sandbox &sandbox, const QJsonObject &body, HttpExchange exchange);
    void execEnded(Exec &exec, int exitCode, QProcess::ExitStatus status);
    void kill(Exec &exec, const QString &status);
    void end(Sandbox &sandbox, const QString &status, bool snapshot);
    void sweep();
    QJsonObject execJson(const Exec &exec) const;
    QString snapshotPath(const QString &logicalKey) const;

    QString m_stateDir;
    QByteArray m_token;
    MiniHttp m_http;
    std::map<QString, Sandbox> m_sandboxes;
    QMap<QByteArray, QString> m_byIdempotencyKey;
    QList<Fault> m_faults;
    QTimer m_sweep;
    quint64 m_next = 0;
    int m_creates = 0;
    int m_execPosts = 0;
    int m_cancels = 0;
};

} // namespace airlock::emulators
