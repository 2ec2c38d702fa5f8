// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CredentialBroker.h"

namespace airlock::secrets {

CredentialRequest::CredentialRequest(CredentialQuestion question, QObject *parent)
    : QObject(parent)
    , m_question(std::move(question))
{
    m_deadline.setSingleShot(true);
    connect(&m_deadline, &QTimer::timeout, this, [this] { end(CredentialOutcome::TimedOut); });
}

CredentialRequest::~CredentialRequest()
{
    if (!isFinished())
        m_outcome = CredentialOutcome::Cancelled; // the presenter sees it gone (QPointer); nobody waits for it
}

void CredentialRequest::answer(const QString &value, bool remember)
{
    if (isFinished() || m_question.kind != CredentialQuestion::Kind::Secret)
        return;
    m_value = value;
    m_remember = remember;
    end(CredentialOutcome::Answered);
}

void CredentialRequest::trust()
{
    if (m_question.kind == CredentialQuestion::Kind::HostKey)
        end(CredentialOutcome::Answered);
}

void CredentialRequest::refuse()
{
    end(CredentialOutcome::Refused);
}

void CredentialRequest::cancel()
{
    end(CredentialOutcome::Cancelled);
}

void CredentialRequest::end(CredentialOutcome outcome)
{
    if (isFinished())
        return;
    m_outcome = outcome;
    m_deadline.stop();
    emit finished();
}

CredentialBroker::CredentialBroker(QObject *parent)
    : QObject(parent)
{}

CredentialRequest *CredentialBroker::ask(CredentialQuestion question, QObject *parent)
{
    auto *request = new CredentialRequest(std::move(question), parent);
    if (!m_presenter) {
        // Headless: nobody can be asked. Asynchronously, so that the asker connects to finished() first.
        QMetaObject::invokeMethod(
            request, [request] { request->end(CredentialOutcome::NobodyThere); }, Qt::QueuedConnection);
        return request;
    }
    m_pending.removeAll(nullptr);
    m_pending.append(request);
    connect(request, &CredentialRequest::finished, this, [this, request] { m_pending.removeAll(request); });
    if (m_timeoutSecs > 0)
        request->m_deadline.start(m_timeoutSecs * 1000);
    emit requestAdded(request);
    return request;
}

QList<CredentialRequest *> CredentialBroker::pending() const
{
    QList<CredentialRequest *> open;
    for (const QPointer<CredentialRequest> &request : m_pending) {
        if (request && !request->isFinished())
            open.append(request);
    }
    return open;
}

} // namespace airlock::secrets
