// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// `airlock mcp` bridged to a running `airlock serve` over its owner-only socket: two agents at once, starting the
// app when none runs (and failing clearly when it cannot), and a client that vanishes mid-call.
#include "Quiet.h"
#include "ServeProcess.h"
#include "mcp/McpTestClient.h"

#include <QElapsedTimer>
#include <QLocalSocket>
#include <QTemporaryDir>

#include <csignal>
#include <fcntl.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

using airlock::test::IsolatedEnvironment;
using airlock::test::McpTestClient;
using airlock::test::processesMatching;
using airlock::test::ServeProcess;
using airlock::test::startedAppPid;

namespace {

const QStringList kBridge = {QStringLiteral("mcp")};

std::string textOf(const std::optional<nlohmann::json> &message)
{
    if (!message || !message->contains("result"))
        return {};
    return (*message)["result"]["content"][0].value("text", std::string());
}

// What the app answers a raw bridge connection that opens with `first` (and then a ping), until it closes the
// connection or 10 s pass.
QByteArray rawBridgeAnswer(const QString &socketPath, const QByteArray &first, bool *closed)
{
    QLocalSocket socket;
    socket.connectToServer(socketPath);
    if (!socket.waitForConnected(5000))
        return "not connected: " + socket.errorString().toUtf8();
    socket.write(first + R"({"jsonrpc":"2.0","id":1,"method":"ping"})" + "\n");
    QByteArray answer;
    QElapsedTimer waited;
    waited.start();
    while (socket.state() == QLocalSocket::ConnectedState && waited.elapsed() < 10000 && !answer.contains("\"id\":1")) {
        socket.waitForReadyRead(200);
        answer += socket.readAll();
    }
    answer += socket.readAll();
    *closed = socket.state() != QLocalSocket::ConnectedState || socket.waitForDisconnected(3000);
    return answer;
}

} // namespace

class TestMcpBridge : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
    }

    void socket_isOwnerOnly_inAPrivateDirectory()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env);
        QVERIFY(QFile::exists(env.socketPath()));
        struct stat info = {};
        QCOMPARE(::stat(QFile::encodeName(env.socketPath()).constData(), &info), 0);
        QVERIFY(S_ISSOCK(info.st_mode));
        QCOMPARE(int(info.st_mode & 0077), 0);
        QCOMPARE(::stat(QFile::encodeName(env.path("runtime")).constData(), &info), 0);
        QCOMPARE(int(info.st_mode & 0077), 0);
        QCOMPARE(serve.stop(), 0);
        QVERIFY(!QFile::exists(env.socketPath())); // removed on the way out
    }

    void twoAgents_atOnce_getTheirOwnTasks()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env);
        McpTestClient first(kBridge, env.environment());
        McpTestClient second(kBridge, env.environment());
        QVERIFY(first.initialize().contains("result"));
        QVERIFY(second.initialize().contains("result"));
        const nlohmann::json a = first.callTerminal({{"command", "sleep 1; echo task=$AIRLOCK_TASK_ID"}});
        const nlohmann::json b = second.callTerminal({{"command", "sleep 1; echo task=$AIRLOCK_TASK_ID"}});
        const std::string ta = textOf(first.response(a));
        const std::string tb = textOf(second.response(b));
        QVERIFY2(ta.find("task=mcp-") != std::string::npos, ta.c_str());
        QVERIFY2(tb.find("task=mcp-") != std::string::npos, tb.c_str());
        QVERIFY(ta.substr(ta.find("task=")) != tb.substr(tb.find("task=")));
        QVERIFY(first.nonJsonLines().isEmpty() && second.nonJsonLines().isEmpty());
        // Each agent ends cleanly; the app stays up for the next one.
        first.process().closeWriteChannel();
        QVERIFY(first.process().waitForFinished(10000));
        QCOMPARE(first.process().exitCode(), 0);
        QVERIFY(second.response(second.request("ping")));
        QCOMPARE(serve.process().state(), QProcess::Running);
    }

    void bridgedTask_startsWhereTheAgentWorks_notWhereTheAppRuns()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env);
        QTemporaryDir project;
        const QString projectPath = QFileInfo(project.path()).canonicalFilePath();
        McpTestClient agent(kBridge, env.environment(), projectPath);
        QVERIFY(agent.initialize().contains("result"));
        const std::string text = textOf(agent.response(agent.callTerminal({{"command", "pwd"}})));
        QVERIFY2(text.find("\n" + projectPath.toStdString() + "\n") != std::string::npos, text.c_str());
        QVERIFY2(text.find("cwd=" + projectPath.toStdString()) != std::string::npos, text.c_str());
    }

    // `airlock mcp --backend KIND` sends the bridge greeting (SessionWire.h): that session's tasks run on KIND, and
    // the others keep the app's configured backend.
    void bridgedAgent_choosesItsBackend_withMcpBackend()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--backend"), QStringLiteral("modal")});
        McpTestClient local({QStringLiteral("mcp"), QStringLiteral("--backend"), QStringLiteral("local")},
                            env.environment());
        McpTestClient configured(kBridge, env.environment());
        QVERIFY(local.initialize().contains("result"));
        QVERIFY(configured.initialize().contains("result"));
        // The tool's description names the backend the session's tasks run on, not only the app's configured one.
        const auto description = [](McpTestClient &client) {
            const auto listed = client.response(client.request("tools/list"));
            return listed ? listed->value("/result/tools/0/description"_json_pointer, std::string()) : std::string();
        };
        const std::string localText = description(local);
        QVERIFY2(localText.find("(backend: local)") != std::string::npos, localText.c_str());
        const std::string configuredText = description(configured);
        QVERIFY2(configuredText.find("(backend: modal)") != std::string::npos, configuredText.c_str());
        const std::string ran = textOf(local.response(local.callTerminal({{"command", "echo ran here"}})));
        QVERIFY2(ran.find("backend=local ") != std::string::npos && ran.find("\nran here") != std::string::npos,
                 ran.c_str());
        // No Modal credentials in the isolated environment: the configured backend is tried, and says why it cannot.
        const auto refused = configured.response(configured.callTerminal({{"command", "echo ran here"}}));
        QVERIFY(refused);
        const std::string text = refused->dump();
        QVERIFY2(text.find("modal") != std::string::npos && text.find("ran here\\n") == std::string::npos,
                 text.c_str());
    }

    void mcpBackend_thatDoesNotExist_failsBeforeConnecting()
    {
        IsolatedEnvironment env;
        QProcess agent;
        agent.setProcessEnvironment(env.environment());
        agent.start(airlock::test::airlockBinary(),
                    {QStringLiteral("mcp"), QStringLiteral("--backend"), QStringLiteral("nowhere")});
        QVERIFY(agent.waitForFinished(20000));
        QCOMPARE(agent.exitCode(), 2);
        const QByteArray error = agent.readAllStandardError();
        QVERIFY2(error.contains("nowhere"), error.constData());
        QVERIFY(!QFile::exists(env.socketPath())); // no app was started for it
    }

    // A greeting the app cannot honour gets one JSON-RPC error (id null) and the connection ends: nothing runs on a
    // backend the client did not ask for. A plain MCP connection is not mistaken for one.
    void bridgeGreeting_thatCannotBeHonoured_isRefused()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env);
        const QList<std::pair<QByteArray, QByteArray>> cases = {
            {R"(AIRLOCK-MCP 1 {"backend":"nowhere"})", "nowhere"},
            {R"(AIRLOCK-MCP 1 {"backend":7})", "must be a string"},
            {R"(AIRLOCK-MCP 1 {"image":"busybox"})", R"(unknown key \"image\")"},
            {R"(AIRLOCK-MCP 1 {not json)", "must be a JSON object"},
            {"AIRLOCK-MCP 1 " + QByteArray(5000, 'x'), "longer than 4096 bytes"},
        };
        for (const auto &[greeting, why] : cases) {
            bool closed = false;
            const QByteArray answer =
                rawBridgeAnswer(env.socketPath(), greeting.size() > 4096 ? greeting : greeting + "\n", &closed);
            QVERIFY2(answer.contains(R"("id":null)") && answer.contains("-32600") && answer.contains(why),
                     QByteArray(greeting.left(60) + " -> " + answer).constData());
            QVERIFY2(!answer.contains(R"("id":1)"), answer.constData());
            QVERIFY2(closed, greeting.left(60).constData());
        }
        bool closed = false;
        const QByteArray plain = rawBridgeAnswer(env.socketPath(), QByteArray(), &closed);
        QVERIFY2(plain.contains(R"("id":1)") && plain.contains(R"("result")"), plain.constData());
        const QByteArray greeted = rawBridgeAnswer(env.socketPath(),
                                                   R"(AIRLOCK-MCP 1 {"backend":"local"})"
                                                   "\n",
                                                   &closed);
        QVERIFY2(greeted.contains(R"("id":1)") && greeted.contains(R"("result")"), greeted.constData());
        QCOMPARE(serve.process().state(), QProcess::Running);
    }

    void agentVanishingMidCall_cancelsItsCommand_andTheAppStaysUp()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env);
        const QByteArray sleep = "sleep 60." + QByteArray::number(::getpid()) + "1";
        {
            McpTestClient agent(kBridge, env.environment());
            agent.initialize();
            agent.callTerminal({{"command", sleep.toStdString()}});
            QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 1, 20000);
            agent.process().kill();
            agent.process().waitForFinished(5000);
        }
        QTRY_COMPARE_WITH_TIMEOUT(processesMatching(sleep).size(), 0, 10000);
        McpTestClient next(kBridge, env.environment());
        QVERIFY(next.initialize().contains("result"));
        QVERIFY(textOf(next.response(next.callTerminal({{"command", "echo alive"}}))).find("alive") !=
                std::string::npos);
    }

    void secondApp_refusesToTakeTheSocketOver()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env);
        QProcess another;
        another.setProcessEnvironment(env.environment());
        another.start(airlock::test::airlockBinary(), {QStringLiteral("serve")});
        QVERIFY(another.waitForFinished(20000));
        QCOMPARE(another.exitCode(), 3);
        QVERIFY(another.readAllStandardError().contains("already running"));
        McpTestClient agent(kBridge, env.environment());
        QVERIFY(agent.initialize().contains("result"));
    }

    void noAppRunning_mcpStartsOne_andItServes()
    {
        IsolatedEnvironment env;
        qint64 appPid = 0;
        {
            McpTestClient agent(kBridge, env.environment());
            QVERIFY(agent.initialize().contains("result"));
            QVERIFY(textOf(agent.response(agent.callTerminal({{"command", "echo started"}}))).find("started") !=
                    std::string::npos);
            appPid = startedAppPid(env);
            QVERIFY2(appPid > 0, "the started app's log has no pid");
        }
        // The app outlives the agent; SIGTERM ends it cleanly.
        QVERIFY(::kill(pid_t(appPid), 0) == 0);
        QCOMPARE(::kill(pid_t(appPid), SIGTERM), 0);
        QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(appPid), 0) != 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(env.socketPath()), 5000);
    }

    // Nothing lingers: the `airlock serve` that `airlock mcp` started ends by itself once no agent has been
    // connected and no task has lived for mcp.idle_exit_secs, and never while an agent is connected.
    void startedApp_endsByItself_onceNoAgentIsLeft()
    {
        IsolatedEnvironment env;
        // Tasks are swept a second after their agent left, so that "no task" comes soon.
        const QString config = env.writeConfig(R"({"idle_secs": 1, "sweep_secs": 1, "mcp": {"idle_exit_secs": 2}})");
        const QStringList bridgeWithConfig{QStringLiteral("mcp"), QStringLiteral("--config"), config};
        qint64 appPid = 0;
        {
            McpTestClient agent(bridgeWithConfig, env.environment());
            QVERIFY(agent.initialize().contains("result"));
            QVERIFY(textOf(agent.response(agent.callTerminal({{"command", "echo started"}}))).find("started") !=
                    std::string::npos);
            appPid = startedAppPid(env);
            QVERIFY2(appPid > 0, "the started app's log has no pid");
            // An agent connected (with its task): the app stays, past the idle time.
            QVERIFY2(airlock::test::staysQuietFor(3500, [appPid] { return ::kill(pid_t(appPid), 0) != 0; }),
                     "the app ended while an agent was connected");
        }
        // The agent is gone and its task cleaned up: the app ends within the idle time and a cleanup.
        QTRY_VERIFY_WITH_TIMEOUT(::kill(pid_t(appPid), 0) != 0, 30000);
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(env.socketPath()), 5000);
        QFile log(env.path("runtime") + QStringLiteral("/airlock-serve.log"));
        QVERIFY(log.open(QIODevice::ReadOnly));
        const QByteArray text = log.readAll();
        QVERIFY2(text.contains("no agent connected and no task for 2 s"), text.constData());
    }

    void appThatCannotStart_givesAClearError_inBoundedTime()
    {
        IsolatedEnvironment env;
        // Holding the app's instance lock makes every `airlock serve` give up at once.
        const QByteArray lockPath = QFile::encodeName(env.socketPath() + QStringLiteral(".lock"));
        const int lock = ::open(lockPath.constData(), O_RDWR | O_CREAT | O_CLOEXEC, 0600);
        QVERIFY(lock >= 0);
        QCOMPARE(::flock(lock, LOCK_EX | LOCK_NB), 0);
        QProcess agent;
        agent.setProcessEnvironment(env.environment());
        agent.start(airlock::test::airlockBinary(), kBridge);
        agent.write(R"({"jsonrpc":"2.0","id":1,"method":"ping"})"
                    "\n");
        QVERIFY(agent.waitForFinished(30000));
        ::close(lock);
        QCOMPARE(agent.exitCode(), 1);
        const QByteArray error = agent.readAllStandardError();
        QVERIFY2(error.contains("no Airlock app answered"), error.constData());
        QVERIFY(error.contains("airlock-serve.log"));
        QVERIFY(agent.readAllStandardOutput().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestMcpBridge)
#include "tst_mcpbridge.moc"
