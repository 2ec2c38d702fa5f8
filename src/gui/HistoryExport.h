// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/AuditQuery.h"

#include <QObject>
#include <QSaveFile>
#include <QString>

#include <memory>

class QSqlQuery;

namespace airlock::engine {
class AuditReader;
}

namespace airlock::gui {

// Writes every record that matches a filter, in the window's order, to a file as JSON Lines or CSV (engine's
// writeJsonLines / writeCsv). The records are read on a connection of its own (one snapshot of the log, whatever is
// appended meanwhile) a chunk per turn of the event loop, so a million records never sit in memory and the window
// stays responsive; the file is a QSaveFile, so a failed export leaves no half-written file behind.
class HistoryExport final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryExport)

public:
    enum class Format { JsonLines, Csv };
    static constexpr int kChunk = 2000;

    HistoryExport(QString logPath, engine::AuditQuery filter, QString orderBy, QString outPath, Format format,
                  QObject *parent = nullptr);
    ~HistoryExport() override;

    static Format formatFor(const QString &path); // .csv: CSV; anything else: JSON Lines

    void start();
    void cancel();
    QString outPath() const { return m_file.fileName(); }
    qint64 written() const { return m_written; }

signals:
    void progress(qint64 written);
    // Once, after start(): the file is complete (ok) or was not written (the error says why).
    void finished(bool ok, const QString &error);

private:
    void step();
    void finish(const QString &error);

    QString m_logPath;
    engine::AuditQuery m_filter;
    QString m_orderBy;
    Format m_format;
    QSaveFile m_file;
    std::unique_ptr<engine::AuditReader> m_reader; // before m_query: the query ends before its connection
    std::unique_ptr<QSqlQuery> m_query;
    qint64 m_written = 0;
    bool m_done = false;
};

} // namespace airlock::gui
