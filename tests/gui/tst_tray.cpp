// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The tray and its notifications on a desktop with a tray host: a private D-Bus session with a StatusNotifierWatcher
// and a notification server of the test's own (what a desktop's panel provides), and a private X server (Qt's tray
// over D-Bus comes with its xcb platform, not with offscreen).
#include "Desk.h"
#include "PrivateXvfb.h"
#include "Quiet.h"
#include "gui/Attention.h"

#include <QApplication>
#include <QDBusArgument>
#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusPendingCall>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QMenu>
#include <QMutex>
#include <QPushButton>
#include <QSystemTrayIcon>
#include <QThread>

#include <csignal>
#include <cstdio>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

using airlock::core::ApprovalRequest;
using airlock::engine::ToolCall;
using airlock::safety::AnswerKind;
using airlock::test::Desk;

extern char **environ;

namespace {

QString skipReason;
pid_t xvfbPid = 0;
pid_t busPid = 0;
const QString kWatcher = QStringLiteral("org.kde.StatusNotifierWatcher");
const QString kNotifications = QStringLiteral("org.freedesktop.Notifications");

// What the fakes saw, read by the test's thread.
struct Seen {
    QMutex mutex;
    QStringList items;
    QList<QStringList> notices; // summary, body
};
Seen seen;

// The panel's side of StatusNotifierItem: items register here; a host is there to show them.
class FakeWatcher final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.kde.StatusNotifierWatcher")
    Q_PROPERTY(bool IsStatusNotifierHostRegistered READ hostRegistered)
    Q_PROPERTY(int ProtocolVersion READ protocolVersion)
    Q_PROPERTY(QStringList RegisteredStatusNotifierItems READ items)

public:
    bool hostRegistered() const { return true; }
    int protocolVersion() const { return 0; }
    QStringList items() const
    {
        QMutexLocker lock(&seen.mutex);
        return seen.items;
    }

public slots:
    Q_SCRIPTABLE void RegisterStatusNotifierItem(const QString &service)
    {
        QMutexLocker lock(&seen.mutex);
        seen.items << service;
    }
    Q_SCRIPTABLE void RegisterStatusNotifierHost(const QString &) {}
};

// A notification daemon that records what it is asked to show.
class FakeNotifications final : public QObject
{
    Q_OBJECT
    Q_CLASSINFO("D-Bus Interface", "org.freedesktop.Notifications")

public slots:
    Q_SCRIPTABLE uint Notify(const QString &, uint, const QString &, const QString &summary, const QString &body,
                             const QStringList &, const QVariantMap &, int)
    {
        QMutexLocker lock(&seen.mutex);
        seen.notices << QStringList{summary, body};
        return uint(seen.notices.size());
    }
    Q_SCRIPTABLE QStringList GetCapabilities() { return {QStringLiteral("body"), QStringLiteral("actions")}; }
    Q_SCRIPTABLE void CloseNotification(uint) {}
    Q_SCRIPTABLE QString GetServerInformation(QString &vendor, QString &version, QString &spec)
    {
        vendor = QStringLiteral("airlock-test");
        version = QStringLiteral("1");
        spec = QStringLiteral("1.2");
        return QStringLiteral("fake-notifications");
    }
};

// A private session bus (its address in DBUS_SESSION_BUS_ADDRESS) and an X server, before any Qt object exists.
void startDesktop()
{
    FILE *bus = ::popen("dbus-daemon --session --fork --nopidfile --print-address=1 --print-pid=1", "r");
    char address[512] = {};
    char pid[32] = {};
    if (!bus || !std::fgets(address, sizeof address, bus) || !std::fgets(pid, sizeof pid, bus)) {
        skipReason = QStringLiteral("dbus-daemon could not start a private session bus");
        if (bus)
            ::pclose(bus);
        return;
    }
    ::pclose(bus);
    busPid = pid_t(std::atoi(pid));
    ::setenv("DBUS_SESSION_BUS_ADDRESS", QByteArray(address).trimmed().constData(), 1);
    xvfbPid = airlock::test::startPrivateXvfb(121, 150, "1366x768x24");
    if (xvfbPid > 0)
        return;
    skipReason = QStringLiteral("Xvfb could not start on a free display (scripts/test installs xvfb)");
}

void stopDesktop()
{
    for (pid_t pid : {xvfbPid, busPid}) {
        if (pid > 0)
            ::kill(pid, SIGTERM);
    }
    if (xvfbPid > 0)
        ::waitpid(xvfbPid, nullptr, 0);
}

// A property of the tray's item, read asynchronously (the item answers from this thread's event loop).
QVariant itemProperty(const QString &service, const QString &name)
{
    QDBusMessage get =
        QDBusMessage::createMethodCall(service, QStringLiteral("/StatusNotifierItem"),
                                       QStringLiteral("org.freedesktop.DBus.Properties"), QStringLiteral("Get"));
    get << QStringLiteral("org.kde.StatusNotifierItem") << name;
    QDBusPendingCall call = QDBusConnection(QStringLiteral("panel")).asyncCall(get, 5000);
    if (!QTest::qWaitFor([&] { return call.isFinished(); }, 6000) || call.isError())
        return {};
    return call.reply().arguments().value(0).value<QDBusVariant>().variant();
}

// The tooltip's title and text (ToolTip is (s a(iiay) s s)).
QString toolTipText(const QVariant &value)
{
    if (!value.canConvert<QDBusArgument>())
        return {};
    const QDBusArgument arg = value.value<QDBusArgument>();
    QString icon, title, text;
    arg.beginStructure();
    arg >> icon;
    arg.beginArray();
    while (!arg.atEnd()) {
        int w = 0, h = 0;
        QByteArray data;
        arg.beginStructure();
        arg >> w >> h >> data;
        arg.endStructure();
    }
    arg.endArray();
    arg >> title >> text;
    arg.endStructure();
    return title + QLatin1Char('|') + text;
}

QStringList noticesNow()
{
    QStringList out;
    QMutexLocker lock(&seen.mutex);
    for (const QStringList &n : std::as_const(seen.notices))
        out << n.join(QStringLiteral(": "));
    return out;
}

ToolCall *startDangerous(airlock::test::EngineFixture &engine)
{
    airlock::engine::CallContext context;
    context.taskId = QStringLiteral("t");
    context.clientName = QStringLiteral("claude-code 2.1");
    return engine.service->call(context, {{"command", "chmod -R 777 /nonexistent-airlock-tray 2>/dev/null; true"}});
}

} // namespace

class TestTray : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        if (!skipReason.isEmpty())
            QSKIP(qPrintable(skipReason));
        // The panel: its own connection, served from its own thread, because Qt asks it synchronously whether a
        // host is there when the first tray icon is made.
        QDBusConnection panel = QDBusConnection::connectToBus(QDBusConnection::SessionBus, QStringLiteral("panel"));
        QVERIFY2(panel.isConnected(), qPrintable(panel.lastError().message()));
        m_thread.start();
        m_watcher.moveToThread(&m_thread);
        m_notifications.moveToThread(&m_thread);
        QVERIFY(panel.registerObject(QStringLiteral("/StatusNotifierWatcher"), &m_watcher,
                                     QDBusConnection::ExportScriptableSlots | QDBusConnection::ExportAllProperties));
        QVERIFY(panel.registerObject(QStringLiteral("/org/freedesktop/Notifications"), &m_notifications,
                                     QDBusConnection::ExportScriptableSlots));
        QVERIFY(panel.registerService(kWatcher));
        QVERIFY(panel.registerService(kNotifications));
    }

    void cleanupTestCase()
    {
        QDBusConnection::disconnectFromBus(QStringLiteral("panel"));
        m_thread.quit();
        m_thread.wait(5000);
    }

    void withATrayHost_theIconRegisters_andShowsWaitingApprovals()
    {
        Desk desk({}, false);
        auto &[engine, window, dialog] = desk;
        QVERIFY(QSystemTrayIcon::isSystemTrayAvailable());
        QVERIFY(window.attention()->hasTray());
        QString service;
        QTRY_VERIFY_WITH_TIMEOUT(!(service = m_watcher.items().value(0)).isEmpty(), 5000);
        // Qt 6.4 registers its connection's unique name (later versions a well-known one); the item answers there.
        QVERIFY2(service.startsWith(QLatin1Char(':')) ||
                     service.startsWith(QStringLiteral("org.kde.StatusNotifierItem-")),
                 qPrintable(service));
        QCOMPARE(itemProperty(service, QStringLiteral("Title")).toString(), QCoreApplication::applicationName());
        QCOMPARE(itemProperty(service, QStringLiteral("Status")).toString(), QStringLiteral("Active"));
        const QString tip = toolTipText(itemProperty(service, QStringLiteral("ToolTip")));
        QVERIFY2(tip.startsWith(QStringLiteral("Airlock|")), qPrintable(tip));

        // An approval arrives while the window is hidden: a notification, the item asks for attention, and the
        // tooltip counts what waits.
        ToolCall *call = startDangerous(engine);
        QTRY_VERIFY_WITH_TIMEOUT(window.attention()->isAlerting(), 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!noticesNow().isEmpty(), 5000);
        QVERIFY2(noticesNow().constLast().startsWith(QStringLiteral("Approval needed: claude-code 2.1 wants to run: "
                                                                    "chmod")),
                 qPrintable(noticesNow().join(QLatin1Char('\n'))));
        QTRY_COMPARE_WITH_TIMEOUT(itemProperty(service, QStringLiteral("Status")).toString(),
                                  QStringLiteral("NeedsAttention"), 5000);
        QCOMPARE(window.attention()->tray()->toolTip(), QStringLiteral("Airlock: 1 approval(s) waiting"));

        // The menu: Show brings the window (and the question) forward.
        QMenu *menu = window.attention()->tray()->contextMenu();
        QVERIFY(menu);
        QStringList labels;
        for (QAction *action : menu->actions())
            labels << action->text();
        QCOMPARE(labels, (QStringList{QStringLiteral("Show Airlock"), QString(), QStringLiteral("Quit")}));
        menu->actions().constFirst()->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(window.isVisible(), 3000);
        QTRY_VERIFY_WITH_TIMEOUT(dialog->isVisible() && dialog->isArmed(), 5000);
        dialog->button(AnswerKind::Deny)->click();
        QSignalSpy done(call, &ToolCall::finished);
        QVERIFY(call->isFinished() || done.wait(10000));
        delete call;
        QTRY_COMPARE_WITH_TIMEOUT(window.attention()->tray()->toolTip(), QStringLiteral("Airlock"), 3000);
        QVERIFY(!window.attention()->isAlerting());
    }

    void closingTheWindow_withATray_keepsRunning_andSaysSoOnce()
    {
        Desk desk({}, true);
        auto &window = desk.window;
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy quit(&window, &airlock::gui::MainWindow::quitRequested);
        const qsizetype before = noticesNow().size();
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 3000);
        QTRY_COMPARE_WITH_TIMEOUT(noticesNow().size(), before + 1, 5000);
        QVERIFY2(noticesNow().constLast().startsWith(QStringLiteral("Airlock is still running: ")),
                 qPrintable(noticesNow().constLast()));
        QCOMPARE(quit.count(), 0);
        // Back from the tray and closed again: no second notice.
        emit window.attention()->tray()->activated(QSystemTrayIcon::Trigger);
        QTRY_VERIFY_WITH_TIMEOUT(window.isVisible(), 3000);
        window.close();
        QTRY_VERIFY_WITH_TIMEOUT(!window.isVisible(), 3000);
        QVERIFY(airlock::test::staysQuietFor(500, [&] { return noticesNow().size() > before + 1; }));
        // Quit from the tray's menu quits.
        window.attention()->tray()->contextMenu()->actions().constLast()->trigger();
        QTRY_COMPARE_WITH_TIMEOUT(quit.count(), 1, 3000);
    }

private:
    QThread m_thread;
    FakeWatcher m_watcher;
    FakeNotifications m_notifications;
};

int main(int argc, char **argv)
{
    startDesktop();
    int result = 0;
    {
        QApplication app(argc, argv);
        TestTray test;
        result = QTest::qExec(&test, argc, argv);
    }
    stopDesktop();
    return result;
}

#include "tst_tray.moc"
