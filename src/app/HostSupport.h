// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Config.h"
#include "core/Error.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

#include <functional>

class QObject;

namespace airlock::mcp {
class McpHost;
}

namespace airlock::app {

// What the commands that host the engine (`mcp`, `serve`, the desktop app) share: options, config, signals, HTTP.
struct CommonOptions {
    QCommandLineOption approve{
        QStringLiteral("approve"),
        QCoreApplication::translate(
            "airlock::app::Options",
            "Who answers commands that need approval: deny (default), allow (never the floor), "
            "ask-timeout (nobody, until the approval timeout), elicit (the person, through the MCP client)."),
        QStringLiteral("MODE"), QStringLiteral("deny")};
    QCommandLineOption http{
        QStringLiteral("http"),
        QCoreApplication::translate("airlock::app::Options", "Serve Streamable HTTP on 127.0.0.1:PORT (0: any)."),
        QStringLiteral("PORT")};
    QCommandLineOption config{QStringLiteral("config"),
                              QCoreApplication::translate("airlock::app::Options", "Config file."),
                              QStringLiteral("FILE")};
    QCommandLineOption backend{QStringLiteral("backend"),
                               QCoreApplication::translate("airlock::app::Options", "Backend kind."),
                               QStringLiteral("KIND")};
};

// The config file (or --config), then the environment, then --backend; warnings go to stderr.
core::Result<core::Config> loadConfig(const QCommandLineParser &parser, const CommonOptions &options);
core::Result<quint16> parsePort(const QString &text);
// Starts HTTP on the host once TokenStore has the bearer token ($AIRLOCK_MCP_HTTP_TOKEN, else the keychain); the
// address goes to stderr, a failure too; `done` says whether it listens.
void startHttp(mcp::McpHost &host, quint16 port, const std::function<void(bool listening)> &done);
// SIGTERM, SIGINT and SIGHUP call `handler` from the event loop; SIGPIPE is ignored.
void watchSignals(QObject *context, const std::function<void(int)> &handler);
// Names the process (AppDataLocation and friends follow), sends every Qt message to stderr and installs the language.
void nameApplication();
// The translators for the configured language (the config file's `language`, else the system's); returns it.
QString installLanguage();
void messageToStderr(QtMsgType type, const QMessageLogContext &context, const QString &message);
void fail(const QString &message);

} // namespace airlock::app
