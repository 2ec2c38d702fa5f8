// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// No Secret Service at all (a private D-Bus session with nothing on it, from with-keyring.sh --no-secret-service):
// every keychain operation fails with a clear message, nothing is ever written in plain text, and what comes from the
// environment keeps working.
#include "AirlockProcess.h"
#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "FakeSudo.h"
#include "SecretSearch.h"
#include "gui/MainWindow.h"
#include "secrets/SecretStore.h"

#include <QLabel>

#include <QSignalSpy>
#include <QTest>

using airlock::secrets::SecretJob;
using airlock::secrets::SecretOrigin;
using airlock::secrets::SecretStore;
using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;
using airlock::test::IsolatedEnvironment;
using airlock::test::Run;

namespace {

const QByteArray kCanary = "no-keychain-canary-93";

bool waitFor(SecretJob *job)
{
    if (job->isFinished())
        return true;
    QSignalSpy spy(job, &SecretJob::finished);
    return spy.wait(30000);
}

void verifyClearError(const SecretJob &job)
{
    QVERIFY(job.hasError());
    QCOMPARE(job.error().kind, airlock::core::ErrorKind::Unavailable);
    QVERIFY2(job.error().message.contains(QLatin1String("no keychain is available")), qPrintable(job.error().message));
    QVERIFY2(job.error().message.contains(QLatin1String("never in a file")), qPrintable(job.error().message));
}

} // namespace

class TestNoKeychain : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariable("AIRLOCK_TEST_KEYRING") == QLatin1String("none"),
                 "run through tests/fixtures/keyring/with-keyring.sh --no-secret-service");
    }

    void storeOperations_failWithAClearMessage()
    {
        SecretStore store;
        std::unique_ptr<SecretJob> write(store.write(QStringLiteral("modal-token-id"), QString::fromLatin1(kCanary)));
        QVERIFY(waitFor(write.get()));
        verifyClearError(*write);
        std::unique_ptr<SecretJob> read(store.read(QStringLiteral("modal-token-id")));
        QVERIFY(waitFor(read.get()));
        verifyClearError(*read);
        QVERIFY(!read->found());
        std::unique_ptr<SecretJob> remove(store.remove(QStringLiteral("modal-token-id")));
        QVERIFY(waitFor(remove.get()));
        verifyClearError(*remove);
        std::unique_ptr<SecretJob> list(store.list());
        QVERIFY(waitFor(list.get()));
        verifyClearError(*list);
    }

    void environment_stillWorks()
    {
        SecretStore store;
        QProcessEnvironment env;
        env.insert(QStringLiteral("SUDO_PASSWORD"), QStringLiteral("from-environment"));
        std::unique_ptr<SecretJob> resolved(store.resolve(QStringLiteral("sudo-password/local/host"), env));
        QVERIFY(waitFor(resolved.get()));
        QVERIFY(!resolved->hasError());
        QCOMPARE(resolved->origin(), SecretOrigin::Environment);
        QCOMPARE(resolved->value(), QStringLiteral("from-environment"));
    }

    void cli_saysTheKeychainIsMissing_andWritesNothing()
    {
        IsolatedEnvironment home;
        const Run set = airlock::test::runAirlock(
            {QStringLiteral("secret"), QStringLiteral("set"), QStringLiteral("daytona-api-key")}, kCanary + '\n', home);
        QCOMPARE(set.exitCode, 3);
        QVERIFY2(set.err.contains("no keychain is available"), set.err.constData());
        QVERIFY(!set.err.contains(kCanary));

        const Run get = airlock::test::runAirlock(
            {QStringLiteral("secret"), QStringLiteral("get"), QStringLiteral("daytona-api-key")}, {}, home);
        QCOMPARE(get.exitCode, 3);
        QVERIFY(get.out.isEmpty());

        const Run list = airlock::test::runAirlock({QStringLiteral("secret"), QStringLiteral("list")}, {}, home);
        QCOMPARE(list.exitCode, 3);
        QVERIFY2(list.err.contains("no keychain is available"), list.err.constData());
        QVERIFY2(list.out.contains("daytona-api-key\t"), list.out.constData());

        // Neither Airlock's folders nor the session's HOME and XDG folders hold the value (no QSettings fallback).
        QCOMPARE(airlock::test::filesContaining(home.path("."), kCanary), QStringList());
        QCOMPARE(airlock::test::filesContaining(qEnvironmentVariable("AIRLOCK_TEST_KEYRING_ROOT"), kCanary),
                 QStringList());
    }

    void cli_environmentStillWorks()
    {
        IsolatedEnvironment home;
        QProcessEnvironment env = home.environment();
        env.insert(QStringLiteral("DAYTONA_API_KEY"), QStringLiteral("env-only"));
        QProcess process;
        process.setProcessEnvironment(env);
        process.start(airlock::test::airlockBinary(),
                      {QStringLiteral("secret"), QStringLiteral("get"), QStringLiteral("daytona-api-key")});
        QVERIFY(process.waitForFinished(30000));
        QCOMPARE(process.exitCode(), 0);
        QCOMPARE(process.readAllStandardOutput(), QByteArray("env-only\n"));
    }

    void sudo_withNothingToGive_saysTheKeychainIsMissing()
    {
        airlock::test::FakeSudo sudo("unused");
        QProcessEnvironment env = sudo.environment(QProcessEnvironment::systemEnvironment());
        env.remove(QStringLiteral("SUDO_PASSWORD"));
        EngineFixture engine({}, env);
        QSignalSpy answered(engine.engine.get(), &airlock::engine::Engine::credentialsChanged);
        QVERIFY(answered.wait(30000));
        const auto r = engine.run("sudo echo never");
        QVERIFY(!EngineFixture::body(r).contains(QStringLiteral("never\n")));
        QVERIFY2(r.text.contains(QStringLiteral("[note: sudo asked for a password and Airlock has none: the keychain "
                                                "could not be asked: no keychain is available")),
                 qPrintable(r.text));
    }

    void ssh_withoutItsPassword_saysTheKeychainIsMissing()
    {
        BackendUnderTest ssh(QStringLiteral("ssh"));
        QString why;
        QVERIFY2(ssh.setUp(&why), qPrintable(why));
        auto config = ssh.config();
        config.ssh.identityFile = ssh.ssh().path("wrong_key");
        config.ssh.useAgent = false;
        QProcessEnvironment env = ssh.environment();
        env.remove(QStringLiteral("AIRLOCK_SSH_PASSWORD"));
        EngineFixture engine(config, env);
        const auto r = engine.run("true");
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(QStringLiteral("password (none in AIRLOCK_SSH_PASSWORD or the keychain)")),
                 qPrintable(r.text));
        QVERIFY2(r.text.contains(QStringLiteral("The keychain could not be asked: no keychain is available")),
                 qPrintable(r.text));
        ssh.tearDown();
    }

    void desktop_showsThatTheKeychainIsUnavailable()
    {
        EngineFixture engine;
        QSignalSpy answered(engine.engine.get(), &airlock::engine::Engine::credentialsChanged);
        airlock::gui::MainWindow window(engine.engine.get());
        window.show();
        auto *label = window.findChild<QLabel *>(QStringLiteral("keychainLabel"));
        QVERIFY(label);
        QVERIFY(answered.wait(30000));
        QTRY_VERIFY_WITH_TIMEOUT(label->isVisible(), 5000);
        QVERIFY(label->text().contains(QStringLiteral("Keychain unavailable")));
        QVERIFY2(label->toolTip().contains(QStringLiteral("no keychain is available")), qPrintable(label->toolTip()));
    }
};

QTEST_MAIN(TestNoKeychain)
#include "tst_nokeychain.moc"
