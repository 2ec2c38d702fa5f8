// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "safety/ApprovalBroker.h"

#include <nlohmann/json.hpp>

#include <QObject>
#include <QPointer>

namespace airlock::mcp {

class McpServer;

// `--approve elicit`: presents the approval broker's pending tickets to the person through the MCP client that runs
// the task (elicitation/create, form mode: a boolean and an optional message, never a secret), on the asking call's
// own stream. Decline, cancel, an error and a disconnect deny; the broker's timeout ends an unanswered question as
// approval_timed_out. A client without the elicitation capability cannot be asked, so the command is denied and the
// agent is told why. Only commands the safety policy says need asking reach it.
class ElicitationPresenter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ElicitationPresenter)

public:
    ElicitationPresenter(safety::ApprovalBroker *broker, McpServer *server, QObject *parent = nullptr);
    ~ElicitationPresenter() override;

    static nlohmann::json requestedSchema();
    static QString question(const safety::ApprovalDetails &details);

private:
    void present(safety::PendingApproval *ticket);

    QPointer<safety::ApprovalBroker> m_broker;
    QPointer<McpServer> m_server;
};

} // namespace airlock::mcp
