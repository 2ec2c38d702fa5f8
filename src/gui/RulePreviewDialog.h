// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "RuleSuggestions.h"

#include <QDialog>
#include <QPointer>

class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace airlock::safety {
class RuleStore;
}

namespace airlock::gui {

// The rule a History suggestion would save, before it is saved: the patterns (one per line, editable, as in the
// approval dialog's "Always allow…"), what they would and would not allow, and what is wrong with an edit. Saved to
// the rule store only when the person presses Save; a store that refuses (a damaged rules.json) says why here.
class RulePreviewDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RulePreviewDialog)

public:
    RulePreviewDialog(RuleSuggestion suggestion, safety::RuleStore *rules, QWidget *parent = nullptr);
    ~RulePreviewDialog() override;

    const RuleSuggestion &suggestion() const { return m_suggestion; }
    QPlainTextEdit *ruleEdit() const { return m_ruleEdit; }
    QPushButton *saveButton() const { return m_saveButton; }
    QListWidget *matchesList() const { return m_matches; }
    QListWidget *notMatchesList() const { return m_notMatches; }
    QString problem() const;

signals:
    void saved(const QStringList &patterns);

private:
    void updatePreview();
    void save();
    void showProblem(const QString &problem);

    RuleSuggestion m_suggestion;
    QPointer<safety::RuleStore> m_rules;
    QPlainTextEdit *m_ruleEdit;
    QListWidget *m_matches;
    QListWidget *m_notMatches;
    QLabel *m_error;
    QPushButton *m_saveButton;
};

} // namespace airlock::gui
