// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditLog.h"

#include "AuditWriter.h"
#include "core/Paths.h"

#include <QAtomicInteger>
#include <QCoreApplication>
#include <QStandardPaths>

namespace airlock::engine {

namespace {

QString connectionName()
{
    static QAtomicInteger<int> next = 0;
    return QStringLiteral("airlock-audit-writer-%1").arg(next.fetchAndAddRelaxed(1));
}

} // namespace

AuditLog::AuditLog(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    if (m_options.path.isEmpty())
        m_options.path = defaultPath();
    qRegisterMetaType<airlock::engine::AuditRecord>();
    qRegisterMetaType<QList<quint64>>();
    qRegisterMetaType<QList<qint64>>();
    m_writer = new AuditWriter({m_options.path, m_options.retentionDays, m_options.maxMb}, connectionName());
    m_writer->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_writer, &QObject::deleteLater);
    connect(m_writer, &AuditWriter::written, this, &AuditLog::onWritten);
    connect(m_writer, &AuditWriter::pruned, this, &AuditLog::pruned);
    connect(m_writer, &AuditWriter::problemChanged, this, [this](const QString &problem) {
        if (problem == m_problem)
            return;
        m_problem = problem;
        emit problemChanged(problem);
    });
    m_thread.setObjectName(QStringLiteral("audit log"));
    m_thread.start();
    // Opened synchronously (a few milliseconds), so that problem() is true from the start: a damaged file shows in the
    // first result. Retention runs afterwards, on the worker, in chunks.
    QMetaObject::invokeMethod(m_writer, &AuditWriter::open, Qt::BlockingQueuedConnection);
    QCoreApplication::sendPostedEvents(this); // the problemChanged() just queued
    QMetaObject::invokeMethod(m_writer, &AuditWriter::startMaintenance, Qt::QueuedConnection);
}

AuditLog::~AuditLog()
{
    QMetaObject::invokeMethod(m_writer, &AuditWriter::stop, Qt::BlockingQueuedConnection);
    m_thread.quit();
    m_thread.wait();
}

QString AuditLog::defaultPath()
{
    const QString overridden = qEnvironmentVariable("AIRLOCK_AUDIT_PATH");
    if (!overridden.isEmpty())
        return overridden;
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/audit.sqlite");
}

QString AuditLog::pathFor(const core::Config &config)
{
    return config.audit.path.isEmpty() ? defaultPath() : core::expandHome(config.audit.path);
}

void AuditLog::append(AuditRecord record, QObject *context, std::function<void(bool)> done)
{
    const quint64 seq = m_next++;
    if (done)
        m_pending.insert(seq, {record, context, context != nullptr, std::move(done)});
    else
        m_pending.insert(seq, {record, nullptr, false, {}});
    // One queued flush per batch, not an event per record and another turn of the worker's loop to write it.
    if (m_writer->enqueue(seq, std::move(record)))
        QMetaObject::invokeMethod(m_writer, &AuditWriter::flushNow, Qt::QueuedConnection);
}

void AuditLog::onWritten(const QList<quint64> &seqs, const QList<qint64> &ids, const QString &problem)
{
    const bool ok = problem.isEmpty() && ids.size() == seqs.size();
    for (qsizetype i = 0; i < seqs.size(); ++i) {
        Pending pending = m_pending.take(seqs[i]);
        if (ok) {
            pending.record.id = ids[i];
            emit appended(pending.record);
        }
        if (pending.done && (pending.context || !pending.contextGiven))
            pending.done(ok);
    }
}

void AuditLog::prune()
{
    QMetaObject::invokeMethod(m_writer, &AuditWriter::prune, Qt::QueuedConnection);
}

void AuditLog::flush()
{
    QMetaObject::invokeMethod(m_writer, &AuditWriter::flushNow, Qt::BlockingQueuedConnection);
}

} // namespace airlock::engine
