// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/ExecJob.h"
#include "core/AnsiStripper.h"
#include "core/Redactor.h"

#include <QObject>
#include <QTimer>

#include <array>
#include <string>

namespace airlock::engine {

// A command's output as people and agents may watch it while it runs: cleaned of terminal escapes and redacted
// exactly as results are (never raw bytes), per stream. Lines the redactor holds in case a private key's END line
// follows are let go after kQuietMs of silence, so that a short "ok" does not wait for the end of the command.
class LiveOutput final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LiveOutput)

public:
    static constexpr int kQuietMs = 300;

    explicit LiveOutput(QObject *parent = nullptr);

    void feed(backends::OutputStream stream, const QByteArray &bytes);
    // The end of the command: with `flushRest`, what is still held is cleaned and emitted; without, it is dropped
    // (the result carries it). Either way no more text is emitted until the next feed().
    void finish(bool flushRest);

signals:
    void text(airlock::backends::OutputStream stream, const std::string &clean);

private:
    struct Cleaner {
        core::AnsiStripper stripper;
        core::StreamRedactor redactor;
    };

    void emitText(backends::OutputStream stream, std::string clean);
    void releaseHeldLines();

    std::array<Cleaner, 2> m_cleaners;
    QTimer m_quiet;
};

} // namespace airlock::engine
