// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Checkpoints.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>
#include <QUuid>

#include <algorithm>
#include <memory>
#include <optional>

namespace airlock::safety {

using core::Error;

namespace {

bool safeRelativePath(const QString &path)
{
    if (path.isEmpty() || QDir::isAbsolutePath(path) || path.startsWith(QLatin1Char('~')))
        return false;
    const QString clean = QDir::cleanPath(path);
    return clean != QLatin1String("..") && !clean.startsWith(QLatin1String("../")) &&
           !clean.contains(QLatin1Char('\0'));
}

// A commit id as `list` gives it, or a prefix of one; never an option or a revision expression.
bool plausibleId(const QString &id)
{
    static const QRegularExpression hex(QStringLiteral("^[0-9a-fA-F]{4,64}$"));
    return hex.match(id).hasMatch();
}

// Why `id` of `directory` cannot be read or restored, if it cannot.
std::optional<Error> unusable(const QString &directory, const QString &repo, const QString &id)
{
    if (!QFileInfo(directory).isDir())
        return Error::unavailable(QStringLiteral("%1 does not exist (any more)").arg(directory));
    if (!QFileInfo::exists(repo + QStringLiteral("/HEAD")))
        return Error::unavailable(QStringLiteral("%1 has no checkpoints").arg(directory));
    if (!plausibleId(id))
        return Error::invalidArguments(QStringLiteral("`%1` is not a checkpoint id").arg(id));
    return std::nullopt;
}

// Names the directory in its shadow repository, for directories(); written only when it changed.
void recordDirectory(const QString &repo, const QString &directory)
{
    const QString path = repo + QLatin1Char('/') + Checkpoints::directoryFileName();
    const QByteArray name = directory.toUtf8();
    if (QFile existing(path); existing.open(QIODevice::ReadOnly) && existing.readAll() == name)
        return;
    QSaveFile file(path);
    if (file.open(QIODevice::WriteOnly) && file.write(name) == name.size())
        file.commit();
}

// A private index file, removed when its sequence is done or, at the latest, deleted.
class ReadIndex final : public QObject
{
public:
    ReadIndex(QString path, QObject *parent)
        : QObject(parent)
        , m_path(std::move(path))
    {}
    ~ReadIndex() override { remove(); }
    Q_DISABLE_COPY_MOVE(ReadIndex)

    void remove()
    {
        QFile::remove(m_path);
        QFile::remove(m_path + QStringLiteral(".lock"));
    }

private:
    QString m_path;
};

// A private index for reading, holding the checkpoint's files. It keeps no stat data (plain `read-tree`, not `-m`):
// git compares what each file holds, because a file changed within the same second as the checkpoint, at the same
// size, looks unchanged by its stat data alone (git compares whole seconds). A read never takes the repository's
// own index lock, so it runs beside a checkpoint, a restore or another read.
void useReadIndex(GitSequence *seq, const QString &repo, const QString &id)
{
    const QString path =
        repo + QStringLiteral("/airlock-read-") + QUuid::createUuid().toString(QUuid::Id128) + QStringLiteral(".index");
    auto *index = new ReadIndex(path, seq);
    seq->setIndexFile(path);
    seq->then([id](const QByteArray &) { return GitSequence::Command{{QStringLiteral("read-tree"), id}, {}}; });
    QObject::connect(seq, &GitSequence::done, index, &ReadIndex::remove);
}

// `git diff --name-status -z` output and `git ls-files -z` output (new files) as one list, sorted by path.
QList<ChangedFile> parseChangedFiles(const QByteArray &nameStatus, const QByteArray &untracked)
{
    QList<ChangedFile> files;
    const QList<QByteArray> fields = nameStatus.split('\0');
    for (qsizetype i = 0; i + 1 < fields.size(); i += 2) {
        if (!fields.at(i).isEmpty())
            files.append({QString::fromUtf8(fields.at(i).left(1)), QString::fromUtf8(fields.at(i + 1))});
    }
    for (const QByteArray &path : untracked.split('\0')) {
        if (!path.isEmpty())
            files.append({QStringLiteral("A"), QString::fromUtf8(path)});
    }
    std::sort(files.begin(), files.end(), [](const ChangedFile &a, const ChangedFile &b) { return a.path < b.path; });
    return files;
}

GitSequence::Command gitCommand(std::initializer_list<const char *> words)
{
    QStringList args;
    for (const char *w : words)
        args << QLatin1String(w);
    return GitSequence::Command{args, {}};
}

GitSequence::Command repositoryOnlyCommand(std::initializer_list<const char *> words)
{
    GitSequence::Command c = gitCommand(words);
    c.repositoryOnly = true;
    return c;
}

// A new shadow repository.
void addInitSteps(GitSequence *seq)
{
    seq->then([](const QByteArray &) { return repositoryOnlyCommand({"init", "-q", "--bare"}); });
    seq->then([](const QByteArray &) { return repositoryOnlyCommand({"config", "core.bare", "false"}); });
    seq->then([](const QByteArray &) { return repositoryOnlyCommand({"config", "gc.auto", "0"}); });
    seq->then([](const QByteArray &) { return repositoryOnlyCommand({"config", "core.autocrlf", "false"}); });
}

// The files of a NUL-separated `git ls-files -z` listing that fit under `cap` bytes together, smallest first, again
// NUL-separated; `skipped` counts those left out.
QByteArray filesWithinCap(const QByteArray &listing, const QString &directory, qint64 cap, int &skipped)
{
    struct Entry {
        QByteArray path;
        qint64 size;
    };
    QList<Entry> entries;
    for (const QByteArray &path : listing.split('\0')) {
        if (path.isEmpty())
            continue;
        const QFileInfo info(directory + QLatin1Char('/') + QString::fromUtf8(path));
        if (info.isSymLink())
            entries.append({path, 0});
        else if (info.isFile())
            entries.append({path, info.size()});
    }
    std::sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) { return a.size < b.size; });
    QByteArray files;
    qint64 total = 0;
    for (const Entry &e : entries) {
        if (total + e.size > cap) {
            ++skipped;
            continue;
        }
        total += e.size;
        files += e.path + '\0';
    }
    return files;
}

// Stages the files worth keeping in a shadow index, commits the tree and gives the commit a ref; `snapshot` receives
// the short commit id.
void addSnapshotSteps(GitSequence *seq, const QString &directory, const QString &label, qint64 cap,
                      std::shared_ptr<int> skipped, std::shared_ptr<QString> snapshot)
{
    // The files worth keeping: tracked or untracked, not ignored (the project's own .gitignore rules apply).
    seq->then([](const QByteArray &) {
        return gitCommand({"ls-files", "-z", "--cached", "--others", "--exclude-standard"});
    });
    // Start from an empty shadow index, then add what fits under the size cap, smallest files first.
    auto files = std::make_shared<QByteArray>();
    seq->then([files, directory, cap, skipped](const QByteArray &listing) {
        *files = filesWithinCap(listing, directory, cap, *skipped);
        return gitCommand({"read-tree", "--empty"});
    });
    seq->then([files](const QByteArray &) {
        if (files->isEmpty())
            return gitCommand({"write-tree"});
        GitSequence::Command add = gitCommand({"add", "--force", "--pathspec-from-file=-", "--pathspec-file-nul"});
        add.input = *files;
        return add;
    });
    seq->then([](const QByteArray &) { return gitCommand({"write-tree"}); });
    seq->then([label](const QByteArray &tree) {
        return GitSequence::Command{{QStringLiteral("commit-tree"), QString::fromUtf8(tree.trimmed()),
                                     QStringLiteral("-m"), label.isEmpty() ? QStringLiteral("checkpoint") : label},
                                    {}};
    });
    seq->then([snapshot](const QByteArray &commit) {
        const QString id = QString::fromUtf8(commit.trimmed());
        *snapshot = id.left(12);
        const QString ref =
            QStringLiteral("refs/checkpoints/%1-%2")
                .arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMddHHmmsszzz")), id.left(12));
        return GitSequence::Command{{QStringLiteral("update-ref"), ref, id}, {}};
    });
}

// Retention: only the newest `keep` snapshots keep a ref; git's objects are shared between snapshots.
void addRetentionSteps(GitSequence *seq, int keep)
{
    seq->then([](const QByteArray &) {
        return gitCommand({"for-each-ref", "--sort=-refname", "--format=%(refname)", "refs/checkpoints/"});
    });
    seq->then([keep](const QByteArray &refs) {
        const QList<QByteArray> all = refs.trimmed().split('\n');
        QByteArray deletions;
        for (qsizetype i = keep; i < all.size(); ++i) {
            if (!all[i].isEmpty())
                deletions += "delete " + all[i] + '\n';
        }
        if (deletions.isEmpty())
            return GitSequence::Command{};
        return GitSequence::Command{{QStringLiteral("update-ref"), QStringLiteral("--stdin")}, deletions};
    });
}

} // namespace

Checkpoints::Checkpoints(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    if (m_options.root.isEmpty())
        m_options.root = defaultRoot();
}

QString Checkpoints::defaultRoot()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/checkpoints");
}

QString Checkpoints::repositoryFor(const QString &directory) const
{
    const QByteArray key = QFileInfo(directory).absoluteFilePath().toUtf8();
    return m_options.root + QLatin1Char('/') +
           QString::fromLatin1(QCryptographicHash::hash(key, QCryptographicHash::Sha256).toHex().left(16));
}

core::CheckpointJob *Checkpoints::checkpoint(const QString &directory, const QString &label, QObject *parent)
{
    auto *job = new core::CheckpointJob(parent);
    const QFileInfo dir(directory);
    if (!dir.isDir()) {
        job->finish(false, QStringLiteral("no checkpoint: %1 is not a directory").arg(directory));
        return job;
    }
    const QString repo = repositoryFor(directory);
    if (QFileInfo(directory).absoluteFilePath() == QDir::rootPath() ||
        QFileInfo(directory).absoluteFilePath() == QDir::homePath()) {
        job->finish(false, QStringLiteral("no checkpoint of %1: a whole system or home directory is too large to "
                                          "snapshot")
                               .arg(directory));
        return job;
    }
    const bool fresh = !QFileInfo::exists(repo + QStringLiteral("/HEAD"));
    QDir().mkpath(repo);
    recordDirectory(repo, dir.absoluteFilePath());
    auto *seq = new GitSequence(repo, dir.absoluteFilePath(), job);
    auto skipped = std::make_shared<int>(0);
    auto snapshot = std::make_shared<QString>();
    if (fresh)
        addInitSteps(seq);
    addSnapshotSteps(seq, directory, label, m_options.maxBytes, skipped, snapshot);
    addRetentionSteps(seq, m_options.maxSnapshots);
    const QString where = dir.absoluteFilePath();
    connect(seq, &GitSequence::done, job,
            [job, skipped, snapshot, where](bool ok, const QByteArray &, const QString &error) {
                if (!ok) {
                    job->finish(false, QStringLiteral("checkpoint failed: %1").arg(error));
                    return;
                }
                QString note = QStringLiteral("checkpoint %1 of %2 taken before this command").arg(*snapshot, where);
                if (*skipped > 0)
                    note += QStringLiteral(", without %1 file(s) over the size cap").arg(*skipped);
                job->finish(true, note, *snapshot, where);
            });
    connect(seq, &GitSequence::done, seq, &QObject::deleteLater);
    runInTurn(repo, seq);
    return job;
}

void Checkpoints::runInTurn(const QString &repo, GitSequence *seq)
{
    QList<GitSequence *> &turns = m_turns[repo];
    turns.append(seq);
    connect(seq, &GitSequence::done, this, [this, repo, seq] { endTurn(repo, seq); });
    connect(seq, &QObject::destroyed, this, [this, repo, seq] { endTurn(repo, seq); }); // its job went first
    if (turns.size() == 1)
        seq->start();
}

void Checkpoints::endTurn(const QString &repo, GitSequence *seq)
{
    const auto found = m_turns.find(repo);
    if (found == m_turns.end() || !found->contains(seq))
        return;
    const bool wasRunning = found->front() == seq;
    found->removeAll(seq);
    if (found->isEmpty())
        m_turns.erase(found);
    else if (wasRunning)
        found->front()->start();
}

void Checkpoints::list(const QString &directory, ListCallback done)
{
    const QString repo = repositoryFor(directory);
    if (!QFileInfo::exists(repo + QStringLiteral("/HEAD"))) {
        done(QList<Checkpoint>{});
        return;
    }
    auto *seq = new GitSequence(repo, {}, this);
    seq->then([](const QByteArray &) {
        return GitSequence::Command{
            {QStringLiteral("for-each-ref"), QStringLiteral("--sort=-refname"),
             QStringLiteral("--format=%(objectname)%09%(creatordate:iso-strict)%09%(contents:subject)"),
             QStringLiteral("refs/checkpoints/")},
            {}};
    });
    connect(seq, &GitSequence::done, this, [seq, done](bool ok, const QByteArray &out, const QString &error) {
        seq->deleteLater();
        if (!ok) {
            done(Error::executionFailed(error));
            return;
        }
        QList<Checkpoint> list;
        for (const QByteArray &line : out.split('\n')) {
            const QList<QByteArray> f = line.split('\t');
            if (f.size() < 3)
                continue;
            list.append({QString::fromUtf8(f[0]), QDateTime::fromString(QString::fromUtf8(f[1]), Qt::ISODate),
                         QString::fromUtf8(f[2])});
        }
        done(list);
    });
    seq->start();
}

void Checkpoints::diff(const QString &directory, const QString &id, TextCallback done)
{
    auto *seq = new GitSequence(repositoryFor(directory), QFileInfo(directory).absoluteFilePath(), this);
    seq->then([](const QByteArray &) {
        return GitSequence::Command{
            {QStringLiteral("add"), QStringLiteral("-A"), QStringLiteral("--intent-to-add"), QStringLiteral(".")}, {}};
    });
    seq->then([id](const QByteArray &) {
        return GitSequence::Command{
            {QStringLiteral("diff"), QStringLiteral("--name-status"), QStringLiteral("--no-renames"), id}, {}};
    });
    connect(seq, &GitSequence::done, this, [seq, done](bool ok, const QByteArray &out, const QString &error) {
        seq->deleteLater();
        if (!ok)
            done(Error::executionFailed(error));
        else
            done(QString::fromUtf8(out));
    });
    seq->start();
}

void Checkpoints::changedFiles(const QString &directory, const QString &id, FilesCallback done)
{
    const QString repo = repositoryFor(directory);
    if (const auto error = unusable(directory, repo, id)) {
        done(*error);
        return;
    }
    auto *seq = new GitSequence(repo, QFileInfo(directory).absoluteFilePath(), this);
    useReadIndex(seq, repo, id);
    auto changed = std::make_shared<QByteArray>();
    seq->then([id](const QByteArray &) {
        return GitSequence::Command{{QStringLiteral("diff"), QStringLiteral("--name-status"),
                                     QStringLiteral("--no-renames"), QStringLiteral("-z"), id},
                                    {}};
    });
    seq->then([changed](const QByteArray &out) {
        *changed = out;
        return gitCommand({"ls-files", "-z", "--others", "--exclude-standard"});
    });
    connect(seq, &GitSequence::done, this, [seq, done, changed](bool ok, const QByteArray &out, const QString &error) {
        seq->deleteLater();
        if (!ok)
            done(Error::executionFailed(error));
        else
            done(parseChangedFiles(*changed, out));
    });
    seq->start();
}

void Checkpoints::diffText(const QString &directory, const QString &id, const QString &path, TextCallback done)
{
    const QString repo = repositoryFor(directory);
    if (const auto error = unusable(directory, repo, id)) {
        done(*error);
        return;
    }
    if (!path.isEmpty() && !safeRelativePath(path)) {
        done(Error::invalidArguments(QStringLiteral("`%1` is not a path inside %2").arg(path, directory)));
        return;
    }
    QStringList only;
    if (!path.isEmpty())
        only << QStringLiteral("--") << path;
    auto *seq = new GitSequence(repo, QFileInfo(directory).absoluteFilePath(), this);
    useReadIndex(seq, repo, id);
    // New files take part as "intent to add" entries of the private index (no content is stored for them).
    seq->then([only](const QByteArray &) {
        return GitSequence::Command{QStringList{QStringLiteral("ls-files"), QStringLiteral("-z"),
                                                QStringLiteral("--others"), QStringLiteral("--exclude-standard")} +
                                        only,
                                    {}};
    });
    seq->then([](const QByteArray &untracked) {
        GitSequence::Command add =
            gitCommand({"add", "--intent-to-add", "--pathspec-from-file=-", "--pathspec-file-nul"});
        add.input = untracked;
        add.skip = untracked.isEmpty();
        return add;
    });
    seq->then([id, only](const QByteArray &) {
        GitSequence::Command diff{QStringList{QStringLiteral("-c"), QStringLiteral("core.quotePath=false"),
                                              QStringLiteral("diff"), QStringLiteral("--no-color"),
                                              QStringLiteral("--no-ext-diff"), QStringLiteral("--no-textconv"),
                                              QStringLiteral("--no-renames"), id} +
                                      only,
                                  {}};
        diff.outputLimit = kMaxDiffBytes;
        return diff;
    });
    connect(seq, &GitSequence::done, this, [seq, done](bool ok, const QByteArray &out, const QString &error) {
        seq->deleteLater();
        if (!ok) {
            done(Error::executionFailed(error));
            return;
        }
        if (out.size() <= kMaxDiffBytes) {
            done(QString::fromUtf8(out));
            return;
        }
        // Cut after the last whole line that fits, and say so.
        const qsizetype end = out.lastIndexOf('\n', kMaxDiffBytes - 1);
        QString text = QString::fromUtf8(out.left(end < 0 ? kMaxDiffBytes : end + 1));
        if (!text.endsWith(QLatin1Char('\n')))
            text += QLatin1Char('\n');
        text += QStringLiteral("[the diff is longer than %1 MB and was cut here]\n").arg(kMaxDiffBytes / (1024 * 1024));
        done(text);
    });
    seq->start();
}

void Checkpoints::restore(const QString &directory, const QString &id, const QStringList &paths, TextCallback done)
{
    if (const auto error = unusable(directory, repositoryFor(directory), id)) {
        done(*error);
        return;
    }
    for (const QString &p : paths) {
        if (!safeRelativePath(p)) {
            done(Error::invalidArguments(
                QStringLiteral("refusing to restore `%1`: only paths inside %2 can be restored").arg(p, directory)));
            return;
        }
    }
    const QString repo = repositoryFor(directory);
    auto *seq = new GitSequence(repo, QFileInfo(directory).absoluteFilePath(), this);
    seq->then([id, paths](const QByteArray &) {
        QStringList args{QStringLiteral("checkout"), id, QStringLiteral("--")};
        if (paths.isEmpty())
            args << QStringLiteral(".");
        else
            args << paths;
        return GitSequence::Command{args, {}};
    });
    connect(seq, &GitSequence::done, this, [seq, done, paths](bool ok, const QByteArray &, const QString &error) {
        seq->deleteLater();
        if (!ok)
            done(Error::executionFailed(error));
        else
            done(paths.isEmpty() ? QStringLiteral("restored every file of the checkpoint")
                                 : QStringLiteral("restored %1").arg(paths.join(QStringLiteral(", "))));
    });
    runInTurn(repo, seq);
}

QStringList Checkpoints::directories() const
{
    struct Found {
        QString directory;
        QDateTime changed;
    };
    QList<Found> found;
    const QFileInfoList repos = QDir(m_options.root).entryInfoList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QFileInfo &repo : repos) {
        QFile file(repo.filePath() + QLatin1Char('/') + directoryFileName());
        if (!QFileInfo::exists(repo.filePath() + QStringLiteral("/HEAD")) || !file.open(QIODevice::ReadOnly))
            continue; // not a shadow repository, or one made before directories were recorded
        const QString directory = QString::fromUtf8(file.readAll());
        // A name that does not lead back to this repository (copied, edited) would show another directory's files.
        if (directory.isEmpty() || QFileInfo(repositoryFor(directory)).fileName() != repo.fileName())
            continue;
        // A new checkpoint adds a ref (a file) to refs/checkpoints/, which dates the directory.
        found.append({directory, QFileInfo(repo.filePath() + QStringLiteral("/refs/checkpoints")).lastModified()});
    }
    std::sort(found.begin(), found.end(), [](const Found &a, const Found &b) {
        return a.changed != b.changed ? a.changed > b.changed : a.directory < b.directory;
    });
    QStringList out;
    for (const Found &f : std::as_const(found))
        out << f.directory;
    return out;
}

} // namespace airlock::safety
