// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ElicitationPresenter.h"

#include "Elicitation.h"
#include "McpServer.h"
#include "McpSession.h"

#include "core/Redactor.h"

namespace airlock::mcp {

namespace {

// The person reads the command in the client's dialog; a very long one is shown by its ends.
constexpr qsizetype kMaxShownCommand = 4000;

QString shown(const std::string &text)
{
    // The client may log the question, so secrets in the command are masked there too.
    return QString::fromStdString(core::Redactor::redact(text));
}

QString shownCommand(const QString &command)
{
    QString text = shown(command.toStdString());
    if (text.size() > kMaxShownCommand)
        text = text.left(kMaxShownCommand / 2) +
               QStringLiteral("\n… (%1 characters left out) …\n").arg(text.size() - kMaxShownCommand) +
               text.right(kMaxShownCommand / 2);
    return text;
}

} // namespace

ElicitationPresenter::ElicitationPresenter(safety::ApprovalBroker *broker, McpServer *server, QObject *parent)
    : QObject(parent)
    , m_broker(broker)
    , m_server(server)
{
    connect(broker, &safety::ApprovalBroker::ticketAdded, this, &ElicitationPresenter::present);
}

ElicitationPresenter::~ElicitationPresenter() = default;

nlohmann::json ElicitationPresenter::requestedSchema()
{
    return {{"type", "object"},
            {"properties",
             {{"approve",
               {{"type", "boolean"},
                {"title", "Run this command"},
                {"description", "Allow the command to run once"},
                {"default", false}}},
              {"message",
               {{"type", "string"},
                {"title", "Message to the agent"},
                {"description", "Optional: why not, or what to do instead"}}}}},
            {"required", {"approve"}}};
}

QString ElicitationPresenter::question(const safety::ApprovalDetails &details)
{
    const core::ApprovalRequest &request = details.request;
    const QString client = request.clientName.isEmpty() ? QStringLiteral("the agent") : request.clientName;
    QString cwd = request.cwd.isEmpty() ? QStringLiteral("(the task's starting directory)") : request.cwd;
    if (!request.workdir.isEmpty())
        cwd = QStringLiteral("%1 (for this command; the task is in %2)").arg(request.workdir, cwd);
    QString why;
    for (const safety::Finding &f : details.findings)
        why += QStringLiteral("\n- %1: %2").arg(QString::fromStdString(f.category), shown(f.reason));
    if (details.floor)
        why += QStringLiteral("\nThis is on Airlock's safety floor: it can only be allowed once.");
    return QStringLiteral("Airlock: allow %1 to run this command?\n\n%2\n\nWhy Airlock asks:%3\n\nTask: %4\nBackend: "
                          "%5\nDirectory: %6")
        .arg(client, shownCommand(request.command), why, request.taskId, request.backend, cwd);
}

void ElicitationPresenter::present(safety::PendingApproval *ticket)
{
    const safety::ApprovalDetails &details = ticket->details();
    const QString taskId = details.request.taskId;
    QPointer<safety::ApprovalBroker> broker = m_broker;
    auto deny = [broker, ticket](const QString &why, bool nobodyThere = false) {
        if (broker)
            broker->answer(ticket, {safety::AnswerKind::Deny, why, {}, QStringLiteral("elicitation"), nobodyThere});
    };
    McpSession *session = m_server ? m_server->sessionForTask(taskId) : nullptr;
    if (!session || session->isClosed()) {
        deny(QStringLiteral("no MCP client is connected for task %1, so nobody can be asked (--approve elicit)")
                 .arg(taskId),
             true);
        return;
    }
    if (!session->clientSupportsElicitation()) {
        deny(QStringLiteral("the command needs a person's approval, but the MCP client (%1) did not declare the "
                            "elicitation capability, so Airlock cannot ask anyone (--approve elicit)")
                 .arg(session->clientName()),
             true);
        return;
    }
    // The broker's deadline ends an unanswered question (approval_timed_out); the elicitation needs none of its own.
    Elicitation *elicitation = session->elicit(details.request.origin, question(details), requestedSchema(), 0, ticket);
    auto conclude = [broker, ticket, elicitation, deny] {
        if (!broker || ticket->isDecided())
            return;
        switch (elicitation->outcome()) {
        case Elicitation::Outcome::Pending: return;
        case Elicitation::Outcome::Accepted: {
            const nlohmann::json &content = elicitation->content();
            const auto approve = content.find("approve");
            const auto message = content.find("message");
            const QString words = message != content.end() && message->is_string()
                                      ? QString::fromStdString(message->get<std::string>()).trimmed()
                                      : QString();
            if (approve != content.end() && approve->is_boolean() && approve->get<bool>())
                broker->answer(ticket, {safety::AnswerKind::AllowOnce, words, {}, QStringLiteral("elicitation")});
            else
                deny(words.isEmpty() ? QStringLiteral("the person did not approve it") : words);
            return;
        }
        case Elicitation::Outcome::Declined: deny(QStringLiteral("the person declined")); return;
        case Elicitation::Outcome::Cancelled: deny(QStringLiteral("the person dismissed the approval request")); return;
        case Elicitation::Outcome::Failed:
            deny(QStringLiteral("the approval request failed: %1").arg(elicitation->failure()), true);
            return;
        case Elicitation::Outcome::TimedOut: deny(QStringLiteral("nobody answered the approval request"), true); return;
        }
    };
    if (!elicitation->isPending()) {
        conclude();
        return;
    }
    connect(elicitation, &Elicitation::finished, ticket, conclude);
    // Decided elsewhere (timed out, the call cancelled): withdraw the question from the client.
    connect(ticket, &core::ApprovalTicket::decided, elicitation, [elicitation] { elicitation->withdraw(); });
}

} // namespace airlock::mcp
