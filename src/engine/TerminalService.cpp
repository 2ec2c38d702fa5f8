// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TerminalService.h"

#include "backends/TaskRegistry.h"
#include "core/Paths.h"

#include <nlohmann/json.hpp>

#include <QDir>

#include <algorithm>

namespace airlock::engine {

TerminalService::TerminalService(core::Config config, backends::TaskRegistry *registry, core::ApprovalGate *gate,
                                 QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_registry(registry)
    , m_gate(gate)
{}

ToolCall *TerminalService::makeCall(const CallContext &context, QObject *parent)
{
    CallContext effective = context;
    if (effective.backend.isEmpty())
        effective.backend = m_config.backend;
    if (effective.taskId.isEmpty())
        effective.taskId = QStringLiteral("default");
    return new ToolCall(this, effective, parent ? parent : this);
}

ToolCall *TerminalService::call(const CallContext &context, const nlohmann::json &arguments, QObject *parent)
{
    ToolCall *call = makeCall(context, parent);
    auto args = core::TerminalArgs::fromJson(arguments);
    if (!args) // kept for the audit log: what the agent sent, since there is no command to show
        call->m_rawArguments =
            QString::fromStdString(arguments.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
    call->begin(std::move(args));
    emit callStarted(call);
    return call;
}

ToolCall *TerminalService::callJsonText(const CallContext &context, std::string_view argumentsJson, QObject *parent)
{
    ToolCall *call = makeCall(context, parent);
    auto args = core::TerminalArgs::fromJsonText(argumentsJson);
    if (!args)
        call->m_rawArguments =
            QString::fromUtf8(argumentsJson.data(), qsizetype(std::min<std::size_t>(argumentsJson.size(), 4096)));
    call->begin(std::move(args));
    emit callStarted(call);
    return call;
}

void TerminalService::enqueue(ToolCall *call)
{
    QList<QPointer<ToolCall>> &queue = m_queues[call->taskId()];
    queue.append(call);
    if (queue.size() == 1)
        call->takeTurn();
}

void TerminalService::dequeue(ToolCall *call)
{
    const auto found = m_queues.find(call->taskId());
    if (found == m_queues.end())
        return;
    QList<QPointer<ToolCall>> &queue = *found;
    const bool wasFirst = !queue.isEmpty() && queue.first() == call;
    queue.removeAll(call);
    queue.removeAll(nullptr); // calls deleted before they completed
    if (queue.isEmpty()) {
        m_queues.erase(found);
        return;
    }
    if (wasFirst)
        queue.first()->takeTurn();
}

QString TerminalService::startDirectory(const QString &taskId, const QString &workdir, const QString &fallback) const
{
    QString base;
    if (const auto status = m_registry->status(taskId))
        base = status->facts.value(QStringLiteral("cwd")).toString();
    if (base.isEmpty())
        base = fallback.isEmpty() ? QDir::currentPath() : fallback;
    return workdir.isEmpty() ? base : core::resolveFrom(base, workdir);
}

} // namespace airlock::engine
