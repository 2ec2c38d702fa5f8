// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

namespace airlock::safety {

// Runs git commands one after another without blocking the event loop; each step sees the previous output.
class GitSequence final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(GitSequence)

public:
    struct Command {
        QStringList args;            // empty: stop here, successfully
        QByteArray input;            // written to git's stdin
        bool repositoryOnly = false; // without --work-tree (git init refuses one)
        qint64 outputLimit = 0;      // > 0: keep at most this many bytes + 1 of stdout, then stop git (not a failure)
        bool skip = false;           // run nothing; the next step sees the previous output
    };
    using Step = std::function<Command(const QByteArray &previousOutput)>;
    GitSequence(QString gitDir, QString workTree, QObject *parent);

    void then(Step step);
    // Every git command of the sequence uses this index instead of the repository's own (GIT_INDEX_FILE).
    void setIndexFile(const QString &path) { m_indexFile = path; }
    void start();

signals:
    void done(bool ok, const QByteArray &output, const QString &error);

private:
    void runNext(const QByteArray &previous);

    QString m_gitDir;
    QString m_workTree;
    QString m_indexFile;
    QList<Step> m_steps;
    QProcess *m_process = nullptr;
    QByteArray m_output; // stdout so far of a command with an output limit
    bool m_cut = false;  // that command reached its limit and was stopped
};

} // namespace airlock::safety
