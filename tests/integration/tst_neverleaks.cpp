// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// A full session with three real secrets, none of which may leak: a test user whose sudo asks for a password, an
// SSH login with a password to a real sshd, and the bearer token of Streamable HTTP. The three are stored in a real
// keychain (gnome-keyring on a private D-Bus session, with-keyring.sh) through `airlock secret set` with the value
// on stdin; then `airlock serve --http` runs sudo for an HTTP MCP client and `airlock call --backend ssh` runs
// commands over SSH. All along, every process's command line and environment is searched for each value; at the
// end the config and rules files, everything else under the session's home and XDG folders, both logs and every
// tool result are too.
#include "SecretSearch.h"
#include "SshServer.h"
#include "TestUser.h"
#include "mcp/HttpTestClient.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <grp.h>
#include <pwd.h>
#include <unistd.h>

using airlock::test::HttpTestConnection;

namespace {

const QString kUser = QStringLiteral("airlock-leak-test");
const QString kSshUser = QStringLiteral("airlock-ssh-test");
const QByteArray kSudoPassword = "Leak-Sudo-Passw0rd-19";
const QByteArray kSshPassword = "Leak-Ssh-Passw0rd-23";
const QByteArray kToken = "leak-token-6d1f0c2a9b8e47f3a5c4d2e1f0a9b8c7";

} // namespace

class TestNeverLeaks : public QObject
{
    Q_OBJECT

    QList<QByteArray> secrets() const { return {kSudoPassword, kSshPassword, kToken}; }

    // Searches every process now; remembers what held a secret.
    void scanProcesses()
    {
        ++m_scans;
        for (const QByteArray &secret : secrets()) {
            for (const QString &where : airlock::test::processesHolding(secret))
                m_leaks << QStringLiteral("process %1 holds %2…").arg(where, QString::fromLatin1(secret.left(8)));
        }
    }

    // Waits for `done`, searching the processes every 100 ms meanwhile (a sampling rate, not a wait).
    bool scanWhile(const std::function<bool()> &done, int timeoutMs)
    {
        QElapsedTimer sinceScan;
        return QTest::qWaitFor(
            [&] {
                if (done())
                    return true;
                if (!sinceScan.isValid() || sinceScan.elapsed() >= 100) {
                    scanProcesses();
                    sinceScan.start();
                }
                return false;
            },
            timeoutMs);
    }

private slots:
    void initTestCase()
    {
        if (geteuid() != 0)
            QSKIP("needs root: a test user whose sudo asks for a password, another with an SSH password (CI is root)");
        for (const char *tool : {"sudo", "gnome-keyring-daemon", "dbus-run-session"}) {
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QSKIP(qPrintable(QStringLiteral("%1 is not installed (.ci/run installs it)").arg(QLatin1String(tool))));
        }
        QString why;
        QVERIFY2(m_user.create(kSudoPassword, true, &why), qPrintable(why));
        QVERIFY2(m_sshUser.create(kSshPassword, false, &why), qPrintable(why));
        QVERIFY2(m_sshd.start(&why), qPrintable(why));
    }

    void cleanupTestCase()
    {
        if (geteuid() != 0)
            return;
        m_sshd.stop();
        m_user.remove(true);
        m_sshUser.remove(false); // shared with the other SSH tests
    }

    void fullSession_noSecretAnywhere()
    {
        // What the test user can run and read: a copy of airlock and of the keyring wrapper, the config, known_hosts.
        const QString binary =
            m_user.copyForUser(qEnvironmentVariable("AIRLOCK_BINARY"), QStringLiteral("airlock"), true);
        const QString wrapper =
            m_user.copyForUser(QStringLiteral(AIRLOCK_WITH_KEYRING), QStringLiteral("with-keyring.sh"), true);
        const QString knownHosts = m_user.copyForUser(m_sshd.path("known_hosts"), QStringLiteral("known_hosts"), false);
        const nlohmann::json config = {{"backend", "local"},
                                       {"ssh",
                                        {{"host", "127.0.0.1"},
                                         {"port", m_sshd.port()},
                                         {"user", kSshUser.toStdString()},
                                         {"use_agent", false},
                                         {"known_hosts", knownHosts.toStdString()},
                                         {"host_key_policy", "strict"}}}};
        const QString configFile = m_user.scratch(QStringLiteral("config.json"));
        QFile file(configFile);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(config.dump(2)));
        file.close();
        QFile::setPermissions(configFile, QFile::ReadOwner | QFile::WriteOwner | QFile::ReadOther);
        const QString sshName = QStringLiteral("ssh-password/%1@127.0.0.1:%2").arg(kSshUser).arg(m_sshd.port());

        QProcessEnvironment env = m_user.environment();
        env.insert(QStringLiteral("AIRLOCK_BINARY"), binary);
        env.insert(QStringLiteral("LEAK_DIR"), m_user.scratch());
        env.insert(QStringLiteral("LEAK_CONFIG"), configFile);
        env.insert(QStringLiteral("SSH_NAME"), sshName);
        // A control, not a secret: the searches must find this where it is, or they prove nothing.
        env.insert(QStringLiteral("LEAK_CONTROL"), QStringLiteral("control-3b9e1f"));

        // As the test user, on a fresh keychain: the three secrets from stdin into the keychain (shell variables,
        // never arguments or environment), the config in place, then the HTTP server and the SSH task.
        const QString inner = QStringLiteral(
            "set -e\n"
            "IFS= read -r sudo_pw; IFS= read -r ssh_pw; IFS= read -r token\n"
            "printf %s \"$sudo_pw\" | \"$AIRLOCK_BINARY\" secret set \"sudo-password/local/$(hostname)\"\n"
            "printf %s \"$ssh_pw\" | \"$AIRLOCK_BINARY\" secret set \"$SSH_NAME\"\n"
            "printf %s \"$token\" | \"$AIRLOCK_BINARY\" secret set mcp-http-token\n"
            "unset sudo_pw ssh_pw token\n"
            "mkdir -p \"$XDG_CONFIG_HOME/airlock\"\n"
            "cp \"$LEAK_CONFIG\" \"$XDG_CONFIG_HOME/airlock/config.json\"\n"
            "printf 'root %s\\n' \"$AIRLOCK_TEST_KEYRING_ROOT\" >&2\n"
            "\"$AIRLOCK_BINARY\" serve --approve allow --http 0 2>\"$LEAK_DIR/serve.log\" &\n"
            "serve=$!\n"
            "\"$AIRLOCK_BINARY\" call --backend ssh --task over-ssh --approve allow 2>\"$LEAK_DIR/call.log\"\n"
            "kill -TERM $serve; wait $serve || true\n");
        QProcess session;
        QVERIFY(m_user.runAs(session, env));
        session.start(wrapper, {QStringLiteral("sh"), QStringLiteral("-c"), inner});
        QVERIFY(session.waitForStarted());
        session.write(kSudoPassword + '\n' + kSshPassword + '\n' + kToken + '\n');

        // The HTTP server's port, from its log.
        quint16 port = 0;
        QByteArray err;
        const QString serveLog = m_user.scratch(QStringLiteral("serve.log"));
        QVERIFY2(scanWhile(
                     [&] {
                         err += session.readAllStandardError();
                         QFile log(serveLog);
                         if (log.open(QIODevice::ReadOnly)) {
                             static const QRegularExpression listening(
                                 QStringLiteral("listening on http://127\\.0\\.0\\.1:(\\d+)/mcp"));
                             const auto match = listening.match(QString::fromUtf8(log.readAll()));
                             if (match.hasMatch())
                                 port = quint16(match.captured(1).toUInt());
                         }
                         return port != 0 || session.state() == QProcess::NotRunning;
                     },
                     60000),
                 "airlock serve did not start");
        QVERIFY2(port != 0, err.constData());
        const QString root =
            QString::fromUtf8(err).section(QStringLiteral("root "), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(!root.isEmpty() && QDir(root).exists(), err.constData());

        QVERIFY2(!airlock::test::processesHolding("LEAK_CONTROL=control-3b9e1f").isEmpty(),
                 "the process search is blind");
        QVERIFY2(!airlock::test::filesContaining(root, "\"known_hosts\"").isEmpty(), "the file search is blind");

        // An MCP client over HTTP with the token: sudo three times, with the password from the keychain.
        QStringList results;
        const auto headers = [&](const QByteArray &sessionId) {
            QList<QPair<QByteArray, QByteArray>> h = {{"Host", "127.0.0.1:" + QByteArray::number(port)},
                                                      {"Authorization", "Bearer " + kToken},
                                                      {"Content-Type", "application/json"},
                                                      {"Accept", "application/json, text/event-stream"}};
            if (!sessionId.isEmpty())
                h.append({"Mcp-Session-Id", sessionId});
            return h;
        };
        QByteArray mcpSession;
        {
            HttpTestConnection connection(port);
            connection.send("POST", "/mcp", headers({}),
                            R"({"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25",)"
                            R"("capabilities":{},"clientInfo":{"name":"leak-test","version":"1"}}})");
            const auto response = connection.response();
            QVERIFY(response);
            QVERIFY2(response->status == 200, response->body.constData());
            mcpSession = response->header("mcp-session-id");
            QVERIFY(!mcpSession.isEmpty());
        }
        {
            HttpTestConnection connection(port);
            connection.send("POST", "/mcp", headers(mcpSession),
                            R"({"jsonrpc":"2.0","method":"notifications/initialized"})");
            QVERIFY(connection.response());
        }
        {
            HttpTestConnection connection(port);
            const nlohmann::json call = {
                {"jsonrpc", "2.0"},
                {"id", 2},
                {"method", "tools/call"},
                {"params",
                 {{"name", "terminal"},
                  {"arguments",
                   {{"command", "sudo -k; sudo id -u; echo \"$(sudo whoami)\"; sudo sleep 2; echo slept"}}}}}};
            connection.send("POST", "/mcp", headers(mcpSession), QByteArray::fromStdString(call.dump()));
            std::optional<airlock::test::HttpResponse> response;
            QVERIFY(scanWhile([&] { return bool(response = connection.response(100)); }, 60000));
            QCOMPARE(response->status, 200);
            const QByteArray body = response->body;
            results << QString::fromUtf8(body);
            QVERIFY2(body.contains("\\n0\\nroot\\nslept\\n"), body.constData());
            QVERIFY2(body.contains("sudo password supplied from the keychain"), body.constData());
        }

        // The same session over SSH with the password from the keychain.
        for (const char *command : {"whoami", "sleep 2; echo over-ssh"})
            session.write(QByteArray::fromStdString(nlohmann::json{{"command", command}}.dump()) + '\n');
        QByteArray out;
        QVERIFY(scanWhile(
            [&] {
                out += session.readAllStandardOutput();
                return out.count('\n') >= 2 || session.state() == QProcess::NotRunning;
            },
            60000));
        results << QString::fromUtf8(out);
        const QList<QByteArray> lines = out.trimmed().split('\n');
        QCOMPARE(lines.size(), 2);
        const std::string whoami = nlohmann::json::parse(lines[0].toStdString())["text"];
        const std::string slept = nlohmann::json::parse(lines[1].toStdString())["text"];
        QVERIFY2(whoami.find(kSshUser.toStdString() + "\n") != std::string::npos, whoami.c_str());
        QVERIFY2(slept.find("over-ssh\n") != std::string::npos, slept.c_str());

        // The files while the session still exists (the wrapper removes its folders when it ends): config.json,
        // rules.json, logs, everything under home and the XDG folders; the keyring's own encrypted store excepted.
        QVERIFY2(QFile::exists(root + QStringLiteral("/config/airlock/config.json")), qPrintable(root));
        QStringList files;
        for (const QByteArray &secret : secrets()) {
            for (const QString &path : airlock::test::filesContaining(root, secret)) {
                if (!path.startsWith(root + QStringLiteral("/data/keyrings/")))
                    files << path;
            }
            files << airlock::test::filesContaining(m_user.scratch(), secret);
            for (const QString &result : std::as_const(results))
                QVERIFY2(!result.contains(QString::fromLatin1(secret)), "a tool result holds a secret");
        }
        session.closeWriteChannel();
        QVERIFY(scanWhile([&] { return session.state() == QProcess::NotRunning; }, 30000));
        err += session.readAllStandardError();
        if (session.exitStatus() != QProcess::NormalExit || session.exitCode() != 0) {
            for (const char *log : {"call.log", "serve.log"}) {
                QFile logFile(m_user.scratch(QString::fromLatin1(log)));
                if (logFile.open(QIODevice::ReadOnly))
                    err += "\n--- " + QByteArray(log) + ":\n" + logFile.readAll().right(4000);
            }
        }
        QVERIFY2(session.exitStatus() == QProcess::NormalExit && session.exitCode() == 0,
                 qPrintable(QStringLiteral("exit %1: %2").arg(session.exitCode()).arg(QString::fromUtf8(err))));
        for (const QByteArray &secret : secrets())
            QVERIFY2(!err.contains(secret), "the session's stderr holds a secret");

        QVERIFY2(files.isEmpty(), qPrintable(files.join(QStringLiteral(", "))));
        QVERIFY2(m_leaks.isEmpty(), qPrintable(m_leaks.join(QStringLiteral(", "))));
        QVERIFY2(m_scans > 20, "the processes were searched too rarely to mean anything");
        qInfo("searched every process %d times; 3 secrets in %lld bytes of results", m_scans,
              qlonglong(results.join(QString()).size()));
    }

private:
    airlock::test::TestUser m_user{kUser};
    airlock::test::TestUser m_sshUser{kSshUser};
    airlock::test::SshServer m_sshd;
    QStringList m_leaks;
    int m_scans = 0;
};

QTEST_GUILESS_MAIN(TestNeverLeaks)
#include "tst_neverleaks.moc"
