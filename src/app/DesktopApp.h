// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Config.h"

#include <QElapsedTimer>
#include <QLocalServer>
#include <QObject>
#include <QPointer>

#include <memory>

namespace airlock::engine {
class Engine;
}
namespace airlock::mcp {
class McpHost;
}
namespace airlock::gui {
class MainWindow;
class SettingsDialog;
} // namespace airlock::gui

namespace airlock::app {

class DemoRun;

// The socket on which a second `airlock` asks the running one to raise its window.
QString instanceSocketPath();

// The desktop app's first instance: the engine, the bridge, the window, and a socket on which later instances ask it
// to come forward. `airlock gui` and `airlock demo` both run it.
class DesktopApp final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DesktopApp)

public:
    DesktopApp(core::Config config, QString configPath, bool hidden, QElapsedTimer started);
    ~DesktopApp() override;

    gui::MainWindow *window() const { return m_window.get(); }
    mcp::McpHost *host() const { return m_host.get(); }
    engine::Engine *engine() const { return m_engine.get(); }
    // Where agents connect (`airlock mcp`'s socket); empty when the bridge could not start.
    QString bridgePath() const { return m_bridgePath; }

private:
    void onInstance();
    void openSettings();
    // The empty window's "Try the demo": the scripted agent against this app.
    void startDemo();

    // In dependency order: the host and the window attach to the engine, the settings dialog to the window.
    QString m_configPath;
    QElapsedTimer m_started;
    QString m_bridgePath;
    std::unique_ptr<engine::Engine> m_engine;
    std::unique_ptr<mcp::McpHost> m_host;
    std::unique_ptr<gui::MainWindow> m_window;
    QPointer<gui::SettingsDialog> m_settings;
    QPointer<DemoRun> m_demo;
    QLocalServer m_instances;
};

} // namespace airlock::app
