// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TerminalTool.h"

#include "core/ToolArgs.h"

namespace airlock::mcp {

namespace {

std::string describe(const core::Config &config, const QString &backend)
{
    const int maxOut = config.maxOutputBytes;
    return "Run a bash command in this task's persistent shell (backend: " +
           (backend.isEmpty() ? config.backend : backend).toStdString() +
           ") and return its output.\n"
           "State persists between calls of the same task: the current directory (cd sticks), shell variables, "
           "exported variables, functions and aliases; `set` options and traps do not. Every command's stdin is "
           "/dev/null, so nothing can wait for input; full-screen programs (vim, less, top) are refused. A "
           "background job (`cmd &`) does not delay the result; redirect its output to a file.\n"
           "The result starts with a header line `[terminal_result status=success|error backend=... cwd=... "
           "exit_code=N]`, then stdout, a `[stderr]` block when stderr is not empty and `[exit code: N]` when N is "
           "not 0. A non-zero exit code is a normal result, not an error. Output is cleaned of terminal escapes, "
           "secrets are redacted, and stdout is capped at " +
           std::to_string(maxOut) + " bytes and stderr at " + std::to_string(maxOut / 4) +
           " (the first 40% and the last 60% are kept, the header then says truncated=true).\n"
           "timeout_seconds (default 120, at most 600) bounds the run: then the command's whole process tree is "
           "killed, the exit code is 124 and the shell's state is kept. Errors read `error[<kind>]: <message>` "
           "(invalid_arguments, permission_denied, approval_timed_out, capability_denied, execution_failed, "
           "unavailable, cancelled). A person may have to approve a command before it runs.";
}

nlohmann::json inputSchema()
{
    return {{"type", "object"},
            {"properties",
             {{"command",
               {{"type", "string"},
                {"minLength", 1},
                {"description", "Bash text to run at the top level of the task's shell, as `bash -c` would: several "
                                "lines, pipes, heredocs and `cd` are fine. At most 1 MiB."}}},
              {"timeout_seconds",
               {{"type", "integer"},
                {"minimum", 1},
                {"maximum", core::TerminalArgs::kMaxTimeoutSecs},
                {"default", core::TerminalArgs::kDefaultTimeoutSecs},
                {"description", "Seconds before the command and everything it started are killed (exit code 124). "
                                "Larger values run with 600."}}},
              {"workdir",
               {{"type", "string"},
                {"description", "Directory for this call only (the task's directory does not change); relative "
                                "paths resolve against the task's current directory, `~` is the home directory."}}}}},
            {"required", {"command"}}};
}

nlohmann::json outputSchema()
{
    return {{"type", "object"},
            {"properties",
             {{"exit_code",
               {{"type", "integer"}, {"description", "The command's exit status (124 timeout, 130 cancelled)"}}},
              {"timed_out", {{"type", "boolean"}}},
              {"cancelled", {{"type", "boolean"}}},
              {"truncated", {{"type", "boolean"}, {"description", "Output was cut to the size limit"}}},
              {"backend", {{"type", "string"}}},
              {"cwd", {{"type", "string"}, {"description", "The directory the command started in"}}}}},
            {"required", {"exit_code", "timed_out", "cancelled", "truncated", "backend", "cwd"}}};
}

} // namespace

TerminalTool::TerminalTool(engine::TerminalService *service)
    : m_service(service)
{}

nlohmann::json TerminalTool::definition(const ToolListing &listing) const
{
    const QString &protocolVersion = listing.protocolVersion;
    nlohmann::json tool = {{"name", name()},
                           {"description", describe(m_service->config(), listing.backend)},
                           {"inputSchema", inputSchema()}};
    // Fields newer than the negotiated version are left out; older clients then see exactly their schema.
    if (protocolVersion >= QLatin1String("2025-03-26"))
        tool["annotations"] = {{"title", "Terminal"},
                               {"readOnlyHint", false},
                               {"destructiveHint", true},
                               {"idempotentHint", false},
                               {"openWorldHint", true}};
    if (protocolVersion >= QLatin1String("2025-06-18")) {
        tool["title"] = "Terminal";
        tool["outputSchema"] = outputSchema();
    }
    return tool;
}

ToolInvocation *TerminalTool::invoke(const ToolRequest &request, QObject *parent)
{
    return new TerminalInvocation(m_service, request, parent);
}

nlohmann::json TerminalTool::toCallToolResult(const core::ToolResult &result)
{
    nlohmann::json out = {{"content", nlohmann::json::array({{{"type", "text"}, {"text", result.text.toStdString()}}})},
                          {"isError", result.isError}};
    if (!result.isError)
        out["structuredContent"] = {{"exit_code", result.exitCode},
                                    {"timed_out", result.timedOut},
                                    {"cancelled", result.cancelled},
                                    {"truncated", result.truncated},
                                    {"backend", result.backend.toStdString()},
                                    {"cwd", result.cwd.toStdString()}};
    return out;
}

TerminalInvocation::TerminalInvocation(engine::TerminalService *service, const ToolRequest &request, QObject *parent)
    : ToolInvocation(parent)
    , m_progress(request.wantsProgress)
    , m_taskId(request.context.taskId)
{
    m_elapsed.start();
    m_flushTimer.setSingleShot(true);
    m_flushTimer.setInterval(kFlushIntervalMs);
    connect(&m_flushTimer, &QTimer::timeout, this, &TerminalInvocation::flush);
    connect(&m_live, &engine::LiveOutput::text, this,
            [this](backends::OutputStream, const std::string &clean) { append(clean); });
    m_heartbeat.setInterval(kHeartbeatMs);
    connect(&m_heartbeat, &QTimer::timeout, this, [this] { emit progress(++m_count, 0, {}); });
    if (m_progress)
        m_heartbeat.start();

    engine::CallContext context = request.context;
    context.origin = request.requestKey; // an approval question travels with the call that asks
    m_call = service->call(context, request.arguments, this);
    if (m_progress)
        connect(m_call, &engine::ToolCall::output, this, &TerminalInvocation::onOutput);
    connect(m_call, &engine::ToolCall::finished, this, &TerminalInvocation::onFinished);
}

TerminalInvocation::~TerminalInvocation() = default;

void TerminalInvocation::cancel()
{
    m_progress = false;
    m_heartbeat.stop();
    m_flushTimer.stop();
    m_live.finish(false);
    if (m_call)
        m_call->cancel();
}

void TerminalInvocation::onOutput(backends::OutputStream stream, const QByteArray &bytes)
{
    if (!m_progress)
        return;
    m_live.feed(stream, bytes);
}

void TerminalInvocation::append(const std::string &clean)
{
    if (clean.empty())
        return;
    // Bounded: a command printing gigabytes costs the client a trickle of progress, not a flood. Cutting redacted
    // text can at worst split a mask, never a secret.
    const size_t room = size_t(kMaxProgressBytes) - std::min(m_pending.size(), size_t(kMaxProgressBytes));
    if (clean.size() <= room) {
        m_pending += clean;
    } else {
        m_pending.append(clean, 0, room);
        m_omitted += qint64(clean.size() - room);
    }
    if (!m_flushTimer.isActive())
        m_flushTimer.start();
}

void TerminalInvocation::flush()
{
    if (!m_progress || (m_pending.empty() && m_omitted == 0))
        return;
    std::string text = std::exchange(m_pending, {});
    if (m_omitted > 0) {
        // Keep whole UTF-8 characters: drop a sequence cut at the end of the bounded buffer.
        size_t end = text.size();
        size_t back = 0;
        while (back < 4 && end > back && (static_cast<unsigned char>(text[end - 1 - back]) & 0xC0) == 0x80)
            ++back;
        if (end > back) {
            const auto lead = static_cast<unsigned char>(text[end - 1 - back]);
            const size_t need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
            if (need != back + 1)
                text.resize(end - 1 - back);
        }
        text += "\n[... " + std::to_string(m_omitted) + " bytes of output not shown in progress ...]\n";
        m_omitted = 0;
    }
    m_heartbeat.start(); // silence is counted from the last notification
    emit progress(++m_count, 0, QString::fromUtf8(text.data(), qsizetype(text.size())));
}

void TerminalInvocation::onFinished()
{
    // Output still pending is not sent: the result carries all of it, and a notification right before the response
    // races it in clients that handle notifications asynchronously (the TypeScript SDK then reports an unknown token).
    m_progress = false;
    m_heartbeat.stop();
    m_flushTimer.stop();
    m_live.finish(false);
    const core::ToolResult &result = m_call->result();
    emit logMessage(result.isError ? QStringLiteral("warning") : QStringLiteral("debug"),
                    QStringLiteral("airlock.terminal"),
                    result.isError ? QStringLiteral("task %1: %2").arg(m_taskId, result.text.left(500))
                                   : QStringLiteral("task %1: exit code %2 after %3 ms")
                                         .arg(m_taskId)
                                         .arg(result.exitCode)
                                         .arg(m_elapsed.elapsed()));
    finish(TerminalTool::toCallToolResult(result));
}

} // namespace airlock::mcp
