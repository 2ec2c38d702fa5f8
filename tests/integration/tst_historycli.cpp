// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The real `airlock history` on audit logs written here with engine::AuditLog (open while it reads, as the running
// app's is): every filter, JSON Lines, CSV and the table, usage errors, logs it cannot read (left untouched), and
// --follow printing records as they are committed until SIGTERM.
#include "AirlockProcess.h"
#include "engine/AuditLog.h"
#include "engine/AuditRecord.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <memory>

using airlock::engine::AuditFinding;
using airlock::engine::AuditLog;
using airlock::engine::AuditRecord;
using airlock::test::IsolatedEnvironment;
using airlock::test::jsonLines;
using airlock::test::Run;

namespace {

// A command a CSV writer must quote (comma, quote, line break) and a table must escape (ESC, tab, line break).
const QString kTricky = QStringLiteral("printf '%s\\n' \"a,b\"\necho \x1b[31mred\t\"quoted\"");

QString str(const nlohmann::json &value)
{
    return QString::fromStdString(value.get<std::string>());
}

QByteArray describe(const Run &run)
{
    return "exit " + QByteArray::number(run.exitCode) + ", stderr: " + run.err;
}

AuditRecord call(const QDateTime &time, const QString &task, const QString &client, const QString &backend,
                 const QString &command, const QString &decision, const QString &decidedBy)
{
    AuditRecord record;
    record.time = time;
    record.kind = QStringLiteral("terminal");
    record.taskId = task;
    record.clientName = client;
    record.clientVersion = QStringLiteral("1.0.0");
    record.backend = backend;
    record.cwd = QStringLiteral("/home/dev/project");
    record.command = command;
    record.decision = decision;
    record.decidedBy = decidedBy;
    record.status = decision == QLatin1String("allowed") ? QStringLiteral("success") : QStringLiteral("error");
    if (decision == QLatin1String("allowed"))
        record.exitCode = 0;
    record.durationMs = 120;
    return record;
}

// Six varied records, oldest first, their times relative to `base` (now, when the suite starts).
QList<AuditRecord> sampleRecords(const QDateTime &base)
{
    const auto daysAgo = [&base](int days) { return base.addDays(-days).addSecs(-3600); };
    AuditRecord ls = call(daysAgo(9), QStringLiteral("t1"), QStringLiteral("claude-code"), QStringLiteral("local"),
                          QStringLiteral("ls -la"), QStringLiteral("allowed"), QStringLiteral("policy"));
    ls.outputBytes = 300;
    AuditRecord tricky = call(daysAgo(8), QStringLiteral("t1"), QStringLiteral("claude-code"), QStringLiteral("local"),
                              kTricky, QStringLiteral("allowed"), QStringLiteral("person"));
    tricky.scope = QStringLiteral("once");
    tricky.via = QStringLiteral("dialog");
    tricky.approvalWaitMs = 2500;
    AuditRecord rm = call(daysAgo(7), QStringLiteral("t2"), QStringLiteral("gemini-cli"), QStringLiteral("docker"),
                          QStringLiteral("rm -rf build"), QStringLiteral("denied"), QStringLiteral("rule"));
    rm.rule = QStringLiteral("rm -rf *");
    rm.findings = {
        AuditFinding{QStringLiteral("destructive_file_ops"), QStringLiteral("deletes files recursively"), {}}};
    rm.status = QStringLiteral("permission_denied");
    AuditRecord reboot = call(daysAgo(6), QStringLiteral("t2"), QStringLiteral("codex"), QStringLiteral("ssh"),
                              QStringLiteral("sudo reboot"), QStringLiteral("denied"), QStringLiteral("person"));
    reboot.via = QStringLiteral("dialog");
    reboot.message = QStringLiteral("not now");
    reboot.status = QStringLiteral("permission_denied");
    AuditRecord restore =
        call(daysAgo(5), QStringLiteral("t1"), QStringLiteral("claude-code"), QStringLiteral("local"),
             QStringLiteral("checkpoint restore 3f2a9c1"), QStringLiteral("allowed"), QStringLiteral("person"));
    restore.kind = QStringLiteral("checkpoint_restore");
    restore.checkpointId = QStringLiteral("3f2a9c1");
    restore.detail = {{QStringLiteral("directory"), QStringLiteral("/home/dev/project")}};
    AuditRecord deploy =
        call(base.addSecs(-600), QStringLiteral("t3"), QStringLiteral("claude-code"), QStringLiteral("local"),
             QStringLiteral("make deploy"), QStringLiteral("timed_out"), QStringLiteral("timeout"));
    deploy.message = QStringLiteral("nobody answered within 300 s");
    deploy.status = QStringLiteral("timeout");
    return {ls, tricky, rm, reboot, restore, deploy};
}

std::unique_ptr<AuditLog> openLog(const QString &path)
{
    AuditLog::Options options;
    options.path = path;
    options.retentionDays = 0; // the sample records are days old
    options.maxMb = 0;
    return std::make_unique<AuditLog>(options);
}

// Appends the records and waits until each is reported committed.
bool appendAll(AuditLog &log, const QList<AuditRecord> &records, QObject *context)
{
    auto written = std::make_shared<int>(0);
    auto failed = std::make_shared<int>(0);
    for (const AuditRecord &record : records)
        log.append(record, context, [written, failed](bool ok) { ++*(ok ? written : failed); });
    log.flush();
    const qsizetype expected = records.size();
    return QTest::qWaitFor([&] { return *written + *failed == expected; }, 10000) && *failed == 0;
}

QStringList commandsOf(const QByteArray &out)
{
    QStringList commands;
    for (const auto &line : jsonLines(out))
        commands.append(str(line["command"]));
    return commands;
}

// RFC 4180: fields separated by commas, records by CRLF (a bare LF accepted), quoted fields with doubled quotes.
QList<QStringList> parseCsv(const QString &text)
{
    QList<QStringList> rows;
    QStringList row;
    QString field;
    bool quoted = false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (quoted) {
            if (c == QLatin1Char('"') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('"')) {
                field += c;
                ++i;
            } else if (c == QLatin1Char('"')) {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == QLatin1Char('"')) {
            quoted = true;
        } else if (c == QLatin1Char(',')) {
            row.append(field);
            field.clear();
        } else if (c == QLatin1Char('\n') || c == QLatin1Char('\r')) {
            if (c == QLatin1Char('\r') && i + 1 < text.size() && text.at(i + 1) == QLatin1Char('\n'))
                ++i;
            row.append(field);
            rows.append(row);
            row.clear();
            field.clear();
        } else {
            field += c;
        }
    }
    if (!field.isEmpty() || !row.isEmpty()) {
        row.append(field);
        rows.append(row);
    }
    return rows;
}

// A running `airlock history --follow` and everything it printed so far.
struct Follow {
    QProcess process;
    QByteArray out;

    qsizetype lines()
    {
        out += process.readAllStandardOutput();
        return out.count('\n');
    }
    bool printed(const QByteArray &text)
    {
        lines();
        return out.contains(text);
    }
    bool ended() const { return process.state() == QProcess::NotRunning; }
};

} // namespace

class TestHistoryCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
        QVERIFY(m_dir.isValid());
        // Dates without an offset are local time: UTC for the binary, whatever the machine's zone.
        m_home.setVariable(QStringLiteral("TZ"), QStringLiteral("UTC"));
        m_base = QDateTime::currentDateTimeUtc();
        m_path = m_dir.filePath(QStringLiteral("audit.sqlite"));
        m_log = openLog(m_path); // stays open, as the running app's does
        QVERIFY(appendAll(*m_log, sampleRecords(m_base), this));
        QVERIFY2(m_log->problem().isEmpty(), qPrintable(m_log->problem()));
    }

    void filters_selectTheMatchingRecords_oldestFirst_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QStringList>("commands");
        const QString ls = QStringLiteral("ls -la"), rm = QStringLiteral("rm -rf build");
        const QString reboot = QStringLiteral("sudo reboot"), restore = QStringLiteral("checkpoint restore 3f2a9c1");
        const QString deploy = QStringLiteral("make deploy");
        const QStringList all = {ls, kTricky, rm, reboot, restore, deploy};
        const QDateTime between = m_base.addDays(-7).addSecs(-2 * 3600); // just before rm
        const QString rmDay = m_base.addDays(-7).addSecs(-3600).date().toString(Qt::ISODate);
        const auto args = [](const char *text) { return QString::fromUtf8(text).split(QLatin1Char(' ')); };

        QTest::addRow("none") << QStringList() << all;
        QTest::addRow("--task") << args("--task t2") << QStringList{rm, reboot};
        QTest::addRow("--client") << args("--client gemini-cli") << QStringList{rm};
        QTest::addRow("--backend") << args("--backend docker") << QStringList{rm};
        QTest::addRow("--backend, any case") << args("--backend SSH") << QStringList{reboot};
        QTest::addRow("--decision") << args("--decision denied") << QStringList{rm, reboot};
        QTest::addRow("--decision timed_out") << args("--decision timed_out") << QStringList{deploy};
        QTest::addRow("--decided-by") << args("--decided-by person") << QStringList{kTricky, reboot, restore};
        QTest::addRow("--kind") << args("--kind checkpoint_restore") << QStringList{restore};
        QTest::addRow("--kind terminal") << args("--kind terminal") << QStringList{ls, kTricky, rm, reboot, deploy};
        QTest::addRow("--since date-time") << QStringList{QStringLiteral("--since"), between.toString(Qt::ISODate)}
                                           << QStringList{rm, reboot, restore, deploy};
        QTest::addRow("--until date-time")
            << QStringList{QStringLiteral("--until"), between.toString(Qt::ISODate)} << QStringList{ls, kTricky};
        QTest::addRow("--since date") << QStringList{QStringLiteral("--since"), rmDay}
                                      << QStringList{rm, reboot, restore, deploy};
        QTest::addRow("--until date") << QStringList{QStringLiteral("--until"), rmDay} << QStringList{ls, kTricky};
        QTest::addRow("--since 30m") << args("--since 30m") << QStringList{deploy};
        QTest::addRow("--since 7d") << args("--since 7d") << QStringList{reboot, restore, deploy};
        QTest::addRow("--since 2w --until 6d") << args("--since 2w --until 6d") << QStringList{ls, kTricky, rm, reboot};
        QTest::addRow("--text, command") << args("--text REBOOT") << QStringList{reboot};
        QTest::addRow("--text, message") << QStringList{QStringLiteral("--text"), QStringLiteral("Not Now")}
                                         << QStringList{reboot};
        QTest::addRow("--text, rule") << QStringList{QStringLiteral("--text"), QStringLiteral("rm -rf *")}
                                      << QStringList{rm};
        QTest::addRow("--text, literal _") << args("--text ls_-la") << QStringList(); // no SQL LIKE wildcards
        QTest::addRow("--text, literal %%") << args("--text ls%") << QStringList();
        QTest::addRow("--limit: the newest") << args("--limit 2") << QStringList{restore, deploy};
        QTest::addRow("--limit 0: all") << args("--limit 0") << all;
        QTest::addRow("two filters") << args("--task t1 --decided-by person") << QStringList{kTricky, restore};
        QTest::addRow("no match") << args("--task nosuch") << QStringList();
    }
    void filters_selectTheMatchingRecords_oldestFirst()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QStringList, commands);
        const Run run = history(arguments);
        QVERIFY2(run.exitCode == 0, describe(run).constData());
        QCOMPARE(commandsOf(run.out), commands);
    }

    void jsonLines_carryEveryField()
    {
        const Run run = history({});
        QVERIFY2(run.exitCode == 0, describe(run).constData());
        const auto lines = jsonLines(run.out);
        QCOMPARE(lines.size(), 6);
        qint64 previousId = 0;
        for (const auto &line : lines) {
            QVERIFY(line["id"].get<qint64>() > previousId); // oldest first
            previousId = line["id"].get<qint64>();
        }
        const auto &tricky = lines[1];
        QCOMPARE(str(tricky["command"]), kTricky);
        QCOMPARE(str(tricky["scope"]), QStringLiteral("once"));
        QCOMPARE(str(tricky["via"]), QStringLiteral("dialog"));
        QCOMPARE(tricky["approval_wait_ms"].get<qint64>(), qint64(2500));
        QCOMPARE(tricky["exit_code"].get<int>(), 0);

        const auto &rm = lines[2];
        const QString time = str(rm["time"]);
        QVERIFY2(time.endsWith(QLatin1Char('Z')), qPrintable(time));
        QCOMPARE(QDateTime::fromString(time, Qt::ISODateWithMs), m_base.addDays(-7).addSecs(-3600));
        QCOMPARE(str(rm["kind"]), QStringLiteral("terminal"));
        QCOMPARE(str(rm["task"]), QStringLiteral("t2"));
        QCOMPARE(str(rm["client_name"]), QStringLiteral("gemini-cli"));
        QCOMPARE(str(rm["client_version"]), QStringLiteral("1.0.0"));
        QCOMPARE(str(rm["backend"]), QStringLiteral("docker"));
        QCOMPARE(str(rm["cwd"]), QStringLiteral("/home/dev/project"));
        QCOMPARE(str(rm["decision"]), QStringLiteral("denied"));
        QCOMPARE(str(rm["decided_by"]), QStringLiteral("rule"));
        QCOMPARE(str(rm["rule"]), QStringLiteral("rm -rf *"));
        QCOMPARE(str(rm["status"]), QStringLiteral("permission_denied"));
        QVERIFY(rm["exit_code"].is_null());
        QCOMPARE(rm["findings"].size(), std::size_t(1));
        QCOMPARE(str(rm["findings"][0]["category"]), QStringLiteral("destructive_file_ops"));
        QCOMPARE(str(rm["findings"][0]["reason"]), QStringLiteral("deletes files recursively"));
        QVERIFY(rm["truncated"].is_boolean());

        const auto &restore = lines[4];
        QCOMPARE(str(restore["kind"]), QStringLiteral("checkpoint_restore"));
        QCOMPARE(str(restore["checkpoint_id"]), QStringLiteral("3f2a9c1"));
        QCOMPARE(str(restore["detail"]["directory"]), QStringLiteral("/home/dev/project"));
    }

    void csv_roundTripsCommasQuotesAndLineBreaks()
    {
        const Run run = history({QStringLiteral("--format"), QStringLiteral("csv")});
        QVERIFY2(run.exitCode == 0, describe(run).constData());
        QVERIFY(run.out.startsWith("id,time,"));
        QVERIFY(run.out.contains("\r\n"));
        const QList<QStringList> rows = parseCsv(QString::fromUtf8(run.out));
        QCOMPARE(rows.size(), 7); // the header and six records
        const QStringList header = rows.first();
        for (const QStringList &row : rows)
            QCOMPARE(row.size(), header.size());
        const qsizetype command = header.indexOf(QStringLiteral("command"));
        const qsizetype exitCode = header.indexOf(QStringLiteral("exit_code"));
        const qsizetype findings = header.indexOf(QStringLiteral("findings"));
        QVERIFY(command >= 0 && exitCode >= 0 && findings >= 0);
        QCOMPARE(rows[2][command], kTricky);
        QCOMPARE(rows[2][exitCode], QStringLiteral("0"));
        QCOMPARE(rows[3][command], QStringLiteral("rm -rf build"));
        QCOMPARE(rows[3][exitCode], QString()); // none: it did not run
        const auto parsed = nlohmann::json::parse(rows[3][findings].toStdString());
        QCOMPARE(str(parsed[0]["category"]), QStringLiteral("destructive_file_ops"));
    }

    void table_isOneLinePerRecord_withoutControlCharacters()
    {
        const Run run = history({QStringLiteral("--format"), QStringLiteral("table")});
        QVERIFY2(run.exitCode == 0, describe(run).constData());
        for (const char byte : run.out)
            QVERIFY2((uchar(byte) >= 0x20 && uchar(byte) != 0x7f) || byte == '\n', run.out.constData());
        const QList<QByteArray> lines = run.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 7); // the header and six records
        QVERIFY(lines[0].startsWith("TIME"));
        QVERIFY(lines[0].contains("COMMAND"));
        QVERIFY2(lines[2].contains("\\x1b") && lines[2].contains("\\n"), lines[2].constData());
        QVERIFY(lines[1].contains("allowed (policy)"));
        QVERIFY(lines[1].contains(
            m_base.addDays(-9).addSecs(-3600).toString(QStringLiteral("yyyy-MM-dd HH:mm:ss")).toUtf8()));
        QVERIFY(lines[2].contains("allowed (person, once, dialog)"));
        QVERIFY(lines[3].contains("denied (rule `rm -rf *`)"));
        QVERIFY(lines[4].contains("denied by the person: \"not now\""));
        QVERIFY(lines[6].contains("timed out"));
        QVERIFY(lines[6].endsWith("make deploy"));
    }

    void table_showsTheFiftyNewestByDefault_fromALogNobodyHasOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        {
            QList<AuditRecord> records;
            for (int i = 1; i <= 60; ++i)
                records.append(call(m_base.addSecs(i - 100), QStringLiteral("t"), QStringLiteral("c"),
                                    QStringLiteral("local"), QStringLiteral("echo n%1").arg(i),
                                    QStringLiteral("allowed"), QStringLiteral("policy")));
            auto log = openLog(path);
            QVERIFY(appendAll(*log, records, this));
        } // closed: no app has the file open now
        const Run table = history({QStringLiteral("--format"), QStringLiteral("table")}, path);
        QVERIFY2(table.exitCode == 0, describe(table).constData());
        const QList<QByteArray> lines = table.out.trimmed().split('\n');
        QCOMPARE(lines.size(), 51);
        QVERIFY2(lines[1].endsWith("echo n11"), lines[1].constData());
        QVERIFY2(lines[50].endsWith("echo n60"), lines[50].constData());
        const Run all = history(
            {QStringLiteral("--format"), QStringLiteral("table"), QStringLiteral("--limit"), QStringLiteral("0")},
            path);
        QCOMPARE(all.out.trimmed().split('\n').size(), 61);
        QCOMPARE(jsonLines(history({}, path).out).size(), 60); // JSON Lines: all of them
    }

    void usageErrors_sayWhatIsWrong_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QByteArray>("named");
        const auto args = [](const char *text) { return QString::fromUtf8(text).split(QLatin1Char(' ')); };
        QTest::addRow("unknown option") << args("--frobnicate") << QByteArray("frobnicate");
        QTest::addRow("argument") << args("extra") << QByteArray("extra");
        QTest::addRow("missing value") << args("--task") << QByteArray("task");
        QTest::addRow("--decision") << args("--decision maybe") << QByteArray("maybe");
        QTest::addRow("--decided-by") << args("--decided-by martian") << QByteArray("martian");
        QTest::addRow("--kind") << args("--kind other") << QByteArray("other");
        QTest::addRow("--backend") << args("--backend dokcer") << QByteArray("dokcer");
        QTest::addRow("--since word") << args("--since yesterday") << QByteArray("yesterday");
        QTest::addRow("--since bad date") << args("--since 2026-13-45") << QByteArray("2026-13-45");
        QTest::addRow("--until bad unit") << args("--until 5x") << QByteArray("5x");
        QTest::addRow("--limit negative") << args("--limit=-1") << QByteArray("-1");
        QTest::addRow("--limit word") << args("--limit abc") << QByteArray("abc");
        QTest::addRow("--format") << args("--format xml") << QByteArray("xml");
    }
    void usageErrors_sayWhatIsWrong()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QByteArray, named);
        const Run run = history(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(named), run.err.constData());
        QVERIFY(run.out.isEmpty());
    }

    void help_listsTheOptions()
    {
        const Run run = airlock::test::runAirlock({QStringLiteral("history"), QStringLiteral("--help")}, {}, m_home);
        QCOMPARE(run.exitCode, 0);
        for (const char *word : {"--follow", "--decided-by", "nobody_there", "--format", "--since"})
            QVERIFY2(run.out.contains(word), word);
        const Run usage = airlock::test::runAirlock({QStringLiteral("--help")}, {}, m_home);
        QVERIFY(usage.out.contains("airlock history"));
    }

    void missingLog_isNamed_andNotCreated()
    {
        const QString path = m_dir.filePath(QStringLiteral("none/audit.sqlite"));
        const Run run = history({}, path);
        QCOMPARE(run.exitCode, 1);
        const QByteArray expected = "no audit log at " + path.toUtf8();
        QVERIFY2(run.err.contains(expected), run.err.constData());
        QVERIFY(run.out.isEmpty());
        QVERIFY(!QFileInfo::exists(path));
    }

    void defaultLog_isInTheDataFolder_orWhereTheConfigSays()
    {
        const Run none = airlock::test::runAirlock({QStringLiteral("history")}, {}, m_home);
        QCOMPARE(none.exitCode, 1);
        const QByteArray expected = m_home.path("data").toUtf8() + "/airlock/audit.sqlite";
        QVERIFY2(none.err.contains(expected), none.err.constData());

        const QByteArray json =
            QByteArray::fromStdString(nlohmann::json({{"audit", {{"path", m_path.toStdString()}}}}).dump());
        const QString config = m_home.writeConfig(json);
        const Run configured =
            airlock::test::runAirlock({QStringLiteral("history"), QStringLiteral("--config"), config}, {}, m_home);
        QVERIFY2(configured.exitCode == 0, describe(configured).constData());
        QCOMPARE(jsonLines(configured.out).size(), 6);

        const Run missingConfig = airlock::test::runAirlock(
            {QStringLiteral("history"), QStringLiteral("--config"), QStringLiteral("/no/such.json")}, {}, m_home);
        QCOMPARE(missingConfig.exitCode, 2);
        QVERIFY2(missingConfig.err.contains("/no/such.json"), missingConfig.err.constData());
    }

    void fileThatIsNotSqlite_isAnError_andLeftAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("not-a-log.sqlite"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("hello");
        }
        const Run run = history({}, path);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(path.toUtf8()), run.err.constData());
        QVERIFY(run.out.isEmpty());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray("hello"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden),
                 QStringList{QStringLiteral("not-a-log.sqlite")});
    }

    void follow_printsRecordsAsTheyAreCommitted_untilSigterm()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        auto log = openLog(path);
        QVERIFY(appendAll(*log, sampleRecords(m_base), this));
        Follow follow;
        startFollow(follow, {QStringLiteral("--db"), path});
        QTRY_VERIFY_WITH_TIMEOUT(follow.lines() >= 6 || follow.ended(), 15000);
        QVERIFY2(!follow.ended(), follow.process.readAllStandardError().constData());

        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(appendAll(*log,
                          {call(now, QStringLiteral("t4"), QStringLiteral("claude-code"), QStringLiteral("local"),
                                QStringLiteral("echo first-new"), QStringLiteral("allowed"), QStringLiteral("rule")),
                           call(now, QStringLiteral("t4"), QStringLiteral("claude-code"), QStringLiteral("local"),
                                QStringLiteral("echo second-new"), QStringLiteral("denied"), QStringLiteral("rule"))},
                          this));
        QTRY_VERIFY_WITH_TIMEOUT(follow.lines() >= 8 || follow.ended(), 15000);
        const QStringList commands = commandsOf(follow.out);
        QCOMPARE(commands.size(), 8); // each record once
        QCOMPARE(commands.mid(6), (QStringList{QStringLiteral("echo first-new"), QStringLiteral("echo second-new")}));
        stopFollow(follow);
    }

    void follow_withFiltersAndTable_printsOnlyMatchingNewRecords()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        auto log = openLog(path);
        QVERIFY(appendAll(*log, sampleRecords(m_base), this));
        Follow follow;
        startFollow(follow, {QStringLiteral("--db"), path, QStringLiteral("--decision"), QStringLiteral("denied"),
                             QStringLiteral("--format"), QStringLiteral("table")});
        QTRY_VERIFY_WITH_TIMEOUT(follow.lines() >= 3 || follow.ended(), 15000); // the header and two denials

        // The allowed one is committed first: had it been printed, it would come before the denial.
        const QDateTime now = QDateTime::currentDateTimeUtc();
        QVERIFY(
            appendAll(*log,
                      {call(now, QStringLiteral("t4"), QStringLiteral("claude-code"), QStringLiteral("local"),
                            QStringLiteral("echo allowed-later"), QStringLiteral("allowed"), QStringLiteral("rule")),
                       call(now, QStringLiteral("t4"), QStringLiteral("claude-code"), QStringLiteral("local"),
                            QStringLiteral("echo denied-later"), QStringLiteral("denied"), QStringLiteral("rule"))},
                      this));
        QTRY_VERIFY_WITH_TIMEOUT(follow.printed("denied-later") || follow.ended(), 15000);
        QCOMPARE(follow.lines(), 4);
        QVERIFY(!follow.out.contains("allowed-later"));
        QVERIFY(follow.out.startsWith("TIME"));
        stopFollow(follow);
    }

    void follow_seesTheAppStartWritingLater()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        QVERIFY(appendAll(*openLog(path), sampleRecords(m_base).mid(0, 1), this)); // then closed: no "-wal" file
        Follow follow;
        startFollow(follow, {QStringLiteral("--db"), path});
        QTRY_VERIFY_WITH_TIMEOUT(follow.lines() >= 1 || follow.ended(), 15000);

        auto log = openLog(path); // the app starts
        QVERIFY(appendAll(*log,
                          {call(QDateTime::currentDateTimeUtc(), QStringLiteral("t5"), QStringLiteral("claude-code"),
                                QStringLiteral("local"), QStringLiteral("echo after-restart"),
                                QStringLiteral("allowed"), QStringLiteral("policy"))},
                          this));
        QTRY_VERIFY_WITH_TIMEOUT(follow.lines() >= 2 || follow.ended(), 15000);
        QCOMPARE(commandsOf(follow.out), (QStringList{QStringLiteral("ls -la"), QStringLiteral("echo after-restart")}));
        stopFollow(follow);
    }

private:
    Run history(const QStringList &arguments, const QString &path = {})
    {
        return airlock::test::runAirlock(
            QStringList{QStringLiteral("history"), QStringLiteral("--db"), path.isEmpty() ? m_path : path} + arguments,
            {}, m_home);
    }

    void startFollow(Follow &follow, const QStringList &arguments)
    {
        follow.process.setProcessEnvironment(m_home.environment());
        follow.process.start(airlock::test::airlockBinary(),
                             QStringList{QStringLiteral("history"), QStringLiteral("--follow")} + arguments);
        QVERIFY(follow.process.waitForStarted(10000));
    }

    void stopFollow(Follow &follow)
    {
        QVERIFY2(!follow.ended(), follow.process.readAllStandardError().constData());
        ::kill(pid_t(follow.process.processId()), SIGTERM);
        QVERIFY(follow.process.waitForFinished(10000));
        QCOMPARE(follow.process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(follow.process.exitCode(), 0);
    }

    QTemporaryDir m_dir;
    IsolatedEnvironment m_home;
    QDateTime m_base;
    QString m_path;
    std::unique_ptr<AuditLog> m_log;
};

QTEST_GUILESS_MAIN(TestHistoryCli)
#include "tst_historycli.moc"
