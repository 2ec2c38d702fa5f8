// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "EngineFixture.h"
#include "Quiet.h"
#include "engine/LeftoverScan.h"
#include "gui/BackendFacts.h"
#include "gui/ConsoleView.h"
#include "gui/CredentialQueue.h"
#include "gui/LeftoversBar.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/TaskActivity.h"
#include "gui/TaskTableModel.h"
#include "safety/RuleStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>

using airlock::engine::Engine;
using airlock::engine::ToolCall;
using airlock::gui::ConsoleView;
using airlock::gui::MainWindow;
using airlock::gui::TaskTableModel;
using airlock::test::EngineFixture;
using airlock::test::staysQuietFor;

namespace {

QString stateOf(MainWindow &window, const QString &taskId)
{
    TaskTableModel *model = window.taskModel();
    const int row = model->rowOf(taskId);
    return row < 0 ? QString() : model->index(row, TaskTableModel::StateColumn).data().toString();
}

QPushButton *button(MainWindow &window, const char *name)
{
    return window.findChild<QPushButton *>(QString::fromLatin1(name));
}

void confirm(MainWindow &window)
{
    QTRY_VERIFY_WITH_TIMEOUT(window.pendingQuestion() != nullptr, 3000);
    auto *box = qobject_cast<QMessageBox *>(window.pendingQuestion());
    QVERIFY(box);
    for (QAbstractButton *b : box->buttons()) {
        if (box->buttonRole(b) == QMessageBox::DestructiveRole) {
            b->click();
            return;
        }
    }
    QFAIL("no confirm button");
}

} // namespace

// A finder that lists the leftovers it was given and removes them when asked.
class ListedFinder final : public airlock::backends::LeftoverFinder
{
public:
    explicit ListedFinder(QList<airlock::backends::Leftover> listed)
        : m_listed(std::move(listed))
    {}
    QStringList removed;
    QString kind() const override { return QStringLiteral("daytona"); }
    void find(Found done) override
    {
        QTimer::singleShot(0, this, [this, done] { done(m_listed, {}); });
    }
    void remove(const airlock::backends::Leftover &leftover, Removed done) override
    {
        removed << leftover.id;
        QTimer::singleShot(0, this, [done] { done(true, {}); });
    }

private:
    QList<airlock::backends::Leftover> m_listed;
};

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void detailPane_showsOutputHistoryAndFacts_ofTheSelectedTask()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        airlock::engine::CallContext context;
        context.taskId = QStringLiteral("a");
        context.clientName = QStringLiteral("claude-code 2.1");
        ToolCall *call = engine.service->call(
            context, {{"command", "echo hello-out; echo oops-err >&2; echo AKIAQ3X7MZL2P4KJ8RT5; exit 3"}});
        QSignalSpy done(call, &ToolCall::finished);
        QVERIFY(done.wait(10000));
        delete call;
        QTRY_VERIFY_WITH_TIMEOUT(window.taskModel()->rowOf(QStringLiteral("a")) >= 0, 3000);
        const int row = window.taskModel()->rowOf(QStringLiteral("a"));
        QVERIFY(window.taskModel()
                    ->index(row, TaskTableModel::TaskColumn)
                    .data()
                    .toString()
                    .startsWith(QStringLiteral("claude-code 2.1 · ")));
        window.selectTask(QStringLiteral("a"));
        QCOMPARE(window.selectedTaskId(), QStringLiteral("a"));
        auto *console = window.findChild<ConsoleView *>(QStringLiteral("console"));
        QTRY_VERIFY_WITH_TIMEOUT(console->toPlainText().contains(QStringLiteral("hello-out")), 3000);
        QVERIFY(console->toPlainText().contains(QStringLiteral("oops-err")));
        QVERIFY(console->toPlainText().contains(QStringLiteral("$ echo hello-out")));
        QVERIFY2(!console->toPlainText().contains(QStringLiteral("AKIAQ3X7MZL2P4KJ8RT5")),
                 "the console shows output redacted, as the agent sees it");
        auto *history = window.findChild<QTableWidget *>(QStringLiteral("historyTable"));
        // The tab is rebuilt at most every 100 ms while changes come in: wait for the command's end to show.
        QTRY_VERIFY_WITH_TIMEOUT(history->rowCount() == 1 && history->item(0, 2)->text() == QStringLiteral("exit 3"),
                                 3000);
        QVERIFY(history->item(0, 3)->text().startsWith(QStringLiteral("echo hello-out")));
        auto *facts = window.findChild<QTableWidget *>(QStringLiteral("factsTable"));
        QStringList names;
        for (int i = 0; i < facts->rowCount(); ++i)
            names << facts->item(i, 0)->text();
        QVERIFY2(names.contains(QStringLiteral("Idle TTL left")), qPrintable(names.join(QLatin1Char(','))));
        QVERIFY(names.contains(QStringLiteral("Backend")));

        // Output of another task does not reach this console.
        engine.run("echo other-task-output", QStringLiteral("b"));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.activity()->transcript(QStringLiteral("b")).contains(QStringLiteral("other-task-output")), 3000);
        // Must not arrive: task b's output in task a's console, however many flushes later.
        QVERIFY2(staysQuietFor(ConsoleView::kFlushMs * 3,
                               [&] { return console->toPlainText().contains(QStringLiteral("other-task-output")); }),
                 "another task's output reached the console");
    }

    void liveOutput_reachesTheConsoleWhileTheCommandRuns()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        ToolCall *call = engine.start({{"command", "echo first-$((20+22)); sleep 5; echo never-waited-for"}},
                                      QStringLiteral("live"));
        QTRY_VERIFY_WITH_TIMEOUT(window.taskModel()->rowOf(QStringLiteral("live")) >= 0, 3000);
        window.selectTask(QStringLiteral("live"));
        auto *console = window.findChild<ConsoleView *>(QStringLiteral("console"));
        QTRY_VERIFY_WITH_TIMEOUT(console->toPlainText().contains(QStringLiteral("first-42")), 5000);
        QCOMPARE(stateOf(window, QStringLiteral("live")), QStringLiteral("running"));
        call->cancel();
        QSignalSpy done(call, &ToolCall::finished);
        QVERIFY(done.wait(10000));
        delete call;
    }

    void cleanupButtons_cleanTheRightTasks()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        for (const char *id : {"a", "b", "c"})
            engine.run("true", QString::fromLatin1(id));
        QTRY_COMPARE_WITH_TIMEOUT(window.taskModel()->rowCount(), 3, 3000);

        window.selectTask(QStringLiteral("b"));
        button(window, "cleanupSelectedButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(window, QStringLiteral("b")), QStringLiteral("gone"), 5000);
        QCOMPARE(stateOf(window, QStringLiteral("a")), QStringLiteral("idle"));
        QCOMPARE(stateOf(window, QStringLiteral("c")), QStringLiteral("idle"));
        QVERIFY(!engine.registry->status(QStringLiteral("b")));

        // A running task is not idle: "clean up idle" leaves it alone.
        ToolCall *running = engine.start({{"command", "sleep 30"}}, QStringLiteral("a"));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(window, QStringLiteral("a")), QStringLiteral("running"), 5000);
        button(window, "cleanupIdleButton")->click();
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(window, QStringLiteral("c")), QStringLiteral("gone"), 5000);
        QCOMPARE(stateOf(window, QStringLiteral("a")), QStringLiteral("running"));

        // Clean up all asks first because a command is running; confirming stops it.
        button(window, "cleanupAllButton")->click();
        confirm(window);
        QSignalSpy done(running, &ToolCall::finished);
        QVERIFY(done.wait(10000));
        QVERIFY(running->result().cancelled || running->result().isError);
        delete running;
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(window, QStringLiteral("a")), QStringLiteral("gone"), 5000);
        QVERIFY(!engine.registry->hasTasks());

        // The gone rows stay until the person clears them; then the table is empty and the welcome is back.
        auto *table = window.findChild<QTableView *>(QStringLiteral("taskTable"));
        QVERIFY(table);
        QCOMPARE(table->model()->rowCount(), 3);
        QPushButton *clear = button(window, "clearGoneButton");
        QVERIFY(clear->isEnabled());
        clear->click();
        QCOMPARE(table->model()->rowCount(), 0);
        QVERIFY(!clear->isEnabled());
        auto *welcome = window.findChild<QWidget *>(QStringLiteral("welcomePanel"));
        QVERIFY(welcome);
        QTRY_VERIFY(!welcome->isHidden());
    }

    void cleanupOfARunningTask_canBeCancelled()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        ToolCall *running = engine.start({{"command", "sleep 30"}}, QStringLiteral("busy"));
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(window, QStringLiteral("busy")), QStringLiteral("running"), 5000);
        window.selectTask(QStringLiteral("busy"));
        button(window, "cleanupSelectedButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(window.pendingQuestion() != nullptr, 3000);
        QTest::keyClick(window.pendingQuestion(), Qt::Key_Escape); // cancel is the default and Escape
        // The question goes once its answer is handled.
        QTRY_VERIFY_WITH_TIMEOUT(window.pendingQuestion() == nullptr, 3000);
        // Must not arrive: a cleanup of the task (its state leaving "running") after the person cancelled it.
        QVERIFY2(
            staysQuietFor(300, [&] { return stateOf(window, QStringLiteral("busy")) != QLatin1String("running"); }),
            qPrintable(stateOf(window, QStringLiteral("busy"))));
        running->cancel();
        QSignalSpy done(running, &ToolCall::finished);
        QVERIFY(done.wait(10000));
        delete running;
    }

    void quit_withTasksAlive_asksFirst()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        QSignalSpy quit(&window, &MainWindow::quitRequested);
        engine.run("true", QStringLiteral("alive"));
        window.requestQuit();
        QTRY_VERIFY_WITH_TIMEOUT(window.pendingQuestion() != nullptr, 3000);
        QVERIFY(quit.isEmpty());
        QTest::keyClick(window.pendingQuestion(), Qt::Key_Escape); // changed my mind
        // The question goes once its answer is handled; a "yes" would have emitted quitRequested() by then.
        QTRY_VERIFY_WITH_TIMEOUT(window.pendingQuestion() == nullptr, 3000);
        QVERIFY(quit.isEmpty());
        window.close(); // no tray here: closing is quitting, so it asks too
        confirm(window);
        QCOMPARE(quit.size(), 1);
    }

    void quit_withNoTasks_doesNotAsk()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        QSignalSpy quit(&window, &MainWindow::quitRequested);
        window.requestQuit();
        QCOMPARE(quit.size(), 1);
        QVERIFY(window.pendingQuestion() == nullptr);
    }

    void unknownSshHostKey_isTrustedOnlyByThePerson()
    {
        using airlock::secrets::CredentialOutcome;
        using airlock::secrets::CredentialQuestion;
        using airlock::secrets::CredentialRequest;
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        QObject attempt;
        const QString fingerprint = QStringLiteral("SHA256:nThbg6kXUpJWGl7E1IGOCspRomTxdCARLviKw6E5SY8");
        CredentialQuestion question;
        question.kind = CredentialQuestion::Kind::HostKey;
        question.title = QStringLiteral("Unknown SSH host key");
        question.text = QStringLiteral("Trust 127.0.0.1:2222?");
        question.fingerprint = fingerprint;
        CredentialRequest *first = engine.engine->credentials()->ask(question, &attempt);
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QMessageBox *>(QStringLiteral("hostKeyQuestion")) != nullptr, 3000);
        auto *box = window.findChild<QMessageBox *>(QStringLiteral("hostKeyQuestion"));
        QVERIFY(box->text().contains(fingerprint));
        QTest::keyClick(box, Qt::Key_Escape); // Refuse is the default and Escape
        QTRY_VERIFY_WITH_TIMEOUT(first->isFinished(), 3000);
        QCOMPARE(first->outcome(), CredentialOutcome::Refused);
        QVERIFY(!first->trusted());
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QMessageBox *>(QStringLiteral("hostKeyQuestion")) == nullptr, 3000);
        CredentialRequest *second = engine.engine->credentials()->ask(question, &attempt);
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QMessageBox *>(QStringLiteral("hostKeyQuestion")) != nullptr, 3000);
        box = window.findChild<QMessageBox *>(QStringLiteral("hostKeyQuestion"));
        for (QAbstractButton *b : box->buttons()) {
            if (box->buttonRole(b) == QMessageBox::AcceptRole)
                b->click();
        }
        QTRY_VERIFY_WITH_TIMEOUT(second->trusted(), 3000);
    }

    void missingPassword_isAskedMasked_rememberedOnlyWhenTicked()
    {
        using airlock::secrets::CredentialOutcome;
        using airlock::secrets::CredentialRequest;
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        QObject task;
        airlock::secrets::CredentialQuestion prompt;
        prompt.name = QStringLiteral("ssh-password/deploy@build.example:22");
        prompt.title = QStringLiteral("SSH password");
        prompt.text = QStringLiteral("Task t connects to deploy@build.example:22, which asks for a password.");
        prompt.label = QStringLiteral("Password of deploy@build.example:22:");
        CredentialRequest *request = nullptr;
        const auto ask = [&](QObject *asker) -> QDialog * {
            request = engine.engine->credentials()->ask(prompt, asker);
            if (!QTest::qWaitFor(
                    [&] { return window.findChild<QDialog *>(QStringLiteral("secretPrompt")) != nullptr; }))
                return nullptr;
            return window.findChild<QDialog *>(QStringLiteral("secretPrompt"));
        };

        // Masked, OK only with something typed, "remember" unticked until the person ticks it.
        QDialog *dialog = ask(&task);
        QVERIFY(dialog);
        auto *field = dialog->findChild<QLineEdit *>(QStringLiteral("valueEdit"));
        auto *remember = dialog->findChild<QCheckBox *>(QStringLiteral("rememberBox"));
        auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttons"));
        QVERIFY(field && remember && buttons);
        QCOMPARE(field->echoMode(), QLineEdit::Password);
        QVERIFY(!remember->isChecked());
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("textLabel"))->text().contains(prompt.text));
        QTest::keyClicks(field, QStringLiteral("s3cret"));
        remember->setChecked(true);
        buttons->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(request->isFinished(), 3000);
        QCOMPARE(request->outcome(), CredentialOutcome::Answered);
        QCOMPARE(request->value(), QStringLiteral("s3cret"));
        QVERIFY(request->remember());

        // Escape: nothing given.
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QDialog *>(QStringLiteral("secretPrompt")) == nullptr, 3000);
        dialog = ask(&task);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("valueEdit")), QStringLiteral("typed"));
        QTest::keyClick(dialog, Qt::Key_Escape);
        QTRY_VERIFY_WITH_TIMEOUT(request->isFinished(), 3000);
        QCOMPARE(request->outcome(), CredentialOutcome::Refused);
        QVERIFY(request->value().isEmpty());

        // The task gives up (its connection timed out, it was cleaned up): the question goes, unanswered.
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QDialog *>(QStringLiteral("secretPrompt")) == nullptr, 3000);
        {
            QObject shortLived;
            QVERIFY(ask(&shortLived));
        }
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QDialog *>(QStringLiteral("secretPrompt")) == nullptr, 3000);
    }

    // Questions queue like approvals: the second is shown once the first is answered, never two at once.
    void credentialQuestions_areShownOneAtATime_inOrder()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.show();
        QObject task;
        airlock::secrets::CredentialQuestion question;
        question.title = QStringLiteral("sudo password");
        question.text = QStringLiteral("first");
        auto *first = engine.engine->credentials()->ask(question, &task);
        question.text = QStringLiteral("second");
        auto *second = engine.engine->credentials()->ask(question, &task);
        QTRY_VERIFY_WITH_TIMEOUT(window.findChildren<QDialog *>(QStringLiteral("secretPrompt")).size() == 1, 3000);
        QCOMPARE(window.credentialQueue()->waiting(), 2);
        auto *dialog = window.findChild<QDialog *>(QStringLiteral("secretPrompt"));
        QVERIFY(dialog->findChild<QLabel *>(QStringLiteral("textLabel"))->text().contains(QStringLiteral("first")));
        QTest::keyClicks(dialog->findChild<QLineEdit *>(QStringLiteral("valueEdit")), QStringLiteral("one"));
        dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Ok)->click();
        QTRY_VERIFY_WITH_TIMEOUT(first->isFinished(), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(window.findChild<QDialog *>(QStringLiteral("secretPrompt")) != nullptr &&
                                     window.findChild<QDialog *>(QStringLiteral("secretPrompt"))
                                         ->findChild<QLabel *>(QStringLiteral("textLabel"))
                                         ->text()
                                         .contains(QStringLiteral("second")),
                                 3000);
        QCOMPARE(window.findChildren<QDialog *>(QStringLiteral("secretPrompt")).size(), 1);
        QVERIFY(!second->isFinished());
    }

    // A damaged audit log is said in the window (and in each result's notes); the file is left alone.
    void damagedAuditLog_isShownInTheStatusBar()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("my notes, not a database\n");
        file.close();
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::HeadlessAllow,
                             [&](Engine::Options &options) { options.auditPath = path; });
        MainWindow window(engine.engine.get());
        window.show();
        auto *label = window.findChild<QLabel *>(QStringLiteral("auditLabel"));
        QVERIFY(label);
        QVERIFY(label->isVisible());
        QVERIFY2(label->toolTip().contains(QStringLiteral("is not an SQLite database")), qPrintable(label->toolTip()));
        QVERIFY(label->accessibleName().startsWith(QStringLiteral("Audit log unavailable")));
        QVERIFY(!engine.run("echo runs anyway").isError);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("my notes, not a database\n"));
    }

    void statusBar_saysWhatRuns_whatWaits_andWhereAgentsConnect()
    {
        EngineFixture engine;
        MainWindow window(engine.engine.get());
        window.setConnectionInfo(QStringLiteral("/run/user/1000/airlock/airlock.sock"), 8765);
        window.show();
        QStringList texts;
        for (QLabel *label : window.statusBar()->findChildren<QLabel *>())
            texts << label->text();
        const QString all = texts.join(QLatin1Char('|'));
        QVERIFY2(all.contains(QStringLiteral("Running: 0")), qPrintable(all));
        QVERIFY(all.contains(QStringLiteral("Approvals waiting: 0")));
        QVERIFY(all.contains(QStringLiteral("airlock.sock")));
        QVERIFY(all.contains(QStringLiteral("127.0.0.1:8765")));
    }

    void console_keepsUpWithAFlood_boundedAndResponsive()
    {
        ConsoleView console;
        console.show();
        const QString line = QString(100, QLatin1Char('x')) + QLatin1Char('\n');
        QString chunk;
        for (int i = 0; i < 640; ++i)
            chunk += line; // 64 KiB
        QElapsedTimer clock;
        clock.start();
        for (int i = 0; i < 800; ++i) { // 50 MB
            console.appendText(chunk, i % 7 == 0);
            if (i % 16 == 0)
                QCoreApplication::processEvents();
        }
        // A last line after the flood: once it is shown, everything appended has been flushed to the widget.
        const QString last = QStringLiteral("the-end-of-the-flood\n");
        console.appendText(last, false);
        QTRY_VERIFY_WITH_TIMEOUT(console.toPlainText().endsWith(last), 5000);
        QVERIFY(console.skippedChars() > 0);
        QVERIFY(console.document()->blockCount() <= ConsoleView::kMaxLines + 1);
        QVERIFY(console.toPlainText().endsWith(line + last));
    }

    void settings_validateBesideTheField_andSaveConfigAndRules()
    {
        EngineFixture engine;
        const QString path = engine.statePath(QStringLiteral("config.json"));
        airlock::gui::SettingsDialog dialog(engine.engine.get(), path);
        dialog.show();
        auto *backend = dialog.findChild<QComboBox *>(QStringLiteral("backendCombo"));
        auto *image = dialog.findChild<QLineEdit *>(QStringLiteral("dockerImageEdit"));
        auto *imageError = dialog.findChild<QLabel *>(QStringLiteral("dockerImageError"));
        auto *save = dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Save);
        backend->setCurrentText(QStringLiteral("docker"));
        QVERIFY(!save->isEnabled());
        QVERIFY(!imageError->isHidden()); // on a tab not shown yet
        QVERIFY(imageError->text().contains(QStringLiteral("image")));
        image->setText(QStringLiteral("debian:12"));
        QVERIFY(save->isEnabled());
        QVERIFY(imageError->isHidden());
        dialog.findChild<QLineEdit *>(QStringLiteral("modalUrlEdit"))->setText(QStringLiteral("not a url"));
        QVERIFY(!save->isEnabled());
        dialog.findChild<QLineEdit *>(QStringLiteral("modalUrlEdit"))->setText(QStringLiteral("https://modal.test"));
        QVERIFY(dialog.save());
        const auto saved = airlock::core::Config::load(path, true);
        QVERIFY(saved);
        QCOMPARE(saved->backend, QStringLiteral("docker"));
        QCOMPARE(saved->docker.image, QStringLiteral("debian:12"));
        QCOMPARE(saved->modal.baseUrl, QStringLiteral("https://modal.test"));

        // Rules: add with a preview, edit, delete.
        auto *pattern = dialog.findChild<QLineEdit *>(QStringLiteral("rulePatternEdit"));
        pattern->setText(QStringLiteral("npm run test"));
        QVERIFY(dialog.findChild<QListWidget *>(QStringLiteral("ruleMatchesList"))->count() >= 1);
        QVERIFY(dialog.findChild<QListWidget *>(QStringLiteral("ruleNotMatchesList"))->count() >= 1);
        dialog.findChild<QPushButton *>(QStringLiteral("ruleSaveButton"))->click();
        QCOMPARE(engine.engine->rules()->rules().size(), size_t(1));
        auto *rules = dialog.findChild<QTableWidget *>(QStringLiteral("rulesTable"));
        QCOMPARE(rules->rowCount(), 1);
        rules->selectRow(0);
        pattern->setText(QStringLiteral("npm run lint"));
        dialog.findChild<QPushButton *>(QStringLiteral("ruleSaveButton"))->click();
        QCOMPARE(engine.engine->rules()->rules().size(), size_t(1));
        QCOMPARE(engine.engine->rules()->rules()[0].pattern, std::string("npm run lint"));
        rules->selectRow(0);
        dialog.findChild<QPushButton *>(QStringLiteral("ruleDeleteButton"))->click();
        QCOMPARE(engine.engine->rules()->rules().size(), size_t(0));
        pattern->setText(QStringLiteral("'unbalanced"));
        QVERIFY(!dialog.findChild<QPushButton *>(QStringLiteral("ruleSaveButton"))->isEnabled());
    }

    void leftoversOfADeadAirlock_areOfferedAndCleanedOnRequest()
    {
        airlock::backends::Leftover leftover;
        leftover.kind = QStringLiteral("daytona");
        leftover.id = QStringLiteral("sb-1");
        leftover.description = QStringLiteral("sandbox sb-1 (ubuntu:22.04)");
        auto *finder = new ListedFinder({leftover});
        airlock::engine::LeftoverScan scan({finder}, 5000);
        airlock::gui::LeftoversBar bar(&scan);
        QVERIFY(bar.isHidden()); // nothing until the scan answers
        scan.start();
        QTRY_VERIFY(!bar.isHidden());
        QVERIFY2(bar.text().contains(QStringLiteral("daytona: sandbox sb-1")), qPrintable(bar.text()));
        bar.cleanButton()->click();
        QTRY_COMPARE(finder->removed, QStringList{QStringLiteral("sb-1")});
        QTRY_VERIFY(bar.isHidden());
    }

    void leftoversLeftAlone_hideTheBarAndRemoveNothing()
    {
        airlock::backends::Leftover leftover;
        leftover.kind = QStringLiteral("daytona");
        leftover.id = QStringLiteral("sb-2");
        auto *finder = new ListedFinder({leftover});
        airlock::engine::LeftoverScan scan({finder}, 5000);
        airlock::gui::LeftoversBar bar(&scan);
        scan.start();
        QTRY_VERIFY(!bar.isHidden());
        bar.leaveButton()->click();
        QVERIFY(bar.isHidden());
        QVERIFY(finder->removed.isEmpty());
    }

    void backendTabFacts_areReadableAndCountDown()
    {
        const QDateTime now(QDate(2026, 12, 1), QTime(22, 0), Qt::UTC);
        const QVariantMap facts{{QStringLiteral("zeta"), QStringLiteral("z")},
                                {QStringLiteral("expiresAt"), QStringLiteral("2026-12-01T22:47:30Z")},
                                {QStringLiteral("image"), QStringLiteral("ubuntu:22.04")},
                                {QStringLiteral("sandbox"), QStringLiteral("sb-9")},
                                {QStringLiteral("autoStopMinutes"), 15}};
        const auto rows = airlock::gui::readableFacts(facts, now);
        QCOMPARE(rows.size(), 5);
        QCOMPARE(rows.at(0), qMakePair(QStringLiteral("Sandbox"), QStringLiteral("sb-9")));
        QCOMPARE(rows.at(1), qMakePair(QStringLiteral("Image"), QStringLiteral("ubuntu:22.04")));
        QCOMPARE(rows.at(2), qMakePair(QStringLiteral("Expires"), QStringLiteral("in 47 min")));
        QCOMPARE(rows.at(3), qMakePair(QStringLiteral("Auto-stop"), QStringLiteral("after 15 min idle")));
        QCOMPARE(rows.at(4), qMakePair(QStringLiteral("zeta"), QStringLiteral("z"))); // unknown: as it is
        QCOMPARE(airlock::gui::timeUntil(now.addSecs(-180), now), QStringLiteral("expired 3 min ago"));
        QCOMPARE(airlock::gui::timeUntil(now.addSecs(7500), now), QStringLiteral("in 2 h 5 min"));
    }

    void settings_cloudAndApptainerFields_areCheckedAndSavedAndReadBack()
    {
        EngineFixture engine;
        const QString path = engine.statePath(QStringLiteral("config.json"));
        auto field = [](QDialog &dialog, const char *name) {
            return dialog.findChild<QLineEdit *>(QString::fromLatin1(name));
        };
        auto problem = [](QDialog &dialog, const char *name) {
            auto *label = dialog.findChild<QLabel *>(QString::fromLatin1(name));
            return label->isHidden() ? QString() : label->text();
        };
        {
            airlock::gui::SettingsDialog dialog(engine.engine.get(), path);
            auto *save =
                dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Save);
            field(dialog, "modalImageEdit")->setText(QStringLiteral("Not An Image!"));
            QVERIFY(problem(dialog, "modalImageError").contains(QStringLiteral("Not an image name")));
            QVERIFY(!save->isEnabled());
            field(dialog, "modalImageEdit")->setText(QStringLiteral("registry.example.com:5000/team/py:3.11-slim"));
            QVERIFY(problem(dialog, "modalImageError").isEmpty());
            field(dialog, "daytonaImageEdit")->setText(QStringLiteral("ubuntu 22.04"));
            QVERIFY(!problem(dialog, "daytonaImageError").isEmpty());
            field(dialog, "daytonaImageEdit")->setText(QStringLiteral("ubuntu:22.04"));
            field(dialog, "apptainerImageEdit")->setText(QStringLiteral("/no/such/image.sif"));
            QVERIFY(problem(dialog, "apptainerImageError").contains(QStringLiteral("/no/such/image.sif")));
            field(dialog, "apptainerImageEdit")->setText(QStringLiteral("docker://alpine:3.20"));
            QVERIFY(problem(dialog, "apptainerImageError").isEmpty());
            field(dialog, "apptainerBinaryEdit")->setText(QStringLiteral("no-such-apptainer-binary"));
            QVERIFY(problem(dialog, "apptainerBinaryError").contains(QStringLiteral("PATH")));
            QVERIFY(!save->isEnabled());
            field(dialog, "apptainerBinaryEdit")->setText(QStringLiteral("sh")); // on every PATH
            field(dialog, "daytonaUrlEdit")->setText(QStringLiteral("http://127.0.0.1:3986/api"));
            QVERIFY(save->isEnabled());
            // The resources each sandbox gets, on their own page.
            auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("tabs"));
            const int sandboxesTab = tabs->indexOf(dialog.findChild<QWidget *>(QStringLiteral("sandboxesScroll")));
            QCOMPARE(tabs->tabText(sandboxesTab), QStringLiteral("&Sandboxes"));
            QVERIFY(
                tabs->widget(sandboxesTab)->isAncestorOf(dialog.findChild<QWidget *>(QStringLiteral("modalCpuSpin"))));
            auto *mode = dialog.findChild<QComboBox *>(QStringLiteral("modalModeCombo"));
            QCOMPARE(mode->currentData().toString(), QStringLiteral("auto"));
            // The managed gateway needs its URL, and gets the token only over https (or http to this machine).
            for (const char *name :
                 {"AIRLOCK_MODAL_GATEWAY_URL", "MODAL_GATEWAY_URL", "TOOL_GATEWAY_URL", "TOOL_GATEWAY_DOMAIN"})
                qunsetenv(name);
            mode->setCurrentIndex(mode->findData(QStringLiteral("managed")));
            QVERIFY(problem(dialog, "modalGatewayError").contains(QStringLiteral("MODAL_GATEWAY_URL")));
            QVERIFY(!save->isEnabled());
            field(dialog, "modalGatewayEdit")->setText(QStringLiteral("http://gateway.example.com"));
            QVERIFY(problem(dialog, "modalGatewayError").contains(QStringLiteral("https://")));
            field(dialog, "modalGatewayEdit")->setText(QStringLiteral("http://127.0.0.1:8088"));
            QVERIFY(problem(dialog, "modalGatewayError").isEmpty());
            QVERIFY(save->isEnabled());
            mode->setCurrentIndex(mode->findData(QStringLiteral("direct")));
            dialog.findChild<QDoubleSpinBox *>(QStringLiteral("modalCpuSpin"))->setValue(2.5);
            dialog.findChild<QSpinBox *>(QStringLiteral("modalMemorySpin"))->setValue(2048);
            dialog.findChild<QSpinBox *>(QStringLiteral("modalLifetimeSpin"))->setValue(600);
            // An idle timeout as long as the lifetime would never end the sandbox: said, and not saved.
            dialog.findChild<QSpinBox *>(QStringLiteral("modalIdleSpin"))->setValue(600);
            QVERIFY(problem(dialog, "modalIdleError").contains(QStringLiteral("600")));
            QVERIFY(!save->isEnabled());
            dialog.findChild<QSpinBox *>(QStringLiteral("modalIdleSpin"))->setValue(0); // never
            QVERIFY(problem(dialog, "modalIdleError").isEmpty());
            QVERIFY(save->isEnabled());
            dialog.findChild<QDoubleSpinBox *>(QStringLiteral("daytonaCpuSpin"))->setValue(4);
            dialog.findChild<QSpinBox *>(QStringLiteral("daytonaMemorySpin"))->setValue(8192);
            dialog.findChild<QSpinBox *>(QStringLiteral("daytonaDiskSpin"))->setValue(20480);
            dialog.findChild<QSpinBox *>(QStringLiteral("daytonaAutoStopSpin"))->setValue(0);
            dialog.findChild<QCheckBox *>(QStringLiteral("daytonaNetworkCheck"))->setChecked(true);
            dialog.findChild<QDoubleSpinBox *>(QStringLiteral("apptainerCpuSpin"))->setValue(0.5);
            dialog.findChild<QSpinBox *>(QStringLiteral("apptainerMemorySpin"))->setValue(1024);
            dialog.findChild<QComboBox *>(QStringLiteral("apptainerNetworkCombo"))
                ->setCurrentText(QStringLiteral("host"));
            dialog.findChild<QCheckBox *>(QStringLiteral("apptainerOverlayCheck"))->setChecked(false);
            QVERIFY(dialog.save());
        }
        const auto saved = airlock::core::Config::load(path, true);
        QVERIFY(saved);
        QCOMPARE(saved->modal.image, QStringLiteral("registry.example.com:5000/team/py:3.11-slim"));
        QCOMPARE(saved->daytona.image, QStringLiteral("ubuntu:22.04"));
        QCOMPARE(saved->daytona.baseUrl, QStringLiteral("http://127.0.0.1:3986/api"));
        QCOMPARE(saved->singularity.image, QStringLiteral("docker://alpine:3.20"));
        QCOMPARE(saved->singularity.binary, QStringLiteral("sh"));
        QCOMPARE(saved->modal.mode, QStringLiteral("direct"));
        QCOMPARE(saved->modal.gatewayUrl, QStringLiteral("http://127.0.0.1:8088"));
        QCOMPARE(saved->modal.cpu, 2.5);
        QCOMPARE(saved->modal.memoryMb, 2048);
        QCOMPARE(saved->modal.sandboxTimeoutSecs, 600);
        QCOMPARE(saved->modal.idleTimeoutSecs, 0);
        QCOMPARE(saved->daytona.cpu, 4.0);
        QCOMPARE(saved->daytona.memoryMb, 8192);
        QCOMPARE(saved->daytona.diskMb, 20480);
        QCOMPARE(saved->daytona.autoStopMinutes, 0);
        QVERIFY(saved->daytona.network);
        QCOMPARE(saved->singularity.cpu, 0.5);
        QCOMPARE(saved->singularity.memoryMb, 1024);
        QCOMPARE(saved->singularity.network, QStringLiteral("host"));
        QVERIFY(!saved->singularity.overlay);
        airlock::gui::SettingsDialog reopened(engine.engine.get(), path);
        QCOMPARE(field(reopened, "apptainerBinaryEdit")->text(), QStringLiteral("sh"));
        QCOMPARE(field(reopened, "daytonaImageEdit")->text(), QStringLiteral("ubuntu:22.04"));
        QCOMPARE(reopened.findChild<QComboBox *>(QStringLiteral("modalModeCombo"))->currentData().toString(),
                 QStringLiteral("direct"));
        QCOMPARE(reopened.findChild<QSpinBox *>(QStringLiteral("daytonaDiskSpin"))->value(), 20480);
        QCOMPARE(reopened.findChild<QSpinBox *>(QStringLiteral("daytonaAutoStopSpin"))->text(),
                 QStringLiteral("never"));
        QVERIFY(!reopened.findChild<QCheckBox *>(QStringLiteral("apptainerOverlayCheck"))->isChecked());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
