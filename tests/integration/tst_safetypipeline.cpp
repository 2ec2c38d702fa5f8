// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The safety layer inside the real pipeline: what runs, what is denied, refused, timed out, and the checkpoint.
#include "EngineFixture.h"
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
        f.write("{\"rules\": [ {\"action\": \"allow\", \"pattern\": \"rm -rf build\"}"); // truncated
        f.close();
        Engine engine(options);
        QVERIFY(engine.rulesProblem().contains(QStringLiteral("damaged")));
        // In a scratch directory, should the rules ever be applied by mistake.
        auto *call =
            engine.service()->call({QStringLiteral("t"), {}, {}, {}, {}},
                                   nlohmann::json{{"command", "rm -rf build"}, {"workdir", dir.path().toStdString()}});
        QSignalSpy spy(call, &airlock::engine::ToolCall::finished);
        QVERIFY(spy.wait(10000));
        QCOMPARE(call->result().errorKind, ErrorKind::PermissionDenied);
        delete call;
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.readAll().endsWith("build\"}")); // never replaced
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
        QVERIFY(QDir().mkpath(project.filePath(QStringLiteral("app/build"))));
        QFile file(project.filePath(QStringLiteral("app/build/out.o")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("object\n");
        file.close();
        const QString command = QStringLiteral("cd '%1' && cd app && rm -rf build").arg(project.path());
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
};

QTEST_GUILESS_MAIN(TestSafetyPipeline)
#include "tst_safetypipeline.moc"
