// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "GuiCommand.h"

#include "HostSupport.h"
#include "engine/Engine.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/StateLook.h"
#include "mcp/McpHost.h"
#include "mcp/RuntimeDir.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QLocalServer>
#include <QLocalSocket>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>
#include <memory>

namespace airlock::app {

namespace {

constexpr int kRaiseTimeoutMs = 3000;

QString instanceSocketPath()
{
    const auto dir = mcp::RuntimeDir::path();
    return dir ? *dir + QStringLiteral("/airlock-gui.sock") : QString();
}

// The first instance: the engine, the bridge, the window, and a socket on which later instances ask it to come
// forward.
class DesktopApp final : public QObject
{
public:
    DesktopApp(core::Config config, QString configPath, bool hidden, QElapsedTimer started)
        : m_configPath(std::move(configPath))
        , m_started(started)
    {
        engine::Engine::Options engineOptions;
        engineOptions.config = std::move(config);
        engineOptions.approvals = engine::Approvals::Interactive;
        m_engine = std::make_unique<engine::Engine>(std::move(engineOptions)); // the process's one engine
        mcp::McpHost::Options options;
        options.elicitApprovals = false; // the window presents them
        options.version = QCoreApplication::applicationVersion();
        m_host = std::make_unique<mcp::McpHost>(m_engine.get(), options);
        m_window = std::make_unique<gui::MainWindow>(m_engine.get());
        connect(m_window.get(), &gui::MainWindow::quitRequested, m_host.get(), &mcp::McpHost::shutdown);
        connect(m_window.get(), &gui::MainWindow::settingsRequested, this, &DesktopApp::openSettings);
        connect(m_host.get(), &mcp::McpHost::shutDown, qApp, [] { QCoreApplication::exit(0); });
        watchSignals(this, [this](int) { m_host->shutdown(); });

        QString socketPath;
        if (const auto bridge = m_host->startBridge(); bridge) {
            socketPath = *bridge;
        } else {
            fail(bridge.error().message);
            m_window->statusBar()->showMessage(
                QCoreApplication::translate("airlock::app::DesktopApp", "Agents cannot connect: %1")
                    .arg(bridge.error().message));
        }
        const core::Config &c = m_engine.get()->config();
        m_window->setConnectionInfo(socketPath, 0);
        if (c.mcp.http) {
            // The bearer token comes from the keychain, asynchronously; HTTP shows up once it listens.
            const int httpPort = c.mcp.port;
            startHttp(*m_host, quint16(httpPort), [this, socketPath, httpPort](bool listening) {
                if (listening)
                    m_window->setConnectionInfo(socketPath, httpPort);
                else
                    m_window->statusBar()->showMessage(QCoreApplication::translate(
                        "airlock::app::DesktopApp", "HTTP for agents is off: see the log for why"));
            });
        }
        if (const QString problem = m_engine.get()->rulesProblem(); !problem.isEmpty())
            m_window->statusBar()->showMessage(
                QCoreApplication::translate("airlock::app::DesktopApp", "Rules not applied: %1").arg(problem));

        const QString instancePath = instanceSocketPath();
        QLocalServer::removeServer(instancePath);
        m_instances.setSocketOptions(QLocalServer::UserAccessOption);
        if (!instancePath.isEmpty() && m_instances.listen(instancePath))
            connect(&m_instances, &QLocalServer::newConnection, this, &DesktopApp::onInstance);

        if (!hidden) {
            m_window->show();
            if (qEnvironmentVariableIsSet("AIRLOCK_REPORT_STARTUP"))
                QTimer::singleShot(0, this, [this] {
                    std::fprintf(stderr, "airlock: window shown %lld ms after start\n",
                                 static_cast<long long>(m_started.elapsed()));
                    std::fflush(stderr);
                });
        }
    }

private:
    void onInstance()
    {
        while (QLocalSocket *socket = m_instances.nextPendingConnection()) {
            connect(socket, &QLocalSocket::disconnected, socket, &QObject::deleteLater);
            connect(socket, &QLocalSocket::readyRead, this, [this, socket] {
                if (!socket->readAll().contains("raise"))
                    return;
                m_window->showNormal();
                m_window->raise();
                m_window->activateWindow();
                socket->write("ok\n");
                socket->disconnectFromServer();
            });
        }
    }

    void openSettings()
    {
        if (m_settings) {
            m_settings->raise();
            return;
        }
        m_settings = new gui::SettingsDialog(m_engine.get(), m_configPath, m_window.get());
        m_settings->setAttribute(Qt::WA_DeleteOnClose);
        m_settings->open();
    }

    // In dependency order: the host and the window attach to the engine, the settings dialog to the window.
    QString m_configPath;
    QElapsedTimer m_started;
    std::unique_ptr<engine::Engine> m_engine;
    std::unique_ptr<mcp::McpHost> m_host;
    std::unique_ptr<gui::MainWindow> m_window;
    QPointer<gui::SettingsDialog> m_settings;
    QLocalServer m_instances;
};

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
        std::fprintf(stderr, "airlock: already running; its window was raised\n");
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
