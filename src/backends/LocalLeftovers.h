// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Leftovers.h"

#include <QList>
#include <QMap>
#include <QPair>

#include <sys/types.h>

namespace airlock::backends {

// What local tasks were running when the Airlock that ran them was killed (SIGKILL, a crash): the task's bash dies
// with it (PR_SET_PDEATHSIG) and its process group with the shell's guardian (ProcessTransport), but what left the
// group (a daemon, `setsid`) runs on. Every local shell carries
// AIRLOCK_INSTANCE=<OwnerInstance> and AIRLOCK_TASK_ID in its environment, which its commands inherit (daemons that
// left the tree too): the processes of this user whose owner is gone are left over, one Leftover per task of a dead
// owner; removing it SIGKILLs them.
class LocalLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LocalLeftoverFinder)

public:
    using LeftoverFinder::LeftoverFinder;
    ~LocalLeftoverFinder() override = default;

    static constexpr char kInstanceVariable[] = "AIRLOCK_INSTANCE";

    QString kind() const override { return QStringLiteral("local"); }
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

    // (owner, task) → the processes of this user marked with that owner, for every owner that is gone.
    static QMap<QPair<QString, QString>, QList<pid_t>> orphans();
};

} // namespace airlock::backends
