// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Tool.h"

#include "core/Redactor.h"
#include "engine/LiveOutput.h"

#include <QElapsedTimer>
#include <QTimer>

#include <array>

namespace airlock::mcp {

// The `terminal` tool (SPEC-terminal.md) on top of engine::TerminalService.
class TerminalTool final : public Tool
{
public:
    explicit TerminalTool(engine::TerminalService *service);

    std::string name() const override { return "terminal"; }
    nlohmann::json definition(const ToolListing &listing) const override;
    ToolInvocation *invoke(const ToolRequest &request, QObject *parent) override;

    // The CallToolResult of one engine result: the text, isError, and structuredContent unless it is an error.
    static nlohmann::json toCallToolResult(const core::ToolResult &result);

private:
    engine::TerminalService *m_service;
};

// One `terminal` call. With a progress token, output reaches the client as it streams: cleaned and redacted exactly
// as results are (never raw bytes), coalesced, and bounded; a heartbeat follows every few seconds of silence.
class TerminalInvocation final : public ToolInvocation
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TerminalInvocation)

public:
    // Progress is sent at most this often, and each notification carries at most kMaxProgressBytes of output.
    static constexpr int kFlushIntervalMs = 50;
    static constexpr qsizetype kMaxProgressBytes = 32 * 1024;
    // Less than the 5 s promised, so that timer slack never makes a gap longer.
    static constexpr int kHeartbeatMs = 4000;

    TerminalInvocation(engine::TerminalService *service, const ToolRequest &request, QObject *parent);
    ~TerminalInvocation() override;

    void cancel() override;

private:
    void onOutput(backends::OutputStream stream, const QByteArray &bytes);
    void append(const std::string &clean);
    void flush();
    void onFinished();

    QPointer<engine::ToolCall> m_call;
    bool m_progress = false;
    engine::LiveOutput m_live; // the same cleaning and redaction as results, in their streaming forms
    std::string m_pending;
    qint64 m_omitted = 0;
    double m_count = 0;
    QTimer m_flushTimer;
    QTimer m_heartbeat;
    QElapsedTimer m_elapsed;
    QString m_taskId;
};

} // namespace airlock::mcp
