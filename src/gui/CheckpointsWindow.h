// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "safety/Checkpoints.h"

#include <QPointer>
#include <QWidget>

#include <functional>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace airlock::engine {
class Engine;
}

namespace airlock::gui {

// The checkpoints taken before destructive commands, by directory: each one's time, command and how many files
// changed since; the changed files of the selected one with the diff of one or all; and restoring all or the ticked
// files, each asked first. Restores are recorded in the audit log when there is one. Git runs asynchronously; every
// failure (no such directory, a damaged shadow repository, a restore that fails) is said in the window.
class CheckpointsWindow final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CheckpointsWindow)

public:
    // The data the lists keep beside their text: a checkpoint's id (checkpointList, column 0); a file's path and
    // git's letter for it (fileList, column 0; see safety::ChangedFile).
    static constexpr int IdRole = Qt::UserRole;
    static constexpr int PathRole = Qt::UserRole;
    static constexpr int StatusRole = Qt::UserRole + 1;

    explicit CheckpointsWindow(engine::Engine *engine, QWidget *parent = nullptr);
    ~CheckpointsWindow() override;

    // `directory`'s checkpoints with `id` selected (a whole id or the start of one, as results and the audit log
    // give it); the History window's way in.
    void showCheckpoint(const QString &directory, const QString &id);
    // `directory`'s checkpoints, the newest selected.
    void showDirectory(const QString &directory);
    QString directory() const { return m_directory; }
    QString selectedCheckpoint() const;
    // The directories with checkpoints again, then the shown one's checkpoints, keeping the selection.
    void refresh();

    // Each asks first (a window-modal question, opened, not exec'd), then restores.
    void restoreSelected();
    void restoreAll();
    // The question asked before a restore, while it is open (for tests and the keyboard).
    QWidget *pendingQuestion() const { return m_question; }

signals:
    // A restore ended, its audit record handed to the log; `message` is what the window says about it.
    void restoreFinished(bool ok, const QString &message);

private:
    void setUpWidgets();
    void fillDirectories();
    void chooseOtherDirectory();
    void loadCheckpoints(const QString &select, bool clearStatus);
    void countChanges(quint64 generation, int row);
    void showSelectedCheckpoint();
    void showDiff(const QString &path);
    void askRestore(const QStringList &paths);
    void restore(const QString &directory, const QString &id, const QStringList &paths);
    void record(const QString &directory, const QString &id, const QStringList &paths, const QDateTime &asked,
                const core::Result<QString> &result);
    void ask(const QString &text, const QString &details, const QString &confirm, std::function<void()> onYes);
    void showStatus(const QString &text, bool error);
    void updateButtons();
    QStringList checkedPaths() const;

    QPointer<engine::Engine> m_engine;
    // Its own, on the engine's root: the engine replaces its Checkpoints when the settings change, and keeps none
    // while checkpoints are off.
    safety::Checkpoints *m_checkpoints;
    QComboBox *m_directoryCombo = nullptr;
    QPushButton *m_refreshButton = nullptr;
    QTreeWidget *m_list = nullptr;
    QTreeWidget *m_files = nullptr;
    QPushButton *m_allChangesButton = nullptr;
    QPlainTextEdit *m_diff = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_restoreSelectedButton = nullptr;
    QPushButton *m_restoreAllButton = nullptr;
    QPointer<QWidget> m_question;

    QString m_statusText;
    QString m_directory;
    QString m_pendingId; // to select once the list arrives
    QList<safety::ChangedFile> m_changed;
    // Answers for a list, file list or diff that is no longer shown are dropped.
    quint64 m_listGeneration = 0;
    quint64 m_filesGeneration = 0;
    quint64 m_diffGeneration = 0;
    bool m_restoring = false;
};

} // namespace airlock::gui
