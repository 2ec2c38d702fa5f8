// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Credentials a task finds missing, on a real keychain (with-keyring.sh) and a real sshd: the SSH password and a
// key's passphrase come from the keychain, else from the person (the GUI's question, answered here by the test),
// and are kept in the keychain only when the person says so and only once they proved right. sudo asks the person
// the first time it wants a password (FakeSudo: the test runs as root, where the real sudo never asks).
#include "BackendUnderTest.h"
#include "EngineFixture.h"
#include "FakeSudo.h"
#include "TestUser.h"
#include "secrets/CredentialBroker.h"
#include "secrets/SecretName.h"
#include "secrets/SecretStore.h"

#include <QFile>
#include <QPointer>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>

#include <unistd.h>

using airlock::test::BackendUnderTest;
using airlock::test::EngineFixture;
namespace SecretName = airlock::secrets::SecretName;

namespace {

const char kTestUser[] = "airlock-ssh-test";
const char kTestPassword[] = "Corr3ct-h0rse-battery";
const char kSudoPassword[] = "sudo-Pr0mpt-Passw0rd-77";

// Stands in for the GUI's question: the presenter of the engine's credential broker, recording each question and
// answering from a script of answers.
struct Answer {
    bool given = false;
    QString value;
    bool remember = false;
};

struct Person {
    QList<airlock::secrets::CredentialQuestion> asked;
    QList<Answer> answers; // taken in order; none left: "refuse"
    QObject context;

    void attach(airlock::engine::Engine *engine)
    {
        airlock::secrets::CredentialBroker *broker = engine->credentials();
        broker->setPresenter(true);
        QObject::connect(broker, &airlock::secrets::CredentialBroker::requestAdded, &context,
                         [this](airlock::secrets::CredentialRequest *request) {
                             asked.append(request->question());
                             const Answer given = answers.isEmpty() ? Answer{} : answers.takeFirst();
                             QPointer<airlock::secrets::CredentialRequest> alive(request);
                             QTimer::singleShot(10, &context, [alive, given] { // a person is never instant
                                 if (!alive)
                                     return;
                                 if (given.given)
                                     alive->answer(given.value, given.remember);
                                 else
                                     alive->refuse();
                             });
                         });
    }
};

Answer say(const QString &value, bool remember)
{
    return Answer{true, value, remember};
}

// The keychain's value for `name` (empty when absent), waiting at most `ms` for it to become `expected` when given.
QString keychainValue(const QString &name, const QString &expected = {}, int ms = 0)
{
    airlock::secrets::SecretStore store;
    QString value;
    const auto readIsExpected = [&] {
        airlock::secrets::SecretJob *job = store.read(name);
        QSignalSpy spy(job, &airlock::secrets::SecretJob::finished);
        if (!job->isFinished())
            spy.wait(20000);
        value = job->found() ? job->value() : QString();
        delete job;
        return value == expected;
    };
    if (!readIsExpected() && ms > 0) {
        [[maybe_unused]] const bool became = QTest::qWaitFor(readIsExpected, ms);
    }
    return value;
}

bool forget(const QString &name)
{
    airlock::secrets::SecretStore store;
    airlock::secrets::SecretJob *job = store.remove(name);
    QSignalSpy spy(job, &airlock::secrets::SecretJob::finished);
    const bool ok = job->isFinished() || spy.wait(20000);
    delete job;
    return ok;
}

bool store(const QString &name, const QString &value)
{
    airlock::secrets::SecretStore store;
    airlock::secrets::SecretJob *job = store.write(name, value);
    QSignalSpy spy(job, &airlock::secrets::SecretJob::finished);
    const bool ok = (job->isFinished() || spy.wait(20000)) && !job->hasError();
    delete job;
    return ok;
}

} // namespace

class TestCredentialPrompts : public QObject
{
    Q_OBJECT

public:
    TestCredentialPrompts()
        : m_backend(QStringLiteral("ssh"))
    {}

private:
    // SSH as the test user with a key the server refuses: only the password can work.
    airlock::core::Config passwordConfig() const
    {
        auto config = m_backend.config();
        config.ssh.user = QString::fromLatin1(kTestUser);
        config.ssh.identityFile = m_backend.ssh().path("wrong_key");
        config.ssh.useAgent = false;
        return config;
    }
    QProcessEnvironment sshEnvironment() const
    {
        QProcessEnvironment env = m_backend.environment();
        for (const char *name : {"SSH_AUTH_SOCK", "AIRLOCK_SSH_PASSWORD", "AIRLOCK_SSH_PASSPHRASE", "SUDO_PASSWORD"})
            env.remove(QString::fromLatin1(name));
        return env;
    }
    QString passwordName() const
    {
        return SecretName::sshPassword(QString::fromLatin1(kTestUser), QStringLiteral("127.0.0.1"),
                                       m_backend.ssh().port());
    }
    void needTestUser()
    {
        if (::getuid() != 0)
            QSKIP("a test user with a known password needs root (CI runs as root)");
    }

    QProcessEnvironment sudoEnvironment() const { return m_sudo.environment(sshEnvironment()); }

    BackendUnderTest m_backend;
    airlock::test::FakeSudo m_sudo{kSudoPassword};
    airlock::test::TestUser m_sshUser{QString::fromLatin1(kTestUser)};

private slots:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariable("AIRLOCK_TEST_KEYRING") == QLatin1String("keyring"),
                 "run through tests/fixtures/keyring/with-keyring.sh, never against the person's keychain");
        QVERIFY2(!qEnvironmentVariable("AIRLOCK_BINARY").isEmpty(), "AIRLOCK_BINARY names the airlock binary");
        QString why;
        QVERIFY2(m_backend.setUp(&why), qPrintable(why));
        if (::getuid() == 0)
            QVERIFY2(m_sshUser.create(kTestPassword, false, &why), qPrintable(why));
    }

    void cleanupTestCase() { m_backend.tearDown(); }

    void sshPassword_fromTheKeychain_withoutAsking()
    {
        needTestUser();
        QVERIFY(store(passwordName(), QString::fromLatin1(kTestPassword)));
        Person person;
        EngineFixture engine(passwordConfig(), sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
        person.attach(engine.engine.get());
        const auto r = engine.run("whoami");
        QCOMPARE(EngineFixture::body(r), QString::fromLatin1(kTestUser) + QLatin1Char('\n'));
        QVERIFY(person.asked.isEmpty());
        QVERIFY(forget(passwordName()));
    }

    void sshPassword_askedOfThePerson_keptOnlyOnceItWorked()
    {
        needTestUser();
        QVERIFY(forget(passwordName()));
        {
            // A wrong answer with "remember": refused by the server, never stored.
            Person person;
            person.answers = {say(QStringLiteral("not-the-password"), true)};
            EngineFixture engine(passwordConfig(), sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            const auto r = engine.run("whoami");
            QVERIFY(r.isError);
            QVERIFY2(r.text.contains(QStringLiteral("password (rejected)")), qPrintable(r.text));
            QVERIFY(!r.text.contains(QStringLiteral("not-the-password")));
            QCOMPARE(person.asked.size(), 1);
            QCOMPARE(person.asked[0].name, passwordName());
            QVERIFY(person.asked[0].text.contains(QStringLiteral("asks for a password")));
            QCOMPARE(keychainValue(passwordName()), QString());
        }
        {
            // The right one with "remember": the task runs, and the keychain has it afterwards.
            Person person;
            person.answers = {say(QString::fromLatin1(kTestPassword), true)};
            EngineFixture engine(passwordConfig(), sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            const auto r = engine.run("whoami");
            QCOMPARE(EngineFixture::body(r), QString::fromLatin1(kTestUser) + QLatin1Char('\n'));
            QVERIFY2(r.text.contains(passwordName() + QStringLiteral(" is now kept in the keychain")),
                     qPrintable(r.text));
            QVERIFY(!r.text.contains(QString::fromLatin1(kTestPassword)));
            QCOMPARE(person.asked.size(), 1);
            QCOMPARE(keychainValue(passwordName(), QString::fromLatin1(kTestPassword), 10000),
                     QString::fromLatin1(kTestPassword));
        }
        {
            // Next time nobody is asked.
            Person person;
            EngineFixture engine(passwordConfig(), sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            QCOMPARE(EngineFixture::body(engine.run("whoami")), QString::fromLatin1(kTestUser) + QLatin1Char('\n'));
            QVERIFY(person.asked.isEmpty());
        }
        QVERIFY(forget(passwordName()));
    }

    void sshPassword_usedOnce_isNotKept()
    {
        needTestUser();
        Person person;
        person.answers = {say(QString::fromLatin1(kTestPassword), false)};
        EngineFixture engine(passwordConfig(), sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
        person.attach(engine.engine.get());
        QCOMPARE(EngineFixture::body(engine.run("whoami")), QString::fromLatin1(kTestUser) + QLatin1Char('\n'));
        QCOMPARE(keychainValue(passwordName()), QString());
    }

    void sshPassword_declined_saysSo()
    {
        needTestUser();
        Person person; // answers nothing: the dialog was cancelled
        EngineFixture engine(passwordConfig(), sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
        person.attach(engine.engine.get());
        const auto r = engine.run("whoami");
        QVERIFY(r.isError);
        QVERIFY2(r.text.contains(QStringLiteral("The person at the desk gave no password")), qPrintable(r.text));
        QCOMPARE(person.asked.size(), 1);
    }

    void sshPassphrase_askedOfThePerson_andKept()
    {
        // A key with a passphrase that the server accepts; no agent, nothing stored.
        QTemporaryDir dir;
        const QString key = dir.filePath(QStringLiteral("locked_key"));
        const QString passphrase = QStringLiteral("open-Sesame-42");
        QCOMPARE(airlock::test::runTool(QStringLiteral("ssh-keygen"),
                                        {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"),
                                         QStringLiteral("-N"), passphrase, QStringLiteral("-f"), key},
                                        QProcessEnvironment::systemEnvironment())
                     .exitCode,
                 0);
        QFile authorized(m_backend.ssh().path("authorized_keys"));
        QFile pub(key + QStringLiteral(".pub"));
        QVERIFY(authorized.open(QIODevice::Append) && pub.open(QIODevice::ReadOnly));
        authorized.write(pub.readAll());
        authorized.close();
        const QString name = SecretName::sshPassphrase(key);
        auto config = m_backend.config();
        config.ssh.identityFile = key;
        config.ssh.useAgent = false;
        Person person;
        person.answers = {say(passphrase, true)};
        {
            EngineFixture engine(config, sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            const auto r = engine.run("echo with-the-key");
            QCOMPARE(EngineFixture::body(r), QStringLiteral("with-the-key\n"));
            QCOMPARE(person.asked.size(), 1);
            QCOMPARE(person.asked[0].name, name);
            QVERIFY(person.asked[0].text.contains(key));
            QCOMPARE(keychainValue(name, passphrase, 10000), passphrase);
        }
        {
            EngineFixture engine(config, sshEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            QCOMPARE(EngineFixture::body(engine.run("echo again")), QStringLiteral("again\n"));
            QCOMPARE(person.asked.size(), 1); // from the keychain this time
        }
        QVERIFY(forget(name));
    }

    void sudo_firstTime_asksThePerson_andKeepsWhatSudoTook()
    {
        QVERIFY(forget(SecretName::localSudoPassword()));
        Person person;
        person.answers = {say(QString::fromLatin1(kSudoPassword), true)};
        EngineFixture engine({}, sudoEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
        person.attach(engine.engine.get());
        // Two sudo in one command: one question.
        const auto r = engine.run("sudo echo as-root; sudo echo twice");
        QCOMPARE(EngineFixture::body(r), QStringLiteral("as-root\ntwice\n"));
        QCOMPARE(person.asked.size(), 1);
        QCOMPARE(person.asked[0].name, SecretName::localSudoPassword());
        QVERIFY(person.asked[0].text.contains(QStringLiteral("runs sudo")));
        QVERIFY2(r.text.contains(QStringLiteral("[note: sudo password supplied from the person at the desk]")),
                 qPrintable(r.text));
        QVERIFY(r.text.contains(QStringLiteral("is now kept in the keychain")));
        QVERIFY(!r.text.contains(QString::fromLatin1(kSudoPassword)));
        QCOMPARE(keychainValue(SecretName::localSudoPassword(), QString::fromLatin1(kSudoPassword), 10000),
                 QString::fromLatin1(kSudoPassword));
        // Another task of the same Airlock: from the keychain, nobody asked.
        const auto again = engine.run("sudo echo later", QStringLiteral("other"));
        QCOMPARE(EngineFixture::body(again), QStringLiteral("later\n"));
        QCOMPARE(person.asked.size(), 1);
        QVERIFY2(again.text.contains(QStringLiteral("sudo password supplied from the keychain")),
                 qPrintable(again.text));
        QVERIFY(forget(SecretName::localSudoPassword()));
    }

    void sudo_refusedAnswer_asksAgain_andUseOnceKeepsNothing()
    {
        QVERIFY(forget(SecretName::localSudoPassword()));
        Person person;
        person.answers = {say(QStringLiteral("typo"), true), say(QString::fromLatin1(kSudoPassword), false)};
        EngineFixture engine({}, sudoEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
        person.attach(engine.engine.get());
        const auto r = engine.run("sudo echo second-try");
        QVERIFY2(EngineFixture::body(r).contains(QStringLiteral("second-try\n")), qPrintable(r.text));
        QCOMPARE(person.asked.size(), 2);
        QVERIFY(person.asked[1].text.contains(QStringLiteral("did not accept")));
        QVERIFY(r.text.contains(QStringLiteral("sudo may have rejected it")));
        QVERIFY(!r.text.contains(QStringLiteral("kept in the keychain")));
        QCOMPARE(keychainValue(SecretName::localSudoPassword()), QString());
        // "Use once": the next command asks again.
        person.answers = {say(QString::fromLatin1(kSudoPassword), false)};
        QCOMPARE(EngineFixture::body(engine.run("sudo echo once-more")), QStringLiteral("once-more\n"));
        QCOMPARE(person.asked.size(), 3);
    }

    void sudo_declined_sudoGetsNothing()
    {
        QVERIFY(forget(SecretName::localSudoPassword()));
        Person person;
        EngineFixture engine({}, sudoEnvironment(), airlock::engine::Engine::Approvals::HeadlessAllow);
        person.attach(engine.engine.get());
        const auto r = engine.run("sudo echo never");
        QVERIFY2(r.text.contains(QStringLiteral("no password was provided")), qPrintable(r.text));
        QVERIFY(!EngineFixture::body(r).contains(QStringLiteral("never\n")));
        QVERIFY(r.text.contains(QStringLiteral("sudo asked for a password and the person at the desk gave none")));
        QCOMPARE(person.asked.size(), 1);
    }

    void sudo_withoutAnyoneToAsk_isLeftAlone()
    {
        // Headless with nothing stored: sudo gets no password from Airlock (with the keychain still answering, the
        // helper is in place and hands out nothing; after it, sudo is left alone and refuses on its own).
        QVERIFY(forget(SecretName::localSudoPassword()));
        EngineFixture engine({}, sudoEnvironment());
        const auto r = engine.run("sudo echo alone");
        QVERIFY2(r.text.contains(QStringLiteral("fake sudo: no -A")) ||
                     r.text.contains(QStringLiteral("no password was provided")),
                 qPrintable(r.text));
        QVERIFY(!EngineFixture::body(r).contains(QStringLiteral("alone\n")));
    }

    void sshSudo_asksThePerson_keepsItPerHost_andAnswersOnlySudo()
    {
        needTestUser();
        if (QStandardPaths::findExecutable(QStringLiteral("sudo")).isEmpty())
            QSKIP("sudo is not installed (.ci/run installs it)");
        // The SSH test user's sudo asks for its password every time.
        QString why;
        QVERIFY2(m_sshUser.create(kTestPassword, true, &why), qPrintable(why));
        const QString name = SecretName::sudoPassword(QStringLiteral("ssh"), QStringLiteral("127.0.0.1"));
        QVERIFY(forget(name));
        QProcessEnvironment env = sshEnvironment();
        env.insert(QStringLiteral("AIRLOCK_SSH_PASSWORD"), QString::fromLatin1(kTestPassword)); // the login
        {
            Person person;
            person.answers = {say(QStringLiteral("typo"), true), say(QString::fromLatin1(kTestPassword), true)};
            EngineFixture engine(passwordConfig(), env, airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            const auto r = engine.run("sudo id -u; /usr/bin/sudo whoami");
            QCOMPARE(EngineFixture::body(r), QStringLiteral("0\nroot\n[stderr]\nSorry, try again.\n")); // the typo
            QCOMPARE(person.asked.size(), 2);
            QCOMPARE(person.asked[0].name, name);
            QVERIFY(person.asked[0].text.contains(QStringLiteral("runs sudo")));
            QVERIFY(person.asked[1].text.contains(QStringLiteral("did not accept")));
            QVERIFY(!r.text.contains(QString::fromLatin1(kTestPassword)));
            QCOMPARE(keychainValue(name, QString::fromLatin1(kTestPassword), 10000),
                     QString::fromLatin1(kTestPassword));
            // The command running the helper itself, to print the password: nothing.
            const auto stolen = engine.run("\"$SUDO_ASKPASS\"; echo \"rc=$?\"");
            QVERIFY2(stolen.text.contains(QStringLiteral("rc=1")), qPrintable(stolen.text));
            QVERIFY(!stolen.text.contains(QString::fromLatin1(kTestPassword)));
            QCOMPARE(person.asked.size(), 2);
        }
        {
            // Another Airlock, later: from the keychain, nobody asked.
            Person person;
            EngineFixture engine(passwordConfig(), env, airlock::engine::Engine::Approvals::HeadlessAllow);
            person.attach(engine.engine.get());
            const auto r = engine.run("sudo id -u");
            QCOMPARE(EngineFixture::body(r), QStringLiteral("0\n"));
            QVERIFY2(r.text.contains(QStringLiteral("sudo password supplied from the keychain")), qPrintable(r.text));
            QVERIFY(person.asked.isEmpty());
        }
        QVERIFY(forget(name));
        m_sshUser.remove(false); // the sudo rule; the user serves the other SSH tests
    }
};

QTEST_GUILESS_MAIN(TestCredentialPrompts)
#include "tst_credentialprompts.moc"
