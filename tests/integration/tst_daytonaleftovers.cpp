// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The Daytona leftover finder against the Daytona emulator: the sandboxes a dead Airlock labelled are found and
// deleted, a live one's are left alone, and the API key may come from the keychain (looked up when find() runs).
#include "DaytonaEmulatorProcess.h"
#include "backends/DaytonaLeftovers.h"
#include "backends/OwnerInstance.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTest>

#include <memory>
#include <unistd.h>

using airlock::backends::DaytonaLeftoverFinder;
using airlock::backends::Leftover;
using airlock::backends::SecretAccess;
using airlock::test::DaytonaEmulatorProcess;

namespace {

// A keychain that holds `value` under daytona-api-key, and counts the lookups.
struct FakeKeychain {
    QString value;
    int lookups = 0;
    SecretAccess access()
    {
        SecretAccess secrets;
        secrets.lookup = [this](const QString &name, QObject *context, SecretAccess::Done done) {
            ++lookups;
            const QString found = name == QLatin1String("daytona-api-key") ? value : QString();
            QMetaObject::invokeMethod(
                context, [done, found] { done(found, {}); }, Qt::QueuedConnection);
        };
        return secrets;
    }
};

} // namespace

class TestDaytonaLeftovers : public QObject
{
    Q_OBJECT

    DaytonaEmulatorProcess m_emulator;
    QNetworkAccessManager m_network;

    // Makes a sandbox on the emulator as an Airlock whose owner label is `owner` would.
    QString makeSandbox(const QString &owner, const QString &task)
    {
        QNetworkRequest request(QUrl(m_emulator.apiUrl() + QStringLiteral("/sandbox")));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
        request.setRawHeader("Authorization", QByteArray("Bearer ") + DaytonaEmulatorProcess::kKey);
        const QJsonObject labels{{QStringLiteral("io.airlock"), QStringLiteral("1")},
                                 {QStringLiteral("io.airlock.task"), task},
                                 {QStringLiteral("io.airlock.owner"), owner}};
        std::unique_ptr<QNetworkReply> reply(
            m_network.post(request, QJsonDocument(QJsonObject{{QStringLiteral("labels"), labels}}).toJson()));
        QSignalSpy finished(reply.get(), &QNetworkReply::finished);
        if (!reply->isFinished() && !finished.wait(10000))
            return {};
        return QJsonDocument::fromJson(reply->readAll()).object().value(QStringLiteral("id")).toString();
    }

    QStringList sandboxIds()
    {
        QStringList ids;
        for (const QJsonValue &value : m_emulator.sandboxes())
            ids << value.toObject().value(QStringLiteral("id")).toString();
        return ids;
    }

    airlock::core::Config daytonaConfig() const
    {
        airlock::core::Config config;
        config.backend = QStringLiteral("daytona");
        config.daytona.baseUrl = m_emulator.apiUrl();
        return config;
    }

    static QList<Leftover> find(DaytonaLeftoverFinder *finder, QString *problem)
    {
        QList<Leftover> found;
        bool done = false;
        finder->find([&](const QList<Leftover> &leftovers, const QString &why) {
            found = leftovers;
            *problem = why;
            done = true;
        });
        if (!QTest::qWaitFor([&done] { return done; }, 15000))
            *problem = QStringLiteral("find() did not answer within 15 s");
        return found;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QString why;
        if (!m_emulator.start(&why))
            QFAIL(qPrintable(QStringLiteral("no Daytona emulator: ") + why));
    }
    void cleanupTestCase() { m_emulator.stop(); }

    // The key only in the keychain: the finder asks it when it looks, finds the dead run's sandbox and deletes it,
    // and leaves the sandbox of a live Airlock (this test process) alone.
    void keychainKey_findsAndRemovesOnlyWhatADeadAirlockLeft()
    {
        const QString dead = QStringLiteral("%1:%2:1").arg(QSysInfo::machineHostName()).arg(::getpid());
        QVERIFY(airlock::backends::OwnerInstance::isGone(dead));
        const QString left = makeSandbox(dead, QStringLiteral("crashed-task"));
        const QString live = makeSandbox(airlock::backends::OwnerInstance::current(), QStringLiteral("live-task"));
        QVERIFY(!left.isEmpty() && !live.isEmpty());

        FakeKeychain keychain{QString::fromLatin1(DaytonaEmulatorProcess::kKey)};
        std::unique_ptr<DaytonaLeftoverFinder> finder(
            DaytonaLeftoverFinder::create(daytonaConfig(), QProcessEnvironment(), keychain.access(), nullptr));
        QVERIFY(finder);
        QCOMPARE(keychain.lookups, 0); // not when it is made: the keychain is asked when the finder looks
        QString problem;
        const QList<Leftover> found = find(finder.get(), &problem);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(keychain.lookups, 1);
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().id, left);
        QCOMPARE(found.first().taskId, QStringLiteral("crashed-task"));
        QCOMPARE(found.first().kind, QStringLiteral("daytona"));

        bool removed = false;
        finder->remove(found.first(), [&removed](bool ok, const QString &) { removed = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(removed, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(!sandboxIds().contains(left), 10000);
        QVERIFY(sandboxIds().contains(live));

        // The live one goes with a plain delete, as its own Airlock's cleanup would.
        Leftover own;
        own.id = live;
        bool gone = false;
        finder->remove(own, [&gone](bool ok, const QString &) { gone = ok; });
        QTRY_VERIFY_WITH_TIMEOUT(gone, 15000);
        QTRY_VERIFY_WITH_TIMEOUT(sandboxIds().isEmpty(), 10000);
    }

    // A wrong key in the keychain: the list is empty and the problem names where the key came from.
    void keychainKeyRefused_saysSo()
    {
        FakeKeychain keychain{QStringLiteral("not-the-key")};
        std::unique_ptr<DaytonaLeftoverFinder> finder(
            DaytonaLeftoverFinder::create(daytonaConfig(), QProcessEnvironment(), keychain.access(), nullptr));
        QVERIFY(finder);
        QString problem;
        QVERIFY(find(finder.get(), &problem).isEmpty());
        QVERIFY2(problem.contains(QStringLiteral("keychain's daytona-api-key")), qPrintable(problem));
    }

    // Nothing stored: nothing could have been made with it, so nothing is listed and nothing is said.
    void noKeyStored_findsNothingQuietly()
    {
        FakeKeychain keychain;
        std::unique_ptr<DaytonaLeftoverFinder> finder(
            DaytonaLeftoverFinder::create(daytonaConfig(), QProcessEnvironment(), keychain.access(), nullptr));
        QVERIFY(finder);
        QString problem = QStringLiteral("unset");
        QVERIFY(find(finder.get(), &problem).isEmpty());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }

    // No finder where there is nothing to ask: no key anywhere, or a configuration that does not use Daytona (then
    // the keychain is not asked at every start for a backend nobody uses). The environment's key always makes one.
    void finder_onlyWhereDaytonaCanHaveLeftSomething()
    {
        FakeKeychain keychain{QStringLiteral("k")};
        QVERIFY(!DaytonaLeftoverFinder::create(daytonaConfig(), QProcessEnvironment(), SecretAccess(), nullptr));
        airlock::core::Config unused;
        QVERIFY(!DaytonaLeftoverFinder::create(unused, QProcessEnvironment(), keychain.access(), nullptr));
        QProcessEnvironment withKey;
        withKey.insert(QStringLiteral("DAYTONA_API_KEY"), QStringLiteral("k"));
        std::unique_ptr<DaytonaLeftoverFinder> finder(
            DaytonaLeftoverFinder::create(unused, withKey, SecretAccess(), nullptr));
        QVERIFY(finder);
        QCOMPARE(keychain.lookups, 0);
    }
};

QTEST_GUILESS_MAIN(TestDaytonaLeftovers)
#include "tst_daytonaleftovers.moc"
