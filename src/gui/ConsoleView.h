// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QPlainTextEdit>
#include <QTimer>

namespace airlock::gui {

// A read-only console for a task's live output. Text is coalesced and painted at most every kFlushMs; at most
// kMaxFlushChars reach the widget per flush (the rest is summarised, it is in the transcript), and the scrollback is
// bounded, so a command printing 50 MB/s never freezes the window. Stays at the bottom unless scrolled up.
class ConsoleView final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ConsoleView)

public:
    static constexpr int kFlushMs = 50;
    static constexpr qsizetype kMaxFlushChars = 64 * 1024;
    static constexpr int kMaxLines = 20000;

    explicit ConsoleView(QWidget *parent = nullptr);

    void showText(const QString &text); // replaces everything (another task selected)
    void appendText(const QString &text, bool stderrText);
    qint64 skippedChars() const { return m_skippedTotal; }

private:
    void flush();

    struct Piece {
        QString text;
        bool stderrText = false;
    };
    QList<Piece> m_pending;
    qsizetype m_pendingChars = 0;
    qint64 m_skipped = 0;
    qint64 m_skippedTotal = 0;
    QTimer m_flush;
};

} // namespace airlock::gui
