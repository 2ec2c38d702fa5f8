// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditExport.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QLocale>
#include <QStringList>

#include <cmath>
#include <iterator>

namespace airlock::engine {

namespace {

// The CSV columns: the keys of AuditRecord::toJson(), in the order of the struct, so that a CSV file and a JSON Lines
// file of the same records name every field alike.
const QStringList &csvColumns()
{
    static const QStringList columns = {
        QStringLiteral("id"),
        QStringLiteral("time"),
        QStringLiteral("kind"),
        QStringLiteral("task"),
        QStringLiteral("client_name"),
        QStringLiteral("client_version"),
        QStringLiteral("client_directory"),
        QStringLiteral("backend"),
        QStringLiteral("cwd"),
        QStringLiteral("command"),
        QStringLiteral("findings"),
        QStringLiteral("decision"),
        QStringLiteral("decided_by"),
        QStringLiteral("scope"),
        QStringLiteral("rule"),
        QStringLiteral("via"),
        QStringLiteral("message"),
        QStringLiteral("approval_wait_ms"),
        QStringLiteral("status"),
        QStringLiteral("exit_code"),
        QStringLiteral("duration_ms"),
        QStringLiteral("output_bytes"),
        QStringLiteral("truncated"),
        QStringLiteral("secrets_redacted"),
        QStringLiteral("checkpoint_id"),
        QStringLiteral("retries"),
        QStringLiteral("detail"),
    };
    return columns;
}

// One JSON value as a CSV field: text as it is, numbers without an exponent, null as nothing, arrays and objects as
// compact JSON.
QString csvText(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::String: return value.toString();
    case QJsonValue::Bool: return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        const double number = value.toDouble();
        if (std::isfinite(number) && std::trunc(number) == number && std::fabs(number) < 9007199254740992.0)
            return QString::number(qint64(number));
        return QString::number(number, 'g', QLocale::FloatingPointShortest);
    }
    case QJsonValue::Array: return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    case QJsonValue::Object: return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    case QJsonValue::Null:
    case QJsonValue::Undefined: break;
    }
    return {};
}

// RFC 4180: a field holding a comma, a quote or a line break is quoted, its quotes doubled.
QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')) &&
        !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

void writeCsvRow(QIODevice &out, const QStringList &fields)
{
    QStringList row;
    row.reserve(fields.size());
    for (const QString &field : fields)
        row.append(csvField(field));
    out.write(row.join(QLatin1Char(',')).toUtf8() + "\r\n"); // RFC 4180 ends records with CRLF
}

// Characters a terminal would act on or hide instead of showing them: C0 and C1 controls, DEL, format characters
// (bidirectional overrides, zero-width characters) and line or paragraph separators. They become visible escapes, so
// that a record is one line and shows what the command really holds.
bool needsEscape(char32_t c)
{
    if (c < 0x20 || (c >= 0x7f && c < 0xa0))
        return true;
    switch (QChar::category(c)) {
    case QChar::Other_Format:
    case QChar::Other_Surrogate:
    case QChar::Separator_Line:
    case QChar::Separator_Paragraph: return true;
    default: return false;
    }
}

QString visible(const QString &text)
{
    QString shown;
    shown.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (!needsEscape(c)) {
            shown.append(QString::fromUcs4(&c, 1));
            continue;
        }
        switch (c) {
        case U'\n': shown.append(QStringLiteral("\\n")); break;
        case U'\r': shown.append(QStringLiteral("\\r")); break;
        case U'\t': shown.append(QStringLiteral("\\t")); break;
        default:
            if (c < 0x100)
                shown.append(QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0')));
            else
                shown.append(QStringLiteral("\\u{%1}").arg(uint(c), 4, 16, QLatin1Char('0')));
        }
    }
    return shown;
}

// At most `width` characters (code points, not UTF-16 units), the last one "…" when something was cut.
QString elided(const QString &text, qsizetype width)
{
    const QList<uint> points = text.toUcs4();
    if (points.size() <= width)
        return text;
    QList<uint> kept = points.first(width - 1);
    kept.append(0x2026); // …
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(kept.constData()), kept.size());
}

QString padded(const QString &text, qsizetype width, bool right = false)
{
    const QString cell = elided(text, width);
    const qsizetype fill = width - cell.toUcs4().size();
    const QString spaces(fill > 0 ? fill : 0, QLatin1Char(' '));
    return right ? spaces + cell : cell + spaces;
}

QString durationText(qint64 ms)
{
    if (ms < 1000)
        return QStringLiteral("%1ms").arg(ms);
    if (ms < 60 * 1000)
        return QStringLiteral("%1s").arg(double(ms) / 1000.0, 0, 'f', 1);
    const qint64 seconds = ms / 1000;
    if (seconds < 3600)
        return QStringLiteral("%1m%2s").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    return QStringLiteral("%1h%2m").arg(seconds / 3600).arg((seconds % 3600) / 60, 2, 10, QLatin1Char('0'));
}

QString commandText(const AuditRecord &record)
{
    if (!record.command.isEmpty() || record.kind != QLatin1String("checkpoint_restore"))
        return record.command;
    // A restore has no command of its own: say what was restored.
    const QString directory = record.detail.value(QStringLiteral("directory")).toString();
    QString text = QStringLiteral("(restore checkpoint %1").arg(record.checkpointId.left(12));
    if (!directory.isEmpty())
        text += QStringLiteral(" in ") + directory;
    return text + QLatin1Char(')');
}

// The table's columns: title and width; the command, last, is not padded.
struct Column {
    const char *title;
    qsizetype width;
    bool right;
};
// The titles are translated (`airlock history --format table` is for people); a translation should fit the width.
constexpr Column kColumns[] = {
    //: Column title of `airlock history --format table`, at most 19 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "TIME"), 19, false},
    //: Column title of `airlock history --format table`, at most 12 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "TASK"), 12, false},
    //: Column title of `airlock history --format table`, at most 14 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "CLIENT"), 14, false},
    //: Column title of `airlock history --format table`, at most 11 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "BACKEND"), 11, false},
    //: Column title of `airlock history --format table`, at most 36 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "DECISION"), 36, false},
    //: Column title of `airlock history --format table` (the exit code), at most 4 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "EXIT"), 4, true},
    //: Column title of `airlock history --format table`, at most 8 characters
    {QT_TRANSLATE_NOOP("airlock::engine::AuditTable", "DURATION"), 8, true},
};
constexpr qsizetype kCommandWidth = 60;

QString tableLine(const QStringList &cells)
{
    QString line;
    for (qsizetype i = 0; i < qsizetype(std::size(kColumns)); ++i)
        line += padded(visible(cells.at(i)), kColumns[i].width, kColumns[i].right) + QStringLiteral("  ");
    line += elided(visible(cells.last()), kCommandWidth);
    while (line.endsWith(QLatin1Char(' ')))
        line.chop(1);
    return line + QLatin1Char('\n');
}

QString quotedRule(const QString &rule)
{
    return QStringLiteral("`%1`").arg(rule);
}

QString allowedSummary(const AuditRecord &record)
{
    const QString &by = record.decidedBy;
    if (by == QLatin1String("policy"))
        return QStringLiteral("allowed (policy)");
    if (by == QLatin1String("approvals_off"))
        return QStringLiteral("allowed (approvals off)");
    if (by == QLatin1String("rule"))
        return record.rule.isEmpty() ? QStringLiteral("allowed (rule)")
                                     : QStringLiteral("allowed (rule %1)").arg(quotedRule(record.rule));
    if (by == QLatin1String("session_grant"))
        return record.rule.isEmpty() ? QStringLiteral("allowed (session grant)")
                                     : QStringLiteral("allowed (session grant %1)").arg(quotedRule(record.rule));
    if (by == QLatin1String("person") || by == QLatin1String("headless")) {
        QStringList parts = {by};
        for (const QString &part : {record.scope, record.via}) {
            if (!part.isEmpty())
                parts.append(part);
        }
        QString text = QStringLiteral("allowed (%1").arg(parts.join(QStringLiteral(", ")));
        // "always" and "session" saved a rule: name it.
        if (!record.rule.isEmpty() && record.scope != QLatin1String("once"))
            text += QStringLiteral("; rule %1").arg(quotedRule(record.rule));
        return text + QLatin1Char(')');
    }
    if (by.isEmpty() || by == QLatin1String("none"))
        return QStringLiteral("allowed");
    return QStringLiteral("allowed (%1)").arg(by);
}

QString deniedSummary(const AuditRecord &record)
{
    const QString &by = record.decidedBy;
    if (by == QLatin1String("person")) {
        QString text = QStringLiteral("denied by the person");
        if (!record.message.isEmpty())
            text += QStringLiteral(": \"%1\"").arg(record.message);
        return text;
    }
    if (by == QLatin1String("rule"))
        return record.rule.isEmpty() ? QStringLiteral("denied (rule)")
                                     : QStringLiteral("denied (rule %1)").arg(quotedRule(record.rule));
    if (by == QLatin1String("headless"))
        return record.via.isEmpty() ? QStringLiteral("denied (headless)")
                                    : QStringLiteral("denied (headless, %1)").arg(record.via);
    if (by == QLatin1String("approvals_off"))
        return QStringLiteral("denied (approvals off)");
    if (by.isEmpty() || by == QLatin1String("none"))
        return QStringLiteral("denied");
    return QStringLiteral("denied (%1)").arg(by);
}

} // namespace

void writeJsonLines(QIODevice &out, const QList<AuditRecord> &records)
{
    for (const AuditRecord &record : records) {
        // Compact JSON escapes every control character, so a record is always one line.
        out.write(QJsonDocument(record.toJson()).toJson(QJsonDocument::Compact) + '\n');
    }
}

void writeCsv(QIODevice &out, const QList<AuditRecord> &records, bool header)
{
    const QStringList &columns = csvColumns();
    if (header)
        writeCsvRow(out, columns);
    for (const AuditRecord &record : records) {
        const QJsonObject object = record.toJson();
        QStringList fields;
        fields.reserve(columns.size());
        for (const QString &column : columns)
            fields.append(csvText(object.value(column)));
        writeCsvRow(out, fields);
    }
}

QString formatTable(const QList<AuditRecord> &records, bool header)
{
    QString table;
    if (header) {
        QStringList titles;
        for (const Column &column : kColumns)
            titles.append(QCoreApplication::translate("airlock::engine::AuditTable", column.title));
        titles.append(QCoreApplication::translate("airlock::engine::AuditTable", "COMMAND"));
        table += tableLine(titles);
    }
    for (const AuditRecord &record : records) {
        const QString time = record.time.isValid()
                                 ? record.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))
                                 : QString();
        const QString exit = record.exitCode ? QString::number(*record.exitCode) : QStringLiteral("-");
        table += tableLine({time, record.taskId, record.clientName, record.backend, decisionSummary(record), exit,
                            durationText(record.durationMs), commandText(record)});
    }
    return table;
}

QString decisionSummary(const AuditRecord &record)
{
    const QString &decision = record.decision;
    // Who decided says more than the decision for the answers nobody gave.
    if (record.decidedBy == QLatin1String("nobody_there"))
        return QStringLiteral("nobody there");
    if (decision == QLatin1String("timed_out") || record.decidedBy == QLatin1String("timeout"))
        return QStringLiteral("timed out");
    if (decision == QLatin1String("allowed"))
        return allowedSummary(record);
    if (decision == QLatin1String("denied"))
        return deniedSummary(record);
    if (decision == QLatin1String("cancelled"))
        return QStringLiteral("cancelled");
    if (decision == QLatin1String("refused"))
        return QStringLiteral("refused (interactive program)");
    if (decision == QLatin1String("invalid"))
        return QStringLiteral("invalid arguments");
    if (record.decidedBy.isEmpty() || record.decidedBy == QLatin1String("none"))
        return decision;
    return QStringLiteral("%1 (%2)").arg(decision, record.decidedBy);
}

} // namespace airlock::engine
