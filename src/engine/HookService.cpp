// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HookService.h"

#include "AuditLog.h"
#include "backends/TaskRegistry.h"

#include <QRegularExpression>

namespace airlock::engine {

namespace {

constexpr qint64 kRememberSecs = 600;

QString rememberKey(const QString &taskId, const QString &command)
{
    return taskId + QLatin1Char('\n') + command;
}

} // namespace

HookService::HookService(core::ApprovalGate *gate, backends::TaskRegistry *registry, QObject *parent)
    : QObject(parent)
    , m_gate(gate)
    , m_registry(registry)
{}

void HookService::setAuditLog(AuditLog *audit)
{
    m_audit = audit;
}

QString HookService::taskIdFor(const QString &agent, const QString &sessionId)
{
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]+"));
    QString session = QString(sessionId).replace(unsafe, QStringLiteral("_")).left(64);
    if (session.isEmpty())
        session = QStringLiteral("no-session");
    return agent + QLatin1Char('-') + session;
}

QString HookService::shellLabel(const QString &agent)
{
    return agent + QStringLiteral(" (own shell)");
}

HookCall *HookService::judge(const HookRequest &request, QObject *parent)
{
    auto *call = new HookCall(this, request, taskIdFor(request.agent, request.sessionId), parent ? parent : this);
    emit callStarted(call);
    call->start();
    return call;
}

void HookService::rememberAllow(const QString &taskId, const QString &command)
{
    const QDateTime now = QDateTime::currentDateTimeUtc();
    for (auto it = m_allows.begin(); it != m_allows.end();)
        it = it.value() < now ? m_allows.erase(it) : std::next(it);
    m_allows.insert(rememberKey(taskId, command), now.addSecs(kRememberSecs));
}

bool HookService::takeRememberedAllow(const QString &taskId, const QString &command)
{
    const auto it = m_allows.find(rememberKey(taskId, command));
    if (it == m_allows.end())
        return false;
    const bool fresh = it.value() >= QDateTime::currentDateTimeUtc();
    m_allows.erase(it);
    return fresh;
}

} // namespace airlock::engine
