// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HistoryModel.h"
#include "FindingText.h"

#include "engine/AuditExport.h"
#include "engine/AuditReader.h"

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace airlock::gui {

namespace {

using engine::AuditRecord;

// The `calls` column each model column sorts by; the only column names that ever reach an ORDER BY.
const char *sqlColumn(int column)
{
    switch (column) {
    case HistoryModel::TimeColumn: return "time_ms";
    case HistoryModel::TaskColumn: return "task";
    case HistoryModel::ClientColumn: return "client_name";
    case HistoryModel::BackendColumn: return "backend";
    case HistoryModel::CommandColumn: return "command";
    case HistoryModel::DecisionColumn: return "decision";
    case HistoryModel::DecidedByColumn: return "decided_by";
    case HistoryModel::ExitColumn: return "exit_code";
    case HistoryModel::DurationColumn: return "duration_ms";
    default: return nullptr;
    }
}

template<typename T> int compare(const T &a, const T &b)
{
    return a < b ? -1 : (b < a ? 1 : 0);
}

// As SQLite's BINARY collation compares text: by the bytes of its UTF-8.
int compareText(const QString &a, const QString &b)
{
    return compare(a.toUtf8(), b.toUtf8());
}

// NULL (no exit status) sorts first, as in SQLite.
int compareExit(const std::optional<int> &a, const std::optional<int> &b)
{
    if (!a || !b)
        return compare(a.has_value(), b.has_value());
    return compare(*a, *b);
}

core::Error sqlError(const engine::AuditReader &reader, const QSqlQuery &query)
{
    return core::Error::executionFailed(
        QCoreApplication::translate("airlock::gui::HistoryModel", "The audit log %1 cannot be read: %2")
            .arg(reader.path(), query.lastError().text()));
}

// Whether an index of the log starts with time_ms (the schema is the writer's; the window only reads it).
bool hasTimeIndex(const engine::AuditReader &reader)
{
    QSqlQuery list(reader.database());
    if (!list.exec(QStringLiteral("PRAGMA index_list(calls)")))
        return false;
    QStringList names;
    while (list.next())
        names << list.value(QStringLiteral("name")).toString();
    for (const QString &name : std::as_const(names)) {
        QSqlQuery info(reader.database());
        const QString quoted = QString(name).replace(QLatin1Char('\''), QStringLiteral("''"));
        if (info.exec(QStringLiteral("PRAGMA index_info('%1')").arg(quoted)) && info.next() &&
            info.value(QStringLiteral("name")).toString() == QLatin1String("time_ms"))
            return true;
    }
    return false;
}

} // namespace

HistoryModel::HistoryModel(QObject *parent)
    : QAbstractTableModel(parent)
{}

HistoryModel::~HistoryModel() = default;

void HistoryModel::setReader(const engine::AuditReader *reader)
{
    m_reader = reader;
    m_timeIndexed = reader && hasTimeIndex(*reader);
    reload();
}

void HistoryModel::setFilter(const engine::AuditQuery &filter)
{
    m_filter = filter;
    m_filter.limit = 0;
    m_filter.offset = 0;
    reload();
}

QString HistoryModel::orderBy(int column, Qt::SortOrder order, bool timeIndexed)
{
    const char *name = sqlColumn(column);
    if (!name)
        name = sqlColumn(TimeColumn);
    const QString direction = order == Qt::AscendingOrder ? QStringLiteral("ASC") : QStringLiteral("DESC");
    if (column == TimeColumn && !timeIndexed)
        return QStringLiteral("id %1").arg(direction);
    return QStringLiteral("%1 %2, id %2").arg(QLatin1String(name), direction);
}

QString HistoryModel::selectSql(const engine::AuditQuery &filter, const QString &orderBy, QVariantList *bindings,
                                qint64 upToId)
{
    QString where = filter.whereClause(bindings);
    if (upToId > 0) {
        where = QStringLiteral("(%1) AND id <= ?").arg(where);
        bindings->append(upToId);
    }
    return QStringLiteral("SELECT %1 FROM calls WHERE %2 ORDER BY %3")
        .arg(engine::AuditReader::columns(), where, orderBy);
}

core::Result<QList<AuditRecord>> HistoryModel::fetch(const engine::AuditQuery &filter, int limit, int offset,
                                                     qint64 upToId) const
{
    QVariantList bindings;
    QString sql = selectSql(filter, orderBy(), &bindings, upToId);
    if (limit > 0) {
        sql += QStringLiteral(" LIMIT ? OFFSET ?");
        bindings << limit << offset;
    }
    QSqlQuery query(m_reader->database());
    query.setForwardOnly(true);
    if (!query.prepare(sql))
        return sqlError(*m_reader, query);
    for (const QVariant &value : std::as_const(bindings))
        query.addBindValue(value);
    if (!query.exec())
        return sqlError(*m_reader, query);
    QList<AuditRecord> records;
    while (query.next())
        records.append(engine::AuditReader::fromRow(query));
    return records;
}

core::Result<qint64> HistoryModel::maxId() const
{
    QSqlQuery query(m_reader->database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral("SELECT MAX(id) FROM calls")))
        return sqlError(*m_reader, query);
    return query.next() ? query.value(0).toLongLong() : 0;
}

void HistoryModel::reload()
{
    beginResetModel();
    m_rows.clear();
    m_total = 0;
    m_seenUpTo = 0;
    QString problem;
    if (m_reader) {
        // One snapshot (a read transaction): the largest id, the count and the first page agree; later pages stop
        // at that id, and refresh() places what comes after it.
        QSqlDatabase db = m_reader->database();
        const bool snapshot = db.transaction();
        if (const auto top = maxId())
            m_seenUpTo = *top;
        else
            problem = top.error().message;
        if (problem.isEmpty()) {
            QVariantList bindings;
            QString where = m_filter.whereClause(&bindings);
            if (!snapshot) {
                where = QStringLiteral("(%1) AND id <= ?").arg(where);
                bindings << m_seenUpTo;
            }
            QSqlQuery count(db);
            count.setForwardOnly(true);
            bool ok = count.prepare(QStringLiteral("SELECT COUNT(*) FROM calls WHERE %1").arg(where));
            for (const QVariant &value : std::as_const(bindings))
                count.addBindValue(value);
            ok = ok && count.exec() && count.next();
            if (ok)
                m_total = count.value(0).toLongLong();
            else
                problem = sqlError(*m_reader, count).message;
        }
        if (problem.isEmpty() && m_total > 0) {
            auto page = fetch(m_filter, kPageSize, 0, m_seenUpTo);
            if (page)
                m_rows = std::move(page).value();
            else
                problem = page.error().message;
        }
        if (snapshot)
            db.commit();
    }
    endResetModel();
    setProblem(problem);
    emit totalChanged(m_total);
}

void HistoryModel::refresh()
{
    if (!m_reader)
        return;
    const auto top = maxId();
    if (!top) {
        setProblem(top.error().message);
        return;
    }
    if (*top <= m_seenUpTo)
        return;
    engine::AuditQuery since = m_filter;
    since.afterId = std::max(m_filter.afterId, m_seenUpTo);
    const auto fresh = fetch(since, kMaxPlaced + 1, 0, *top);
    if (!fresh) {
        setProblem(fresh.error().message);
        return;
    }
    if (fresh->size() > kMaxPlaced) {
        reload();
        return;
    }
    m_seenUpTo = *top;
    for (const AuditRecord &record : *fresh) {
        const bool more = m_rows.size() < m_total;
        const auto at =
            std::upper_bound(m_rows.cbegin(), m_rows.cend(), record,
                             [this](const AuditRecord &value, const AuditRecord &row) { return before(value, row); });
        const int row = int(at - m_rows.cbegin());
        ++m_total;
        // Past the rows fetched so far: a later page brings it.
        if (row == m_rows.size() && more)
            continue;
        beginInsertRows({}, row, row);
        m_rows.insert(row, record);
        endInsertRows();
    }
    setProblem({});
    if (!fresh->isEmpty())
        emit totalChanged(m_total);
}

bool HistoryModel::before(const AuditRecord &a, const AuditRecord &b) const
{
    int c = 0;
    switch (m_sortColumn) {
    case TimeColumn: c = m_timeIndexed ? compare(a.time.toMSecsSinceEpoch(), b.time.toMSecsSinceEpoch()) : 0; break;
    case TaskColumn: c = compareText(a.taskId, b.taskId); break;
    case ClientColumn: c = compareText(a.clientName, b.clientName); break;
    case BackendColumn: c = compareText(a.backend, b.backend); break;
    case CommandColumn: c = compareText(a.command, b.command); break;
    case DecisionColumn: c = compareText(a.decision, b.decision); break;
    case DecidedByColumn: c = compareText(a.decidedBy, b.decidedBy); break;
    case ExitColumn: c = compareExit(a.exitCode, b.exitCode); break;
    case DurationColumn: c = compare(a.durationMs, b.durationMs); break;
    default: break;
    }
    if (c == 0)
        c = compare(a.id, b.id);
    return m_sortOrder == Qt::AscendingOrder ? c < 0 : c > 0;
}

void HistoryModel::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    emit problemChanged(problem);
}

int HistoryModel::rowOf(qint64 id) const
{
    for (int i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).id == id)
            return i;
    }
    return -1;
}

QStringList HistoryModel::values(Column column, int limit) const
{
    if (!m_reader || (column != TaskColumn && column != ClientColumn && column != BackendColumn))
        return {};
    const QLatin1String name(sqlColumn(column));
    QSqlQuery query(m_reader->database());
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT DISTINCT %1 FROM calls WHERE %1 <> '' ORDER BY %1 LIMIT ?").arg(name));
    query.addBindValue(limit);
    QStringList out;
    if (!query.exec())
        return out;
    while (query.next())
        out << query.value(0).toString();
    return out;
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int HistoryModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString HistoryModel::durationText(qint64 ms)
{
    return ms < 1000 ? tr("%1 ms").arg(ms) : tr("%1 s").arg(double(ms) / 1000.0, 0, 'f', 1);
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_rows.size())
        return {};
    const AuditRecord &r = m_rows.at(index.row());
    if (role == RecordIdRole)
        return r.id;
    if (role == Qt::TextAlignmentRole && (index.column() == ExitColumn || index.column() == DurationColumn))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role == Qt::ToolTipRole) {
        if (index.column() == CommandColumn)
            return r.command.left(4000);
        if (index.column() == DecisionColumn || index.column() == DecidedByColumn)
            return r.message.isEmpty() ? decisionText(r) : tr("%1: %2").arg(decisionText(r), r.message.left(2000));
        return {};
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (index.column()) {
    case TimeColumn: return r.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    case TaskColumn: return r.taskId;
    case ClientColumn: return r.clientVersion.isEmpty() ? r.clientName : tr("%1 %2").arg(r.clientName, r.clientVersion);
    case BackendColumn: return r.backend;
    case CommandColumn: return QString(r.command.left(300)).replace(QLatin1Char('\n'), QStringLiteral(" ⏎ "));
    case DecisionColumn: return decisionName(r.decision);
    case DecidedByColumn:
        return r.scope.isEmpty() ? decisionName(r.decidedBy)
                                 : tr("%1 (%2)").arg(decisionName(r.decidedBy), decisionName(r.scope));
    case ExitColumn: return r.exitCode ? QString::number(*r.exitCode) : QString();
    case DurationColumn: return durationText(r.durationMs);
    default: return {};
    }
}

QVariant HistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TimeColumn: return tr("Time");
    case TaskColumn: return tr("Task");
    case ClientColumn: return tr("Client");
    case BackendColumn: return tr("Backend");
    case CommandColumn: return tr("Command");
    case DecisionColumn: return tr("Decision");
    case DecidedByColumn: return tr("Decided by");
    case ExitColumn: return tr("Exit");
    case DurationColumn: return tr("Duration");
    default: return {};
    }
}

bool HistoryModel::canFetchMore(const QModelIndex &parent) const
{
    return !parent.isValid() && m_reader && m_rows.size() < m_total;
}

void HistoryModel::fetchMore(const QModelIndex &parent)
{
    if (!canFetchMore(parent))
        return;
    const int want = int(std::min<qint64>(kPageSize, m_total - m_rows.size()));
    auto page = fetch(m_filter, want, int(m_rows.size()), m_seenUpTo);
    if (!page) {
        setProblem(page.error().message);
        return;
    }
    if (page->isEmpty()) {
        // Fewer records than counted (retention removed some meanwhile): what is fetched is all there is.
        m_total = m_rows.size();
        emit totalChanged(m_total);
        return;
    }
    beginInsertRows({}, int(m_rows.size()), int(m_rows.size() + page->size() - 1));
    m_rows.append(*page);
    endInsertRows();
}

void HistoryModel::sort(int column, Qt::SortOrder order)
{
    if (!sqlColumn(column) || (column == m_sortColumn && order == m_sortOrder))
        return;
    m_sortColumn = column;
    m_sortOrder = order;
    reload();
}

} // namespace airlock::gui
