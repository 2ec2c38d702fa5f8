// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// SecretStore against a real keychain: gnome-keyring-daemon's Secret Service on a private D-Bus session, started by
// tests/fixtures/keyring/with-keyring.sh. Every kind of credential is stored, read, replaced and deleted; a missing
// entry is absence, not an error; the environment wins over the keychain.
#include "secrets/SecretName.h"
#include "secrets/SecretStore.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusMetaType>
#include <QDBusObjectPath>
#include <QSignalSpy>
#include <QTest>

using airlock::secrets::SecretJob;
using airlock::secrets::SecretOrigin;
using airlock::secrets::SecretStore;
namespace SecretName = airlock::secrets::SecretName;

namespace {

// Waits for the job's finished() (never a nested loop in the code under test; QSignalSpy::wait in the test).
bool waitFor(SecretJob *job)
{
    if (job->isFinished())
        return true;
    QSignalSpy spy(job, &SecretJob::finished);
    return spy.wait(20000);
}

} // namespace

class TestSecretStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariable("AIRLOCK_TEST_KEYRING") == QLatin1String("keyring"),
                 "run through tests/fixtures/keyring/with-keyring.sh, never against the person's keychain");
    }

    void storeReadReplaceDelete_eachKindOfCredential_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("ssh password") << SecretName::sshPassword(QStringLiteral("deploy"),
                                                                 QStringLiteral("build.example"), 2222);
        QTest::addRow("ssh password, IPv6 host")
            << SecretName::sshPassword(QStringLiteral("root"), QStringLiteral("::1"), 22);
        QTest::addRow("ssh key passphrase") << SecretName::sshPassphrase(QStringLiteral("~/.ssh/id_ed25519"));
        QTest::addRow("sudo password, local") << SecretName::localSudoPassword();
        QTest::addRow("sudo password, ssh host")
            << SecretName::sudoPassword(QStringLiteral("ssh"), QStringLiteral("build.example"));
        QTest::addRow("modal token id") << QString::fromLatin1(SecretName::kModalTokenId);
        QTest::addRow("modal token secret") << QString::fromLatin1(SecretName::kModalTokenSecret);
        QTest::addRow("daytona api key") << QString::fromLatin1(SecretName::kDaytonaApiKey);
        QTest::addRow("mcp http token") << QString::fromLatin1(SecretName::kMcpHttpToken);
    }

    void storeReadReplaceDelete_eachKindOfCredential()
    {
        QFETCH(QString, name);
        QVERIFY(SecretName::check(name).ok());
        SecretStore store;
        const QString first = QStringLiteral("first ünïcode value: ") + name;
        const QString second = QStringLiteral("second value with spaces and \"quotes\"");

        std::unique_ptr<SecretJob> write(store.write(name, first));
        QVERIFY(waitFor(write.get()));
        QVERIFY2(!write->hasError(), qPrintable(write->error().message));

        std::unique_ptr<SecretJob> read(store.read(name));
        QVERIFY(waitFor(read.get()));
        QVERIFY2(!read->hasError(), qPrintable(read->error().message));
        QVERIFY(read->found());
        QCOMPARE(read->origin(), SecretOrigin::Keychain);
        QCOMPARE(read->value(), first);

        std::unique_ptr<SecretJob> replace(store.write(name, second));
        QVERIFY(waitFor(replace.get()));
        QVERIFY(!replace->hasError());
        std::unique_ptr<SecretJob> reread(store.read(name));
        QVERIFY(waitFor(reread.get()));
        QCOMPARE(reread->value(), second);

        std::unique_ptr<SecretJob> remove(store.remove(name));
        QVERIFY(waitFor(remove.get()));
        QVERIFY2(!remove->hasError(), qPrintable(remove->error().message));
        std::unique_ptr<SecretJob> gone(store.read(name));
        QVERIFY(waitFor(gone.get()));
        QVERIFY(!gone->hasError());
        QVERIFY(!gone->found());
        QCOMPARE(gone->origin(), SecretOrigin::Nowhere);
    }

    void read_missingEntry_isAbsenceNotError()
    {
        SecretStore store;
        std::unique_ptr<SecretJob> read(store.read(QStringLiteral("daytona-api-key")));
        QVERIFY(!read->isFinished()); // jobs end through the event loop, after the caller connected
        QVERIFY(waitFor(read.get()));
        QVERIFY2(!read->hasError(), qPrintable(read->error().message));
        QVERIFY(!read->found());
        QVERIFY(read->value().isEmpty());
    }

    void delete_missingEntry_succeeds()
    {
        SecretStore store;
        std::unique_ptr<SecretJob> remove(store.remove(QStringLiteral("sudo-password/docker/nowhere")));
        QVERIFY(waitFor(remove.get()));
        QVERIFY2(!remove->hasError(), qPrintable(remove->error().message));
    }

    void badName_failsWithTheValidForms_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addRow("unknown") << QStringLiteral("github-token");
        QTest::addRow("empty") << QString();
        QTest::addRow("ssh password without port") << QStringLiteral("ssh-password/root@host");
        QTest::addRow("ssh password port out of range") << QStringLiteral("ssh-password/root@host:70000");
        QTest::addRow("sudo unknown backend") << QStringLiteral("sudo-password/vm/host");
        QTest::addRow("passphrase without file") << QStringLiteral("ssh-passphrase/");
        QTest::addRow("newline") << QStringLiteral("modal-token-id\nx");
        QTest::addRow("the index") << QStringLiteral("index");
    }

    void badName_failsWithTheValidForms()
    {
        QFETCH(QString, name);
        SecretStore store;
        for (SecretJob *raw : {store.read(name), store.write(name, QStringLiteral("x")), store.remove(name)}) {
            std::unique_ptr<SecretJob> job(raw);
            QVERIFY(waitFor(job.get()));
            QVERIFY(job->hasError());
            QCOMPARE(job->error().kind, airlock::core::ErrorKind::InvalidArguments);
            QVERIFY2(job->error().message.contains(QLatin1String("ssh-password/<user>@<host>:<port>")),
                     qPrintable(job->error().message));
        }
    }

    void resolve_environmentWinsOverTheKeychain()
    {
        SecretStore store;
        const QString name = SecretName::sudoPassword(QStringLiteral("local"), QStringLiteral("resolve-host"));
        std::unique_ptr<SecretJob> write(store.write(name, QStringLiteral("from-keychain")));
        QVERIFY(waitFor(write.get()));
        QVERIFY(!write->hasError());

        QProcessEnvironment withVariable;
        withVariable.insert(QStringLiteral("SUDO_PASSWORD"), QStringLiteral("from-environment"));
        std::unique_ptr<SecretJob> fromEnvironment(store.resolve(name, withVariable));
        QVERIFY(!fromEnvironment->isFinished());
        QVERIFY(waitFor(fromEnvironment.get()));
        QCOMPARE(fromEnvironment->origin(), SecretOrigin::Environment);
        QCOMPARE(fromEnvironment->value(), QStringLiteral("from-environment"));

        QProcessEnvironment emptyVariable; // set but empty counts as unset
        emptyVariable.insert(QStringLiteral("SUDO_PASSWORD"), QString());
        std::unique_ptr<SecretJob> fromKeychain(store.resolve(name, emptyVariable));
        QVERIFY(waitFor(fromKeychain.get()));
        QCOMPARE(fromKeychain->origin(), SecretOrigin::Keychain);
        QCOMPARE(fromKeychain->value(), QStringLiteral("from-keychain"));

        std::unique_ptr<SecretJob> remove(store.remove(name));
        QVERIFY(waitFor(remove.get()));
        std::unique_ptr<SecretJob> nowhere(store.resolve(name, QProcessEnvironment()));
        QVERIFY(waitFor(nowhere.get()));
        QVERIFY(!nowhere->hasError());
        QCOMPARE(nowhere->origin(), SecretOrigin::Nowhere);
    }

    void environmentVariable_eachKind_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("variable");
        QTest::addRow("ssh password") << QStringLiteral("ssh-password/a@b:22")
                                      << QStringLiteral("AIRLOCK_SSH_PASSWORD");
        QTest::addRow("ssh passphrase") << QStringLiteral("ssh-passphrase/k")
                                        << QStringLiteral("AIRLOCK_SSH_PASSPHRASE");
        QTest::addRow("sudo") << QStringLiteral("sudo-password/ssh/h") << QStringLiteral("SUDO_PASSWORD");
        QTest::addRow("modal id") << QStringLiteral("modal-token-id") << QStringLiteral("MODAL_TOKEN_ID");
        QTest::addRow("modal secret") << QStringLiteral("modal-token-secret") << QStringLiteral("MODAL_TOKEN_SECRET");
        QTest::addRow("daytona") << QStringLiteral("daytona-api-key") << QStringLiteral("DAYTONA_API_KEY");
        QTest::addRow("mcp token") << QStringLiteral("mcp-http-token") << QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN");
    }

    void environmentVariable_eachKind()
    {
        QFETCH(QString, name);
        QFETCH(QString, variable);
        QCOMPARE(SecretName::environmentVariable(name), variable);
    }

    void list_namesTheStoredEntries()
    {
        SecretStore store;
        const QStringList names = {QStringLiteral("modal-token-id"), QStringLiteral("ssh-passphrase/k1")};
        for (const QString &name : names) {
            std::unique_ptr<SecretJob> write(store.write(name, QStringLiteral("v")));
            QVERIFY(waitFor(write.get()));
        }
        std::unique_ptr<SecretJob> list(store.list());
        QVERIFY(waitFor(list.get()));
        QVERIFY(!list->hasError());
        for (const QString &name : names)
            QVERIFY2(list->names().contains(name), qPrintable(list->names().join(QLatin1Char(','))));

        std::unique_ptr<SecretJob> remove(store.remove(names.first()));
        QVERIFY(waitFor(remove.get()));
        std::unique_ptr<SecretJob> after(store.list());
        QVERIFY(waitFor(after.get()));
        QVERIFY(!after->names().contains(names.first()));
        QVERIFY(after->names().contains(names.last()));
    }

    void queuedJobs_finishInOrder_andADeletedJobLetsTheQueueGoOn()
    {
        SecretStore store;
        const QString name = QStringLiteral("sudo-password/local/order");
        QList<int> order;
        auto *abandoned = store.write(name, QStringLiteral("one"));
        std::unique_ptr<SecretJob> a(store.write(name, QStringLiteral("two")));
        std::unique_ptr<SecretJob> b(store.read(name));
        std::unique_ptr<SecretJob> c(store.remove(name));
        delete abandoned;
        connect(a.get(), &SecretJob::finished, this, [&order] { order.append(1); });
        connect(b.get(), &SecretJob::finished, this, [&order] { order.append(2); });
        connect(c.get(), &SecretJob::finished, this, [&order] { order.append(3); });
        QVERIFY(waitFor(c.get()));
        QCOMPARE(order, (QList<int>{1, 2, 3}));
        QCOMPARE(b->value(), QStringLiteral("two"));
    }

    // Last: it locks the keyring, and nothing here can unlock it again (no prompt without a display).
    void lockedKeychain_isAClearError_notAbsence()
    {
        SecretStore store;
        std::unique_ptr<SecretJob> write(store.write(QStringLiteral("modal-token-id"), QStringLiteral("locked-away")));
        QVERIFY(waitFor(write.get()));
        QVERIFY(!write->hasError());

        // Lock the default collection through the Secret Service, as a screen lock would.
        const auto call = [](const QString &method, const QVariant &argument) {
            QDBusMessage message = QDBusMessage::createMethodCall(
                QStringLiteral("org.freedesktop.secrets"), QStringLiteral("/org/freedesktop/secrets"),
                QStringLiteral("org.freedesktop.Secret.Service"), method);
            message << argument;
            return QDBusConnection::sessionBus().call(message, QDBus::Block, 10000);
        };
        const QDBusMessage alias = call(QStringLiteral("ReadAlias"), QStringLiteral("default"));
        QVERIFY2(alias.type() == QDBusMessage::ReplyMessage, qPrintable(alias.errorMessage()));
        const auto collection = qdbus_cast<QDBusObjectPath>(alias.arguments().value(0));
        const QDBusMessage locked =
            call(QStringLiteral("Lock"), QVariant::fromValue(QList<QDBusObjectPath>{collection}));
        QVERIFY2(locked.type() == QDBusMessage::ReplyMessage, qPrintable(locked.errorMessage()));

        std::unique_ptr<SecretJob> read(store.read(QStringLiteral("modal-token-id")));
        QVERIFY(waitFor(read.get()));
        QVERIFY(read->hasError());
        QVERIFY(!read->found());
        QCOMPARE(read->error().kind, airlock::core::ErrorKind::Unavailable);
        QVERIFY2(read->error().message.contains(QLatin1String("locked")), qPrintable(read->error().message));
        QVERIFY2(read->error().message.contains(QLatin1String("MODAL_TOKEN_ID")), qPrintable(read->error().message));

        std::unique_ptr<SecretJob> replace(store.write(QStringLiteral("modal-token-id"), QStringLiteral("x")));
        QVERIFY(waitFor(replace.get()));
        QVERIFY(replace->hasError());
        QVERIFY2(replace->error().message.contains(QLatin1String("locked")), qPrintable(replace->error().message));
    }
};

QTEST_GUILESS_MAIN(TestSecretStore)
#include "tst_secretstore.moc"
