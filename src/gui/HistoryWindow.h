// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "HistoryExport.h"
#include "RuleSuggestions.h"
#include "engine/AuditQuery.h"

#include <QPointer>
#include <QTimer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QDateTimeEdit;
class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace airlock::engine {
class AuditLog;
class AuditReader;
struct AuditRecord;
} // namespace airlock::engine
namespace airlock::safety {
class RuleStore;
}

namespace airlock::gui {

class HistoryModel;
class HistoryRecordDialog;
class RulePreviewDialog;

// The whole audit log, newest first: filters (task, client, backend, decision, who decided, time range, free text),
// sorting by any column (in SQLite), a record's every detail (Enter or double click), export of every filtered record
// as JSON Lines or CSV, and live rows as the log commits them. Reads through its own AuditReader, never writes the
// file; a file it cannot read (damaged, locked, not SQLite) is a banner, not a crash. Above the table it suggests an
// "always allow" rule for a command the person keeps allowing by hand (RuleSuggestions).
class HistoryWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryWindow)

public:
    static constexpr int kTextDebounceMs = 250;
    static constexpr int kLiveCoalesceMs = 100;

    // `path`: the log to read. `log`: its writer, whose appended() brings new rows and whose problem() the banner
    // shows (may be null). `rules`: where an accepted suggestion is saved (null: no suggestions).
    HistoryWindow(QString path, engine::AuditLog *log, safety::RuleStore *rules, QWidget *parent = nullptr);
    ~HistoryWindow() override;

    QString path() const { return m_path; }
    HistoryModel *model() const { return m_model; }
    QTableView *view() const { return m_view; }
    // The banner's text; empty while the log reads and writes fine.
    QString problem() const;
    // The filter the controls say now (what the table shows once the text's debounce has passed).
    engine::AuditQuery filterFromControls() const;
    void clearFilters();

    // One record in full, window-modal (opened, never exec'd).
    void openRecord(int row);
    HistoryRecordDialog *recordDialog() const;

    // Export: asks for the file (a QFileDialog, opened), then exportTo(). exportTo() is what the dialog's answer
    // calls, and what tests call; exportFinished() reports the end.
    void chooseExportFile();
    void exportTo(const QString &path, HistoryExport::Format format);
    bool isExporting() const { return m_export; }

    // The suggestion bar.
    void refreshSuggestions();
    const QList<RuleSuggestion> &suggestions() const { return m_suggestions; }
    void acceptSuggestion();  // the preview of the shown suggestion's rule
    void dismissSuggestion(); // "Not now": not again for that command while the app runs
    RulePreviewDialog *rulePreview() const;

signals:
    void checkpointRequested(const QString &directory, const QString &checkpointId);
    void exportFinished(bool ok, const QString &error);

protected:
    void showEvent(QShowEvent *event) override;

private:
    QWidget *buildFilters();
    QWidget *buildSuggestionBar();
    void setUpTable();
    void openLog();
    void applyFilter();
    void onAppended(const engine::AuditRecord &record);
    void onLive();
    void updateBanner();
    void updateCount();
    void updateSuggestionBar();
    qint64 currentId() const;

    QString m_path;
    QPointer<engine::AuditLog> m_log;
    QPointer<safety::RuleStore> m_rules;
    std::unique_ptr<engine::AuditReader> m_reader;
    QString m_openProblem;
    HistoryModel *m_model;
    QTableView *m_view = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_count = nullptr;
    QLabel *m_status = nullptr;
    QWidget *m_suggestionBar = nullptr;
    QLabel *m_suggestionLabel = nullptr;
    QComboBox *m_task = nullptr;
    QComboBox *m_client = nullptr;
    QComboBox *m_backend = nullptr;
    QComboBox *m_decision = nullptr;
    QComboBox *m_decidedBy = nullptr;
    QCheckBox *m_fromCheck = nullptr;
    QCheckBox *m_toCheck = nullptr;
    QDateTimeEdit *m_from = nullptr;
    QDateTimeEdit *m_to = nullptr;
    QLineEdit *m_text = nullptr;
    QPushButton *m_exportButton = nullptr;
    QTimer m_filterTimer;
    QTimer m_liveTimer;
    RuleSuggestions m_suggester;
    QList<RuleSuggestion> m_suggestions;
    QPointer<HistoryRecordDialog> m_recordDialog;
    QPointer<RulePreviewDialog> m_rulePreview;
    QPointer<HistoryExport> m_export;
    bool m_stale = false;           // records came while hidden
    bool m_suggestionsDirty = true; // refreshed when next shown
    qint64 m_keepId = 0;            // the selected record across a reload
    int m_shiftBy = 0;              // rows being inserted above the first visible one
};

} // namespace airlock::gui
