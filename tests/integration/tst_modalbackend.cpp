// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// ModalBackend against a fake ModalApi that runs each exec's argv as a local process (no network): the real wrapper
// and state record are exercised. Then the whole pipeline (engine, factory, ModalGrpcApi) in direct mode against
// modal-emulator, the test emulator of Modal's gRPC API (tests/emulators/modal).
#include "EngineFixture.h"
#include "backends/ModalBackend.h"
#include "backends/ModalGrpcApi.h"
#include "backends/ModalLeftovers.h"
#include "backends/OwnerInstance.h"

#include <QSysInfo>

#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace airlock;
using namespace airlock::backends;

namespace {

class LocalExec final : public ModalExec
{
public:
    LocalExec(const QStringList &argv, QObject *parent)
        : ModalExec(parent)
    {
        connect(&m_process, &QProcess::readyReadStandardOutput, this,
                [this] { emit output(OutputStream::Stdout, m_process.readAllStandardOutput()); });
        connect(&m_process, &QProcess::readyReadStandardError, this,
                [this] { emit output(OutputStream::Stderr, m_process.readAllStandardError()); });
        connect(&m_process, &QProcess::finished, this, [this](int code, QProcess::ExitStatus status) {
            emit output(OutputStream::Stdout, m_process.readAllStandardOutput());
            emit finished(status == QProcess::NormalExit ? code : 137, std::nullopt, true, gone);
        });
        m_process.start(argv.first(), argv.mid(1));
    }
    void cancel() override { m_process.kill(); }
    bool gone = false;

private:
    QProcess m_process;
};

// modal-emulator (tests/emulators/modal) on a port of its own, ended with the test.
class EmulatorProcess final
{
public:
    ~EmulatorProcess()
    {
        m_process.kill();
        m_process.waitForFinished();
    }
    bool start()
    {
        const QString portFile = m_state.filePath(QStringLiteral("port"));
        m_process.start(QStringLiteral(MODAL_EMULATOR),
                        {QStringLiteral("--state"), m_state.path(), QStringLiteral("--port-file"), portFile});
        if (!m_state.isValid() ||
            !QTest::qWaitFor([&] { return QFile::exists(portFile) && QFileInfo(portFile).size() > 0; }, 10000))
            return false;
        QFile port(portFile);
        if (!port.open(QIODevice::ReadOnly))
            return false;
        m_endpoint = QStringLiteral("http://127.0.0.1:") + QString::fromUtf8(port.readAll()).trimmed();
        return true;
    }
    QString endpoint() const { return m_endpoint; }

private:
    QTemporaryDir m_state;
    QProcess m_process;
    QString m_endpoint;
};

class FakeApi final : public ModalApi
{
public:
    using ModalApi::ModalApi;
    QString mode() const override { return QStringLiteral("fake"); }
    QString endpoint() const override { return QStringLiteral("local"); }
    void createSandbox(const ModalSandboxSpec &spec, Done<ModalSandboxInfo> done) override
    {
        created = spec;
        done(ModalSandboxInfo{QStringLiteral("sb-1"), spec.image, {}, {}, spec.tags});
    }
    ModalExec *exec(const QString &, const QStringList &argv, int, QObject *parent) override
    {
        auto *e = new LocalExec(argv, parent);
        e->gone = nextGone;
        return e;
    }
    void terminate(const QString &, Done<bool> done) override
    {
        ++terminated;
        done(true);
    }
    void isRunning(const QString &, Done<bool> done) override { done(true); }
    void listTagged(const QString &, Done<QList<ModalSandboxInfo>> done) override { done(QList<ModalSandboxInfo>{}); }
    ModalSandboxSpec created;
    int terminated = 0;
    bool nextGone = false;
};

} // namespace

ModalSandboxSpec specIn(const QString &dir)
{
    ModalSandboxSpec spec;
    spec.workdir = dir;
    return spec;
}

class TestModalBackend : public QObject
{
    Q_OBJECT

private:
    FakeApi *m_api = nullptr;
    ModalBackend *m_backend = nullptr;
    QTemporaryDir m_dir;

    core::ExecOutcome run(const QByteArray &command, int timeoutSecs = 20)
    {
        ExecRequest request;
        request.command = command;
        request.timeoutSecs = timeoutSecs;
        ExecJob *job = m_backend->execute(request, this);
        QSignalSpy done(job, &ExecJob::finished);
        if (!job->isFinished())
            done.wait(30000);
        const core::ExecOutcome outcome = job->outcome();
        delete job;
        return outcome;
    }
    static QByteArray out(const core::ExecOutcome &o) { return QByteArray::fromStdString(o.out.all()); }

private slots:
    void init()
    {
        m_backend = new ModalBackend(ModalBackend::Options{QStringLiteral("t1"),
                                                           specIn(m_dir.path()),
                                                           [this](QObject *parent) {
                                                               m_api = new FakeApi(parent);
                                                               return m_api;
                                                           },
                                                           10,
                                                           {}},
                                     this);
        QSignalSpy started(m_backend, &Backend::started);
        m_backend->start();
        QVERIFY(started.count() == 1 || started.wait(10000));
    }
    void cleanup()
    {
        delete m_backend;
        m_backend = nullptr;
    }

    void tagsNameTheTaskAndOwner()
    {
        QCOMPARE(m_api->created.tags.value(QStringLiteral("airlock.task")), QStringLiteral("t1"));
        QVERIFY(!m_api->created.tags.value(QStringLiteral("airlock.instance")).isEmpty());
    }
    void cwdAndExportsAreCarried()
    {
        QCOMPARE(run("mkdir -p sub && cd sub && export FOO='a b' && BAR=1 && f() { echo fn; }").exitCode, 0);
        const auto o = run("pwd; echo \"$FOO|${BAR-unset}\"; f");
        QCOMPARE(out(o), QByteArray(m_dir.path().toUtf8() + "/sub\na b|unset\nfn\n"));
    }
    void outputIsUnchangedAndExitCodesAreReal()
    {
        const auto o = run("printf 'no newline'; echo err >&2; exit 7");
        QCOMPARE(out(o), QByteArray("no newline"));
        QCOMPARE(QByteArray::fromStdString(o.err.all()), QByteArray("err\n"));
        QCOMPARE(o.exitCode, 7);
    }
    void aFakeRecordCannotChangeTheState()
    {
        run("cd /tmp");
        const auto o = run("printf 'X:B\\nX:C\\n/etc\\nX:E\\nX:F\\nX:Z\\n'");
        QVERIFY(out(o).contains("X:C"));
        QCOMPARE(out(run("pwd")), QByteArray("/tmp\n"));
    }
    void closedStdoutStillReportsState()
    {
        run("cd /tmp; exec >/dev/null");
        QCOMPARE(out(run("pwd")), QByteArray("/tmp\n"));
    }
    void timeoutStopsTheCommand()
    {
        const auto o = run("sleep 30", 1);
        QVERIFY(o.timedOut);
        QCOMPARE(o.exitCode, 124);
    }
    void lostSandboxMakesItUnhealthy()
    {
        m_api->nextGone = true;
        run("true");
        QVERIFY(!m_backend->isHealthy());
        QVERIFY(m_backend->healthProblem().contains(QLatin1String("expired or was deleted")));
    }
    // The factory's direct mode, through the engine, against the emulator: state carried, real exit codes, secrets
    // redacted, and no sandbox left once the task is cleaned up.
    void engine_directModeCarriesStateAndRedacts()
    {
        EmulatorProcess emulator;
        QVERIFY2(emulator.start(), "modal-emulator did not start");
        core::Config config;
        config.backend = QStringLiteral("modal");
        config.modal.mode = QStringLiteral("direct");
        config.modal.baseUrl = emulator.endpoint();
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("MODAL_TOKEN_ID"), QStringLiteral("emu-id"));
        env.insert(QStringLiteral("MODAL_TOKEN_SECRET"), QStringLiteral("emu-secret"));
        {
            test::EngineFixture engine(config, env);
            const auto first = engine.run("mkdir -p /tmp/w && cd /tmp/w && export CARRIED=yes && f() { echo fn; }",
                                          QStringLiteral("m"));
            QVERIFY2(first.exitCode == 0, qPrintable(first.text));
            const auto second = engine.run("pwd; echo $CARRIED; f; exit 3", QStringLiteral("m"));
            QCOMPARE(second.exitCode, 3);
            QVERIFY2(second.text.contains(QStringLiteral("/tmp/w\nyes\nfn\n")), qPrintable(second.text));
            const auto secret = engine.run("echo token=ghp_R8x2kLq9Vm4Tz7Bn1Wc5Yd3Hf6Jg0Ps2Ku8E", QStringLiteral("m"));
            QVERIFY2(!secret.text.contains(QStringLiteral("ghp_R8x2")), qPrintable(secret.text));
            engine.cleanupAll();
        }
        // Nothing left running: the API lists no sandbox carrying the task tag.
        ModalGrpcApi api(ModalGrpcApi::Options{config.modal.baseUrl,
                                               QStringLiteral("emu-id"),
                                               QStringLiteral("emu-secret"),
                                               QStringLiteral("airlock"),
                                               {}});
        std::optional<int> left;
        api.listTagged(QStringLiteral("airlock.task"), [&left](const core::Result<QList<ModalSandboxInfo>> &r) {
            left = r.ok() ? int(r.value().size()) : -1;
        });
        QTRY_VERIFY_WITH_TIMEOUT(left.has_value(), 10000);
        QCOMPARE(*left, 0);
    }
    // What a dead Airlock left on Modal is found by its owner tag and terminated; a live owner's sandbox is not.
    void leftovers_foundByOwnerTagAndTerminated()
    {
        EmulatorProcess emulator;
        QVERIFY2(emulator.start(), "modal-emulator did not start");
        const ModalGrpcApi::Options options{
            emulator.endpoint(), QStringLiteral("emu-id"), QStringLiteral("emu-secret"), QStringLiteral("airlock"), {}};
        auto *api = new ModalGrpcApi(options);
        QStringList made;
        for (const QString &owner :
             {QStringLiteral("%1:999999999:1").arg(QSysInfo::machineHostName()), OwnerInstance::current()}) {
            ModalSandboxSpec spec;
            spec.image = QStringLiteral("debian:12");
            spec.tags = {{QStringLiteral("airlock.task"), QStringLiteral("old")},
                         {QStringLiteral("airlock.instance"), owner}};
            const qsizetype expected = made.size() + 1;
            api->createSandbox(spec, [&made](const core::Result<ModalSandboxInfo> &r) {
                made << (r.ok() ? r.value().id : QStringLiteral("failed: ") + r.error().message);
            });
            QTRY_COMPARE_WITH_TIMEOUT(made.size(), expected, 10000); // in order: the dead owner's comes first
        }
        QTRY_COMPARE_WITH_TIMEOUT(made.size(), 2, 10000);
        QVERIFY2(!made.join(QLatin1Char(' ')).contains(QStringLiteral("failed")),
                 qPrintable(made.join(QLatin1Char(' '))));
        ModalLeftoverFinder finder(api, nullptr);
        QList<Leftover> found;
        bool answered = false;
        finder.find([&](const QList<Leftover> &leftovers, const QString &) {
            found = leftovers;
            answered = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(answered, 10000);
        QStringList owners;
        for (const Leftover &l : found)
            owners << l.id + QLatin1Char('=') + l.owner;
        QVERIFY2(found.size() == 1,
                 qPrintable(owners.join(QLatin1Char(' ')) + QStringLiteral(" made: ") + made.join(QLatin1Char(' ')) +
                            QStringLiteral(" me: ") + OwnerInstance::current()));
        QCOMPARE(found.first().id, made.first());
        QCOMPARE(found.first().taskId, QStringLiteral("old"));
        std::optional<bool> removed;
        finder.remove(found.first(), [&removed](bool ok, const QString &) { removed = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(removed.has_value(), 10000);
        QVERIFY(*removed);
        std::optional<int> running;
        api->listTagged(QStringLiteral("airlock.task"), [&running](const core::Result<QList<ModalSandboxInfo>> &r) {
            running = r.ok() ? int(r.value().size()) : -1;
        });
        QTRY_VERIFY_WITH_TIMEOUT(running.has_value(), 10000);
        QCOMPARE(*running, 1); // the live owner's sandbox stays
    }
    void cleanupTerminatesTheSandbox()
    {
        QSignalSpy cleaned(m_backend, &Backend::cleanedUp);
        m_backend->cleanup();
        QVERIFY(cleaned.count() == 1 || cleaned.wait(5000));
        QCOMPARE(m_api->terminated, 1);
    }
};

QTEST_GUILESS_MAIN(TestModalBackend)
#include "tst_modalbackend.moc"
