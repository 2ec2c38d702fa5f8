// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/ExecOutcome.h"

#include <QObject>

namespace airlock::backends {

enum class OutputStream { Stdout, Stderr };

// One command to run on a backend.
struct ExecRequest {
    QByteArray command; // bash text, UTF-8
    QString workdir;    // empty: the task's current directory; relative: against it; `~` expands remotely
    int timeoutSecs = 120;
    std::size_t maxStdout = 100000;
    std::size_t maxStderr = 25000;
};

// One command running on one backend; reports like a QNetworkReply. Owned by whoever called execute(), who
// deletes it (deleteLater) after finished().
class ExecJob : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExecJob)

public:
    explicit ExecJob(const ExecRequest &request, QObject *parent = nullptr);
    ~ExecJob() override = default;

    const ExecRequest &request() const { return m_request; }
    const core::ExecOutcome &outcome() const { return m_outcome; }
    core::ExecOutcome &outcome() { return m_outcome; }
    bool isFinished() const { return m_finished; }

    // Cancels the command (its process tree is killed, the result is exit code 130). Safe after finished().
    void cancel();

    // For the backend that runs the job.
    void appendOutput(OutputStream stream, const QByteArray &bytes);
    // `bytes` of the stream's middle that were never fetched: counted, not kept.
    void skipOutput(OutputStream stream, qint64 bytes);
    void finish();

signals:
    void output(airlock::backends::OutputStream stream, const QByteArray &bytes);
    void cancelRequested();
    void finished();

private:
    ExecRequest m_request;
    core::ExecOutcome m_outcome;
    bool m_finished = false;
    bool m_cancelRequested = false;
};

} // namespace airlock::backends
