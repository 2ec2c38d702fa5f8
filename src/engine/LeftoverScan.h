// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/Leftovers.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>

namespace airlock::engine {

// At start: asks every backend's LeftoverFinder what an earlier, dead Airlock left (containers, instances, cloud
// sandboxes no live Airlock owns), all at once and asynchronously, for at most `timeoutMs` (a finder that has not
// answered by then is named in problems()); then, when the person or a flag says so, removes them.
class LeftoverScan final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeftoverScan)

public:
    // Takes ownership of the finders.
    LeftoverScan(QList<backends::LeftoverFinder *> finders, int timeoutMs, QObject *parent = nullptr);
    ~LeftoverScan() override;

    void start();
    bool isDone() const { return m_done; }
    const QList<backends::Leftover> &leftovers() const { return m_leftovers; }
    // Why the list may be incomplete, one line per backend ("daytona: the API could not be asked: …").
    const QStringList &problems() const { return m_problems; }
    // Removes what was found (after found()); cleaned() follows once, with what could not be removed.
    void cleanAll();
    bool isCleaning() const { return m_pendingRemovals > 0; }

signals:
    void found(const QList<airlock::backends::Leftover> &leftovers, const QStringList &problems);
    // `removed`: how many went; `failures`: one line per leftover that could not be removed.
    void cleaned(int removed, const QStringList &failures);

private:
    void finish();
    backends::LeftoverFinder *finderOf(const QString &kind) const;

    QList<QPointer<backends::LeftoverFinder>> m_finders;
    QStringList m_waiting; // kinds not answered yet
    QTimer m_timeout;
    bool m_started = false;
    bool m_done = false;
    QList<backends::Leftover> m_leftovers;
    QStringList m_problems;
    int m_pendingRemovals = 0;
    int m_removed = 0;
    QStringList m_failures;
};

// What `airlock serve` and `airlock mcp --headless` print about them: what was found and how to clean it, or what
// --clean-leftovers removed.
QString describeLeftovers(const QList<backends::Leftover> &leftovers, const QStringList &problems);

} // namespace airlock::engine
