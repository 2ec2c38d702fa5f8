// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HistoryWindow.h"

#include "ColumnWidths.h"

#include "HistoryModel.h"
#include "HistoryRecordDialog.h"
#include "RulePreviewDialog.h"
#include "engine/AuditLog.h"
#include "engine/AuditReader.h"
#include "safety/RuleStore.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QShowEvent>
#include <QTableView>
#include <QVBoxLayout>

#include <climits>
#include <functional>

namespace airlock::gui {

namespace {

const QString kPerson = QStringLiteral("person");
const QString kOnce = QStringLiteral("once");

// An editable filter whose list (the values the log holds) is read when the person opens it, not when the window
// opens: a DISTINCT over millions of rows costs nothing until someone wants the list.
class ValueCombo final : public QComboBox
{
public:
    ValueCombo(std::function<QStringList()> values, const QString &placeholder, QWidget *parent)
        : QComboBox(parent)
        , m_values(std::move(values))
    {
        setEditable(true);
        setInsertPolicy(QComboBox::NoInsert);
        setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        setMinimumContentsLength(12);
        lineEdit()->setPlaceholderText(placeholder);
        lineEdit()->setClearButtonEnabled(true);
        setAccessibleName(placeholder);
    }

    void showPopup() override
    {
        const QString text = currentText();
        const QSignalBlocker blocker(this);
        clear();
        addItem(QString());
        addItems(m_values());
        setEditText(text);
        QComboBox::showPopup();
    }

private:
    std::function<QStringList()> m_values;
};

QString words(QString token)
{
    return token.replace(QLatin1Char('_'), QLatin1Char(' '));
}

} // namespace

HistoryWindow::HistoryWindow(QString path, engine::AuditLog *log, safety::RuleStore *rules, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_path(std::move(path))
    , m_log(log)
    , m_rules(rules)
    , m_model(new HistoryModel(this))
{
    setWindowTitle(tr("History — Airlock"));
    auto *layout = new QVBoxLayout(this);

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("bannerLabel"));
    m_banner->setTextFormat(Qt::PlainText);
    m_banner->setWordWrap(true);
    m_banner->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_banner->setStyleSheet(
        QStringLiteral("QLabel{background:#fff3cd;color:#5c4400;border:1px solid #e0c36a;padding:6px;}"));
    m_banner->hide();
    layout->addWidget(m_banner);
    layout->addWidget(buildSuggestionBar());
    layout->addWidget(buildFilters());

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("historyView"));
    layout->addWidget(m_view, 1);

    auto *footer = new QHBoxLayout;
    m_count = new QLabel(this);
    m_count->setObjectName(QStringLiteral("countLabel"));
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setTextFormat(Qt::PlainText);
    m_exportButton = new QPushButton(tr("&Export…"), this);
    m_exportButton->setObjectName(QStringLiteral("exportButton"));
    m_exportButton->setToolTip(tr("Every record the filters let through, as JSON Lines or CSV"));
    connect(m_exportButton, &QPushButton::clicked, this, &HistoryWindow::chooseExportFile);
    footer->addWidget(m_count);
    footer->addWidget(m_status, 1);
    footer->addWidget(m_exportButton);
    layout->addLayout(footer);

    setUpTable();

    m_filterTimer.setSingleShot(true);
    m_filterTimer.setInterval(kTextDebounceMs);
    connect(&m_filterTimer, &QTimer::timeout, this, &HistoryWindow::applyFilter);
    m_liveTimer.setSingleShot(true);
    m_liveTimer.setInterval(kLiveCoalesceMs);
    connect(&m_liveTimer, &QTimer::timeout, this, &HistoryWindow::onLive);
    connect(m_model, &HistoryModel::problemChanged, this, &HistoryWindow::updateBanner);
    connect(m_model, &HistoryModel::totalChanged, this, &HistoryWindow::updateCount);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &HistoryWindow::updateCount);
    if (m_log) {
        connect(m_log, &engine::AuditLog::appended, this, &HistoryWindow::onAppended);
        connect(m_log, &engine::AuditLog::problemChanged, this, &HistoryWindow::updateBanner);
    }
    if (m_rules) {
        connect(m_rules, &safety::RuleStore::changed, this, [this] {
            m_suggestionsDirty = true;
            if (isVisible())
                refreshSuggestions();
        });
    }
    auto *find = new QAction(this);
    find->setShortcut(QKeySequence::Find);
    connect(find, &QAction::triggered, this, [this] {
        m_text->setFocus();
        m_text->selectAll();
    });
    addAction(find);

    m_model->setFilter(filterFromControls());
    openLog();
    resize(1150, 680);
}

HistoryWindow::~HistoryWindow()
{
    if (m_export)
        m_export->cancel();
    m_model->setReader(nullptr);
}

QWidget *HistoryWindow::buildSuggestionBar()
{
    m_suggestionBar = new QWidget(this);
    m_suggestionBar->setObjectName(QStringLiteral("suggestionBar"));
    m_suggestionBar->setAttribute(Qt::WA_StyledBackground);
    m_suggestionBar->setStyleSheet(
        QStringLiteral("#suggestionBar{background:#e7f1ff;border:1px solid #9ec5fe;border-radius:3px;}"));
    auto *row = new QHBoxLayout(m_suggestionBar);
    m_suggestionLabel = new QLabel(m_suggestionBar);
    m_suggestionLabel->setObjectName(QStringLiteral("suggestionLabel"));
    m_suggestionLabel->setTextFormat(Qt::RichText);
    m_suggestionLabel->setWordWrap(true);
    auto *accept = new QPushButton(tr("&Always allow…"), m_suggestionBar);
    accept->setObjectName(QStringLiteral("suggestionButton"));
    accept->setToolTip(tr("Shows the rule first; nothing is saved until you confirm it"));
    auto *dismiss = new QPushButton(tr("&Not now"), m_suggestionBar);
    dismiss->setObjectName(QStringLiteral("dismissSuggestionButton"));
    dismiss->setToolTip(tr("Not suggested again for this command until Airlock restarts"));
    connect(accept, &QPushButton::clicked, this, &HistoryWindow::acceptSuggestion);
    connect(dismiss, &QPushButton::clicked, this, &HistoryWindow::dismissSuggestion);
    row->addWidget(m_suggestionLabel, 1);
    row->addWidget(accept);
    row->addWidget(dismiss);
    m_suggestionBar->hide();
    return m_suggestionBar;
}

QWidget *HistoryWindow::buildFilters()
{
    auto *box = new QWidget(this);
    auto *rows = new QVBoxLayout(box);
    rows->setContentsMargins(0, 0, 0, 0);
    auto *first = new QHBoxLayout;
    auto *second = new QHBoxLayout;
    rows->addLayout(first);
    rows->addLayout(second);

    auto valuesOf = [this](HistoryModel::Column column) { return [this, column] { return m_model->values(column); }; };
    m_task = new ValueCombo(valuesOf(HistoryModel::TaskColumn), tr("Task"), box);
    m_task->setObjectName(QStringLiteral("taskFilter"));
    m_client = new ValueCombo(valuesOf(HistoryModel::ClientColumn), tr("Client"), box);
    m_client->setObjectName(QStringLiteral("clientFilter"));
    m_backend = new ValueCombo(valuesOf(HistoryModel::BackendColumn), tr("Backend"), box);
    m_backend->setObjectName(QStringLiteral("backendFilter"));
    for (QComboBox *combo : {m_task, m_client, m_backend}) {
        connect(combo, &QComboBox::editTextChanged, this, [this] { m_filterTimer.start(); });
        connect(combo, &QComboBox::activated, this, &HistoryWindow::applyFilter);
        first->addWidget(combo, 1);
    }

    m_decision = new QComboBox(box);
    m_decision->setObjectName(QStringLiteral("decisionFilter"));
    m_decision->setAccessibleName(tr("Decision"));
    m_decision->addItem(tr("Any decision"), QString());
    for (const QString &decision : engine::auditDecisions())
        m_decision->addItem(words(decision), decision);
    m_decidedBy = new QComboBox(box);
    m_decidedBy->setObjectName(QStringLiteral("decidedByFilter"));
    m_decidedBy->setAccessibleName(tr("Decided by"));
    m_decidedBy->addItem(tr("Decided by anyone"), QString());
    for (const QString &by : engine::auditDeciders())
        m_decidedBy->addItem(words(by), by);
    for (QComboBox *combo : {m_decision, m_decidedBy}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &HistoryWindow::applyFilter);
        first->addWidget(combo);
    }

    const QDateTime now = QDateTime::currentDateTime();
    m_fromCheck = new QCheckBox(tr("&From"), box);
    m_fromCheck->setObjectName(QStringLiteral("fromCheck"));
    m_from = new QDateTimeEdit(now.addDays(-1), box);
    m_from->setObjectName(QStringLiteral("fromEdit"));
    m_toCheck = new QCheckBox(tr("&To"), box);
    m_toCheck->setObjectName(QStringLiteral("toCheck"));
    m_to = new QDateTimeEdit(now.addSecs(3600), box);
    m_to->setObjectName(QStringLiteral("toEdit"));
    m_from->setAccessibleName(tr("From (inclusive)"));
    m_to->setAccessibleName(tr("To (exclusive)"));
    for (auto [check, edit] : {std::pair{m_fromCheck, m_from}, std::pair{m_toCheck, m_to}}) {
        edit->setCalendarPopup(true);
        edit->setDisplayFormat(QStringLiteral("yyyy-MM-dd HH:mm"));
        edit->setEnabled(false);
        connect(check, &QCheckBox::toggled, edit, &QWidget::setEnabled);
        connect(check, &QCheckBox::toggled, this, &HistoryWindow::applyFilter);
        QCheckBox *guard = check;
        connect(edit, &QDateTimeEdit::dateTimeChanged, this, [this, guard] {
            if (guard->isChecked())
                m_filterTimer.start();
        });
        second->addWidget(check);
        second->addWidget(edit);
    }

    m_text = new QLineEdit(box);
    m_text->setObjectName(QStringLiteral("textFilter"));
    m_text->setPlaceholderText(tr("Search commands, messages and rules"));
    m_text->setAccessibleName(tr("Search"));
    m_text->setClearButtonEnabled(true);
    connect(m_text, &QLineEdit::textChanged, this, [this] { m_filterTimer.start(); });
    connect(m_text, &QLineEdit::returnPressed, this, &HistoryWindow::applyFilter);
    second->addWidget(m_text, 1);
    auto *clear = new QPushButton(tr("C&lear filters"), box);
    clear->setObjectName(QStringLiteral("clearFiltersButton"));
    connect(clear, &QPushButton::clicked, this, &HistoryWindow::clearFilters);
    second->addWidget(clear);
    return box;
}

void HistoryWindow::setUpTable()
{
    m_view->setModel(m_model);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    m_view->setWordWrap(false);
    m_view->setAlternatingRowColors(true);
    m_view->setAccessibleName(tr("Audit log records"));
    m_view->verticalHeader()->hide();
    // Fixed row heights: the view never measures rows it does not show.
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_view->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    QHeaderView *header = m_view->horizontalHeader();
    sizeColumnsInEms(header, HistoryModel::CommandColumn,
                     {{HistoryModel::TimeColumn, 12},
                      {HistoryModel::TaskColumn, 9},
                      {HistoryModel::ClientColumn, 9},
                      {HistoryModel::BackendColumn, 5},
                      {HistoryModel::DecisionColumn, 6},
                      {HistoryModel::DecidedByColumn, 8},
                      {HistoryModel::ExitColumn, 3},
                      {HistoryModel::DurationColumn, 5}});
    header->setSortIndicator(HistoryModel::TimeColumn, Qt::DescendingOrder);
    m_view->setSortingEnabled(true); // the header's clicks reach HistoryModel::sort, which asks SQLite

    connect(m_view, &QAbstractItemView::activated, this, [this](const QModelIndex &index) { openRecord(index.row()); });
    // The selected record survives a reload (a new sort, a filter that still holds it).
    connect(m_model, &QAbstractItemModel::modelAboutToBeReset, this, [this] { m_keepId = currentId(); });
    connect(m_model, &QAbstractItemModel::modelReset, this, [this] {
        const int row = m_keepId ? m_model->rowOf(m_keepId) : -1;
        if (row >= 0)
            m_view->selectRow(row);
        updateCount();
    });
    // Live rows above the first one shown push it down: scroll with them, so what the person reads stays put (at
    // the top, the view shows the new rows instead).
    connect(m_model, &QAbstractItemModel::rowsAboutToBeInserted, this,
            [this](const QModelIndex &, int first, int last) {
                const int top = m_view->rowAt(0);
                m_shiftBy = m_view->verticalScrollBar()->value() > 0 && top >= 0 && first <= top ? last - first + 1 : 0;
            });
    connect(m_model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_shiftBy <= 0)
            return;
        const int shift = m_shiftBy;
        m_shiftBy = 0;
        QScrollBar *bar = m_view->verticalScrollBar();
        const int value = bar->value();
        m_view->doItemsLayout();
        bar->setValue(value + shift);
    });
}

void HistoryWindow::openLog()
{
    m_model->setReader(nullptr);
    m_reader.reset();
    if (!QFileInfo::exists(m_path)) {
        // Not a problem: nothing was recorded yet (the writer creates the file with its first record, or at start).
        m_openProblem.clear();
        m_status->setText(tr("Nothing has been recorded yet (%1).").arg(QDir::toNativeSeparators(m_path)));
        updateBanner();
        updateCount();
        return;
    }
    m_status->clear();
    m_reader = std::make_unique<engine::AuditReader>(m_path);
    if (auto opened = m_reader->open(); !opened) {
        m_openProblem = opened.error().message;
        m_reader.reset();
    } else {
        m_openProblem.clear();
        m_model->setReader(m_reader.get());
    }
    updateBanner();
    updateCount();
}

QString HistoryWindow::problem() const
{
    return m_banner->isHidden() ? QString() : m_banner->text();
}

void HistoryWindow::updateBanner()
{
    QStringList problems;
    if (!m_openProblem.isEmpty())
        problems << tr("The history cannot be shown: %1").arg(m_openProblem);
    else if (!m_model->problem().isEmpty())
        problems << m_model->problem();
    if (m_log && !m_log->problem().isEmpty())
        problems << tr("New records are not being saved: %1").arg(m_log->problem());
    m_banner->setText(problems.isEmpty() ? QString() : QStringLiteral("⚠ ") + problems.join(QStringLiteral("\n⚠ ")));
    m_banner->setVisible(!problems.isEmpty());
}

void HistoryWindow::updateCount()
{
    const qint64 total = m_model->total();
    const int shown = m_model->rowCount();
    QString text = tr("%Ln record(s)", "", int(std::min<qint64>(total, INT_MAX)));
    if (shown < total)
        text = tr("%1 · %Ln loaded (scroll for more)", "", shown).arg(text);
    m_count->setText(m_reader ? text : QString());
}

engine::AuditQuery HistoryWindow::filterFromControls() const
{
    engine::AuditQuery q;
    q.taskId = m_task->currentText().trimmed();
    q.client = m_client->currentText().trimmed();
    q.backend = m_backend->currentText().trimmed();
    q.decision = m_decision->currentData().toString();
    q.decidedBy = m_decidedBy->currentData().toString();
    if (m_fromCheck->isChecked())
        q.since = m_from->dateTime().toUTC();
    if (m_toCheck->isChecked())
        q.until = m_to->dateTime().toUTC();
    q.text = m_text->text();
    return q;
}

void HistoryWindow::applyFilter()
{
    m_filterTimer.stop();
    m_model->setFilter(filterFromControls());
}

void HistoryWindow::clearFilters()
{
    for (QWidget *w : std::initializer_list<QWidget *>{m_task, m_client, m_backend, m_decision, m_decidedBy,
                                                       m_fromCheck, m_toCheck, m_text})
        w->blockSignals(true);
    for (QComboBox *combo : {m_task, m_client, m_backend})
        combo->setEditText(QString());
    m_decision->setCurrentIndex(0);
    m_decidedBy->setCurrentIndex(0);
    m_fromCheck->setChecked(false);
    m_toCheck->setChecked(false);
    m_from->setEnabled(false);
    m_to->setEnabled(false);
    m_text->clear();
    for (QWidget *w : std::initializer_list<QWidget *>{m_task, m_client, m_backend, m_decision, m_decidedBy,
                                                       m_fromCheck, m_toCheck, m_text})
        w->blockSignals(false);
    applyFilter();
}

qint64 HistoryWindow::currentId() const
{
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    return rows.isEmpty() ? 0 : rows.first().data(HistoryModel::RecordIdRole).toLongLong();
}

HistoryRecordDialog *HistoryWindow::recordDialog() const
{
    return m_recordDialog;
}

RulePreviewDialog *HistoryWindow::rulePreview() const
{
    return m_rulePreview;
}

void HistoryWindow::openRecord(int row)
{
    if (row < 0 || row >= m_model->rowCount())
        return;
    if (m_recordDialog)
        m_recordDialog->close();
    auto *dialog = new HistoryRecordDialog(m_model->recordAt(row), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &HistoryRecordDialog::checkpointRequested, this, &HistoryWindow::checkpointRequested);
    m_recordDialog = dialog;
    dialog->open();
}

void HistoryWindow::chooseExportFile()
{
    const QString jsonLines = tr("JSON Lines (*.jsonl)");
    const QString csv = tr("CSV (*.csv)");
    auto *dialog =
        new QFileDialog(this, tr("Export history"), QDir::home().filePath(QStringLiteral("airlock-history.jsonl")));
    dialog->setObjectName(QStringLiteral("exportDialog"));
    dialog->setAcceptMode(QFileDialog::AcceptSave);
    dialog->setNameFilters({jsonLines, csv});
    dialog->setDefaultSuffix(QStringLiteral("jsonl"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::filterSelected, dialog, [dialog, csv](const QString &filter) {
        dialog->setDefaultSuffix(filter == csv ? QStringLiteral("csv") : QStringLiteral("jsonl"));
    });
    QPointer<QFileDialog> guard(dialog);
    connect(dialog, &QFileDialog::fileSelected, this, [this, guard, csv](const QString &file) {
        const bool asCsv = (guard && guard->selectedNameFilter() == csv) || file.endsWith(QLatin1String(".csv"));
        exportTo(file, asCsv ? HistoryExport::Format::Csv : HistoryExport::Format::JsonLines);
    });
    dialog->open();
}

void HistoryWindow::exportTo(const QString &path, HistoryExport::Format format)
{
    if (m_export)
        m_export->cancel();
    auto *job = new HistoryExport(m_path, m_model->filter(), m_model->orderBy(), path, format, this);
    m_export = job;
    m_exportButton->setEnabled(false);
    m_status->setText(tr("Exporting to %1…").arg(QDir::toNativeSeparators(path)));
    connect(job, &HistoryExport::progress, this, [this, job](qint64 written) {
        if (m_export == job)
            m_status->setText(tr("Exporting… %Ln record(s) written", "", int(written)));
    });
    connect(job, &HistoryExport::finished, this, [this, job, path](bool ok, const QString &error) {
        if (m_export == job) {
            m_exportButton->setEnabled(true);
            m_status->setText(
                ok ? tr("Exported %Ln record(s) to %1", "", int(job->written())).arg(QDir::toNativeSeparators(path))
                   : tr("Export failed: %1").arg(error));
        }
        job->deleteLater();
        emit exportFinished(ok, error);
    });
    job->start();
}

void HistoryWindow::onAppended(const engine::AuditRecord &record)
{
    if (record.decidedBy == kPerson && record.scope == kOnce)
        m_suggestionsDirty = true;
    if (!m_liveTimer.isActive())
        m_liveTimer.start();
}

void HistoryWindow::onLive()
{
    if (!isVisible()) {
        m_stale = true; // the queries wait until someone looks
        return;
    }
    m_stale = false;
    if (!m_reader)
        openLog(); // the log's first record created the file, or the problem went away
    else
        m_model->refresh();
    if (m_suggestionsDirty)
        refreshSuggestions();
    updateBanner();
}

void HistoryWindow::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    if (m_stale)
        QTimer::singleShot(0, this, &HistoryWindow::onLive);
    else if (m_suggestionsDirty)
        QTimer::singleShot(0, this, &HistoryWindow::refreshSuggestions); // after the first page is on screen
}

void HistoryWindow::refreshSuggestions()
{
    m_suggestionsDirty = false;
    m_suggestions.clear();
    if (m_rules && !m_rules->damaged() && m_reader) {
        if (auto found = m_suggester.find(*m_reader, m_rules->rules()))
            m_suggestions = std::move(found).value();
    }
    updateSuggestionBar();
}

void HistoryWindow::updateSuggestionBar()
{
    if (m_suggestions.isEmpty()) {
        m_suggestionBar->hide();
        return;
    }
    const RuleSuggestion &s = m_suggestions.first();
    QString command = s.command.simplified();
    if (command.size() > 80)
        command = command.left(79) + QStringLiteral("…");
    m_suggestionLabel->setText(tr("You allowed <code>%1</code> %n time(s) this week — always allow it?", "", s.times)
                                   .arg(command.toHtmlEscaped()));
    m_suggestionLabel->setToolTip(s.command.left(2000));
    m_suggestionBar->show();
}

void HistoryWindow::acceptSuggestion()
{
    if (m_suggestions.isEmpty() || !m_rules)
        return;
    if (m_rulePreview) {
        m_rulePreview->raise();
        m_rulePreview->activateWindow();
        return;
    }
    auto *dialog = new RulePreviewDialog(m_suggestions.first(), m_rules, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &RulePreviewDialog::saved, this, [this](const QStringList &patterns) {
        m_status->setText(tr("Saved the rule %1").arg(patterns.join(QStringLiteral("; "))));
        refreshSuggestions();
    });
    m_rulePreview = dialog;
    dialog->open();
}

void HistoryWindow::dismissSuggestion()
{
    if (m_suggestions.isEmpty())
        return;
    const QString command = m_suggestions.first().command;
    m_suggester.dismiss(command);
    m_suggestions.removeIf([&command](const RuleSuggestion &s) { return s.command == command; });
    updateSuggestionBar();
}

} // namespace airlock::gui
