// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DemoRun.h"

#include "backends/TaskRegistry.h"
#include "engine/Engine.h"
#include "gui/MainWindow.h"

#include <QCoreApplication>
#include <QTimer>

#include <memory>

namespace airlock::app {

DemoRun::DemoRun(Options options, gui::MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_window(window)
{
    m_agent.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    m_agent.setStandardInputFile(QProcess::nullDevice());
    connect(&m_agent, &QProcess::readyReadStandardOutput, this, &DemoRun::onOutput);
    connect(&m_agent, &QProcess::finished, this, &DemoRun::onFinished);
    connect(&m_agent, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit finished(1, tr("the demo agent could not start: %1").arg(m_agent.errorString()));
    });
}

DemoRun::~DemoRun()
{
    disconnect(&m_agent, nullptr, this, nullptr); // the engine may be gone already
    stop();
}

void DemoRun::stop()
{
    if (m_agent.state() == QProcess::NotRunning)
        return;
    // The agent removes its project on SIGTERM; a bounded wait, at the end only.
    m_agent.terminate();
    if (!m_agent.waitForFinished(3000)) {
        m_agent.kill();
        m_agent.waitForFinished(1000);
    }
}

void DemoRun::start()
{
    QStringList arguments{QStringLiteral("demo-agent"), QStringLiteral("--socket"), m_options.socketPath};
    if (!m_options.configPath.isEmpty())
        arguments << QStringLiteral("--config") << m_options.configPath;
    if (m_options.autoAnswer)
        arguments << QStringLiteral("--auto");
    if (m_window)
        m_window->showDemoBanner(tr("<b>Demo</b>: a scripted agent shows what Airlock does, in a temporary project. "
                                    "Nothing here touches your own projects."));
    m_agent.start(QCoreApplication::applicationFilePath(), arguments);
}

void DemoRun::onOutput()
{
    m_partial += m_agent.readAllStandardOutput();
    qsizetype newline = 0;
    while ((newline = m_partial.indexOf('\n')) >= 0) {
        const QString text = QString::fromUtf8(m_partial.left(newline));
        m_partial.remove(0, newline + 1);
        if (text.startsWith(QLatin1String("[tasks-used] "))) {
            m_tasks = text.mid(13).split(QLatin1Char(' '), Qt::SkipEmptyParts);
            continue;
        }
        if (text.startsWith(QLatin1String("[failed]")))
            m_failure = text;
        say(text);
    }
}

void DemoRun::say(const QString &text)
{
    m_transcript << text;
    if (m_window)
        m_window->showDemoBanner(tr("<b>Demo</b>: %1").arg(text.toHtmlEscaped()));
    emit line(text);
}

void DemoRun::onFinished(int exitCode, QProcess::ExitStatus status)
{
    onOutput();
    if (status != QProcess::NormalExit)
        cleanTasks(1, tr("the demo agent ended abnormally"));
    else if (exitCode != 0)
        cleanTasks(exitCode,
                   m_failure.isEmpty() ? tr("the demo agent ended with exit code %1").arg(exitCode) : m_failure);
    else
        cleanTasks(0, {});
}

void DemoRun::cleanTasks(int exitCode, const QString &error)
{
    backends::TaskRegistry *registry = m_options.engine ? m_options.engine->registry() : nullptr;
    if (!registry || m_tasks.isEmpty()) {
        emit finished(exitCode, error);
        return;
    }
    auto left = std::make_shared<QStringList>(m_tasks);
    auto *bound = new QTimer(this);
    bound->setSingleShot(true);
    auto end = [this, exitCode, error, left, bound](bool cleaned) {
        bound->stop();
        disconnect(m_options.engine->registry(), nullptr, this, nullptr);
        if (cleaned) {
            say(QStringLiteral("[cleanup] ") + tr("the app cleaned up the demo's tasks: %1").arg(m_tasks.join(u' ')));
            emit finished(exitCode, error);
        } else {
            emit finished(exitCode ? exitCode : 1,
                          error.isEmpty() ? tr("step \"cleanup\": tasks %1 were not cleaned up").arg(left->join(u' '))
                                          : error);
        }
    };
    connect(registry, &backends::TaskRegistry::cleanupFinished, this,
            [left, end](const QString &taskId, bool ok, const QString &) {
                if (ok)
                    left->removeAll(taskId);
                if (left->isEmpty())
                    end(true);
            });
    connect(bound, &QTimer::timeout, this, [end] { end(false); });
    bound->start(20000);
    for (const QString &id : std::as_const(m_tasks))
        registry->cleanup(id);
}

} // namespace airlock::app
