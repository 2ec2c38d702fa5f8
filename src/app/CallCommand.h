// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Config.h"
#include "core/Engine.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QSocketNotifier>

#include <memory>

namespace airlock::core {
class ToolCall;
} // namespace airlock::core

namespace airlock::app {

// `airlock call`: one `terminal` call per line of JSON on stdin, one result per line of JSON on stdout, all on one
// task; at the end of input the task's backend is cleaned up and the process exits 0.
class CallCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CallCommand)

public:
    struct Options {
        QString taskId = QStringLiteral("cli");
        QString backend;
        core::Config config;
        core::Engine::Approvals approvals = core::Engine::Approvals::HeadlessDeny;
    };

    explicit CallCommand(Options options, QObject *parent = nullptr);
    ~CallCommand() override;

    void start();
    // SIGINT/SIGTERM: cancel the running call, stop reading, clean up, exit with `code`.
    void interrupt(int code);

signals:
    void done(int exitCode);

private:
    void onReadable();
    void takeLines(bool atEnd);
    void next();
    void writeResult(const QByteArray &text, bool isError);
    void finishAll();

    Options m_options;
    std::unique_ptr<core::Engine> m_engine;
    QSocketNotifier *m_notifier = nullptr;
    QByteArray m_buffer;
    bool m_discardingLongLine = false;
    QQueue<QByteArray> m_lines;
    QPointer<core::ToolCall> m_current;
    bool m_inputEnded = false;
    bool m_finishing = false;
    int m_exitCode = 0;
};

} // namespace airlock::app
