// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AuditRecord.h"

#include "core/Redactor.h"

#include <QJsonArray>

namespace airlock::engine {

namespace {

QString isoTime(const QDateTime &time)
{
    return time.isValid() ? time.toUTC().toString(Qt::ISODateWithMs) : QString();
}

} // namespace

QJsonArray auditFindingsJson(const QList<AuditFinding> &findings, bool withPhrase)
{
    QJsonArray list;
    for (const AuditFinding &f : findings) {
        QJsonObject o{{QStringLiteral("category"), f.category}, {QStringLiteral("reason"), f.reason}};
        if (withPhrase && !f.phrase.isEmpty())
            o.insert(QStringLiteral("phrase"), f.phrase);
        list.append(o);
    }
    return list;
}

QList<AuditFinding> auditFindingsFrom(const QJsonArray &array)
{
    QList<AuditFinding> findings;
    for (const QJsonValue &v : array) {
        const QJsonObject f = v.toObject();
        findings.append({f.value(QLatin1String("category")).toString(), f.value(QLatin1String("reason")).toString(),
                         f.value(QLatin1String("phrase")).toObject()});
    }
    return findings;
}

QJsonObject AuditRecord::toJson() const
{
    return {
        {QStringLiteral("id"), id},
        {QStringLiteral("time"), isoTime(time)},
        {QStringLiteral("kind"), kind},
        {QStringLiteral("task"), taskId},
        {QStringLiteral("client_name"), clientName},
        {QStringLiteral("client_version"), clientVersion},
        {QStringLiteral("client_directory"), clientDirectory},
        {QStringLiteral("backend"), backend},
        {QStringLiteral("cwd"), cwd},
        {QStringLiteral("command"), command},
        {QStringLiteral("findings"), auditFindingsJson(findings)},
        {QStringLiteral("decision"), decision},
        {QStringLiteral("decided_by"), decidedBy},
        {QStringLiteral("scope"), scope},
        {QStringLiteral("rule"), rule},
        {QStringLiteral("via"), via},
        {QStringLiteral("message"), message},
        {QStringLiteral("approval_wait_ms"), approvalWaitMs},
        {QStringLiteral("status"), status},
        {QStringLiteral("exit_code"), exitCode ? QJsonValue(*exitCode) : QJsonValue(QJsonValue::Null)},
        {QStringLiteral("duration_ms"), durationMs},
        {QStringLiteral("output_bytes"), outputBytes},
        {QStringLiteral("truncated"), truncated},
        {QStringLiteral("secrets_redacted"), secretsRedacted},
        {QStringLiteral("checkpoint_id"), checkpointId},
        {QStringLiteral("retries"), retries},
        {QStringLiteral("detail"), detail},
    };
}

AuditRecord AuditRecord::fromJson(const QJsonObject &o)
{
    AuditRecord r;
    auto text = [&](const char *key) { return o.value(QLatin1String(key)).toString(); };
    auto number = [&](const char *key) { return static_cast<qint64>(o.value(QLatin1String(key)).toDouble()); };
    r.id = number("id");
    r.time = QDateTime::fromString(text("time"), Qt::ISODateWithMs);
    r.kind = text("kind");
    r.taskId = text("task");
    r.clientName = text("client_name");
    r.clientVersion = text("client_version");
    r.clientDirectory = text("client_directory");
    r.backend = text("backend");
    r.cwd = text("cwd");
    r.command = text("command");
    r.findings = auditFindingsFrom(o.value(QLatin1String("findings")).toArray());
    r.decision = text("decision");
    r.decidedBy = text("decided_by");
    r.scope = text("scope");
    r.rule = text("rule");
    r.via = text("via");
    r.message = text("message");
    r.approvalWaitMs = number("approval_wait_ms");
    r.status = text("status");
    if (const QJsonValue code = o.value(QLatin1String("exit_code")); code.isDouble())
        r.exitCode = code.toInt();
    r.durationMs = number("duration_ms");
    r.outputBytes = number("output_bytes");
    r.truncated = o.value(QLatin1String("truncated")).toBool();
    r.secretsRedacted = static_cast<int>(number("secrets_redacted"));
    r.checkpointId = text("checkpoint_id");
    r.retries = static_cast<int>(number("retries"));
    r.detail = o.value(QLatin1String("detail")).toObject();
    return r;
}

QString auditText(const QString &text, qsizetype maxChars)
{
    if (text.isEmpty())
        return text;
    QString redacted = QString::fromStdString(core::Redactor::redact(text.toStdString()));
    if (maxChars > 0 && redacted.size() > maxChars)
        redacted = redacted.left(maxChars) + QStringLiteral("…");
    return redacted;
}

QStringList auditDecisions()
{
    return {QStringLiteral("allowed"),   QStringLiteral("denied"),  QStringLiteral("timed_out"),
            QStringLiteral("cancelled"), QStringLiteral("refused"), QStringLiteral("invalid"),
            QStringLiteral("deferred")};
}

QStringList auditDeciders()
{
    return {QStringLiteral("policy"),        QStringLiteral("approvals_off"), QStringLiteral("rule"),
            QStringLiteral("session_grant"), QStringLiteral("person"),        QStringLiteral("headless"),
            QStringLiteral("timeout"),       QStringLiteral("nobody_there"),  QStringLiteral("cancelled"),
            QStringLiteral("refused"),       QStringLiteral("none"),          QStringLiteral("agent_prompt")};
}

} // namespace airlock::engine
