// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The credential broker: every question ends exactly once, and says how (answered, refused, nobody there, timed
// out, cancelled); headless, nobody is there; the presenter sees questions in order.
#include "secrets/CredentialBroker.h"

#include <QSignalSpy>
#include <QTest>

using airlock::secrets::CredentialBroker;
using airlock::secrets::CredentialOutcome;
using airlock::secrets::CredentialQuestion;
using airlock::secrets::CredentialRequest;

namespace {

CredentialQuestion secret(const QString &name)
{
    CredentialQuestion q;
    q.name = name;
    q.title = QStringLiteral("SSH password");
    return q;
}

} // namespace

class TestCredentialBroker : public QObject
{
    Q_OBJECT

private slots:
    void headless_everyQuestionEnds_asNobodyThere_afterTheAskerConnected()
    {
        CredentialBroker broker;
        QObject asker;
        CredentialRequest *request = broker.ask(secret(QStringLiteral("a")), &asker);
        QVERIFY(!request->isFinished()); // never before the asker could connect
        QSignalSpy finished(request, &CredentialRequest::finished);
        QVERIFY(finished.wait(2000));
        QCOMPARE(request->outcome(), CredentialOutcome::NobodyThere);
        QVERIFY(broker.pending().isEmpty());
    }

    void presented_questionsQueueInOrder_andEachEndsOnce()
    {
        CredentialBroker broker;
        broker.setPresenter(true);
        QSignalSpy added(&broker, &CredentialBroker::requestAdded);
        QObject asker;
        CredentialRequest *first = broker.ask(secret(QStringLiteral("first")), &asker);
        CredentialRequest *second = broker.ask(secret(QStringLiteral("second")), &asker);
        QCOMPARE(added.size(), 2);
        QCOMPARE(broker.pending(), (QList<CredentialRequest *>{first, second}));
        QSignalSpy firstEnded(first, &CredentialRequest::finished);
        first->answer(QStringLiteral("s3cret"), true);
        first->refuse(); // too late: it ended
        first->cancel();
        QCOMPARE(firstEnded.size(), 1);
        QCOMPARE(first->outcome(), CredentialOutcome::Answered);
        QCOMPARE(first->value(), QStringLiteral("s3cret"));
        QVERIFY(first->remember());
        QCOMPARE(broker.pending(), QList<CredentialRequest *>{second});
        second->refuse();
        QCOMPARE(second->outcome(), CredentialOutcome::Refused);
        QVERIFY(second->value().isEmpty());
        QVERIFY(broker.pending().isEmpty());
    }

    void hostKey_isTrustedOnlyByTrust_andASecretAnswerIsIgnored()
    {
        CredentialBroker broker;
        broker.setPresenter(true);
        QObject asker;
        CredentialQuestion q;
        q.kind = CredentialQuestion::Kind::HostKey;
        q.fingerprint = QStringLiteral("SHA256:abc");
        CredentialRequest *request = broker.ask(q, &asker);
        request->answer(QStringLiteral("not a host key answer"), false);
        QVERIFY(!request->isFinished());
        request->trust();
        QVERIFY(request->trusted());
        CredentialRequest *secretOne = broker.ask(secret(QStringLiteral("s")), &asker);
        secretOne->trust(); // a secret cannot be "trusted"
        QVERIFY(!secretOne->isFinished());
        secretOne->cancel();
        QCOMPARE(secretOne->outcome(), CredentialOutcome::Cancelled);
    }

    void unanswered_endsTimedOut()
    {
        CredentialBroker broker;
        broker.setPresenter(true);
        broker.setTimeoutSecs(1);
        QObject asker;
        CredentialRequest *request = broker.ask(secret(QStringLiteral("t")), &asker);
        QSignalSpy finished(request, &CredentialRequest::finished);
        QVERIFY(finished.wait(3000));
        QCOMPARE(request->outcome(), CredentialOutcome::TimedOut);
        QVERIFY(broker.pending().isEmpty());
    }

    void anAskerThatGoesAway_takesItsQuestionOutOfTheQueue()
    {
        CredentialBroker broker;
        broker.setPresenter(true);
        {
            QObject asker;
            broker.ask(secret(QStringLiteral("gone")), &asker);
            QCOMPARE(broker.pending().size(), 1);
        }
        QVERIFY(broker.pending().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestCredentialBroker)
#include "tst_credentialbroker.moc"
