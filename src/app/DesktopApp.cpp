// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DesktopApp.h"

#include "DemoRun.h"
#include "HostSupport.h"
#include "engine/Engine.h"
#include "gui/Attention.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "mcp/McpHost.h"
#include "mcp/RuntimeDir.h"

#include <QApplication>
#include <QFileInfo>
#include <QLocalSocket>
#include <QStatusBar>
#include <QTimer>

#include <cstdio>

namespace airlock::app {

QString instanceSocketPath()
{
    const auto dir = mcp::RuntimeDir::path();
    return dir ? *dir + QStringLiteral("/airlock-gui.sock") : QString();
}

DesktopApp::DesktopApp(core::Config config, QString configPath, bool hidden, QElapsedTimer started)
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
    connect(m_window.get(), &gui::MainWindow::demoRequested, this, &DesktopApp::startDemo);
    connect(m_host.get(), &mcp::McpHost::shutDown, qApp, [] { QCoreApplication::exit(0); });
    watchSignals(this, [this](int) { m_host->shutdown(); });

    if (const auto bridge = m_host->startBridge(); bridge) {
        m_bridgePath = *bridge;
    } else {
        fail(bridge.error().message);
        m_window->statusBar()->showMessage(tr("Agents cannot connect: %1").arg(bridge.error().message));
    }
    const core::Config &c = m_engine.get()->config();
    m_window->setConnectionInfo(m_bridgePath, 0);
    if (c.mcp.http) {
        // The bearer token comes from the keychain, asynchronously; HTTP shows up once it listens.
        const int httpPort = c.mcp.port;
        startHttp(*m_host, quint16(httpPort), [this, httpPort](bool listening) {
            if (listening)
                m_window->setConnectionInfo(m_bridgePath, httpPort);
            else
                m_window->statusBar()->showMessage(tr("HTTP for agents is off: see the log for why"));
        });
    }
    if (const QString problem = m_engine.get()->rulesProblem(); !problem.isEmpty())
        m_window->statusBar()->showMessage(tr("Rules not applied: %1").arg(problem));

    const QString instancePath = instanceSocketPath();
    QLocalServer::removeServer(instancePath);
    m_instances.setSocketOptions(QLocalServer::UserAccessOption);
    if (!instancePath.isEmpty() && m_instances.listen(instancePath))
        connect(&m_instances, &QLocalServer::newConnection, this, &DesktopApp::onInstance);

    // --hidden (the autostart entry) starts in the tray; with no tray to come back from, minimized instead.
    if (hidden && !m_window->attention()->hasTray())
        m_window->showMinimized();
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

DesktopApp::~DesktopApp() = default;

void DesktopApp::onInstance()
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

void DesktopApp::openSettings()
{
    if (m_settings) {
        m_settings->raise();
        return;
    }
    m_settings = new gui::SettingsDialog(m_engine.get(), m_configPath, m_window.get());
    m_settings->setAttribute(Qt::WA_DeleteOnClose);
    m_settings->open();
}

void DesktopApp::startDemo()
{
    if (m_demo || m_bridgePath.isEmpty())
        return; // one at a time; without a bridge no agent can connect
    DemoRun::Options options;
    options.socketPath = m_bridgePath;
    // A config that does not exist yet is the defaults: `airlock checkpoints restore` then reads the default path.
    options.configPath = QFileInfo::exists(m_configPath) ? m_configPath : QString();
    options.engine = m_engine.get(); // the demo's own tasks are cleaned up at its end, no others
    m_demo = new DemoRun(options, m_window.get(), this);
    // The transcript goes to the app's log too (stderr: airlock-gui.log when `airlock mcp` started the app).
    connect(m_demo, &DemoRun::line, this, [](const QString &text) {
        std::fprintf(stderr, "airlock: demo: %s\n", qPrintable(text));
        std::fflush(stderr);
    });
    connect(m_demo, &DemoRun::finished, this, [](int exitCode, const QString &error) {
        std::fprintf(stderr, "airlock: demo: ended with exit code %d%s%s\n", exitCode, error.isEmpty() ? "" : ": ",
                     qPrintable(error));
        std::fflush(stderr);
    });
    connect(m_demo, &DemoRun::finished, m_demo, &QObject::deleteLater);
    m_demo->start();
}

} // namespace airlock::app
