// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DemoCommand.h"

#include "DemoAutoAnswer.h"
#include "DemoRun.h"
#include "DemoScript.h"
#include "DesktopApp.h"
#include "HostSupport.h"
#include "gui/MainWindow.h"
#include "gui/StateLook.h"
#include "mcp/McpHost.h"

#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTimer>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <unistd.h>

extern char **environ;

namespace airlock::app {

namespace {

// Bounds an unattended demo (--auto): its steps take about 7 s.
constexpr int kAutoBoundMs = 60 * 1000;

// A private home for this demo's app: settings, audit log, checkpoints and the bridge socket in a temporary
// directory, so that the demo never touches the person's own settings, log or running Airlock. Set before Qt reads
// any of it; the agent and the commands it runs inherit it.
bool makePrivateHome(QTemporaryDir &root)
{
    if (!root.isValid())
        return false;
    for (const char *sub : {"config", "data", "state", "cache", "runtime", "tmp"}) {
        const QString dir = root.path() + QLatin1Char('/') + QLatin1String(sub);
        if (!QDir().mkpath(dir))
            return false;
        QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    }
    // A config of its own: the defaults, and busybox without a network for the third task when Docker has that image
    // (and `airlock checkpoints restore --config` finds its audit log).
    QDir().mkpath(root.path() + QStringLiteral("/config/airlock"));
    QFile config(root.path() + QStringLiteral("/config/airlock/config.json"));
    const QByteArray settings = R"({"docker": {"image": "busybox", "network": "none"}})"
                                "\n";
    if (!config.open(QIODevice::WriteOnly) || config.write(settings) != settings.size())
        return false;
    config.close();
    ::setenv("XDG_CONFIG_HOME", qPrintable(root.path() + QStringLiteral("/config")), 1);
    ::setenv("XDG_DATA_HOME", qPrintable(root.path() + QStringLiteral("/data")), 1);
    ::setenv("XDG_STATE_HOME", qPrintable(root.path() + QStringLiteral("/state")), 1);
    ::setenv("XDG_CACHE_HOME", qPrintable(root.path() + QStringLiteral("/cache")), 1);
    ::setenv("XDG_RUNTIME_DIR", qPrintable(root.path() + QStringLiteral("/runtime")), 1);
    // The tasks' temporary directories and the agent's project too.
    ::setenv("TMPDIR", qPrintable(root.path() + QStringLiteral("/tmp")), 1);
    // The person's AIRLOCK_* overrides are theirs, not the demo's.
    QStringList names;
    for (char **entry = environ; *entry; ++entry) {
        const QString text = QString::fromLocal8Bit(*entry);
        if (text.startsWith(QLatin1String("AIRLOCK_")))
            names << text.section(QLatin1Char('='), 0, 0);
    }
    for (const QString &name : std::as_const(names))
        ::unsetenv(qPrintable(name));
    return true;
}

void printLine(const QString &text)
{
    std::printf("%s\n", qPrintable(text));
    std::fflush(stdout);
}

// After the app: the private home removed (and said so), then the verdict.
int finishDemo(QTemporaryDir &root, int exitCode, QString failure, const QElapsedTimer &started)
{
    if (exitCode != 0 && failure.isEmpty())
        failure = QCoreApplication::translate("airlock::app::Demo",
                                              "interrupted (Ctrl-C, or the window closed) before the end");
    const QString dir = root.path();
    if (!root.remove() || QFileInfo::exists(dir)) {
        exitCode = exitCode ? exitCode : 1;
        failure = QCoreApplication::translate("airlock::app::Demo", "step \"cleanup\": could not remove %1").arg(dir);
    } else {
        printLine(QStringLiteral("[cleanup] ") +
                  QCoreApplication::translate("airlock::app::Demo",
                                              "removed the demo's private settings, audit log and checkpoints %1")
                      .arg(dir));
    }
    if (exitCode != 0) {
        fail(QCoreApplication::translate("airlock::app::Demo", "demo failed: %1").arg(failure));
        return exitCode;
    }
    printLine(QStringLiteral("[end] ") +
              QCoreApplication::translate("airlock::app::Demo", "every step happened as scripted (%1 s)")
                  .arg(started.elapsed() / 1000));
    return 0;
}

void nameDemoApplication()
{
    nameApplication();
    QApplication::setApplicationDisplayName(QCoreApplication::translate("airlock::app::Demo", "Airlock demo"));
    QApplication::setWindowIcon(gui::appIcon(false));
    QApplication::setQuitOnLastWindowClosed(false);
}

} // namespace

int runDemo(int argc, char **argv)
{
    QElapsedTimer started;
    started.start();
    QTemporaryDir root(QDir::tempPath() + QStringLiteral("/airlock-demo-XXXXXX"));
    const bool privateHome = makePrivateHome(root);
    QApplication app(argc, argv);
    nameDemoApplication();

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "airlock::app::Demo", "An offline demo: a scripted agent shows what Airlock does, in a temporary project."));
    parser.addHelpOption();
    const CommonOptions common;
    const QCommandLineOption autoAnswer(
        QStringLiteral("auto"),
        QCoreApplication::translate("airlock::app::Demo", "Answer the approvals in the dialog without a person."));
    const QCommandLineOption screenshots(
        QStringLiteral("screenshots"),
        QCoreApplication::translate("airlock::app::Demo", "Save PNGs of the main window and the approval dialog."),
        QStringLiteral("DIR"));
    parser.addOptions({autoAnswer, screenshots, common.config, common.backend});
    QStringList arguments = app.arguments();
    arguments.removeAt(1); // the command
    parser.process(arguments);
    if (!privateHome) {
        fail(QCoreApplication::translate("airlock::app::Demo", "cannot make the demo's temporary directory: %1")
                 .arg(root.errorString()));
        return 1;
    }
    const QString configPath = parser.isSet(common.config)
                                   ? QFileInfo(parser.value(common.config)).absoluteFilePath()
                                   : root.path() + QStringLiteral("/config/airlock/config.json");
    auto loaded = loadConfig(parser, common);
    if (!loaded) {
        fail(loaded.error().message);
        return 2;
    }
    core::Config config = *loaded;
    config.mcp.http = false; // offline, and no token to fetch from a keychain

    auto desktop = std::make_unique<DesktopApp>(config, configPath, false, started);
    if (desktop->bridgePath().isEmpty())
        return 1;
    DemoRun::Options options;
    options.socketPath = desktop->bridgePath();
    options.configPath = configPath;
    options.autoAnswer = parser.isSet(autoAnswer);
    options.engine = desktop->engine();
    auto run = std::make_unique<DemoRun>(options, desktop->window());
    std::unique_ptr<DemoAutoAnswer> answerer;
    if (options.autoAnswer || parser.isSet(screenshots))
        answerer = std::make_unique<DemoAutoAnswer>(desktop->window(), options.autoAnswer, parser.value(screenshots));

    int exitCode = 0;
    QString failure;
    bool ended = false; // the run said how it went
    QObject::connect(run.get(), &DemoRun::line, &app, printLine);
    QObject::connect(run.get(), &DemoRun::finished, &app, [&](int code, const QString &error) {
        ended = true;
        if (!failure.isEmpty())
            return; // the time bound ended it
        exitCode = code;
        failure = error;
        if (code != 0 && desktop->host()->isShuttingDown()) {
            failure = QCoreApplication::translate("airlock::app::Demo",
                                                  "interrupted (Ctrl-C, or the window closed) before the end");
            return;
        }
        if (answerer && !answerer->problem().isEmpty() && exitCode == 0) {
            exitCode = 1;
            failure = answerer->problem();
        }
        if (options.autoAnswer || exitCode != 0) {
            desktop->host()->shutdown();
            return;
        }
        desktop->window()->showDemoBanner(QCoreApplication::translate(
            "airlock::app::Demo", "<b>Demo</b>: over. Close the window to end it; its temporary files go with it."));
    });
    QTimer bound;
    bound.setSingleShot(true);
    QObject::connect(&bound, &QTimer::timeout, &app, [&] {
        exitCode = 1;
        failure = QCoreApplication::translate("airlock::app::Demo", "the demo did not end within %1 s; last step: %2")
                      .arg(kAutoBoundMs / 1000)
                      .arg(run->transcript().value(run->transcript().size() - 1));
        desktop->host()->shutdown();
    });
    if (options.autoAnswer)
        bound.start(kAutoBoundMs);
    QTimer::singleShot(0, run.get(), &DemoRun::start);
    app.exec();
    run->stop(); // an agent still running (Ctrl-C, the window closed) is stopped first
    run.reset();
    answerer.reset();
    desktop.reset();

    return finishDemo(root, ended ? exitCode : 1, failure, started);
}

int runDemoAgent(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    const QCommandLineOption socket(QStringLiteral("socket"), QStringLiteral("The app's bridge socket."),
                                    QStringLiteral("PATH"));
    const QCommandLineOption config(QStringLiteral("config"), QStringLiteral("Config file."), QStringLiteral("FILE"));
    const QCommandLineOption autoAnswer(QStringLiteral("auto"), QStringLiteral("The app answers approvals itself."));
    parser.addOptions({socket, config, autoAnswer});
    QStringList arguments = app.arguments();
    arguments.removeAt(1);
    parser.process(arguments);
    if (!parser.isSet(socket)) {
        fail(QStringLiteral("demo-agent: --socket PATH is needed"));
        return 2;
    }
    DemoScript::Options options;
    options.socketPath = parser.value(socket);
    options.configPath = parser.value(config);
    options.autoAnswer = parser.isSet(autoAnswer);
    DemoScript script(options);
    QObject::connect(&script, &DemoScript::finished, &app, [](int code) { QCoreApplication::exit(code); });
    watchSignals(&app, [&script](int) {
        script.abandon();
        QCoreApplication::exit(1);
    });
    QTimer::singleShot(0, &script, &DemoScript::start);
    return app.exec();
}

} // namespace airlock::app
