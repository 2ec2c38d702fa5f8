// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HostSupport.h"

#include "core/Language.h"
#include "engine/Engine.h"
#include "mcp/McpHost.h"
#include "mcp/TokenStore.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace airlock::app {

namespace {

int signalPipe[2] = {-1, -1};

void onSignal(int signal)
{
    const char byte = static_cast<char>(signal);
    [[maybe_unused]] const ssize_t ignored = ::write(signalPipe[1], &byte, 1);
}

} // namespace

void watchSignals(QObject *context, const std::function<void(int)> &handler)
{
    std::signal(SIGPIPE, SIG_IGN);
    if (::pipe2(signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
        return;
    std::signal(SIGINT, onSignal);
    std::signal(SIGTERM, onSignal);
    std::signal(SIGHUP, onSignal);
    auto *notifier = new QSocketNotifier(signalPipe[0], QSocketNotifier::Read, context);
    QObject::connect(notifier, &QSocketNotifier::activated, context, [handler] {
        char byte = 0;
        while (::read(signalPipe[0], &byte, 1) == 1)
            handler(int(byte));
    });
}

void messageToStderr(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    const QByteArray line = "airlock: " + qFormatLogMessage(type, context, message).toLocal8Bit() + '\n';
    [[maybe_unused]] const ssize_t ignored = ::write(STDERR_FILENO, line.constData(), size_t(line.size()));
}

void fail(const QString &message)
{
    std::fprintf(stderr, "airlock: %s\n", qPrintable(message));
}

core::Result<core::Config> loadConfig(const QCommandLineParser &parser, const CommonOptions &options)
{
    const bool explicitConfig = parser.isSet(options.config);
    auto loaded =
        core::Config::load(explicitConfig ? parser.value(options.config) : core::Config::defaultPath(), explicitConfig);
    if (!loaded)
        return loaded.error();
    core::Config config = std::move(loaded).value();
    if (const auto env = config.applyEnvironment(QProcessEnvironment::systemEnvironment()); !env)
        return env.error();
    if (parser.isSet(options.backend)) {
        const auto kind = core::Config::canonicalBackend(parser.value(options.backend));
        if (!kind)
            return kind.error();
        config.backend = *kind;
    }
    for (const QString &warning : std::as_const(config.warnings))
        fail(QCoreApplication::translate("airlock::app::Host", "warning: %1").arg(warning));
    return config;
}

core::Result<quint16> parsePort(const QString &text)
{
    bool ok = false;
    const uint port = text.toUInt(&ok);
    if (!ok || port > 65535)
        return core::Error::invalidArguments(
            QCoreApplication::translate("airlock::app::Host", "--http needs a port number 0…65535, not \"%1\"")
                .arg(text));
    return quint16(port);
}

void startHttp(mcp::McpHost &host, quint16 port, const std::function<void(bool listening)> &done)
{
    auto *store = new mcp::TokenStore(host.engine()->secrets(), QProcessEnvironment::systemEnvironment(), &host);
    QObject::connect(store, &mcp::TokenStore::finished, &host, [&host, store, port, done] {
        store->deleteLater();
        if (store->hasError()) {
            fail(store->error().message);
            return done(false);
        }
        const auto listening = host.startHttp(port, store->token());
        if (!listening) {
            fail(listening.error().message);
            return done(false);
        }
        std::fprintf(stderr, "listening on http://127.0.0.1:%u/mcp (%s)\n", unsigned(*listening),
                     qPrintable(store->whereToFind()));
        std::fflush(stderr);
        done(true);
    });
    store->start();
}

void nameApplication()
{
    qInstallMessageHandler(messageToStderr);
    QCoreApplication::setApplicationName(QStringLiteral("airlock"));
    QCoreApplication::setApplicationVersion(QStringLiteral(AIRLOCK_VERSION));
    installLanguage();
}

QString installLanguage()
{
    // The language setting of the config file the command will read (--config FILE), before the command's own
    // options are parsed, so that its --help and its errors are in that language too.
    const QStringList arguments = QCoreApplication::arguments();
    QString path = core::Config::defaultPath();
    for (qsizetype i = 1; i < arguments.size(); ++i) {
        if (arguments.at(i) == QLatin1String("--config") && i + 1 < arguments.size())
            path = arguments.at(i + 1);
        else if (arguments.at(i).startsWith(QLatin1String("--config=")))
            path = arguments.at(i).mid(9);
    }
    const auto config = core::Config::load(path, false);
    return core::Language::install(config ? config->language : QString::fromLatin1(core::Language::kSystem));
}

} // namespace airlock::app
