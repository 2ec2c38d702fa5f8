// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// What BackendFactory knows before a backend starts: whether the configuration can make one (checked before the
// person is asked to approve a command), and which backends may hold leftovers of an earlier run.
#include "BackendFactory.h"

#include "ApptainerBackend.h"
#include "DaytonaLeftovers.h"
#include "DockerLeftovers.h"
#include "LocalLeftovers.h"
#include "ModalLeftovers.h"

#include <memory>

namespace airlock::backends {

std::optional<core::Error> BackendFactory::configurationError(const QString &kind) const
{
    // Making a backend starts nothing (start() does): what create() refuses is a configuration error.
    auto made = create(kind, QStringLiteral("preflight"), nullptr);
    if (!made)
        return made.error();
    delete *made;
    return std::nullopt;
}

QList<LeftoverFinder *> BackendFactory::leftoverFinders(QObject *parent) const
{
    QList<LeftoverFinder *> finders;
    auto add = [&finders](LeftoverFinder *finder) {
        if (finder)
            finders.append(finder);
    };
    // One line per backend kind; make() returns null when the kind cannot have left anything (not configured).
    add(new LocalLeftoverFinder(parent));
    add(DockerLeftoverFinder::make(m_environment, parent));
    add(DaytonaLeftoverFinder::create(m_config, m_environment, m_secrets, parent));
    add(ModalLeftoverFinder::make(m_config, m_environment, m_secrets, parent));
    add(ApptainerLeftoverFinder::create(m_config, m_environment, parent));
    return finders;
}

} // namespace airlock::backends
