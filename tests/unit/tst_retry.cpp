// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The pipeline's retry rule (SPEC-terminal.md §8) with a backend whose faults are scripted: only a transient fault
// before the command started is retried, and a command that may have started never runs twice.
#include "backends/Backend.h"
#include "backends/TaskRegistry.h"
#include "core/ApprovalGate.h"
#include "engine/TerminalService.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

using namespace airlock;

namespace {

// Each execute() takes the next scripted outcome: an error (and whether the command may have started) or success.
struct Step {
    std::optional<core::Error> error;
    bool mayHaveStarted = false;
};

class ScriptedBackend final : public backends::Backend
{
public:
    ScriptedBackend(QList<Step> *steps, int *executions, QObject *parent)
        : Backend(parent)
        , m_steps(steps)
        , m_executions(executions)
    {}
    QString kind() const override { return QStringLiteral("local"); }
    void start() override { QTimer::singleShot(0, this, &Backend::started); }
    backends::ExecJob *execute(const backends::ExecRequest &request, QObject *jobParent) override
    {
        ++*m_executions;
        auto *job = new backends::ExecJob(request, jobParent);
        const Step step = m_steps->isEmpty() ? Step{} : m_steps->takeFirst();
        job->outcome().cwd = QStringLiteral("/w");
        if (step.error) {
            job->outcome().error = step.error;
            job->outcome().mayHaveStarted = step.mayHaveStarted;
        } else {
            job->outcome().exitCode = 0;
            job->outcome().out.append("ran\n");
        }
        QTimer::singleShot(0, job, &backends::ExecJob::finish);
        return job;
    }
    bool isHealthy() const override { return true; }
    void cleanup() override
    {
        QTimer::singleShot(0, this, [this] { emit cleanedUp(true, {}); });
    }

private:
    QList<Step> *m_steps;
    int *m_executions;
};

// Allows everything at once, and counts how often the person would have been asked.
class CountingGate final : public core::ApprovalGate
{
public:
    int asked = 0;
    core::ApprovalTicket *request(const core::ApprovalRequest &, QObject *parent) override
    {
        ++asked;
        auto *ticket = new core::ApprovalTicket(parent);
        ticket->decide(core::ApprovalOutcome::AllowedOnce, {}, core::DecidedBy::Policy);
        return ticket;
    }
};

struct Harness {
    QList<Step> steps;
    int executions = 0;
    CountingGate gate;
    backends::TaskRegistry registry{[this](const QString &, const QString &, QObject *parent) {
                                        return core::Result<backends::Backend *>(
                                            new ScriptedBackend(&steps, &executions, parent));
                                    },
                                    {}};
    engine::TerminalService service{core::Config{}, &registry, &gate};

    engine::ToolCall *start()
    {
        service.setRetryDelaysMs({100, 200, 400});
        return service.call(engine::CallContext{QStringLiteral("t"), {}, {}, {}, {}, {}},
                            nlohmann::json{{"command", "true"}});
    }
    engine::ToolCall *startOn(const QString &backend, const QString &workdir)
    {
        nlohmann::json args{{"command", "true"}};
        if (!workdir.isEmpty())
            args["workdir"] = workdir.toStdString();
        return service.call(engine::CallContext{QStringLiteral("t"), backend, {}, {}, {}, {}}, args);
    }
    core::ToolResult finish(engine::ToolCall *call)
    {
        QSignalSpy spy(call, &engine::ToolCall::finished);
        if (!call->isFinished())
            spy.wait(5000);
        return call->result();
    }
};

const core::Error kTransient = core::Error::unavailable(QStringLiteral("connection refused"));

core::Error tooManyRequests(int retryAfterMs)
{
    core::Error error = core::Error::unavailable(QStringLiteral("the API answered HTTP 429"));
    error.retryAfterMs = retryAfterMs;
    return error;
}

} // namespace

class TestRetry : public QObject
{
    Q_OBJECT

private slots:
    void transientFaultBeforeStart_isRetriedWithBackoff()
    {
        Harness h;
        h.steps = {{kTransient, false}, {kTransient, false}};
        QElapsedTimer clock;
        clock.start();
        auto *call = h.start();
        QSignalSpy spy(call, &engine::ToolCall::finished);
        QVERIFY(spy.wait(5000));
        QCOMPARE(h.executions, 3);
        // Back-off happened (100 ms + 200 ms; coarse timers may fire up to 5 % early): without it this takes ~0 ms.
        QVERIFY(clock.elapsed() >= 250);
        QVERIFY(!call->result().isError);
        QVERIFY(call->result().text.endsWith(QStringLiteral("ran\n")));
    }

    void faultsBeyondTheRetries_endAsUnavailable()
    {
        Harness h;
        h.steps = {{kTransient, false}, {kTransient, false}, {kTransient, false}, {kTransient, false}};
        auto *call = h.start();
        QSignalSpy spy(call, &engine::ToolCall::finished);
        QVERIFY(spy.wait(5000));
        QCOMPARE(h.executions, 4); // the first attempt and three retries
        QCOMPARE(call->result().errorKind, core::ErrorKind::Unavailable);
        QVERIFY(
            call->result().text.startsWith(QStringLiteral("error[unavailable]: local backend: connection refused")));
    }

    void commandThatMayHaveStarted_isNeverRunTwice()
    {
        Harness h;
        h.steps = {{kTransient, true}};
        auto *call = h.start();
        QSignalSpy spy(call, &engine::ToolCall::finished);
        QVERIFY(spy.wait(5000));
        QCOMPARE(h.executions, 1);
        QVERIFY(call->result().isError);
    }

    void executionFailure_isNotRetried()
    {
        Harness h;
        h.steps = {{core::Error::executionFailed(QStringLiteral("no such image")), false}};
        auto *call = h.start();
        QSignalSpy spy(call, &engine::ToolCall::finished);
        QVERIFY(spy.wait(5000));
        QCOMPARE(h.executions, 1);
        QCOMPARE(call->result().errorKind, core::ErrorKind::ExecutionFailed);
    }

    void cancelDuringBackoff_endsAsCancelled()
    {
        Harness h;
        h.steps = {{kTransient, false}};
        h.service.setRetryDelaysMs({5000});
        auto *call = h.service.call(engine::CallContext{QStringLiteral("t"), {}, {}, {}, {}, {}},
                                    nlohmann::json{{"command", "true"}});
        QTRY_COMPARE(h.executions, 1);
        call->cancel();
        QSignalSpy spy(call, &engine::ToolCall::finished);
        QVERIFY(call->isFinished() || spy.wait(2000));
        QCOMPARE(call->result().errorKind, core::ErrorKind::Cancelled);
        QCOMPARE(h.executions, 1);
    }

    void retryAfterLongerThanTheBackoff_isWaitedFor()
    {
        Harness h;
        h.steps = {{tooManyRequests(600), false}};
        h.service.setRetryDelaysMs({50});
        QElapsedTimer clock;
        clock.start();
        const core::ToolResult result = h.finish(h.service.call(
            engine::CallContext{QStringLiteral("t"), {}, {}, {}, {}, {}}, nlohmann::json{{"command", "true"}}));
        QVERIFY2(!result.isError, qPrintable(result.text));
        QCOMPARE(h.executions, 2);
        QVERIFY2(clock.elapsed() >= 570, qPrintable(QString::number(clock.elapsed()))); // not the 50 ms back-off
    }

    void retryAfterShorterThanTheBackoff_waitsTheBackoff()
    {
        const engine::RetryPolicy policy({2000, 4000, 8000});
        QCOMPARE(policy.delayBeforeRetry(1, tooManyRequests(500)), std::optional<int>(2000));
        QCOMPARE(policy.delayBeforeRetry(2, tooManyRequests(30000)), std::optional<int>(30000));
        QCOMPARE(policy.delayBeforeRetry(4, tooManyRequests(10)), std::nullopt);
        QCOMPARE(policy.delayBeforeRetry(1, tooManyRequests(61000)), std::nullopt); // beyond 60 s: not waited for
    }

    void retryAfterBeyondTheLimit_endsAtOnceSayingSo()
    {
        Harness h;
        h.steps = {{tooManyRequests(5000), false}};
        h.service.setRetryPolicy(engine::RetryPolicy({50, 50, 50}, 1000));
        const core::ToolResult result = h.finish(h.service.call(
            engine::CallContext{QStringLiteral("t"), {}, {}, {}, {}, {}}, nlohmann::json{{"command", "true"}}));
        QCOMPARE(h.executions, 1);
        QCOMPARE(result.errorKind, core::ErrorKind::Unavailable);
        QVERIFY2(result.text.contains(QStringLiteral("asked to wait 5 s")), qPrintable(result.text));
        QVERIFY2(result.text.contains(QStringLiteral("try again later")), qPrintable(result.text));
    }

    void hostDirectoryAsWorkdirOnACloudSandbox_isRefusedBeforeApproval_data()
    {
        QTest::addColumn<QString>("backend");
        QTest::newRow("modal") << QStringLiteral("modal");
        QTest::newRow("daytona") << QStringLiteral("daytona");
    }
    void hostDirectoryAsWorkdirOnACloudSandbox_isRefusedBeforeApproval()
    {
        QFETCH(QString, backend);
        Harness h;
        const QString host = QDir::homePath();
        const core::ToolResult result = h.finish(h.startOn(backend, host));
        QCOMPARE(result.errorKind, core::ErrorKind::ExecutionFailed);
        QVERIFY2(result.text.contains(QStringLiteral("the %1 backend").arg(backend)), qPrintable(result.text));
        QVERIFY2(result.text.contains(QLatin1Char('`') + QDir::cleanPath(host) + QLatin1Char('`')),
                 qPrintable(result.text));
        QVERIFY2(result.text.contains(QStringLiteral("local or docker backend")), qPrintable(result.text));
        QCOMPARE(h.gate.asked, 0);
        QCOMPARE(h.executions, 0);
    }

    void sandboxPathsOnACloudSandbox_reachTheBackend_data()
    {
        QTest::addColumn<QString>("workdir");
        QTest::newRow("none: the sandbox's own") << QString();
        QTest::newRow("relative") << QStringLiteral("src");
        QTest::newRow("absent here") << QStringLiteral("/airlock-sandbox-only/project");
        QTest::newRow("a system directory") << QStringLiteral("/tmp");
    }
    void sandboxPathsOnACloudSandbox_reachTheBackend()
    {
        QFETCH(QString, workdir);
        Harness h;
        const core::ToolResult result = h.finish(h.startOn(QStringLiteral("modal"), workdir));
        QVERIFY2(!result.isError, qPrintable(result.text));
        QCOMPARE(h.executions, 1);
    }

    void hostDirectoryOnLocal_isNotRefused()
    {
        Harness h;
        const core::ToolResult result = h.finish(h.startOn(QStringLiteral("local"), QDir::homePath()));
        QVERIFY2(!result.isError, qPrintable(result.text));
    }

    void backendConfigurationError_comesBeforeApproval()
    {
        Harness h;
        QStringList checked;
        h.service.setBackendCheck([&checked](const QString &kind) -> std::optional<core::Error> {
            checked << kind;
            return core::Error::executionFailed(QStringLiteral("no API key: set DAYTONA_API_KEY"));
        });
        const core::ToolResult result = h.finish(h.startOn(QStringLiteral("daytona"), {}));
        QCOMPARE(checked, QStringList{QStringLiteral("daytona")});
        QCOMPARE(result.errorKind, core::ErrorKind::ExecutionFailed);
        QVERIFY2(result.text.contains(QStringLiteral("daytona backend: no API key")), qPrintable(result.text));
        QCOMPARE(h.gate.asked, 0);
        QCOMPARE(h.executions, 0);
    }
};

QTEST_GUILESS_MAIN(TestRetry)
#include "tst_retry.moc"
