// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LeftoverScan.h"

#include "EngineLog.h"

#include <QCoreApplication>

namespace airlock::engine {

LeftoverScan::LeftoverScan(QList<backends::LeftoverFinder *> finders, int timeoutMs, QObject *parent)
    : QObject(parent)
{
    for (backends::LeftoverFinder *finder : finders) {
        finder->setParent(this);
        m_finders.append(finder);
    }
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(timeoutMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        for (const QString &kind : std::as_const(m_waiting))
            m_problems.append(QStringLiteral("%1: no answer within %2 s; its leftovers, if any, are not listed")
                                  .arg(kind)
                                  .arg(m_timeout.interval() / 1000));
        m_waiting.clear();
        finish();
    });
}

LeftoverScan::~LeftoverScan() = default;

void LeftoverScan::start()
{
    if (std::exchange(m_started, true))
        return;
    for (const auto &finder : std::as_const(m_finders))
        m_waiting.append(finder->kind());
    if (m_waiting.isEmpty()) {
        QMetaObject::invokeMethod(this, &LeftoverScan::finish, Qt::QueuedConnection);
        return;
    }
    m_timeout.start();
    for (const auto &finder : std::as_const(m_finders)) {
        const QString kind = finder->kind();
        finder->find([this, kind](const QList<backends::Leftover> &leftovers, const QString &problem) {
            if (m_done || !m_waiting.removeOne(kind))
                return; // too late: the scan was reported without it
            m_leftovers += leftovers;
            if (!problem.isEmpty())
                m_problems.append(kind + QStringLiteral(": ") + problem);
            if (m_waiting.isEmpty())
                finish();
        });
    }
}

void LeftoverScan::finish()
{
    if (std::exchange(m_done, true))
        return;
    m_timeout.stop();
    if (!m_leftovers.isEmpty())
        qCInfo(lcEngine) << "found" << m_leftovers.size() << "leftover(s) of an earlier Airlock";
    emit found(m_leftovers, m_problems);
}

backends::LeftoverFinder *LeftoverScan::finderOf(const QString &kind) const
{
    for (const auto &finder : m_finders) {
        if (finder && finder->kind() == kind)
            return finder;
    }
    return nullptr;
}

void LeftoverScan::cleanAll()
{
    if (m_pendingRemovals > 0)
        return;
    const QList<backends::Leftover> todo = std::exchange(m_leftovers, {});
    m_removed = 0;
    m_failures.clear();
    for (const backends::Leftover &leftover : todo) {
        backends::LeftoverFinder *finder = finderOf(leftover.kind);
        if (!finder) {
            m_failures.append(QStringLiteral("%1: no way to remove it").arg(leftover.description));
            continue;
        }
        ++m_pendingRemovals;
        finder->remove(leftover, [this, leftover](bool ok, const QString &error) {
            if (ok)
                ++m_removed;
            else
                m_failures.append(QStringLiteral("%1 %2: %3").arg(leftover.kind, leftover.description, error));
            if (--m_pendingRemovals == 0)
                emit cleaned(m_removed, m_failures);
        });
    }
    if (m_pendingRemovals == 0)
        QMetaObject::invokeMethod(
            this, [this] { emit cleaned(m_removed, m_failures); }, Qt::QueuedConnection);
}

QString describeLeftovers(const QList<backends::Leftover> &leftovers, const QStringList &problems)
{
    QStringList lines;
    if (!leftovers.isEmpty())
        lines << QCoreApplication::translate(
            "airlock::engine::Leftovers",
            "%n thing(s) an earlier Airlock left behind and no running Airlock owns:", nullptr, int(leftovers.size()));
    for (const backends::Leftover &leftover : leftovers)
        lines << QStringLiteral("  %1: %2").arg(leftover.kind, leftover.description);
    for (const QString &problem : problems)
        lines << QCoreApplication::translate("airlock::engine::Leftovers", "could not look for leftovers on %1")
                     .arg(problem);
    return lines.join(QLatin1Char('\n'));
}

} // namespace airlock::engine
