// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Faults of the app itself: the real `airlock serve` SIGKILLed while a bridged agent's call runs, and started again.
#include "faults/FaultsTest.h"

#include "ServeProcess.h"
#include "mcp/McpTestClient.h"

#include <QScopeGuard>

#include <csignal>

using airlock::test::IsolatedEnvironment;
using airlock::test::McpTestClient;
using airlock::test::ServeProcess;

void TestFaults::serveKilledMidCall_theAgentGetsAnError_theNextStartEndsWhatItLeft()
{
    IsolatedEnvironment env;
    ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("allow")});
    QVERIFY2(serve.isListening(), serve.stderrText().constData());
    McpTestClient agent({QStringLiteral("mcp")}, env.environment());
    QVERIFY(agent.initialize().contains("result"));
    // The second sleep leaves the shell's process group (a session of its own), as a daemon would.
    const nlohmann::json id =
        agent.callTerminal({{"command", "echo started; setsid sleep 30.62 & sleep 30.61; echo finished"}});
    QTRY_VERIFY_WITH_TIMEOUT(!airlock::test::processesWith("sleep 30.61").isEmpty(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(!airlock::test::processesWith("sleep 30.62").isEmpty(), 5000);

    serve.process().kill(); // SIGKILL: no shutdown, no goodbye on the socket
    QElapsedTimer clock;
    clock.start();
    QTRY_VERIFY_WITH_TIMEOUT(agent.process().state() == QProcess::NotRunning, airlock::test::kEndBoundMs);
    qInfo("bridge, airlock serve SIGKILLed: `airlock mcp` ended %lld ms after the kill", clock.elapsed());
    QCOMPARE(agent.process().exitStatus(), QProcess::NormalExit);
    QCOMPARE(agent.process().exitCode(), 1);
    QVERIFY2(agent.stderrText().contains("closed the connection"), agent.stderrText().constData());
    // The call that was running gets a JSON-RPC error that says what happened, not silence.
    const auto answer = agent.findResponse(id);
    QVERIFY2(answer && answer->contains("error"), answer ? answer->dump().c_str() : "no answer to the running call");
    const std::string message = (*answer)["error"].value("message", std::string());
    QVERIFY2(message.find("Airlock app") != std::string::npos, message.c_str());
    QVERIFY(agent.nonJsonLines().isEmpty());
    // The bridge did not start another app.
    QCOMPARE(airlock::test::startedAppPid(env), qint64(0));
    // The task's shell died with the app (PR_SET_PDEATHSIG), and the command it was running with it: the shell's
    // guardian saw the app's end and killed the shell's process group.
    const auto orphans = qScopeGuard([] {
        for (const char *sleep : {"sleep 30.61", "sleep 30.62"})
            for (const qint64 pid : airlock::test::processesWith(sleep))
                ::kill(pid_t(pid), SIGKILL);
    });
    QTRY_VERIFY_WITH_TIMEOUT((airlock::test::processesWith("sleep 30.61")).isEmpty(), 5000);
    QVERIFY(!airlock::test::processesWith("sleep 30.62").isEmpty());

    // Started again, Airlock finds what left the group and still runs (its processes carry AIRLOCK_INSTANCE, whose
    // owner is gone) and, with --clean-leftovers, ends it.
    ServeProcess again(env,
                       {QStringLiteral("--approve"), QStringLiteral("allow"), QStringLiteral("--clean-leftovers")});
    QVERIFY2(again.isListening(), again.stderrText().constData());
    QTRY_VERIFY_WITH_TIMEOUT(airlock::test::processesWith("sleep 30.62").isEmpty(), 20000);
    QTRY_VERIFY_WITH_TIMEOUT(again.stderrText().contains("removed 1 leftover"), 10000);
    QVERIFY2(again.stderrText().contains("local: processes of task "), again.stderrText().constData());
}
