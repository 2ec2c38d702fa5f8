// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// ModalGrpcApi (Modal's gRPC API, `direct` mode) against modal-emulator, the test emulator of that API slice.
#include "backends/ModalGrpcApi.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace airlock::backends;
using airlock::core::ErrorKind;

namespace {

struct End {
    bool done = false;
    int code = -1;
    std::optional<airlock::core::Error> error;
    bool mayHaveStarted = true, gone = false;
    QByteArray out, err;
    QList<int> order;
};

} // namespace

class TestModalGrpc : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QProcess m_emulator;
    QString m_endpoint;
    std::unique_ptr<ModalGrpcApi> m_api;

    void fault(const QString &text)
    {
        QFile file(m_dir.filePath(QStringLiteral("fault")));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text.toUtf8());
    }
    template<typename T> airlock::core::Result<T> await(std::function<void(ModalApi::Done<T>)> call)
    {
        std::optional<airlock::core::Result<T>> result;
        call([&result](const airlock::core::Result<T> &r) { result = r; });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 30000); }();
        return result ? *result : airlock::core::Result<T>(airlock::core::Error::executionFailed(QStringLiteral("-")));
    }
    airlock::core::Result<ModalSandboxInfo> tryCreate(ModalApi &api, const QString &image)
    {
        ModalSandboxSpec spec;
        spec.image = image;
        spec.timeoutSecs = 600;
        spec.tags.insert(QStringLiteral("airlock.task"), QStringLiteral("build"));
        return await<ModalSandboxInfo>([&](auto done) { api.createSandbox(spec, done); });
    }
    ModalSandboxInfo create(ModalApi &api)
    {
        ModalSandboxSpec spec;
        spec.image = QStringLiteral("debian:12");
        spec.timeoutSecs = 600;
        spec.env.insert(QStringLiteral("GREETING"), QStringLiteral("hello"));
        spec.tags.insert(QStringLiteral("airlock.task"), QStringLiteral("t1"));
        spec.tags.insert(QStringLiteral("airlock.instance"), QStringLiteral("host:1:2"));
        auto r = await<ModalSandboxInfo>([&](auto done) { api.createSandbox(spec, done); });
        return r.ok() ? r.value() : ModalSandboxInfo{};
    }
    End run(ModalApi &api, const QString &id, const QStringList &argv, int timeout = 60, bool keep = true)
    {
        End end;
        ModalExec *exec = api.exec(id, argv, timeout, this);
        connect(exec, &ModalExec::output, this, [&end, keep](OutputStream s, const QByteArray &b) {
            if (keep)
                (s == OutputStream::Stdout ? end.out : end.err) += b;
            else
                end.order.append(int(b.size()));
        });
        connect(exec, &ModalExec::finished, this, [&end](int c, const auto &e, bool m, bool g) {
            end = {true, c, e, m, g, end.out, end.err, end.order};
        });
        [&] { QTRY_VERIFY_WITH_TIMEOUT(end.done, 120000); }();
        delete exec;
        return end;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString portFile = m_dir.filePath(QStringLiteral("port"));
        m_emulator.start(QStringLiteral(MODAL_EMULATOR),
                         {QStringLiteral("--state"), m_dir.path(), QStringLiteral("--port-file"), portFile});
        QTRY_VERIFY_WITH_TIMEOUT(QFile::exists(portFile), 10000);
        QFile file(portFile);
        QVERIFY(file.open(QIODevice::ReadOnly));
        m_endpoint = QStringLiteral("http://127.0.0.1:") + QString::fromUtf8(file.readAll());
        m_api = std::make_unique<ModalGrpcApi>(ModalGrpcApi::Options{
            m_endpoint, QStringLiteral("emu-id"), QStringLiteral("emu-secret"), QStringLiteral("airlock"), {}});
    }
    void cleanupTestCase()
    {
        m_api.reset();
        m_emulator.kill();
        m_emulator.waitForFinished();
    }

    void execStreamsStdoutAndStderrApartWithExitCode()
    {
        QCOMPARE(m_api->mode(), QStringLiteral("direct"));
        const auto box = create(*m_api);
        QVERIFY(box.id.startsWith(QLatin1String("sb-")));
        const End end = run(
            *m_api, box.id,
            {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo out $GREETING; echo err >&2; exit 3")});
        QVERIFY2(!end.error, end.error ? qPrintable(end.error->message) : "");
        QCOMPARE(end.code, 3);
        QCOMPARE(end.out, QByteArray("out hello\n"));
        QCOMPARE(end.err, QByteArray("err\n"));
        QElapsedTimer timer;
        timer.start();
        const int n = 20;
        for (int i = 0; i < n; ++i) {
            const End t = run(*m_api, box.id, {QStringLiteral("true")});
            QVERIFY2(t.code == 0, t.err.constData());
        }
        const double grpcMs = double(timer.elapsed()) / n;
        timer.restart();
        for (int i = 0; i < n; ++i) {
            QProcess local;
            local.start(QStringLiteral("true"));
            QVERIFY(local.waitForFinished());
        }
        qInfo("anchor: a local QProcess `true`: %.1f ms", double(timer.elapsed()) / n);
        qInfo("per-exec latency of `true` over gRPC to modal-emulator: %.1f ms", grpcMs);
        QVERIFY(await<bool>([&](auto done) { m_api->terminate(box.id, done); }).ok());
    }

    // An image Modal is still building is followed with ImageJoinStreaming until its build ends (the emulator builds
    // "building/…" for 1.5 s and refuses a sandbox on it before), and a failed build is the call's error, with why.
    void imageStillBeingBuilt_isWaitedFor_andAFailedBuildSaysWhy()
    {
        QElapsedTimer clock;
        clock.start();
        const auto built = tryCreate(*m_api, QStringLiteral("building/debian:12"));
        QVERIFY2(built.ok(), built.ok() ? "" : qPrintable(built.error().message));
        QVERIFY2(clock.elapsed() >= 1000, qPrintable(QString::number(clock.elapsed())));
        QVERIFY(run(*m_api, built.value().id, {QStringLiteral("true")}).code == 0);
        QFile joins(m_dir.filePath(QStringLiteral("joins")));
        QVERIFY(joins.open(QIODevice::ReadOnly));
        QVERIFY(joins.readAll().startsWith("im-building/debian:12 \n"));
        QVERIFY(await<bool>([&](auto done) { m_api->terminate(built.value().id, done); }).ok());
        // Asked again once built: no wait.
        clock.restart();
        const auto again = tryCreate(*m_api, QStringLiteral("building/debian:12"));
        QVERIFY(again.ok());
        QVERIFY(await<bool>([&](auto done) { m_api->terminate(again.value().id, done); }).ok());

        const auto failed = tryCreate(*m_api, QStringLiteral("failing-build/debian:12"));
        QVERIFY(!failed.ok());
        QCOMPARE(failed.error().kind, ErrorKind::ExecutionFailed);
        QVERIFY2(failed.error().message.contains(QLatin1String("the image failing-build/debian:12 could not be built: "
                                                               "emulated build failure")),
                 qPrintable(failed.error().message));
    }

    void timeoutEndsTheCommandOnTheServer()
    {
        const auto box = create(*m_api);
        QElapsedTimer timer;
        timer.start();
        const End end = run(*m_api, box.id, {QStringLiteral("sleep"), QStringLiteral("30")}, 1);
        QVERIFY(timer.elapsed() < 10000);
        QVERIFY(end.error || end.code != 0);
    }

    void cancelKillsTheRemoteCommand()
    {
        const auto box = create(*m_api);
        // The command's pid as this machine sees it (the emulator's sandboxes share its /proc, as execs share one
        // container on Modal).
        ModalExec *exec = m_api->exec(
            box.id, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("echo $$ > /tmp/pid; exec sleep 60")},
            120, this);
        QSignalSpy finished(exec, &ModalExec::finished);
        QFile pidFile(m_dir.filePath(box.id + QStringLiteral("/fs/tmp/pid")));
        QTRY_VERIFY_WITH_TIMEOUT(pidFile.exists() && pidFile.size() > 0, 10000);
        QVERIFY(pidFile.open(QIODevice::ReadOnly));
        const QString proc = QStringLiteral("/proc/") + QString::fromUtf8(pidFile.readAll()).trimmed();
        QVERIFY(QFile::exists(proc));
        exec->cancel();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QTRY_VERIFY_WITH_TIMEOUT(!QFile::exists(proc), 10000); // killed by Airlock's second exec, not by the emulator
        delete exec;
    }

    void terminatedOrExpiredSandboxIsGone()
    {
        const auto box = create(*m_api);
        QCOMPARE(await<bool>([&](auto done) { m_api->isRunning(box.id, done); }).value(), true);
        QFile admin(m_dir.filePath(QStringLiteral("admin")));
        QVERIFY(admin.open(QIODevice::WriteOnly));
        admin.write("expire " + box.id.toUtf8() + '\n');
        admin.close();
        QCOMPARE(await<bool>([&](auto done) { m_api->isRunning(box.id, done); }).value(), false);
        const End end = run(*m_api, box.id, {QStringLiteral("true")});
        QVERIFY(end.error);
        QVERIFY(end.gone);
        QVERIFY(!end.mayHaveStarted);
    }

    void listTaggedFindsRunningSandboxes()
    {
        const auto box = create(*m_api);
        auto list = await<QList<ModalSandboxInfo>>(
            [&](auto done) { m_api->listTagged(QStringLiteral("airlock.instance"), done); });
        QVERIFY(list.ok());
        bool found = false;
        for (const auto &info : list.value())
            found =
                found || (info.id == box.id && info.tags.value(QStringLiteral("airlock.task")) == QLatin1String("t1"));
        QVERIFY(found);
    }

    void faultsMapToErrorKinds_data()
    {
        QTest::addColumn<QString>("fault");
        QTest::addColumn<int>("kind");
        QTest::newRow("unavailable") << "unavailable" << int(ErrorKind::Unavailable);
        QTest::newRow("exhausted") << "exhausted" << int(ErrorKind::Unavailable);
        QTest::newRow("unauthenticated") << "unauthenticated" << int(ErrorKind::ExecutionFailed);
    }
    void faultsMapToErrorKinds()
    {
        QFETCH(QString, fault);
        QFETCH(int, kind);
        const auto box = create(*m_api);
        this->fault(fault);
        const End end = run(*m_api, box.id, {QStringLiteral("true")});
        QVERIFY(end.error);
        QCOMPARE(int(end.error->kind), kind);
        QVERIFY(!end.mayHaveStarted);
        QVERIFY(!end.error->message.contains(QLatin1String("emu-secret")));
        if (fault == QLatin1String("unauthenticated"))
            QVERIFY(end.error->message.contains(QLatin1String("MODAL_TOKEN_ID")));
    }

    void wrongTokenIsRefusedWithoutEchoingIt()
    {
        ModalGrpcApi api({m_endpoint, QStringLiteral("emu-id"), QStringLiteral("wrong-secret-xyz"), {}, {}}, nullptr);
        auto r = await<ModalSandboxInfo>([&](auto done) { api.createSandbox({}, done); });
        QVERIFY(!r.ok());
        QVERIFY(r.error().message.contains(QLatin1String("MODAL_TOKEN_SECRET")));
        QVERIFY(!r.error().message.contains(QLatin1String("wrong-secret-xyz")));
    }

    void refusedConnectionIsUnavailableQuickly()
    {
        ModalGrpcApi api({QStringLiteral("http://127.0.0.1:1"), QStringLiteral("a"), QStringLiteral("b"), {}, {}},
                         nullptr);
        QElapsedTimer timer;
        timer.start();
        auto r = await<bool>([&](auto done) { api.isRunning(QStringLiteral("sb-x"), done); });
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, ErrorKind::Unavailable);
        QVERIFY(timer.elapsed() < 15000);
    }

    void bigOutputIsStreamed()
    {
        const auto box = create(*m_api);
        const End end = run(*m_api, box.id,
                            {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("head -c 209715200 /dev/zero")},
                            120, false);
        QVERIFY2(!end.error, end.error ? qPrintable(end.error->message) : "");
        qint64 total = 0;
        for (int n : end.order)
            total += n;
        QCOMPARE(total, qint64(209715200));
        QVERIFY(end.order.size() > 10);
    }
};

QTEST_GUILESS_MAIN(TestModalGrpc)
#include "tst_modalgrpc.moc"
