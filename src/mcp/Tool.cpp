// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Tool.h"

namespace airlock::mcp {

ToolInvocation::ToolInvocation(QObject *parent)
    : QObject(parent)
{}

void ToolInvocation::finish(nlohmann::json result)
{
    if (m_finished)
        return;
    m_finished = true;
    m_result = std::move(result);
    QMetaObject::invokeMethod(this, &ToolInvocation::finished, Qt::QueuedConnection);
}

nlohmann::json toolErrorResult(const std::string &text)
{
    return {{"content", nlohmann::json::array({{{"type", "text"}, {"text", text}}})}, {"isError", true}};
}

} // namespace airlock::mcp
