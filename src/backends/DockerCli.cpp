// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DockerCli.h"

#include <QPointer>
#include <QProcess>
#include <QTimer>

#include <memory>

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
    auto *process = new QProcess(context);
    auto *timer = new QTimer(process);
    auto reply = std::make_shared<Reply>();
    auto done = std::make_shared<bool>(false);
    auto finish = [process, reply, done, callback = std::move(callback)] {
        if (*done)
            return;
        *done = true;
        process->disconnect();
        process->deleteLater();
        callback(*reply);
    };
    process->setProgram(program(environment));
    process->setArguments(arguments);
    process->setProcessEnvironment(environment);
    process->setStandardInputFile(QProcess::nullDevice());
    QObject::connect(process, &QProcess::finished, context, [process, reply, finish](int code, QProcess::ExitStatus) {
        reply->exitCode = code;
        reply->out = process->readAllStandardOutput();
        reply->err = process->readAllStandardError();
        finish();
    });
    QObject::connect(process, &QProcess::errorOccurred, context, [reply, finish](QProcess::ProcessError error) {
        if (error != QProcess::FailedToStart)
            return;
        reply->failedToStart = true;
        finish();
    });
    timer->setSingleShot(true);
    QObject::connect(timer, &QTimer::timeout, context, [process, reply] {
        reply->timedOut = true;
        process->kill(); // finished() follows and reports
    });
    timer->start(timeoutMs);
    process->start();
}

} // namespace airlock::backends::DockerCli
