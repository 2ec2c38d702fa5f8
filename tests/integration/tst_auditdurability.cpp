// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The audit log survives the app being killed (issue 16): four agents call `terminal` at once through a running
// `airlock serve`, which gets SIGKILL at a random moment; every result an agent received is on record exactly once,
// no record is torn, the file passes SQLite's integrity check and the app opens it again.
#include "ServeProcess.h"
#include "mcp/McpTestClient.h"

#include "engine/AuditReader.h"

#include <QHash>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlQuery>
#include <QStandardPaths>

#include <algorithm>
#include <csignal>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using airlock::engine::AuditQuery;
using airlock::engine::AuditReader;
using airlock::engine::AuditRecord;
using airlock::test::IsolatedEnvironment;
using airlock::test::McpTestClient;
using airlock::test::ServeProcess;

namespace {

constexpr int kAgents = 4;
constexpr int kCallsPerAgent = 50;
constexpr int kInFlight = 3; // calls each agent keeps outstanding
const QStringList kBridge = {QStringLiteral("mcp")};
const QStringList kServeArguments = {QStringLiteral("--approve"), QStringLiteral("allow")};

// The error `airlock mcp` gives each call still unanswered when its app goes away (StdioBridge).
bool isAppGone(const nlohmann::json &message)
{
    const auto error = message.find("error");
    return error != message.end() && error->is_object() &&
           error->value("message", std::string()).rfind("the Airlock app closed the connection", 0) == 0;
}

// One agent: an `airlock mcp` bridged to the app. Once started it keeps kInFlight `terminal` calls
// ("echo rec-<agent>-<i>") outstanding until it has sent kCallsPerAgent, and remembers which were answered.
class Agent
{
public:
    Agent(int number, const IsolatedEnvironment &env, std::function<void()> onResult)
        : m_number(number)
        , m_onResult(std::move(onResult))
        , m_client(kBridge, env.environment())
    {
        // After McpTestClient's own handler, which has parsed the lines by then.
        m_collecting = QObject::connect(&m_client.process(), &QProcess::readyReadStandardOutput, &m_client.process(),
                                        [this] { collect(); });
    }
    ~Agent() { QObject::disconnect(m_collecting); } // the client's teardown may still read: not into a dead Agent
    Agent(const Agent &) = delete;
    Agent &operator=(const Agent &) = delete;

    QString name() const { return QStringLiteral("agent-%1").arg(m_number); }
    void initialize()
    {
        m_initializeId =
            m_client
                .request("initialize", {{"protocolVersion", "2025-06-18"},
                                        {"capabilities", nlohmann::json::object()},
                                        {"clientInfo", {{"name", name().toStdString()}, {"version", "1.0"}}}})
                .get<int>();
    }
    bool isInitialized() const { return m_initialized; }
    void startCalling()
    {
        m_calling = true;
        fill();
    }
    void stopCalling() { m_calling = false; }
    // Nothing more can come: every call was sent and answered, or the process ended.
    bool isDone()
    {
        return m_client.process().state() == QProcess::NotRunning || (m_next == kCallsPerAgent && m_inFlight.isEmpty());
    }
    // Closes its stdin and waits for it to end (a bridge whose app is gone ends by itself), reading what it still
    // writes; false when it had to be killed.
    bool finish()
    {
        QProcess &process = m_client.process();
        if (process.state() == QProcess::NotRunning)
            return true;
        process.closeWriteChannel();
        if (process.waitForFinished(10000))
            return true;
        process.kill();
        process.waitForFinished(5000);
        return false;
    }

    const QStringList &sent() const { return m_sent; }
    const QStringList &received() const { return m_received; } // commands whose tools/call got a result
    const QStringList &errors() const { return m_errors; }
    QByteArray summary()
    {
        return QStringLiteral("%1: %2 sent, %3 answered, %4 errors, %5")
            .arg(name())
            .arg(m_sent.size())
            .arg(m_received.size())
            .arg(m_errors.size())
            .arg(m_client.process().state() == QProcess::NotRunning ? QStringLiteral("ended")
                                                                    : QStringLiteral("running"))
            .toUtf8();
    }

private:
    void collect()
    {
        const QList<nlohmann::json> &messages = m_client.messages();
        for (; m_seen < messages.size(); ++m_seen) {
            const nlohmann::json &message = messages.at(m_seen);
            const auto id = message.find("id");
            if (id == message.end() || !id->is_number_integer() || message.contains("method"))
                continue; // a notification or a request from the server
            const int key = id->get<int>();
            if (key == m_initializeId) {
                m_initialized = message.contains("result");
                if (m_initialized)
                    m_client.notify("notifications/initialized");
                else
                    m_errors << QString::fromStdString(message.dump());
                continue;
            }
            const QString command = m_inFlight.take(key);
            if (command.isEmpty())
                continue;
            if (message.contains("result")) {
                m_received << command;
                if (m_onResult)
                    m_onResult();
            } else if (isAppGone(message)) {
                continue; // the bridge's answer to a call the killed app never answered: not a result, not wrong
            } else {
                m_errors << command + QStringLiteral(": ") + QString::fromStdString(message.dump());
            }
        }
        fill();
    }
    void fill()
    {
        while (m_calling && m_inFlight.size() < kInFlight && m_next < kCallsPerAgent) {
            const QString command = QStringLiteral("echo rec-%1-%2").arg(m_number).arg(m_next++);
            const int id = m_client.callTerminal({{"command", command.toStdString()}}).get<int>();
            m_inFlight.insert(id, command);
            m_sent << command;
        }
    }

    int m_number = 0;
    std::function<void()> m_onResult;
    int m_initializeId = -1;
    bool m_initialized = false;
    bool m_calling = false;
    int m_next = 0;                 // the next i to send
    qsizetype m_seen = 0;           // messages already looked at
    QHash<int, QString> m_inFlight; // request id -> command
    QStringList m_sent;
    QStringList m_received;
    QStringList m_errors;
    QMetaObject::Connection m_collecting;
    McpTestClient m_client; // last: torn down first, while the state above is still there
};

// No app that a bridge started outlives the test. None should start: every bridge is connected before the kill, and
// a bridge that loses its app ends instead of starting another.
struct EndsStartedApp {
    const IsolatedEnvironment &env;
    ~EndsStartedApp()
    {
        const qint64 pid = airlock::test::startedAppPid(env);
        if (pid > 0 && airlock::test::processesMatching("--exit-when-idle").contains(pid))
            ::kill(pid_t(pid), SIGKILL);
    }
};

// Why a record is not one of this test's calls, written whole (empty when it is).
QString problemWith(const AuditRecord &r, const QSet<QString> &sent)
{
    QStringList wrong;
    if (!r.command.startsWith(QLatin1String("echo rec-")) || !sent.contains(r.command))
        wrong << QStringLiteral("a command no agent sent");
    if (r.kind != QLatin1String("terminal"))
        wrong << QStringLiteral("kind \"%1\"").arg(r.kind);
    const QString agent = QStringLiteral("agent-%1").arg(r.command.section(QLatin1Char('-'), 1, 1));
    if (r.clientName != agent || r.clientVersion != QLatin1String("1.0"))
        wrong << QStringLiteral("client \"%1\" \"%2\"").arg(r.clientName, r.clientVersion);
    if (r.taskId.isEmpty())
        wrong << QStringLiteral("no task");
    if (r.decision != QLatin1String("allowed"))
        wrong << QStringLiteral("decision \"%1\"").arg(r.decision);
    if (r.status != QLatin1String("success"))
        wrong << QStringLiteral("status \"%1\"").arg(r.status);
    if (r.exitCode != std::optional<int>(0))
        wrong << QStringLiteral("exit code %1").arg(r.exitCode ? QString::number(*r.exitCode) : QStringLiteral("none"));
    if (wrong.isEmpty())
        return {};
    return QStringLiteral("record %1 \"%2\": %3").arg(r.id).arg(r.command, wrong.join(QStringLiteral(", ")));
}

} // namespace

class TestAuditDurability : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY2(QFile::exists(airlock::test::airlockBinary()), "AIRLOCK_BINARY must point at the built airlock");
    }

    void appKilledMidRun_keepsEveryAnsweredCall_onceInAWholeLog()
    {
        // The kill comes after a random number of results; AIRLOCK_TEST_SEED=<seed> picks the same number again.
        bool seeded = false;
        quint32 seed = qEnvironmentVariable("AIRLOCK_TEST_SEED").toUInt(&seeded);
        if (!seeded)
            seed = QRandomGenerator::global()->generate();
        const int killAfter = QRandomGenerator(seed).bounded(40, 161);
        qInfo("seed %u: the app is killed after %d results (AIRLOCK_TEST_SEED=%u repeats it)", seed, killAfter, seed);

        IsolatedEnvironment env;
        const EndsStartedApp leftovers{env};
        ServeProcess serve(env, kServeArguments);
        QVERIFY2(serve.isListening(), serve.stderrText().constData());

        int results = 0;
        std::vector<std::unique_ptr<Agent>> agents;
        const auto onResult = [&] {
            if (++results != killAfter)
                return;
            serve.process().kill(); // SIGKILL, right as this result arrives: no shutdown, no flush
            for (const auto &agent : agents)
                agent->stopCalling();
        };
        for (int n = 0; n < kAgents; ++n)
            agents.push_back(std::make_unique<Agent>(n, env, onResult));
        const auto progress = [&] {
            QByteArray text = QByteArray::number(results) + " of " + QByteArray::number(killAfter) + " results;";
            for (const auto &agent : agents)
                text += " " + agent->summary() + ";";
            return text;
        };
        const auto all = [&agents](bool (Agent::*state)()) {
            return std::all_of(agents.begin(), agents.end(),
                               [state](const auto &agent) { return ((*agent).*state)(); });
        };

        for (const auto &agent : agents)
            agent->initialize();
        const bool initialized = QTest::qWaitFor(
            [&agents] {
                return std::all_of(agents.begin(), agents.end(),
                                   [](const auto &agent) { return agent->isInitialized(); });
            },
            30000);
        QVERIFY2(initialized, progress().constData());
        for (const auto &agent : agents)
            agent->startCalling();
        [[maybe_unused]] const bool over =
            QTest::qWaitFor([&] { return results >= killAfter || all(&Agent::isDone); }, 40000);
        QVERIFY2(results >= killAfter, progress().constData());
        QVERIFY(serve.process().waitForFinished(10000));
        QCOMPARE(serve.process().exitStatus(), QProcess::CrashExit);

        // The bridges lose their app and end; what they had already read still arrives, and counts.
        QStringList lingered;
        for (const auto &agent : agents) {
            if (!agent->finish())
                lingered << agent->name();
        }
        QVERIFY2(airlock::test::startedAppPid(env) == 0, "a bridge started another app after the kill");
        QSet<QString> sent;
        QStringList received;
        QStringList errors;
        for (const auto &agent : agents) {
            sent.unite(QSet<QString>(agent->sent().begin(), agent->sent().end()));
            received += agent->received();
            errors += agent->errors();
        }
        QVERIFY2(errors.isEmpty(), qPrintable(errors.join(QLatin1Char('\n'))));

        // Right after the kill, before anything opens the file again, a read-only reader (`airlock history`, the
        // History window) already sees every answered call.
        {
            AuditReader early(env.auditPath());
            QVERIFY(early.open().ok());
            const auto before = early.query(AuditQuery{});
            QVERIFY(before.ok());
            QSet<QString> seen;
            for (const AuditRecord &record : *before)
                seen.insert(record.command);
            for (const QString &command : received)
                QVERIFY2(seen.contains(command),
                         qPrintable(QStringLiteral("\"%1\" was answered but is not in the log").arg(command)));
        }

        // The app opens the file it was killed on and ends cleanly.
        {
            ServeProcess again(env, kServeArguments);
            QVERIFY2(again.isListening(), again.stderrText().constData());
            QCOMPARE(again.stop(), 0);
            QCOMPARE(again.process().exitStatus(), QProcess::NormalExit);
            QVERIFY2(!again.stderrText().contains("audit log:"), again.stderrText().constData());
        }

        AuditReader reader(env.auditPath());
        const auto opened = reader.open();
        QVERIFY2(opened.ok(), qPrintable(opened.ok() ? QString() : opened.error().message));
        QSqlQuery check(reader.database());
        QVERIFY(check.exec(QStringLiteral("PRAGMA integrity_check")));
        QVERIFY(check.next());
        QCOMPARE(check.value(0).toString(), QStringLiteral("ok"));
        AuditQuery everything;
        everything.newestFirst = false;
        const auto records = reader.query(everything);
        QVERIFY2(records.ok(), qPrintable(records.ok() ? QString() : records.error().message));
        qInfo("%lld results received (%d after the kill), %lld calls sent, %lld records in the log",
              qlonglong(received.size()), results - killAfter, qlonglong(sent.size()), qlonglong(records->size()));

        QHash<QString, int> times; // command -> records of it
        for (const AuditRecord &record : *records) {
            const QString problem = problemWith(record, sent);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            ++times[record.command];
        }
        for (const QString &command : received)
            QVERIFY2(times.value(command) == 1,
                     qPrintable(QStringLiteral("\"%1\" was answered, and is in the log %2 times")
                                    .arg(command)
                                    .arg(times.value(command))));
        for (auto it = times.cbegin(); it != times.cend(); ++it)
            QVERIFY2(it.value() == 1,
                     qPrintable(QStringLiteral("\"%1\" is in the log %2 times").arg(it.key()).arg(it.value())));
        QVERIFY2(lingered.isEmpty(), qPrintable(lingered.join(QStringLiteral(", ")) + QStringLiteral(" did not end")));
    }
};

QTEST_GUILESS_MAIN(TestAuditDurability)
#include "tst_auditdurability.moc"
