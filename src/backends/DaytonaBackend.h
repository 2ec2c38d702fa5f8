// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Backend.h"
#include "SecretAccess.h"
#include "core/Config.h"

#include <QElapsedTimer>
#include <QJsonObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QTimer>
#include <QUrl>

namespace airlock::backends {

class HttpJsonClient;
class ShellSession;

// One Daytona sandbox per task (docs/backends.md "Daytona"), through Daytona's public REST API: POST /sandbox with
// labels naming Airlock and the task, then Airlock's persistent-shell protocol (ShellSession) over one bash in it
// (DaytonaTransport: a toolbox process session of its own, input through a fifo, output read from files).
class DaytonaBackend final : public Backend
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DaytonaBackend)

public:
    struct Options {
        QString taskId;
        core::Config::Daytona config;
        QProcessEnvironment sourceEnvironment = QProcessEnvironment::systemEnvironment();
        SecretAccess secrets;
        int requestTimeoutMs = 30000;
        int startTimeoutMs = 180000; // until the sandbox is started
        int killGraceMs = 2000;
    };

    static constexpr char kTaskLabel[] = "io.airlock.task";
    static constexpr char kOwnerLabel[] = "io.airlock.owner";
    static QString defaultBaseUrl() { return QStringLiteral("https://app.daytona.io/api"); }

    explicit DaytonaBackend(Options options, QObject *parent = nullptr);
    ~DaytonaBackend() override;

    QString kind() const override { return QStringLiteral("daytona"); }
    void start() override;
    ExecJob *execute(const ExecRequest &request, QObject *jobParent) override;
    bool isHealthy() const override;
    QString healthProblem() const override { return m_problem; }
    void cleanup() override;
    QVariantMap facts() const override;

    QString sandboxId() const { return m_sandboxId; }
    // The CreateSandbox body this task sends.
    QJsonObject createBody() const;

private:
    void withApiKey();
    void createSandbox(const QString &key, const QString &source);
    void pollState();
    void resolveToolbox();
    void startShell();
    void fail(const core::Error &error);
    void checkHealth();
    void deleteSandbox();

    Options m_options;
    HttpJsonClient *m_api = nullptr;
    QString m_sandboxId;
    QString m_state;
    QString m_target;
    QUrl m_toolbox; // {toolboxProxyUrl}/{sandboxId}
    QString m_sessionId;
    QString m_problem;
    QTimer m_healthTimer;
    QElapsedTimer m_startClock;
    QElapsedTimer m_activity;
    QPointer<ShellSession> m_session;
    bool m_started = false;
};

} // namespace airlock::backends
