// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/AuditRecord.h"

#include <QDialog>
#include <QList>
#include <QPair>

class QPushButton;

namespace airlock::gui {

// One record of the audit log, all of it: the decision and who made it in words (engine::decisionSummary), the
// command, the findings as sentences, the person's message, the rule, and every other field. A record of a call that
// took a checkpoint offers to open it (checkpointRequested; the Checkpoints window shows it).
class HistoryRecordDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HistoryRecordDialog)

public:
    explicit HistoryRecordDialog(engine::AuditRecord record, QWidget *parent = nullptr);
    ~HistoryRecordDialog() override;

    const engine::AuditRecord &record() const { return m_record; }
    // Everything the dialog shows, as text (its "Copy" button, and tests).
    QString plainText() const;
    QPushButton *checkpointButton() const { return m_checkpointButton; }

    // "Deletes files: deletes build recursively."
    static QString findingSentence(const engine::AuditFinding &finding);
    // The record's fields in the order shown, as (label, value); empty values are "(none)".
    static QList<QPair<QString, QString>> fields(const engine::AuditRecord &record);

signals:
    void checkpointRequested(const QString &directory, const QString &checkpointId);

private:
    engine::AuditRecord m_record;
    QPushButton *m_checkpointButton = nullptr;
};

} // namespace airlock::gui
