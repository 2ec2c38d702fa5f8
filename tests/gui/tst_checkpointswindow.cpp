// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The Checkpoints window against real git and a real engine: the list, what changed since, the diff, restores asked
// first and recorded in the audit log, and the errors it shows instead of failing.
#include "CheckpointHelpers.h"
#include "EngineFixture.h"
#include "engine/AuditLog.h"
#include "engine/AuditQuery.h"
#include "engine/AuditReader.h"
#include "gui/CheckpointsWindow.h"
#include "gui/MainWindow.h"
#include "safety/Checkpoints.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QJsonArray>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTreeWidget>

using airlock::engine::AuditRecord;
using airlock::gui::CheckpointsWindow;
using airlock::safety::Checkpoints;
using airlock::test::EngineFixture;
using airlock::test::readFile;
using airlock::test::writeFile;

namespace {

std::unique_ptr<EngineFixture> makeEngine(const QString &auditPath = {})
{
    return std::make_unique<EngineFixture>(airlock::core::Config{}, QProcessEnvironment::systemEnvironment(),
                                           airlock::engine::Engine::Approvals::HeadlessAllow,
                                           [auditPath](airlock::engine::Engine::Options &options) {
                                               options.keychain = false;
                                               options.auditPath = auditPath;
                                           });
}

// A checkpoint through the engine's own Checkpoints, as the pipeline takes it; its id, empty on failure.
QString take(EngineFixture &engine, const QString &directory, const QString &label)
{
    Checkpoints *checkpoints = engine.engine->checkpoints();
    if (!checkpoints || !airlock::test::takeCheckpoint(*checkpoints, directory, label))
        return {};
    const QList<airlock::safety::Checkpoint> list = airlock::test::checkpointsOf(*checkpoints, directory);
    return list.isEmpty() ? QString() : list.first().id; // newest first
}

template<typename T> T *child(QWidget &window, const char *name)
{
    return window.findChild<T *>(QString::fromLatin1(name));
}

// The directory chooser the window opened, once it shows.
QFileDialog *openChooser(CheckpointsWindow &window)
{
    for (QFileDialog *dialog : window.findChildren<QFileDialog *>(QStringLiteral("directoryDialog"))) {
        if (dialog->isVisible())
            return dialog;
    }
    return nullptr;
}

QStringList filesShown(CheckpointsWindow &window)
{
    QStringList out;
    auto *files = child<QTreeWidget>(window, "fileList");
    for (int i = 0; i < files->topLevelItemCount(); ++i)
        out << files->topLevelItem(i)->data(0, CheckpointsWindow::StatusRole).toString() + QLatin1Char(' ') +
                   files->topLevelItem(i)->text(1);
    return out;
}

QTreeWidgetItem *fileItem(CheckpointsWindow &window, const QString &path)
{
    auto *files = child<QTreeWidget>(window, "fileList");
    for (int i = 0; i < files->topLevelItemCount(); ++i) {
        if (files->topLevelItem(i)->text(1) == path)
            return files->topLevelItem(i);
    }
    return nullptr;
}

QString diffShown(CheckpointsWindow &window)
{
    return child<QPlainTextEdit>(window, "diffView")->toPlainText();
}

QString statusShown(CheckpointsWindow &window)
{
    return child<QLabel>(window, "statusLabel")->text();
}

// Waits for the question the window opened, gives its words, and answers with its destructive button.
void confirm(CheckpointsWindow &window, QString *question)
{
    QTRY_VERIFY_WITH_TIMEOUT(window.pendingQuestion() != nullptr, 3000);
    auto *box = qobject_cast<QMessageBox *>(window.pendingQuestion());
    QVERIFY(box);
    QCOMPARE(box->windowModality(), Qt::WindowModal); // opened, not exec'd
    *question = box->text() + QLatin1Char('\n') + box->informativeText();
    for (QAbstractButton *b : box->buttons()) {
        if (box->buttonRole(b) == QMessageBox::DestructiveRole) {
            b->click();
            return;
        }
    }
    QFAIL("no confirm button");
}

// Clicks `button`, confirms, and waits for the restore to end; `ok` is how it ended.
void restoreThrough(CheckpointsWindow &window, const char *button, QString *question, bool *ok)
{
    QSignalSpy finished(&window, &CheckpointsWindow::restoreFinished);
    auto *push = child<QPushButton>(window, button);
    QVERIFY(push && push->isEnabled());
    push->click();
    confirm(window, question);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(finished.wait(20000));
    *ok = finished.first().at(0).toBool();
}

} // namespace

class TestCheckpointsWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void window_listsChangesAndDiff_restoresTickedThenAll_andRecordsEachRestore()
    {
        QTemporaryDir auditDir;
        const QString auditPath = auditDir.filePath(QStringLiteral("audit.sqlite"));
        auto engine = makeEngine(auditPath);
        QTemporaryDir project;
        const QString p = project.path();
        writeFile(p + QStringLiteral("/a.txt"), "alpha\n");
        writeFile(p + QStringLiteral("/b.txt"), "beta\n");
        writeFile(p + QStringLiteral("/sub/c.txt"), "gamma\n");
        writeFile(p + QStringLiteral("/keep.txt"), "keep\n");
        const QDateTime before = QDateTime::currentDateTime().addSecs(-1);
        const QString id = take(*engine, p, QStringLiteral("rm -rf sub b.txt"));
        QVERIFY(!id.isEmpty());
        const QDateTime after = QDateTime::currentDateTime().addSecs(1);
        // What the agent did after the checkpoint.
        writeFile(p + QStringLiteral("/a.txt"), "ALPHA\n");
        QVERIFY(QFile::remove(p + QStringLiteral("/b.txt")));
        QVERIFY(QDir(p + QStringLiteral("/sub")).removeRecursively());
        writeFile(p + QStringLiteral("/new.txt"), "new\n");

        CheckpointsWindow window(engine->engine.get());
        window.show();
        // The only directory with checkpoints is offered and shown at once.
        auto *combo = child<QComboBox>(window, "directoryCombo");
        QCOMPARE(combo->itemData(0).toString(), p);
        QCOMPARE(window.directory(), p);

        auto *list = child<QTreeWidget>(window, "checkpointList");
        QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItemCount(), 1, 10000);
        QTreeWidgetItem *row = list->topLevelItem(0);
        const QDateTime shownTime = QDateTime::fromString(row->text(0), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
        QVERIFY2(shownTime.isValid() && shownTime >= before && shownTime <= after, qPrintable(row->text(0)));
        QCOMPARE(row->text(1), QStringLiteral("rm -rf sub b.txt"));
        QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItem(0)->text(2), QStringLiteral("4"), 10000);
        QCOMPARE(window.selectedCheckpoint(), id);

        QTRY_COMPARE_WITH_TIMEOUT(filesShown(window),
                                  (QStringList{QStringLiteral("M a.txt"), QStringLiteral("D b.txt"),
                                               QStringLiteral("A new.txt"), QStringLiteral("D sub/c.txt")}),
                                  10000);
        QCOMPARE(fileItem(window, QStringLiteral("a.txt"))->text(0), QStringLiteral("modified"));
        QVERIFY2(!(fileItem(window, QStringLiteral("new.txt"))->flags() & Qt::ItemIsUserCheckable),
                 "a file the checkpoint does not have cannot be ticked for restoring");
        QTRY_VERIFY_WITH_TIMEOUT(diffShown(window).contains(QStringLiteral("-alpha\n+ALPHA")), 10000);
        QVERIFY(diffShown(window).contains(QStringLiteral("-beta")));
        QVERIFY(diffShown(window).contains(QStringLiteral("-gamma")));
        QVERIFY(diffShown(window).contains(QStringLiteral("+new")));
        QVERIFY(child<QPlainTextEdit>(window, "diffView")->isReadOnly());

        // One file's diff, then all again.
        child<QTreeWidget>(window, "fileList")->setCurrentItem(fileItem(window, QStringLiteral("a.txt")));
        // (While it loads the view says so: wait for the one file's diff itself.)
        QTRY_VERIFY_WITH_TIMEOUT(diffShown(window).contains(QStringLiteral("+ALPHA")) &&
                                     !diffShown(window).contains(QStringLiteral("beta")),
                                 10000);
        child<QPushButton>(window, "allChangesButton")->click();
        QTRY_VERIFY_WITH_TIMEOUT(diffShown(window).contains(QStringLiteral("-beta")), 10000);

        // Restore the ticked files: asked first, naming them; the others stay as they are.
        QVERIFY(!child<QPushButton>(window, "restoreSelectedButton")->isEnabled());
        fileItem(window, QStringLiteral("a.txt"))->setCheckState(0, Qt::Checked);
        fileItem(window, QStringLiteral("b.txt"))->setCheckState(0, Qt::Checked);
        QString question;
        bool ok = false;
        restoreThrough(window, "restoreSelectedButton", &question, &ok);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(question.contains(QStringLiteral("a.txt")) && question.contains(QStringLiteral("b.txt")) &&
                     question.contains(QStringLiteral("overwritten")) && !question.contains(QStringLiteral("c.txt")),
                 qPrintable(question));
        QVERIFY2(ok, qPrintable(statusShown(window)));
        QCOMPARE(readFile(p + QStringLiteral("/a.txt")), QByteArray("alpha\n"));
        QCOMPARE(readFile(p + QStringLiteral("/b.txt")), QByteArray("beta\n"));
        QVERIFY(!QFile::exists(p + QStringLiteral("/sub/c.txt")));
        QCOMPARE(readFile(p + QStringLiteral("/new.txt")), QByteArray("new\n"));
        QCOMPARE(readFile(p + QStringLiteral("/keep.txt")), QByteArray("keep\n"));
        QVERIFY2(statusShown(window).contains(QStringLiteral("Restored 2 file")), qPrintable(statusShown(window)));
        // The list follows: two files still differ, the same checkpoint stays selected.
        QTRY_COMPARE_WITH_TIMEOUT(filesShown(window),
                                  (QStringList{QStringLiteral("A new.txt"), QStringLiteral("D sub/c.txt")}), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(list->topLevelItem(0)->text(2), QStringLiteral("2"), 10000);
        QCOMPARE(window.selectedCheckpoint(), id);

        // Restore all: asked first; a file made since is kept.
        restoreThrough(window, "restoreAllButton", &question, &ok);
        if (QTest::currentTestFailed())
            return;
        QVERIFY2(question.contains(QStringLiteral("sub/c.txt")) && question.contains(QStringLiteral("overwritten")) &&
                     question.contains(QStringLiteral("kept")),
                 qPrintable(question));
        QVERIFY2(ok, qPrintable(statusShown(window)));
        QCOMPARE(readFile(p + QStringLiteral("/sub/c.txt")), QByteArray("gamma\n"));
        QCOMPARE(readFile(p + QStringLiteral("/new.txt")), QByteArray("new\n"));
        QTRY_COMPARE_WITH_TIMEOUT(filesShown(window), QStringList{QStringLiteral("A new.txt")}, 10000);

        // Each restore is in the audit log, the person's own; newest first.
        airlock::engine::AuditLog *audit = engine->engine->audit();
        QVERIFY(audit);
        audit->flush();
        airlock::engine::AuditReader reader(auditPath);
        const auto opened = reader.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        airlock::engine::AuditQuery query;
        query.kind = QStringLiteral("checkpoint_restore");
        const auto records = reader.query(query);
        QVERIFY(records.ok());
        QCOMPARE(records->size(), 2);
        const AuditRecord &all = records->at(0);
        const AuditRecord &ticked = records->at(1);
        for (const AuditRecord *r : {&all, &ticked}) {
            QCOMPARE(r->kind, QStringLiteral("checkpoint_restore"));
            QVERIFY(r->taskId.isEmpty());
            QCOMPARE(r->clientName, QStringLiteral("Airlock"));
            QCOMPARE(r->decision, QStringLiteral("allowed"));
            QCOMPARE(r->decidedBy, QStringLiteral("person"));
            QCOMPARE(r->via, QStringLiteral("checkpoints window"));
            QCOMPARE(r->cwd, p);
            QCOMPARE(r->checkpointId, id);
            QCOMPARE(r->status, QStringLiteral("success"));
            QCOMPARE(r->detail.value(QStringLiteral("checkpoint_directory")).toString(), p);
            QVERIFY(r->time.isValid() && r->time >= before.toUTC() && r->time <= QDateTime::currentDateTimeUtc());
        }
        QCOMPARE(ticked.command, QStringLiteral("restore checkpoint %1 (2 files)").arg(id.left(12)));
        QCOMPARE(ticked.detail.value(QStringLiteral("files")).toArray(),
                 QJsonArray({QStringLiteral("a.txt"), QStringLiteral("b.txt")}));
        QCOMPARE(all.command, QStringLiteral("restore checkpoint %1 (all files)").arg(id.left(12)));
        QCOMPARE(all.detail.value(QStringLiteral("files")).toArray(), QJsonArray());
    }

    void showCheckpoint_selectsThatCheckpoint_byAShortId_andSaysWhenItIsGone()
    {
        auto engine = makeEngine();
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("f.txt")), "1");
        const QString first = take(*engine, project.path(), QStringLiteral("first"));
        QVERIFY(!first.isEmpty());
        // A checkpoint's ref is named by the millisecond it was taken in: the next one's must be a later one.
        const qint64 taken = QDateTime::currentMSecsSinceEpoch();
        QTRY_VERIFY(QDateTime::currentMSecsSinceEpoch() > taken);
        writeFile(project.filePath(QStringLiteral("f.txt")), "2");
        const QString second = take(*engine, project.path(), QStringLiteral("second"));
        QVERIFY(!second.isEmpty() && second != first);

        CheckpointsWindow window(engine->engine.get());
        window.show();
        QTRY_COMPARE_WITH_TIMEOUT(window.selectedCheckpoint(), second, 10000); // the newest, at first
        window.showCheckpoint(project.path(), first.left(12));
        QTRY_COMPARE_WITH_TIMEOUT(window.selectedCheckpoint(), first, 10000);
        QCOMPARE(child<QTreeWidget>(window, "checkpointList")->currentItem()->text(1), QStringLiteral("first"));
        QTRY_COMPARE_WITH_TIMEOUT(filesShown(window), QStringList{QStringLiteral("M f.txt")}, 10000);

        window.showCheckpoint(project.path(), QStringLiteral("0123456789ab"));
        QTRY_VERIFY_WITH_TIMEOUT(statusShown(window).contains(QStringLiteral("is gone")), 10000);
        QTRY_COMPARE_WITH_TIMEOUT(window.selectedCheckpoint(), second, 10000);
    }

    void errors_areShownInTheWindow_missingDirectoryDamagedRepositoryFailedRestore()
    {
        auto engine = makeEngine();
        CheckpointsWindow window(engine->engine.get());
        window.show();
        QVERIFY(statusShown(window).contains(QStringLiteral("No checkpoints yet")));

        // A directory that is gone.
        window.showCheckpoint(QStringLiteral("/no/such/airlock/directory"), QStringLiteral("0123abcd"));
        QTRY_VERIFY_WITH_TIMEOUT(statusShown(window).contains(QStringLiteral("does not exist")), 5000);
        QVERIFY(!child<QPushButton>(window, "restoreAllButton")->isEnabled());

        // A shadow repository git cannot read.
        QTemporaryDir damaged;
        writeFile(damaged.filePath(QStringLiteral("f.txt")), "f");
        QVERIFY(!take(*engine, damaged.path(), QStringLiteral("x")).isEmpty());
        const QString repo = engine->engine->checkpoints()->repositoryFor(damaged.path());
        writeFile(repo + QStringLiteral("/HEAD"), "this is not a ref\n");
        window.showDirectory(damaged.path());
        QTRY_VERIFY_WITH_TIMEOUT(statusShown(window).contains(QStringLiteral("cannot be read")), 10000);
        QCOMPARE(child<QTreeWidget>(window, "checkpointList")->topLevelItemCount(), 0);

        // A restore git refuses (its index is locked).
        QTemporaryDir locked;
        writeFile(locked.filePath(QStringLiteral("f.txt")), "before");
        const QString id = take(*engine, locked.path(), QStringLiteral("x"));
        QVERIFY(!id.isEmpty());
        writeFile(locked.filePath(QStringLiteral("f.txt")), "after");
        window.showCheckpoint(locked.path(), id);
        QTRY_COMPARE_WITH_TIMEOUT(filesShown(window), QStringList{QStringLiteral("M f.txt")}, 10000);
        writeFile(engine->engine->checkpoints()->repositoryFor(locked.path()) + QStringLiteral("/index.lock"), "");
        QString question;
        bool ok = true;
        restoreThrough(window, "restoreAllButton", &question, &ok);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!ok);
        QVERIFY2(statusShown(window).contains(QStringLiteral("restore failed")), qPrintable(statusShown(window)));
        QCOMPARE(readFile(locked.filePath(QStringLiteral("f.txt"))), QByteArray("after"));
    }

    void otherDirectory_opensAChooser_andShowsTheChosenDirectory()
    {
        auto engine = makeEngine();
        QTemporaryDir plain;
        CheckpointsWindow window(engine->engine.get());
        window.show();
        auto *combo = child<QComboBox>(window, "directoryCombo");
        QCOMPARE(combo->count(), 1); // only "Other…"

        // The person picks "Other…".
        combo->setCurrentIndex(combo->count() - 1);
        emit combo->activated(combo->count() - 1);
        QTRY_VERIFY_WITH_TIMEOUT(openChooser(window), 5000);
        QFileDialog *dialog = openChooser(window);
        dialog->setDirectory(plain.path());
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept(), as the Choose button does
        QTRY_COMPARE_WITH_TIMEOUT(window.directory(), plain.path(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(statusShown(window).contains(QStringLiteral("has no checkpoints")), 5000);
        QCOMPARE(combo->currentData().toString(), plain.path());

        // Cancelled: the directory shown stays, and the combo says so again.
        combo->setCurrentIndex(combo->count() - 1);
        emit combo->activated(combo->count() - 1);
        QTRY_VERIFY_WITH_TIMEOUT(openChooser(window), 5000);
        openChooser(window)->reject();
        QTRY_COMPARE_WITH_TIMEOUT(combo->currentData().toString(), plain.path(), 5000);
        QCOMPARE(window.directory(), plain.path());
    }

    void mainWindow_opensOneCheckpointsWindow_atTheCheckpointAsked()
    {
        auto engine = makeEngine();
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("f.txt")), "1");
        const QString id = take(*engine, project.path(), QStringLiteral("rm f.txt"));
        QVERIFY(!id.isEmpty());
        airlock::gui::MainWindow main(engine->engine.get());
        main.show();
        auto *action = main.findChild<QAction *>(QStringLiteral("checkpointsAction"));
        QVERIFY(action);
        action->trigger();
        action->trigger();
        QCOMPARE(main.findChildren<CheckpointsWindow *>().size(), 1);
        QVERIFY(main.checkpointsWindow() && main.checkpointsWindow()->isVisible());
        main.checkpointsWindow()->close();
        main.showCheckpoint(project.path(), id.left(12));
        QCOMPARE(main.findChildren<CheckpointsWindow *>().size(), 1);
        QVERIFY(main.checkpointsWindow()->isVisible());
        QTRY_COMPARE_WITH_TIMEOUT(main.checkpointsWindow()->selectedCheckpoint(), id, 10000);
    }
};

QTEST_MAIN(TestCheckpointsWindow)
#include "tst_checkpointswindow.moc"
