// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/Engine.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QQueue>
#include <QSocketNotifier>

#include <memory>

namespace airlock::engine {
class ToolCall;
} // namespace airlock::engine

namespace airlock::app {

// `airlock call`: one `terminal` call per line of JSON on stdin, one result per line of JSON on stdout, all on one
// task; at the end of input the task's backend is cleaned up and the process exits 0.
// Reads `terminal` calls from stdin, one JSON object per line, runs them in order on one task of `engine`, and writes
// one result line each.
class CallCommand final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(CallCommand)

public:
    struct Options {
        QString taskId = QStringLiteral("cli");
        QString backend; // empty: the configured default
    };

    // `engine` (the process's one engine) outlives the command.
    CallCommand(engine::Engine *engine, Options options, QObject *parent = nullptr);
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

    engine::Engine *m_engine;
    Options m_options;
    QSocketNotifier *m_notifier = nullptr;
    QByteArray m_buffer;
    bool m_discardingLongLine = false;
    QQueue<QByteArray> m_lines;
    QPointer<engine::ToolCall> m_current;
    bool m_inputEnded = false;
    bool m_finishing = false;
    int m_exitCode = 0;
};

// `airlock call`: builds the engine, runs the calls read from stdin on one task, cleans up.
int runCall(int argc, char **argv);

} // namespace airlock::app
