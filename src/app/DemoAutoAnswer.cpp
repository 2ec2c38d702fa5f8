// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DemoAutoAnswer.h"

#include "gui/ApprovalDialog.h"
#include "gui/ApprovalQueue.h"
#include "gui/MainWindow.h"

#include <QDir>
#include <QLineEdit>
#include <QPixmap>
#include <QPushButton>
#include <QTimer>

#include <memory>

namespace airlock::app {

namespace {

constexpr int kPollMs = 50;
constexpr int kMaxPolls = 200; // 10 s for the dialog to come up and arm

} // namespace

DemoAutoAnswer::DemoAutoAnswer(gui::MainWindow *window, bool answer, QString screenshotDir, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_answer(answer)
    , m_screenshotDir(std::move(screenshotDir))
{
    connect(window->approvals(), &gui::ApprovalQueue::arrived, this, &DemoAutoAnswer::onArrived);
}

QString DemoAutoAnswer::denialMessage()
{
    return tr("Not in this project: a force push rewrites history others have pulled. Push a new commit instead.");
}

void DemoAutoAnswer::onArrived(safety::PendingApproval *ticket)
{
    QPointer<safety::PendingApproval> watched(ticket);
    auto *poll = new QTimer(this);
    auto polls = std::make_shared<int>(0);
    poll->setInterval(kPollMs);
    connect(poll, &QTimer::timeout, this, [this, poll, polls, watched] {
        gui::ApprovalDialog *dialog = m_window ? m_window->approvals()->dialog() : nullptr;
        if (!watched || ++*polls > kMaxPolls) {
            if (watched)
                m_problem = tr("step \"approval\": the approval dialog did not come up");
            poll->deleteLater();
            return;
        }
        if (!dialog || !dialog->isVisible() || dialog->ticket() != watched || !dialog->isArmed())
            return;
        poll->deleteLater();
        saveScreenshots();
        if (!m_answer)
            return;
        const bool push = watched->details().request.command.contains(QLatin1String("push"));
        if (push) {
            if (auto *message = dialog->findChild<QLineEdit *>(QStringLiteral("messageEdit")))
                message->setText(denialMessage());
            dialog->button(safety::AnswerKind::Deny)->click();
        } else {
            dialog->button(safety::AnswerKind::AllowOnce)->click();
        }
    });
    poll->start();
}

void DemoAutoAnswer::saveScreenshots()
{
    if (m_shot || m_screenshotDir.isEmpty() || !m_window)
        return;
    m_shot = true;
    QDir().mkpath(m_screenshotDir);
    const QDir dir(m_screenshotDir);
    const bool main = m_window->grab().save(dir.filePath(QStringLiteral("demo-main.png")));
    const bool dialog = m_window->approvals()->dialog()->grab().save(dir.filePath(QStringLiteral("demo-approval.png")));
    if (!main || !dialog)
        m_problem = tr("the screenshots could not be written to %1").arg(m_screenshotDir);
}

} // namespace airlock::app
