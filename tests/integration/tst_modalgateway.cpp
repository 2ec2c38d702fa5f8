// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The modal backend's managed mode (ModalGatewayApi) against modal-gateway-emulator, the test EMULATOR of the seed's
// managed Modal gateway contract (tests/emulators/modal-gateway, not a real gateway): the result and the sandbox it
// creates, state carried between calls, timeout and cancel that stop the remote command, bounded output, faults
// (retried, followed by execId, never sent twice, clear errors), an expired sandbox rebuilt, mode selection, the
// leftovers of an Airlock that died found through this machine's ledger, and nothing left at the end.
#include "EngineFixture.h"
#include "ModalGatewayEmulatorProcess.h"
#include "ProcessMemory.h"
#include "backends/BackendFactory.h"
#include "backends/ModalBackend.h"
#include "backends/ModalGatewayApi.h"
#include "backends/OwnerInstance.h"

#include <QDir>
#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSysInfo>

#include <unistd.h>

using namespace airlock;
using namespace airlock::backends;
using airlock::test::EngineFixture;
using airlock::test::ModalGatewayEmulatorProcess;

class TestModalGateway : public QObject
{
    Q_OBJECT

private:
    ModalGatewayEmulatorProcess m_emulator;

    core::Config config() const
    {
        core::Config c;
        c.backend = QStringLiteral("modal");
        c.modal.mode = QStringLiteral("managed");
        c.modal.gatewayUrl = m_emulator.url();
        return c;
    }
    static QProcessEnvironment environment(bool token = true)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        for (const char *name : {"MODAL_TOKEN_ID", "MODAL_TOKEN_SECRET", "MODAL_GATEWAY_URL", "TOOL_GATEWAY_URL",
                                 "TOOL_GATEWAY_DOMAIN", "TOOL_GATEWAY_USER_TOKEN"})
            env.remove(QLatin1String(name));
        if (token)
            env.insert(QStringLiteral("TOOL_GATEWAY_USER_TOKEN"), QLatin1String(ModalGatewayEmulatorProcess::kToken));
        return env;
    }
    static void noKeychain(engine::Engine::Options &options) { options.keychain = false; }
    std::unique_ptr<EngineFixture> engine(const core::Config &c, const QProcessEnvironment &env)
    {
        return std::make_unique<EngineFixture>(c, env, engine::Engine::Approvals::HeadlessAllow, noKeychain);
    }

    // A backend driven directly (no engine), started, with a short request timeout for the fault cases.
    std::unique_ptr<ModalBackend> direct(int requestTimeoutMs = 30000)
    {
        ModalGatewayApi::Options api;
        api.origin = QUrl(m_emulator.url());
        api.token = QLatin1String(ModalGatewayEmulatorProcess::kToken);
        api.tokenSource = QStringLiteral("TOOL_GATEWAY_USER_TOKEN");
        api.requestTimeoutMs = requestTimeoutMs;
        ModalBackend::Options options;
        options.taskId = QStringLiteral("direct");
        options.spec.image = QStringLiteral("debian:12");
        options.makeApi = [api](QObject *owner) { return static_cast<ModalApi *>(new ModalGatewayApi(api, owner)); };
        auto backend = std::make_unique<ModalBackend>(options);
        QSignalSpy started(backend.get(), &Backend::started);
        backend->start();
        if (!started.wait(20000))
            return nullptr;
        return backend;
    }
    static ExecJob *exec(ModalBackend &backend, const QByteArray &command, int timeoutSecs = 30)
    {
        ExecRequest request;
        request.command = command;
        request.timeoutSecs = timeoutSecs;
        return backend.execute(request, &backend);
    }
    static bool waitFor(ExecJob *job, int ms = 30000)
    {
        if (job->isFinished())
            return true;
        QSignalSpy done(job, &ExecJob::finished);
        return done.wait(ms);
    }
    static QByteArray out(ExecJob *job) { return QByteArray::fromStdString(job->outcome().out.all()); }
    static void cleanup(ModalBackend &backend)
    {
        QSignalSpy done(&backend, &Backend::cleanedUp);
        backend.cleanup();
        QVERIFY(done.count() == 1 || done.wait(15000));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        if (!m_emulator.start(&why))
            QFAIL(qPrintable(QStringLiteral("no modal gateway emulator: ") + why));
    }
    // A case that failed half-way may leave its sandbox: ended here, so that the next cases start clean.
    void cleanup()
    {
        if (!QTest::currentTestFailed())
            return;
        for (const QJsonValue &box : m_emulator.sandboxes())
            if (box[QLatin1String("status")] == QLatin1String("running"))
                m_emulator.admin("POST", QStringLiteral("sandbox/%1/expire").arg(box[QLatin1String("id")].toString()));
    }
    // Nothing of the run is left: no sandbox runs, no sandbox directory, no process below the emulator.
    void cleanupTestCase()
    {
        QStringList running;
        for (const QJsonValue &box : m_emulator.sandboxes())
            if (box[QLatin1String("status")] == QLatin1String("running"))
                running << box[QLatin1String("logicalKey")].toString();
        QVERIFY2(running.isEmpty(), qPrintable(running.join(QLatin1Char(' '))));
        const QStringList dirs =
            QDir(m_emulator.stateDir()).entryList({QStringLiteral("sb-*")}, QDir::Dirs | QDir::NoDotAndDotDot);
        QVERIFY2(dirs.isEmpty(), qPrintable(dirs.join(QLatin1Char(' '))));
        QVERIFY(test::descendantsOf(m_emulator.pid()).isEmpty());
        m_emulator.stop();
    }

    void result_stateAndSandbox()
    {
        auto e = engine(config(), environment());
        const auto first =
            e->run("mkdir -p /tmp/w && cd /tmp/w && export CARRIED=yes && f() { echo fn; }", QStringLiteral("gw"));
        QVERIFY2(first.exitCode == 0, qPrintable(first.text));
        const auto second = e->run("pwd; echo $CARRIED; f; echo err >&2; exit 3", QStringLiteral("gw"));
        QCOMPARE(second.exitCode, 3);
        QVERIFY2(EngineFixture::header(second).startsWith(
                     QStringLiteral("[terminal_result status=error backend=modal cwd=/tmp/w exit_code=3")),
                 qPrintable(second.text));
        QCOMPARE(EngineFixture::body(second), QStringLiteral("/tmp/w\nyes\nfn\nerr\n[exit code: 3]"));
        const QJsonArray boxes = m_emulator.sandboxes();
        QCOMPARE(boxes.size(), 1);
        const QJsonObject box = boxes.first().toObject();
        QCOMPARE(box[QLatin1String("logicalKey")].toString(), QStringLiteral("gw"));
        QCOMPARE(box[QLatin1String("cwd")].toString(), QStringLiteral("/root"));
        QCOMPARE(box[QLatin1String("timeoutMs")].toInteger(), 3600 * 1000);
        QCOMPARE(box[QLatin1String("idleTimeoutMs")].toInteger(), 300 * 1000);
        QCOMPARE(box[QLatin1String("memoryMiB")].toInt(), 5120);
        QVERIFY(box[QLatin1String("persistentFilesystem")].toBool());
        e->cleanupAll();
        const QJsonObject ended = m_emulator.sandboxes().first().toObject();
        QCOMPARE(ended[QLatin1String("status")].toString(), QStringLiteral("terminated"));
        QVERIFY(ended[QLatin1String("snapshotted")].toBool()); // snapshotBeforeTerminate: persistent_filesystem
        QVERIFY(!ended[QLatin1String("rootExists")].toBool());
    }

    void printedSecrets_areRedacted()
    {
        auto e = engine(config(), environment());
        const auto r = e->run("echo token=ghp_R8x2kLq9Vm4Tz7Bn1Wc5Yd3Hf6Jg0Ps2Ku8E", QStringLiteral("red"));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(!r.text.contains(QStringLiteral("ghp_R8x2")), qPrintable(r.text));
        QVERIFY(!r.text.contains(QLatin1String(ModalGatewayEmulatorProcess::kToken)));
    }

    void timeout_endsTheRemoteCommand()
    {
        auto e = engine(config(), environment());
        QCOMPARE(e->run("true", QStringLiteral("to")).exitCode, 0);
        QElapsedTimer clock;
        clock.start();
        const auto r = e->call({{"command", "sleep 120"}, {"timeout_seconds", 2}}, QStringLiteral("to"));
        QCOMPARE(r.exitCode, 124);
        QVERIFY2(clock.elapsed() < 2000 + 5000, qPrintable(QString::number(clock.elapsed())));
        QTRY_COMPARE_WITH_TIMEOUT(m_emulator.stat("running"), 0, 5000);
        QCOMPARE(e->run("echo after", QStringLiteral("to")).exitCode, 0); // the sandbox goes on
    }

    void cancel_endsTheRemoteCommand()
    {
        auto backend = direct();
        QVERIFY(backend);
        const int cancels = m_emulator.stat("cancels");
        ExecJob *job = exec(*backend, "sleep 120");
        QTRY_COMPARE_WITH_TIMEOUT(m_emulator.stat("running"), 1, 5000);
        job->cancel();
        QVERIFY(waitFor(job, 10000));
        QCOMPARE(job->outcome().exitCode, 130);
        QCOMPARE(m_emulator.stat("cancels"), cancels + 1);
        QTRY_COMPARE_WITH_TIMEOUT(m_emulator.stat("running"), 0, 5000);
        cleanup(*backend);
    }

    void largeOutput_staysBounded()
    {
        auto backend = direct();
        QVERIFY(backend);
        const qint64 before = test::residentKb();
        const qint64 emulatorBefore = test::residentKb(m_emulator.pid());
        ExecJob *job = exec(*backend, "head -c 268435456 /dev/zero | tr '\\0' a; echo; echo tail-end", 120);
        QVERIFY(waitFor(job, 130000));
        QCOMPARE(job->outcome().exitCode, 0);
        QVERIFY(job->outcome().out.truncated());
        const std::string text = job->outcome().out.tail();
        QVERIFY(text.find("tail-end") != std::string::npos);
        const QString notes = job->outcome().notes.join(QLatin1Char('\n'));
        // What the sandbox counted: 256 MiB, "\ntail-end\n" and the state record after them.
        const auto printed = QRegularExpression(QStringLiteral("printed (\\d+) bytes")).match(notes);
        QVERIFY2(printed.hasMatch() && printed.captured(1).toLongLong() >= 268435466, qPrintable(notes));
        const qint64 grown = test::residentKb() - before;
        const qint64 emulatorGrown = test::residentKb(m_emulator.pid()) - emulatorBefore;
        cleanup(*backend);
#if defined(__SANITIZE_ADDRESS__)
        const qint64 boundKb = (256 + 64) * 1024; // what AddressSanitizer's allocator churned stays mapped
#else
        const qint64 boundKb = 64 * 1024;
#endif
        QVERIFY2(grown < boundKb, qPrintable(QStringLiteral("RSS grew by %1 kB").arg(grown)));
        QVERIFY2(emulatorGrown < 64 * 1024, qPrintable(QStringLiteral("the gateway grew by %1 kB").arg(emulatorGrown)));
    }

    void transientFaults_areRetried_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("path");
        QTest::newRow("429 on create") << QStringLiteral("429") << QStringLiteral("/v1/sandboxes");
        QTest::newRow("503 on exec") << QStringLiteral("503") << QStringLiteral("/execs");
    }
    void transientFaults_areRetried()
    {
        QFETCH(QString, kind);
        QFETCH(QString, path);
        auto e = engine(config(), environment());
        const bool onExec = path.contains(QLatin1String("execs"));
        if (onExec)
            QCOMPARE(e->run("true", QStringLiteral("warm")).exitCode, 0);
        const int posts = m_emulator.stat("execPosts");
        m_emulator.fault(kind, path, QStringLiteral("POST"));
        const auto r = e->run("echo once", onExec ? QStringLiteral("warm") : QStringLiteral("fresh"));
        QVERIFY2(!r.isError, qPrintable(r.text));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("once\n"));
        QCOMPARE(m_emulator.stat("execPosts") - posts, onExec ? 1 : 2); // (a fresh sandbox runs its probe first)
    }

    // The exec reached the gateway but its answer was lost: Airlock finds it by its execId and follows it; it is not
    // sent again.
    void lostAnswer_isFollowedNotResent()
    {
        auto backend = direct(1500);
        QVERIFY(backend);
        const int posts = m_emulator.stat("execPosts");
        m_emulator.fault(QStringLiteral("lost"), QStringLiteral("/execs"), QStringLiteral("POST"));
        ExecJob *job = exec(*backend, "echo ran-once >> /root/count; cat /root/count");
        QVERIFY(waitFor(job, 15000));
        QVERIFY2(!job->outcome().error, qPrintable(job->outcome().error ? job->outcome().error->message : QString()));
        QCOMPARE(out(job), QByteArray("ran-once\n"));
        QCOMPARE(m_emulator.stat("execPosts") - posts, 1);
        cleanup(*backend);
    }

    // A proxy's 502 (or a hang) may hide an exec that started: when the gateway does not know it, the call fails
    // and says why; it is never sent again.
    void ambiguousFaults_areNotSentTwice_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::newRow("502") << QStringLiteral("502");
        QTest::newRow("hang") << QStringLiteral("hang");
    }
    void ambiguousFaults_areNotSentTwice()
    {
        QFETCH(QString, kind);
        auto backend = direct(1500);
        QVERIFY(backend);
        const int posts = m_emulator.stat("execPosts");
        m_emulator.fault(kind, QStringLiteral("/execs"), QStringLiteral("POST"));
        QElapsedTimer clock;
        clock.start();
        ExecJob *job = exec(*backend, "echo never");
        QVERIFY(waitFor(job, 15000));
        QVERIFY(job->outcome().error);
        QVERIFY(job->outcome().mayHaveStarted);
        QVERIFY2(job->outcome().error->message.contains(QLatin1String("not sent again")),
                 qPrintable(job->outcome().error->message));
        QVERIFY(clock.elapsed() < 8000);
        QCOMPARE(m_emulator.stat("execPosts") - posts, 0);
        cleanup(*backend);
    }

    void badAnswers_giveClearErrors_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("expected");
        QTest::newRow("401") << QStringLiteral("401")
                             << QStringLiteral("refused the credential from TOOL_GATEWAY_USER_TOKEN");
        QTest::newRow("html") << QStringLiteral("html") << QStringLiteral("not JSON");
        QTest::newRow("truncated") << QStringLiteral("truncated") << QStringLiteral("modal gateway API");
    }
    void badAnswers_giveClearErrors()
    {
        QFETCH(QString, kind);
        QFETCH(QString, expected);
        auto e = engine(config(), environment());
        const int before = m_emulator.running();
        m_emulator.fault(kind, QStringLiteral("/v1/sandboxes"), QStringLiteral("POST"));
        const auto r = e->run("true", QStringLiteral("bad"));
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(expected) && r.text.contains(QLatin1String("modal")), qPrintable(r.text));
        QVERIFY(!r.text.contains(QLatin1String(ModalGatewayEmulatorProcess::kToken)));
        e->cleanupAll();
        QCOMPARE(m_emulator.running(), before);
    }

    void badConfiguration_givesClearErrors_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("token");
        QTest::addColumn<QString>("expected");
        QTest::newRow("no token") << "managed"
                                  << "emulator" << false << "TOOL_GATEWAY_USER_TOKEN";
        QTest::newRow("no url") << "managed"
                                << "" << true << "modal.gateway_url";
        QTest::newRow("plain http elsewhere") << "managed"
                                              << "http://gateway.example.com" << true << "needs https";
        QTest::newRow("token in the url") << "managed"
                                          << "https://u:p@gateway.example.com" << true << "password";
        QTest::newRow("nobody there") << "managed"
                                      << "http://127.0.0.1:9" << true << "could not be reached";
        QTest::newRow("auto, nothing") << "auto"
                                       << "" << false
                                       << "no direct Modal credentials or managed Modal gateway configuration";
    }
    void badConfiguration_givesClearErrors()
    {
        QFETCH(QString, mode);
        QFETCH(QString, url);
        QFETCH(bool, token);
        QFETCH(QString, expected);
        core::Config c = config();
        c.modal.mode = mode;
        c.modal.gatewayUrl = url == QLatin1String("emulator") ? m_emulator.url() : url;
        const int creates = m_emulator.stat("creates");
        auto e = engine(c, environment(token));
        const auto r = e->run("true", QStringLiteral("conf"));
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(expected) && r.text.contains(QLatin1String("modal")), qPrintable(r.text));
        QVERIFY(!r.text.contains(QLatin1String(ModalGatewayEmulatorProcess::kToken)));
        QCOMPARE(m_emulator.stat("creates"), creates);
    }

    // The sandbox ends behind Airlock's back (its lifetime, the gateway): the next call runs in a new one and says
    // the state was lost.
    void expiredSandbox_isRebuilt()
    {
        auto e = engine(config(), environment());
        QCOMPARE(e->run("cd /tmp && echo first > /root/f", QStringLiteral("gone")).exitCode, 0);
        QString id;
        for (const QJsonValue &box : m_emulator.sandboxes())
            if (box[QLatin1String("logicalKey")] == QLatin1String("gone") &&
                box[QLatin1String("status")] == QLatin1String("running"))
                id = box[QLatin1String("id")].toString();
        QVERIFY(!id.isEmpty());
        m_emulator.admin("POST", QStringLiteral("sandbox/%1/expire").arg(id));
        const auto r = e->run("pwd; cat /root/f 2>/dev/null || echo fresh", QStringLiteral("gone"));
        QVERIFY2(!r.isError, qPrintable(r.text));
        QCOMPARE(EngineFixture::body(r), QStringLiteral("/root\nfresh\n"));
        QVERIFY2(r.text.contains(QLatin1String("state was lost")), qPrintable(r.text));
        e->cleanupAll();
    }

    // auto prefers Modal's own credentials, then the gateway; managed uses the gateway even when both are there.
    void modeSelection_data()
    {
        QTest::addColumn<QString>("mode");
        QTest::addColumn<bool>("directCredentials");
        QTest::addColumn<QString>("expected");
        QTest::newRow("auto, both") << "auto" << true << "direct";
        QTest::newRow("auto, gateway only") << "auto" << false << "managed";
        QTest::newRow("managed, both") << "managed" << true << "managed";
        QTest::newRow("direct, both") << "direct" << true << "direct";
    }
    void modeSelection()
    {
        QFETCH(QString, mode);
        QFETCH(bool, directCredentials);
        QFETCH(QString, expected);
        core::Config c = config();
        c.modal.mode = mode;
        c.modal.baseUrl = QStringLiteral("http://127.0.0.1:9"); // direct mode reaches nothing: no sandbox made
        QProcessEnvironment env = environment();
        if (directCredentials) {
            env.insert(QStringLiteral("MODAL_TOKEN_ID"), QStringLiteral("id"));
            env.insert(QStringLiteral("MODAL_TOKEN_SECRET"), QStringLiteral("secret"));
        }
        BackendFactory factory(c, env);
        auto made = factory.create(QStringLiteral("modal"), QStringLiteral("sel"), nullptr);
        QVERIFY2(made.ok(), qPrintable(made.ok() ? QString() : made.error().message));
        std::unique_ptr<Backend> backend(made.value());
        QSignalSpy started(backend.get(), &Backend::started);
        backend->start(); // the API is chosen at once (no keychain involved)
        QCOMPARE(backend->facts().value(QStringLiteral("mode")).toString(), expected);
        if (expected == QLatin1String("managed")) {
            QVERIFY(started.count() == 1 || started.wait(20000));
            cleanup(*static_cast<ModalBackend *>(backend.get()));
        } // direct mode's calls to nobody are cancelled with the backend
    }

    // With the keychain: auto asks it for Modal's own credentials first, then for the gateway's token.
    void modeSelection_fromTheKeychain()
    {
        core::Config c = config();
        c.modal.mode = QStringLiteral("auto");
        BackendFactory factory(c, environment(false));
        QStringList asked;
        SecretAccess access;
        access.lookup = [&asked](const QString &name, QObject *, SecretAccess::Done done) {
            asked << name;
            done(name == QLatin1String("modal-gateway-token") ? QLatin1String(ModalGatewayEmulatorProcess::kToken)
                                                              : QLatin1String(""),
                 {});
        };
        factory.setSecretAccess(access);
        auto made = factory.create(QStringLiteral("modal"), QStringLiteral("kc"), nullptr);
        QVERIFY(made.ok());
        std::unique_ptr<Backend> backend(made.value());
        QSignalSpy started(backend.get(), &Backend::started);
        backend->start();
        QVERIFY(started.count() == 1 || started.wait(20000));
        QCOMPARE(backend->facts().value(QStringLiteral("mode")).toString(), QStringLiteral("managed"));
        QCOMPARE(asked, (QStringList{QStringLiteral("modal-token-id"), QStringLiteral("modal-token-secret"),
                                     QStringLiteral("modal-gateway-token")}));
        cleanup(*static_cast<ModalBackend *>(backend.get()));
    }

    // The gateway cannot list sandboxes: each one made is written down on this machine (ModalGatewayLedger), so that
    // the next Airlock finds what one that died left and terminates it, and leaves a live Airlock's sandbox alone.
    // The token is only in the keychain here: asked when the finder looks, not when it is made.
    void leftovers_ofADeadAirlock_areFoundInTheLedgerAndTerminated()
    {
        const ModalGatewayLedger ledger;
        QDir(ledger.directory()).removeRecursively();
        ModalGatewayApi::Options api;
        api.origin = QUrl(m_emulator.url());
        api.token = QLatin1String(ModalGatewayEmulatorProcess::kToken);
        api.tokenSource = QStringLiteral("TOOL_GATEWAY_USER_TOKEN");
        ModalGatewayApi maker(api);
        const auto make = [&maker](const QString &owner, const QString &task) {
            ModalSandboxSpec spec;
            spec.image = QStringLiteral("debian:12");
            spec.tags = {{QStringLiteral("airlock.instance"), owner}, {QStringLiteral("airlock.task"), task}};
            QString id;
            bool answered = false;
            maker.createSandbox(spec, [&id, &answered](const core::Result<ModalSandboxInfo> &made) {
                answered = true;
                if (made.ok())
                    id = made.value().id;
            });
            return QTest::qWaitFor([&answered] { return answered; }, 20000) ? id : QString();
        };
        const QString dead = QStringLiteral("%1:%2:1").arg(QSysInfo::machineHostName()).arg(::getpid());
        QVERIFY(OwnerInstance::isGone(dead));
        const QString left = make(dead, QStringLiteral("crashed-task"));
        const QString live = make(OwnerInstance::current(), QStringLiteral("live-task"));
        QVERIFY(!left.isEmpty() && !live.isEmpty());
        QCOMPARE(ledger.recorded(api.origin).size(), 2);

        BackendFactory factory(config(), environment(false));
        int lookups = 0;
        SecretAccess access;
        access.lookup = [&lookups](const QString &name, QObject *, SecretAccess::Done done) {
            ++lookups;
            done(name == QLatin1String("modal-gateway-token") ? QLatin1String(ModalGatewayEmulatorProcess::kToken)
                                                              : QLatin1String(""),
                 {});
        };
        factory.setSecretAccess(access);
        QObject owner;
        LeftoverFinder *finder = nullptr;
        for (LeftoverFinder *candidate : factory.leftoverFinders(&owner))
            finder = candidate->kind() == QLatin1String("modal") ? candidate : finder;
        QVERIFY(finder);
        QCOMPARE(lookups, 0);
        QList<Leftover> found;
        QString problem = QStringLiteral("no answer");
        finder->find([&found, &problem](const QList<Leftover> &leftovers, const QString &why) {
            found = leftovers;
            problem = why;
        });
        QTRY_VERIFY_WITH_TIMEOUT(problem != QLatin1String("no answer"), 15000);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(lookups, 1);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().id, left);
        QCOMPARE(found.first().taskId, QStringLiteral("crashed-task"));
        QCOMPARE(found.first().kind, QStringLiteral("modal"));

        bool removed = false;
        finder->remove(found.first(), [&removed](bool ok, const QString &) { removed = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(removed, 15000);
        QCOMPARE(m_emulator.running(), 1);
        QCOMPARE(ledger.recorded(api.origin).size(), 1);
        QCOMPARE(ledger.recorded(api.origin).first().id, live);

        // The live one ends as its own Airlock's cleanup ends it, and is crossed out too.
        bool ended = false;
        maker.terminate(live, [&ended](const core::Result<bool> &result) { ended = result.ok(); });
        QTRY_VERIFY_WITH_TIMEOUT(ended, 15000);
        QCOMPARE(m_emulator.running(), 0);
        QVERIFY(ledger.recorded(api.origin).isEmpty());
    }
};

QTEST_MAIN(TestModalGateway)
#include "tst_modalgateway.moc"
