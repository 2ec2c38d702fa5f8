// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Desk.h"
#include "EngineFixture.h"
#include "engine/AuditReader.h"
#include "gui/ApprovalDialog.h"
#include "gui/ApprovalQueue.h"
#include "gui/Attention.h"
#include "gui/MainWindow.h"
#include "safety/RuleStore.h"

#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBrowser>

using airlock::core::ToolResult;
using airlock::engine::AuditRecord;
using airlock::engine::Engine;
using airlock::engine::ToolCall;
using airlock::gui::ApprovalDialog;
using airlock::gui::MainWindow;
using airlock::safety::AnswerKind;
using airlock::test::Desk;
using airlock::test::EngineFixture;

namespace {

// Asks (chmod -R 777 is dangerous) but harms nothing when allowed.
const std::string kNeedsAPerson = "chmod -R 777 /nonexistent-airlock-test 2>/dev/null; echo approved-and-ran";
const std::string kFloor = "rm -rf /nonexistent-airlock-test/..";

ToolCall *startCall(EngineFixture &engine, const std::string &command, const QString &task = QStringLiteral("t"))
{
    airlock::engine::CallContext context;
    context.taskId = task;
    context.clientName = QStringLiteral("claude-code 2.1");
    return engine.service->call(context, {{"command", command}});
}

ToolResult waitFor(ToolCall *call, int ms = 20000)
{
    QSignalSpy spy(call, &ToolCall::finished);
    if (!call->isFinished() && !spy.wait(ms))
        return ToolResult::fromError(airlock::core::Error::executionFailed(QStringLiteral("test: no result")));
    ToolResult result = call->result();
    delete call;
    return result;
}

// The newest record of the engine's audit log.
AuditRecord lastRecord(const EngineFixture &engine)
{
    airlock::engine::AuditReader reader(engine.auditPath());
    if (!reader.open().ok())
        return {};
    airlock::engine::AuditQuery newest;
    newest.limit = 1;
    const auto records = reader.query(newest);
    return records.ok() && !records->isEmpty() ? records->first() : AuditRecord{};
}

// Answers count only once the question has been on screen for the input guard.
#define WAIT_ARMED(dialog) QTRY_VERIFY_WITH_TIMEOUT((dialog)->isArmed(), 5000)

template<typename T> T *part(ApprovalDialog *dialog, const char *name)
{
    return dialog->findChild<T *>(QString::fromLatin1(name));
}

} // namespace

class TestApprovalDialog : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void request_showsTheDialog_withWhatThePersonNeeds()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        ToolCall *call = startCall(engine, kNeedsAPerson);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        WAIT_ARMED(dialog);
        QVERIFY(dialog->isModal());
        QCOMPARE(dialog->windowModality(), Qt::WindowModal);
        QVERIFY(part<QLabel>(dialog, "titleLabel")->text().contains(QStringLiteral("claude-code 2.1")));
        QVERIFY(part<QTextBrowser>(dialog, "commandView")->toPlainText().contains(QStringLiteral("chmod -R 777")));
        // The dangerous part is marked; the harmless echo is not.
        const QString html = part<QTextBrowser>(dialog, "commandView")->toHtml();
        QVERIFY2(html.contains(QStringLiteral("underline")), qPrintable(html));
        auto *findings = part<QListWidget>(dialog, "findingsList");
        QVERIFY(findings->count() >= 1);
        QVERIFY2(findings->item(0)->text().startsWith(QStringLiteral("permissions: ")),
                 qPrintable(findings->item(0)->text()));
        QVERIFY(part<QListWidget>(dialog, "segmentsList")->count() >= 2); // chmod and echo
        QCOMPARE(part<QLabel>(dialog, "taskValue")->text(), QStringLiteral("t"));
        QCOMPARE(part<QLabel>(dialog, "backendValue")->text(), QStringLiteral("local"));
        QVERIFY(!part<QLabel>(dialog, "directoryValue")->text().isEmpty());
        QVERIFY(part<QLabel>(dialog, "countdownLabel")->text().contains(QStringLiteral("Denied in")));
        QVERIFY(dialog->button(AnswerKind::Deny)->isDefault());
        QVERIFY(dialog->button(AnswerKind::AllowSession)->isEnabled());
        // Every control has a name a screen reader can say.
        for (QWidget *w : dialog->findChildren<QWidget *>()) {
            auto *button = qobject_cast<QPushButton *>(w);
            if (button || qobject_cast<QLineEdit *>(w) || qobject_cast<QListWidget *>(w) ||
                qobject_cast<QPlainTextEdit *>(w) || qobject_cast<QTextBrowser *>(w))
                QVERIFY2(!w->accessibleName().isEmpty() || (button && !button->text().isEmpty()),
                         qPrintable(w->objectName()));
        }
        QTest::keyClick(dialog, Qt::Key_Escape);
        waitFor(call);
    }

    void answers_decideTheCommandsFate_data()
    {
        QTest::addColumn<QString>("answer");
        QTest::addColumn<bool>("runs");
        QTest::addRow("allow once") << QStringLiteral("once") << true;
        QTest::addRow("allow for the session") << QStringLiteral("session") << true;
        QTest::addRow("always allow") << QStringLiteral("always") << true;
        QTest::addRow("deny with a message") << QStringLiteral("deny") << false;
        QTest::addRow("escape") << QStringLiteral("escape") << false;
        QTest::addRow("return (deny is the default)") << QStringLiteral("return") << false;
        QTest::addRow("window closed") << QStringLiteral("close") << false;
    }

    void answers_decideTheCommandsFate()
    {
        QFETCH(QString, answer);
        QFETCH(bool, runs);
        Desk desk;
        auto &[engine, window, dialog] = desk;
        ToolCall *call = startCall(engine, kNeedsAPerson);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        WAIT_ARMED(dialog);
        part<QLineEdit>(dialog, "messageEdit")->setText(QStringLiteral("use a narrower chmod"));
        if (answer == QLatin1String("once"))
            dialog->button(AnswerKind::AllowOnce)->click();
        else if (answer == QLatin1String("session"))
            dialog->button(AnswerKind::AllowSession)->click();
        else if (answer == QLatin1String("always")) {
            dialog->button(AnswerKind::AllowAlways)->click();
            auto *rule = part<QPlainTextEdit>(dialog, "ruleEdit");
            QVERIFY(rule->isVisible());
            QVERIFY2(rule->toPlainText().startsWith(QStringLiteral("chmod")), qPrintable(rule->toPlainText()));
            QVERIFY(part<QListWidget>(dialog, "matchesList")->count() >= 1);
            QVERIFY(part<QListWidget>(dialog, "notMatchesList")->count() >= 1);
            dialog->saveRuleButton()->click();
        } else if (answer == QLatin1String("deny"))
            dialog->button(AnswerKind::Deny)->click();
        else if (answer == QLatin1String("escape"))
            QTest::keyClick(dialog, Qt::Key_Escape);
        else if (answer == QLatin1String("return"))
            QTest::keyClick(dialog->button(AnswerKind::Deny), Qt::Key_Return);
        else
            dialog->close();
        const ToolResult result = waitFor(call);
        QCOMPARE(!result.isError, runs);
        if (runs) {
            QVERIFY2(result.text.contains(QStringLiteral("approved-and-ran")), qPrintable(result.text));
        } else {
            QVERIFY2(result.text.contains(QStringLiteral("denied")), qPrintable(result.text));
            if (answer != QLatin1String("close"))
                QVERIFY(answer != QLatin1String("deny") ||
                        result.text.contains(QStringLiteral("use a narrower chmod")));
        }
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 3000);
        // The audit log says who decided, how, and with which words.
        const AuditRecord record = lastRecord(engine);
        QCOMPARE(record.decidedBy, QStringLiteral("person"));
        QCOMPARE(record.via, QStringLiteral("dialog"));
        QCOMPARE(record.decision, runs ? QStringLiteral("allowed") : QStringLiteral("denied"));
        if (runs)
            QCOMPARE(record.scope, answer);
        if (answer == QLatin1String("deny"))
            QCOMPARE(record.message, QStringLiteral("use a narrower chmod"));
        QVERIFY(record.approvalWaitMs > 0);
        if (answer == QLatin1String("always")) {
            QCOMPARE(engine.engine->rules()->rules().size(), size_t(1));
            QVERIFY(
                QString::fromStdString(engine.engine->rules()->rules()[0].pattern).startsWith(QStringLiteral("chmod")));
        }
        if (answer == QLatin1String("session") || answer == QLatin1String("always")) {
            // The grant sticks: the same command runs again without a question.
            ToolCall *again = startCall(engine, kNeedsAPerson);
            const ToolResult second = waitFor(again);
            QVERIFY2(!second.isError, qPrintable(second.text));
            QVERIFY(!dialog->isVisible());
        }
    }

    void floorCommand_canOnlyBeAllowedOnce()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        ToolCall *call = startCall(engine, kFloor);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        WAIT_ARMED(dialog);
        QVERIFY(!dialog->button(AnswerKind::AllowSession)->isEnabled());
        QVERIFY(!dialog->button(AnswerKind::AllowAlways)->isEnabled());
        QVERIFY(part<QLabel>(dialog, "noticeLabel")->text().contains(QStringLiteral("only be allowed once")));
        dialog->button(AnswerKind::Deny)->click();
        QVERIFY(waitFor(call).isError);
    }

    void countdown_deniesWhenNobodyAnswers()
    {
        airlock::core::Config config;
        config.approval.timeoutSecs = 2;
        Desk desk(config);
        auto &[engine, window, dialog] = desk;
        ToolCall *call = startCall(engine, kNeedsAPerson);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        WAIT_ARMED(dialog);
        QVERIFY(part<QLabel>(dialog, "countdownLabel")->text().contains(QStringLiteral("Denied in")));
        const ToolResult result = waitFor(call, 10000);
        QVERIFY(result.isError);
        QVERIFY2(result.text.contains(QStringLiteral("approval_timed_out")), qPrintable(result.text));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 3000);
        const AuditRecord record = lastRecord(engine);
        QCOMPARE(record.decision, QStringLiteral("timed_out"));
        QCOMPARE(record.decidedBy, QStringLiteral("timeout"));
        QVERIFY2(record.approvalWaitMs >= 1900, qPrintable(QString::number(record.approvalWaitMs)));
    }

    void threeQueuedApprovals_areAnsweredInOrder_noneLostOrTwice()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        QList<ToolCall *> calls;
        for (int i = 1; i <= 3; ++i)
            calls << startCall(engine,
                               "chmod -R 777 /nonexistent-airlock-test 2>/dev/null; echo call-" + std::to_string(i),
                               QStringLiteral("task-%1").arg(i));
        QTRY_COMPARE_WITH_TIMEOUT(window.approvals()->pendingCount(), 3, 5000);
        QCOMPARE(part<QLabel>(dialog, "queueLabel")->text(), QStringLiteral("1 of 3"));
        WAIT_ARMED(dialog);
        QCOMPARE(part<QLabel>(dialog, "taskValue")->text(), QStringLiteral("task-1"));
        dialog->button(AnswerKind::AllowOnce)->click();
        dialog->button(AnswerKind::AllowOnce)->click(); // a double click answers one question, not two
        QTRY_COMPARE_WITH_TIMEOUT(part<QLabel>(dialog, "taskValue")->text(), QStringLiteral("task-2"), 3000);
        QCOMPARE(part<QLabel>(dialog, "queueLabel")->text(), QStringLiteral("1 of 2"));
        QVERIFY(!dialog->ticket()->isDecided());
        WAIT_ARMED(dialog);
        dialog->button(AnswerKind::Deny)->click();
        QTRY_COMPARE_WITH_TIMEOUT(part<QLabel>(dialog, "taskValue")->text(), QStringLiteral("task-3"), 3000);
        QCOMPARE(part<QLabel>(dialog, "queueLabel")->text(), QString());
        WAIT_ARMED(dialog);
        dialog->button(AnswerKind::AllowOnce)->click();
        const ToolResult first = waitFor(calls[0]);
        const ToolResult second = waitFor(calls[1]);
        const ToolResult third = waitFor(calls[2]);
        QVERIFY2(!first.isError && first.text.contains(QStringLiteral("call-1")), qPrintable(first.text));
        QVERIFY2(second.isError && second.text.contains(QStringLiteral("denied")), qPrintable(second.text));
        QVERIFY2(!third.isError && third.text.contains(QStringLiteral("call-3")), qPrintable(third.text));
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 3000);
        QCOMPARE(window.approvals()->pendingCount(), 0);
    }

    void cancelledCall_leavesTheQueue()
    {
        Desk desk;
        auto &[engine, window, dialog] = desk;
        ToolCall *call = startCall(engine, kNeedsAPerson);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        WAIT_ARMED(dialog);
        call->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isVisible(), 3000);
        QVERIFY(waitFor(call).isError);
    }

    void attention_withoutATray_bringsTheHiddenWindowBack()
    {
        Desk desk({}, false);
        auto &[engine, window, dialog] = desk;
        QVERIFY(!window.attention()->hasTray()); // offscreen has none: the window must raise itself
        ToolCall *call = startCall(engine, kNeedsAPerson);
        QTRY_VERIFY_WITH_TIMEOUT(window.isVisible(), 5000);
        QVERIFY(window.attention()->isAlerting());
        QVERIFY2(window.attention()->lastNotice().contains(QStringLiteral("claude-code 2.1 wants to run: chmod")),
                 qPrintable(window.attention()->lastNotice()));
        QVERIFY(window.windowTitle().contains(QStringLiteral("1 waiting")));
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible(), 5000);
        WAIT_ARMED(dialog);
        dialog->button(AnswerKind::Deny)->click();
        QVERIFY(waitFor(call).isError);
        QTRY_VERIFY_WITH_TIMEOUT(!window.attention()->isAlerting(), 3000);
    }

    void commandHtml_marksFindings_andShowsHiddenCharacters()
    {
        airlock::safety::Finding f;
        f.begin = 5;
        f.end = 13;
        const QString html = ApprovalDialog::commandHtml("echo rm -rf / \xe2\x80\xae<b>", {f});
        QVERIFY2(html.contains(QStringLiteral("underline\">rm -rf /</span>")), qPrintable(html));
        QVERIFY2(html.contains(QStringLiteral("U+202E")), qPrintable(html));
        QVERIFY(html.contains(QStringLiteral("&lt;b&gt;")));
        const std::string huge(1 << 20, 'x');
        const QString elided = ApprovalDialog::commandHtml(huge, {});
        QVERIFY(elided.size() < 30000);
        QVERIFY(elided.contains(QStringLiteral("bytes left out")));
    }
};

QTEST_MAIN(TestApprovalDialog)
#include "tst_approvaldialog.moc"
