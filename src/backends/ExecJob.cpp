// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ExecJob.h"

namespace airlock::backends {

ExecJob::ExecJob(const ExecRequest &request, QObject *parent)
    : QObject(parent)
    , m_request(request)
{
    m_outcome.out = core::OutputCapture(request.maxStdout);
    m_outcome.err = core::OutputCapture(request.maxStderr);
    m_outcome.timeoutSecs = request.timeoutSecs;
}

void ExecJob::cancel()
{
    if (m_finished || m_cancelRequested)
        return;
    m_cancelRequested = true;
    emit cancelRequested();
}

void ExecJob::appendOutput(OutputStream stream, const QByteArray &bytes)
{
    if (m_finished || bytes.isEmpty())
        return;
    auto &capture = stream == OutputStream::Stdout ? m_outcome.out : m_outcome.err;
    capture.append(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    emit output(stream, bytes);
}

void ExecJob::skipOutput(OutputStream stream, qint64 bytes)
{
    if (m_finished || bytes <= 0)
        return;
    (stream == OutputStream::Stdout ? m_outcome.out : m_outcome.err).skip(static_cast<std::size_t>(bytes));
}

void ExecJob::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished();
}

} // namespace airlock::backends
