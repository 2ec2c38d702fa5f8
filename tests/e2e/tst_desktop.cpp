// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// End to end on a real X server: the real `airlock` binary under Xvfb, an agent's command arriving through
// `airlock mcp`, the person answering the approval dialog with the keyboard (real key events through XTEST), and
// the command's fate checked in the agent's result. Screenshots of the real windows are saved as test artifacts.
#include "PrivateXvfb.h"
#include "Quiet.h"
#include "mcp/McpTestClient.h"

#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QPixmap>
#include <QProcess>
#include <QScreen>
#include <QStandardPaths>
#include <QTest>

#include <cstdlib>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using airlock::test::IsolatedEnvironment;
using airlock::test::McpTestClient;
using airlock::test::staysQuietFor;

namespace {

pid_t xvfbPid = 0;
QString skipReason;

// Xvfb on a free display, before any Qt object exists (the test itself then talks to it through xcb).
void startXvfb()
{
    const QString xvfb = QStandardPaths::findExecutable(QStringLiteral("Xvfb"));
    if (xvfb.isEmpty() || QStandardPaths::findExecutable(QStringLiteral("xdotool")).isEmpty()) {
        skipReason = QStringLiteral("Xvfb and xdotool are needed (scripts/test installs xvfb and xdotool)");
        return;
    }
    xvfbPid = airlock::test::startPrivateXvfb(91, 120, "1280x860x24");
    if (xvfbPid > 0)
        return;
    skipReason = QStringLiteral("could not start Xvfb on a free display");
}

void stopXvfb()
{
    if (xvfbPid > 0) {
        ::kill(xvfbPid, SIGTERM);
        ::waitpid(xvfbPid, nullptr, 0);
    }
}

QString xdotool(const QStringList &arguments)
{
    QProcess p;
    p.start(QStringLiteral("xdotool"), arguments);
    if (!p.waitForFinished(10000))
        p.kill();
    return QString::fromUtf8(p.readAllStandardOutput()).trimmed();
}

// The X window with this exact title, waiting up to `ms`.
WId windowNamed(const QString &title, int ms)
{
    WId found = 0;
    [[maybe_unused]] const bool ok = QTest::qWaitFor(
        [&] {
            const QString ids = xdotool({QStringLiteral("search"), QStringLiteral("--onlyvisible"),
                                         QStringLiteral("--name"), QLatin1Char('^') + title + QLatin1Char('$')});
            found = ids.isEmpty() ? 0 : ids.split(QLatin1Char('\n')).last().toULongLong();
            return found != 0;
        },
        ms);
    return found;
}

QString artifactsDir()
{
    const QString dir = QStringLiteral(AIRLOCK_ARTIFACTS_DIR);
    QDir().mkpath(dir);
    return dir;
}

std::string resultText(const std::optional<nlohmann::json> &message)
{
    if (!message || !message->contains("result"))
        return message ? message->dump() : std::string("(no answer)");
    return (*message)["result"]["content"][0].value("text", std::string());
}

// The app's environment on the private X server: the isolated home, the xcb platform.
QProcessEnvironment onTheDisplay(const IsolatedEnvironment &env)
{
    QProcessEnvironment appEnv = env.environment();
    appEnv.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("xcb"));
    appEnv.insert(QStringLiteral("HOME"), env.path("home"));
    QDir().mkpath(env.path("home"));
    return appEnv;
}

} // namespace

class TestDesktop : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (!skipReason.isEmpty())
            QSKIP(qPrintable(skipReason));
        QVERIFY(QFile::exists(airlock::test::airlockBinary()));
    }

    void approval_answeredWithTheKeyboard_decidesTheAgentsCommand()
    {
        IsolatedEnvironment env;
        const QProcessEnvironment appEnv = onTheDisplay(env);
        QProcess app;
        app.setProcessEnvironment(appEnv);
        app.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        app.start(airlock::test::airlockBinary(), {});
        QVERIFY(QTest::qWaitFor([&] { return QFile::exists(env.socketPath()); }, 20000));
        const WId mainWindow = windowNamed(QStringLiteral("Airlock"), 10000);
        QVERIFY2(mainWindow != 0, "the main window is shown");

        // A second `airlock` raises the first one instead of starting another.
        QProcess secondApp;
        secondApp.setProcessEnvironment(appEnv);
        secondApp.start(airlock::test::airlockBinary(), {});
        QVERIFY(secondApp.waitForFinished(15000));
        QCOMPARE(secondApp.exitCode(), 0);
        QVERIFY2(secondApp.readAllStandardError().contains("already running"), "the second instance says so and ends");
        QCOMPARE(app.state(), QProcess::Running);

        // The agent: `airlock mcp` bridged to the running app.
        McpTestClient agent({QStringLiteral("mcp")}, appEnv);
        QVERIFY(agent.initialize().contains("result"));
        const auto harmless =
            agent.response(agent.callTerminal({{"command", "printf 'building…\\n'; ls / | head -3; echo done"}}));
        QVERIFY2(resultText(harmless).find("done") != std::string::npos, resultText(harmless).c_str());
        // The table row and the console painted for the screenshot: the app's painting is not observable from here.
        // Must not arrive meanwhile: the app's end.
        QVERIFY2(staysQuietFor(500, [&] { return app.state() != QProcess::Running; }), "the app ended");
        QScreen *screen = QGuiApplication::primaryScreen();
        QVERIFY(screen->grabWindow(mainWindow).save(artifactsDir() + QStringLiteral("/main-window.png")));

        // A dangerous command: the dialog appears on the real display.
        const auto first = agent.callTerminal(
            {{"command", "chmod -R 777 /nonexistent-airlock-e2e 2>/dev/null; echo approved-and-ran"}});
        const WId dialog = windowNamed(QStringLiteral("Airlock: approve a command"), 15000);
        QVERIFY2(dialog != 0, "the approval dialog is shown");
        // Past the dialog's input guard (ApprovalDialog::kInputGuardMs, 400 ms: keys before it are ignored) and
        // painted, neither observable from here. Must not arrive meanwhile: an answer; only the person gives it.
        QVERIFY2(staysQuietFor(900, [&] { return agent.findResponse(first).has_value(); }),
                 "the question was answered by itself");
        QVERIFY(screen->grabWindow(dialog).save(artifactsDir() + QStringLiteral("/approval-dialog.png")));
        QVERIFY(screen->grabWindow(0).save(artifactsDir() + QStringLiteral("/screen.png")));

        // Alt+O is "Allow once": real key events, to the focused dialog.
        xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::number(dialog)});
        xdotool({QStringLiteral("key"), QStringLiteral("--clearmodifiers"), QStringLiteral("alt+o")});
        const auto allowed = agent.response(first, 15000);
        QVERIFY2(resultText(allowed).find("approved-and-ran") != std::string::npos, resultText(allowed).c_str());

        // Escape denies.
        const auto second =
            agent.callTerminal({{"command", "chmod -R 777 /nonexistent-airlock-e2e 2>/dev/null; echo should-not-run"}});
        const WId again = windowNamed(QStringLiteral("Airlock: approve a command"), 15000);
        QVERIFY(again != 0);
        // Past the input guard again (see above). Must not arrive meanwhile: an answer to the second question.
        QVERIFY2(staysQuietFor(700, [&] { return agent.findResponse(second).has_value(); }),
                 "the question was answered by itself");
        xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::number(again)});
        xdotool({QStringLiteral("key"), QStringLiteral("--clearmodifiers"), QStringLiteral("Escape")});
        const auto denied = agent.response(second, 15000);
        const std::string deniedText = resultText(denied);
        QVERIFY2(deniedText.find("denied") != std::string::npos, deniedText.c_str());
        QVERIFY(deniedText.find("should-not-run") == std::string::npos);

        // Quitting cleans up: SIGTERM ends the app and its tasks.
        agent.process().closeWriteChannel();
        app.terminate();
        QVERIFY(app.waitForFinished(20000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    }

    // The empty window's "Try the demo" (Alt+D) runs the demo's agent against this app: the person answers its two
    // questions with the keyboard (allow the delete, deny the force push), and the demo runs to its end and cleans
    // up its tasks. The app logs the transcript on stderr.
    void tryTheDemo_fromTheEmptyWindow_runsToItsEnd()
    {
        IsolatedEnvironment env;
        QProcess app;
        app.setProcessEnvironment(onTheDisplay(env));
        QByteArray log;
        connect(&app, &QProcess::readyReadStandardError, &app, [&] { log += app.readAllStandardError(); });
        app.start(airlock::test::airlockBinary(), {});
        QVERIFY(QTest::qWaitFor([&] { return QFile::exists(env.socketPath()); }, 20000));
        const WId mainWindow = windowNamed(QStringLiteral("Airlock"), 10000);
        QVERIFY2(mainWindow != 0, "the main window is shown");
        xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::number(mainWindow)});
        xdotool({QStringLiteral("key"), QStringLiteral("--clearmodifiers"), QStringLiteral("alt+d")});

        const QString title = QStringLiteral("Airlock: approve a command");
        const WId deleteQuestion = windowNamed(title, 60000);
        QVERIFY2(deleteQuestion != 0, log.constData());
        // Past the dialog's input guard (400 ms), as above.
        QTest::qWait(900);
        xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::number(deleteQuestion)});
        xdotool({QStringLiteral("key"), QStringLiteral("--clearmodifiers"), QStringLiteral("alt+o")});
        QVERIFY2(QTest::qWaitFor([&] { return log.contains("[approved]"); }, 30000), log.constData());

        WId pushQuestion = 0;
        QVERIFY2(QTest::qWaitFor(
                     [&] {
                         pushQuestion = windowNamed(title, 200);
                         return pushQuestion != 0 && log.contains("[ask] `git push --force`");
                     },
                     30000),
                 log.constData());
        QTest::qWait(900);
        xdotool({QStringLiteral("windowfocus"), QStringLiteral("--sync"), QString::number(pushQuestion)});
        xdotool({QStringLiteral("key"), QStringLiteral("--clearmodifiers"), QStringLiteral("Escape")});

        QVERIFY2(QTest::qWaitFor([&] { return log.contains("airlock: demo: ended with"); }, 90000), log.constData());
        QVERIFY2(log.contains("airlock: demo: ended with exit code 0\n"), log.constData());
        for (const char *step : {"[project]", "[build]", "[tests]", "[third]", "[checkpoint]", "[denied]", "[timeout]",
                                 "[redaction]", "[restored]", "[cleanup] the app cleaned up the demo's tasks"})
            QVERIFY2(log.contains(step), step);
        QVERIFY(!log.contains("[failed]"));

        app.terminate();
        QVERIFY(app.waitForFinished(20000));
        QCOMPARE(app.exitStatus(), QProcess::NormalExit);
    }
};

int main(int argc, char **argv)
{
    startXvfb();
    int status = 0;
    {
        if (!skipReason.isEmpty())
            ::setenv("QT_QPA_PLATFORM", "offscreen", 1);
        QGuiApplication app(argc, argv);
        TestDesktop test;
        status = QTest::qExec(&test, argc, argv);
    }
    stopXvfb();
    return status;
}

#include "tst_desktop.moc"
