// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DockerLeftovers.h"

#include "BackendsLog.h"
#include "DockerCli.h"
#include "OwnerInstance.h"
#include "core/BackendKind.h"

#include <QFileInfo>
#include <QStandardPaths>

namespace airlock::backends {

namespace DockerLeftovers {

QList<Leftover> parse(const QByteArray &psOutput)
{
    QList<Leftover> out;
    for (const QByteArray &line : psOutput.split('\n')) {
        const QList<QByteArray> fields = line.trimmed().split('\t');
        if (fields.size() < 2 || !OwnerInstance::isGone(QString::fromUtf8(fields[1])))
            continue;
        Leftover leftover;
        leftover.kind = core::backendName(core::BackendKind::Docker);
        leftover.id = QString::fromUtf8(fields[0]);
        leftover.owner = QString::fromUtf8(fields[1]);
        leftover.taskId = fields.size() > 2 ? QString::fromUtf8(fields[2]) : QString();
        const QString image = fields.size() > 3 ? QString::fromUtf8(fields[3]) : QString();
        leftover.description = image.isEmpty() ? QStringLiteral("container %1").arg(leftover.id)
                                               : QStringLiteral("container %1 (%2)").arg(leftover.id, image);
        if (!leftover.taskId.isEmpty())
            leftover.description += QStringLiteral(" of task %1").arg(leftover.taskId);
        if (fields.size() > 4) // "2026-12-01 21:00:00 +0000 UTC"
            leftover.created =
                QDateTime::fromString(QString::fromUtf8(fields[4]).section(QLatin1Char(' '), 0, 1), Qt::ISODate);
        out.append(leftover);
    }
    return out;
}

void find(const QProcessEnvironment &environment, int timeoutMs, QObject *context, LeftoverFinder::Found done)
{
    const QString format = QStringLiteral("{{.ID}}\t{{.Label \"%1\"}}\t{{.Label \"%2\"}}\t{{.Image}}\t{{.CreatedAt}}")
                               .arg(kInstanceLabel, kTaskLabel);
    DockerCli::run(environment,
                   {QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
                    QStringLiteral("label=") + kInstanceLabel, QStringLiteral("--format"), format},
                   timeoutMs, context, [done = std::move(done)](const DockerCli::Reply &reply) {
                       if (!reply.ok()) {
                           done({}, QStringLiteral("docker could not list containers: %1").arg(reply.problem()));
                           return;
                       }
                       done(parse(reply.out), {});
                   });
}

void remove(const QProcessEnvironment &environment, const QStringList &ids, int timeoutMs, QObject *context,
            LeftoverFinder::Removed done)
{
    DockerCli::run(environment, QStringList{QStringLiteral("rm"), QStringLiteral("-f")} + ids, timeoutMs, context,
                   [done = std::move(done)](const DockerCli::Reply &reply) {
                       if (!reply.ok())
                           qCWarning(lcDocker) << "leftover cleanup failed:" << reply.problem();
                       done(reply.ok(), reply.ok() ? QString() : reply.problem());
                   });
}

} // namespace DockerLeftovers

DockerLeftoverFinder::DockerLeftoverFinder(QProcessEnvironment environment, QObject *parent, int timeoutMs)
    : LeftoverFinder(parent)
    , m_environment(std::move(environment))
    , m_timeoutMs(timeoutMs)
{}

DockerLeftoverFinder *DockerLeftoverFinder::make(const QProcessEnvironment &environment, QObject *parent)
{
    const QString program = DockerCli::program(environment);
    const bool present =
        program.contains(QLatin1Char('/'))
            ? QFileInfo(program).isExecutable()
            : !QStandardPaths::findExecutable(
                   program, environment.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts))
                   .isEmpty();
    return present ? new DockerLeftoverFinder(environment, parent) : nullptr;
}

QString DockerLeftoverFinder::kind() const
{
    return core::backendName(core::BackendKind::Docker);
}

void DockerLeftoverFinder::find(Found done)
{
    DockerLeftovers::find(m_environment, m_timeoutMs, this, std::move(done));
}

void DockerLeftoverFinder::remove(const Leftover &leftover, Removed done)
{
    DockerLeftovers::remove(m_environment, {leftover.id}, m_timeoutMs, this, std::move(done));
}

} // namespace airlock::backends
