// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Checkpoints against real git: snapshot, list, diff, restore, retention, size cap, the project's own .git untouched;
// the window's reads (changed files, diff text, directories).
#include "CheckpointHelpers.h"
#include "safety/Checkpoints.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace airlock;
using namespace airlock::safety;
using airlock::test::checkpointsOf;
using airlock::test::readFile;
using airlock::test::takeCheckpoint;
using airlock::test::writeFile;

namespace {

core::Result<QString> textOf(const std::function<void(Checkpoints::TextCallback)> &op)
{
    std::optional<core::Result<QString>> out;
    op([&](core::Result<QString> r) { out = std::move(r); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 20000))
        qWarning("checkpoint operation did not answer");
    return out.value_or(core::Error::executionFailed(QStringLiteral("no answer")));
}

core::Result<QList<ChangedFile>> filesOf(Checkpoints &c, const QString &dir, const QString &id)
{
    std::optional<core::Result<QList<ChangedFile>>> out;
    c.changedFiles(dir, id, [&](core::Result<QList<ChangedFile>> r) { out = std::move(r); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 20000))
        qWarning("changed files did not answer");
    return out.value_or(core::Error::executionFailed(QStringLiteral("no answer")));
}

} // namespace

class TestCheckpoints : public QObject
{
    Q_OBJECT

private slots:
    void snapshot_keepsTrackedAndUntracked_butNotIgnored_andRestores()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        const QString p = project.path();
        QVERIFY(QProcess::execute(QStringLiteral("git"),
                                  {QStringLiteral("-C"), p, QStringLiteral("init"), QStringLiteral("-q")}) == 0);
        writeFile(p + QStringLiteral("/.gitignore"), "build/\n*.log\n");
        writeFile(p + QStringLiteral("/src/main.c"), "int main(){}\n");
        writeFile(p + QStringLiteral("/notes.txt"), "untracked but precious\n");
        writeFile(p + QStringLiteral("/build/out.o"), "ignored\n");
        writeFile(p + QStringLiteral("/debug.log"), "ignored\n");
        const QByteArray projectGitHead = readFile(p + QStringLiteral("/.git/HEAD"));

        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(takeCheckpoint(checkpoints, p, QStringLiteral("rm -rf src")));
        const QList<Checkpoint> list = checkpointsOf(checkpoints, p);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().label, QStringLiteral("rm -rf src"));
        QVERIFY(!checkpoints.repositoryFor(p).startsWith(p)); // never inside the project

        // The destructive command happens; the diff shows it; restore brings the files back.
        QVERIFY(QDir(p + QStringLiteral("/src")).removeRecursively());
        QFile::remove(p + QStringLiteral("/notes.txt"));
        const auto diff = textOf([&](auto cb) { checkpoints.diff(p, list.first().id, cb); });
        QVERIFY2(diff.ok() && diff->contains(QStringLiteral("src/main.c")) &&
                     diff->contains(QStringLiteral("notes.txt")),
                 qPrintable(diff.ok() ? *diff : diff.error().message));
        QVERIFY(!diff->contains(QStringLiteral("out.o")));
        const auto restored = textOf([&](auto cb) { checkpoints.restore(p, list.first().id, {}, cb); });
        QVERIFY2(restored.ok(), qPrintable(restored.ok() ? QString() : restored.error().message));
        QCOMPARE(readFile(p + QStringLiteral("/src/main.c")), QByteArray("int main(){}\n"));
        QCOMPARE(readFile(p + QStringLiteral("/notes.txt")), QByteArray("untracked but precious\n"));
        QCOMPARE(readFile(p + QStringLiteral("/.git/HEAD")), projectGitHead);
        QVERIFY(!QFile::exists(p + QStringLiteral("/.git/refs/checkpoints")));
    }

    void restore_refusesPathsLeavingTheTree_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addRow("parent") << QStringLiteral("../../.bashrc");
        QTest::addRow("absolute") << QStringLiteral("/etc/passwd");
        QTest::addRow("home") << QStringLiteral("~/.ssh/config");
        QTest::addRow("sneaky") << QStringLiteral("src/../../x");
    }

    void restore_refusesPathsLeavingTheTree()
    {
        QFETCH(QString, path);
        QTemporaryDir root;
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("a.txt")), "a");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("x")));
        const QString id = checkpointsOf(checkpoints, project.path()).first().id;
        const auto result = textOf([&](auto cb) { checkpoints.restore(project.path(), id, {path}, cb); });
        QVERIFY(!result.ok());
        QVERIFY(result.error().message.contains(QStringLiteral("refusing")));
    }

    void retention_keepsTheNewest()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        Checkpoints checkpoints({root.path(), 3, 200000000});
        for (int i = 0; i < 5; ++i) {
            writeFile(project.filePath(QStringLiteral("f.txt")), QByteArray::number(i));
            QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("step %1").arg(i)));
            // A checkpoint's ref is named by the millisecond it was taken in: the next one's must be a later one.
            const qint64 taken = QDateTime::currentMSecsSinceEpoch();
            QTRY_VERIFY(QDateTime::currentMSecsSinceEpoch() > taken);
        }
        const QList<Checkpoint> list = checkpointsOf(checkpoints, project.path());
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.first().label, QStringLiteral("step 4"));
        QCOMPARE(list.last().label, QStringLiteral("step 2"));
    }

    // Tasks on one project take checkpoints at the same moment (the load test's ten agents did): each one succeeds,
    // in turn, instead of failing on git's index.lock; a job deleted while it waits does not stop the others.
    void concurrentCheckpoints_ofOneProject_allSucceedInTurn()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("f.txt")), "one");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        std::vector<core::CheckpointJob *> jobs;
        for (int i = 0; i < 8; ++i)
            jobs.push_back(checkpoints.checkpoint(project.path(), QStringLiteral("at once %1").arg(i), nullptr));
        delete jobs[3]; // its task went away before its turn
        jobs[3] = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT(std::all_of(jobs.begin(), jobs.end(),
                                             [](core::CheckpointJob *j) { return j == nullptr || j->isFinished(); }),
                                 30000);
        for (core::CheckpointJob *job : jobs) {
            if (job)
                QVERIFY2(job->ok(), qPrintable(job->note()));
            delete job;
        }
        QCOMPARE(checkpointsOf(checkpoints, project.path()).size() >= 1, true);
        QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("after")));
    }

    void sizeCap_leavesLargeFilesOut_withANote()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("small.txt")), "small");
        writeFile(project.filePath(QStringLiteral("big.bin")), QByteArray(2 * 1024 * 1024, 'x'));
        Checkpoints checkpoints({root.path(), 50, 1024 * 1024});
        QString note;
        QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("cap"), &note));
        QVERIFY2(note.contains(QStringLiteral("size cap")), qPrintable(note));
    }

    void changedFiles_listsWhatChangedSince_withItsStatus()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        const QString p = project.path();
        writeFile(p + QStringLiteral("/.gitignore"), "*.log\n");
        writeFile(p + QStringLiteral("/kept.txt"), "kept\n");
        writeFile(p + QStringLiteral("/edited.txt"), "before\n");
        writeFile(p + QStringLiteral("/gone.txt"), "gone\n");
        writeFile(p + QStringLiteral("/sub/deep file.txt"), "deep\n");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(takeCheckpoint(checkpoints, p, QStringLiteral("rm gone.txt")));
        const QString id = checkpointsOf(checkpoints, p).first().id;
        writeFile(p + QStringLiteral("/edited.txt"), "after\n");
        QFile::remove(p + QStringLiteral("/gone.txt"));
        QVERIFY(QDir(p + QStringLiteral("/sub")).removeRecursively());
        writeFile(p + QStringLiteral("/new.txt"), "new\n");
        writeFile(p + QStringLiteral("/noise.log"), "ignored\n");

        const auto files = filesOf(checkpoints, p, id);
        QVERIFY2(files.ok(), qPrintable(files.ok() ? QString() : files.error().message));
        QStringList seen;
        for (const ChangedFile &f : *files)
            seen << f.status + QLatin1Char(' ') + f.path;
        QCOMPARE(seen, (QStringList{QStringLiteral("M edited.txt"), QStringLiteral("D gone.txt"),
                                    QStringLiteral("A new.txt"), QStringLiteral("D sub/deep file.txt")}));
        // Reading leaves the shadow repository as it was: no private index left behind, the next read the same.
        QCOMPARE(QDir(checkpoints.repositoryFor(p)).entryList({QStringLiteral("airlock-read-*")}, QDir::Files),
                 QStringList());
        QCOMPARE(filesOf(checkpoints, p, id)->size(), files->size());
    }

    void diffText_isAUnifiedDiffToTheDirectoryNow_ofOneFileOrAll()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        const QString p = project.path();
        writeFile(p + QStringLiteral("/a.txt"), "alpha\n");
        writeFile(p + QStringLiteral("/b.txt"), "beta\n");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(takeCheckpoint(checkpoints, p, QStringLiteral("x")));
        const QString id = checkpointsOf(checkpoints, p).first().id;
        writeFile(p + QStringLiteral("/a.txt"), "ALPHA\n");
        QFile::remove(p + QStringLiteral("/b.txt"));
        writeFile(p + QStringLiteral("/ünew.txt"), "fresh\n");

        const auto all = textOf([&](auto cb) { checkpoints.diffText(p, id, {}, cb); });
        QVERIFY2(all.ok(), qPrintable(all.ok() ? QString() : all.error().message));
        QVERIFY2(all->contains(QStringLiteral("--- a/a.txt\n+++ b/a.txt\n")) &&
                     all->contains(QStringLiteral("-alpha\n+ALPHA\n")),
                 qPrintable(*all));
        QVERIFY(all->contains(QStringLiteral("deleted file mode")) && all->contains(QStringLiteral("-beta\n")));
        QVERIFY2(all->contains(QStringLiteral("+++ b/ünew.txt")) && all->contains(QStringLiteral("+fresh\n")),
                 qPrintable(*all));

        const auto one = textOf([&](auto cb) { checkpoints.diffText(p, id, QStringLiteral("a.txt"), cb); });
        QVERIFY(one.ok() && one->contains(QStringLiteral("+ALPHA")));
        QVERIFY(!one->contains(QStringLiteral("b.txt")) && !one->contains(QStringLiteral("new.txt")));
        const auto fresh = textOf([&](auto cb) { checkpoints.diffText(p, id, QStringLiteral("ünew.txt"), cb); });
        QVERIFY(fresh.ok() && fresh->contains(QStringLiteral("+fresh")) && !fresh->contains(QStringLiteral("a.txt")));
        const auto outside = textOf([&](auto cb) { checkpoints.diffText(p, id, QStringLiteral("../x"), cb); });
        QVERIFY(!outside.ok());
        // The working tree is compared, never changed.
        QCOMPARE(readFile(p + QStringLiteral("/a.txt")), QByteArray("ALPHA\n"));
        QVERIFY(!QFile::exists(p + QStringLiteral("/b.txt")));
    }

    void diffText_isCutAtTheLimit_withANote()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        QByteArray before;
        QByteArray after;
        for (int i = 0; i < 60000; ++i) {
            before += "line " + QByteArray::number(i) + " as it was in the checkpoint\n";
            after += "line " + QByteArray::number(i) + " as an agent rewrote it later\n";
        }
        QVERIFY(before.size() > Checkpoints::kMaxDiffBytes);
        writeFile(project.filePath(QStringLiteral("big.txt")), before);
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("x")));
        const QString id = checkpointsOf(checkpoints, project.path()).first().id;
        writeFile(project.filePath(QStringLiteral("big.txt")), after);
        const auto diff = textOf([&](auto cb) { checkpoints.diffText(project.path(), id, {}, cb); });
        QVERIFY2(diff.ok(), qPrintable(diff.ok() ? QString() : diff.error().message));
        QVERIFY(diff->toUtf8().size() <= Checkpoints::kMaxDiffBytes + 100);
        QVERIFY(diff->contains(QStringLiteral("-line 0 as it was")));
        QVERIFY2(diff->endsWith(QStringLiteral("[the diff is longer than 2 MB and was cut here]\n")),
                 qPrintable(diff->right(200)));
    }

    void directories_listsEveryCheckpointedDirectory_andSkipsUnrecordedRepositories()
    {
        QTemporaryDir root;
        QTemporaryDir one;
        QTemporaryDir two;
        writeFile(one.filePath(QStringLiteral("f")), "1");
        writeFile(two.filePath(QStringLiteral("f")), "2");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QCOMPARE(checkpoints.directories(), QStringList());
        QVERIFY(takeCheckpoint(checkpoints, one.path(), QStringLiteral("x")));
        QVERIFY(takeCheckpoint(checkpoints, two.path(), QStringLiteral("y")));
        QStringList dirs = checkpoints.directories();
        dirs.sort();
        QStringList expected{QFileInfo(one.path()).absoluteFilePath(), QFileInfo(two.path()).absoluteFilePath()};
        expected.sort();
        QCOMPARE(dirs, expected);

        // A repository from before directories were recorded is left out, and named again at its next checkpoint.
        const QString recorded =
            checkpoints.repositoryFor(one.path()) + QLatin1Char('/') + Checkpoints::directoryFileName();
        QVERIFY(QFile::remove(recorded));
        QCOMPARE(checkpoints.directories(), QStringList{QFileInfo(two.path()).absoluteFilePath()});
        QVERIFY(takeCheckpoint(checkpoints, one.path(), QStringLiteral("z")));
        QVERIFY(checkpoints.directories().contains(QFileInfo(one.path()).absoluteFilePath()));
        // A name that does not lead back to its repository is not believed.
        writeFile(recorded, "/somewhere/else");
        QVERIFY(!checkpoints.directories().contains(QStringLiteral("/somewhere/else")));
    }

    void reads_ofAMissingDirectoryOrUnknownCheckpoint_areErrors()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("a.txt")), "a");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        const auto none = filesOf(checkpoints, project.path(), QStringLiteral("0123abcd"));
        QVERIFY(!none.ok() && none.error().message.contains(QStringLiteral("no checkpoints")));
        QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("x")));
        const auto unknown = filesOf(checkpoints, project.path(), QStringLiteral("0123abcd"));
        QVERIFY(!unknown.ok());
        const auto option =
            textOf([&](auto cb) { checkpoints.diffText(project.path(), QStringLiteral("--output=x"), {}, cb); });
        QVERIFY(!option.ok() && option.error().message.contains(QStringLiteral("not a checkpoint id")));
        const auto missing = filesOf(checkpoints, QStringLiteral("/no/such/dir"), QStringLiteral("0123abcd"));
        QVERIFY(!missing.ok() && missing.error().message.contains(QStringLiteral("does not exist")));
        const auto restoreMissing = textOf(
            [&](auto cb) { checkpoints.restore(QStringLiteral("/no/such/dir"), QStringLiteral("0123abcd"), {}, cb); });
        QVERIFY(!restoreMissing.ok());
    }

    void restore_takesPathsLiterally()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        writeFile(project.filePath(QStringLiteral("a.txt")), "a");
        writeFile(project.filePath(QStringLiteral("*.txt")), "star");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(takeCheckpoint(checkpoints, project.path(), QStringLiteral("x")));
        const QString id = checkpointsOf(checkpoints, project.path()).first().id;
        writeFile(project.filePath(QStringLiteral("a.txt")), "changed");
        writeFile(project.filePath(QStringLiteral("*.txt")), "changed");
        const auto restored =
            textOf([&](auto cb) { checkpoints.restore(project.path(), id, {QStringLiteral("*.txt")}, cb); });
        QVERIFY2(restored.ok(), qPrintable(restored.ok() ? QString() : restored.error().message));
        QCOMPARE(readFile(project.filePath(QStringLiteral("*.txt"))), QByteArray("star"));
        QCOMPARE(readFile(project.filePath(QStringLiteral("a.txt"))), QByteArray("changed"));
    }

    void missingDirectory_isANoteNotAFailureOfTheCall()
    {
        QTemporaryDir root;
        Checkpoints checkpoints({root.path(), 50, 1000});
        QString note;
        QVERIFY(!takeCheckpoint(checkpoints, QStringLiteral("/no/such/dir"), QStringLiteral("x"), &note));
        QVERIFY(note.contains(QStringLiteral("not a directory")));
    }
};

QTEST_GUILESS_MAIN(TestCheckpoints)
#include "tst_checkpoints.moc"
