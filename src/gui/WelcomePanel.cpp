// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "WelcomePanel.h"

#include "StateLook.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace airlock::gui {

WelcomePanel::WelcomePanel(QWidget *parent)
    : QWidget(parent)
    , m_demo(new QPushButton(tr("Try the &demo"), this))
    , m_connect(new QPushButton(tr("Co&nnect an agent…"), this))
{
    setObjectName(QStringLiteral("welcomePanel"));
    setAccessibleName(tr("No tasks yet"));
    auto *content = new QWidget(this);
    // A readable measure, whatever the window's width (a fixed width also lets the wrapped text take its height).
    content->setFixedWidth(fontMetrics().averageCharWidth() * 64);
    auto *column = new QVBoxLayout(content);
    column->setSpacing(fontMetrics().lineSpacing() / 2);

    auto *icon = new QLabel(content);
    icon->setPixmap(appIcon(false).pixmap(48, 48));
    icon->setAlignment(Qt::AlignHCenter);
    auto *heading = new QLabel(tr("Welcome to Airlock"), content);
    heading->setObjectName(QStringLiteral("welcomeHeading"));
    QFont big = heading->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    heading->setFont(big);
    heading->setAlignment(Qt::AlignHCenter);
    auto *text = new QLabel(tr("Airlock runs the shell commands your AI coding agents ask for, each task in its own "
                               "place. It asks you before a dangerous command, hides secrets from what goes back to "
                               "the agent, and keeps a record of every command."),
                            content);
    text->setObjectName(QStringLiteral("welcomeText"));
    auto *next = new QLabel(tr("No agent is connected yet. See it at work in a demo that needs no agent, no account "
                               "and no network, or connect the agent you use."),
                            content);
    next->setObjectName(QStringLiteral("welcomeNext"));
    for (QLabel *label : {text, next}) {
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignHCenter);
    }
    m_demo->setObjectName(QStringLiteral("demoButton"));
    m_demo->setToolTip(tr("Three scripted tasks in a temporary project: approvals, a timeout, a redacted secret, a "
                          "checkpoint. Nothing outside it is touched."));
    m_connect->setObjectName(QStringLiteral("connectButton"));
    m_connect->setToolTip(tr("Ready-to-paste configuration for Claude Code, Codex CLI, Gemini CLI, Cursor and any "
                             "MCP client"));
    m_demo->setDefault(true);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_demo);
    buttons->addWidget(m_connect);
    buttons->addStretch(1);

    column->addWidget(icon);
    column->addWidget(heading);
    column->addWidget(text);
    column->addWidget(next);
    column->addSpacing(fontMetrics().lineSpacing() / 2);
    column->addLayout(buttons);

    // Centred by stretches, not by alignment, so that the wrapped text's height follows the width it has.
    auto *row = new QHBoxLayout;
    row->addStretch(1);
    row->addWidget(content);
    row->addStretch(1);
    auto *outer = new QVBoxLayout(this);
    outer->addStretch(1);
    outer->addLayout(row);
    outer->addStretch(2);
    connect(m_demo, &QPushButton::clicked, this, &WelcomePanel::demoClicked);
    connect(m_connect, &QPushButton::clicked, this, &WelcomePanel::connectClicked);
}

} // namespace airlock::gui
