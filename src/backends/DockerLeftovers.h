// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Leftovers.h"

#include <QProcessEnvironment>

namespace airlock::backends {

// The containers an Airlock that died on this host left: labelled io.airlock.instance with an owner that isGone().
// One `docker ps` finds them and one `docker rm -f` removes them; DockerBackend runs the same before each new
// container, and the engine at start (through DockerLeftoverFinder) so that the person hears of them.
namespace DockerLeftovers {

inline const QString kTaskLabel = QStringLiteral("io.airlock.task");
inline const QString kInstanceLabel = QStringLiteral("io.airlock.instance");

// `done(leftovers, problem)` runs once on `context`'s thread; `problem` is set when docker could not be asked.
void find(const QProcessEnvironment &environment, int timeoutMs, QObject *context, LeftoverFinder::Found done);
// `docker rm -f` of the given containers.
void remove(const QProcessEnvironment &environment, const QStringList &ids, int timeoutMs, QObject *context,
            LeftoverFinder::Removed done);
// The leftovers in `docker ps --format` output made with the format find() uses (exposed for tests).
QList<Leftover> parse(const QByteArray &psOutput);

} // namespace DockerLeftovers

class DockerLeftoverFinder final : public LeftoverFinder
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DockerLeftoverFinder)

public:
    DockerLeftoverFinder(QProcessEnvironment environment, QObject *parent = nullptr, int timeoutMs = 20000);
    ~DockerLeftoverFinder() override = default;

    // A finder when docker could be there ($AIRLOCK_DOCKER, or `docker` on PATH); otherwise null.
    static DockerLeftoverFinder *make(const QProcessEnvironment &environment, QObject *parent);

    QString kind() const override;
    void find(Found done) override;
    void remove(const Leftover &leftover, Removed done) override;

private:
    QProcessEnvironment m_environment;
    int m_timeoutMs;
};

} // namespace airlock::backends
