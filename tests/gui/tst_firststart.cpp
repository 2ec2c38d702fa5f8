// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// A first start: the empty window's two ways in (the demo, Connect an Agent…), the configuration that dialog gives
// each agent, and the option to start with the session (the XDG autostart entry).
#include "EngineFixture.h"
#include "gui/AgentSnippets.h"
#include "gui/Autostart.h"
#include "gui/ConnectAgentDialog.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/TaskTableModel.h"
#include "gui/WelcomePanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QTableView>

#include <unistd.h>

using airlock::engine::HookAgent;
using airlock::gui::AgentSnippet;
using airlock::gui::Autostart;
using airlock::gui::ConnectAgentDialog;
using airlock::gui::MainWindow;
using airlock::test::EngineFixture;
namespace AgentSnippets = airlock::gui::AgentSnippets;

Q_DECLARE_METATYPE(std::optional<HookAgent>)

namespace {

// The TOML the snippets use: [table] headers and `key = "string"` or `key = ["string", …]` lines. A stand-in for a
// TOML parser (none is a dependency), strict about quoting, which is what a paste breaks first.
QString tomlProblem(const QString &text)
{
    static const QRegularExpression table(QStringLiteral(R"(^\[[A-Za-z0-9_.]+\]$)"));
    static const QRegularExpression string(QStringLiteral(R"("(?:[^"\\]|\\["\\])*")"));
    static const QRegularExpression pair(
        QStringLiteral(R"(^[A-Za-z0-9_]+ = (%1|\[%1(, %1)*\])$)").arg(string.pattern()));
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (!table.match(line).hasMatch() && !pair.match(line).hasMatch())
            return line;
    }
    return {};
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

// Points $XDG_CONFIG_HOME at a temporary directory for the test's lifetime.
struct ConfigHome {
    QTemporaryDir dir;
    QByteArray old = qgetenv("XDG_CONFIG_HOME");
    bool hadOld = qEnvironmentVariableIsSet("XDG_CONFIG_HOME");
    ConfigHome() { qputenv("XDG_CONFIG_HOME", dir.path().toUtf8()); }
    ~ConfigHome()
    {
        if (hadOld)
            qputenv("XDG_CONFIG_HOME", old);
        else
            qunsetenv("XDG_CONFIG_HOME");
    }
};

} // namespace

class TestFirstStart : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void emptyWindow_offersTheDemoAndConnectAnAgent()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        auto *welcome = window.welcomePanel();
        QVERIFY(welcome && welcome->isVisible());
        QVERIFY(!window.findChild<QTableView *>(QStringLiteral("taskTable"))->isVisible());
        QVERIFY(welcome->findChild<QLabel *>(QStringLiteral("welcomeText"))->text().contains(QStringLiteral("asks")));
        // Every line of the welcome shows: wrapped text gets the height its width needs.
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        for (const char *name : {"welcomeText", "welcomeNext"}) {
            auto *label = welcome->findChild<QLabel *>(QString::fromLatin1(name));
            QTRY_VERIFY2(label->height() >= label->heightForWidth(label->width()),
                         qPrintable(QStringLiteral("%1: %2 < %3")
                                        .arg(QString::fromLatin1(name))
                                        .arg(label->height())
                                        .arg(label->heightForWidth(label->width()))));
        }
        QCOMPARE(welcome->demoButton()->text(), QStringLiteral("Try the &demo"));
        QCOMPARE(welcome->connectButton()->text(), QStringLiteral("Co&nnect an agent…"));

        QSignalSpy demo(&window, &MainWindow::demoRequested);
        welcome->demoButton()->click();
        QCOMPARE(demo.count(), 1);
        QVERIFY(!window.connectAgentDialog()); // the demo is someone else's: the window only asks for it
        welcome->connectButton()->click();
        QVERIFY(window.connectAgentDialog() && window.connectAgentDialog()->isVisible());
        QCOMPARE(demo.count(), 1);
    }

    void welcomePanel_givesWayToTheFirstTask_andReturnsWhenTheTableIsEmpty()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        auto *table = window.findChild<QTableView *>(QStringLiteral("taskTable"));
        engine.run("true", QStringLiteral("first"));
        QTRY_VERIFY_WITH_TIMEOUT(table->isVisible(), 3000);
        QVERIFY(!window.welcomePanel()->isVisible());
        engine.cleanupAll();
        QTRY_COMPARE_WITH_TIMEOUT(window.taskModel()->index(0, airlock::gui::TaskTableModel::StateColumn).data(),
                                  QVariant(QStringLiteral("gone")), 5000);
        QVERIFY(!window.welcomePanel()->isVisible()); // a gone task can still be read
        window.taskModel()->clearGone();
        QVERIFY(window.welcomePanel()->isVisible());
        QVERIFY(!table->isVisible());
    }

    void snippets_parseInTheFormatTheAgentReads_data()
    {
        QTest::addColumn<std::optional<HookAgent>>("agent");
        QTest::addColumn<bool>("http");
        QTest::addColumn<QString>("program");
        const std::pair<const char *, std::optional<HookAgent>> agents[] = {{"claude", HookAgent::ClaudeCode},
                                                                            {"codex", HookAgent::Codex},
                                                                            {"gemini", HookAgent::GeminiCli},
                                                                            {"cursor", HookAgent::Cursor},
                                                                            {"any client", std::nullopt}};
        for (const auto &[name, agent] : agents) {
            for (const QString &program : {QStringLiteral("airlock"), QStringLiteral("/opt/My \"Tools\"/airlock")}) {
                QTest::addRow("%s stdio %s", name, qPrintable(program)) << agent << false << program;
                QTest::addRow("%s http %s", name, qPrintable(program)) << agent << true << program;
            }
        }
    }

    void snippets_parseInTheFormatTheAgentReads()
    {
        QFETCH(std::optional<HookAgent>, agent);
        QFETCH(bool, http);
        QFETCH(QString, program);
        const AgentSnippet s = http ? AgentSnippets::http(agent, program, 49321) : AgentSnippets::stdio(agent, program);
        QVERIFY2(!s.text.isEmpty(), "no snippet");
        if (http)
            QVERIFY2(s.text.contains(QStringLiteral("http://127.0.0.1:49321/mcp")), qPrintable(s.text));
        switch (s.format) {
        case AgentSnippet::Format::Json: {
            QJsonParseError error;
            const QJsonDocument doc = QJsonDocument::fromJson(s.text.toUtf8(), &error);
            QVERIFY2(!doc.isNull(), qPrintable(error.errorString() + QLatin1Char('\n') + s.text));
            const QJsonObject server = doc[QStringLiteral("mcpServers")][QStringLiteral("airlock")].toObject();
            if (http) {
                // Gemini CLI reads httpUrl; Cursor and the rest read url. The token from the environment.
                const QString key = agent == HookAgent::GeminiCli ? QStringLiteral("httpUrl") : QStringLiteral("url");
                QCOMPARE(server[key].toString(), QStringLiteral("http://127.0.0.1:49321/mcp"));
                QVERIFY2(server[QStringLiteral("headers")][QStringLiteral("Authorization")].toString().contains(
                             QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN")),
                         qPrintable(s.text));
            } else {
                QCOMPARE(server[QStringLiteral("command")].toString(), program);
                QCOMPARE(server[QStringLiteral("args")].toArray(), QJsonArray{QStringLiteral("mcp")});
            }
            break;
        }
        case AgentSnippet::Format::Toml:
            QCOMPARE(agent, std::optional(HookAgent::Codex));
            QCOMPARE(s.where, QStringLiteral("~/.codex/config.toml"));
            QVERIFY2(tomlProblem(s.text).isEmpty(), qPrintable(tomlProblem(s.text)));
            QVERIFY(s.text.startsWith(QStringLiteral("[mcp_servers.airlock]\n")));
            QVERIFY(s.text.contains(http ? QStringLiteral("bearer_token_env_var = \"AIRLOCK_MCP_HTTP_TOKEN\"")
                                         : QStringLiteral("args = [\"mcp\"]")));
            break;
        case AgentSnippet::Format::Shell: {
            QCOMPARE(agent, std::optional(HookAgent::ClaudeCode));
            QVERIFY2(s.text.startsWith(QStringLiteral("claude mcp add --scope user ")), qPrintable(s.text));
            // The words the shell would see: a path with spaces and quotes arrives as one word.
            const QString quoted =
                program == QLatin1String("airlock") ? program : QStringLiteral("'/opt/My \"Tools\"/airlock'");
            QVERIFY2(s.text.contains(http ? QStringLiteral("$(%1 secret get mcp-http-token)").arg(quoted)
                                          : QStringLiteral("-- %1 mcp").arg(quoted)),
                     qPrintable(s.text));
            break;
        }
        case AgentSnippet::Format::Url: QVERIFY(!agent); break;
        }
    }

    void program_isAirlockOnlyWhenPathFindsThisBinary()
    {
        QTemporaryDir bin;
        const QString self = QCoreApplication::applicationFilePath();
        QVERIFY(QFile::link(self, bin.filePath(QStringLiteral("airlock"))));
        QCOMPARE(AgentSnippets::program(self, bin.path()), QStringLiteral("airlock"));
        QCOMPARE(AgentSnippets::program(self, QStringLiteral("/nonexistent-airlock-dir")),
                 QFileInfo(self).canonicalFilePath());
        // Another airlock on PATH is not this one: agents get this one's path.
        QTemporaryDir other;
        QFile fake(other.filePath(QStringLiteral("airlock")));
        QVERIFY(fake.open(QIODevice::WriteOnly));
        fake.write("#!/bin/sh\n");
        fake.close();
        fake.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        QCOMPARE(AgentSnippets::program(self, other.path()), QFileInfo(self).canonicalFilePath());
    }

    void connectDialog_showsTheRealPort_andHowToTurnHttpOn()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.setConnectionInfo(QStringLiteral("/run/user/1/airlock.sock"), 0);
        window.showConnectAgent();
        ConnectAgentDialog *dialog = window.connectAgentDialog();
        // This test binary is not `airlock` on PATH: the snippets name it by its path.
        QCOMPARE(dialog->airlockProgram(), QFileInfo(QCoreApplication::applicationFilePath()).canonicalFilePath());
        QVERIFY2(dialog->snippet(HookAgent::Cursor, false).contains(dialog->airlockProgram()),
                 qPrintable(dialog->snippet(HookAgent::Cursor, false)));
        for (const auto agent :
             {std::optional(HookAgent::ClaudeCode), std::optional(HookAgent::Codex),
              std::optional(HookAgent::GeminiCli), std::optional(HookAgent::Cursor), std::optional<HookAgent>()}) {
            QVERIFY(dialog->snippet(agent, true).isEmpty());
            QVERIFY2(dialog->httpNote(agent).contains(QStringLiteral("Serve MCP over HTTP")),
                     qPrintable(dialog->httpNote(agent)));
        }
        // HTTP starts listening while the dialog is open: it shows the port at once.
        window.setConnectionInfo(QStringLiteral("/run/user/1/airlock.sock"), 41234);
        QCOMPARE(dialog->snippet(std::nullopt, true), QStringLiteral("http://127.0.0.1:41234/mcp"));
        QVERIFY(dialog->snippet(HookAgent::Codex, true).contains(QStringLiteral("\"http://127.0.0.1:41234/mcp\"")));
        QVERIFY2(dialog->httpNote(std::nullopt).contains(QStringLiteral("Authorization: Bearer")),
                 qPrintable(dialog->httpNote(std::nullopt)));
        QVERIFY2(dialog->httpNote(HookAgent::GeminiCli).contains(QStringLiteral("secret get mcp-http-token")),
                 qPrintable(dialog->httpNote(HookAgent::GeminiCli)));

        dialog->copyButton(HookAgent::Codex, true)->click();
        QCOMPARE(QApplication::clipboard()->text(), dialog->snippet(HookAgent::Codex, true));
        dialog->copyButton(HookAgent::ClaudeCode, false)->click();
        QCOMPARE(QApplication::clipboard()->text(), dialog->snippet(HookAgent::ClaudeCode, false));
    }

    void autostart_writesReadsAndRemovesTheEntry()
    {
        ConfigHome home;
        const QString path = home.dir.filePath(QStringLiteral("autostart/io.airlock.Airlock.desktop"));
        QCOMPARE(Autostart::entryPath(), path);
        QVERIFY(!Autostart::isEnabled()); // off by default
        const auto on = Autostart::setEnabled(true, QStringLiteral("/opt/My Apps/airlock"));
        QVERIFY2(on.ok(), on.ok() ? "" : qPrintable(on.error().message));
        QVERIFY(Autostart::isEnabled());
        const QString text = readAll(path);
        QVERIFY2(text.startsWith(QStringLiteral("[Desktop Entry]\n")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("\nExec=\"/opt/My Apps/airlock\" gui --hidden\n")), qPrintable(text));
        QVERIFY(text.contains(QStringLiteral("\nX-GNOME-Autostart-enabled=true\n")));
        QVERIFY(text.contains(QStringLiteral("\nType=Application\n")));
        // What the desktop's own settings do to switch it off is read as off.
        QFile file(path);
        QVERIFY(file.open(QIODevice::Append));
        file.write("Hidden=true\n");
        file.close();
        QVERIFY(!Autostart::isEnabled());
        QVERIFY(Autostart::setEnabled(true, QStringLiteral("/usr/bin/airlock")).ok());
        QVERIFY(Autostart::isEnabled());
        QVERIFY(readAll(path).contains(QStringLiteral("\nExec=/usr/bin/airlock gui --hidden\n")));
        // Off removes the file and nothing else.
        QFile neighbour(home.dir.filePath(QStringLiteral("autostart/other.desktop")));
        QVERIFY(neighbour.open(QIODevice::WriteOnly));
        neighbour.close();
        QVERIFY(Autostart::setEnabled(false, {}).ok());
        QVERIFY(!QFileInfo::exists(path));
        QVERIFY(QFileInfo::exists(neighbour.fileName()));
        QVERIFY(!Autostart::isEnabled());
        QVERIFY(Autostart::setEnabled(false, {}).ok()); // already off: nothing to do
    }

    void autostart_execLine_quotesAsTheDesktopEntrySpecSays_data()
    {
        QTest::addColumn<QString>("program");
        QTest::addColumn<QString>("exec");
        QTest::addRow("plain") << QStringLiteral("/usr/bin/airlock") << QStringLiteral("/usr/bin/airlock");
        QTest::addRow("space") << QStringLiteral("/opt/a b/airlock") << QStringLiteral("\"/opt/a b/airlock\"");
        // Inside quotes \ " ` $ take a backslash; then every backslash of the value is written twice.
        QTest::addRow("dollar") << QStringLiteral("/opt/$x/airlock") << QStringLiteral("\"/opt/\\\\$x/airlock\"");
        QTest::addRow("quote") << QStringLiteral("/opt/a\"b/airlock") << QStringLiteral("\"/opt/a\\\\\"b/airlock\"");
        QTest::addRow("percent") << QStringLiteral("/opt/100%/airlock") << QStringLiteral("/opt/100%%/airlock");
    }

    void autostart_execLine_quotesAsTheDesktopEntrySpecSays()
    {
        QFETCH(QString, program);
        QFETCH(QString, exec);
        QCOMPARE(Autostart::execQuoted(program), exec);
    }

    void autostart_inADamagedOrReadOnlyFolder_saysWhyAndKeepsWhatIsThere()
    {
        ConfigHome home;
        // `autostart` is a file, not a folder.
        QFile blocker(home.dir.filePath(QStringLiteral("autostart")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.write("not a folder");
        blocker.close();
        auto result = Autostart::setEnabled(true, QStringLiteral("/usr/bin/airlock"));
        QVERIFY(!result.ok());
        QVERIFY2(result.error().message.contains(QStringLiteral("is not a folder")),
                 qPrintable(result.error().message));
        QCOMPARE(readAll(blocker.fileName()), QStringLiteral("not a folder"));
        QVERIFY(!Autostart::isEnabled());
        QVERIFY(blocker.remove());

        QVERIFY(QDir(home.dir.path()).mkdir(QStringLiteral("autostart")));
        QFile::setPermissions(home.dir.filePath(QStringLiteral("autostart")), QFile::ReadOwner | QFile::ExeOwner);
        if (::geteuid() == 0) {
            qInfo("skipping the read-only folder: root writes into it anyway");
        } else {
            result = Autostart::setEnabled(true, QStringLiteral("/usr/bin/airlock"));
            QVERIFY(!result.ok());
            QVERIFY2(result.error().message.contains(QStringLiteral("cannot be written")),
                     qPrintable(result.error().message));
            QVERIFY(!Autostart::isEnabled());
        }
        QFile::setPermissions(home.dir.filePath(QStringLiteral("autostart")),
                              QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
    }

    void settings_autostartCheckbox_writesAndRemovesTheEntry()
    {
        ConfigHome home;
        EngineFixture engine;
        const QString config = engine.statePath(QStringLiteral("config.json"));
        {
            airlock::gui::SettingsDialog dialog(engine.engine.get(), config);
            auto *check = dialog.findChild<QCheckBox *>(QStringLiteral("autostartCheck"));
            QVERIFY(check && !check->isChecked());
            check->setChecked(true);
            QVERIFY(dialog.save());
        }
        QVERIFY(Autostart::isEnabled());
        const QString program = QCoreApplication::applicationFilePath();
        QVERIFY2(readAll(Autostart::entryPath()).contains(QStringLiteral("\nExec=%1 gui --hidden\n").arg(program)),
                 qPrintable(readAll(Autostart::entryPath())));
        {
            airlock::gui::SettingsDialog dialog(engine.engine.get(), config);
            auto *check = dialog.findChild<QCheckBox *>(QStringLiteral("autostartCheck"));
            QVERIFY(check->isChecked()); // it reflects the entry
            check->setChecked(false);
            QVERIFY(dialog.save());
        }
        QVERIFY(!QFileInfo::exists(Autostart::entryPath()));

        // A folder it cannot write: the dialog says why and stays open (nothing saved, nothing lost).
        QVERIFY(QDir(home.dir.filePath(QStringLiteral("autostart"))).removeRecursively());
        QFile blocker(home.dir.filePath(QStringLiteral("autostart")));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        airlock::gui::SettingsDialog dialog(engine.engine.get(), config);
        dialog.findChild<QCheckBox *>(QStringLiteral("autostartCheck"))->setChecked(true);
        QVERIFY(!dialog.save());
        QVERIFY2(
            dialog.findChild<QLabel *>(QStringLiteral("saveError"))->text().contains(QStringLiteral("not a folder")),
            qPrintable(dialog.findChild<QLabel *>(QStringLiteral("saveError"))->text()));
    }
};

QTEST_MAIN(TestFirstStart)
#include "tst_firststart.moc"
