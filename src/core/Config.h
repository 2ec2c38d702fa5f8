// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Error.h"

#include <QMap>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

#include <string>

namespace airlock::core {

// Airlock's settings (ARCHITECTURE.md "The config file"): every key optional, unknown keys warned about,
// environment variables override the file, command-line options override both. Never holds a secret.
struct Config {
    QString backend = QStringLiteral("local");
    int maxOutputBytes = 100000;
    int idleSecs = 300;
    int sweepSecs = 60;
    QStringList envPassthrough;

    struct Approval {
        QString mode = QStringLiteral("manual"); // manual | off (the floor still asks)
        int timeoutSecs = 300;                   // 0: wait for ever
        QMap<QString, QString> perBackend;       // backend kind → mode
    } approval;

    struct Checkpoints {
        bool enabled = true;
        int maxSnapshots = 50;
        double maxBytes = 200000000;
    } checkpoints;

    // The audit log (AppDataLocation/audit.sqlite unless `path` is set): every call, its decision and who made it.
    struct Audit {
        bool enabled = true;
        QString path;           // empty: the default location
        int retentionDays = 90; // 0: keep for ever
        int maxMb = 256;        // 0: no size limit
    } audit;

    // The agents' own shell tools, supervised through their hooks (`airlock hook <agent>`).
    struct Hooks {
        // Where a command that needs asking is asked: in Airlock's dialog, or in the agent's own prompt where the
        // agent has one (Claude Code, Cursor; the others are asked in Airlock).
        QString askIn = QStringLiteral("airlock"); // airlock | agent
        // When Airlock cannot answer (no app running, a broken socket, nobody answered before the hook's time ran
        // out): ask through the agent's own prompt where it has one, else deny; or always deny.
        QString onFailure = QStringLiteral("ask"); // ask | deny
    } hooks;

    struct Mcp {
        bool http = false;
        int port = 8765;
        // An `airlock serve` that `airlock mcp` started in the background ends once no agent has been connected and
        // no task has lived for this long (0: it stays until stopped).
        int idleExitSecs = 600;
    } mcp;

    struct Local {
        QString shell = QStringLiteral("bash");
    } local;

    struct Docker {
        QString image;
        QString workspaceHostPath; // empty: the task's working directory
        QString workspaceContainerPath = QStringLiteral("/workspace");
        bool workspaceReadOnly = false;
        int memoryMb = 0;
        double cpus = 0;
        int pidsLimit = 256;
        QString network = QStringLiteral("bridge"); // none | bridge | host
        QStringList envAllow;
    } docker;

    struct Ssh {
        QString host;
        int port = 22;
        QString user; // empty: the local user name
        QString identityFile;
        bool useAgent = true;
        QString knownHosts = QStringLiteral("~/.ssh/known_hosts");
        QString hostKeyPolicy = QStringLiteral("strict"); // strict | accept-new
        int connectTimeoutSecs = 10;
        int keepaliveSecs = 30;
        QString remoteCwd; // empty: the remote home
    } ssh;

    struct Modal {
        // direct: Modal's own gRPC API with MODAL_TOKEN_ID / MODAL_TOKEN_SECRET; managed: the seed's managed gateway
        // (gatewayUrl, TOOL_GATEWAY_USER_TOKEN); auto: direct when its credentials are found, else the gateway.
        QString mode = QStringLiteral("auto");
        QString baseUrl;    // the gRPC endpoint; empty: https://api.modal.com:443
        QString gatewayUrl; // the managed gateway; empty: MODAL_GATEWAY_URL, TOOL_GATEWAY_URL, TOOL_GATEWAY_DOMAIN
        bool persistentFilesystem = true; // managed: the gateway snapshots the sandbox's files at terminate
        int diskMb = 0;                   // managed: 0 = the gateway's default
        int sandboxTimeoutSecs = 3600;
        int idleTimeoutSecs = 300;
        QString image = QStringLiteral("python:3.11-slim");
        double cpu = 1;
        int memoryMb = 5120;
    } modal;

    struct Daytona {
        QString baseUrl;
        QString image;
        double cpu = 1;
        int memoryMb = 5120;
        int diskMb = 10240;
        bool network = false;     // false: networkBlockAll
        int autoStopMinutes = 30; // 0: never
    } daytona;

    struct Singularity {
        QString binary;
        QString image;
        double cpu = 1;
        int memoryMb = 5120;
        bool overlay = true;
        QString network = QStringLiteral("none"); // none (`--net --network none`) or host
        QString workspaceHostPath;                // bound at /workspace; empty: the task's working directory
    } singularity;

    QStringList warnings; // unknown keys, ignored values
    // The language of the app and the command line: system (the locale's), en, de, fr; applied at the next start.
    QString language = QStringLiteral("system");

    static const QStringList &backendKinds(); // local docker ssh modal daytona singularity
    // `apptainer` is an alias of `singularity`; names are case-insensitive; anything else is an error.
    static Result<QString> canonicalBackend(const QString &name);

    // Reads a config file; a missing file is not an error unless `required`.
    static Result<Config> load(const QString &path, bool required);
    static Result<Config> fromJsonText(const std::string &text, const QString &origin);
    // The whole configuration as JSON, every key written (what the settings dialog saves).
    std::string toJsonText() const;
    // Writes toJsonText() atomically (QSaveFile).
    Result<bool> save(const QString &path) const;
    // AIRLOCK_TERMINAL_BACKEND, …_IDLE_SECS, …_SWEEP_SECS (and their EDGECRAB_ spellings), AIRLOCK_MODAL_BASE_URL,
    // AIRLOCK_DAYTONA_BASE_URL.
    Result<bool> applyEnvironment(const QProcessEnvironment &env);

    static QString defaultPath(); // AppConfigLocation/config.json
};

} // namespace airlock::core
