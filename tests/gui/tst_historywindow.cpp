// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The History window over a real audit log (engine::AuditLog writes it, as in the app): pages, filters, sorting,
// a record in full, export, live rows, a file that is not SQLite. The rule suggestions, the task's History tab and
// the main window's History action are in tst_historysuggestions.
#include "AuditFixture.h"
#include "engine/AuditExport.h"
#include "engine/AuditLog.h"
#include "engine/AuditReader.h"
#include "gui/HistoryModel.h"
#include "gui/HistoryRecordDialog.h"
#include "gui/HistoryWindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QFileDialog>
#include <QHeaderView>
#include <QJsonDocument>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>

#include <algorithm>
#include <functional>

using airlock::engine::AuditLog;
using airlock::engine::AuditRecord;
using airlock::gui::HistoryExport;
using airlock::gui::HistoryModel;
using airlock::gui::HistoryRecordDialog;
using airlock::gui::HistoryWindow;
using airlock::test::auditBase;
using airlock::test::auditRecord;
using airlock::test::TempAuditLog;

using Apply = std::function<void(HistoryWindow &)>;
using Matches = std::function<bool(const AuditRecord &)>;
using Less = std::function<bool(const AuditRecord &, const AuditRecord &)>;
Q_DECLARE_METATYPE(Apply)
Q_DECLARE_METATYPE(Matches)
Q_DECLARE_METATYPE(Less)

namespace {

// Twenty records that differ in every filtered field.
QList<AuditRecord> mixed()
{
    QList<AuditRecord> out;
    for (int i = 0; i < 20; ++i) {
        AuditRecord r =
            auditRecord(i, i % 2 ? QStringLiteral("beta") : QStringLiteral("alpha"),
                        i == 7 ? QStringLiteral("npm run build-WIDGET") : QStringLiteral("echo step-%1").arg(i));
        r.clientName = i % 4 < 2 ? QStringLiteral("claude-code") : QStringLiteral("codex");
        r.backend = i % 5 == 0 ? QStringLiteral("docker") : QStringLiteral("local");
        switch (i % 3) {
        case 0:
            r.decision = QStringLiteral("denied");
            r.decidedBy = QStringLiteral("person");
            r.message = QStringLiteral("not on a Friday");
            r.status = QStringLiteral("permission_denied");
            r.exitCode.reset();
            break;
        case 1:
            r.decidedBy = QStringLiteral("rule");
            r.rule = QStringLiteral("echo *");
            r.exitCode = i % 4;
            break;
        default: r.exitCode = i % 4; break;
        }
        r.durationMs = (i * 37) % 20 * 10;
        out << r;
    }
    return out;
}

// `echo step-<i>` for i = 0…count-1, of the tasks alpha (even i) and beta (odd i).
void appendSteps(TempAuditLog &log, int count)
{
    for (int i = 0; i < count; ++i)
        log.append(auditRecord(i, i % 2 ? QStringLiteral("beta") : QStringLiteral("alpha"),
                               QStringLiteral("echo step-%1").arg(i)));
}

bool containsText(const AuditRecord &r, const QString &text)
{
    return r.command.contains(text, Qt::CaseInsensitive) || r.message.contains(text, Qt::CaseInsensitive) ||
           r.rule.contains(text, Qt::CaseInsensitive);
}

template<typename T> T *part(QWidget &window, const char *name)
{
    T *widget = window.findChild<T *>(QString::fromLatin1(name));
    if (!widget)
        qWarning("no %s", name);
    return widget;
}

void selectData(QComboBox *combo, const QString &value)
{
    combo->setCurrentIndex(combo->findData(value));
}

// Every page (bounded: a page that fails to come stays fetchable, and the test fails on the count instead).
void fetchAll(HistoryModel *model)
{
    for (int page = 0; page < 1000 && model->canFetchMore({}); ++page)
        model->fetchMore({});
}

QStringList lines(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

} // namespace

class TestHistoryWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void opens_newestFirst_aPageAtATime()
    {
        TempAuditLog log;
        appendSteps(log, 450);
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.resize(900, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        HistoryModel *model = window.model();
        QCOMPARE(model->total(), 450);
        QCOMPARE(model->rowCount(), HistoryModel::kPageSize);
        QCOMPARE(model->recordAt(0).command, QStringLiteral("echo step-449"));
        QCOMPARE(model->recordAt(HistoryModel::kPageSize - 1).command, QStringLiteral("echo step-250"));
        QVERIFY(part<QLabel>(window, "countLabel")->text().contains(QStringLiteral("450")));
        QVERIFY(window.problem().isEmpty());
        // Scrolling to the end brings the next page, and only that.
        window.view()->scrollToBottom();
        QTRY_COMPARE(model->rowCount(), 2 * HistoryModel::kPageSize);
        QCOMPARE(model->recordAt(2 * HistoryModel::kPageSize - 1).command, QStringLiteral("echo step-50"));
        fetchAll(model);
        QCOMPARE(model->rowCount(), 450);
        QCOMPARE(model->recordAt(449).command, QStringLiteral("echo step-0"));
        QVERIFY(!model->canFetchMore({}));
    }

    void filters_eachNarrowsTheRows_data()
    {
        QTest::addColumn<Apply>("apply");
        QTest::addColumn<Matches>("matches");
        const auto is = [](QString AuditRecord::*field, const char *value) {
            return Matches([field, value](const AuditRecord &r) { return r.*field == QLatin1String(value); });
        };
        QTest::addRow("task") << Apply([](HistoryWindow &w) {
            part<QComboBox>(w, "taskFilter")->setEditText(QStringLiteral("beta"));
        }) << is(&AuditRecord::taskId, "beta");
        QTest::addRow("client") << Apply([](HistoryWindow &w) {
            part<QComboBox>(w, "clientFilter")->setEditText(QStringLiteral("codex"));
        }) << is(&AuditRecord::clientName, "codex");
        QTest::addRow("backend") << Apply([](HistoryWindow &w) {
            part<QComboBox>(w, "backendFilter")->setEditText(QStringLiteral("docker"));
        }) << is(&AuditRecord::backend, "docker");
        QTest::addRow("decision") << Apply([](HistoryWindow &w) {
            selectData(part<QComboBox>(w, "decisionFilter"), QStringLiteral("denied"));
        }) << is(&AuditRecord::decision, "denied");
        QTest::addRow("who decided") << Apply([](HistoryWindow &w) {
            selectData(part<QComboBox>(w, "decidedByFilter"), QStringLiteral("rule"));
        }) << is(&AuditRecord::decidedBy, "rule");
        QTest::addRow("time range") << Apply([](HistoryWindow &w) {
            part<QDateTimeEdit>(w, "fromEdit")->setDateTime(auditBase().addSecs(10 * 60).toLocalTime());
            part<QDateTimeEdit>(w, "toEdit")->setDateTime(auditBase().addSecs(15 * 60).toLocalTime());
            part<QCheckBox>(w, "fromCheck")->setChecked(true);
            part<QCheckBox>(w, "toCheck")->setChecked(true);
        }) << Matches([](const AuditRecord &r) {
            return r.time >= auditBase().addSecs(10 * 60) && r.time < auditBase().addSecs(15 * 60);
        });
        QTest::addRow("text in the command, any case")
            << Apply([](HistoryWindow &w) { part<QLineEdit>(w, "textFilter")->setText(QStringLiteral("widget")); })
            << Matches([](const AuditRecord &r) { return containsText(r, QStringLiteral("widget")); });
        QTest::addRow("text in the message")
            << Apply([](HistoryWindow &w) { part<QLineEdit>(w, "textFilter")->setText(QStringLiteral("friday")); })
            << Matches([](const AuditRecord &r) { return containsText(r, QStringLiteral("friday")); });
        QTest::addRow("two at once") << Apply([](HistoryWindow &w) {
            part<QComboBox>(w, "taskFilter")->setEditText(QStringLiteral("alpha"));
            selectData(part<QComboBox>(w, "decisionFilter"), QStringLiteral("denied"));
        }) << Matches([](const AuditRecord &r) {
            return r.taskId == QLatin1String("alpha") && r.decision == QLatin1String("denied");
        });
    }

    void filters_eachNarrowsTheRows()
    {
        QFETCH(Apply, apply);
        QFETCH(Matches, matches);
        TempAuditLog log;
        const QList<AuditRecord> records = mixed();
        for (const AuditRecord &r : records)
            log.append(r);
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.show();
        HistoryModel *model = window.model();
        QCOMPARE(model->total(), qint64(records.size()));
        const auto expected = std::count_if(records.cbegin(), records.cend(), matches);
        QVERIFY2(expected > 0 && expected < records.size(),
                 "the row must tell a filter that works from one that does not");

        apply(window);
        QTRY_COMPARE(model->total(), qint64(expected));
        QCOMPARE(model->rowCount(), int(expected));
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY2(matches(model->recordAt(row)), qPrintable(model->recordAt(row).command));

        window.clearFilters();
        QCOMPARE(model->total(), qint64(records.size()));
    }

    void textFilter_waitsUntilTypingPauses()
    {
        TempAuditLog log;
        for (const AuditRecord &r : mixed())
            log.append(r);
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.show();
        QTest::keyClicks(part<QLineEdit>(window, "textFilter"), QStringLiteral("widget"));
        // No event loop has run since the keys: the query waits for the debounce, not for every key.
        QCOMPARE(window.model()->total(), 20);
        QTRY_COMPARE(window.model()->total(), 1);
        QCOMPARE(window.model()->recordAt(0).command, QStringLiteral("npm run build-WIDGET"));
    }

    void sort_byClickingAColumn_ordersTheWholeLog_data()
    {
        QTest::addColumn<int>("column");
        QTest::addColumn<Less>("less");
        QTest::addRow("time") << int(HistoryModel::TimeColumn)
                              << Less([](const AuditRecord &a, const AuditRecord &b) { return a.time < b.time; });
        QTest::addRow("task") << int(HistoryModel::TaskColumn)
                              << Less([](const AuditRecord &a, const AuditRecord &b) { return a.taskId < b.taskId; });
        QTest::addRow("client") << int(HistoryModel::ClientColumn)
                                << Less([](const AuditRecord &a, const AuditRecord &b) {
                                       return a.clientName < b.clientName;
                                   });
        QTest::addRow("backend") << int(HistoryModel::BackendColumn)
                                 << Less([](const AuditRecord &a, const AuditRecord &b) {
                                        return a.backend < b.backend;
                                    });
        QTest::addRow("decision") << int(HistoryModel::DecisionColumn)
                                  << Less([](const AuditRecord &a, const AuditRecord &b) {
                                         return a.decision < b.decision;
                                     });
        QTest::addRow("exit") << int(HistoryModel::ExitColumn) << Less([](const AuditRecord &a, const AuditRecord &b) {
            return a.exitCode.value_or(INT_MIN) < b.exitCode.value_or(INT_MIN); // no exit status first
        });
        QTest::addRow("duration") << int(HistoryModel::DurationColumn)
                                  << Less([](const AuditRecord &a, const AuditRecord &b) {
                                         return a.durationMs < b.durationMs;
                                     });
    }

    void sort_byClickingAColumn_ordersTheWholeLog()
    {
        QFETCH(int, column);
        QFETCH(Less, less);
        TempAuditLog log;
        QList<AuditRecord> records;
        const QStringList clients{QStringLiteral("codex"), QStringLiteral("claude-code"), QStringLiteral("goose")};
        const QStringList backends{QStringLiteral("local"), QStringLiteral("docker"), QStringLiteral("ssh"),
                                   QStringLiteral("modal")};
        const QStringList decisions{QStringLiteral("allowed"), QStringLiteral("denied"), QStringLiteral("timed_out"),
                                    QStringLiteral("cancelled"), QStringLiteral("refused")};
        for (int i = 0; i < 450; ++i) {
            // Times out of id order, so that sorting by time is not sorting by id.
            AuditRecord r = auditRecord((i * 37) % 450, QStringLiteral("task-%1").arg((i * 7) % 13),
                                        QStringLiteral("echo %1").arg(i));
            r.clientName = clients.at(i % 3);
            r.backend = backends.at(i % 4);
            r.decision = decisions.at(i % 5);
            r.exitCode = i % 6 == 0 ? std::nullopt : std::optional<int>((i * 5) % 7);
            r.durationMs = (i * 7919) % 1000;
            records << r;
            log.append(r);
        }
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.resize(1100, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QHeaderView *header = window.view()->horizontalHeader();
        const QPoint middle(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                            header->height() / 2);
        HistoryModel *model = window.model();
        const bool byId = column == HistoryModel::TimeColumn && !model->timeIndexed();
        if (byId) {
            qWarning("the log has no index on time_ms: Time sorts in the order records were committed");
            less = [](const AuditRecord &a, const AuditRecord &b) { return a.id < b.id; };
        }

        // The first click sorts ascending (time, shown newest first, flips to oldest first); the second descending.
        for (const Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, middle);
            QCOMPARE(model->sortColumn(), column);
            QCOMPARE(model->sortOrder(), order);
            QCOMPARE(model->rowCount(), HistoryModel::kPageSize);
            // The first row is the first of the whole log, not of the page that was loaded before.
            const auto first = order == Qt::AscendingOrder ? std::min_element(records.cbegin(), records.cend(), less)
                                                           : std::max_element(records.cbegin(), records.cend(), less);
            if (!byId) // (the records written have no ids; the log's are 1…450)
                QVERIFY(!less(*first, model->recordAt(0)) && !less(model->recordAt(0), *first));
            else
                QCOMPARE(model->recordAt(0).id, order == Qt::AscendingOrder ? model->total() - 449 : model->total());
            fetchAll(model);
            QCOMPARE(model->rowCount(), records.size());
            for (int row = 1; row < model->rowCount(); ++row) {
                const AuditRecord &a = model->recordAt(row - 1);
                const AuditRecord &b = model->recordAt(row);
                const bool inOrder = order == Qt::AscendingOrder ? less(a, b) || (!less(b, a) && a.id < b.id)
                                                                 : less(b, a) || (!less(a, b) && a.id > b.id);
                QVERIFY2(inOrder, qPrintable(QStringLiteral("rows %1 and %2").arg(row - 1).arg(row)));
            }
        }
    }

    void openingARecord_showsEverythingInIt()
    {
        TempAuditLog log;
        AuditRecord r = auditRecord(1, QStringLiteral("alpha"), QStringLiteral("rm -rf build && npm test"));
        r.findings = {{QStringLiteral("destructive_file_ops"), QStringLiteral("deletes build recursively"), {}}};
        r.decidedBy = QStringLiteral("person");
        r.scope = QStringLiteral("once");
        r.via = QStringLiteral("dialog");
        r.message = QStringLiteral("only the build directory");
        r.rule = QStringLiteral("rm -rf build");
        r.clientDirectory = QStringLiteral("/home/dev/.claude");
        r.approvalWaitMs = 4200;
        r.outputBytes = 12345;
        r.truncated = true;
        r.secretsRedacted = 2;
        r.retries = 1;
        r.checkpointId = QStringLiteral("ckpt-42");
        r.detail.insert(QStringLiteral("checkpoint_directory"), QStringLiteral("/home/dev/project/app"));
        log.append(r);
        log.append(auditRecord(0, QStringLiteral("beta"), QStringLiteral("ls")));
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.show();
        QTableView *view = window.view();
        QCOMPARE(window.model()->recordAt(0).command, r.command);

        view->setCurrentIndex(window.model()->index(0, HistoryModel::CommandColumn));
        QTest::keyClick(view, Qt::Key_Return);
        QTRY_VERIFY(window.recordDialog() && window.recordDialog()->isVisible());
        HistoryRecordDialog *dialog = window.recordDialog();
        QCOMPARE(dialog->record().id, window.model()->recordAt(0).id);
        QCOMPARE(part<QPlainTextEdit>(*dialog, "commandView")->toPlainText(), r.command);
        QCOMPARE(part<QListWidget>(*dialog, "findingsList")->item(0)->text(),
                 QStringLiteral("Deletes files: deletes build recursively."));
        QVERIFY(part<QLabel>(*dialog, "summaryLabel")->text().contains(airlock::engine::decisionSummary(r)));
        const QString text = dialog->plainText();
        for (const QString &shown :
             {r.command, r.message, r.rule, airlock::engine::decisionSummary(r), QStringLiteral("claude-code 2.1.0"),
              r.clientDirectory, r.cwd, QStringLiteral("dialog"), QStringLiteral("ckpt-42"),
              QStringLiteral("12345 bytes"), QStringLiteral("truncated"), QStringLiteral("4.2 s"),
              QStringLiteral("Secrets redacted: 2"), QStringLiteral("Retries: 1"),
              QStringLiteral("/home/dev/project/app"), QStringLiteral("Deletes files: deletes build recursively.")})
            QVERIFY2(text.contains(shown), qPrintable(shown));

        QPushButton *checkpoint = dialog->checkpointButton();
        QVERIFY(checkpoint->isVisible());
        QSignalSpy requested(&window, &HistoryWindow::checkpointRequested);
        checkpoint->click();
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.at(0).at(0).toString(), QStringLiteral("/home/dev/project/app"));
        QCOMPARE(requested.at(0).at(1).toString(), QStringLiteral("ckpt-42"));

        // A record without a checkpoint has nothing to open.
        window.openRecord(1);
        QTRY_VERIFY(window.recordDialog() && window.recordDialog()->isVisible());
        QCOMPARE(window.recordDialog()->record().command, QStringLiteral("ls"));
        QVERIFY(window.recordDialog()->checkpointButton()->isHidden());
        QVERIFY(window.recordDialog()->plainText().contains(QStringLiteral("Nothing dangerous was found")));
    }

    void export_writesEveryFilteredRecord_asJsonLinesAndCsv()
    {
        TempAuditLog log;
        appendSteps(log, 450);
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.show();
        part<QComboBox>(window, "taskFilter")->setEditText(QStringLiteral("beta"));
        QTRY_COMPARE(window.model()->total(), 225);
        QCOMPARE(window.model()->rowCount(), HistoryModel::kPageSize); // the export must not stop at what is loaded
        QTemporaryDir out;
        QSignalSpy finished(&window, &HistoryWindow::exportFinished);

        const QString jsonl = out.filePath(QStringLiteral("history.jsonl"));
        window.exportTo(jsonl, HistoryExport::Format::JsonLines);
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.at(0).at(0).toBool(), qPrintable(finished.at(0).at(1).toString()));
        const QStringList json = lines(jsonl);
        QCOMPARE(json.size(), 225);
        for (const QString &line : json) {
            const AuditRecord r = AuditRecord::fromJson(QJsonDocument::fromJson(line.toUtf8()).object());
            QCOMPARE(r.taskId, QStringLiteral("beta"));
        }
        // In the window's order: newest first.
        QCOMPARE(AuditRecord::fromJson(QJsonDocument::fromJson(json.first().toUtf8()).object()).command,
                 QStringLiteral("echo step-449"));

        const QString csv = out.filePath(QStringLiteral("history.csv"));
        window.exportTo(csv, HistoryExport::Format::Csv);
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.at(1).at(0).toBool(), qPrintable(finished.at(1).at(1).toString()));
        const QStringList rows = lines(csv);
        QCOMPARE(rows.size(), 1 + 225); // a header, then one row a record (no field holds a line break)
        QVERIFY(rows.at(1).contains(QStringLiteral("echo step-449")));
        QCOMPARE(std::count_if(rows.cbegin() + 1, rows.cend(),
                               [](const QString &row) { return row.contains(QStringLiteral("beta")); }),
                 225);

        // The button's way: the file dialog (opened, not exec'd), its answer, the same export.
        window.chooseExportFile();
        auto *dialog = window.findChild<QFileDialog *>(QStringLiteral("exportDialog"));
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->selectNameFilter(dialog->nameFilters().at(1));
        const QString chosen = out.filePath(QStringLiteral("chosen.csv"));
        dialog->selectFile(chosen);
        static_cast<QDialog *>(dialog)->accept(); // QFileDialog's own accept() is protected
        QVERIFY(finished.wait(20000));
        QVERIFY2(finished.at(2).at(0).toBool(), qPrintable(finished.at(2).at(1).toString()));
        QCOMPARE(lines(chosen).size(), 1 + 225);
    }

    void live_aCommittedRecordAppears_keepingSelectionAndScroll()
    {
        TempAuditLog log;
        for (int i = 0; i < 300; ++i)
            log.append(auditRecord(i, QStringLiteral("alpha"), QStringLiteral("echo step-%1").arg(i)));
        QVERIFY(log.flush());
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.resize(900, 500);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        part<QComboBox>(window, "taskFilter")->setEditText(QStringLiteral("alpha"));
        QTRY_COMPARE(window.model()->filter().taskId, QStringLiteral("alpha"));
        HistoryModel *model = window.model();
        QTableView *view = window.view();

        view->selectRow(40);
        const qint64 selected = model->recordAt(40).id;
        view->doItemsLayout(); // the scroll range after the filter's reload, before scrolling in it
        view->verticalScrollBar()->setValue(30);
        QVERIFY(view->rowAt(0) > 0);
        const qint64 top = model->recordAt(view->rowAt(0)).id;

        log.append(auditRecord(300, QStringLiteral("beta"), QStringLiteral("echo another task")));
        log.append(auditRecord(301, QStringLiteral("alpha"), QStringLiteral("echo newest")));
        QVERIFY(log.flush());
        QTRY_COMPARE(model->total(), 301);
        QCOMPARE(model->recordAt(0).command, QStringLiteral("echo newest"));
        for (int row = 0; row < model->rowCount(); ++row)
            QVERIFY(model->recordAt(row).taskId == QLatin1String("alpha"));
        const QModelIndexList rows = view->selectionModel()->selectedRows();
        QCOMPARE(rows.size(), 1);
        QCOMPARE(rows.first().data(HistoryModel::RecordIdRole).toLongLong(), selected);
        QCOMPARE(model->recordAt(view->rowAt(0)).id, top); // what the person reads stayed where it was

        // At the top, the new row is what the view shows.
        view->verticalScrollBar()->setValue(0);
        log.append(auditRecord(302, QStringLiteral("alpha"), QStringLiteral("echo newer still")));
        QVERIFY(log.flush());
        QTRY_COMPARE(model->total(), 302);
        QCOMPARE(view->rowAt(0), 0);
        QCOMPARE(model->recordAt(0).command, QStringLiteral("echo newer still"));
    }

    void aFileThatIsNotSqlite_isABanner_andIsLeftAlone()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        QByteArray junk;
        for (int i = 0; i < 200; ++i)
            junk += "This is not an SQLite database, only text someone saved under its name.\n";
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(junk);
        }
        const QDateTime modified = QFileInfo(path).lastModified();
        {
            HistoryWindow window(path, nullptr, nullptr);
            window.show();
            QVERIFY(part<QLabel>(window, "bannerLabel")->isVisible());
            QVERIFY2(window.problem().contains(QStringLiteral("audit.sqlite")), qPrintable(window.problem()));
            QCOMPARE(window.model()->rowCount(), 0);
            window.openRecord(0); // nothing to open, nothing breaks
            QVERIFY(!window.recordDialog());
        }
        // The writer, too, reports it and leaves it be.
        {
            AuditLog::Options options;
            options.path = path;
            AuditLog writer(options);
            QTRY_VERIFY(!writer.problem().isEmpty());
            HistoryWindow window(path, &writer, nullptr);
            window.show();
            QTRY_VERIFY(window.problem().contains(writer.problem()));
        }
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), junk);
        QCOMPARE(QFileInfo(path).lastModified(), modified);
    }

    void aNewLog_showsItsFirstRecordWithoutReopening()
    {
        TempAuditLog log;
        HistoryWindow window(log.path, log.log.get(), nullptr);
        window.show();
        QCOMPARE(window.model()->rowCount(), 0);
        log.append(auditRecord(0, QStringLiteral("alpha"), QStringLiteral("echo first")));
        QVERIFY(log.flush());
        QTRY_COMPARE(window.model()->rowCount(), 1);
        QCOMPARE(window.model()->recordAt(0).command, QStringLiteral("echo first"));
        QVERIFY2(window.problem().isEmpty(), qPrintable(window.problem()));
    }
};

QTEST_MAIN(TestHistoryWindow)
#include "tst_historywindow.moc"
