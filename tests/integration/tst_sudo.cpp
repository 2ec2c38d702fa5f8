// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// sudo with the password from SUDO_PASSWORD, for real: a test user whose sudo asks for a password runs
// `airlock call`; the password must reach sudo and appear in no command line or environment of the task.
#include "SecretSearch.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <grp.h>
#include <pwd.h>
#include <unistd.h>

namespace {

const QString kUser = QStringLiteral("airlock-sudo-test");
const QByteArray kPassword = "Corr3ct-Horse-Battery-81";

bool run(const QString &program, const QStringList &args, const QByteArray &input = {})
{
    QProcess process;
    process.start(program, args);
    process.write(input);
    process.closeWriteChannel();
    return process.waitForFinished(30000) && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
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
        if (!getpwnam(kUser.toUtf8().constData()))
            QVERIFY(run(QStringLiteral("useradd"),
                        {QStringLiteral("-m"), QStringLiteral("-s"), QStringLiteral("/bin/bash"), kUser}));
        QVERIFY(run(QStringLiteral("chpasswd"), {}, kUser.toUtf8() + ':' + kPassword + '\n'));
        QFile sudoers(QStringLiteral("/etc/sudoers.d/airlock-sudo-test"));
        QVERIFY(sudoers.open(QIODevice::WriteOnly | QIODevice::Truncate));
        sudoers.write(kUser.toUtf8() + " ALL=(ALL) ALL\nDefaults:" + kUser.toUtf8() +
                      " !lecture, timestamp_timeout=0\n");
        sudoers.close();
        sudoers.setPermissions(QFile::ReadOwner | QFile::ReadGroup);
        // A copy of the binary the test user can execute.
        QVERIFY(m_dir.isValid());
        QFile::setPermissions(m_dir.path(), QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadGroup |
                                                QFile::ExeGroup | QFile::ReadOther | QFile::ExeOther);
        m_binary = m_dir.filePath(QStringLiteral("airlock"));
        QVERIFY(QFile::copy(qEnvironmentVariable("AIRLOCK_BINARY"), m_binary));
        QFile::setPermissions(m_binary, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner | QFile::ReadOther |
                                            QFile::ExeOther | QFile::ReadGroup | QFile::ExeGroup);
    }

    void cleanupTestCase()
    {
        if (geteuid() != 0)
            return;
        QFile::remove(QStringLiteral("/etc/sudoers.d/airlock-sudo-test"));
        run(QStringLiteral("userdel"), {QStringLiteral("-r"), kUser});
    }

    void sudo_getsThePassword_withoutItAppearingAnywhere()
    {
        const passwd *user = getpwnam(kUser.toUtf8().constData());
        QVERIFY(user);
        const uid_t uid = user->pw_uid;
        const gid_t gid = user->pw_gid;

        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), QString::fromUtf8(user->pw_dir));
        env.insert(QStringLiteral("USER"), kUser);
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"));
        env.insert(QStringLiteral("SUDO_PASSWORD"), QString::fromUtf8(kPassword));
        env.insert(QStringLiteral("AIRLOCK_BINARY"), m_binary);

        QProcess airlock;
        airlock.setProcessEnvironment(env);
        airlock.setWorkingDirectory(QStringLiteral("/tmp"));
        airlock.setChildProcessModifier([uid, gid] {
            ::setgroups(0, nullptr);
            if (::setgid(gid) != 0 || ::setuid(uid) != 0)
                ::_exit(99);
        });
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
        while (clock.elapsed() < 60000 && out.count('\n') < 4) {
            airlock.waitForReadyRead(200);
            out += airlock.readAllStandardOutput();
            if (!scanned && out.count('\n') == 2) {
                QTest::qWait(1000);
                leaks = airlock::test::processesHolding(kPassword, airlock.processId());
                scanned = true;
            }
        }
        airlock.closeWriteChannel();
        QVERIFY(airlock.waitForFinished(20000));
        QCOMPARE(airlock.exitCode(), 0);
        QVERIFY(scanned);
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
        const passwd *user = getpwnam(kUser.toUtf8().constData());
        QVERIFY(user);
        const uid_t uid = user->pw_uid;
        const gid_t gid = user->pw_gid;
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), QString::fromUtf8(user->pw_dir));
        env.insert(QStringLiteral("USER"), kUser);
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin:/usr/sbin:/sbin"));
        env.insert(QStringLiteral("AIRLOCK_BINARY"), m_binary);
        env.insert(QStringLiteral("TMPDIR"), QStringLiteral("/tmp"));
        // A copy of the wrapper the test user can read.
        const QString script = m_dir.filePath(QStringLiteral("with-keyring.sh"));
        QFile::remove(script);
        QVERIFY(QFile::copy(wrapper, script));
        QFile::setPermissions(script, QFile::ReadOwner | QFile::ExeOwner | QFile::ReadOther | QFile::ExeOther |
                                          QFile::ReadGroup | QFile::ExeGroup);

        QProcess airlock;
        airlock.setProcessEnvironment(env);
        airlock.setWorkingDirectory(QStringLiteral("/tmp"));
        airlock.setChildProcessModifier([uid, gid] {
            ::setgroups(0, nullptr);
            if (::setgid(gid) != 0 || ::setuid(uid) != 0)
                ::_exit(99);
        });
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
        while (clock.elapsed() < 60000 && out.count('\n') < 2) {
            airlock.waitForReadyRead(200);
            out += airlock.readAllStandardOutput();
            if (!scanned && out.count('\n') == 1) {
                QTest::qWait(1500);
                leaks = airlock::test::processesHolding(kPassword, airlock.processId());
                scanned = true;
            }
        }
        airlock.closeWriteChannel();
        QVERIFY(airlock.waitForFinished(20000));
        QVERIFY2(airlock.exitCode() == 0, airlock.readAllStandardError().constData());
        QVERIFY(scanned);
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
    QTemporaryDir m_dir;
    QString m_binary;
};

QTEST_GUILESS_MAIN(TestSudo)
#include "tst_sudo.moc"
