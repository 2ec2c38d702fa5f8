// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "GitSequence.h"
#include "core/CheckpointMaker.h"
#include "core/Error.h"

#include <QDateTime>
#include <QHash>
#include <QList>
#include <QObject>
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

// A file that differs between a checkpoint and its directory now, seen from the checkpoint: git's letter for what
// happened since, M (modified), D (deleted: a restore brings it back), T (type changed), A (new: not in the
// checkpoint, so a restore leaves it alone).
struct ChangedFile {
    QString status;
    QString path; // relative to the directory
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
    using FilesCallback = std::function<void(core::Result<QList<ChangedFile>>)>;
    void list(const QString &directory, ListCallback done);
    // Files that differ between the checkpoint and the directory now (name-status).
    void diff(const QString &directory, const QString &id, TextCallback done);
    // The same files as a list sorted by path, for the window. Never changes the shadow repository's index, so it
    // may run beside a checkpoint, a restore and other reads.
    void changedFiles(const QString &directory, const QString &id, FilesCallback done);
    // A unified diff from the checkpoint to the directory now, of `path` (relative; empty: every file), new files
    // included; cut at kMaxDiffBytes with a note on the last line.
    void diffText(const QString &directory, const QString &id, const QString &path, TextCallback done);
    static constexpr qint64 kMaxDiffBytes = 2 * 1024 * 1024;
    // Writes the checkpoint's version of `paths` (all files when empty) back; paths leaving the tree are refused.
    // Paths are taken literally (no glob patterns).
    void restore(const QString &directory, const QString &id, const QStringList &paths, TextCallback done);

    // Every directory with a shadow repository under root(), most recently checkpointed first. Each repository
    // records its directory when a checkpoint is taken; one made before Airlock recorded them is left out until its
    // next checkpoint.
    QStringList directories() const;
    QString repositoryFor(const QString &directory) const;
    QString root() const { return m_options.root; }
    static QString defaultRoot();
    // The file in a shadow repository that names its directory.
    static QString directoryFileName() { return QStringLiteral("airlock-directory"); }

private:
    // Sequences that write a shadow repository (its index, its refs) run one at a time per repository: a second one
    // beside the first would fail on git's index.lock, and tasks on one project take checkpoints at the same moment.
    void runInTurn(const QString &repo, GitSequence *seq);
    void endTurn(const QString &repo, GitSequence *seq);

    Options m_options;
    QHash<QString, QList<GitSequence *>> m_turns; // per repository: the running sequence first, then those waiting
};

} // namespace airlock::safety
