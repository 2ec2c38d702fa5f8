// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The real hook client (`airlock-hook <agent>`, and `airlock hook <agent>`) against a real `airlock serve` in an
// isolated environment, fed each agent's own hook input on stdin: the answer in each agent's format for safe and
// dangerous commands (headless deny and allow, questions deferred to the agent's prompt), the fallbacks when no app
// answers (none running, a stale socket, an app that is silent, hangs up or answers garbage), input it must refuse,
// big and odd commands, the audit record of every judged command, the approval timeout and the hook's own deadline,
// a hook that goes away while asked, and the round trip's time.
#include "AirlockProcess.h"
#include "Quiet.h"
#include "ServeProcess.h"
#include "engine/AuditQuery.h"
#include "engine/AuditReader.h"
#include "engine/AuditRecord.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonObject>
#include <QLocalServer>
#include <QLocalSocket>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <csignal>
#include <memory>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

using airlock::engine::AuditRecord;
using airlock::test::IsolatedEnvironment;
using airlock::test::ServeProcess;
using nlohmann::json;

namespace {

const QString kHeadlessDeny =
    QStringLiteral("Denied by Airlock: no person is available to approve this command (headless, --approve deny)");
const QString kFloorDeny = QStringLiteral("Denied by Airlock: this command is on the safety floor and needs a "
                                          "person's approval; --approve allow does not cover it");

QString hookBinary()
{
    return QFileInfo(airlock::test::airlockBinary()).absolutePath() + QStringLiteral("/airlock-hook");
}

// --- What the agents send ---------------------------------------------------------------------------------------

// Claude Code 2.1.332's PreToolUse (or PermissionRequest) before a Bash call.
json claudeInput(const std::string &command, const std::string &session = "9b4b-claude",
                 const std::string &toolUseId = "toolu_1", const std::string &event = "PreToolUse")
{
    return {{"session_id", session},
            {"transcript_path", "/home/dev/.claude/projects/p/" + session + ".jsonl"},
            {"cwd", "/home/dev/project"},
            {"prompt_id", "c0ffee"},
            {"permission_mode", "default"},
            {"effort", {{"level", "medium"}}},
            {"hook_event_name", event},
            {"tool_name", "Bash"},
            {"tool_input", {{"command", command}, {"description", "a command"}}},
            {"tool_use_id", toolUseId}};
}

// Gemini CLI 0.61.0's BeforeTool before run_shell_command.
json geminiInput(const std::string &command, const std::string &session = "bbc6-gemini")
{
    return {{"session_id", session},
            {"transcript_path", "/home/dev/.gemini/tmp/p/chats/" + session + ".json"},
            {"cwd", "/home/dev/project"},
            {"hook_event_name", "BeforeTool"},
            {"timestamp", "2026-12-01T14:50:34.614Z"},
            {"tool_name", "run_shell_command"},
            {"tool_input", {{"command", command}, {"description", "a command"}}}};
}

// Codex's PreToolUse / PermissionRequest; `command` a string or an argv array.
json codexInput(const json &command, const std::string &event = "PreToolUse", const std::string &session = "019a-codex")
{
    return {{"cwd", "/home/dev/project"},
            {"hook_event_name", event},
            {"model", "gpt-5-codex"},
            {"permission_mode", "default"},
            {"session_id", session},
            {"transcript_path", "/home/dev/.codex/sessions/" + session + ".jsonl"},
            {"tool_use_id", "call_1"},
            {"tool_name", "Bash"},
            {"tool_input", {{"command", command}}},
            {"turn_id", "turn-1"}};
}

// Cursor's beforeShellExecution (an empty cwd: the first workspace root).
json cursorInput(const std::string &command, const std::string &conversation = "conv-1")
{
    return {{"hook_event_name", "beforeShellExecution"},
            {"conversation_id", conversation},
            {"generation_id", "gen-1"},
            {"workspace_roots", {"/w"}},
            {"command", command},
            {"cwd", ""}};
}

QByteArray line(const json &value)
{
    return QByteArray::fromStdString(value.dump()) + '\n';
}

// --- What they must get back (the client prints sorted keys, one line) -----------------------------------------

QByteArray claudeAnswer(const char *decision, const QString &reason = {})
{
    json output = {{"hookEventName", "PreToolUse"}, {"permissionDecision", decision}};
    if (!reason.isEmpty())
        output["permissionDecisionReason"] = reason.toStdString();
    return line({{"hookSpecificOutput", output}});
}

QByteArray permissionAnswer(const char *behavior, const QString &message = {})
{
    json decision = {{"behavior", behavior}};
    if (!message.isEmpty())
        decision["message"] = message.toStdString();
    return line({{"hookSpecificOutput", {{"hookEventName", "PermissionRequest"}, {"decision", decision}}}});
}

QByteArray geminiAnswer(const char *decision, const QString &reason = {})
{
    json output = {{"decision", decision}};
    if (!reason.isEmpty())
        output["reason"] = reason.toStdString();
    return line(output);
}

QByteArray cursorAnswer(const char *permission, const QString &reason = {})
{
    json output = {{"permission", permission}};
    if (!reason.isEmpty()) {
        output["user_message"] = reason.toStdString();
        output["agent_message"] = reason.toStdString();
    }
    return line(output);
}

// --- Running the hook --------------------------------------------------------------------------------------------

struct HookRun {
    bool finished = false;
    int exitCode = -1;
    QByteArray out;
    QByteArray err;
    qint64 ms = 0;
};

QByteArray describe(const HookRun &run)
{
    return (run.finished ? QByteArray() : QByteArray("did not finish; ")) + "exit " + QByteArray::number(run.exitCode) +
           " after " + QByteArray::number(run.ms) + " ms, stdout: " + run.out.left(600) +
           ", stderr: " + run.err.left(600);
}

enum class Via {
    HookProgram, // airlock-hook <agent>
    Airlock      // airlock hook <agent>
};

// Runs the hook as an agent does: its input on stdin, then end of input; at most `timeoutMs`. With `testServes`, the
// event loop runs meanwhile, so that a server in this test can accept and answer; otherwise the wait is exact.
HookRun runHook(const IsolatedEnvironment &env, const QStringList &args, const QByteArray &input, int timeoutMs = 30000,
                Via via = Via::HookProgram, bool testServes = false)
{
    HookRun run;
    QProcess process;
    process.setProcessEnvironment(env.environment());
    QElapsedTimer clock;
    clock.start();
    if (via == Via::Airlock)
        process.start(airlock::test::airlockBinary(), QStringList{QStringLiteral("hook")} + args);
    else
        process.start(hookBinary(), args);
    if (!process.waitForStarted(10000))
        return run;
    process.write(input);
    process.closeWriteChannel();
    run.finished = testServes
                       ? QTest::qWaitFor([&process] { return process.state() == QProcess::NotRunning; }, timeoutMs)
                       : process.waitForFinished(timeoutMs);
    run.ms = clock.elapsed();
    if (!run.finished) {
        process.kill();
        process.waitForFinished(5000);
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput();
    run.err = process.readAllStandardError();
    return run;
}

// The hook records of the environment's audit log, oldest first (of one task, when given).
QList<AuditRecord> hookRecords(const IsolatedEnvironment &env, const QString &task = {})
{
    airlock::engine::AuditReader reader(env.auditPath());
    if (const auto opened = reader.open(); !opened) {
        qWarning("%s", qPrintable(opened.error().message));
        return {};
    }
    airlock::engine::AuditQuery query;
    query.kind = QStringLiteral("hook");
    query.taskId = task;
    query.newestFirst = false;
    const auto records = reader.query(query);
    return records ? *records : QList<AuditRecord>();
}

QString detail(const AuditRecord &record, const char *name)
{
    return record.detail.value(QLatin1String(name)).toString();
}

QStringList categories(const AuditRecord &record)
{
    QStringList names;
    for (const auto &finding : record.findings)
        names.append(finding.category);
    return names;
}

// A string field of a JSON object ("" when it is not one).
QString text(const json &object, const char *name)
{
    const auto it = object.find(name);
    return it != object.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
}

// The answer a run printed (JSON on stdout), or a discarded value.
json answerOf(const HookRun &run)
{
    return json::parse(run.out.toStdString(), nullptr, false);
}

// An app that takes the hook's connection and then: keeps it without a word, hangs up at once, or writes `reply`
// once the request has arrived.
class FakeApp
{
public:
    enum class Mode { Silent, HangUp, Reply };

    FakeApp(Mode mode, QByteArray reply = {})
        : m_mode(mode)
        , m_reply(std::move(reply))
    {
        QObject::connect(&m_server, &QLocalServer::newConnection, &m_server, [this] { accept(); });
        m_listening = m_server.listen(path());
    }
    QString path() const { return m_dir.filePath(QStringLiteral("app.sock")); }
    bool isListening() const { return m_listening; }
    int connections() const { return m_connections; }
    QByteArray received() const { return m_received; }

private:
    void accept()
    {
        while (QLocalSocket *socket = m_server.nextPendingConnection()) {
            ++m_connections;
            if (m_mode == Mode::HangUp) {
                socket->abort();
                socket->deleteLater();
                continue;
            }
            m_sockets.append(socket);
            QObject::connect(socket, &QLocalSocket::readyRead, socket, [this, socket] {
                m_received += socket->readAll();
                if (m_mode == Mode::Reply && !m_replied && m_received.count('\n') >= 2) {
                    m_replied = true;
                    socket->write(m_reply);
                    socket->flush();
                    socket->disconnectFromServer();
                }
            });
        }
    }

    Mode m_mode;
    QByteArray m_reply;
    QTemporaryDir m_dir;
    QLocalServer m_server;
    QList<QPointer<QLocalSocket>> m_sockets; // held open (Silent) until the test ends
    QByteArray m_received;
    int m_connections = 0;
    bool m_listening = false;
    bool m_replied = false;
};

// The app's own config file ($XDG_CONFIG_HOME/airlock/config.json), which the hook reads without --config.
bool writeDefaultConfig(const IsolatedEnvironment &env, const QByteArray &contents)
{
    const QString dir = env.path("config") + QStringLiteral("/airlock");
    QFile file(dir + QStringLiteral("/config.json"));
    return QDir().mkpath(dir) && file.open(QIODevice::WriteOnly) && file.write(contents) == contents.size();
}

// A socket file nobody listens on (the app was killed): connecting is refused.
bool bindStaleSocket(const QString &path, int &fd)
{
    const QByteArray name = QFile::encodeName(path);
    sockaddr_un address = {};
    address.sun_family = AF_UNIX;
    if (std::size_t(name.size()) >= sizeof address.sun_path)
        return false;
    std::copy(name.begin(), name.end(), address.sun_path);
    fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
    return fd >= 0 && ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) == 0;
}

// The columns every "one command through a running app" table has: the hook's arguments and input, what it must
// print and exit with, and the one audit record it must leave.
void addAnswerColumns()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QByteArray>("out");
    QTest::addColumn<QByteArray>("err");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("decision");
    QTest::addColumn<QString>("decidedBy");
    QTest::addColumn<QString>("status");
}

// One row: `airlock serve` with `serveArgs`, the hook once, its exact answer, and its one audit record. Returns the
// run (check QTest::currentTestFailed() first).
HookRun verifyAnswerRow(const QStringList &serveArgs, const QByteArray &config = {}, Via via = Via::HookProgram)
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QByteArray, out);
    QFETCH(QByteArray, err);
    QFETCH(int, exitCode);
    QFETCH(QString, decision);
    QFETCH(QString, decidedBy);
    QFETCH(QString, status);
    IsolatedEnvironment env;
    QStringList arguments = serveArgs;
    if (!config.isEmpty())
        arguments << QStringLiteral("--config") << env.writeConfig(config);
    ServeProcess serve(env, arguments);
    if (!serve.isListening()) {
        QTest::qFail(serve.stderrText().constData(), __FILE__, __LINE__);
        return {};
    }
    const HookRun run = runHook(env, args, input, 30000, via);
    [&] {
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out, out);
        QCOMPARE(run.err, err);
        QCOMPARE(run.exitCode, exitCode);
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().decision, decision);
        QCOMPARE(records.first().decidedBy, decidedBy);
        QCOMPARE(records.first().status, status);
    }();
    return run;
}

} // namespace

class TestHookCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
        QVERIFY2(QFileInfo(hookBinary()).isExecutable(), qPrintable(hookBinary() + QStringLiteral(" is missing")));
    }

    // --- Through a running app ------------------------------------------------------------------------------------

    void safeCommand_isAllowed_inEachAgentsFormat_data()
    {
        addAnswerColumns();
        QTest::addColumn<bool>("viaAirlock");
        const QString allowed = QStringLiteral("allowed");
        const QString policy = QStringLiteral("policy");
        const QString hookAllow = QStringLiteral("hook_allow");
        QTest::addRow("claude-code") << QStringList{QStringLiteral("claude-code")} << line(claudeInput("ls -la"))
                                     << claudeAnswer("allow") << QByteArray() << 0 << allowed << policy << hookAllow
                                     << false;
        QTest::addRow("claude-code, as `airlock hook`")
            << QStringList{QStringLiteral("claude-code")} << line(claudeInput("ls -la")) << claudeAnswer("allow")
            << QByteArray() << 0 << allowed << policy << hookAllow << true;
        QTest::addRow("claude (alias)") << QStringList{QStringLiteral("claude")} << line(claudeInput("ls -la"))
                                        << claudeAnswer("allow") << QByteArray() << 0 << allowed << policy << hookAllow
                                        << false;
        QTest::addRow("gemini-cli") << QStringList{QStringLiteral("gemini-cli")} << line(geminiInput("ls -la"))
                                    << geminiAnswer("allow") << QByteArray() << 0 << allowed << policy << hookAllow
                                    << false;
        QTest::addRow("cursor") << QStringList{QStringLiteral("cursor")} << line(cursorInput("ls -la"))
                                << cursorAnswer("allow") << QByteArray() << 0 << allowed << policy << hookAllow
                                << false;
        // Codex's PreToolUse honours only a block: nothing to say. Its PermissionRequest is Codex's own sandbox
        // asking; Airlock found nothing to ask about, so Codex's prompt decides.
        QTest::addRow("codex PreToolUse")
            << QStringList{QStringLiteral("codex")} << line(codexInput("ls -la")) << QByteArray() << QByteArray() << 0
            << allowed << policy << hookAllow << false;
        QTest::addRow("codex PreToolUse, argv")
            << QStringList{QStringLiteral("codex")} << line(codexInput(json::array({"bash", "-lc", "ls -la"})))
            << QByteArray() << QByteArray() << 0 << allowed << policy << hookAllow << false;
        QTest::addRow("codex PermissionRequest")
            << QStringList{QStringLiteral("codex")} << line(codexInput("ls -la", "PermissionRequest")) << QByteArray()
            << QByteArray() << 0 << allowed << policy << QStringLiteral("hook_none") << false;
    }
    void safeCommand_isAllowed_inEachAgentsFormat()
    {
        QFETCH(bool, viaAirlock);
        verifyAnswerRow({QStringLiteral("--approve"), QStringLiteral("deny")}, {},
                        viaAirlock ? Via::Airlock : Via::HookProgram);
    }

    void dangerousCommand_withApproveDeny_isDeniedInEachAgentsFormat_data()
    {
        addAnswerColumns();
        const QString denied = QStringLiteral("denied");
        const QString headless = QStringLiteral("headless");
        const QString hookDeny = QStringLiteral("hook_deny");
        for (const char *command : {"rm -rf ~/project", "git push --force origin main"}) {
            QTest::addRow("claude-code: %s", command)
                << QStringList{QStringLiteral("claude-code")} << line(claudeInput(command))
                << claudeAnswer("deny", kHeadlessDeny) << QByteArray() << 0 << denied << headless << hookDeny;
            QTest::addRow("gemini-cli: %s", command)
                << QStringList{QStringLiteral("gemini-cli")} << line(geminiInput(command))
                << geminiAnswer("deny", kHeadlessDeny) << QByteArray() << 0 << denied << headless << hookDeny;
            QTest::addRow("cursor: %s", command)
                << QStringList{QStringLiteral("cursor")} << line(cursorInput(command))
                << cursorAnswer("deny", kHeadlessDeny) << QByteArray() << 0 << denied << headless << hookDeny;
            // Codex's PreToolUse block: exit 2, the reason on stderr.
            QTest::addRow("codex PreToolUse: %s", command)
                << QStringList{QStringLiteral("codex")} << line(codexInput(command)) << QByteArray()
                << QByteArray(kHeadlessDeny.toUtf8() + '\n') << 2 << denied << headless << hookDeny;
            QTest::addRow("codex PreToolUse, argv: %s", command)
                << QStringList{QStringLiteral("codex")} << line(codexInput(json::array({"bash", "-lc", command})))
                << QByteArray() << QByteArray(kHeadlessDeny.toUtf8() + '\n') << 2 << denied << headless << hookDeny;
            QTest::addRow("codex PermissionRequest: %s", command)
                << QStringList{QStringLiteral("codex")} << line(codexInput(command, "PermissionRequest"))
                << permissionAnswer("deny", kHeadlessDeny) << QByteArray() << 0 << denied << headless << hookDeny;
        }
    }
    void dangerousCommand_withApproveDeny_isDeniedInEachAgentsFormat()
    {
        verifyAnswerRow({QStringLiteral("--approve"), QStringLiteral("deny")});
    }

    // --approve allow answers what needs asking (but never the safety floor); nobody's prompt shows.
    // `--approve allow` lets a `terminal` call run, but nobody looked at the command: the hook gives no verdict, so
    // the agent decides as it would without Airlock (its own prompt, its own rules). The floor is still denied.
    void dangerousCommand_withApproveAllow_isLeftToTheAgent_butNeverTheFloor_data()
    {
        addAnswerColumns();
        const QString allowed = QStringLiteral("allowed");
        const QString headless = QStringLiteral("headless");
        const QString hookNone = QStringLiteral("hook_none");
        const std::string push = "git push --force origin main";
        QTest::addRow("claude-code") << QStringList{QStringLiteral("claude-code")} << line(claudeInput(push))
                                     << QByteArray() << QByteArray() << 0 << allowed << headless << hookNone;
        QTest::addRow("gemini-cli") << QStringList{QStringLiteral("gemini-cli")} << line(geminiInput(push))
                                    << QByteArray() << QByteArray() << 0 << allowed << headless << hookNone;
        QTest::addRow("cursor") << QStringList{QStringLiteral("cursor")} << line(cursorInput(push)) << QByteArray()
                                << QByteArray() << 0 << allowed << headless << hookNone;
        QTest::addRow("codex PreToolUse") << QStringList{QStringLiteral("codex")} << line(codexInput(push))
                                          << QByteArray() << QByteArray() << 0 << allowed << headless << hookNone;
        QTest::addRow("codex PermissionRequest")
            << QStringList{QStringLiteral("codex")} << line(codexInput(push, "PermissionRequest")) << QByteArray()
            << QByteArray() << 0 << allowed << headless << hookNone;
        QTest::addRow("claude-code, the floor")
            << QStringList{QStringLiteral("claude-code")} << line(claudeInput("rm -rf /"))
            << claudeAnswer("deny", kFloorDeny) << QByteArray() << 0 << QStringLiteral("denied") << headless
            << QStringLiteral("hook_deny");
    }
    void dangerousCommand_withApproveAllow_isLeftToTheAgent_butNeverTheFloor()
    {
        verifyAnswerRow({QStringLiteral("--approve"), QStringLiteral("allow")});
    }

    // Approvals off: the same (nobody looked), while what is safe is still allowed outright.
    void approvalsOff_leaveTheCommandToTheAgent()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--config"), env.writeConfig(R"({"approval": {"mode": "off"}})")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const HookRun push =
            runHook(env, {QStringLiteral("claude-code")}, line(claudeInput("git push --force origin main")));
        QVERIFY2(push.finished && push.exitCode == 0 && push.out.isEmpty(), describe(push).constData());
        const HookRun safe = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput("ls -la")));
        QCOMPARE(safe.out, claudeAnswer("allow"));
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 2);
        QCOMPARE(records[0].decidedBy, QStringLiteral("approvals_off"));
        QCOMPARE(records[0].status, QStringLiteral("hook_none"));
        QCOMPARE(records[1].decidedBy, QStringLiteral("policy"));
    }

    // The agent's own shell is this machine: a deny rule for the local backend applies to it.
    void localRules_applyToTheAgentsOwnShell()
    {
        IsolatedEnvironment env;
        QFile rules(env.path("config") + QStringLiteral("/airlock/rules.json"));
        QVERIFY(QDir().mkpath(QFileInfo(rules).absolutePath()));
        QVERIFY(rules.open(QIODevice::WriteOnly));
        rules.write(R"({"version": 1, "rules": [{"action": "deny", "pattern": "npm publish *", "backend": "local"}]})");
        rules.close();
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("allow")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const HookRun run = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput("npm publish --tag next")));
        QVERIFY2(run.finished, describe(run).constData());
        const json answer = answerOf(run);
        QVERIFY2(answer["hookSpecificOutput"]["permissionDecision"] == "deny", run.out.constData());
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().decidedBy, QStringLiteral("rule"));
    }

    // hooks.ask_in = agent: a command that needs asking is asked in the agent's own prompt where it has one, with
    // Airlock's reason; an agent without one (Gemini CLI, Codex's PreToolUse) still gets Airlock's decision.
    void askInAgent_defersQuestionsToTheAgentsPrompt_data()
    {
        addAnswerColumns();
        const QString rmWhy = QStringLiteral("Airlock asks: deletes ~/project recursively");
        const QString pushWhy = QStringLiteral("Airlock asks: force-pushes, overwriting the remote history");
        const QString deferred = QStringLiteral("deferred");
        const QString agentPrompt = QStringLiteral("agent_prompt");
        const QString hookAsk = QStringLiteral("hook_ask");
        const QString denied = QStringLiteral("denied");
        const QString headless = QStringLiteral("headless");
        QTest::addRow("claude-code: rm") << QStringList{QStringLiteral("claude-code")}
                                         << line(claudeInput("rm -rf ~/project")) << claudeAnswer("ask", rmWhy)
                                         << QByteArray() << 0 << deferred << agentPrompt << hookAsk;
        QTest::addRow("claude-code: force push")
            << QStringList{QStringLiteral("claude-code")} << line(claudeInput("git push --force origin main"))
            << claudeAnswer("ask", pushWhy) << QByteArray() << 0 << deferred << agentPrompt << hookAsk;
        QTest::addRow("cursor: rm") << QStringList{QStringLiteral("cursor")} << line(cursorInput("rm -rf ~/project"))
                                    << cursorAnswer("ask", rmWhy) << QByteArray() << 0 << deferred << agentPrompt
                                    << hookAsk;
        // PermissionRequest: no answer lets Codex's own prompt show.
        QTest::addRow("codex PermissionRequest: rm")
            << QStringList{QStringLiteral("codex")} << line(codexInput("rm -rf ~/project", "PermissionRequest"))
            << QByteArray() << QByteArray() << 0 << deferred << agentPrompt << hookAsk;
        QTest::addRow("gemini-cli: rm (cannot ask)")
            << QStringList{QStringLiteral("gemini-cli")} << line(geminiInput("rm -rf ~/project"))
            << geminiAnswer("deny", kHeadlessDeny) << QByteArray() << 0 << denied << headless
            << QStringLiteral("hook_deny");
        QTest::addRow("codex PreToolUse: rm (cannot ask)")
            << QStringList{QStringLiteral("codex")} << line(codexInput("rm -rf ~/project")) << QByteArray()
            << QByteArray(kHeadlessDeny.toUtf8() + '\n') << 2 << denied << headless << QStringLiteral("hook_deny");
        QTest::addRow("claude-code: nothing to ask")
            << QStringList{QStringLiteral("claude-code")} << line(claudeInput("ls -la")) << claudeAnswer("allow")
            << QByteArray() << 0 << QStringLiteral("allowed") << QStringLiteral("policy")
            << QStringLiteral("hook_allow");
    }
    void askInAgent_defersQuestionsToTheAgentsPrompt()
    {
        verifyAnswerRow({QStringLiteral("--approve"), QStringLiteral("deny")}, "{\"hooks\": {\"ask_in\": \"agent\"}}");
    }

    // Nobody answers in Airlock before the approval timeout: the agent's prompt asks where it has one
    // (hooks.on_failure = ask), else the command is denied.
    void approvalTimeout_answersTheHook_byTheFailureSetting_data()
    {
        addAnswerColumns();
        const QString ask = QStringLiteral(
            "Airlock could not get an answer (nobody answered the approval request within 2 s); please decide here.");
        const QString deny =
            QStringLiteral("Denied because Airlock could not get an answer: nobody answered the approval request "
                           "within 2 s");
        const QString timedOut = QStringLiteral("timed_out");
        const QString timeout = QStringLiteral("timeout");
        QTest::addRow("claude-code") << QStringList{QStringLiteral("claude-code")}
                                     << line(claudeInput("rm -rf ~/project")) << claudeAnswer("ask", ask)
                                     << QByteArray() << 0 << timedOut << timeout << QStringLiteral("hook_ask");
        QTest::addRow("claude-code, --on-failure deny")
            << QStringList{QStringLiteral("claude-code"), QStringLiteral("--on-failure"), QStringLiteral("deny")}
            << line(claudeInput("rm -rf ~/project")) << claudeAnswer("deny", deny) << QByteArray() << 0 << timedOut
            << timeout << QStringLiteral("hook_deny");
        QTest::addRow("cursor") << QStringList{QStringLiteral("cursor")} << line(cursorInput("rm -rf ~/project"))
                                << cursorAnswer("ask", ask) << QByteArray() << 0 << timedOut << timeout
                                << QStringLiteral("hook_ask");
        QTest::addRow("gemini-cli") << QStringList{QStringLiteral("gemini-cli")}
                                    << line(geminiInput("rm -rf ~/project")) << geminiAnswer("deny", deny)
                                    << QByteArray() << 0 << timedOut << timeout << QStringLiteral("hook_deny");
        QTest::addRow("codex PreToolUse")
            << QStringList{QStringLiteral("codex")} << line(codexInput("rm -rf ~/project")) << QByteArray()
            << QByteArray(deny.toUtf8() + '\n') << 2 << timedOut << timeout << QStringLiteral("hook_deny");
        QTest::addRow("codex PermissionRequest")
            << QStringList{QStringLiteral("codex")} << line(codexInput("rm -rf ~/project", "PermissionRequest"))
            << QByteArray() << QByteArray() << 0 << timedOut << timeout << QStringLiteral("hook_ask");
    }
    void approvalTimeout_answersTheHook_byTheFailureSetting()
    {
        const HookRun run = verifyAnswerRow({QStringLiteral("--approve"), QStringLiteral("ask-timeout")},
                                            "{\"approval\": {\"timeout_secs\": 2}}");
        if (QTest::currentTestFailed())
            return;
        // It waited for the question's time (2 s from when the app asked), not for a fallback of its own.
        QVERIFY2(run.ms >= 1900 && run.ms < 10000, describe(run).constData());
    }

    // The hook's own time ends before the approval timeout: the app ends the question just before it, so that the
    // agent hears the app's answer rather than the hook's give-up.
    void hooksDeadline_endsTheQuestionInTime()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("ask-timeout"), QStringLiteral("--config"),
                                 env.writeConfig("{\"approval\": {\"timeout_secs\": 60}}")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const QString why = QStringLiteral("nobody answered in Airlock before the agent's hook time ran out");
        const HookRun claude =
            runHook(env, {QStringLiteral("claude-code"), QStringLiteral("--timeout"), QStringLiteral("3")},
                    line(claudeInput("rm -rf ~/project")));
        QVERIFY2(claude.finished, describe(claude).constData());
        QCOMPARE(
            claude.out,
            claudeAnswer("ask", QStringLiteral("Airlock could not get an answer (%1); please decide here.").arg(why)));
        QVERIFY2(claude.ms < 3000, describe(claude).constData());
        const HookRun gemini =
            runHook(env, {QStringLiteral("gemini-cli"), QStringLiteral("--timeout"), QStringLiteral("3")},
                    line(geminiInput("rm -rf ~/project")));
        QVERIFY2(gemini.finished, describe(gemini).constData());
        QCOMPARE(gemini.out,
                 geminiAnswer("deny", QStringLiteral("Denied because Airlock could not get an answer: %1").arg(why)));
        QVERIFY2(gemini.ms < 3000, describe(gemini).constData());
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 2);
        for (const AuditRecord &record : records) {
            QCOMPARE(record.decision, QStringLiteral("timed_out"));
            QCOMPARE(record.decidedBy, QStringLiteral("timeout"));
            QCOMPARE(record.message, why);
        }
    }

    // The agent gives up (kills its hook) while the question is open: the question is withdrawn and recorded so.
    void hookGoingAway_withdrawsItsQuestion()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("ask-timeout"), QStringLiteral("--config"),
                                 env.writeConfig("{\"approval\": {\"timeout_secs\": 60}}")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        QProcess hook;
        hook.setProcessEnvironment(env.environment());
        hook.start(hookBinary(), {QStringLiteral("claude-code")});
        QVERIFY(hook.waitForStarted(10000));
        hook.write(line(claudeInput("rm -rf ~/project", "going-away", "toolu_gone")));
        hook.closeWriteChannel();
        // Nobody answers the question, so the hook must not answer either.
        QVERIFY2(airlock::test::staysQuietFor(1500, [&hook] { return hook.state() == QProcess::NotRunning; }),
                 hook.readAllStandardOutput().constData());
        hook.kill();
        QVERIFY(hook.waitForFinished(5000));
        QTRY_COMPARE_WITH_TIMEOUT(hookRecords(env).size(), 1, 10000);
        const AuditRecord record = hookRecords(env).first();
        QCOMPARE(record.taskId, QStringLiteral("claude-code-going-away"));
        QCOMPARE(record.status, QStringLiteral("cancelled"));
        QCOMPARE(record.decision, QStringLiteral("cancelled"));
        QCOMPARE(record.decidedBy, QStringLiteral("cancelled"));
        QCOMPARE(detail(record, "tool_use_id"), QStringLiteral("toolu_gone"));
        // The app goes on answering.
        const HookRun next = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput("ls -la")));
        QCOMPARE(next.out, claudeAnswer("allow"));
    }

    // --- The audit log ----------------------------------------------------------------------------------------------

    // One record of kind "hook" per judged command, never one for another tool, each in its agent session's task.
    void auditLog_holdsOneRecordPerJudgedCommand()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("deny")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const QStringList claude{QStringLiteral("claude-code")};
        QCOMPARE(runHook(env, claude, line(claudeInput("ls -la", "9b4b-claude", "toolu_1"))).out,
                 claudeAnswer("allow"));
        json read = claudeInput("", "9b4b-claude", "toolu_read");
        read["tool_name"] = "Read";
        read["tool_input"] = {{"file_path", "/home/dev/project/README.md"}};
        const HookRun other = runHook(env, claude, line(read));
        QVERIFY2(other.exitCode == 0 && other.out.isEmpty() && other.err.isEmpty(), describe(other).constData());
        QCOMPARE(runHook(env, claude, line(claudeInput("rm -rf ~/project", "9b4b-claude", "toolu_2"))).out,
                 claudeAnswer("deny", kHeadlessDeny));
        QCOMPARE(runHook(env, {QStringLiteral("gemini-cli")}, line(geminiInput("git push --force origin main"))).out,
                 geminiAnswer("deny", kHeadlessDeny));
        QCOMPARE(runHook(env, {QStringLiteral("cursor")}, line(cursorInput("ls"))).out, cursorAnswer("allow"));
        QCOMPARE(runHook(env, claude, line(claudeInput("pwd", "a/b c:d"))).out, claudeAnswer("allow"));
        QCOMPARE(runHook(env, claude, line(claudeInput("pwd", ""))).out, claudeAnswer("allow"));

        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 6);
        QCOMPARE(hookRecords(env, QStringLiteral("claude-code-9b4b-claude")).size(), 2);

        const AuditRecord &safe = records.at(0);
        QCOMPARE(safe.kind, QStringLiteral("hook"));
        QCOMPARE(safe.taskId, QStringLiteral("claude-code-9b4b-claude"));
        QCOMPARE(safe.clientName, QStringLiteral("claude-code"));
        QCOMPARE(safe.backend, QStringLiteral("claude-code (own shell)"));
        QCOMPARE(safe.cwd, QStringLiteral("/home/dev/project"));
        QCOMPARE(safe.command, QStringLiteral("ls -la"));
        QCOMPARE(safe.decision, QStringLiteral("allowed"));
        QCOMPARE(safe.decidedBy, QStringLiteral("policy"));
        QCOMPARE(safe.status, QStringLiteral("hook_allow"));
        QVERIFY(!safe.exitCode.has_value()); // judged only: it runs in the agent's shell
        QVERIFY(safe.findings.isEmpty());
        QCOMPARE(detail(safe, "agent"), QStringLiteral("claude-code"));
        QCOMPARE(detail(safe, "event"), QStringLiteral("PreToolUse"));
        QCOMPARE(detail(safe, "tool"), QStringLiteral("Bash"));
        QCOMPARE(detail(safe, "tool_use_id"), QStringLiteral("toolu_1"));
        QCOMPARE(detail(safe, "session_id"), QStringLiteral("9b4b-claude"));
        QCOMPARE(detail(safe, "reason"), QString());

        const AuditRecord &rm = records.at(1);
        QCOMPARE(rm.taskId, QStringLiteral("claude-code-9b4b-claude"));
        QCOMPARE(rm.command, QStringLiteral("rm -rf ~/project"));
        QCOMPARE(rm.decision, QStringLiteral("denied"));
        QCOMPARE(rm.decidedBy, QStringLiteral("headless"));
        QCOMPARE(rm.via, QStringLiteral("--approve deny"));
        QCOMPARE(rm.message,
                 QStringLiteral("no person is available to approve this command (headless, --approve deny)"));
        QCOMPARE(rm.status, QStringLiteral("hook_deny"));
        QCOMPARE(categories(rm), QStringList{QStringLiteral("destructive_file_ops")});
        QCOMPARE(detail(rm, "tool_use_id"), QStringLiteral("toolu_2"));
        QCOMPARE(detail(rm, "reason"), kHeadlessDeny);

        const AuditRecord &push = records.at(2);
        QCOMPARE(push.taskId, QStringLiteral("gemini-cli-bbc6-gemini"));
        QCOMPARE(push.clientName, QStringLiteral("gemini-cli"));
        QCOMPARE(push.backend, QStringLiteral("gemini-cli (own shell)"));
        QCOMPARE(push.decision, QStringLiteral("denied"));
        QCOMPARE(push.status, QStringLiteral("hook_deny"));
        QCOMPARE(categories(push), QStringList{QStringLiteral("destructive_git")});
        QCOMPARE(detail(push, "event"), QStringLiteral("BeforeTool"));
        QCOMPARE(detail(push, "tool"), QStringLiteral("run_shell_command"));
        QCOMPARE(detail(push, "tool_use_id"), QString());

        const AuditRecord &cursor = records.at(3);
        QCOMPARE(cursor.taskId, QStringLiteral("cursor-conv-1"));
        QCOMPARE(cursor.backend, QStringLiteral("cursor (own shell)"));
        QCOMPARE(cursor.cwd, QStringLiteral("/w")); // its cwd was empty: the workspace root
        QCOMPARE(detail(cursor, "event"), QStringLiteral("beforeShellExecution"));
        QCOMPARE(detail(cursor, "tool"), QStringLiteral("Shell"));
        QCOMPARE(detail(cursor, "session_id"), QStringLiteral("conv-1"));

        // A session id is made safe for a task id; none at all is a task of its own.
        QCOMPARE(records.at(4).taskId, QStringLiteral("claude-code-a_b_c_d"));
        QCOMPARE(detail(records.at(4), "session_id"), QStringLiteral("a/b c:d"));
        QCOMPARE(records.at(5).taskId, QStringLiteral("claude-code-no-session"));
    }

    // --- When the app cannot answer ---------------------------------------------------------------------------------

    // No app: an answer at once, by hooks.on_failure (flag, then environment, then config file; ask by default):
    // ask in the agent's own prompt where it has one, else deny.
    void noApp_answersAtOnce_byTheFailureSetting_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QStringList>("extraArgs");
        QTest::addColumn<QString>("envValue");         // AIRLOCK_HOOK_ON_FAILURE, when not empty
        QTest::addColumn<QByteArray>("configGiven");   // the file given with --config, when not empty
        QTest::addColumn<QByteArray>("configDefault"); // $XDG_CONFIG_HOME/airlock/config.json, when not empty
        QTest::addColumn<QString>("answer");           // ask | deny
        const QStringList none;
        const QString claude = QStringLiteral("claude-code");
        const QByteArray deny("{\"hooks\": {\"on_failure\": \"deny\"}}");
        const QByteArray ask("{\"hooks\": {\"on_failure\": \"ask\"}}");
        const QStringList denyFlag{QStringLiteral("--on-failure"), QStringLiteral("deny")};
        const QStringList askFlag{QStringLiteral("--on-failure"), QStringLiteral("ask")};
        QTest::addRow("claude-code asks")
            << claude << none << QString() << QByteArray() << QByteArray() << QStringLiteral("ask");
        QTest::addRow("cursor asks") << QStringLiteral("cursor") << none << QString() << QByteArray() << QByteArray()
                                     << QStringLiteral("ask");
        QTest::addRow("gemini-cli denies (cannot ask)") << QStringLiteral("gemini-cli") << none << QString()
                                                        << QByteArray() << QByteArray() << QStringLiteral("deny");
        QTest::addRow("codex PreToolUse blocks (cannot ask)")
            << QStringLiteral("codex") << none << QString() << QByteArray() << QByteArray() << QStringLiteral("deny");
        QTest::addRow("codex PermissionRequest: its own prompt")
            << QStringLiteral("codex-permission") << none << QString() << QByteArray() << QByteArray()
            << QStringLiteral("ask");
        QTest::addRow("--on-failure deny")
            << claude << denyFlag << QString() << QByteArray() << QByteArray() << QStringLiteral("deny");
        QTest::addRow("AIRLOCK_HOOK_ON_FAILURE=deny")
            << claude << none << QStringLiteral("deny") << QByteArray() << QByteArray() << QStringLiteral("deny");
        QTest::addRow("--config with hooks.on_failure deny")
            << claude << none << QString() << deny << QByteArray() << QStringLiteral("deny");
        QTest::addRow("the app's config with hooks.on_failure deny")
            << claude << none << QString() << QByteArray() << deny << QStringLiteral("deny");
        QTest::addRow("the flag over the environment")
            << claude << askFlag << QStringLiteral("deny") << QByteArray() << QByteArray() << QStringLiteral("ask");
        QTest::addRow("the environment over the config")
            << claude << none << QStringLiteral("ask") << QByteArray() << deny << QStringLiteral("ask");
        QTest::addRow("--config instead of the app's config")
            << claude << none << QString() << ask << deny << QStringLiteral("ask");
        QTest::addRow("codex PermissionRequest, deny") << QStringLiteral("codex-permission") << denyFlag << QString()
                                                       << QByteArray() << QByteArray() << QStringLiteral("deny");
    }
    void noApp_answersAtOnce_byTheFailureSetting()
    {
        QFETCH(QString, agent);
        QFETCH(QStringList, extraArgs);
        QFETCH(QString, envValue);
        QFETCH(QByteArray, configGiven);
        QFETCH(QByteArray, configDefault);
        QFETCH(QString, answer);
        IsolatedEnvironment env;
        env.unsetVariable(QStringLiteral("AIRLOCK_HOOK_ON_FAILURE"));
        if (!envValue.isEmpty())
            env.setVariable(QStringLiteral("AIRLOCK_HOOK_ON_FAILURE"), envValue);
        QStringList args{agent == QLatin1String("codex-permission") ? QStringLiteral("codex") : agent};
        args += extraArgs;
        if (!configGiven.isEmpty())
            args << QStringLiteral("--config") << env.writeConfig(configGiven);
        if (!configDefault.isEmpty())
            QVERIFY(writeDefaultConfig(env, configDefault));
        QVERIFY(!QFile::exists(env.socketPath()));

        const QString why = QStringLiteral("Airlock is not running (nothing answers at %1: No such file or directory)")
                                .arg(env.socketPath());
        const QString askWhy =
            QStringLiteral("Airlock could not judge this command (%1); please decide here.").arg(why);
        const QString denyWhy = QStringLiteral("Denied because Airlock could not judge this command: %1").arg(why);
        const bool asks = answer == QLatin1String("ask");
        QByteArray input;
        QByteArray out;
        QByteArray err;
        int exitCode = 0;
        if (agent == QLatin1String("claude-code")) {
            input = line(claudeInput("rm -rf ~/project"));
            out = asks ? claudeAnswer("ask", askWhy) : claudeAnswer("deny", denyWhy);
        } else if (agent == QLatin1String("cursor")) {
            input = line(cursorInput("rm -rf ~/project"));
            out = asks ? cursorAnswer("ask", askWhy) : cursorAnswer("deny", denyWhy);
        } else if (agent == QLatin1String("gemini-cli")) {
            input = line(geminiInput("rm -rf ~/project"));
            out = geminiAnswer("deny", denyWhy);
        } else if (agent == QLatin1String("codex")) {
            input = line(codexInput("rm -rf ~/project"));
            err = denyWhy.toUtf8() + '\n';
            exitCode = 2;
        } else {
            input = line(codexInput("rm -rf ~/project", "PermissionRequest"));
            out = asks ? QByteArray() : permissionAnswer("deny", denyWhy);
        }
        const HookRun run = runHook(env, args, input, 10000);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out, out);
        QCOMPARE(run.err, err);
        QCOMPARE(run.exitCode, exitCode);
        QVERIFY2(run.ms < 2000, describe(run).constData()); // no waiting for an app that is not there
    }

    // The app was killed and left its socket file: nobody listens, and the hook says so at once.
    void staleSocketFile_isNoApp()
    {
        IsolatedEnvironment env;
        int fd = -1;
        QVERIFY(bindStaleSocket(env.socketPath(), fd));
        const HookRun run = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput("rm -rf ~/project")), 10000);
        ::close(fd);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out,
                 claudeAnswer("ask", QStringLiteral("Airlock could not judge this command (Airlock is not running "
                                                    "(nothing answers at %1: Connection refused)); please decide here.")
                                         .arg(env.socketPath())));
        QVERIFY2(run.ms < 2000, describe(run).constData());
    }

    // An app that takes the connection but does not answer properly: the fallback, in bounded time; an allow that
    // does not arrive whole is never taken.
    void brokenApp_getsTheFallback_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<QByteArray>("reply");
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QString>("decision");
        QTest::addColumn<QString>("reason"); // a pattern, anchored
        QTest::addColumn<int>("minMs");
        QTest::addColumn<int>("maxMs");
        const int silent = int(FakeApp::Mode::Silent);
        const int hangUp = int(FakeApp::Mode::HangUp);
        const int reply = int(FakeApp::Mode::Reply);
        const QString claude = QStringLiteral("claude-code");
        const QString asks = QStringLiteral("Airlock could not judge this command \\(%1\\); please decide here\\.");
        const QString denies = QStringLiteral("Denied because Airlock could not judge this command: %1");
        const QString hungUp =
            QStringLiteral("(Airlock closed the connection without an answer|the connection to Airlock broke: .+)");
        QTest::addRow("silent, claude-code")
            << silent << QByteArray() << claude << QStringLiteral("ask")
            << asks.arg(QStringLiteral("Airlock did not answer in time")) << 1800 << 4500;
        QTest::addRow("silent, gemini-cli")
            << silent << QByteArray() << QStringLiteral("gemini-cli") << QStringLiteral("deny")
            << denies.arg(QStringLiteral("Airlock did not answer in time")) << 1800 << 4500;
        QTest::addRow("hangs up, claude-code")
            << hangUp << QByteArray() << claude << QStringLiteral("ask") << asks.arg(hungUp) << 0 << 2000;
        QTest::addRow("hangs up, gemini-cli") << hangUp << QByteArray() << QStringLiteral("gemini-cli")
                                              << QStringLiteral("deny") << denies.arg(hungUp) << 0 << 2000;
        QTest::addRow("not JSON") << reply << QByteArray("allow\n") << claude << QStringLiteral("ask")
                                  << asks.arg(QStringLiteral("Airlock's answer is not JSON")) << 0 << 2000;
        QTest::addRow("an error") << reply
                                  << QByteArray(
                                         "{\"id\":1,\"error\":{\"code\":-32602,\"message\":\"`agent` is missing\"}}"
                                         "\n")
                                  << claude << QStringLiteral("ask")
                                  << asks.arg(QStringLiteral("Airlock refused the request: `agent` is missing")) << 0
                                  << 2000;
        QTest::addRow("an allow without its line end")
            << reply << QByteArray("{\"id\":1,\"result\":{\"verdict\":\"allow\",\"reason\":\"\"}}") << claude
            << QStringLiteral("ask") << asks.arg(QStringLiteral("Airlock closed the connection without an answer")) << 0
            << 2000;
        QTest::addRow("an unknown verdict is a deny")
            << reply
            << QByteArray("{\"id\":1,\"result\":{\"verdict\":\"maybe\",\"reason\":\"odd\"}}"
                          "\n")
            << claude << QStringLiteral("deny") << QStringLiteral("odd") << 0 << 2000;
    }
    // Thirty hooks at once (several agents' sessions, safe and dangerous commands mixed): every one gets its own
    // right answer, and every one is on record once.
    void manyHooksAtOnce_eachGetsItsAnswer()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("deny")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        constexpr int kHooks = 30;
        std::vector<std::unique_ptr<QProcess>> hooks;
        for (int i = 0; i < kHooks; ++i) {
            auto process = std::make_unique<QProcess>();
            process->setProcessEnvironment(env.environment());
            process->start(hookBinary(), {QStringLiteral("claude-code")});
            QVERIFY(process->waitForStarted(10000));
            const std::string command =
                i % 3 == 0 ? "rm -rf ~/project-" + std::to_string(i) : "ls -la dir-" + std::to_string(i);
            json input = claudeInput(command);
            input["session_id"] = "session-" + std::to_string(i % 5);
            process->write(QByteArray::fromStdString(input.dump()) + '\n');
            process->closeWriteChannel();
            hooks.push_back(std::move(process));
        }
        for (int i = 0; i < kHooks; ++i) {
            QVERIFY(hooks[size_t(i)]->waitForFinished(30000));
            const json answer = json::parse(hooks[size_t(i)]->readAllStandardOutput().toStdString(), nullptr, false);
            QVERIFY2(answer.is_object(), qPrintable(QString::number(i)));
            QVERIFY2(answer["hookSpecificOutput"]["permissionDecision"] == (i % 3 == 0 ? "deny" : "allow"),
                     answer.dump().c_str());
        }
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), kHooks);
        QSet<QString> commands;
        for (const AuditRecord &r : records)
            commands.insert(r.command);
        QCOMPARE(commands.size(), kHooks);
    }

    // An agent that never closes the hook's stdin costs the hook its deadline, never more: it blocks the command
    // (exit 2) and says why.
    void inputThatNeverEnds_costsTheDeadline()
    {
        IsolatedEnvironment env;
        QProcess process;
        process.setProcessEnvironment(env.environment());
        QElapsedTimer clock;
        clock.start();
        process.start(hookBinary(), {QStringLiteral("claude-code"), QStringLiteral("--timeout"), QStringLiteral("2")});
        QVERIFY(process.waitForStarted(10000));
        process.write(R"({"hook_event_name":"PreToolUse")");
        QVERIFY(process.waitForFinished(10000));
        QVERIFY2(clock.elapsed() >= 1500 && clock.elapsed() < 5000, QByteArray::number(clock.elapsed()).constData());
        QCOMPARE(process.exitCode(), 2);
        QVERIFY(process.readAllStandardError().contains("did not finish sending the hook input in time"));
    }

    // An app that hangs (stopped with SIGSTOP: the kernel still queues connections, nobody reads them) costs the
    // hook its deadline, never more; then the fallback answers, and once the app goes on, it answers again.
    void stoppedApp_costsTheDeadline_thenTheFallback()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("deny")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const qint64 pid = serve.process().processId();
        QCOMPARE(::kill(pid_t(pid), SIGSTOP), 0);
        const HookRun stopped =
            runHook(env, {QStringLiteral("claude-code"), QStringLiteral("--timeout"), QStringLiteral("2")},
                    line(claudeInput("ls -la")), 15000);
        ::kill(pid_t(pid), SIGCONT);
        QVERIFY2(stopped.finished, describe(stopped).constData());
        QVERIFY2(stopped.ms >= 1500 && stopped.ms < 5000, describe(stopped).constData());
        const json answer = answerOf(stopped);
        QVERIFY2(answer["hookSpecificOutput"]["permissionDecision"] == "ask", stopped.out.constData());
        QVERIFY2(answer["hookSpecificOutput"]["permissionDecisionReason"].get<std::string>().find(
                     "did not answer in time") != std::string::npos,
                 stopped.out.constData());
        const HookRun again = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput("ls -la")), 15000);
        QVERIFY2(again.finished, describe(again).constData());
        QVERIFY2(answerOf(again)["hookSpecificOutput"]["permissionDecision"] == "allow", again.out.constData());
    }

    void brokenApp_getsTheFallback()
    {
        QFETCH(int, mode);
        QFETCH(QByteArray, reply);
        QFETCH(QString, agent);
        QFETCH(QString, decision);
        QFETCH(QString, reason);
        QFETCH(int, minMs);
        QFETCH(int, maxMs);
        IsolatedEnvironment env;
        FakeApp app(FakeApp::Mode(mode), reply);
        QVERIFY(app.isListening());
        const bool claude = agent == QLatin1String("claude-code");
        const QByteArray input = claude ? line(claudeInput("ls -la")) : line(geminiInput("ls -la"));
        const HookRun run = runHook(
            env, {agent, QStringLiteral("--socket"), app.path(), QStringLiteral("--timeout"), QStringLiteral("2")},
            input, 15000, Via::HookProgram, true);
        QVERIFY2(run.finished, describe(run).constData()); // never hangs
        QCOMPARE(app.connections(), 1);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.err, QByteArray());
        const json answer = answerOf(run);
        QVERIFY2(answer.is_object(), run.out.constData());
        const json fields = claude ? answer.value("hookSpecificOutput", json::object()) : answer;
        QCOMPARE(text(fields, claude ? "permissionDecision" : "decision"), decision);
        const QString said = text(fields, claude ? "permissionDecisionReason" : "reason");
        QVERIFY2(QRegularExpression(QRegularExpression::anchoredPattern(reason)).match(said).hasMatch(),
                 qPrintable(said));
        QVERIFY2(run.ms >= minMs && run.ms <= maxMs, describe(run).constData());
    }

    // What the hook sends the app (mcp/HookWire.h): the greeting, then one request naming everything.
    void request_onTheWire_namesEverything()
    {
        IsolatedEnvironment env;
        FakeApp app(FakeApp::Mode::Reply, "{\"id\":1,\"result\":{\"verdict\":\"allow\",\"reason\":\"\"}}"
                                          "\n");
        QVERIFY(app.isListening());
        const HookRun run =
            runHook(env, {QStringLiteral("claude-code"), QStringLiteral("--socket"), app.path()},
                    line(claudeInput("ls -la", "9b4b-claude", "toolu_wire")), 15000, Via::HookProgram, true);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out, claudeAnswer("allow"));
        const QList<QByteArray> lines = app.received().split('\n');
        QVERIFY2(lines.size() == 3 && lines.at(2).isEmpty(), app.received().constData());
        QCOMPARE(lines.at(0), QByteArray("AIRLOCK-HOOK 1"));
        const json request = json::parse(lines.at(1).toStdString(), nullptr, false);
        QVERIFY2(request.is_object(), lines.at(1).constData());
        QCOMPARE(request.value("id", 0), 1);
        QCOMPARE(text(request, "method"), QStringLiteral("airlock/hook"));
        const json params = request.value("params", json::object());
        QCOMPARE(text(params, "agent"), QStringLiteral("claude-code"));
        QCOMPARE(text(params, "event"), QStringLiteral("PreToolUse"));
        QCOMPARE(text(params, "session_id"), QStringLiteral("9b4b-claude"));
        QCOMPARE(text(params, "cwd"), QStringLiteral("/home/dev/project"));
        QCOMPARE(text(params, "tool_name"), QStringLiteral("Bash"));
        QCOMPARE(text(params, "tool_use_id"), QStringLiteral("toolu_wire"));
        QCOMPARE(text(params, "command"), QStringLiteral("ls -la"));
        QCOMPARE(params.value("agent_can_ask", false), true);
        QCOMPARE(text(params, "on_failure"), QStringLiteral("ask"));
        // A little under the agent's own 600 s, less the margin for the answer to get back.
        const long long deadline = params.value("deadline_ms", 0LL);
        QVERIFY2(deadline > 590000 && deadline <= 595000, std::to_string(deadline).c_str());
    }

    // --- Input it must refuse
    // -----------------------------------------------------------------------------------------

    // Input that cannot be judged blocks the command (exit 2, for every agent a block), with a clear reason; nothing
    // reaches the app.
    void badInput_isBlocked_withAClearMessage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<QByteArray>("firstLine");
        QTest::addColumn<bool>("usage");
        QTest::addColumn<bool>("viaAirlock");
        const QStringList claude{QStringLiteral("claude-code")};
        const QByteArray notJson("Airlock blocked this command: the hook input is not valid JSON (or not UTF-8)");
        QTest::addRow("not JSON") << claude << QByteArray("rm -rf ~/project\n") << notJson << false << false;
        QTest::addRow("no input") << claude << QByteArray() << notJson << false << false;
        QTest::addRow("invalid UTF-8")
            << claude
            << QByteArray("{\"hook_event_name\":\"PreToolUse\",\"tool_name\":\"Bash\",\"tool_input\":{\"command\":"
                          "\"rm -rf \xff\xfe\"}}\n")
            << notJson << false << false;
        QTest::addRow("not an object") << QStringList{QStringLiteral("gemini-cli")}
                                       << QByteArray("[\"run_shell_command\",\"rm -rf ~\"]")
                                       << QByteArray(
                                              "Airlock blocked this command: the hook input is not a JSON object")
                                       << false << false;
        json noCommand = claudeInput("x");
        noCommand["tool_input"].erase("command");
        QTest::addRow("no command")
            << claude << line(noCommand)
            << QByteArray("Airlock blocked this command: `tool_input.command` is missing or not a string") << false
            << false;
        json numberCommand = cursorInput("x");
        numberCommand["command"] = 7;
        QTest::addRow("cursor command a number")
            << QStringList{QStringLiteral("cursor")} << line(numberCommand)
            << QByteArray("Airlock blocked this command: `command` is missing or not a string") << false << false;
        const QByteArray unknownAgent(
            "Airlock blocked this command: unknown agent `nosuchagent` (claude-code, codex, gemini-cli, cursor)");
        QTest::addRow("unknown agent") << QStringList{QStringLiteral("nosuchagent")} << line(claudeInput("ls"))
                                       << unknownAgent << true << false;
        QTest::addRow("unknown agent, as `airlock hook`")
            << QStringList{QStringLiteral("nosuchagent")} << line(claudeInput("ls")) << unknownAgent << true << true;
        QTest::addRow("no agent") << QStringList() << line(claudeInput("ls"))
                                  << QByteArray("Airlock blocked this command: name the agent") << true << false;
        QTest::addRow("unknown option") << QStringList{QStringLiteral("claude-code"), QStringLiteral("--bogus"),
                                                       QStringLiteral("1")}
                                        << line(claudeInput("ls"))
                                        << QByteArray("Airlock blocked this command: unknown option `--bogus 1`")
                                        << true << false;
        QTest::addRow("--timeout 0") << QStringList{QStringLiteral("claude-code"), QStringLiteral("--timeout"),
                                                    QStringLiteral("0")}
                                     << line(claudeInput("ls"))
                                     << QByteArray("Airlock blocked this command: --timeout takes seconds from 1 to "
                                                   "86400")
                                     << true << false;
        QTest::addRow("--on-failure maybe")
            << QStringList{QStringLiteral("claude-code"), QStringLiteral("--on-failure"), QStringLiteral("maybe")}
            << line(claudeInput("ls"))
            << QByteArray("Airlock blocked this command: unknown option `--on-failure maybe`") << true << false;
    }
    void badInput_isBlocked_withAClearMessage()
    {
        QFETCH(QStringList, args);
        QFETCH(QByteArray, input);
        QFETCH(QByteArray, firstLine);
        QFETCH(bool, usage);
        QFETCH(bool, viaAirlock);
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("allow")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const HookRun run = runHook(env, args, input, 30000, viaAirlock ? Via::Airlock : Via::HookProgram);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err.left(run.err.indexOf('\n')), firstLine);
        QVERIFY(run.err.endsWith('\n'));
        // The usage names the program as it was started.
        QCOMPARE(run.err.contains(viaAirlock ? "Usage: airlock hook <agent>" : "Usage: airlock-hook <agent>"), usage);
        QVERIFY(!run.err.contains(viaAirlock ? "Usage: airlock-hook" : "Usage: airlock hook <agent>"));
        QCOMPARE(hookRecords(env).size(), 0); // nothing was judged
    }

    // --- Big and odd commands
    // -------------------------------------------------------------------------------------------

    // The app judges commands of up to 1 MiB (as the `terminal` tool does); a longer one is denied as unjudgeable,
    // even under --approve allow.
    void twoMebibyteCommand_isDeniedAsTooLongToJudge()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("allow")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const std::string command = "echo " + std::string(2u * 1024 * 1024, 'a');
        const HookRun run = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput(command)));
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out, claudeAnswer("deny", QStringLiteral("Airlock cannot judge this command: the command is %1 "
                                                              "bytes; Airlock judges commands of up to 1 MiB")
                                                   .arg(command.size())));
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().decision, QStringLiteral("invalid"));
        QCOMPARE(records.first().decidedBy, QStringLiteral("none"));
        QCOMPARE(records.first().status, QStringLiteral("hook_deny"));
        QCOMPARE(records.first().command, QString::fromStdString(command.substr(0, 2000)) + QStringLiteral("…"));
    }

    // A command of exactly 1 MiB is judged (here: too long for a person to review, so it needs asking, and the
    // headless answer denies it), and recorded whole.
    void oneMebibyteCommand_isJudged()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("deny")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const std::string command = "echo " + std::string(1024u * 1024 - 5, 'a');
        const HookRun run = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput(command)));
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out, claudeAnswer("deny", kHeadlessDeny));
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().decidedBy, QStringLiteral("headless"));
        QCOMPARE(categories(records.first()), QStringList{QStringLiteral("unreviewable")});
        QCOMPARE(records.first().command.size(), qsizetype(command.size()));
    }

    // A request longer than the app reads (8 MiB, or a 2 MiB command of control bytes escaped six-fold) gets no
    // verdict from the app; whatever the hook says then, it is never an allow.
    void oversizeRequest_isNeverAllowed_data()
    {
        QTest::addColumn<QString>("agent");
        QTest::addColumn<QByteArray>("command");
        const QByteArray nineMiB = QByteArray("echo ") + QByteArray(9 * 1024 * 1024, 'a');
        const QByteArray controlBytes = QByteArray("echo ") + QByteArray(2 * 1024 * 1024, '\x01');
        QTest::addRow("9 MiB, claude-code") << QStringLiteral("claude-code") << nineMiB;
        QTest::addRow("9 MiB, gemini-cli") << QStringLiteral("gemini-cli") << nineMiB;
        QTest::addRow("2 MiB of control bytes, claude-code") << QStringLiteral("claude-code") << controlBytes;
    }
    void oversizeRequest_isNeverAllowed()
    {
        QFETCH(QString, agent);
        QFETCH(QByteArray, command);
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("allow")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const bool claude = agent == QLatin1String("claude-code");
        const QByteArray input =
            claude ? line(claudeInput(command.toStdString())) : line(geminiInput(command.toStdString()));
        const HookRun run = runHook(env, {agent}, input, 60000);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.exitCode, 0);
        const json answer = answerOf(run);
        QVERIFY2(answer.is_object(), run.out.left(600).constData());
        if (claude) {
            const QString decision = text(answer.value("hookSpecificOutput", json::object()), "permissionDecision");
            QVERIFY2(decision == QLatin1String("ask") || decision == QLatin1String("deny"),
                     run.out.left(600).constData());
        } else {
            QCOMPARE(text(answer, "decision"), QStringLiteral("deny"));
        }
    }

    void inputOver16MiB_isBlocked()
    {
        IsolatedEnvironment env;
        const std::string command = "echo " + std::string(17u * 1024 * 1024, 'a');
        const HookRun run = runHook(env, {QStringLiteral("claude-code")}, line(claudeInput(command)), 60000);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.out, QByteArray());
        QCOMPARE(run.err, QByteArray("Airlock blocked this command: the hook input is larger than 16 MiB\n"));
    }

    // Control characters and NULs, escaped in the agent's JSON, reach the app as they are: it sees them (they need
    // asking) and records the command byte for byte.
    void controlCharactersAndNuls_reachTheAppIntact()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("deny")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        const std::string command = std::string("printf 'a\x01"
                                                "b'") +
                                    '\0' + "; echo \x1b[31mred\x7f";
        const QByteArray input = line(claudeInput(command));
        QVERIFY(input.contains("\\u0000") && input.contains("\\u0001") && input.contains("\\u001b"));
        const HookRun run = runHook(env, {QStringLiteral("claude-code")}, input);
        QVERIFY2(run.finished, describe(run).constData());
        QCOMPARE(run.out, claudeAnswer("deny", kHeadlessDeny));
        const QList<AuditRecord> records = hookRecords(env);
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().command, QString::fromUtf8(command.data(), qsizetype(command.size())));
        const QStringList found = categories(records.first());
        QVERIFY2(found.contains(QStringLiteral("unparseable")), qPrintable(found.join(QLatin1Char(','))));  // the NUL
        QVERIFY2(found.contains(QStringLiteral("unreviewable")), qPrintable(found.join(QLatin1Char(',')))); // 0x01
    }

    // --- Time
    // ---------------------------------------------------------------------------------------------------------

    // The agent waits for this before every shell command. The figure that matters comes from the benchmark; this
    // bound only catches something badly wrong (a second of startup, a lost wake-up).
    void roundTrip_ofASafeCommand_isQuick()
    {
        IsolatedEnvironment env;
        ServeProcess serve(env, {QStringLiteral("--approve"), QStringLiteral("deny")});
        QVERIFY2(serve.isListening(), serve.stderrText().constData());
        QList<qint64> times;
        for (int i = 0; i < 20; ++i) {
            const HookRun run = runHook(env, {QStringLiteral("claude-code")},
                                        line(claudeInput("ls -la", "timing", "toolu_" + std::to_string(i))));
            QVERIFY2(run.finished && run.out == claudeAnswer("allow"), describe(run).constData());
            times.append(run.ms);
        }
        std::sort(times.begin(), times.end());
        const qint64 median = times.at(times.size() / 2);
        qInfo("hook round trip of a safe command: median %lld ms, fastest %lld ms, slowest %lld ms (20 runs)",
              static_cast<long long>(median), static_cast<long long>(times.first()),
              static_cast<long long>(times.last()));
        QVERIFY2(median < 200, qPrintable(QString::number(median)));
        QCOMPARE(hookRecords(env, QStringLiteral("claude-code-timing")).size(), 20);
    }
};

QTEST_GUILESS_MAIN(TestHookCli)
#include "tst_hookcli.moc"
