// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// sudo with the password from SUDO_PASSWORD, for real: a test user whose sudo asks for a password runs
// `airlock call`; the password must reach sudo and appear in no command line or environment of the task.
#include "SecretSearch.h"
#include "TestUser.h"
#include "backends/ProcessTree.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <unistd.h>

namespace {

const QString kUser = QStringLiteral("airlock-sudo-test");
const QByteArray kPassword = "Corr3ct-Horse-Battery-81";

// Whether a process running exactly `argv` (its program named with or without a path) is a descendant of `ancestor`:
// e.g. the `sleep 2` that sudo starts once it has the password.
bool runsBelow(qint64 ancestor, const QList<QByteArray> &argv)
{
    using airlock::backends::ProcessTree::Proc;
    const QList<Proc> procs = airlock::backends::ProcessTree::snapshot();
    const auto parentOf = [&procs](pid_t pid) {
        const auto it = std::find_if(procs.cbegin(), procs.cend(), [pid](const Proc &p) { return p.pid == pid; });
        return it == procs.cend() ? pid_t(0) : it->ppid;
    };
    for (const Proc &proc : procs) {
        QFile cmdline(QStringLiteral("/proc/%1/cmdline").arg(proc.pid));
        if (!cmdline.open(QIODevice::ReadOnly))
            continue;
        QList<QByteArray> args = cmdline.readAll().split('\0');
        if (!args.isEmpty() && args.last().isEmpty())
            args.removeLast();
        if (args.size() != argv.size() || args.isEmpty() ||
            (args.first() != argv.first() && !args.first().endsWith(QByteArray('/' + argv.first()))) ||
            args.mid(1) != argv.mid(1))
            continue;
        pid_t up = proc.ppid;
        for (int depth = 0; up > 1 && depth < 64; ++depth, up = parentOf(up)) {
            if (up == ancestor)
                return true;
        }
    }
    return false;
}

} // namespace

class TestSudo : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        if (geteuid() != 0)
            QSKIP("needs root to create a test user whose sudo asks for a password (CI runs as root)");
        if (QStandardPaths::findExecutable(QStringLiteral("sudo")).isEmpty())
            QSKIP("sudo is not installed (.ci/run installs it)");
        QString why;
        QVERIFY2(m_user.create(kPassword, true, &why), qPrintable(why));
        // A copy of the binary the test user can execute.
        m_binary = m_user.copyForUser(qEnvironmentVariable("AIRLOCK_BINARY"), QStringLiteral("airlock"), true);
    }

    void cleanupTestCase()
    {
        if (geteuid() == 0)
            m_user.remove(true);
    }

    void sudo_getsThePassword_withoutItAppearingAnywhere()
    {
        QProcessEnvironment env = m_user.environment();
        env.insert(QStringLiteral("SUDO_PASSWORD"), QString::fromUtf8(kPassword));
        env.insert(QStringLiteral("AIRLOCK_BINARY"), m_binary);
        QProcess airlock;
        QVERIFY(m_user.runAs(airlock, env));
        // sudo asks for approval; the person here answers "allow" for every command.
        airlock.start(m_binary, {QStringLiteral("call"), QStringLiteral("--task"), QStringLiteral("sudo-test"),
                                 QStringLiteral("--approve"), QStringLiteral("allow")});
        QVERIFY(airlock.waitForStarted());
        const auto request = [](const std::string &command) {
            return QByteArray::fromStdString(nlohmann::json{{"command", command}}.dump() + "\n");
        };
        airlock.write(request("sudo -k; sudo -n true 2>/dev/null && echo cached || echo needs-password"));
        airlock.write(request("sudo id -u; echo \"$(sudo whoami)\"; echo piped | sudo tee /dev/null; "
                              "(cd / && sudo true) && echo sub-ok"));
        airlock.write(request("sudo -k; sudo sleep 2; echo slept"));
        // The agent asking the helper itself, to print the password: only sudo is answered.
        airlock.write(request("\"$SUDO_ASKPASS\" prompt; echo \"rc=$?\"; sh -c '\"$SUDO_ASKPASS\"'"));

        // While `sudo sleep 2` runs, no process of the task may hold the password in its command line or environment.
        QElapsedTimer clock;
        clock.start();
        QByteArray out;
        QStringList leaks;
        bool scanned = false;
        bool sudoRan = false; // the scan happened while sudo ran its command, past the password
        while (clock.elapsed() < 60000 && out.count('\n') < 4) {
            airlock.waitForReadyRead(200);
            out += airlock.readAllStandardOutput();
            if (!scanned && out.count('\n') == 2) {
                sudoRan = QTest::qWaitFor([&] { return runsBelow(airlock.processId(), {"sleep", "2"}); }, 20000);
                leaks = airlock::test::processesHolding(kPassword, airlock.processId());
                scanned = true;
            }
        }
        airlock.closeWriteChannel();
        QVERIFY(airlock.waitForFinished(20000));
        QCOMPARE(airlock.exitCode(), 0);
        QVERIFY(scanned);
        QVERIFY2(sudoRan, "`sudo sleep 2` was never seen running: the scan missed it");
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(", "))));

        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 4);
        const std::string fourth = nlohmann::json::parse(lines[3].toStdString())["text"];
        QVERIFY2(fourth.find("rc=1") != std::string::npos, fourth.c_str());
        QVERIFY2(fourth.find("no password was handed out") != std::string::npos, fourth.c_str());
        const std::string first = nlohmann::json::parse(lines[0].toStdString())["text"];
        const std::string second = nlohmann::json::parse(lines[1].toStdString())["text"];
        const std::string third = nlohmann::json::parse(lines[2].toStdString())["text"];
        QVERIFY2(first.find("needs-password") != std::string::npos, first.c_str());
        QVERIFY2(second.find("\n0\nroot\npiped\nsub-ok\n") != std::string::npos, second.c_str());
        QVERIFY(second.find("[note: sudo password supplied from SUDO_PASSWORD") != std::string::npos);
        QVERIFY(third.find("slept") != std::string::npos);
        for (const QByteArray &line : lines)
            QVERIFY(!line.contains(kPassword));
    }

    // The same password from the keychain instead (sudo-password/local/<host>): a private D-Bus session with
    // gnome-keyring for the test user (with-keyring.sh), the password stored with `airlock secret set` from a shell
    // variable read from stdin, so that it is in no command line or environment either.
    void sudo_getsThePasswordFromTheKeychain()
    {
        const QString wrapper = QStringLiteral(AIRLOCK_WITH_KEYRING);
        if (QStandardPaths::findExecutable(QStringLiteral("gnome-keyring-daemon")).isEmpty())
            QSKIP("gnome-keyring is not installed (.ci/run installs it)");
        QProcessEnvironment env = m_user.environment();
        env.insert(QStringLiteral("AIRLOCK_BINARY"), m_binary);
        // A copy of the wrapper the test user can read.
        const QString script = m_user.copyForUser(wrapper, QStringLiteral("with-keyring.sh"), true);
        QProcess airlock;
        QVERIFY(m_user.runAs(airlock, env));
        const QString inner = QStringLiteral(
            "IFS= read -r pw; printf %s \"$pw\" | \"$AIRLOCK_BINARY\" secret set \"sudo-password/local/$(hostname)\" "
            "|| exit 7; unset pw; exec \"$AIRLOCK_BINARY\" call --task sudo-keychain --approve allow");
        airlock.start(script, {QStringLiteral("sh"), QStringLiteral("-c"), inner});
        QVERIFY(airlock.waitForStarted());
        airlock.write(kPassword + '\n');
        const auto request = [](const std::string &command) {
            return QByteArray::fromStdString(nlohmann::json{{"command", command}}.dump() + "\n");
        };
        airlock.write(request("true"));
        airlock.write(request("sudo -k; sudo id -u; sudo sleep 2; echo slept"));
        QElapsedTimer clock;
        clock.start();
        QByteArray out;
        QStringList leaks;
        bool scanned = false;
        bool sudoRan = false; // the scan happened while sudo ran its command, past the password
        while (clock.elapsed() < 60000 && out.count('\n') < 2) {
            airlock.waitForReadyRead(200);
            out += airlock.readAllStandardOutput();
            if (!scanned && out.count('\n') == 1) {
                sudoRan = QTest::qWaitFor([&] { return runsBelow(airlock.processId(), {"sleep", "2"}); }, 20000);
                leaks = airlock::test::processesHolding(kPassword, airlock.processId());
                scanned = true;
            }
        }
        airlock.closeWriteChannel();
        QVERIFY(airlock.waitForFinished(20000));
        QVERIFY2(airlock.exitCode() == 0, airlock.readAllStandardError().constData());
        QVERIFY(scanned);
        QVERIFY2(sudoRan, "`sudo sleep 2` was never seen running: the scan missed it");
        QVERIFY2(leaks.isEmpty(), qPrintable(leaks.join(QStringLiteral(", "))));
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const std::string second = nlohmann::json::parse(lines[1].toStdString())["text"];
        QVERIFY2(second.find("\n0\nslept\n") != std::string::npos, second.c_str());
        QVERIFY2(second.find("[note: sudo password supplied from the keychain") != std::string::npos, second.c_str());
        for (const QByteArray &line : lines)
            QVERIFY(!line.contains(kPassword));
    }

private:
    airlock::test::TestUser m_user{kUser};
    QString m_binary;
};

QTEST_GUILESS_MAIN(TestSudo)
#include "tst_sudo.moc"
