// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Every call reaches the audit log through the real pipeline, with who decided and what came of it: the policy, rules,
// session grants, the person, the headless answer, the timeout, nobody there, cancelled, refused, invalid; redacted;
// before its result goes out; and a log that cannot be written is a note in the result, not a failed call.
#include "AuditFixture.h"
#include "EngineFixture.h"
#include "Quiet.h"
#include "engine/AuditReader.h"
#include "engine/CheckpointRestoreRecord.h"
#include "safety/RuleStore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>

using airlock::core::ErrorKind;
using airlock::engine::AuditQuery;
using airlock::engine::AuditReader;
using airlock::engine::AuditRecord;
using airlock::engine::Engine;
using airlock::safety::AnswerKind;
using airlock::test::EngineFixture;
using airlock::test::queryWith;

namespace {

// A token of GitHub's documented format that is no one's.
const std::string kToken = "ghp_" + std::string("R4nd0mT0k3nV4lu3F0rT3st1ngXyZ0123456");

QList<AuditRecord> records(const EngineFixture &engine)
{
    AuditReader reader(engine.auditPath());
    if (!reader.open().ok())
        return {};
    auto list = reader.query(queryWith([&](AuditQuery &q) { q.newestFirst = false; }));
    return list.ok() ? *list : QList<AuditRecord>{};
}

AuditRecord last(const EngineFixture &engine)
{
    const auto all = records(engine);
    return all.isEmpty() ? AuditRecord{} : all.last();
}

void addRule(EngineFixture &engine, airlock::safety::Rule::Action action, const std::string &pattern)
{
    std::string error;
    QVERIFY(engine.engine->rules()->add(*airlock::safety::Rule::make(action, pattern, &error)).ok());
}

// Starts a call that asks, and returns it with its pending ticket.
std::pair<airlock::engine::ToolCall *, airlock::safety::PendingApproval *> asking(EngineFixture &engine,
                                                                                  const std::string &command)
{
    auto *call = engine.start({{"command", command}});
    if (!QTest::qWaitFor([&] { return !engine.engine->broker()->pending().isEmpty(); }, 10000))
        return {call, nullptr};
    return {call, engine.engine->broker()->pending().first()};
}

airlock::core::ToolResult finish(airlock::engine::ToolCall *call)
{
    QSignalSpy spy(call, &airlock::engine::ToolCall::finished);
    if (!call->isFinished() || !QTest::qWaitFor([&] { return !spy.isEmpty(); }, 1))
        spy.wait(15000);
    auto result = call->result();
    delete call;
    return result;
}

} // namespace

class TestAuditPipeline : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void safeCommand_isAllowedByThePolicy_withWhatCameOfIt()
    {
        EngineFixture engine;
        airlock::engine::CallContext context;
        context.taskId = QStringLiteral("task-1");
        context.clientName = QStringLiteral("claude-code 2.1.7");
        context.clientVersion = QStringLiteral("2.1.7");
        context.startDirectory = QDir::tempPath();
        auto *call = engine.service->call(context, {{"command", "printf 'AKIAQ3X7MZL2P4KJ8RT5\\n'; exit 3"}});
        const auto result = finish(call);
        QVERIFY2(!result.isError, qPrintable(result.text));
        const AuditRecord r = last(engine);
        QCOMPARE(r.kind, QStringLiteral("terminal"));
        QCOMPARE(r.taskId, QStringLiteral("task-1"));
        QCOMPARE(r.clientName, QStringLiteral("claude-code"));
        QCOMPARE(r.clientVersion, QStringLiteral("2.1.7"));
        QCOMPARE(r.clientDirectory, QDir::tempPath());
        QCOMPARE(r.backend, QStringLiteral("local"));
        QCOMPARE(r.decision, QStringLiteral("allowed"));
        QCOMPARE(r.decidedBy, QStringLiteral("policy"));
        QVERIFY(r.scope.isEmpty());
        QCOMPARE(r.status, QStringLiteral("error"));
        QCOMPARE(r.exitCode, std::optional<int>(3));
        QCOMPARE(r.outputBytes, qint64(21));
        QCOMPARE(r.secretsRedacted, 1);
        QVERIFY(!r.truncated);
        QCOMPARE(r.approvalWaitMs, qint64(0));
        QVERIFY(r.durationMs >= 0);
        QVERIFY(qAbs(r.time.secsTo(QDateTime::currentDateTimeUtc())) < 60);
        QCOMPARE(r.cwd, QDir::tempPath());
    }

    void rules_areNamed_whenTheyAllowOrDeny()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::HeadlessDeny);
        addRule(engine, airlock::safety::Rule::Action::Allow, "git reset --hard");
        addRule(engine, airlock::safety::Rule::Action::Deny, "curl *");
        QTemporaryDir repo;
        engine.call({{"command", "git init -q && git reset --hard"}, {"workdir", repo.path().toStdString()}});
        AuditRecord r = last(engine);
        QCOMPARE(r.decision, QStringLiteral("allowed"));
        QCOMPARE(r.decidedBy, QStringLiteral("rule"));
        QCOMPARE(r.rule, QStringLiteral("git reset --hard"));
        QVERIFY(!r.findings.isEmpty()); // what the rule covered is still on record
        engine.run("curl --version");
        r = last(engine);
        QCOMPARE(r.decision, QStringLiteral("denied"));
        QCOMPARE(r.decidedBy, QStringLiteral("rule"));
        QCOMPARE(r.rule, QStringLiteral("curl *"));
        QCOMPARE(r.status, QStringLiteral("permission_denied"));
        QVERIFY(!r.exitCode);
    }

    void thePerson_onceSessionAlwaysAndDeny_withTheirWords_andTheWait()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::Interactive);
        auto *broker = engine.engine->broker();
        QTemporaryDir dir;
        const std::string in = " -C " + dir.path().toStdString();

        auto [once, t1] = asking(engine, "git" + in + " init -q && git" + in + " push --force origin main");
        QVERIFY(t1);
        // The person reads the question; meanwhile nothing runs.
        QVERIFY(airlock::test::staysQuietFor(120, [&] { return once->isFinished(); }));
        QVERIFY(broker->answer(t1, {AnswerKind::AllowOnce, {}, {}}).ok());
        finish(once);
        AuditRecord r = last(engine);
        QCOMPARE(r.decision, QStringLiteral("allowed"));
        QCOMPARE(r.decidedBy, QStringLiteral("person"));
        QCOMPARE(r.scope, QStringLiteral("once"));
        QCOMPARE(r.via, QStringLiteral("dialog"));
        QVERIFY2(r.approvalWaitMs >= 100, qPrintable(QString::number(r.approvalWaitMs)));
        QVERIFY(!r.findings.isEmpty());

        auto [denied, t2] = asking(engine, "git push --force origin main");
        QVERIFY(t2);
        const QString words = QStringLiteral("not now, and the key is ") + QString::fromStdString(kToken);
        QVERIFY(broker->answer(t2, {AnswerKind::Deny, words, {}}).ok());
        const auto deniedResult = finish(denied);
        QCOMPARE(deniedResult.errorKind, ErrorKind::PermissionDenied);
        r = last(engine);
        QCOMPARE(r.decision, QStringLiteral("denied"));
        QCOMPARE(r.decidedBy, QStringLiteral("person"));
        QVERIFY2(r.message.startsWith(QStringLiteral("not now, and the key is ")), qPrintable(r.message));
        QVERIFY(!r.message.contains(QString::fromStdString(kToken)));

        auto [session, t3] = asking(engine, "git push --force origin main");
        QVERIFY(t3);
        QVERIFY(broker->answer(t3, {AnswerKind::AllowSession, {}, {}}).ok());
        finish(session);
        r = last(engine);
        QCOMPARE(r.scope, QStringLiteral("session"));
        QVERIFY(!r.rule.isEmpty());
        const QString granted = r.rule;
        engine.run("git push --force origin main"); // covered by the grant now: nobody is asked
        r = last(engine);
        QCOMPARE(r.decidedBy, QStringLiteral("session_grant"));
        QCOMPARE(r.rule, granted);

        auto [always, t4] = asking(engine, "git" + in + " clean -fdx");
        QVERIFY(t4);
        QVERIFY(broker->answer(t4, {AnswerKind::AllowAlways, {}, {}}).ok());
        finish(always);
        r = last(engine);
        QCOMPARE(r.scope, QStringLiteral("always"));
        QVERIFY2(r.rule.startsWith(QStringLiteral("git")) && r.rule.contains(QStringLiteral("clean")),
                 qPrintable(r.rule));
    }

    void timeoutHeadlessNobodyCancelledRefusedInvalid_eachSaySo()
    {
        airlock::core::Config quick;
        quick.approval.timeoutSecs = 1;
        {
            EngineFixture engine(quick, QProcessEnvironment::systemEnvironment(), Engine::Approvals::Interactive);
            engine.run("git push --force");
            const AuditRecord r = last(engine);
            QCOMPARE(r.decision, QStringLiteral("timed_out"));
            QCOMPARE(r.decidedBy, QStringLiteral("timeout"));
            QCOMPARE(r.status, QStringLiteral("approval_timed_out"));
            QVERIFY2(r.approvalWaitMs >= 990, qPrintable(QString::number(r.approvalWaitMs)));

            auto [call, ticket] = asking(engine, "git push --force");
            QVERIFY(ticket);
            call->cancel();
            finish(call);
            QCOMPARE(last(engine).decision, QStringLiteral("cancelled"));
            QCOMPARE(last(engine).decidedBy, QStringLiteral("cancelled"));

            engine.run("vim notes.txt");
            QCOMPARE(last(engine).decision, QStringLiteral("refused"));
            QCOMPARE(last(engine).decidedBy, QStringLiteral("refused"));

            engine.call({{"command", 42}, {"note", kToken}});
            QCOMPARE(last(engine).decision, QStringLiteral("invalid"));
            QVERIFY2(last(engine).command.startsWith(QStringLiteral("{\"command\":42")),
                     qPrintable(last(engine).command));
            QVERIFY(!last(engine).command.contains(QString::fromStdString(kToken)));
            QCOMPARE(last(engine).decidedBy, QStringLiteral("none"));
            QCOMPARE(last(engine).status, QStringLiteral("invalid_arguments"));
        }
        {
            EngineFixture engine; // --approve allow
            QTemporaryDir dir;
            engine.call({{"command", "rm -rf assets"}, {"workdir", dir.path().toStdString()}});
            AuditRecord r = last(engine);
            QCOMPARE(r.decidedBy, QStringLiteral("headless"));
            QCOMPARE(r.via, QStringLiteral("--approve allow"));
            QCOMPARE(r.scope, QStringLiteral("once"));
            engine.run(":(){ :|:& };:");
            r = last(engine);
            QCOMPARE(r.decision, QStringLiteral("denied"));
            QCOMPARE(r.decidedBy, QStringLiteral("headless"));
        }
        {
            EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::NoPresenter);
            engine.run("git push --force");
            QCOMPARE(last(engine).decidedBy, QStringLiteral("nobody_there"));
            QCOMPARE(last(engine).decision, QStringLiteral("denied"));
        }
    }

    void allowedButFailed_isRecordedToo()
    {
        airlock::core::Config config;
        config.ssh.host = QStringLiteral("127.0.0.1");
        config.ssh.port = 1; // nothing listens there
        config.ssh.connectTimeoutSecs = 2;
        EngineFixture engine(config);
        engine.engine->service()->setRetryDelaysMs({});
        airlock::engine::CallContext context;
        context.taskId = QStringLiteral("ssh-task");
        context.backend = QStringLiteral("ssh");
        const auto result = finish(engine.service->call(context, {{"command", "git push --force"}}));
        QVERIFY(result.isError);
        const AuditRecord r = last(engine);
        QCOMPARE(r.decision, QStringLiteral("allowed"));
        QCOMPARE(r.decidedBy, QStringLiteral("headless"));
        QCOMPARE(r.backend, QStringLiteral("ssh"));
        QVERIFY2(r.status != QStringLiteral("success") && !r.exitCode, qPrintable(r.status));
    }

    void checkpoint_isLinked()
    {
        EngineFixture engine;
        QTemporaryDir project;
        QVERIFY(QDir().mkpath(project.filePath(QStringLiteral("assets"))));
        QFile file(project.filePath(QStringLiteral("assets/out.o")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("object\n");
        file.close();
        const auto result = engine.call({{"command", "rm -rf assets"}, {"workdir", project.path().toStdString()}});
        QVERIFY2(!result.isError, qPrintable(result.text));
        const AuditRecord r = last(engine);
        QCOMPARE(r.checkpointId.size(), 12);
        QVERIFY(result.text.contains(r.checkpointId));
        QCOMPARE(r.detail.value(QStringLiteral("checkpoint_directory")).toString(), project.path());
    }

    void secrets_neverReachTheFile()
    {
        EngineFixture engine;
        const std::string command = "export GITHUB_TOKEN=" + kToken + "; echo \"$GITHUB_TOKEN\" | wc -c";
        engine.run(command);
        engine.call({{"command", "echo " + kToken}, {"workdir", "/tmp/" + kToken}});
        // A checkpoint of a directory whose name holds the token, the person's words, and a restore record.
        QTemporaryDir parent;
        const QString project = parent.filePath(QString::fromStdString(kToken));
        QVERIFY(QDir().mkpath(project + QStringLiteral("/assets")));
        engine.call({{"command", "rm -rf assets"}, {"workdir", project.toStdString()}});
        QVERIFY(!last(engine).checkpointId.isEmpty());
        const QString tokenText = QString::fromStdString(kToken);
        QObject context;
        bool written = false;
        engine.engine->audit()->append(airlock::engine::checkpointRestoreRecord(
                                           project, last(engine).checkpointId, {tokenText + QStringLiteral(".txt")},
                                           QStringLiteral("checkpoints window"), QDateTime::currentDateTimeUtc(),
                                           airlock::core::Error::executionFailed(QStringLiteral("git: ") + tokenText)),
                                       &context, [&](bool ok) { written = ok; });
        QTRY_VERIFY(written);
        engine.engine->audit()->flush();
        const AuditRecord r = records(engine).first();
        QVERIFY2(r.command.startsWith(QStringLiteral("export GITHUB_TOKEN=")), qPrintable(r.command));
        QVERIFY(!r.command.contains(QString::fromStdString(kToken)));
        QByteArray bytes;
        for (const QString &suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")}) {
            QFile f(engine.auditPath() + suffix);
            if (f.open(QIODevice::ReadOnly))
                bytes += f.readAll();
        }
        QVERIFY(bytes.size() > 1000);
        QVERIFY(!bytes.contains(QByteArray::fromStdString(kToken)));
        QVERIFY(!bytes.contains(QByteArray::fromStdString(kToken.substr(4, 20))));
    }

    void aLogThatCannotBeWritten_isANote_andTheCallStillRuns()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("audit.sqlite"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray("not a database at all\n").repeated(100));
        f.close();
        QFile read(path);
        QVERIFY(read.open(QIODevice::ReadOnly));
        const QByteArray content = read.readAll();
        read.close();
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(), Engine::Approvals::HeadlessAllow,
                             [&](Engine::Options &options) { options.auditPath = path; });
        QVERIFY(engine.engine->audit()->problem().contains(QStringLiteral("is not an SQLite database")));
        const auto result = engine.run("echo still runs");
        QVERIFY2(!result.isError, qPrintable(result.text));
        QVERIFY2(result.text.contains(QStringLiteral("\n[note: the audit log could not record this call: %1 is not an "
                                                     "SQLite database")
                                          .arg(path)),
                 qPrintable(result.text));
        QVERIFY(result.text.endsWith(QStringLiteral("still runs\n")));
        const auto error = engine.run("vim x");
        QVERIFY(error.text.contains(QStringLiteral("[note: the audit log could not record this call")));
        QVERIFY(read.open(QIODevice::ReadOnly));
        QCOMPARE(read.readAll(), content);
    }

    void auditOff_writesNothing()
    {
        airlock::core::Config config;
        config.audit.enabled = false;
        EngineFixture engine(config);
        QVERIFY(!engine.engine->audit());
        QVERIFY(!engine.run("echo quiet").isError);
        QVERIFY(!QFile::exists(engine.statePath(QStringLiteral("audit.sqlite"))));
    }
};

QTEST_MAIN(TestAuditPipeline)
#include "tst_auditpipeline.moc"
