// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QList>
#include <QSet>

namespace airlock::mcp {

// The agent's requests the app has not answered yet, seen from the byte stream StdioBridge forwards: each line is read
// only as far as its top-level "id" and whether it is a request or a response. When the app goes away, each of them
// gets an error (unansweredErrors()) instead of silence.
class BridgeRequests final
{
public:
    void fromAgent(const QByteArray &bytes) { feed(m_agent, bytes, true); }
    void fromApp(const QByteArray &bytes) { feed(m_app, bytes, false); }
    qsizetype unanswered() const { return m_pending.size(); }
    // One JSON-RPC error line for each request still unanswered, saying `why`.
    QByteArray unansweredErrors(const QString &why) const;

private:
    struct Direction {
        QByteArray head; // the start of the current line, up to a bound: enough to find its id
    };
    void feed(Direction &direction, const QByteArray &bytes, bool fromAgent);
    void line(const QByteArray &head, bool fromAgent);

    Direction m_agent;
    Direction m_app;
    QSet<QByteArray> m_pending; // the ids (as JSON text) of requests sent and not answered
};

} // namespace airlock::mcp
