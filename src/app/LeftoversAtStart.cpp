// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LeftoversAtStart.h"

#include "engine/Engine.h"
#include "engine/LeftoverScan.h"

#include <QCoreApplication>

#include <cstdio>

namespace airlock::app {

QCommandLineOption cleanLeftoversOption()
{
    return QCommandLineOption(
        QStringLiteral("clean-leftovers"),
        QCoreApplication::translate("airlock::app::Options",
                                    "Remove the containers, instances and sandboxes an earlier Airlock that "
                                    "died left on the configured backends (found at start)."));
}

void reportLeftoversAtStart(engine::Engine &engine, bool clean)
{
    engine::LeftoverScan *scan = engine.scanLeftovers();
    QObject::connect(scan, &engine::LeftoverScan::found, scan,
                     [scan, clean](const QList<backends::Leftover> &leftovers, const QStringList &problems) {
                         const QString text = engine::describeLeftovers(leftovers, problems);
                         if (!text.isEmpty())
                             std::fprintf(stderr, "airlock: %s\n", qPrintable(text));
                         if (leftovers.isEmpty()) {
                             std::fflush(stderr);
                             return;
                         }
                         if (!clean) {
                             std::fprintf(stderr, "airlock: %s\n",
                                          qPrintable(QCoreApplication::translate(
                                              "airlock::app::Leftovers", "to remove them, start with --clean-leftovers "
                                                                         "(or use \"Clean up\" in the desktop app)")));
                             std::fflush(stderr);
                             return;
                         }
                         scan->cleanAll();
                     });
    QObject::connect(scan, &engine::LeftoverScan::cleaned, scan, [](int removed, const QStringList &failures) {
        std::fprintf(
            stderr, "airlock: %s\n",
            qPrintable(QCoreApplication::translate("airlock::app::Leftovers", "removed %n leftover(s)", "", removed)));
        for (const QString &failure : failures)
            std::fprintf(
                stderr, "airlock: %s\n",
                qPrintable(QCoreApplication::translate("airlock::app::Leftovers", "could not remove %1").arg(failure)));
        std::fflush(stderr);
    });
}

} // namespace airlock::app
