// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "safety/ApprovalBroker.h"

#include <QDialog>
#include <QElapsedTimer>
#include <QPointer>
#include <QTimer>

#include <memory>

namespace Ui {
class ApprovalDialog;
}

namespace airlock::gui {

// The question put to the person at the desk: the command with its dangerous parts marked, why Airlock asks, where
// it would run, and the four answers. Deny is the default button and Escape means deny. It never decides by
// itself: answered() goes to the ApprovalQueue, which hands the answer to the broker.
class ApprovalDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ApprovalDialog)

public:
    static constexpr qsizetype kMaxShownBytes = 20000;
    // Answers are ignored this long after a question appears, so that a click or key meant for the previous one
    // (a double click, typing Enter in the editor) never answers a question nobody has read.
    static constexpr int kInputGuardMs = 400;
    // The command box grows with the command up to this many lines, then scrolls.
    static constexpr int kCommandLines = 10;

    explicit ApprovalDialog(QWidget *parent = nullptr);
    ~ApprovalDialog() override;

    void present(safety::PendingApproval *ticket);
    void setQueuePosition(int position, int total);
    void showProblem(const QString &problem); // an answer the broker refused (an invalid rule)
    safety::PendingApproval *ticket() const { return m_ticket; }
    bool isArmed() const { return m_ticket && m_shown.isValid() && m_shown.elapsed() >= kInputGuardMs; }

    // The command as rich text, its findings' spans marked (bold, underlined and tinted, so it reads without colour),
    // invisible and control characters made visible, the middle of a very long command left out.
    static QString commandHtml(const std::string &command, const std::vector<safety::Finding> &findings);

    // For tests and the keyboard: the buttons by answer.
    QPushButton *button(safety::AnswerKind kind) const;
    QPushButton *saveRuleButton() const;

signals:
    void answered(airlock::safety::PendingApproval *ticket, const airlock::safety::Answer &answer);

public slots:
    void reject() override; // Escape and the window's close button: deny

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void fitLists();
    void answer(safety::AnswerKind kind);
    void showRuleEditor(bool show);
    void updateRulePreview();
    void tick();

    std::unique_ptr<Ui::ApprovalDialog> m_ui;
    QPointer<safety::PendingApproval> m_ticket;
    QTimer m_countdown;
    QElapsedTimer m_shown;
    // The height the last fit gave it: while the dialog has it, fits follow the content; another one is the person's.
    // A new question takes whatever height the dialog has as its own, so it is fitted again.
    int m_fittedHeight = -1;
};

} // namespace airlock::gui
