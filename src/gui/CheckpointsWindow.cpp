// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CheckpointsWindow.h"

#include "Question.h"
#include "engine/AuditLog.h"
#include "engine/CheckpointRestoreRecord.h"
#include "engine/Engine.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace airlock::gui {

namespace {

constexpr int kNamedFiles = 15; // a question names this many files, then counts the rest

const QString kTimeFormat = QStringLiteral("yyyy-MM-dd HH:mm:ss");

QString statusWord(const QString &status)
{
    if (status == QLatin1String("M"))
        return CheckpointsWindow::tr("modified");
    if (status == QLatin1String("D"))
        return CheckpointsWindow::tr("deleted");
    if (status == QLatin1String("A"))
        return CheckpointsWindow::tr("new");
    if (status == QLatin1String("T"))
        return CheckpointsWindow::tr("type changed");
    return status;
}

// Only files the checkpoint has can be written back; a new one is left alone by a restore.
bool restorable(const QString &status)
{
    return status != QLatin1String("A");
}

QString namedList(const QStringList &paths)
{
    QStringList shown = paths.mid(0, kNamedFiles);
    for (QString &p : shown)
        p.prepend(QStringLiteral("• "));
    QString text = shown.join(QLatin1Char('\n'));
    if (paths.size() > kNamedFiles)
        text += QLatin1Char('\n') + CheckpointsWindow::tr("… and %n more", "", int(paths.size() - kNamedFiles));
    return text;
}

QString absolute(const QString &directory)
{
    return directory.isEmpty() ? QString() : QFileInfo(directory).absoluteFilePath();
}

} // namespace

CheckpointsWindow::CheckpointsWindow(engine::Engine *engine, QWidget *parent)
    : QWidget(parent, Qt::Window)
    , m_engine(engine)
    , m_checkpoints(new safety::Checkpoints({engine ? engine->checkpointsRoot() : QString()}, this))
{
    setWindowTitle(tr("Checkpoints — Airlock"));
    setUpWidgets();
    fillDirectories();
    if (m_directoryCombo->count() > 1)
        showDirectory(m_directoryCombo->itemData(0).toString());
    else
        showStatus(tr("No checkpoints yet. Airlock takes one before a destructive command changes files on the local "
                      "backend; choose Other… to look at a directory."),
                   false);
}

CheckpointsWindow::~CheckpointsWindow() = default;

void CheckpointsWindow::setUpWidgets()
{
    auto *directoryLabel = new QLabel(tr("&Directory:"), this);
    m_directoryCombo = new QComboBox(this);
    m_directoryCombo->setObjectName(QStringLiteral("directoryCombo"));
    m_directoryCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_directoryCombo->setMinimumContentsLength(40);
    directoryLabel->setBuddy(m_directoryCombo);
    m_refreshButton = new QPushButton(tr("&Refresh"), this);
    m_refreshButton->setObjectName(QStringLiteral("refreshButton"));
    auto *top = new QHBoxLayout;
    top->addWidget(directoryLabel);
    top->addWidget(m_directoryCombo, 1);
    top->addWidget(m_refreshButton);

    m_list = new QTreeWidget(this);
    m_list->setObjectName(QStringLiteral("checkpointList"));
    m_list->setHeaderLabels({tr("Time"), tr("Command"), tr("Changed since")});
    m_list->setRootIsDecorated(false);
    m_list->setAccessibleName(tr("Checkpoints"));
    m_list->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_list->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_list->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    m_list->header()->setStretchLastSection(false);

    m_files = new QTreeWidget(this);
    m_files->setObjectName(QStringLiteral("fileList"));
    m_files->setHeaderLabels({tr("Since then"), tr("File")});
    m_files->setRootIsDecorated(false);
    m_files->setAccessibleName(tr("Files changed since the checkpoint; tick those to restore"));
    m_files->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_allChangesButton = new QPushButton(tr("Show &all changes"), this);
    m_allChangesButton->setObjectName(QStringLiteral("allChangesButton"));
    auto *filesPane = new QWidget(this);
    auto *filesLayout = new QVBoxLayout(filesPane);
    filesLayout->setContentsMargins(0, 0, 0, 0);
    filesLayout->addWidget(m_files, 1);
    filesLayout->addWidget(m_allChangesButton, 0, Qt::AlignLeft);

    m_diff = new QPlainTextEdit(this);
    m_diff->setObjectName(QStringLiteral("diffView"));
    m_diff->setReadOnly(true);
    m_diff->setUndoRedoEnabled(false);
    m_diff->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_diff->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_diff->setAccessibleName(tr("Changes since the checkpoint"));

    auto *details = new QSplitter(Qt::Vertical, this);
    details->addWidget(filesPane);
    details->addWidget(m_diff);
    details->setStretchFactor(0, 1);
    details->setStretchFactor(1, 3);
    auto *split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_list);
    split->addWidget(details);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("statusLabel"));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_restoreSelectedButton = new QPushButton(tr("Restore &selected…"), this);
    m_restoreSelectedButton->setObjectName(QStringLiteral("restoreSelectedButton"));
    m_restoreAllButton = new QPushButton(tr("Restore a&ll…"), this);
    m_restoreAllButton->setObjectName(QStringLiteral("restoreAllButton"));
    auto *bottom = new QHBoxLayout;
    bottom->addWidget(m_status, 1);
    bottom->addWidget(m_restoreSelectedButton);
    bottom->addWidget(m_restoreAllButton);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(split, 1);
    layout->addLayout(bottom);
    resize(1100, 700);

    connect(m_directoryCombo, &QComboBox::activated, this, [this](int index) {
        const QString directory = m_directoryCombo->itemData(index).toString();
        if (directory.isEmpty())
            chooseOtherDirectory();
        else if (directory != m_directory)
            showDirectory(directory);
    });
    connect(m_refreshButton, &QPushButton::clicked, this, &CheckpointsWindow::refresh);
    connect(m_list, &QTreeWidget::currentItemChanged, this, &CheckpointsWindow::showSelectedCheckpoint);
    connect(m_files, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem *current) {
        showDiff(current ? current->data(0, PathRole).toString() : QString());
    });
    connect(m_files, &QTreeWidget::itemChanged, this, &CheckpointsWindow::updateButtons);
    connect(m_allChangesButton, &QPushButton::clicked, this, [this] { m_files->setCurrentItem(nullptr); });
    connect(m_restoreSelectedButton, &QPushButton::clicked, this, &CheckpointsWindow::restoreSelected);
    connect(m_restoreAllButton, &QPushButton::clicked, this, &CheckpointsWindow::restoreAll);
    updateButtons();
}

// The directories with checkpoints (and the shown one, with or without), then "Other…".
void CheckpointsWindow::fillDirectories()
{
    const QSignalBlocker blocker(m_directoryCombo);
    m_directoryCombo->clear();
    QStringList directories = m_checkpoints->directories();
    if (!m_directory.isEmpty() && !directories.contains(m_directory))
        directories.prepend(m_directory);
    for (const QString &directory : std::as_const(directories))
        m_directoryCombo->addItem(QDir::toNativeSeparators(directory), directory);
    if (!directories.isEmpty())
        m_directoryCombo->insertSeparator(m_directoryCombo->count());
    m_directoryCombo->addItem(tr("Other…"));
    const qsizetype shown = directories.indexOf(m_directory);
    m_directoryCombo->setCurrentIndex(shown >= 0 ? int(shown) : m_directoryCombo->count() - 1);
}

void CheckpointsWindow::chooseOtherDirectory()
{
    auto *dialog = new QFileDialog(this, tr("Show the checkpoints of a directory"),
                                   m_directory.isEmpty() ? QDir::homePath() : m_directory);
    dialog->setObjectName(QStringLiteral("directoryDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::fileSelected, this, &CheckpointsWindow::showDirectory);
    // Cancelled: the combo goes back to the directory shown.
    connect(dialog, &QFileDialog::rejected, this, &CheckpointsWindow::fillDirectories);
    dialog->open();
}

void CheckpointsWindow::showDirectory(const QString &directory)
{
    showCheckpoint(directory, {});
}

void CheckpointsWindow::showCheckpoint(const QString &directory, const QString &id)
{
    m_directory = absolute(directory);
    fillDirectories();
    loadCheckpoints(id, true);
}

void CheckpointsWindow::refresh()
{
    fillDirectories();
    loadCheckpoints(selectedCheckpoint(), true);
}

QString CheckpointsWindow::selectedCheckpoint() const
{
    const QTreeWidgetItem *item = m_list->currentItem();
    return item ? item->data(0, IdRole).toString() : QString();
}

void CheckpointsWindow::loadCheckpoints(const QString &select, bool clearStatus)
{
    const quint64 generation = ++m_listGeneration;
    m_pendingId = select;
    m_list->clear();
    if (clearStatus)
        showStatus({}, false);
    if (m_directory.isEmpty())
        return;
    const bool exists = QFileInfo(m_directory).isDir();
    if (!exists)
        showStatus(tr("%1 does not exist any more: its checkpoints are listed, but cannot be compared or restored.")
                       .arg(QDir::toNativeSeparators(m_directory)),
                   true);
    m_checkpoints->list(m_directory, [this, generation, exists](core::Result<QList<safety::Checkpoint>> result) {
        if (generation != m_listGeneration)
            return;
        if (!result) {
            showStatus(tr("The checkpoints of %1 cannot be read: %2")
                           .arg(QDir::toNativeSeparators(m_directory), result.error().message),
                       true);
            return;
        }
        if (result->isEmpty()) {
            if (exists)
                showStatus(
                    tr("%1 has no checkpoints. Airlock takes one before a destructive command changes files there.")
                        .arg(QDir::toNativeSeparators(m_directory)),
                    false);
            return;
        }
        QTreeWidgetItem *wanted = nullptr;
        for (const safety::Checkpoint &c : *result) {
            const QString command = c.label.section(QLatin1Char('\n'), 0, 0);
            auto *item = new QTreeWidgetItem(m_list, QStringList{c.created.toLocalTime().toString(kTimeFormat), command,
                                                                 exists ? tr("…") : QString()});
            item->setData(0, IdRole, c.id);
            item->setToolTip(0, tr("Checkpoint %1").arg(c.id.left(12)));
            item->setToolTip(1, c.label);
            item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
            if (!m_pendingId.isEmpty() && !wanted && c.id.startsWith(m_pendingId, Qt::CaseInsensitive))
                wanted = item;
        }
        if (!m_pendingId.isEmpty() && !wanted)
            showStatus(tr("Checkpoint %1 of %2 is gone (only the newest are kept); the newest is shown.")
                           .arg(m_pendingId.left(12), QDir::toNativeSeparators(m_directory)),
                       true);
        m_pendingId.clear();
        m_list->setCurrentItem(wanted ? wanted : m_list->topLevelItem(0));
        if (exists)
            countChanges(generation, 0);
    });
}

// One checkpoint after the other (each runs git three times), newest first.
void CheckpointsWindow::countChanges(quint64 generation, int row)
{
    if (generation != m_listGeneration || row >= m_list->topLevelItemCount())
        return;
    const QString id = m_list->topLevelItem(row)->data(0, IdRole).toString();
    m_checkpoints->changedFiles(m_directory, id,
                                [this, generation, row](core::Result<QList<safety::ChangedFile>> result) {
                                    if (generation != m_listGeneration)
                                        return;
                                    if (QTreeWidgetItem *item = m_list->topLevelItem(row)) {
                                        item->setText(2, result ? QString::number(result->size()) : tr("?"));
                                        item->setToolTip(2, result ? QString() : result.error().message);
                                    }
                                    countChanges(generation, row + 1);
                                });
}

void CheckpointsWindow::showSelectedCheckpoint()
{
    const quint64 generation = ++m_filesGeneration;
    ++m_diffGeneration;
    {
        const QSignalBlocker blocker(m_files);
        m_files->clear();
    }
    m_changed.clear();
    m_diff->clear();
    updateButtons();
    const QString id = selectedCheckpoint();
    if (id.isEmpty() || !QFileInfo(m_directory).isDir())
        return;
    m_checkpoints->changedFiles(m_directory, id, [this, generation](core::Result<QList<safety::ChangedFile>> result) {
        if (generation != m_filesGeneration)
            return;
        if (!result) {
            showStatus(tr("The checkpoint cannot be compared with %1: %2")
                           .arg(QDir::toNativeSeparators(m_directory), result.error().message),
                       true);
            return;
        }
        m_changed = *result;
        {
            const QSignalBlocker blocker(m_files);
            for (const safety::ChangedFile &f : std::as_const(m_changed)) {
                auto *item = new QTreeWidgetItem(m_files, QStringList{statusWord(f.status), f.path});
                item->setData(0, PathRole, f.path);
                item->setData(0, StatusRole, f.status);
                if (restorable(f.status)) {
                    item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
                    item->setCheckState(0, Qt::Unchecked);
                } else {
                    item->setFlags(item->flags() & ~Qt::ItemIsUserCheckable); // a tree item has it by default
                    item->setToolTip(0, tr("New since the checkpoint: not in it, so a restore leaves it as it is."));
                }
            }
        }
        if (QTreeWidgetItem *row = m_list->currentItem())
            row->setText(2, QString::number(m_changed.size()));
        if (m_changed.isEmpty())
            m_diff->setPlainText(tr("Nothing has changed since this checkpoint."));
        else
            showDiff({});
        updateButtons();
    });
}

void CheckpointsWindow::showDiff(const QString &path)
{
    const quint64 generation = ++m_diffGeneration;
    const QString id = selectedCheckpoint();
    if (id.isEmpty() || m_changed.isEmpty())
        return;
    m_checkpoints->diffText(m_directory, id, path, [this, generation](core::Result<QString> result) {
        if (generation != m_diffGeneration)
            return;
        if (!result)
            m_diff->setPlainText(tr("The diff cannot be shown: %1").arg(result.error().message));
        else
            m_diff->setPlainText(result->isEmpty() ? tr("No differences.") : *result);
    });
}

QStringList CheckpointsWindow::checkedPaths() const
{
    QStringList paths;
    for (int i = 0; i < m_files->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = m_files->topLevelItem(i);
        if ((item->flags() & Qt::ItemIsUserCheckable) && item->checkState(0) == Qt::Checked)
            paths << item->data(0, PathRole).toString();
    }
    return paths;
}

void CheckpointsWindow::restoreSelected()
{
    const QStringList paths = checkedPaths();
    if (paths.isEmpty()) {
        showStatus(tr("Tick the files to restore first."), false);
        return;
    }
    askRestore(paths);
}

void CheckpointsWindow::restoreAll()
{
    askRestore({});
}

void CheckpointsWindow::askRestore(const QStringList &paths)
{
    const QTreeWidgetItem *item = m_list->currentItem();
    if (!item || m_restoring)
        return;
    const QString id = item->data(0, IdRole).toString();
    const QString directory = m_directory;
    const QString which = tr("the checkpoint of %1 (before “%2”)").arg(item->text(0), item->text(1));
    QString text;
    QString details;
    if (paths.isEmpty()) {
        QStringList overwritten;
        bool fresh = false;
        for (const safety::ChangedFile &f : std::as_const(m_changed)) {
            if (restorable(f.status))
                overwritten << f.path;
            else
                fresh = true;
        }
        text = tr("Restore every file of %1 in %2?").arg(which, QDir::toNativeSeparators(directory));
        details = overwritten.isEmpty()
                      ? tr("No file of the checkpoint has changed since; they are written again as they are.")
                      : tr("The current versions of these files are overwritten:") + QLatin1Char('\n') +
                            namedList(overwritten);
        if (fresh)
            details += QStringLiteral("\n\n") + tr("Files created since the checkpoint are kept.");
    } else {
        text = tr("Restore %n file(s) from %1 in %2?", "", int(paths.size()))
                   .arg(which, QDir::toNativeSeparators(directory));
        details = tr("The current versions of these files are overwritten:") + QLatin1Char('\n') + namedList(paths);
    }
    ask(text, details, paths.isEmpty() ? tr("Restore all") : tr("Restore"),
        [this, directory, id, paths] { restore(directory, id, paths); });
}

void CheckpointsWindow::ask(const QString &text, const QString &details, const QString &confirm,
                            std::function<void()> onYes)
{
    if (m_question)
        m_question->close();
    m_question = askFirst(this, QMessageBox::Warning, tr("Restore files"), text, details, confirm, std::move(onYes));
}

void CheckpointsWindow::restore(const QString &directory, const QString &id, const QStringList &paths)
{
    m_restoring = true;
    updateButtons();
    showStatus(tr("Restoring…"), false);
    const QDateTime asked = QDateTime::currentDateTimeUtc();
    m_checkpoints->restore(directory, id, paths, [this, directory, id, paths, asked](core::Result<QString> result) {
        m_restoring = false;
        const QString what = paths.isEmpty() ? tr("every file") : tr("%n file(s)", "", int(paths.size()));
        const QString message = result ? tr("Restored %1 from checkpoint %2.").arg(what, id.left(12))
                                       : tr("The restore failed: %1").arg(result.error().message);
        showStatus(message, !result);
        record(directory, id, paths, asked, result);
        if (directory == m_directory)
            loadCheckpoints(id, false);
        else
            updateButtons();
        emit restoreFinished(result.ok(), message);
    });
}

void CheckpointsWindow::record(const QString &directory, const QString &id, const QStringList &paths,
                               const QDateTime &asked, const core::Result<QString> &result)
{
    QPointer<engine::AuditLog> audit = m_engine ? m_engine->audit() : nullptr;
    if (!audit)
        return;
    audit->append(
        engine::checkpointRestoreRecord(directory, id, paths, QStringLiteral("checkpoints window"), asked, result),
        this, [this, audit](bool written) {
            if (!written)
                showStatus(
                    m_statusText + QLatin1Char(' ') +
                        tr("It could not be written to the audit log: %1").arg(audit ? audit->problem() : QString()),
                    true);
        });
}

void CheckpointsWindow::showStatus(const QString &text, bool error)
{
    m_statusText = text;
    // The sign says it without the colour.
    m_status->setText(error && !text.isEmpty() ? QStringLiteral("⚠ ") + text : text);
    QPalette palette = this->palette();
    if (error)
        palette.setColor(QPalette::WindowText, QColor(176, 0, 32));
    m_status->setPalette(palette);
}

void CheckpointsWindow::updateButtons()
{
    const bool usable = !m_restoring && !selectedCheckpoint().isEmpty() && QFileInfo(m_directory).isDir();
    m_restoreAllButton->setEnabled(usable);
    m_restoreSelectedButton->setEnabled(usable && !checkedPaths().isEmpty());
    m_allChangesButton->setEnabled(!m_changed.isEmpty());
}

} // namespace airlock::gui
