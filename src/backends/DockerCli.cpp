// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DockerCli.h"

namespace airlock::backends::DockerCli {

QString Reply::problem() const
{
    if (failedToStart)
        return QStringLiteral("the docker command line could not be started (is docker installed and on PATH?)");
    if (timedOut)
        return QStringLiteral("the docker command did not answer in time (is the Docker daemon hung?)");
    const QString text = QString::fromUtf8(err.trimmed().isEmpty() ? out.trimmed() : err.trimmed());
    return text.isEmpty() ? QStringLiteral("docker exited with status %1").arg(exitCode) : text;
}

QString program(const QProcessEnvironment &environment)
{
    const QString configured = environment.value(QStringLiteral("AIRLOCK_DOCKER"));
    return configured.isEmpty() ? QStringLiteral("docker") : configured;
}

void run(const QProcessEnvironment &environment, const QStringList &arguments, int timeoutMs, QObject *context,
         Callback callback)
{
    CliCommand::run(program(environment), arguments, environment, timeoutMs, context,
                    [callback = std::move(callback)](const CliCommand::Reply &reply) { callback(Reply{reply}); });
}

} // namespace airlock::backends::DockerCli
