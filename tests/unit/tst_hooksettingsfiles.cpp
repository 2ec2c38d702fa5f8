// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// HookSettings and the files themselves: invalid JSON and wrong types reported with file, line and column and never
// written, files too big to be settings, apply()'s backup, permissions, symbolic links and its refusal of a file
// that changed since the plan, and status.
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

class TestHookSettingsFiles : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_home = std::make_unique<QTemporaryDir>();
        QVERIFY(m_home->isValid());
    }

    void invalidFiles_areNeverWritten_data()
    {
        QTest::addColumn<HookAgent>("agent");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::addRow("missing comma") << HookAgent::ClaudeCode
                                       << QByteArray("{\n  \"model\": \"opus\"\n  \"hooks\": {}\n}\n")
                                       << QStringLiteral(
                                              "line 3, column 3: expected ',' or '}' after an object member");
        QTest::addRow("comment in plain JSON")
            << HookAgent::Codex << QByteArray("{\n  // mine\n}\n")
            << QStringLiteral("line 2, column 3: expected JSON without comments (this file is plain JSON)");
        QTest::addRow("open comment") << HookAgent::GeminiCli << QByteArray("{ /* no end\n}\n")
                                      << QStringLiteral(
                                             "line 1, column 3: expected '*/' to end the comment that starts here");
        QTest::addRow("top-level array") << HookAgent::ClaudeCode << QByteArray("[]\n")
                                         << QStringLiteral("the top-level value is an array, expected an object");
        QTest::addRow("hooks a string") << HookAgent::ClaudeCode << QByteArray(R"({"hooks": "none"})")
                                        << QStringLiteral("\"hooks\" is a string, expected an object");
        QTest::addRow("event an object") << HookAgent::Codex << QByteArray(R"({"hooks": {"PermissionRequest": {}}})")
                                         << QStringLiteral(
                                                "\"hooks\".\"PermissionRequest\" is an object, expected an array");
        QTest::addRow("event null") << HookAgent::GeminiCli << QByteArray(R"({"hooks": {"BeforeTool": null}})")
                                    << QStringLiteral("\"hooks\".\"BeforeTool\" is null, expected an array");
        QTest::addRow("cursor hooks an array") << HookAgent::Cursor << QByteArray(R"({"version": 1, "hooks": []})")
                                               << QStringLiteral("\"hooks\" is an array, expected an object");
    }

    void invalidFiles_areNeverWritten()
    {
        QFETCH(HookAgent, agent);
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        const QString path = HookSettings::settingsPath(agent, m_home->path());
        writeFile(path, text);
        const QString expected = path + QStringLiteral(": ") + error + QStringLiteral("; the file was not changed");
        const auto install = HookSettings::planInstall(agent, m_home->path(), kHookProgram);
        QVERIFY(!install.ok());
        QCOMPARE(install.error().message, expected);
        const auto uninstall = HookSettings::planUninstall(agent, m_home->path());
        QVERIFY(!uninstall.ok());
        QCOMPARE(uninstall.error().message, expected);
        const auto status = HookSettings::status(agent, m_home->path(), kHookProgram);
        QVERIFY(!status.valid);
        QCOMPARE(status.problem, expected);

        HookPlan forged; // applyPlan() checks the text it would write, too
        forged.agent = agent;
        forged.path = path;
        forged.fileExists = true;
        forged.oldText = text;
        forged.newText = text + "x";
        QVERIFY(!HookSettings::apply(forged).ok());
        QCOMPARE(readFile(path), text);
        QVERIFY(!QFileInfo::exists(path + QStringLiteral(".airlock-backup")));
    }

    void hugeFiles_areRefused()
    {
        const QString path = HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path());
        writeFile(path, "{\"a\": \"" + QByteArray(HookSettings::kMaxFileBytes, 'x') + "\"}");
        const auto plan = HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram);
        QVERIFY(!plan.ok());
        QCOMPARE(plan.error().message, QString(path + QStringLiteral(": larger than 4 MiB, which no settings file is; "
                                                                     "the file was not changed")));
    }

    void apply_keepsPermissionsAndBacksUpTheOldText()
    {
        const QString path = HookSettings::settingsPath(HookAgent::Codex, m_home->path());
        writeFile(path, "{}\n");
        QVERIFY(QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup));
        QVERIFY(applyPlan(HookSettings::planInstall(HookAgent::Codex, m_home->path(), kHookProgram)));
        QCOMPARE(modeOf(path), 0640);
        QCOMPARE(readFile(path + QStringLiteral(".airlock-backup")), QByteArray("{}\n"));
        QCOMPARE(modeOf(path + QStringLiteral(".airlock-backup")), 0640);

        const QByteArray installedText = readFile(path);
        QVERIFY(applyPlan(HookSettings::planUninstall(HookAgent::Codex, m_home->path())));
        QCOMPARE(readFile(path + QStringLiteral(".airlock-backup")), installedText); // overwritten each time
        QCOMPARE(readFile(path), QByteArray("{}\n"));
    }

    void apply_refusesAFileThatChangedSinceThePlan()
    {
        const QString path = HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path());
        writeFile(path, "{}\n");
        const auto plan = HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram);
        QVERIFY(plan.ok());
        writeFile(path, "{\"model\": \"opus\"}\n");
        const auto applied = HookSettings::apply(*plan);
        QVERIFY(!applied.ok());
        QCOMPARE(applied.error().message,
                 QString(path + QStringLiteral(": it changed since the plan was made; look again and retry; the file "
                                               "was not changed")));
        QCOMPARE(readFile(path), QByteArray("{\"model\": \"opus\"}\n"));
    }

    void apply_writesThroughASymbolicLink()
    {
        const QString target = m_home->filePath(QStringLiteral("dotfiles/claude.json"));
        writeFile(target, "{}\n");
        const QString path = HookSettings::settingsPath(HookAgent::ClaudeCode, m_home->path());
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QVERIFY(QFile::link(target, path));
        QVERIFY(applyPlan(HookSettings::planInstall(HookAgent::ClaudeCode, m_home->path(), kHookProgram)));
        QVERIFY(QFileInfo(path).isSymLink());
        QCOMPARE(readFile(target), freshHookFile(HookAgent::ClaudeCode));
        QCOMPARE(readFile(path + QStringLiteral(".airlock-backup")), QByteArray("{}\n"));
    }

    void status_saysWhatIsInstalledAndWhetherItsProgramRuns()
    {
        auto status = HookSettings::status(HookAgent::Codex, m_home->path(), kHookProgram);
        QVERIFY(status.valid && !status.fileExists && !status.installed);
        QCOMPARE(status.missingEvents,
                 (QStringList{QStringLiteral("PreToolUse"), QStringLiteral("PermissionRequest")}));

        const QString program = m_home->filePath(QStringLiteral("bin/airlock-hook"));
        writeFile(program, "#!/bin/sh\n");
        QVERIFY(QFile::setPermissions(program, QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        QVERIFY(applyPlan(HookSettings::planInstall(HookAgent::Codex, m_home->path(), program)));
        status = HookSettings::status(HookAgent::Codex, m_home->path(), program);
        QVERIFY(status.valid && status.fileExists && status.installed && status.programExists && status.usesProgram);
        QCOMPARE(status.commands, QStringList{QString(program + QStringLiteral(" codex"))});
        QVERIFY(!HookSettings::status(HookAgent::Codex, m_home->path(), kHookProgram).usesProgram);

        const QString path = HookSettings::settingsPath(HookAgent::Codex, m_home->path());
        writeFile(
            path,
            R"({"hooks": {"PreToolUse": [{"hooks": [{"type": "command", "command": "/gone/airlock-hook codex"}]}]}})");
        status = HookSettings::status(HookAgent::Codex, m_home->path(), program);
        QVERIFY(status.valid && !status.installed && !status.programExists && !status.usesProgram);
        QCOMPARE(status.missingEvents, QStringList{QStringLiteral("PermissionRequest")});
        QCOMPARE(status.commands, QStringList{QStringLiteral("/gone/airlock-hook codex")});
    }

private:
    std::unique_ptr<QTemporaryDir> m_home;
};

QTEST_APPLESS_MAIN(TestHookSettingsFiles)
#include "tst_hooksettingsfiles.moc"
