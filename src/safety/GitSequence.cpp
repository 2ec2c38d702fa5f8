// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "GitSequence.h"

#include <QProcessEnvironment>

namespace airlock::safety {

namespace {

QProcessEnvironment gitEnvironment()
{
    // The shadow repository must not pick up the user's git configuration (hooks, signing, aliases, templates).
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("GIT_CONFIG_NOSYSTEM"), QStringLiteral("1"));
    env.insert(QStringLiteral("GIT_CONFIG_GLOBAL"), QStringLiteral("/dev/null"));
    env.insert(QStringLiteral("GIT_TERMINAL_PROMPT"), QStringLiteral("0"));
    env.insert(QStringLiteral("GIT_AUTHOR_NAME"), QStringLiteral("Airlock"));
    env.insert(QStringLiteral("GIT_AUTHOR_EMAIL"), QStringLiteral("airlock@localhost"));
    env.insert(QStringLiteral("GIT_COMMITTER_NAME"), QStringLiteral("Airlock"));
    env.insert(QStringLiteral("GIT_COMMITTER_EMAIL"), QStringLiteral("airlock@localhost"));
    // Paths are file names, never patterns: restoring `*.txt` restores the file of that name only.
    env.insert(QStringLiteral("GIT_LITERAL_PATHSPECS"), QStringLiteral("1"));
    env.remove(QStringLiteral("GIT_DIR"));
    env.remove(QStringLiteral("GIT_WORK_TREE"));
    env.remove(QStringLiteral("GIT_INDEX_FILE"));
    return env;
}

// The git subcommand of `args` (after global options such as `-c key=value`), for error messages.
QString subcommandOf(const QStringList &args)
{
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args.at(i) == QLatin1String("-c"))
            ++i;
        else if (!args.at(i).startsWith(QLatin1Char('-')))
            return args.at(i);
    }
    return args.value(0);
}

} // namespace

GitSequence::GitSequence(QString gitDir, QString workTree, QObject *parent)
    : QObject(parent)
    , m_gitDir(std::move(gitDir))
    , m_workTree(std::move(workTree))
{}

void GitSequence::then(Step step)
{
    m_steps.append(std::move(step));
}

void GitSequence::start()
{
    runNext({});
}

void GitSequence::runNext(const QByteArray &previous)
{
    if (m_steps.isEmpty()) {
        emit done(true, previous, {});
        return;
    }
    const Step step = m_steps.takeFirst();
    const Command command = step(previous);
    const QStringList &args = command.args;
    const QByteArray &input = command.input;
    if (command.skip) {
        runNext(previous);
        return;
    }
    if (args.isEmpty()) {
        emit done(true, previous, {});
        return;
    }
    m_process = new QProcess(this);
    QProcessEnvironment env = gitEnvironment();
    if (!m_indexFile.isEmpty())
        env.insert(QStringLiteral("GIT_INDEX_FILE"), m_indexFile);
    m_process->setProcessEnvironment(env);
    QStringList full = {QStringLiteral("--git-dir=") + m_gitDir};
    if (!m_workTree.isEmpty() && !command.repositoryOnly) {
        full << QStringLiteral("--work-tree=") + m_workTree;
        m_process->setWorkingDirectory(m_workTree);
    }
    full << args;
    m_output.clear();
    m_cut = false;
    const qint64 limit = command.outputLimit;
    if (limit > 0) {
        // Bounded memory: past the limit the rest is not wanted, and git is stopped.
        connect(m_process, &QProcess::readyReadStandardOutput, this, [this, limit] {
            const QByteArray chunk = m_process->readAllStandardOutput();
            if (m_cut)
                return;
            m_output += chunk;
            if (m_output.size() > limit) {
                m_output.truncate(limit + 1);
                m_cut = true;
                m_process->kill();
            }
        });
    }
    connect(m_process, &QProcess::finished, this, [this, args, limit](int code, QProcess::ExitStatus status) {
        QByteArray out = m_process->readAllStandardOutput();
        const QByteArray err = m_process->readAllStandardError();
        m_process->deleteLater();
        m_process = nullptr;
        if (limit > 0) {
            if (!m_cut)
                m_output += out;
            out = m_output.left(limit + 1);
            m_output.clear();
        }
        if (!m_cut && (status != QProcess::NormalExit || code != 0)) {
            emit done(false, out,
                      QStringLiteral("git %1 failed: %2")
                          .arg(subcommandOf(args), QString::fromUtf8(err).trimmed().left(300)));
            return;
        }
        runNext(out);
    });
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart && m_process) {
            m_process->deleteLater();
            m_process = nullptr;
            emit done(false, {}, QStringLiteral("git is not available: %1").arg(QStringLiteral("cannot start git")));
        }
    });
    m_process->start(QStringLiteral("git"), full);
    if (!input.isEmpty()) {
        m_process->write(input);
    }
    m_process->closeWriteChannel();
}

} // namespace airlock::safety
