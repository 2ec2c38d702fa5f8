// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <nlohmann/json.hpp>

#include <QObject>
#include <QPointer>
#include <QTimer>

namespace airlock::mcp {

class McpSession;

// One `elicitation/create` request to the client; ends exactly once. Deleting it while pending withdraws the
// request (the client gets notifications/cancelled).
class Elicitation final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Elicitation)

public:
    enum class Outcome { Pending, Accepted, Declined, Cancelled, Failed, TimedOut };

    ~Elicitation() override;

    Outcome outcome() const { return m_outcome; }
    bool isPending() const { return m_outcome == Outcome::Pending; }
    // With Accepted: the form's values (an object).
    const nlohmann::json &content() const { return m_content; }
    // With Failed: why (the client's error, a disconnect, …).
    QString failure() const { return m_failure; }
    // Withdraws the request: it ends as Cancelled.
    void withdraw();

signals:
    void finished();

private:
    friend class McpSession;
    Elicitation(McpSession *session, nlohmann::json id, int timeoutMs, QObject *parent);
    void resolve(Outcome outcome, nlohmann::json content = {}, const QString &failure = {});

    QPointer<McpSession> m_session;
    nlohmann::json m_id;
    QTimer m_timeout;
    Outcome m_outcome = Outcome::Pending;
    nlohmann::json m_content;
    QString m_failure;
};

} // namespace airlock::mcp
