// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "GuiCommand.h"

#include "DesktopApp.h"
#include "HostSupport.h"
#include "gui/StateLook.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalSocket>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace airlock::app {

namespace {

constexpr int kRaiseTimeoutMs = 3000;

} // namespace

int runGui(int argc, char **argv)
{
    QElapsedTimer started;
    started.start();
    QApplication app(argc, argv);
    nameApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("Airlock"));
    QApplication::setWindowIcon(gui::appIcon(false));
    QApplication::setQuitOnLastWindowClosed(false); // the tray keeps it alive; quitting is explicit

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("airlock::app::Options", "The Airlock desktop app."));
    parser.addHelpOption();
    const CommonOptions common;
    const QCommandLineOption hidden(
        QStringLiteral("hidden"),
        QCoreApplication::translate("airlock::app::Options", "Start in the tray, window hidden."));
    parser.addOptions({common.config, common.backend, hidden});
    QStringList arguments = app.arguments();
    if (arguments.size() > 1 && arguments.at(1) == QLatin1String("gui"))
        arguments.removeAt(1);
    parser.process(arguments);
    auto config = loadConfig(parser, common);
    if (!config) {
        fail(config.error().message);
        return 2;
    }
    const QString configPath = parser.isSet(common.config) ? parser.value(common.config) : core::Config::defaultPath();

    // Another instance? Ask it to come forward; if nobody answers, this one becomes the app.
    std::unique_ptr<DesktopApp> desktop;
    QLocalSocket probe;
    int exitCode = -1;
    auto becomeTheApp = [&] {
        if (desktop)
            return;
        probe.abort();
        desktop = std::make_unique<DesktopApp>(*config, configPath, parser.isSet(hidden), started);
    };
    QObject::connect(&probe, &QLocalSocket::connected, &probe, [&probe] { probe.write("raise\n"); });
    QObject::connect(&probe, &QLocalSocket::readyRead, &probe, [&] {
        std::fprintf(
            stderr, "airlock: %s\n",
            qPrintable(QCoreApplication::translate("airlock::app::Gui", "already running; its window was raised")));
        exitCode = 0;
        QCoreApplication::exit(0);
    });
    QObject::connect(&probe, &QLocalSocket::errorOccurred, &probe, [&](QLocalSocket::LocalSocketError) {
        if (exitCode < 0)
            becomeTheApp();
    });
    QTimer raiseTimeout;
    raiseTimeout.setSingleShot(true);
    QObject::connect(&raiseTimeout, &QTimer::timeout, &probe, [&] {
        if (exitCode < 0)
            becomeTheApp(); // a stale socket nobody serves
    });
    const QString instancePath = instanceSocketPath();
    if (instancePath.isEmpty() || !QFile::exists(instancePath)) {
        becomeTheApp();
    } else {
        probe.connectToServer(instancePath);
        raiseTimeout.start(kRaiseTimeoutMs);
    }
    const int code = app.exec();
    desktop.reset();
    return code;
}

} // namespace airlock::app
