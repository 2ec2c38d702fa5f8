// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/CheckpointMaker.h"
#include "core/Error.h"

#include <QDateTime>
#include <QList>
#include <QObject>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <functional>

namespace airlock::safety {

// One snapshot of a working tree.
struct Checkpoint {
    QString id; // commit id in the shadow repository
    QDateTime created;
    QString label; // the command it was taken before
};

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
    };
    using Step = std::function<Command(const QByteArray &previousOutput)>;
    GitSequence(QString gitDir, QString workTree, QObject *parent);

    void then(Step step);
    void start();

signals:
    void done(bool ok, const QByteArray &output, const QString &error);

private:
    void runNext(const QByteArray &previous);

    QString m_gitDir;
    QString m_workTree;
    QList<Step> m_steps;
    QProcess *m_process = nullptr;
};

// Snapshots of working trees before destructive commands (SPEC-terminal.md §5 "Checkpoints"): a shadow git
// repository per directory in AppDataLocation/checkpoints/<hash of the directory>/, outside the project and never
// touching its own .git. Tracked and untracked files are kept, ignored ones (the project's .gitignore) are not; a
// size cap leaves the largest files out with a note; old snapshots beyond the retention limit are dropped. Every
// operation is asynchronous (QProcess git); a failure becomes a note, never a silent block.
class Checkpoints final : public QObject, public core::CheckpointMaker
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Checkpoints)

public:
    struct Options {
        QString root; // where shadow repositories live; default AppDataLocation/checkpoints
        int maxSnapshots = 50;
        qint64 maxBytes = 200000000;
    };

    explicit Checkpoints(Options options, QObject *parent = nullptr);

    core::CheckpointJob *checkpoint(const QString &directory, const QString &label, QObject *parent) override;

    using ListCallback = std::function<void(core::Result<QList<Checkpoint>>)>;
    using TextCallback = std::function<void(core::Result<QString>)>;
    void list(const QString &directory, ListCallback done);
    // Files that differ between the checkpoint and the directory now (name-status).
    void diff(const QString &directory, const QString &id, TextCallback done);
    // Writes the checkpoint's version of `paths` (all files when empty) back; paths leaving the tree are refused.
    void restore(const QString &directory, const QString &id, const QStringList &paths, TextCallback done);

    QString repositoryFor(const QString &directory) const;
    static QString defaultRoot();

private:
    Options m_options;
};

} // namespace airlock::safety
