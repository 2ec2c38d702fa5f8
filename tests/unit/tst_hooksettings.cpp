// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// HookSettings' edits of the agents' settings files in a temporary home: each agent's entry in missing, empty and
// existing files, the user's own hooks, comments, CRLF and tabs kept, install twice changing nothing, which handlers
// are ours, quoting, and install then uninstall giving back the original bytes. Invalid files, apply() and status
// are in tst_hooksettingsfiles.cpp.
#include "HookSettingsHelpers.h"
#include "engine/HookSettings.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using airlock::engine::HookAgent;
using airlock::engine::HookPlan;
using airlock::engine::HookSettings;
using namespace airlock::test;

Q_DECLARE_METATYPE(airlock::engine::HookAgent)

class TestHookSettings : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
    }

    void agents_haveTheirNamesAndUserFiles()
    {
        QVERIFY(HookSettings::agentFromName(QStringLiteral("gemini-cli")) == HookAgent::GeminiCli);
        QVERIFY(!HookSettings::agentFromName(QStringLiteral("claude")));
        QCOMPARE(HookSettings::agentName(HookAgent::ClaudeCode), QStringLiteral("claude-code"));
        QCOMPARE(HookSettings::settingsPath(HookAgent::ClaudeCode, QStringLiteral("/home/u")),
                 QStringLiteral("/home/u/.claude/settings.json"));
        QCOMPARE(HookSettings::settingsPath(HookAgent::Codex, QStringLiteral("/home/u")),
                 QStringLiteral("/home/u/.codex/hooks.json"));
        QCOMPARE(HookSettings::settingsPath(HookAgent::GeminiCli, QStringLiteral("/home/u")),
                 QStringLiteral("/home/u/.gemini/settings.json"));
        QCOMPARE(HookSettings::settingsPath(HookAgent::Cursor, QStringLiteral("/home/u")),
                 QStringLiteral("/home/u/.cursor/hooks.json"));
    }

    void install_data()
    {
        QTest::addColumn<HookAgent>("agent");
        QTest::addColumn<bool>("exists");
        QTest::addColumn<QByteArray>("before");
        for (const HookAgent agent :
             {HookAgent::ClaudeCode, HookAgent::Codex, HookAgent::GeminiCli, HookAgent::Cursor}) {
            const QByteArray name = HookSettings::agentName(agent).toUtf8();
            QTest::addRow("%s, missing file", name.constData()) << agent << false << QByteArray();
            QTest::addRow("%s, empty file", name.constData()) << agent << true << QByteArray();
            QTest::addRow("%s, blank file", name.constData()) << agent << true << QByteArray(" \n\n");
        }
    }

    // Into a missing or blank file: the agent's whole entry, in two-space JSON; the directory is made 0700 and the
    // file 0600 when they are new.
    void install()
    {
        QFETCH(HookAgent, agent);
        QFETCH(bool, exists);
        QFETCH(QByteArray, before);
        const QString path = HookSettings::settingsPath(agent, m_home->path());
        if (exists)
            writeFile(path, before);
        const auto plan = HookSettings::planInstall(agent, m_home->path(), kHookProgram);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().message));
        QCOMPARE(plan->path, path);
        QCOMPARE(plan->fileExists, exists);
        QCOMPARE(plan->oldText, before);
        QCOMPARE(plan->newText, freshHookFile(agent));
        QVERIFY(!plan->alreadyInstalled);
        QVERIFY(plan->diff.startsWith(
            QString(QStringLiteral("--- a") + path + QStringLiteral("\n+++ b") + path + QLatin1Char('\n'))));
        QVERIFY(!QFileInfo::exists(path) || readFile(path) == before); // nothing is written before applyPlan()

        const auto applied = HookSettings::apply(*plan);
        QVERIFY2(applied.ok(), qPrintable(applied.ok() ? QString() : applied.error().message));
        QCOMPARE(readFile(path), freshHookFile(agent));
        if (!exists) {
            QCOMPARE(modeOf(path), 0600);
            QCOMPARE(modeOf(QFileInfo(path).absolutePath()), 0700);
        }
        QCOMPARE(QFileInfo::exists(path + QStringLiteral(".airlock-backup")), exists);
    }

    void install_keepsCommentsUnknownKeysAndTheUsersHooks()
    {
        const QByteArray before = R"(// Gemini CLI settings
{
  "theme": "GitHub", // the colours
  /* hooks, ours and mine */
  "hooks": {
    "BeforeTool": [
      {
        "matcher": "write_file",
        "hooks": [{"type": "command", "command": "~/bin/check-write"}]
      },
    ],
  },
  "unknownKey": {"x": [1, 2]}
}
)";
        QByteArray after = before;
        after.replace(R"(      },
    ],)",
                      R"(      },
      {
        "matcher": "run_shell_command",
        "hooks": [
          {
            "name": "airlock",
            "type": "command",
            "command": "/usr/bin/airlock-hook gemini-cli --timeout 595",
            "timeout": 600000
          }
        ]
      },
    ],)");
        QCOMPARE(installed(HookAgent::GeminiCli, before), after);
    }

    void install_keepsCrlfAndTabs()
    {
        const QByteArray before = crlf(tabs(R"json({
    "permissions": {
        "allow": ["Bash(ls)"]
    },
    "hooks": {
        "PreToolUse": [
            {
                "matcher": "Bash",
                "hooks": [{"type": "command", "command": "audit.sh"}]
            }
        ]
    }
}
)json"));
        QByteArray after = before;
        after.replace(crlf(tabs(R"(
            }
        ]
)")),
                      crlf(tabs(R"(
            },
            {
                "matcher": "Bash",
                "hooks": [
                    {
                        "type": "command",
                        "command": "/usr/bin/airlock-hook claude-code",
                        "timeout": 600,
                        "onFailure": "block"
                    }
                ]
            }
        ]
)")));
        QVERIFY(after != before);
        QCOMPARE(installed(HookAgent::ClaudeCode, before), after);
    }

    void install_addsEachCodexEventInTheFilesIndent()
    {
        const QByteArray before = R"({
    "hooks": {
        "Stop": [
            {
                "hooks": [{"type": "command", "command": "notify-send done"}]
            }
        ]
    }
}
)";
        const QByteArray entry = R"([
            {
                "matcher": "Bash",
                "hooks": [
                    {
                        "type": "command",
                        "command": "/usr/bin/airlock-hook codex",
                        "timeout": 600
                    }
                ]
            }
        ])";
        QByteArray after = before;
        after.replace("        ]\n    }", QByteArray("        ],\n        \"PreToolUse\": " + entry +
                                                     ",\n        \"PermissionRequest\": " + entry + "\n    }"));
        QCOMPARE(installed(HookAgent::Codex, before), after);
    }

    void install_twice_changesNothing_data()
    {
        QTest::addColumn<HookAgent>("agent");
        for (const HookAgent agent : {HookAgent::ClaudeCode, HookAgent::Codex, HookAgent::GeminiCli, HookAgent::Cursor})
            QTest::addRow("%s", qPrintable(HookSettings::agentName(agent))) << agent;
    }

    void install_twice_changesNothing()
    {
        QFETCH(HookAgent, agent);
        QVERIFY(applyPlan(HookSettings::planInstall(agent, m_home->path(), kHookProgram)));
        const auto again = HookSettings::planInstall(agent, m_home->path(), kHookProgram);
        QVERIFY2(again.ok(), qPrintable(again.ok() ? QString() : again.error().message));
        QVERIFY(again->alreadyInstalled);
        QVERIFY(!again->changes());
        QCOMPARE(again->diff, QString());
        QCOMPARE(again->newText, freshHookFile(agent));
    }

    void install_withAnotherProgram_changesOnlyTheCommand()
    {
        const QByteArray before = R"({
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash|PowerShell",
        "hooks": [
          {"type": "command", "command": "/old/bin/airlock-hook claude-code", "timeout": 600, "onFailure": "block"}
        ]
      }
    ]
  }
}
)";
        QByteArray after = before;
        after.replace("/old/bin/airlock-hook", "/usr/bin/airlock-hook");
        const QString path = HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path());
        writeFile(path, before);
        const auto plan = HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().message));
        QCOMPARE(plan->newText, after);
        QVERIFY(!plan->alreadyInstalled);
        QVERIFY2(plan->diff.contains(QStringLiteral("-          {\"type\": \"command\", \"command\": \"/old/bin/")),
                 qPrintable(plan->diff));
    }

    // Ours with a 30 s timeout and no onFailure: the agent would give up on the hook and run the command. Install
    // makes the handler ours again (and status says it was not up to date); the entry's matcher is kept.
    void install_withAnotherTimeout_makesTheHandlerOurs()
    {
        const QByteArray before = R"({
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash|PowerShell",
        "hooks": [
          {"type": "command", "command": "/usr/bin/airlock-hook claude-code", "timeout": 30}
        ]
      }
    ]
  }
}
)";
        const QString path = HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path());
        writeFile(path, before);
        const auto status = HookSettings::status(HookAgent::ClaudeCode, m_home->path(), kHookProgram);
        QVERIFY(status.installed);
        QVERIFY(!status.upToDate);
        const auto plan = HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram);
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().message));
        QVERIFY(plan->changes());
        QVERIFY2(plan->newText.contains("\"timeout\": 600") && plan->newText.contains("\"onFailure\": \"block\"") &&
                     plan->newText.contains("\"matcher\": \"Bash|PowerShell\""),
                 plan->newText.constData());
        QVERIFY(HookSettings::apply(*plan).ok());
        QVERIFY(HookSettings::status(HookAgent::ClaudeCode, m_home->path(), kHookProgram).upToDate);
        const auto again = HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram);
        QVERIFY(again.ok() && !again->changes());
    }

    void ourHandlers_areRecognisedByProgramAndAgent_data()
    {
        QTest::addColumn<HookAgent>("agent");
        QTest::addColumn<QString>("command");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<bool>("ours");
        const HookAgent claude = HookAgent::ClaudeCode;
        QTest::addRow("absolute") << claude << QStringLiteral("/usr/bin/airlock-hook claude-code") << QStringList()
                                  << true;
        QTest::addRow("on PATH") << claude << QStringLiteral("airlock-hook claude-code") << QStringList() << true;
        QTest::addRow("quoted, spaces") << HookAgent::Codex << QStringLiteral("'/opt/my dir/airlock-hook' codex")
                                        << QStringList() << true;
        QTest::addRow("double quotes") << HookAgent::Cursor
                                       << QStringLiteral("\"/opt/a \\\"b\\\"/airlock-hook\" cursor") << QStringList()
                                       << true;
        QTest::addRow("airlock hook") << HookAgent::GeminiCli << QStringLiteral("/x/airlock hook gemini-cli")
                                      << QStringList() << true;
        QTest::addRow("with options") << claude << QStringLiteral("airlock hook claude-code --verbose") << QStringList()
                                      << true;
        QTest::addRow("exec form") << claude << QStringLiteral("airlock")
                                   << QStringList{QStringLiteral("hook"), QStringLiteral("claude-code")} << true;
        QTest::addRow("another agent") << claude << QStringLiteral("airlock-hook codex") << QStringList() << false;
        QTest::addRow("another program") << claude << QStringLiteral("my-airlock-hook claude-code") << QStringList()
                                         << false;
        QTest::addRow("no hook verb") << claude << QStringLiteral("airlock claude-code") << QStringList() << false;
        QTest::addRow("not first") << claude << QStringLiteral("echo airlock-hook claude-code") << QStringList()
                                   << false;
    }

    void ourHandlers_areRecognisedByProgramAndAgent()
    {
        QFETCH(HookAgent, agent);
        QFETCH(QString, command);
        QFETCH(QStringList, args);
        QTEST(HookSettings::isOurCommand(agent, command, args), "ours");
    }

    void programPath_isShellQuotedWhenItMustBe()
    {
        QCOMPARE(HookSettings::hookCommand(HookAgent::ClaudeCode, kHookProgram),
                 QStringLiteral("/usr/bin/airlock-hook claude-code"));
        QCOMPARE(HookSettings::hookCommand(HookAgent::Codex, QStringLiteral("/opt/my tools/airlock-hook")),
                 QStringLiteral("'/opt/my tools/airlock-hook' codex"));
        QCOMPARE(HookSettings::hookCommand(HookAgent::Codex, QStringLiteral("/opt/it's/airlock-hook")),
                 QStringLiteral("'/opt/it'\\''s/airlock-hook' codex"));
        QCOMPARE(HookSettings::hookCommand(HookAgent::Cursor, QStringLiteral("/tmp/$x;rm/airlock-hook")),
                 QStringLiteral("'/tmp/$x;rm/airlock-hook' cursor"));

        const QString spaced = QStringLiteral("/opt/my tools/airlock-hook");
        QVERIFY(applyPlan(HookSettings::planInstall(HookAgent::GeminiCli, m_home->path(), spaced)));
        const QString path = HookSettings::settingsPath(HookAgent::GeminiCli, m_home->path());
        QVERIFY(readFile(path).contains(R"("command": "'/opt/my tools/airlock-hook' gemini-cli --timeout 595",)"));
        const auto again = HookSettings::planInstall(HookAgent::GeminiCli, m_home->path(), spaced);
        QVERIFY(again.ok() && again->alreadyInstalled);
        QVERIFY(HookSettings::status(HookAgent::GeminiCli, m_home->path(), spaced).usesProgram);
        QVERIFY(
            !HookSettings::planInstall(HookAgent::GeminiCli, m_home->path(), QStringLiteral("bin/airlock-hook")).ok());
    }

    void uninstall_afterInstall_givesBackTheOriginalBytes_data()
    {
        QTest::addColumn<HookAgent>("agent");
        QTest::addColumn<QByteArray>("original");
        QTest::addRow("claude, empty object") << HookAgent::ClaudeCode << QByteArray("{}");
        QTest::addRow("claude, other settings") << HookAgent::ClaudeCode << QByteArray("{\n  \"model\": \"opus\"\n}\n");
        QTest::addRow("claude, one line")
            << HookAgent::ClaudeCode << QByteArray(R"json({"permissions":{"allow":["Bash(ls)"]}})json");
        QTest::addRow("claude, crlf and tabs, the user's hook")
            << HookAgent::ClaudeCode
            << crlf(tabs("{\n    \"hooks\": {\n        \"PreToolUse\": [\n            {\n                \"matcher\": "
                         "\"Bash\",\n                \"hooks\": [{\"type\": \"command\", \"command\": \"audit.sh\"}]\n"
                         "            }\n        ]\n    }\n}\n"));
        QTest::addRow("codex, four spaces, another event")
            << HookAgent::Codex
            << QByteArray("{\n    \"hooks\": {\n        \"Stop\": [\n            {\"hooks\": [{\"type\": \"command\", "
                          "\"command\": \"notify-send done\"}]}\n        ]\n    }\n}\n");
        QTest::addRow("codex, the user's PreToolUse")
            << HookAgent::Codex
            << QByteArray("{\n  \"hooks\": {\n    \"PreToolUse\": [\n      {\"matcher\": \"Bash\", \"hooks\": "
                          "[{\"type\": \"command\", \"command\": \"check\"}]}\n    ]\n  }\n}\n");
        QTest::addRow("gemini, comments and trailing commas")
            << HookAgent::GeminiCli
            << QByteArray("// mine\n{\n  \"hooks\": {\n    \"BeforeTool\": [\n      {\"matcher\": \"x\", \"hooks\": "
                          "[]}, // keep\n    ],\n  }, /* end */\n}\n");
        QTest::addRow("gemini, no hooks, no newline at the end")
            << HookAgent::GeminiCli << QByteArray("{\n  \"general\": {\"vimMode\": true}\n}");
        QTest::addRow("cursor, the user's hook")
            << HookAgent::Cursor
            << QByteArray("{\n  \"version\": 1,\n  \"hooks\": {\n    \"beforeShellExecution\": [\n      {\"command\": "
                          "\"./audit.sh\"}\n    ],\n    \"afterFileEdit\": [{\"command\": \"fmt\"}]\n  }\n}\n");
    }

    void uninstall_afterInstall_givesBackTheOriginalBytes()
    {
        QFETCH(HookAgent, agent);
        QFETCH(QByteArray, original);
        const QString path = HookSettings::settingsPath(agent, m_home->path());
        writeFile(path, original);
        QVERIFY(applyPlan(HookSettings::planInstall(agent, m_home->path(), kHookProgram)));
        QVERIFY(readFile(path) != original);
        QVERIFY(HookSettings::status(agent, m_home->path(), kHookProgram).installed);

        const auto plan = HookSettings::planUninstall(agent, m_home->path());
        QVERIFY2(plan.ok(), qPrintable(plan.ok() ? QString() : plan.error().message));
        QVERIFY(plan->alreadyInstalled);
        QVERIFY(applyPlan(plan));
        QCOMPARE(readFile(path), original);
        QCOMPARE(readFile(path + QStringLiteral(".airlock-backup")), freshInstallOf(agent, original));
        const auto nothing = HookSettings::planUninstall(agent, m_home->path());
        QVERIFY(nothing.ok() && !nothing->changes() && !nothing->alreadyInstalled);
    }

    void uninstall_ofAFileInstallCreated_leavesAnEmptyObject()
    {
        QVERIFY(applyPlan(HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram)));
        QVERIFY(applyPlan(HookSettings::planUninstall(HookAgent::ClaudeCode, m_home->path())));
        QCOMPARE(readFile(HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path())), QByteArray("{}\n"));

        QVERIFY(applyPlan(HookSettings::planInstall(HookAgent::Cursor, m_home->path(), kHookProgram)));
        QVERIFY(applyPlan(HookSettings::planUninstall(HookAgent::Cursor, m_home->path())));
        QCOMPARE(readFile(HookSettings::settingsPath(HookAgent::Cursor, m_home->path())),
                 QByteArray("{\n  \"version\": 1\n}\n"));
    }

    void uninstall_keepsTheUsersHandlerInASharedEntry()
    {
        const QByteArray kept = R"({
  "hooks": {
    "PreToolUse": [
      {
        "matcher": "Bash",
        "hooks": [
          {"type": "command", "command": "audit.sh"})";
        const QByteArray rest = "\n        ]\n      }\n    ]\n  }\n}\n";
        const QString path = HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path());
        writeFile(path,
                  kept + ",\n          {\"type\": \"command\", \"command\": \"airlock hook claude-code\"}" + rest);
        QVERIFY(applyPlan(HookSettings::planUninstall(HookAgent::ClaudeCode, m_home->path())));
        QCOMPARE(readFile(path), QByteArray(kept + rest));
    }

    void uninstall_ofAMissingFile_changesNothing()
    {
        const auto plan = HookSettings::planUninstall(HookAgent::Codex, m_home->path());
        QVERIFY(plan.ok() && !plan->changes() && !plan->fileExists && !plan->alreadyInstalled);
        QVERIFY(applyPlan(plan));
        QVERIFY(!QFileInfo::exists(HookSettings::settingsPath(HookAgent::Codex, m_home->path())));
    }

private:
    QByteArray installed(HookAgent agent, const QByteArray &before)
    {
        const QString path = HookSettings::settingsPath(agent, m_home->path());
        writeFile(path, before);
        const auto plan = HookSettings::planInstall(agent, m_home->path(), kHookProgram);
        if (!plan.ok())
            return "error: " + plan.error().message.toUtf8();
        return plan->newText;
    }

    // The text install writes over `original` (what the backup holds after the uninstall).
    QByteArray freshInstallOf(HookAgent agent, const QByteArray &original)
    {
        QTemporaryDir other;
        const QString path = HookSettings::settingsPath(agent, other.path());
        writeFile(path, original);
        const auto plan = HookSettings::planInstall(agent, other.path(), kHookProgram);
        return plan.ok() ? plan->newText : QByteArray();
    }

    std::unique_ptr<QTemporaryDir> m_home;
};

QTEST_APPLESS_MAIN(TestHookSettings)
#include "tst_hooksettings.moc"
