// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QPointer>
#include <QString>

namespace airlock::safety {
class PendingApproval;
}
namespace airlock::gui {
class MainWindow;
}

namespace airlock::app {

// `airlock demo --auto`: answers each approval in the real dialog once it is shown and armed, as a person would (the
// delete: Allow once; the force push: Deny, with a message), and with --screenshots saves the main window and the
// first dialog as PNGs.
class DemoAutoAnswer final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DemoAutoAnswer)

public:
    DemoAutoAnswer(gui::MainWindow *window, bool answer, QString screenshotDir, QObject *parent = nullptr);

    // What went wrong (a screenshot not written, a dialog that never came up); empty when nothing did.
    QString problem() const { return m_problem; }
    static QString denialMessage();

private:
    void onArrived(safety::PendingApproval *ticket);
    void saveScreenshots();

    QPointer<gui::MainWindow> m_window;
    bool m_answer;
    QString m_screenshotDir;
    bool m_shot = false;
    QString m_problem;
};

} // namespace airlock::app
