// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CredentialQueue.h"

#include "SecretPromptDialog.h"
#include "engine/Engine.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QWidget>

namespace airlock::gui {

CredentialQueue::CredentialQueue(engine::Engine *engine, QWidget *window)
    : QObject(window)
    , m_engine(engine)
    , m_broker(engine->credentials())
    , m_window(window)
{
    m_broker->setPresenter(true);
    connect(m_broker, &secrets::CredentialBroker::requestAdded, this, &CredentialQueue::enqueue);
    for (secrets::CredentialRequest *request : m_broker->pending())
        enqueue(request);
}

CredentialQueue::~CredentialQueue()
{
    if (m_broker)
        m_broker->setPresenter(false);
}

int CredentialQueue::waiting() const
{
    int count = 0;
    for (const QPointer<secrets::CredentialRequest> &request : m_queue)
        count += request && !request->isFinished() ? 1 : 0;
    return count + (m_shown && !m_shown->isFinished() ? 1 : 0);
}

void CredentialQueue::enqueue(secrets::CredentialRequest *request)
{
    m_queue.enqueue(request);
    if (!m_dialog)
        presentNext();
}

void CredentialQueue::presentNext()
{
    m_shown = nullptr;
    while (!m_queue.isEmpty() && (!m_queue.head() || m_queue.head()->isFinished()))
        m_queue.dequeue();
    if (m_queue.isEmpty())
        return;
    secrets::CredentialRequest *request = m_queue.dequeue();
    m_shown = request;
    m_window->showNormal();
    m_window->raise();
    QApplication::alert(m_window);
    if (request->question().kind == secrets::CredentialQuestion::Kind::HostKey) {
        m_dialog = hostKeyQuestion(request);
    } else {
        auto *dialog = new SecretPromptDialog(request, m_window);
        if (m_engine)
            dialog->setKeychainProblem(m_engine->keychainProblem());
        m_dialog = dialog;
    }
    m_dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(m_dialog, &QObject::destroyed, this, &CredentialQueue::presentNext);
    static_cast<QDialog *>(m_dialog.data())->open();
}

QWidget *CredentialQueue::hostKeyQuestion(secrets::CredentialRequest *request)
{
    const secrets::CredentialQuestion &question = request->question();
    auto *box = new QMessageBox(QMessageBox::Warning, tr("Airlock: unknown SSH host key"),
                                tr("%1\n\nSHA256 fingerprint:\n%2\n\nCompare it with the one the host's administrator "
                                   "gives you before you trust it.")
                                    .arg(question.text, question.fingerprint),
                                QMessageBox::NoButton, m_window);
    QPushButton *trust = box->addButton(tr("&Trust and connect"), QMessageBox::AcceptRole);
    QPushButton *refuse = box->addButton(tr("&Refuse"), QMessageBox::RejectRole);
    box->setDefaultButton(refuse);
    box->setEscapeButton(refuse);
    box->setObjectName(QStringLiteral("hostKeyQuestion"));
    QPointer<secrets::CredentialRequest> asked(request);
    connect(box, &QMessageBox::finished, this, [box, trust, asked] {
        if (!asked)
            return;
        if (box->clickedButton() == trust)
            asked->trust();
        else
            asked->refuse();
    });
    // The connection attempt gave up, or nobody answered in time: the question goes.
    connect(request, &secrets::CredentialRequest::finished, box, &QMessageBox::close);
    connect(request, &QObject::destroyed, box, &QMessageBox::close);
    return box;
}

} // namespace airlock::gui
