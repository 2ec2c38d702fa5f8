// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ResultFormat.h"

#include "Redactor.h"

namespace airlock::core {

ToolResult ToolResult::fromError(const Error &error, const QString &backend)
{
    ToolResult result;
    result.text = formatError(error);
    result.isError = true;
    result.errorKind = error.kind;
    result.backend = backend;
    return result;
}

void addNote(ToolResult &result, const QString &note)
{
    const QString line = QStringLiteral("[note: ") + note + QLatin1Char(']');
    const qsizetype headerEnd = result.text.indexOf(QLatin1Char('\n'));
    if (result.isError || !result.text.startsWith(QLatin1String("[terminal_result ")) || headerEnd < 0) {
        if (!result.text.isEmpty() && !result.text.endsWith(QLatin1Char('\n')))
            result.text += QLatin1Char('\n');
        result.text += line;
        return;
    }
    result.text.insert(headerEnd + 1, line + QLatin1Char('\n'));
}

QString headerCwd(const QString &cwd)
{
    bool needsQuotes = false;
    for (const QChar c : cwd) {
        if (c == QLatin1Char(' ') || c == QLatin1Char('"') || c == QLatin1Char(']') || c.unicode() < 0x20 ||
            c.unicode() == 0x7f) {
            needsQuotes = true;
            break;
        }
    }
    if (!needsQuotes)
        return cwd;
    QString quoted = QStringLiteral("\"");
    for (const QChar c : cwd) {
        switch (c.unicode()) {
        case '"': quoted += QStringLiteral("\\\""); break;
        case '\\': quoted += QStringLiteral("\\\\"); break;
        case '\n': quoted += QStringLiteral("\\n"); break;
        case '\t': quoted += QStringLiteral("\\t"); break;
        case '\r': quoted += QStringLiteral("\\r"); break;
        default:
            if (c.unicode() < 0x20 || c.unicode() == 0x7f)
                quoted += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
            else
                quoted += c;
        }
    }
    return quoted + QLatin1Char('"');
}

namespace {

void appendBlock(std::string &body, std::string_view block)
{
    if (!body.empty() && body.back() != '\n')
        body += '\n';
    body += block;
}

} // namespace

ToolResult formatResult(const ExecOutcome &outcome, const QString &backend)
{
    ToolResult result;
    result.backend = backend;
    result.cwd = outcome.cwd;
    result.exitCode = outcome.exitCode;
    result.timedOut = outcome.timedOut;
    result.cancelled = outcome.cancelled;

    const RenderedStream out = renderStream(outcome.out);
    const RenderedStream err = renderStream(outcome.err);
    result.truncated = out.truncated || err.truncated;
    result.outputBytes = static_cast<qint64>(out.rawBytes + err.rawBytes);
    result.secretsRedacted = out.secretsRedacted + err.secretsRedacted;

    std::string body = out.text;
    if (!err.text.empty()) {
        appendBlock(body, "[stderr]\n");
        body += err.text;
    }
    if (outcome.exitCode != 0)
        appendBlock(body, "[exit code: " + std::to_string(outcome.exitCode) + "]");
    if (outcome.timedOut)
        appendBlock(body, "[command timed out after " + std::to_string(outcome.timeoutSecs) + " s]");
    else if (outcome.cancelled)
        appendBlock(body, "[command cancelled]");
    if (body.empty())
        body = "[command completed with exit code: " + std::to_string(outcome.exitCode) + "]";

    const QString cwd = QString::fromStdString(Redactor::redact(outcome.cwd.toStdString()));
    QString text =
        QStringLiteral("[terminal_result status=%1 backend=%2 cwd=%3 exit_code=%4")
            .arg(outcome.exitCode == 0 ? QStringLiteral("success") : QStringLiteral("error"), backend, headerCwd(cwd))
            .arg(outcome.exitCode);
    if (result.truncated)
        text += QStringLiteral(" truncated=true output_bytes=%1").arg(out.rawBytes + err.rawBytes);
    text += QLatin1Char(']');
    for (const QString &note : outcome.notes)
        text += QStringLiteral("\n[note: ") + note + QLatin1Char(']');
    text += QLatin1Char('\n') + QString::fromStdString(body);
    result.text = text;
    return result;
}

} // namespace airlock::core
