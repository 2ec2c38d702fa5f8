// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CliCommand.h"

#include <QProcess>
#include <QTimer>

#include <memory>

namespace airlock::backends::CliCommand {

void run(const QString &program, const QStringList &arguments, const QProcessEnvironment &environment, int timeoutMs,
         QObject *context, Callback callback)
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
    process->setProgram(program);
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
    // A context that goes first (the app quitting while a leftover scan runs) takes the tool with it, quietly: the
    // process, its child, is ended here without a callback, before its own destructor would warn that it was still
    // running.
    QObject::connect(context, &QObject::destroyed, process, [process] {
        if (process->state() == QProcess::NotRunning)
            return;
        process->disconnect(); // the callback never runs after its context is gone
        process->kill();
        process->waitForFinished(2000);
    });
    process->start();
}

} // namespace airlock::backends::CliCommand
