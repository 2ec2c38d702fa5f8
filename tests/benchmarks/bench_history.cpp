// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The History window's figures (issue 16), on an audit log of a million records:
//  1. opening the window and showing the first page (target: under 1 s);
//  2. a filtered query, task + free text, counted and its first page fetched (target: under 1 s);
//  3. for information: free text alone (a scan of every command), a sort on a column without an index, a page deep
//     in the log, the rule suggestions, and exporting one task's records.
// The log is made quickly: engine::AuditLog creates the file and its schema, then one INSERT … SELECT over a recursive
// CTE adds the records in a single transaction.
// Usage: bench_history [records=1000000]. Runs on the platform QT_QPA_PLATFORM names (offscreen when unset).
#include "OffscreenByDefault.h"
#include "engine/AuditLog.h"
#include "engine/AuditRecord.h"
#include "gui/HistoryModel.h"
#include "gui/HistoryWindow.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cstdio>

using airlock::engine::AuditLog;
using airlock::engine::AuditQuery;
using airlock::gui::HistoryExport;
using airlock::gui::HistoryModel;
using airlock::gui::HistoryWindow;

namespace {

double ms(const QElapsedTimer &clock)
{
    return double(clock.nsecsElapsed()) / 1e6;
}

// The schema from the real writer (one record, flushed), then `count` records from SQLite itself.
bool makeLog(const QString &path, int count)
{
    {
        AuditLog::Options options;
        options.path = path;
        options.retentionDays = 0;
        options.maxMb = 0;
        AuditLog log(options);
        airlock::engine::AuditRecord first;
        first.time = QDateTime::currentDateTimeUtc();
        first.kind = QStringLiteral("terminal");
        first.taskId = QStringLiteral("task-0");
        first.command = QStringLiteral("true");
        first.decision = QStringLiteral("allowed");
        first.decidedBy = QStringLiteral("policy");
        first.status = QStringLiteral("success");
        log.append(first, &log);
        log.flush();
        if (!log.problem().isEmpty()) {
            std::fprintf(stderr, "the audit log could not be created: %s\n", qPrintable(log.problem()));
            return false;
        }
    }
    const QString connection = QStringLiteral("bench-history-fill");
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        db.setDatabaseName(path);
        if (!db.open()) {
            std::fprintf(stderr, "cannot open %s: %s\n", qPrintable(path), qPrintable(db.lastError().text()));
            return false;
        }
        QSqlQuery query(db);
        query.exec(QStringLiteral("PRAGMA synchronous=OFF"));
        db.transaction();
        query.prepare(QStringLiteral(
            "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?) "
            "INSERT INTO calls (time_ms, kind, task, client_name, client_version, client_dir, backend, cwd, command, "
            "findings, decision, decided_by, scope, rule, via, message, wait_ms, status, exit_code, "
            "duration_ms, output_bytes, truncated, secrets_redacted, checkpoint_id, retries, detail) "
            "SELECT ? + i * 1000, 'terminal', 'task-' || (i % 50), "
            "CASE i % 3 WHEN 0 THEN 'claude-code' WHEN 1 THEN 'codex' ELSE 'goose' END, '2.1.0', '', "
            "CASE i % 4 WHEN 0 THEN 'docker' ELSE 'local' END, '/home/dev/project-' || (i % 50), "
            "CASE i % 7 WHEN 0 THEN 'npm run test -- --shard=' || (i % 13) WHEN 1 THEN 'rm -rf build/' || (i % 97) "
            "ELSE 'echo step ' || i END, "
            "CASE i % 7 WHEN 1 THEN '[{\"category\":\"destructive_file_ops\",\"reason\":\"deletes build\"}]' "
            "ELSE '[]' END, "
            "CASE i % 10 WHEN 0 THEN 'denied' ELSE 'allowed' END, "
            "CASE i % 10 WHEN 0 THEN 'person' WHEN 1 THEN 'person' ELSE 'policy' END, "
            "CASE i % 10 WHEN 1 THEN 'once' ELSE '' END, '', CASE i % 10 WHEN 0 THEN 'dialog' ELSE '' END, "
            "CASE i % 10 WHEN 0 THEN 'not now' ELSE '' END, 0, 'success', i % 3, i % 5000, 100 + i % 100000, "
            "0, 0, '', 0, '{}' FROM n"));
        query.addBindValue(count);
        query.addBindValue(QDateTime::currentDateTimeUtc().toMSecsSinceEpoch() - qint64(count) * 1000);
        ok = query.exec();
        if (!ok)
            std::fprintf(stderr, "filling the log failed: %s\n", qPrintable(query.lastError().text()));
        ok = ok && db.commit();
        query.finish();
        db.close();
    }
    QSqlDatabase::removeDatabase(connection);
    return ok;
}

} // namespace

int main(int argc, char **argv)
{
    airlock::test::offscreenUnlessDisplayed();
    QApplication app(argc, argv);
    QStandardPaths::setTestModeEnabled(true);
    const int count = argc > 1 ? std::max(1000, std::atoi(argv[1])) : 1000000;

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
    QElapsedTimer clock;
    clock.start();
    if (!makeLog(path, count))
        return 1;
    std::printf("made a log of %d records in %.0f ms (%.0f MB)\n", count + 1, ms(clock),
                double(QFileInfo(path).size()) / 1e6);

    clock.restart();
    HistoryWindow window(path, nullptr, nullptr);
    window.resize(1280, 800);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        std::fprintf(stderr, "the window was not exposed\n");
    const double open = ms(clock);
    HistoryModel *model = window.model();
    if (!window.problem().isEmpty())
        std::fprintf(stderr, "problem: %s\n", qPrintable(window.problem()));
    std::printf("open the History window on %lld records, first page shown (%d rows): %.1f ms (target < 1000 ms)\n",
                qlonglong(model->total()), model->rowCount(), open);

    AuditQuery filtered;
    filtered.taskId = QStringLiteral("task-7");
    filtered.text = QStringLiteral("npm run");
    clock.restart();
    model->setFilter(filtered);
    std::printf("filter task + text (task-7, \"npm run\"): %lld records counted, first page fetched in %.1f ms "
                "(target < 1000 ms)\n",
                qlonglong(model->total()), ms(clock));

    AuditQuery text;
    text.text = QStringLiteral("shard=5");
    clock.restart();
    model->setFilter(text);
    std::printf("filter on free text alone (\"shard=5\", every command read): %lld records in %.1f ms\n",
                qlonglong(model->total()), ms(clock));

    model->setFilter({});
    clock.restart();
    model->sort(HistoryModel::DurationColumn, Qt::AscendingOrder);
    std::printf("sort the whole log by duration (no index): %.1f ms\n", ms(clock));
    model->sort(HistoryModel::TimeColumn, Qt::DescendingOrder);

    const int pages = 50;
    for (int i = 0; i < pages - 1; ++i)
        model->fetchMore({});
    clock.restart();
    model->fetchMore({});
    std::printf("one more page at row %d (scrolled %d pages down): %.1f ms\n", model->rowCount(), pages, ms(clock));

    clock.restart();
    window.refreshSuggestions();
    std::printf("rule suggestions (allowed by hand in the last 7 days): %lld found in %.1f ms\n",
                qlonglong(window.suggestions().size()), ms(clock));

    AuditQuery oneTask;
    oneTask.taskId = QStringLiteral("task-7");
    model->setFilter(oneTask);
    QSignalSpy finished(&window, &HistoryWindow::exportFinished);
    clock.restart();
    window.exportTo(dir.filePath(QStringLiteral("task-7.jsonl")), HistoryExport::Format::JsonLines);
    finished.wait(600000);
    std::printf("export one task's %lld records as JSON Lines: %.0f ms (%s)\n", qlonglong(model->total()), ms(clock),
                finished.isEmpty() || !finished.at(0).at(0).toBool() ? "failed" : "ok");
    return 0;
}
