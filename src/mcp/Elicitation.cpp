// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Elicitation.h"

#include "McpSession.h"

namespace airlock::mcp {

Elicitation::Elicitation(McpSession *session, nlohmann::json id, int timeoutMs, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_id(std::move(id))
{
    if (timeoutMs > 0) {
        m_timeout.setSingleShot(true);
        connect(&m_timeout, &QTimer::timeout, this, [this] {
            if (m_session)
                m_session->withdrawElicitation(m_id, QStringLiteral("no answer in time"));
            resolve(Outcome::TimedOut);
        });
        m_timeout.start(timeoutMs);
    }
}

Elicitation::~Elicitation()
{
    if (isPending() && m_session)
        m_session->withdrawElicitation(m_id, QStringLiteral("the request is no longer needed"));
}

void Elicitation::withdraw()
{
    if (!isPending())
        return;
    if (m_session)
        m_session->withdrawElicitation(m_id, QStringLiteral("the request is no longer needed"));
    resolve(Outcome::Cancelled);
}

void Elicitation::resolve(Outcome outcome, nlohmann::json content, const QString &failure)
{
    if (!isPending())
        return;
    m_timeout.stop();
    m_outcome = outcome;
    m_content = std::move(content);
    m_failure = failure;
    emit finished();
}

} // namespace airlock::mcp
