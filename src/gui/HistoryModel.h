// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"
#include "engine/AuditQuery.h"
#include "engine/AuditRecord.h"

#include <QAbstractTableModel>
#include <QList>
#include <QVariantList>

namespace airlock::engine {
class AuditReader;
}

namespace airlock::gui {

// The History window's rows: the audit log's records that match a filter, in the order the person picked, sorted by
// SQLite and fetched a page at a time (canFetchMore/fetchMore): the log may hold millions, the model never holds more
// than the person scrolled to. refresh() picks up records committed since, each put where the order puts it, so rows
// already fetched, the selection and the scroll position stay.
class HistoryModel final : public QAbstractTableModel
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryModel)

public:
    enum Column {
        TimeColumn,
        TaskColumn,
        ClientColumn,
        BackendColumn,
        CommandColumn,
        DecisionColumn,
        DecidedByColumn,
        ExitColumn,
        DurationColumn,
        ColumnCount
    };
    enum Role { RecordIdRole = Qt::UserRole + 1 };
    static constexpr int kPageSize = 200;
    // More new records than this at once (a burst while the window was hidden): reload instead of placing each.
    static constexpr int kMaxPlaced = 1000;

    explicit HistoryModel(QObject *parent = nullptr);
    ~HistoryModel() override;

    // The log to read (not owned; null: no rows), then the first page.
    void setReader(const engine::AuditReader *reader);
    // limit, offset and newestFirst of `filter` are the model's own (the sort and the pages); the rest filters.
    void setFilter(const engine::AuditQuery &filter);
    const engine::AuditQuery &filter() const { return m_filter; }
    // Counts again and fetches the first page.
    void reload();
    // Places the records committed since the last look that match the filter.
    void refresh();

    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }
    // The ORDER BY clause for a column of this model: the `calls` table's column, from a fixed list (never text from
    // outside), then the id as the tie-break, in the same direction. Time sorts by time_ms where the log has an index
    // on it, else by id (the order records were committed, nearly the same): sorting a million rows on a column
    // without an index takes seconds, and time is the order the window opens in.
    static QString orderBy(int column, Qt::SortOrder order, bool timeIndexed = true);
    QString orderBy() const { return orderBy(m_sortColumn, m_sortOrder, m_timeIndexed); }
    bool timeIndexed() const { return m_timeIndexed; }
    // SELECT AuditReader::columns() FROM calls WHERE <filter> [AND id <= upToId] ORDER BY <orderBy>, with its values.
    static QString selectSql(const engine::AuditQuery &filter, const QString &orderBy, QVariantList *bindings,
                             qint64 upToId = 0);

    qint64 total() const { return m_total; }
    QString problem() const { return m_problem; }
    const engine::AuditRecord &recordAt(int row) const { return m_rows.at(row); }
    int rowOf(qint64 id) const;
    // The values a text column holds (task, client, backend), for the filters' lists.
    QStringList values(Column column, int limit = 500) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    bool canFetchMore(const QModelIndex &parent) const override;
    void fetchMore(const QModelIndex &parent) override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

    static QString durationText(qint64 ms);

signals:
    void problemChanged(const QString &problem);
    void totalChanged(qint64 total);

private:
    core::Result<QList<engine::AuditRecord>> fetch(const engine::AuditQuery &filter, int limit, int offset,
                                                   qint64 upToId = 0) const;
    core::Result<qint64> maxId() const;
    // True when `a` comes before `b` in the current order (as SQLite orders them: NULL first, text by bytes).
    bool before(const engine::AuditRecord &a, const engine::AuditRecord &b) const;
    void setProblem(const QString &problem);

    const engine::AuditReader *m_reader = nullptr;
    engine::AuditQuery m_filter;
    int m_sortColumn = TimeColumn;
    Qt::SortOrder m_sortOrder = Qt::DescendingOrder;
    QList<engine::AuditRecord> m_rows;
    qint64 m_total = 0;
    qint64 m_seenUpTo = 0; // the largest id in the log at the last look
    bool m_timeIndexed = true;
    QString m_problem;
};

} // namespace airlock::gui
