// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// What the History window suggests and where the audit log shows elsewhere: RuleSuggestions (which commands, which
// rule; never the floor), the suggestion bar and its rule preview, the task's History tab from the log
// (TaskAuditHistory), and the main window's History action.
#include "AuditFixture.h"
#include "EngineFixture.h"
#include "engine/AuditReader.h"
#include "gui/CheckpointsWindow.h"
#include "gui/HistoryWindow.h"
#include "gui/MainWindow.h"
#include "gui/RulePreviewDialog.h"
#include "gui/RuleSuggestions.h"
#include "gui/TaskAuditHistory.h"
#include "safety/RuleStore.h"

#include <QAction>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>

using airlock::engine::AuditReader;
using airlock::engine::AuditRecord;
using airlock::gui::CommandRecord;
using airlock::gui::HistoryWindow;
using airlock::gui::MainWindow;
using airlock::gui::RuleCheck;
using airlock::gui::RuleSuggestions;
using airlock::gui::TaskAuditHistory;
using airlock::safety::RuleStore;
using airlock::test::allowedByHand;
using airlock::test::auditRecord;
using airlock::test::EngineFixture;
using airlock::test::TempAuditLog;

namespace {

template<typename T> T *part(QWidget &window, const char *name)
{
    T *widget = window.findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qWarning("no %s", name);
    return widget;
}

} // namespace

class TestHistorySuggestions : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ruleSuggestions_manyAllowsByHand_proposeTheNarrowestRule()
    {
        const auto suggestion =
            RuleSuggestions::suggest({QStringLiteral("rm -rf logs"), QStringLiteral("local"), 14}, {});
        QVERIFY(suggestion);
        QCOMPARE(suggestion->times, 14);
        QCOMPARE(suggestion->patterns(), QStringList{QStringLiteral("rm -rf logs")});
        QCOMPARE(suggestion->parts.front().rule.backend, std::string("local"));
        const RuleCheck check = RuleSuggestions::check(*suggestion, suggestion->patterns());
        QVERIFY2(check.problems.isEmpty(), qPrintable(check.problems.join(QLatin1Char('\n'))));
        QCOMPARE(check.rules.size(), size_t(1));
        QVERIFY(check.matching.contains(QStringLiteral("rm -rf logs")));
        QVERIFY(!check.notMatching.isEmpty());
        // An edit broader than the command, or one that does not match it, is refused.
        for (const QString &edited :
             {QStringLiteral("rm *"), QStringLiteral("git push"), QStringLiteral("rm -rf logs [")}) {
            const RuleCheck refused = RuleSuggestions::check(*suggestion, {edited});
            QVERIFY2(!refused.problems.isEmpty(), qPrintable(edited));
            QVERIFY(refused.rules.empty());
        }
    }

    void ruleSuggestions_noneWhereARuleCannotOrNeedNotHelp_data()
    {
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("times");
        QTest::addColumn<QString>("existing");
        QTest::addRow("the safety floor") << QStringLiteral("rm -rf /") << 14 << QString();
        QTest::addRow("two allows") << QStringLiteral("rm -rf logs") << 2 << QString();
        QTest::addRow("nothing dangerous") << QStringLiteral("ls -la") << 14 << QString();
        QTest::addRow("a masked secret") << QStringLiteral("rm -rf logs-[REDACTED]") << 14 << QString();
        QTest::addRow("a rule allows it already") << QStringLiteral("rm -rf logs") << 14 << QStringLiteral("rm -rf *");
    }

    void ruleSuggestions_noneWhereARuleCannotOrNeedNotHelp()
    {
        QFETCH(QString, command);
        QFETCH(int, times);
        QFETCH(QString, existing);
        std::vector<airlock::safety::Rule> rules;
        if (!existing.isEmpty()) {
            std::string error;
            auto rule =
                airlock::safety::Rule::make(airlock::safety::Rule::Action::Allow, existing.toStdString(), &error);
            QVERIFY2(rule, error.c_str());
            rules.push_back(*rule);
        }
        QVERIFY(!RuleSuggestions::suggest({command, QStringLiteral("local"), times}, rules));
    }

    void ruleSuggestions_fromTheLog_countOnlyRecentAllowsOnceByHand()
    {
        TempAuditLog log;
        int i = 0;
        for (int n = 0; n < 14; ++n)
            log.append(allowedByHand(i++, QStringLiteral("rm -rf logs")));
        for (int n = 0; n < 14; ++n)
            log.append(allowedByHand(i++, QStringLiteral("rm -rf /")));
        for (int n = 0; n < 2; ++n)
            log.append(allowedByHand(i++, QStringLiteral("rm -rf dist")));
        for (int n = 0; n < 6; ++n)
            log.append(allowedByHand(i++, QStringLiteral("rm -rf old"), QStringLiteral("session")));
        for (int n = 0; n < 6; ++n) {
            AuditRecord byRule = auditRecord(i++, QStringLiteral("alpha"), QStringLiteral("rm -rf cache"));
            byRule.decidedBy = QStringLiteral("rule");
            log.append(byRule);
        }
        for (int n = 0; n < 6; ++n) {
            AuditRecord old = allowedByHand(i++, QStringLiteral("rm -rf tmp"));
            old.time = QDateTime::currentDateTimeUtc().addDays(-10);
            log.append(old);
        }
        QVERIFY(log.flush());
        AuditReader reader(log.path);
        QVERIFY(reader.open());
        RuleSuggestions suggestions;
        auto found = suggestions.find(reader, {});
        QVERIFY2(found, qPrintable(found ? QString() : found.error().message));
        QCOMPARE(found->size(), 1);
        QCOMPARE(found->first().command, QStringLiteral("rm -rf logs"));
        QCOMPARE(found->first().times, 14);
        suggestions.dismiss(QStringLiteral("rm -rf logs"));
        found = suggestions.find(reader, {});
        QVERIFY(found);
        QVERIFY(found->isEmpty());
    }

    void suggestionBar_savesTheRuleOnlyWhenConfirmed_andNotNowDismisses()
    {
        TempAuditLog log;
        int i = 0;
        for (int n = 0; n < 14; ++n)
            log.append(allowedByHand(i++, QStringLiteral("rm -rf logs")));
        for (int n = 0; n < 6; ++n)
            log.append(allowedByHand(i++, QStringLiteral("chmod -R 777 /nonexistent-airlock-test")));
        QVERIFY(log.flush());
        QTemporaryDir state;
        RuleStore rules(state.filePath(QStringLiteral("rules.json")));
        QVERIFY(rules.load());
        HistoryWindow window(log.path, log.log.get(), &rules);
        window.show();
        auto *bar = part<QWidget>(window, "suggestionBar");
        QTRY_VERIFY(bar->isVisible());
        QCOMPARE(window.suggestions().size(), 2);
        const QString text = part<QLabel>(window, "suggestionLabel")->text();
        QVERIFY2(text.contains(QStringLiteral("rm -rf logs")) && text.contains(QStringLiteral("14")), qPrintable(text));

        part<QPushButton>(window, "suggestionButton")->click();
        QTRY_VERIFY(window.rulePreview() && window.rulePreview()->isVisible());
        airlock::gui::RulePreviewDialog *preview = window.rulePreview();
        QCOMPARE(preview->ruleEdit()->toPlainText(), QStringLiteral("rm -rf logs"));
        QVERIFY(preview->matchesList()->count() > 0);
        QVERIFY(preview->notMatchesList()->count() > 0);
        preview->ruleEdit()->setPlainText(QStringLiteral("rm *"));
        QVERIFY(!preview->saveButton()->isEnabled());
        QVERIFY(!preview->problem().isEmpty());
        QVERIFY(rules.rules().empty());
        preview->ruleEdit()->setPlainText(QStringLiteral("rm -rf logs"));
        QVERIFY(preview->saveButton()->isEnabled());
        preview->saveButton()->click();
        QCOMPARE(rules.rules().size(), size_t(1));
        QCOMPARE(rules.rules().front().pattern, std::string("rm -rf logs"));
        QCOMPARE(rules.rules().front().backend, std::string("local"));

        // Saved: that command is not suggested again; the next one is.
        QTRY_COMPARE(window.suggestions().size(), 1);
        QVERIFY(part<QLabel>(window, "suggestionLabel")->text().contains(QStringLiteral("chmod -R 777")));
        part<QPushButton>(window, "dismissSuggestionButton")->click();
        QVERIFY(bar->isHidden());
        window.refreshSuggestions();
        QVERIFY2(window.suggestions().isEmpty(), "“Not now” lasts for the session");
        QVERIFY(bar->isHidden());
        QCOMPARE(rules.rules().size(), size_t(1));
    }

    void taskHistoryTab_readsThisRunsRecordsOfTheTask_andFallsBackWithoutALog()
    {
        TempAuditLog log;
        AuditRecord first = auditRecord(0, QStringLiteral("a"), QStringLiteral("echo first"));
        AuditRecord failed = auditRecord(1, QStringLiteral("a"), QStringLiteral("false; exit 3"));
        failed.exitCode = 3;
        AuditRecord denied = auditRecord(2, QStringLiteral("a"), QStringLiteral("rm -rf ~"));
        denied.decision = QStringLiteral("denied");
        denied.decidedBy = QStringLiteral("person");
        denied.message = QStringLiteral("never in home");
        denied.exitCode.reset();
        // The same task id in an earlier run was another task: not shown.
        AuditRecord earlierRun = auditRecord(-120, QStringLiteral("a"), QStringLiteral("echo yesterday"));
        for (const AuditRecord &r :
             {earlierRun, first, failed, denied, auditRecord(3, QStringLiteral("b"), QStringLiteral("echo b"))})
            log.append(r);
        QVERIFY(log.flush());

        TaskAuditHistory history(log.log.get(), airlock::test::auditBase());
        const auto a = history.history(QStringLiteral("a"));
        QVERIFY(a);
        QCOMPARE(a->size(), 3);
        QCOMPARE(a->at(0).command, QStringLiteral("echo first")); // oldest first, as TaskActivity::history()
        QCOMPARE(a->at(0).outcome, QStringLiteral("exit 0"));
        QCOMPARE(a->at(1).outcome, QStringLiteral("exit 3"));
        QVERIFY(a->at(2).isError);
        QVERIFY2(a->at(2).outcome.contains(QStringLiteral("never in home")), qPrintable(a->at(2).outcome));
        QVERIFY(!history.history(QString())); // no task, no query of every task

        QSignalSpy changed(&history, &TaskAuditHistory::changed);
        log.append(auditRecord(4, QStringLiteral("a"), QStringLiteral("echo later")));
        QVERIFY(log.flush());
        QTRY_COMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toString(), QStringLiteral("a"));
        QCOMPARE(history.history(QStringLiteral("a"))->size(), 4);

        QVERIFY(!TaskAuditHistory(nullptr, {}).history(QStringLiteral("a")));
    }

    void taskHistoryTab_addsFromMemoryOnlyWhatTheLogHasNotYet()
    {
        const QDateTime now = QDateTime::currentDateTime();
        const auto command = [](const char *text, const QDateTime &started, qint64 durationMs) {
            CommandRecord r;
            r.command = QString::fromLatin1(text);
            r.started = started;
            r.durationMs = durationMs;
            return r;
        };
        const QList<CommandRecord> logged{command("echo old", now.addSecs(-60), 5), command("ls", now.addSecs(-2), 3)};
        // Memory started each a moment after the log's arrival time; `make` ended but is not logged yet, `sleep 10`
        // still runs.
        const QList<CommandRecord> memory{command("echo old", now.addSecs(-60).addMSecs(2), 5),
                                          command("ls", now.addSecs(-2).addMSecs(3), 3),
                                          command("make", now.addSecs(-1), 40), command("sleep 10", now, -1)};
        QStringList shown;
        for (const CommandRecord &r : TaskAuditHistory::merge(logged, memory))
            shown << r.command;
        QCOMPARE(shown, (QStringList{QStringLiteral("echo old"), QStringLiteral("ls"), QStringLiteral("make"),
                                     QStringLiteral("sleep 10")}));
    }

    void mainWindow_historyAction_opensOneWindow_andPassesCheckpointsOn()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        auto *action = window.findChild<QAction *>(QStringLiteral("historyAction"));
        QVERIFY(action);
        QCOMPARE(action->shortcut(), QKeySequence(QStringLiteral("Ctrl+H")));
        action->trigger();
        HistoryWindow *history = window.historyWindow();
        QVERIFY(history);
        QTRY_VERIFY(history->isVisible());
        history->close();
        action->trigger();
        QCOMPARE(window.historyWindow(), history);
        QVERIFY(history->isVisible());
        QCOMPARE(window.findChildren<HistoryWindow *>().size(), 1);

        // A record's "Open checkpoint…" opens the Checkpoints window.
        QTemporaryDir project;
        emit history->checkpointRequested(project.path(), QStringLiteral("0123456789ab"));
        QTRY_VERIFY(window.checkpointsWindow() && window.checkpointsWindow()->isVisible());
    }
};

QTEST_MAIN(TestHistorySuggestions)
#include "tst_historysuggestions.moc"
