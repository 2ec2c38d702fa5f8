// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AgentSnippets.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

namespace airlock::gui::AgentSnippets {

namespace {

QString shellQuoted(const QString &word)
{
    static const QString plain = QStringLiteral("+-./:=@_%,");
    bool safe = !word.isEmpty();
    for (const QChar c : word)
        safe = safe && (c.isLetterOrNumber() || plain.contains(c));
    if (safe)
        return word;
    return QLatin1Char('\'') + QString(word).replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\'');
}

QString tomlString(const QString &text)
{
    QString out = text;
    out.replace(QLatin1Char('\\'), QStringLiteral("\\\\")).replace(QLatin1Char('"'), QStringLiteral("\\\""));
    return QLatin1Char('"') + out + QLatin1Char('"');
}

QString url(int port)
{
    return QStringLiteral("http://127.0.0.1:%1/mcp").arg(port);
}

QString mcpServersJson(const QJsonObject &server)
{
    const QJsonObject root{{QStringLiteral("mcpServers"), QJsonObject{{QStringLiteral("airlock"), server}}}};
    return QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)).trimmed();
}

QJsonObject stdioServer(const QString &program)
{
    return {{QStringLiteral("command"), program}, {QStringLiteral("args"), QJsonArray{QStringLiteral("mcp")}}};
}

QJsonObject httpServer(const char *urlKey, int port, const QString &token)
{
    const QString bearer = QStringLiteral("Bearer ") + token;
    return {{QString::fromLatin1(urlKey), url(port)},
            {QStringLiteral("headers"), QJsonObject{{QStringLiteral("Authorization"), bearer}}}};
}

} // namespace

QString program(const QString &runningBinary, const QString &path)
{
    const QString onPath = QStandardPaths::findExecutable(QStringLiteral("airlock"), path.split(QDir::listSeparator()));
    const QString running = QFileInfo(runningBinary).canonicalFilePath();
    if (!onPath.isEmpty() && !running.isEmpty() && QFileInfo(onPath).canonicalFilePath() == running)
        return QStringLiteral("airlock");
    return running.isEmpty() ? QStringLiteral("airlock") : running;
}

QString tokenExport(const QString &program)
{
    return QStringLiteral("export %1=\"$(%2 secret get mcp-http-token)\"")
        .arg(QString::fromLatin1(kTokenVariable), shellQuoted(program));
}

AgentSnippet stdio(std::optional<engine::HookAgent> agent, const QString &program)
{
    using F = AgentSnippet::Format;
    if (!agent)
        return {F::Json, {}, mcpServersJson(stdioServer(program))};
    switch (*agent) {
    case engine::HookAgent::ClaudeCode:
        return {
            F::Shell, {}, QStringLiteral("claude mcp add --scope user airlock -- %1 mcp").arg(shellQuoted(program))};
    case engine::HookAgent::Codex:
        return {F::Toml, QStringLiteral("~/.codex/config.toml"),
                QStringLiteral("[mcp_servers.airlock]\ncommand = %1\nargs = [\"mcp\"]").arg(tomlString(program))};
    case engine::HookAgent::GeminiCli:
        return {F::Json, QStringLiteral("~/.gemini/settings.json"), mcpServersJson(stdioServer(program))};
    case engine::HookAgent::Cursor:
        return {F::Json, QStringLiteral("~/.cursor/mcp.json"), mcpServersJson(stdioServer(program))};
    }
    return {};
}

AgentSnippet http(std::optional<engine::HookAgent> agent, const QString &program, int port)
{
    using F = AgentSnippet::Format;
    const QString variable = QString::fromLatin1(kTokenVariable);
    if (!agent)
        return {F::Url, {}, url(port)};
    switch (*agent) {
    case engine::HookAgent::ClaudeCode:
        // The shell fills the token in; Claude Code keeps it in its own settings.
        return {F::Shell,
                {},
                QStringLiteral("claude mcp add --scope user --transport http airlock %1 --header \"Authorization: "
                               "Bearer $(%2 secret get mcp-http-token)\"")
                    .arg(url(port), shellQuoted(program))};
    case engine::HookAgent::Codex:
        return {F::Toml, QStringLiteral("~/.codex/config.toml"),
                QStringLiteral("[mcp_servers.airlock]\nurl = %1\nbearer_token_env_var = %2")
                    .arg(tomlString(url(port)), tomlString(variable))};
    case engine::HookAgent::GeminiCli:
        return {F::Json, QStringLiteral("~/.gemini/settings.json"),
                mcpServersJson(httpServer("httpUrl", port, QLatin1Char('$') + variable))};
    case engine::HookAgent::Cursor:
        return {F::Json, QStringLiteral("~/.cursor/mcp.json"),
                mcpServersJson(httpServer("url", port, QStringLiteral("${env:%1}").arg(variable)))};
    }
    return {};
}

} // namespace airlock::gui::AgentSnippets
