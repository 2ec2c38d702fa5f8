// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The audit log's store: schema and migrations, the worker's commits and callbacks, queries and filters, retention,
// and files it must never change (not SQLite, another program's database, a newer schema, a lock held elsewhere).
#include "AuditFixture.h"
#include "engine/AuditLog.h"
#include "engine/AuditReader.h"
#include "engine/AuditSchema.h"

#include <QCryptographicHash>
#include <QFile>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using airlock::engine::AuditLog;
using airlock::engine::AuditQuery;
using airlock::engine::AuditReader;
using airlock::engine::AuditRecord;
using airlock::test::queryWith;

namespace {

AuditRecord sample(const QString &task, const QString &command, const QString &decidedBy = QStringLiteral("policy"))
{
    AuditRecord r = airlock::test::auditRecord(0, task, command);
    r.time = QDateTime::currentDateTimeUtc(); // retention and the time filters count from now
    r.decidedBy = decidedBy;
    r.outputBytes = 3;
    return r;
}

QByteArray digest(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha256);
}

// Runs `statements` on `path` through a connection of its own, as another program would.
void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("test-%1").arg(QRandomGenerator::global()->generate());
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        QVERIFY(db.open());
        QSqlQuery q(db);
        for (const QString &s : statements)
            QVERIFY2(q.exec(s), qPrintable(s + QStringLiteral(": ") + q.lastError().text()));
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Appends and waits for the record's callback; returns whether it was written.
bool appendAndWait(AuditLog &log, const AuditRecord &record)
{
    QObject context;
    std::optional<bool> result;
    log.append(record, &context, [&](bool written) { result = written; });
    if (!QTest::qWaitFor([&] { return result.has_value(); }, 10000)) {
        qWarning("the audit log never called back");
        return false;
    }
    return *result;
}

} // namespace

class TestAuditLog : public QObject
{
    Q_OBJECT

private slots:
    void newFile_getsTheSchema_inWalMode()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("sub/audit.sqlite"));
        {
            AuditLog log({path, 90, 256});
            QVERIFY2(log.problem().isEmpty(), qPrintable(log.problem()));
            QVERIFY(appendAndWait(log, sample(QStringLiteral("t1"), QStringLiteral("echo one"))));
        }
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        QSqlQuery q(reader.database());
        QVERIFY(q.exec(QStringLiteral("PRAGMA journal_mode")) && q.next());
        QCOMPARE(q.value(0).toString(), QStringLiteral("wal"));
        QVERIFY(q.exec(QStringLiteral("PRAGMA user_version")) && q.next());
        QCOMPARE(q.value(0).toInt(), airlock::engine::kAuditSchemaVersion);
        const auto records = reader.query({});
        QVERIFY(records.ok());
        QCOMPARE(records->size(), 1);
        const AuditRecord &r = records->first();
        QCOMPARE(r.command, QStringLiteral("echo one"));
        QCOMPARE(r.clientVersion, QStringLiteral("2.1.0"));
        QCOMPARE(r.exitCode, std::optional<int>(0));
        QVERIFY(r.id > 0);
    }

    void version1File_isMigrated_keepingItsRows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        // The first schema, as an Airlock of schema 1 left it.
        runSql(path, {QStringLiteral("CREATE TABLE calls (id INTEGER PRIMARY KEY AUTOINCREMENT, time_ms INTEGER NOT "
                                     "NULL, task TEXT NOT NULL DEFAULT '', client_name TEXT NOT NULL DEFAULT '', "
                                     "client_version TEXT NOT NULL DEFAULT '', client_dir TEXT NOT NULL DEFAULT '', "
                                     "backend TEXT NOT NULL DEFAULT '', cwd TEXT NOT NULL DEFAULT '', command TEXT NOT "
                                     "NULL DEFAULT '', findings TEXT NOT NULL DEFAULT '[]', decision TEXT NOT NULL "
                                     "DEFAULT '', decided_by TEXT NOT NULL DEFAULT '', scope TEXT NOT NULL DEFAULT '', "
                                     "rule TEXT NOT NULL DEFAULT '', via TEXT NOT NULL DEFAULT '', message TEXT NOT "
                                     "NULL DEFAULT '', wait_ms INTEGER NOT NULL DEFAULT 0, status TEXT NOT NULL "
                                     "DEFAULT '', exit_code INTEGER, duration_ms INTEGER NOT NULL DEFAULT 0, "
                                     "output_bytes INTEGER NOT NULL DEFAULT 0, truncated INTEGER NOT NULL DEFAULT 0, "
                                     "secrets_redacted INTEGER NOT NULL DEFAULT 0, checkpoint_id TEXT NOT NULL "
                                     "DEFAULT '', retries INTEGER NOT NULL DEFAULT 0)"),
                      QStringLiteral("CREATE INDEX calls_time ON calls(time_ms)"),
                      QStringLiteral("INSERT INTO calls (time_ms, task, command, decision, decided_by) VALUES "
                                     "(1764000000000, 'old', 'make test', 'allowed', 'policy')"),
                      QStringLiteral("PRAGMA user_version = 1")});
        {
            AuditLog log({path, 0, 0});
            QVERIFY2(log.problem().isEmpty(), qPrintable(log.problem()));
            QVERIFY(appendAndWait(log, sample(QStringLiteral("new"), QStringLiteral("echo new"))));
        }
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        const auto records = reader.query(queryWith([&](AuditQuery &q) { q.newestFirst = false; }));
        QVERIFY(records.ok());
        QCOMPARE(records->size(), 2);
        QCOMPARE(records->at(0).command, QStringLiteral("make test"));
        QCOMPARE(records->at(0).kind, QStringLiteral("terminal")); // the new column's default
        QCOMPARE(records->at(0).time.toMSecsSinceEpoch(), qint64(1764000000000));
        QCOMPARE(records->at(1).taskId, QStringLiteral("new"));
    }

    void filesItCannotUse_areReported_andNeverChanged_data()
    {
        QTest::addColumn<QByteArray>("setup");
        QTest::addColumn<QString>("expected");
        QTest::newRow("not sqlite") << QByteArray("text") << QStringLiteral("is not an SQLite database");
        QTest::newRow("another program's database") << QByteArray("other") << QStringLiteral("another program");
        QTest::newRow("newer schema") << QByteArray("newer") << QStringLiteral("newer Airlock");
    }

    void filesItCannotUse_areReported_andNeverChanged()
    {
        QFETCH(QByteArray, setup);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        if (setup == "text") {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(QByteArray("these are my notes, not a database\n").repeated(200));
        } else if (setup == "other") {
            runSql(path, {QStringLiteral("CREATE TABLE recipes (name TEXT)"),
                          QStringLiteral("INSERT INTO recipes VALUES ('bread')")});
        } else {
            runSql(path, {QStringLiteral("CREATE TABLE calls (id INTEGER PRIMARY KEY)"),
                          QStringLiteral("PRAGMA user_version = 99")});
        }
        const QByteArray before = digest(path);
        {
            AuditLog log({path, 1, 1});
            QVERIFY2(log.problem().contains(expected), qPrintable(log.problem()));
            QVERIFY(log.problem().contains(path));
            QVERIFY(!appendAndWait(log, sample(QStringLiteral("t"), QStringLiteral("echo lost"))));
            log.prune();
            log.flush();
        }
        QCOMPARE(digest(path), before);
        QVERIFY(!QFile::exists(path + QStringLiteral("-wal")) || QFileInfo(path + QStringLiteral("-wal")).size() == 0);
        AuditReader reader(path);
        QVERIFY(!reader.open().ok());
        QCOMPARE(digest(path), before);
    }

    void lockedByAnotherProgram_failsTheWrite_thenRecovers()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        AuditLog log({path, 0, 0});
        QVERIFY(appendAndWait(log, sample(QStringLiteral("t"), QStringLiteral("echo before"))));
        QSignalSpy problems(&log, &AuditLog::problemChanged);
        const QString name = QStringLiteral("locker");
        {
            QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
            db.setDatabaseName(path);
            QVERIFY(db.open());
            QSqlQuery q(db);
            QVERIFY(q.exec(QStringLiteral("BEGIN EXCLUSIVE")));
            QVERIFY(q.exec(QStringLiteral("INSERT INTO calls (time_ms) VALUES (1)")));
            QVERIFY(!appendAndWait(log, sample(QStringLiteral("t"), QStringLiteral("echo during"))));
            QVERIFY2(log.problem().contains(QStringLiteral("locked")), qPrintable(log.problem()));
            QVERIFY(q.exec(QStringLiteral("ROLLBACK")));
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
        QVERIFY(appendAndWait(log, sample(QStringLiteral("t"), QStringLiteral("echo after"))));
        QVERIFY(log.problem().isEmpty());
        QVERIFY(problems.size() >= 2); // the problem, then its end
        log.flush();
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        const auto records = reader.query(queryWith([&](AuditQuery &q) { q.newestFirst = false; }));
        QVERIFY(records.ok());
        QStringList commands;
        for (const AuditRecord &r : *records)
            commands << r.command;
        QCOMPARE(commands, (QStringList{QStringLiteral("echo before"), QStringLiteral("echo after")}));
    }

    void manyAppends_areCommittedTogether_inOrder_withIds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        AuditLog log({path, 0, 0});
        QSignalSpy appended(&log, &AuditLog::appended);
        QObject context;
        int done = 0;
        for (int i = 0; i < 500; ++i)
            log.append(sample(QStringLiteral("t%1").arg(i % 5), QStringLiteral("echo %1").arg(i)), &context,
                       [&done](bool written) { done += written ? 1 : 0; });
        QTRY_COMPARE_WITH_TIMEOUT(done, 500, 20000);
        QCOMPARE(appended.size(), 500);
        qint64 last = 0;
        for (const QList<QVariant> &args : appended) {
            const auto r = args.at(0).value<AuditRecord>();
            QVERIFY(r.id > last);
            last = r.id;
        }
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        QCOMPARE(*reader.count({}), qint64(500));
        QCOMPARE(*reader.count(queryWith([&](AuditQuery &q) { q.taskId = QStringLiteral("t3"); })), qint64(100));
    }

    // Two writers on one file (a second Airlock process, `airlock checkpoints restore` beside the app): both commit.
    void twoWritersOnOneFile_bothCommit()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        AuditLog first({path, 0, 0});
        AuditLog second({path, 0, 0});
        QObject context;
        int done = 0;
        for (int i = 0; i < 100; ++i) {
            first.append(sample(QStringLiteral("one"), QStringLiteral("echo %1").arg(i)), &context,
                         [&done](bool ok) { done += ok ? 1 : 0; });
            second.append(sample(QStringLiteral("two"), QStringLiteral("echo %1").arg(i)), &context,
                          [&done](bool ok) { done += ok ? 1 : 0; });
        }
        QTRY_COMPARE_WITH_TIMEOUT(done, 200, 20000);
        QVERIFY(first.problem().isEmpty() && second.problem().isEmpty());
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        QCOMPARE(*reader.count({}), qint64(200));
        QCOMPARE(*reader.count(queryWith([&](AuditQuery &q) { q.taskId = QStringLiteral("two"); })), qint64(100));
    }

    void callbackOfADeletedContext_neverRuns()
    {
        QTemporaryDir dir;
        AuditLog log({dir.filePath(QStringLiteral("audit.sqlite")), 0, 0});
        bool ran = false;
        {
            QObject context;
            log.append(sample(QStringLiteral("t"), QStringLiteral("echo")), &context, [&ran](bool) { ran = true; });
        }
        QSignalSpy appended(&log, &AuditLog::appended);
        QVERIFY(appended.wait(10000));
        QVERIFY(!ran);
    }

    void filters_findWhatTheySay()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        {
            AuditLog log({path, 0, 0});
            AuditRecord a = sample(QStringLiteral("alpha"), QStringLiteral("npm run test"), QStringLiteral("person"));
            a.scope = QStringLiteral("once");
            AuditRecord b = sample(QStringLiteral("beta"), QStringLiteral("rm -rf 100%_done"), QStringLiteral("rule"));
            b.decision = QStringLiteral("denied");
            b.rule = QStringLiteral("rm *");
            b.backend = QStringLiteral("docker");
            b.clientName = QStringLiteral("codex");
            AuditRecord c = sample(QStringLiteral("alpha"), QStringLiteral("ls"));
            c.time = QDateTime::currentDateTimeUtc().addDays(-3);
            for (const AuditRecord &r : {a, b, c})
                QVERIFY(appendAndWait(log, r));
        }
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        auto count = [&](const AuditQuery &q) { return *reader.count(q); };
        QCOMPARE(count({}), qint64(3));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.taskId = QStringLiteral("alpha"); })), qint64(2));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.client = QStringLiteral("codex"); })), qint64(1));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.backend = QStringLiteral("docker"); })), qint64(1));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.decision = QStringLiteral("denied"); })), qint64(1));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.decidedBy = QStringLiteral("person"); })), qint64(1));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.since = QDateTime::currentDateTimeUtc().addDays(-1); })),
                 qint64(2));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.until = QDateTime::currentDateTimeUtc().addDays(-1); })),
                 qint64(1));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.text = QStringLiteral("RUN"); })),
                 qint64(1)); // case-insensitive
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.text = QStringLiteral("100%_"); })),
                 qint64(1)); // wildcards are literal
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.text = QStringLiteral("1000"); })), qint64(0));
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.text = QStringLiteral("rm *"); })), qint64(1)); // the rule too
        const auto newest = reader.query(queryWith([&](AuditQuery &q) { q.limit = 1; }));
        QCOMPARE(newest->first().command, QStringLiteral("ls")); // by id, not time
        const auto page = reader.query(queryWith([&](AuditQuery &q) {
            q.newestFirst = false;
            q.limit = 1;
            q.offset = 1;
        }));
        QCOMPARE(page->first().taskId, QStringLiteral("beta"));
        const qint64 firstId = reader
                                   .query(queryWith([&](AuditQuery &q) {
                                       q.newestFirst = false;
                                       q.limit = 1;
                                   }))
                                   ->first()
                                   .id;
        QCOMPARE(count(queryWith([&](AuditQuery &q) { q.afterId = firstId; })), qint64(2));
        QCOMPARE(reader.record(firstId)->command, QStringLiteral("npm run test"));
        QVERIFY(!reader.record(firstId + 100).ok());
    }

    void repeatedAllows_countOnlyThePersonsOnceAllows()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        {
            AuditLog log({path, 0, 0});
            QObject context;
            int done = 0;
            auto add = [&](const AuditRecord &r) { log.append(r, &context, [&done](bool) { ++done; }); };
            for (int i = 0; i < 14; ++i) {
                AuditRecord r = sample(QStringLiteral("t"), QStringLiteral("npm run test"), QStringLiteral("person"));
                r.scope = QStringLiteral("once");
                add(r);
            }
            for (int i = 0; i < 9; ++i) {
                AuditRecord r = sample(QStringLiteral("t"), QStringLiteral("git push"), QStringLiteral("rule"));
                add(r); // allowed by a rule: nothing to suggest
            }
            AuditRecord old = sample(QStringLiteral("t"), QStringLiteral("make deploy"), QStringLiteral("person"));
            old.scope = QStringLiteral("once");
            old.time = QDateTime::currentDateTimeUtc().addDays(-30);
            for (int i = 0; i < 6; ++i)
                add(old);
            QTRY_COMPARE_WITH_TIMEOUT(done, 29, 10000);
        }
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        const auto repeated = reader.repeatedAllows(QDateTime::currentDateTimeUtc().addDays(-7), 5);
        QVERIFY(repeated.ok());
        QCOMPARE(repeated->size(), 1);
        QCOMPARE(repeated->first().command, QStringLiteral("npm run test"));
        QCOMPARE(repeated->first().times, 14);
    }

    void retention_dropsOldRecords_andKeepsTheFileUnderItsSize()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        {
            AuditLog log({path, 0, 0});
            QObject context;
            int done = 0;
            AuditRecord old = sample(QStringLiteral("old"), QStringLiteral("echo old"));
            old.time = QDateTime::currentDateTimeUtc().addDays(-100);
            log.append(old, &context, [&done](bool) { ++done; });
            const QString big(2000, QLatin1Char('x'));
            for (int i = 0; i < 3000; ++i)
                log.append(sample(QStringLiteral("new"), QStringLiteral("echo %1 ").arg(i) + big), &context,
                           [&done](bool) { ++done; });
            QTRY_COMPARE_WITH_TIMEOUT(done, 3001, 30000);
        }
        QVERIFY(QFileInfo(path).size() > 4 * 1024 * 1024);
        {
            AuditLog log({path, 30, 2}); // retention runs when it opens, in chunks, after the log is open
            QSignalSpy pruned(&log, &AuditLog::pruned);
            QVERIFY(pruned.wait(20000));
        }
        AuditReader reader(path);
        QVERIFY(reader.open().ok());
        QCOMPARE(*reader.count(queryWith([&](AuditQuery &q) { q.taskId = QStringLiteral("old"); })), qint64(0));
        const qint64 left = *reader.count({});
        QVERIFY2(left > 300 && left < 3000, qPrintable(QString::number(left)));
        QVERIFY2(QFileInfo(path).size() <= 2 * 1024 * 1024 + 64 * 1024,
                 qPrintable(QString::number(QFileInfo(path).size())));
        // The newest are the ones kept.
        QVERIFY(reader.query(queryWith([&](AuditQuery &q) { q.limit = 1; }))
                    ->first()
                    .command.startsWith(QStringLiteral("echo 2999 ")));
    }

    void missingFile_isAClearError_forTheReader()
    {
        QTemporaryDir dir;
        AuditReader reader(dir.filePath(QStringLiteral("none.sqlite")));
        const auto opened = reader.open();
        QVERIFY(!opened.ok());
        QVERIFY(opened.error().message.contains(QStringLiteral("no audit log at")));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.sqlite"))));
    }
};

QTEST_GUILESS_MAIN(TestAuditLog)
#include "tst_auditlog.moc"
