// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "LiveOutput.h"

namespace airlock::engine {

namespace {

backends::OutputStream streamAt(size_t index)
{
    return index == 0 ? backends::OutputStream::Stdout : backends::OutputStream::Stderr;
}

} // namespace

LiveOutput::LiveOutput(QObject *parent)
    : QObject(parent)
{
    m_quiet.setSingleShot(true);
    m_quiet.setInterval(kQuietMs);
    connect(&m_quiet, &QTimer::timeout, this, &LiveOutput::releaseHeldLines);
}

void LiveOutput::feed(backends::OutputStream stream, const QByteArray &bytes)
{
    Cleaner &cleaner = m_cleaners[stream == backends::OutputStream::Stdout ? 0 : 1];
    m_quiet.start();
    emitText(stream,
             cleaner.redactor.feed(cleaner.stripper.feed(std::string_view(bytes.constData(), size_t(bytes.size())))));
}

void LiveOutput::finish(bool flushRest)
{
    m_quiet.stop();
    for (size_t i = 0; i < m_cleaners.size(); ++i) {
        Cleaner &cleaner = m_cleaners[i];
        std::string rest = cleaner.redactor.feed(cleaner.stripper.finish());
        rest += cleaner.redactor.finish();
        if (flushRest)
            emitText(streamAt(i), std::move(rest));
    }
}

void LiveOutput::releaseHeldLines()
{
    for (size_t i = 0; i < m_cleaners.size(); ++i)
        emitText(streamAt(i), m_cleaners[i].redactor.releaseHeldLines());
}

void LiveOutput::emitText(backends::OutputStream stream, std::string clean)
{
    if (!clean.empty())
        emit text(stream, clean);
}

} // namespace airlock::engine
