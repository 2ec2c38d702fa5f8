// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "StateLook.h"

#include <QCoreApplication>
#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

namespace airlock::gui {

namespace {

using backends::TaskState;

constexpr int kSize = 32;

QColor colourOf(TaskState state)
{
    switch (state) {
    case TaskState::Starting: return QColor(0x4a, 0x7d, 0xb8);
    case TaskState::Idle: return QColor(0x3f, 0x8f, 0x4f);
    case TaskState::Running: return QColor(0x1e, 0x6f, 0xd9);
    case TaskState::WaitingForApproval: return QColor(0xd9, 0x8a, 0x00);
    case TaskState::Unhealthy: return QColor(0xc6, 0x28, 0x28);
    case TaskState::Cleaning: return QColor(0x7a, 0x5c, 0xa8);
    case TaskState::Gone: return QColor(0x80, 0x80, 0x80);
    }
    return Qt::gray;
}

// Each state has its own shape: dot (idle), triangle (running), "?" diamond (waiting), cross (unhealthy),
// three dots (starting, cleaning), ring (gone).
QPixmap drawState(TaskState state)
{
    QPixmap pixmap(kSize, kSize);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QColor colour = colourOf(state);
    p.setPen(QPen(colour, 3));
    p.setBrush(colour);
    switch (state) {
    case TaskState::Idle: p.drawEllipse(QRectF(8, 8, 16, 16)); break;
    case TaskState::Running: {
        QPainterPath path;
        path.moveTo(9, 6);
        path.lineTo(26, 16);
        path.lineTo(9, 26);
        path.closeSubpath();
        p.drawPath(path);
        break;
    }
    case TaskState::WaitingForApproval: {
        QPainterPath path;
        path.moveTo(16, 2);
        path.lineTo(30, 16);
        path.lineTo(16, 30);
        path.lineTo(2, 16);
        path.closeSubpath();
        p.drawPath(path);
        p.setPen(Qt::white);
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(16);
        p.setFont(font);
        p.drawText(QRectF(0, 0, kSize, kSize), Qt::AlignCenter, QStringLiteral("?"));
        break;
    }
    case TaskState::Unhealthy:
        p.setPen(QPen(colour, 5, Qt::SolidLine, Qt::RoundCap));
        p.drawLine(8, 8, 24, 24);
        p.drawLine(24, 8, 8, 24);
        break;
    case TaskState::Starting:
    case TaskState::Cleaning:
        for (int i = 0; i < 3; ++i)
            p.drawEllipse(QRectF(3 + i * 10, 13, 6, 6));
        break;
    case TaskState::Gone:
        p.setBrush(Qt::NoBrush);
        p.drawEllipse(QRectF(8, 8, 16, 16));
        break;
    }
    return pixmap;
}

QPixmap drawApp(bool attention)
{
    QPixmap pixmap(64, 64);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x1f, 0x3a, 0x5f));
    p.drawRoundedRect(QRectF(4, 4, 56, 56), 12, 12);
    p.setPen(QPen(QColor(0xe8, 0xee, 0xf5), 4));
    p.setBrush(Qt::NoBrush);
    p.drawRect(QRectF(20, 16, 24, 32));
    p.drawLine(32, 16, 32, 48);
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0xf2, 0xa5, 0x41));
    p.drawEllipse(QPointF(32, 32), 6, 6);
    if (attention) {
        p.setBrush(QColor(0xd9, 0x30, 0x25));
        p.setPen(QPen(Qt::white, 3));
        p.drawEllipse(QPointF(48, 16), 13, 13);
        p.setPen(Qt::white);
        QFont font = p.font();
        font.setBold(true);
        font.setPixelSize(20);
        p.setFont(font);
        p.drawText(QRectF(35, 3, 26, 26), Qt::AlignCenter, QStringLiteral("!"));
    }
    return pixmap;
}

} // namespace

QString stateText(TaskState state)
{
    // The words are translated here, at display time; backends::taskStateName stays English (logs, JSON, tests).
    switch (state) {
    case TaskState::Starting: return QCoreApplication::translate("airlock::gui::StateLook", "starting");
    case TaskState::Idle:
        //: A task's state: its shell waits for the next command
        return QCoreApplication::translate("airlock::gui::StateLook", "idle");
    case TaskState::Running: return QCoreApplication::translate("airlock::gui::StateLook", "running");
    case TaskState::WaitingForApproval:
        return QCoreApplication::translate("airlock::gui::StateLook", "waiting for approval");
    case TaskState::Unhealthy:
        //: A task's state: its backend failed a health check
        return QCoreApplication::translate("airlock::gui::StateLook", "unhealthy");
    case TaskState::Cleaning:
        //: A task's state: its backend (container, sandbox) is being removed
        return QCoreApplication::translate("airlock::gui::StateLook", "cleaning");
    case TaskState::Gone:
        //: A task's state: it ended and its backend was removed
        return QCoreApplication::translate("airlock::gui::StateLook", "gone");
    }
    return backends::taskStateName(state);
}

StateLook stateLook(TaskState state)
{
    static QHash<int, QIcon> icons;
    auto it = icons.find(int(state));
    if (it == icons.end())
        it = icons.insert(int(state), QIcon(drawState(state)));
    return {*it, colourOf(state), stateText(state)};
}

QIcon appIcon(bool attention)
{
    static const QIcon normal(drawApp(false));
    static const QIcon alert(drawApp(true));
    return attention ? alert : normal;
}

} // namespace airlock::gui
