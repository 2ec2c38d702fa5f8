// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HistoryExport.h"

#include "HistoryModel.h"
#include "engine/AuditExport.h"
#include "engine/AuditReader.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

namespace airlock::gui {

HistoryExport::HistoryExport(QString logPath, engine::AuditQuery filter, QString orderBy, QString outPath,
                             Format format, QObject *parent)
    : QObject(parent)
    , m_logPath(std::move(logPath))
    , m_filter(std::move(filter))
    , m_orderBy(std::move(orderBy))
    , m_format(format)
    , m_file(outPath)
{
    m_filter.limit = 0;
    m_filter.offset = 0;
}

HistoryExport::~HistoryExport()
{
    m_query.reset();
    if (!m_done)
        m_file.cancelWriting();
}

HistoryExport::Format HistoryExport::formatFor(const QString &path)
{
    return path.endsWith(QLatin1String(".csv"), Qt::CaseInsensitive) ? Format::Csv : Format::JsonLines;
}

void HistoryExport::start()
{
    m_reader = std::make_unique<engine::AuditReader>(m_logPath);
    if (auto opened = m_reader->open(); !opened) {
        // Reported from the event loop, like every other end, so a caller connects after start() safely.
        QTimer::singleShot(0, this, [this, error = opened.error().message] { finish(error); });
        return;
    }
    if (!m_file.open(QIODevice::WriteOnly)) {
        QTimer::singleShot(0, this, [this, error = m_file.errorString()] {
            finish(tr("%1 cannot be written: %2").arg(m_file.fileName(), error));
        });
        return;
    }
    QVariantList bindings;
    const QString sql = HistoryModel::selectSql(m_filter, m_orderBy, &bindings);
    m_query = std::make_unique<QSqlQuery>(m_reader->database());
    m_query->setForwardOnly(true);
    bool ok = m_query->prepare(sql);
    for (const QVariant &value : std::as_const(bindings))
        m_query->addBindValue(value);
    ok = ok && m_query->exec();
    if (!ok) {
        QTimer::singleShot(0, this, [this, error = m_query->lastError().text()] {
            finish(tr("The audit log %1 cannot be read: %2").arg(m_logPath, error));
        });
        return;
    }
    QTimer::singleShot(0, this, &HistoryExport::step);
}

void HistoryExport::cancel()
{
    if (!m_done)
        finish(tr("The export was cancelled."));
}

void HistoryExport::step()
{
    if (m_done || !m_query)
        return;
    QList<engine::AuditRecord> chunk;
    chunk.reserve(kChunk);
    while (chunk.size() < kChunk && m_query->next())
        chunk.append(engine::AuditReader::fromRow(*m_query));
    if (m_query->lastError().isValid()) {
        finish(tr("The audit log %1 cannot be read: %2").arg(m_logPath, m_query->lastError().text()));
        return;
    }
    if (m_format == Format::Csv)
        engine::writeCsv(m_file, chunk, m_written == 0);
    else
        engine::writeJsonLines(m_file, chunk);
    m_written += chunk.size();
    if (m_file.error() != QFileDevice::NoError) {
        finish(tr("%1 cannot be written: %2").arg(m_file.fileName(), m_file.errorString()));
        return;
    }
    emit progress(m_written);
    if (chunk.size() == kChunk) {
        QTimer::singleShot(0, this, &HistoryExport::step);
        return;
    }
    m_query.reset();
    if (!m_file.commit()) {
        m_done = true;
        emit finished(false, tr("%1 cannot be written: %2").arg(m_file.fileName(), m_file.errorString()));
        return;
    }
    m_done = true;
    emit finished(true, {});
}

void HistoryExport::finish(const QString &error)
{
    if (m_done)
        return;
    m_done = true;
    m_query.reset();
    m_file.cancelWriting();
    emit finished(false, error);
}

} // namespace airlock::gui
