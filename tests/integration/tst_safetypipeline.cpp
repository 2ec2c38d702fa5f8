// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The safety layer inside the real pipeline: what runs, what is denied, refused, timed out, and the checkpoint.
#include "EngineFixture.h"
#include "Quiet.h"
#include "safety/Checkpoints.h"
#include "safety/RuleStore.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using airlock::core::ErrorKind;
using airlock::engine::Engine;
using airlock::test::EngineFixture;

class TestSafetyPipeline : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void headlessDeny_deniesDangerousCommands_beforeAnythingRuns()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::HeadlessDeny);
        QTemporaryDir dir;
        const QString victim = dir.filePath(QStringLiteral("victim"));
        QVERIFY(QDir().mkpath(victim));
        const auto r = engine.call({{"command", "rm -rf '" + victim.toStdString() + "'"}});
        QVERIFY(r.isError);
        QCOMPARE(r.errorKind, ErrorKind::PermissionDenied);
        QVERIFY2(r.text.startsWith(QStringLiteral("error[permission_denied]: ")), qPrintable(r.text));
        QVERIFY(QFileInfo::exists(victim));
        QVERIFY(!engine.registry->hasTasks()); // no backend was even started
        QCOMPARE(engine.run("echo ordinary").exitCode, 0);
    }

    void headlessAllow_runsThem_butNeverTheFloor()
    {
        EngineFixture engine;
        QTemporaryDir dir;
        const QString victim = dir.filePath(QStringLiteral("victim"));
        QVERIFY(QDir().mkpath(victim));
        QCOMPARE(engine.call({{"command", "rm -rf '" + victim.toStdString() + "'"}}).exitCode, 0);
        QVERIFY(!QFileInfo::exists(victim));
        const auto floor = engine.run("rm -rf ~/this-does-not-exist-but-looks-like-home/.. ");
        Q_UNUSED(floor)
        const auto bomb = engine.run(":(){ :|:& };:");
        QCOMPARE(bomb.errorKind, ErrorKind::PermissionDenied);
        QVERIFY(bomb.text.contains(QStringLiteral("floor")));
    }

    void askTimeout_endsAsApprovalTimedOut()
    {
        airlock::core::Config config;
        config.approval.timeoutSecs = 1;
        EngineFixture engine(config, QProcessEnvironment::systemEnvironment(), Engine::Approvals::HeadlessAskTimeout);
        const auto r = engine.run("git push --force");
        QCOMPARE(r.errorKind, ErrorKind::ApprovalTimedOut);
        QVERIFY(r.text.startsWith(QStringLiteral("error[approval_timed_out]: ")));
    }

    void interactiveProgram_isCapabilityDenied()
    {
        EngineFixture engine;
        const auto r = engine.run("vim notes.txt");
        QCOMPARE(r.errorKind, ErrorKind::CapabilityDenied);
        QVERIFY2(r.text.startsWith(QStringLiteral("error[capability_denied]: code=non_interactive_terminal_required ")),
                 qPrintable(r.text));
    }

    void rules_allowAndDeny_withoutAsking()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::HeadlessDeny);
        std::string error;
        QVERIFY(
            engine.engine->rules()
                ->add(*airlock::safety::Rule::make(airlock::safety::Rule::Action::Allow, "git reset --hard", &error))
                .ok());
        QVERIFY(engine.engine->rules()
                    ->add(*airlock::safety::Rule::make(airlock::safety::Rule::Action::Deny, "curl *", &error))
                    .ok());
        QTemporaryDir repo;
        const auto reset =
            engine.call({{"command", "git init -q && git reset --hard"}, {"workdir", repo.path().toStdString()}});
        QVERIFY2(!reset.isError, qPrintable(reset.text));
        const auto curl = engine.run("curl --version");
        QCOMPARE(curl.errorKind, ErrorKind::PermissionDenied);
        QVERIFY(curl.text.contains(QStringLiteral("curl *")));
    }

    void damagedRules_areReported_andDangerousCommandsAsk()
    {
        QTemporaryDir dir;
        // EngineFixture writes rules to its own directory; make it damaged before the engine loads it.
        airlock::engine::Engine::Options options;
        options.rulesPath = dir.filePath(QStringLiteral("rules.json"));
        options.checkpointsRoot = dir.filePath(QStringLiteral("cp"));
        options.approvals = Engine::Approvals::HeadlessDeny;
        QFile f(options.rulesPath);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"rules\": [ {\"action\": \"allow\", \"pattern\": \"rm -rf logs\"}"); // truncated
        f.close();
        Engine engine(options);
        QVERIFY(engine.rulesProblem().contains(QStringLiteral("damaged")));
        // In a scratch directory, should the rules ever be applied by mistake.
        auto *call =
            engine.service()->call({QStringLiteral("t"), {}, {}, {}, {}, {}},
                                   nlohmann::json{{"command", "rm -rf logs"}, {"workdir", dir.path().toStdString()}});
        QSignalSpy spy(call, &airlock::engine::ToolCall::finished);
        QVERIFY(spy.wait(10000));
        QCOMPARE(call->result().errorKind, ErrorKind::PermissionDenied);
        delete call;
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().endsWith("logs\"}")); // never replaced
    }

    void destructiveCommand_onLocal_isCheckpointedFirst()
    {
        EngineFixture engine;
        QTemporaryDir project;
        QFile file(project.filePath(QStringLiteral("keep.txt")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("precious\n");
        file.close();
        QVERIFY(QDir().mkpath(project.filePath(QStringLiteral("build"))));
        const auto r = engine.call({{"command", "rm -rf build keep.txt"}, {"workdir", project.path().toStdString()}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(!QFile::exists(project.filePath(QStringLiteral("keep.txt"))));
        airlock::safety::Checkpoints checkpoints({engine.statePath(QStringLiteral("checkpoints")), 50, 200000000});
        bool done = false;
        QList<airlock::safety::Checkpoint> list;
        checkpoints.list(project.path(), [&](auto result) {
            if (result)
                list = *result;
            done = true;
        });
        QTRY_VERIFY(done);
        QCOMPARE(list.size(), 1);
        QCOMPARE(list.first().label, QStringLiteral("rm -rf build keep.txt"));
        QVERIFY2(r.text.contains(QStringLiteral("[note: checkpoint %1 of %2 taken before this command]")
                                     .arg(list.first().id.left(12), project.path())),
                 qPrintable(r.text));
    }

    void checkpoint_followsLiteralCd_toWhereTheDestructivePartRuns()
    {
        EngineFixture engine;
        QTemporaryDir elsewhere;
        QTemporaryDir project;
        QVERIFY(QDir().mkpath(project.filePath(QStringLiteral("app/assets"))));
        QFile file(project.filePath(QStringLiteral("app/assets/logo.svg")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("object\n");
        file.close();
        const QString command = QStringLiteral("cd '%1' && cd app && rm -rf assets").arg(project.path());
        const auto r = engine.call({{"command", command.toStdString()}, {"workdir", elsewhere.path().toStdString()}});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.text.contains(QStringLiteral(" of %1/app taken before this command").arg(project.path())),
                 qPrintable(r.text));
    }

    void cancelWhileWaitingForApproval_endsAsCancelled()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::Interactive);
        auto *call = engine.start({{"command", "git push --force"}});
        QTRY_COMPARE(engine.engine->broker()->pending().size(), 1);
        QCOMPARE(engine.registry->status(QStringLiteral("t"))->state, airlock::backends::TaskState::WaitingForApproval);
        call->cancel();
        QSignalSpy spy(call, &airlock::engine::ToolCall::finished);
        QVERIFY(call->isFinished() || spy.wait(5000));
        QCOMPARE(call->result().errorKind, ErrorKind::Cancelled);
        QVERIFY(engine.engine->broker()->pending().isEmpty());
        delete call;
    }

    // SPEC-terminal.md §4: calls of one task run in arrival order. A safe call sent while an earlier call of the same
    // task waits for the person must not run first; it waits its turn, then runs after the earlier one ended.
    void callsOfOneTask_finishInArrivalOrder_evenWhenTheFirstWaitsForApproval()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::Interactive);
        const QString marker = engine.statePath(QStringLiteral("order"));
        const std::string file = marker.toStdString();
        const std::string dir = engine.statePath(QStringLiteral("work")).toStdString();
        QVERIFY(QDir().mkpath(QString::fromStdString(dir)));
        // A recursive delete asks; it runs in the test's own directory.
        auto *first = engine.start({{"command", "rm -rf ./logs; echo first >> " + file}, {"workdir", dir}});
        QTRY_COMPARE(engine.engine->broker()->pending().size(), 1);
        auto *second = engine.start({{"command", "echo second >> " + file}});
        QList<QString> order;
        QObject context;
        connect(first, &airlock::engine::ToolCall::finished, &context, [&order] { order << QStringLiteral("first"); });
        connect(second, &airlock::engine::ToolCall::finished, &context,
                [&order] { order << QStringLiteral("second"); });
        // The second call is not judged nor run while the first waits: nothing else is pending, nothing ran.
        QVERIFY2(airlock::test::staysQuietFor(500, [&] { return second->isFinished() || QFile::exists(marker); }),
                 "the second call overtook the first, which waits for approval");
        QCOMPARE(engine.engine->broker()->pending().size(), 1);
        airlock::safety::PendingApproval *ticket = engine.engine->broker()->pending().first();
        QVERIFY(engine.engine->broker()->answer(ticket, {airlock::safety::AnswerKind::AllowOnce, {}, {}}).ok());
        QTRY_COMPARE(order.size(), 2);
        QCOMPARE(order, (QList<QString>{QStringLiteral("first"), QStringLiteral("second")}));
        QFile out(marker);
        QVERIFY(out.open(QIODevice::ReadOnly));
        QCOMPARE(out.readAll(), QByteArray("first\nsecond\n"));
        QVERIFY2(!first->result().isError, qPrintable(first->result().text));
        QVERIFY2(!second->result().isError, qPrintable(second->result().text));
        delete first;
        delete second;
    }

    // A call still waiting for its turn can be cancelled; the calls after it go on.
    void cancelWhileWaitingForItsTurn_endsAsCancelled_andTheNextCallRuns()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::Interactive);
        auto *first = engine.start({{"command", "git push --force"}});
        QTRY_COMPARE(engine.engine->broker()->pending().size(), 1);
        auto *second = engine.start({{"command", "echo second"}});
        auto *third = engine.start({{"command", "echo third"}});
        second->cancel();
        QTRY_VERIFY(second->isFinished());
        QCOMPARE(second->result().errorKind, ErrorKind::Cancelled);
        airlock::safety::PendingApproval *ticket = engine.engine->broker()->pending().first();
        QVERIFY(engine.engine->broker()->answer(ticket, {airlock::safety::AnswerKind::Deny, {}, {}}).ok());
        QTRY_VERIFY(third->isFinished());
        QCOMPARE(first->result().errorKind, ErrorKind::PermissionDenied);
        QVERIFY2(!third->result().isError && third->result().text.contains(QStringLiteral("third")),
                 qPrintable(third->result().text));
        delete first;
        delete second;
        delete third;
    }
};

QTEST_GUILESS_MAIN(TestSafetyPipeline)
#include "tst_safetypipeline.moc"
