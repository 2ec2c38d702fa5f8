// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Checkpoints against real git: snapshot, list, diff, restore, retention, size cap, the project's own .git untouched.
#include "safety/Checkpoints.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace airlock;
using namespace airlock::safety;

namespace {

void write(const QString &path, const QByteArray &content)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
    f.write(content);
}

QByteArray read(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

bool take(Checkpoints &c, const QString &dir, const QString &label, QString *note = nullptr)
{
    core::CheckpointJob *job = c.checkpoint(dir, label, nullptr);
    QSignalSpy spy(job, &core::CheckpointJob::finished);
    if (!job->isFinished() && !spy.wait(20000))
        return false;
    if (note)
        *note = job->note();
    const bool ok = job->ok();
    if (!ok)
        qWarning("checkpoint: %s", qPrintable(job->note()));
    delete job;
    return ok;
}

QList<Checkpoint> listOf(Checkpoints &c, const QString &dir)
{
    QList<Checkpoint> out;
    bool done = false;
    c.list(dir, [&](core::Result<QList<Checkpoint>> r) {
        if (r)
            out = *r;
        done = true;
    });
    if (!QTest::qWaitFor([&] { return done; }, 20000))
        qWarning("checkpoint list did not answer");
    return out;
}

core::Result<QString> textOf(const std::function<void(Checkpoints::TextCallback)> &op)
{
    std::optional<core::Result<QString>> out;
    op([&](core::Result<QString> r) { out = std::move(r); });
    if (!QTest::qWaitFor([&] { return out.has_value(); }, 20000))
        qWarning("checkpoint operation did not answer");
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
        write(p + QStringLiteral("/.gitignore"), "build/\n*.log\n");
        write(p + QStringLiteral("/src/main.c"), "int main(){}\n");
        write(p + QStringLiteral("/notes.txt"), "untracked but precious\n");
        write(p + QStringLiteral("/build/out.o"), "ignored\n");
        write(p + QStringLiteral("/debug.log"), "ignored\n");
        const QByteArray projectGitHead = read(p + QStringLiteral("/.git/HEAD"));

        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(take(checkpoints, p, QStringLiteral("rm -rf src")));
        const QList<Checkpoint> list = listOf(checkpoints, p);
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
        QCOMPARE(read(p + QStringLiteral("/src/main.c")), QByteArray("int main(){}\n"));
        QCOMPARE(read(p + QStringLiteral("/notes.txt")), QByteArray("untracked but precious\n"));
        QCOMPARE(read(p + QStringLiteral("/.git/HEAD")), projectGitHead);
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
        write(project.filePath(QStringLiteral("a.txt")), "a");
        Checkpoints checkpoints({root.path(), 50, 200000000});
        QVERIFY(take(checkpoints, project.path(), QStringLiteral("x")));
        const QString id = listOf(checkpoints, project.path()).first().id;
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
            write(project.filePath(QStringLiteral("f.txt")), QByteArray::number(i));
            QVERIFY(take(checkpoints, project.path(), QStringLiteral("step %1").arg(i)));
            // A checkpoint's ref is named by the millisecond it was taken in: the next one's must be a later one.
            const qint64 taken = QDateTime::currentMSecsSinceEpoch();
            QTRY_VERIFY(QDateTime::currentMSecsSinceEpoch() > taken);
        }
        const QList<Checkpoint> list = listOf(checkpoints, project.path());
        QCOMPARE(list.size(), 3);
        QCOMPARE(list.first().label, QStringLiteral("step 4"));
        QCOMPARE(list.last().label, QStringLiteral("step 2"));
    }

    void sizeCap_leavesLargeFilesOut_withANote()
    {
        QTemporaryDir root;
        QTemporaryDir project;
        write(project.filePath(QStringLiteral("small.txt")), "small");
        write(project.filePath(QStringLiteral("big.bin")), QByteArray(2 * 1024 * 1024, 'x'));
        Checkpoints checkpoints({root.path(), 50, 1024 * 1024});
        QString note;
        QVERIFY(take(checkpoints, project.path(), QStringLiteral("cap"), &note));
        QVERIFY2(note.contains(QStringLiteral("size cap")), qPrintable(note));
    }

    void missingDirectory_isANoteNotAFailureOfTheCall()
    {
        QTemporaryDir root;
        Checkpoints checkpoints({root.path(), 50, 1000});
        QString note;
        QVERIFY(!take(checkpoints, QStringLiteral("/no/such/dir"), QStringLiteral("x"), &note));
        QVERIFY(note.contains(QStringLiteral("not a directory")));
    }
};

QTEST_GUILESS_MAIN(TestCheckpoints)
#include "tst_checkpoints.moc"
