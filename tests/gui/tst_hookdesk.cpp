// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The agents' own shell commands at the person's desk: a hook's question in the same dialog and queue as `terminal`
// calls, its session as a task in the table ("<agent> (own shell)"), its answer going back to the hook, the audit
// record with who decided; and File ▸ Connect an Agent…, which installs and removes the hook after showing the diff.
#include "Desk.h"
#include "EngineFixture.h"
#include "HookSettingsHelpers.h"
#include "engine/AuditReader.h"
#include "engine/HookService.h"
#include "gui/ApprovalDialog.h"
#include "gui/ApprovalQueue.h"
#include "gui/ConnectAgentDialog.h"
#include "gui/MainWindow.h"
#include "gui/TaskTableModel.h"

#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>

using airlock::engine::AuditRecord;
using airlock::engine::Engine;
using airlock::engine::HookAgent;
using airlock::engine::HookCall;
using airlock::engine::HookRequest;
using airlock::engine::HookVerdict;
using airlock::engine::ToolCall;
using airlock::gui::ApprovalDialog;
using airlock::gui::ConnectAgentDialog;
using airlock::gui::MainWindow;
using airlock::gui::TaskTableModel;
using airlock::safety::AnswerKind;
using airlock::test::Desk;
using airlock::test::EngineFixture;

namespace {

HookRequest hookRequest(const QString &command, const QString &session = QStringLiteral("s1"))
{
    HookRequest r;
    r.agent = QStringLiteral("claude-code");
    r.event = QStringLiteral("PreToolUse");
    r.sessionId = session;
    r.cwd = QDir::tempPath();
    r.toolName = QStringLiteral("Bash");
    r.toolUseId = QStringLiteral("toolu_1");
    r.command = command;
    r.agentCanAsk = true;
    return r;
}

bool finished(HookCall *call)
{
    QSignalSpy spy(call, &HookCall::finished);
    return call->isFinished() || spy.wait(10000);
}

QList<AuditRecord> hookRecords(const EngineFixture &engine)
{
    airlock::engine::AuditReader reader(engine.auditPath());
    if (!reader.open().ok())
        return {};
    airlock::engine::AuditQuery query;
    query.kind = QStringLiteral("hook");
    const auto records = reader.query(query);
    return records.ok() ? *records : QList<AuditRecord>{};
}

QString cell(MainWindow &window, const QString &taskId, int column)
{
    TaskTableModel *model = window.taskModel();
    const int row = model->rowOf(taskId);
    return row < 0 ? QString() : model->index(row, column).data().toString();
}

template<typename T> T *part(ApprovalDialog *dialog, const char *name)
{
    return dialog->findChild<T *>(QString::fromLatin1(name));
}

} // namespace

class TestHookDesk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void hookCommand_isAskedInTheDialog_andTheDenialGoesBackToTheHook()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        HookCall *call = engine.engine->hooks()->judge(hookRequest(QStringLiteral("rm -rf ~/project")));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isArmed(), 5000);
        QCOMPARE(part<QLabel>(dialog, "backendValue")->text(), QStringLiteral("claude-code (own shell)"));
        QVERIFY2(part<QLabel>(dialog, "noticeLabel")->text().contains(QStringLiteral("its own shell")),
                 qPrintable(part<QLabel>(dialog, "noticeLabel")->text()));
        const QString task = QStringLiteral("claude-code-s1");
        QCOMPARE(cell(window, task, TaskTableModel::BackendColumn), QStringLiteral("claude-code (own shell)"));
        QCOMPARE(cell(window, task, TaskTableModel::StateColumn), QStringLiteral("waiting for approval"));

        part<QLineEdit>(dialog, "messageEdit")->setText(QStringLiteral("not my project, please"));
        dialog->button(AnswerKind::Deny)->click();
        QVERIFY(finished(call));
        QCOMPARE(call->verdict(), HookVerdict::Deny);
        QVERIFY2(call->reason().contains(QStringLiteral("not my project, please")), qPrintable(call->reason()));
        QCOMPARE(call->decidedBy(), QStringLiteral("person"));
        const QList<AuditRecord> records = hookRecords(engine);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records[0].decision, QStringLiteral("denied"));
        QCOMPARE(records[0].decidedBy, QStringLiteral("person"));
        QCOMPARE(records[0].via, QStringLiteral("dialog"));
        QCOMPARE(records[0].status, QStringLiteral("hook_deny"));
        QCOMPARE(records[0].backend, QStringLiteral("claude-code (own shell)"));
        QCOMPARE(records[0].detail.value(QStringLiteral("event")).toString(), QStringLiteral("PreToolUse"));
        QVERIFY(records[0].approvalWaitMs > 0);
        delete call;
    }

    void allowForTheSession_coversTheSessionsNextCommand_withoutAsking()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        HookCall *first = engine.engine->hooks()->judge(hookRequest(QStringLiteral("chmod -R 777 build")));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isArmed(), 5000);
        dialog->button(AnswerKind::AllowSession)->click();
        QVERIFY(finished(first));
        QCOMPARE(first->verdict(), HookVerdict::Allow);
        HookCall *second = engine.engine->hooks()->judge(hookRequest(QStringLiteral("chmod -R 777 build")));
        QVERIFY(finished(second));
        QCOMPARE(second->verdict(), HookVerdict::Allow);
        QCOMPARE(second->decidedBy(), QStringLiteral("session_grant"));
        // Another session of the same agent is another task: not covered.
        HookCall *other =
            engine.engine->hooks()->judge(hookRequest(QStringLiteral("chmod -R 777 build"), QStringLiteral("s2")));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        QVERIFY(!other->isFinished());
        delete other; // the hook went away: the question is withdrawn
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 5000);
        delete first;
        delete second;
    }

    void hookAndTerminalQuestions_shareOneQueue()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        airlock::engine::CallContext context;
        context.taskId = QStringLiteral("t");
        context.clientName = QStringLiteral("codex 0.130");
        ToolCall *terminal = engine.service->call(context, {{"command", "chmod -R 777 /nonexistent-airlock-test"}});
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        HookCall *hook = engine.engine->hooks()->judge(hookRequest(QStringLiteral("git push --force origin main")));
        QTRY_COMPARE_WITH_TIMEOUT(part<QLabel>(dialog, "queueLabel")->text(), QStringLiteral("1 of 2"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isArmed(), 5000);
        dialog->button(AnswerKind::Deny)->click(); // the terminal call, first in
        QTRY_VERIFY_WITH_TIMEOUT(terminal->isFinished(), 10000);
        QTRY_VERIFY_WITH_TIMEOUT(
            part<QLabel>(dialog, "backendValue")->text() == QStringLiteral("claude-code (own shell)"), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isArmed(), 5000);
        dialog->button(AnswerKind::AllowOnce)->click();
        QVERIFY(finished(hook));
        QCOMPARE(hook->verdict(), HookVerdict::Allow);
        delete terminal;
        delete hook;
    }

    void cleanup_forgetsAHookTask()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        HookCall *call = engine.engine->hooks()->judge(hookRequest(QStringLiteral("ls -la")));
        QVERIFY(finished(call));
        QCOMPARE(call->verdict(), HookVerdict::Allow);
        const QString task = QStringLiteral("claude-code-s1");
        QTRY_VERIFY_WITH_TIMEOUT(window.taskModel()->rowOf(task) >= 0, 5000);
        QCOMPARE(cell(window, task, TaskTableModel::StateColumn), QStringLiteral("idle"));
        QSignalSpy cleaned(engine.registry, &airlock::backends::TaskRegistry::cleanupFinished);
        engine.registry->cleanup(task);
        QCOMPARE(cleaned.size(), 1);
        QCOMPARE(cleaned.first().at(1).toBool(), true);
        // Nothing to stop: the registry forgets it at once, and the table shows it as gone like any cleaned task.
        QVERIFY(!engine.registry->status(task));
        QTRY_COMPARE_WITH_TIMEOUT(cell(window, task, TaskTableModel::StateColumn), QStringLiteral("gone"), 5000);
        delete call;
    }

    void connectAgent_showsTheChange_installsAndRemovesIt()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        QTemporaryDir home;
        const QString program = home.filePath(QStringLiteral("bin/airlock-hook"));
        QDir(home.path()).mkpath(QStringLiteral(".claude"));
        const QByteArray original = "{\n  \"model\": \"opus\"\n}\n";
        const QString settings = home.filePath(QStringLiteral(".claude/settings.json"));
        airlock::test::writeFile(settings, original);
        ConnectAgentDialog dialog(&window, home.path(), program);
        dialog.show();
        const QString diff = dialog.changeView(HookAgent::ClaudeCode)->toPlainText();
        QVERIFY2(diff.contains(QStringLiteral("+++ b/")) && diff.contains(program + QStringLiteral(" claude-code")),
                 qPrintable(diff));
        QVERIFY(dialog.installButton(HookAgent::ClaudeCode)->isEnabled());
        QVERIFY(!dialog.removeButton(HookAgent::ClaudeCode)->isEnabled());
        dialog.installButton(HookAgent::ClaudeCode)->click();
        QVERIFY(airlock::test::readFile(settings).contains("claude-code"));
        QCOMPARE(airlock::test::readFile(settings + QStringLiteral(".airlock-backup")), original);
        QVERIFY(dialog.removeButton(HookAgent::ClaudeCode)->isEnabled());
        QVERIFY(dialog.changeView(HookAgent::ClaudeCode)->toPlainText().contains(QStringLiteral("-  \"hooks\"")));
        dialog.removeButton(HookAgent::ClaudeCode)->click();
        QCOMPARE(airlock::test::readFile(settings), original);
    }

    void connectAgent_neverWritesAFileItCannotRead()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        QTemporaryDir home;
        QDir(home.path()).mkpath(QStringLiteral(".gemini"));
        const QByteArray broken = "{\n  \"theme\": \"dark\",\n  oops\n}\n";
        const QString settings = home.filePath(QStringLiteral(".gemini/settings.json"));
        airlock::test::writeFile(settings, broken);
        ConnectAgentDialog dialog(&window, home.path(), home.filePath(QStringLiteral("airlock-hook")));
        const QString status = dialog.statusLabel(HookAgent::GeminiCli)->text();
        QVERIFY2(status.contains(settings) && status.contains(QStringLiteral("line 3")), qPrintable(status));
        QVERIFY(!dialog.installButton(HookAgent::GeminiCli)->isEnabled());
        QCOMPARE(airlock::test::readFile(settings), broken);
    }

    void emptyWindow_offersConnectAnAgent()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        auto *connectButton = window.findChild<QPushButton *>(QStringLiteral("connectButton"));
        QVERIFY(connectButton && connectButton->isVisible());
        connectButton->click();
        QVERIFY(window.connectAgentDialog() && window.connectAgentDialog()->isVisible());
    }
};

QTEST_MAIN(TestHookDesk)
#include "tst_hookdesk.moc"
