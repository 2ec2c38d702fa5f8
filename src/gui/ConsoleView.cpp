// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ConsoleView.h"

#include <QFontDatabase>
#include <QScrollBar>
#include <QTextBlock>

namespace airlock::gui {

ConsoleView::ConsoleView(QWidget *parent)
    : QPlainTextEdit(parent)
{
    setReadOnly(true);
    setUndoRedoEnabled(false);
    setLineWrapMode(QPlainTextEdit::WidgetWidth);
    setMaximumBlockCount(kMaxLines);
    setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    setAccessibleName(tr("Live output"));
    m_flush.setSingleShot(true);
    m_flush.setInterval(kFlushMs);
    connect(&m_flush, &QTimer::timeout, this, &ConsoleView::flush);
}

void ConsoleView::showText(const QString &text)
{
    m_pending.clear();
    m_pendingChars = 0;
    m_skipped = 0;
    m_flush.stop();
    // Only the tail that the scrollback could keep anyway.
    setPlainText(text.size() > kMaxFlushChars * 8 ? text.right(kMaxFlushChars * 8) : text);
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
}

void ConsoleView::appendText(const QString &text, bool stderrText)
{
    if (text.isEmpty())
        return;
    m_pending.append({text, stderrText});
    m_pendingChars += text.size();
    // Keep only the newest kMaxFlushChars of what waits: older text is counted, not kept.
    while (m_pendingChars > kMaxFlushChars && m_pending.size() > 1) {
        m_pendingChars -= m_pending.first().text.size();
        m_skipped += m_pending.first().text.size();
        m_pending.removeFirst();
    }
    if (m_pendingChars > kMaxFlushChars) {
        Piece &only = m_pending.first();
        const qsizetype drop = only.text.size() - kMaxFlushChars;
        m_skipped += drop;
        only.text.remove(0, drop);
        m_pendingChars = only.text.size();
    }
    if (!m_flush.isActive())
        m_flush.start();
}

void ConsoleView::flush()
{
    if (m_pending.isEmpty())
        return;
    QScrollBar *bar = verticalScrollBar();
    const bool atBottom = bar->value() >= bar->maximum() - 4;
    QTextCursor cursor(document());
    cursor.movePosition(QTextCursor::End);
    cursor.beginEditBlock();
    QTextCharFormat normal;
    QTextCharFormat error;
    error.setForeground(QColor(0xc6, 0x28, 0x28));
    if (m_skipped > 0) {
        QTextCharFormat note;
        note.setFontItalic(true);
        cursor.insertText(tr("\n[… %1 characters not shown here while output streamed fast …]\n").arg(m_skipped), note);
        m_skippedTotal += m_skipped;
        m_skipped = 0;
    }
    for (const Piece &piece : std::as_const(m_pending))
        cursor.insertText(piece.text, piece.stderrText ? error : normal);
    cursor.endEditBlock();
    m_pending.clear();
    m_pendingChars = 0;
    if (atBottom)
        bar->setValue(bar->maximum());
}

} // namespace airlock::gui
