// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QString>

#include <functional>

namespace airlock::backends {

// Something an earlier run of Airlock made on a backend and left behind when it died: a container, an Apptainer
// instance, a cloud sandbox it labelled (OwnerInstance) that no live Airlock owns.
struct Leftover {
    QString kind;        // the backend kind: docker, singularity, daytona, modal
    QString id;          // the container, instance or sandbox id
    QString taskId;      // the task it was made for, from its label
    QString owner;       // the OwnerInstance value it carries
    QString description; // for people: what it is, e.g. "sandbox 7f3a… (ubuntu:22.04)"
    QDateTime created;   // when known
};

// Finds and removes one backend kind's leftovers. BackendFactory makes one per kind that is configured (an API key
// or a binary present); the engine asks each at start (SPEC-terminal.md §7, docs/backends.md "Leftovers").
class LeftoverFinder : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LeftoverFinder)

public:
    using QObject::QObject;
    ~LeftoverFinder() override = default;

    using Found = std::function<void(const QList<Leftover> &leftovers, const QString &problem)>;
    using Removed = std::function<void(bool ok, const QString &error)>;

    virtual QString kind() const = 0;
    // What earlier runs left; `problem` says why the list may be incomplete (the service could not be asked).
    // `done` runs once, on this object's thread.
    virtual void find(Found done) = 0;
    // Stops and deletes one of them.
    virtual void remove(const Leftover &leftover, Removed done) = 0;
};

} // namespace airlock::backends
