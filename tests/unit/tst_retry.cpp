// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The pipeline's retry rule (SPEC-terminal.md §8) with a backend whose faults are scripted: only a transient fault
// before the command started is retried, and a command that may have started never runs twice.
#include "backends/Backend.h"
#include "backends/TaskRegistry.h"
#include "core/ApprovalGate.h"
#include "engine/TerminalService.h"

#include <nlohmann/json.hpp>

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

struct Harness {
    QList<Step> steps;
    int executions = 0;
    core::AllowAllGate gate;
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
};

const core::Error kTransient = core::Error::unavailable(QStringLiteral("connection refused"));

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
};

QTEST_GUILESS_MAIN(TestRetry)
#include "tst_retry.moc"
