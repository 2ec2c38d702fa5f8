// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "safety/ApprovalBroker.h"
#include "safety/PolicyGate.h"
#include "safety/RuleStore.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace airlock;
using namespace airlock::safety;
using core::ApprovalOutcome;

namespace {

core::ApprovalRequest request(const QString &command, const QString &task = QStringLiteral("t"))
{
    core::ApprovalRequest r;
    r.taskId = task;
    r.backend = QStringLiteral("local");
    r.command = command;
    return r;
}

} // namespace

class TestApprovalBroker : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        m_dir = std::make_unique<QTemporaryDir>();
        m_rules = std::make_unique<RuleStore>(m_dir->filePath(QStringLiteral("rules.json")));
        QVERIFY(m_rules->load().ok());
        m_broker = std::make_unique<ApprovalBroker>(m_rules.get(), 300);
        m_broker->setInteractive(true);
        m_gate = std::make_unique<PolicyGate>(ApprovalPolicy(), m_rules.get(), m_broker.get(), PolicyGate::Options{});
    }

    void ordinaryCommand_isAllowedAtOnce()
    {
        auto *ticket = m_gate->request(request(QStringLiteral("ls -la")), this);
        QVERIFY(ticket->isDecided());
        QCOMPARE(ticket->outcome(), ApprovalOutcome::AllowedOnce);
        QVERIFY(m_broker->pending().isEmpty());
    }

    void interactiveProgram_isRefusedBeforeAnything()
    {
        auto *ticket = m_gate->request(request(QStringLiteral("vim notes.txt")), this);
        QCOMPARE(ticket->outcome(), ApprovalOutcome::Refused);
        QCOMPARE(ticket->refusal()->code, QStringLiteral("non_interactive_terminal_required"));
    }

    void pendingTickets_queue_andEndOnceEach()
    {
        QSignalSpy added(m_broker.get(), &ApprovalBroker::ticketAdded);
        auto *a = m_gate->request(request(QStringLiteral("rm -rf logs")), this);
        auto *b = m_gate->request(request(QStringLiteral("git push --force")), this);
        auto *c = m_gate->request(request(QStringLiteral("chmod -R 777 dist")), this);
        QCOMPARE(added.size(), 3);
        QCOMPARE(m_broker->pending().size(), 3);
        auto *pa = qobject_cast<PendingApproval *>(a);
        auto *pb = qobject_cast<PendingApproval *>(b);
        auto *pc = qobject_cast<PendingApproval *>(c);
        QVERIFY(pa && pb && pc);
        QVERIFY(pa->id() < pb->id());
        QVERIFY(m_broker->answer(pa, {AnswerKind::AllowOnce, {}, {}}).ok());
        QVERIFY(!m_broker->answer(pa, {AnswerKind::Deny, {}, {}}).ok()); // never answered twice
        QVERIFY(m_broker->answer(pb, {AnswerKind::Deny, QStringLiteral("use a lease"), {}}).ok());
        QCOMPARE(pb->outcome(), ApprovalOutcome::Denied);
        QCOMPARE(pb->message(), QStringLiteral("use a lease"));
        c->cancel();
        QCOMPARE(c->outcome(), ApprovalOutcome::Cancelled);
        QVERIFY(m_broker->pending().isEmpty());
    }

    void floor_canOnlyBeAllowedOnce()
    {
        auto *ticket = qobject_cast<PendingApproval *>(m_gate->request(request(QStringLiteral("rm -rf ~")), this));
        QVERIFY(ticket);
        QVERIFY(ticket->details().floor);
        QVERIFY(!m_broker->answer(ticket, {AnswerKind::AllowSession, {}, {}}).ok());
        QVERIFY(!m_broker->answer(ticket, {AnswerKind::AllowAlways, {}, {}}).ok());
        QVERIFY(!ticket->isDecided());
        QVERIFY(m_broker->answer(ticket, {AnswerKind::AllowOnce, {}, {}}).ok());
    }

    void alwaysAllow_savesTheRule_andTheNextOneRunsWithoutAsking()
    {
        auto *ticket = qobject_cast<PendingApproval *>(
            m_gate->request(request(QStringLiteral("npm run clean && rm -rf assets")), this));
        QVERIFY(ticket);
        QCOMPARE(ticket->details().proposals.size(), std::size_t(1));
        QCOMPARE(ticket->details().proposals.front().rule.pattern, std::string("rm -rf assets"));
        // Too broad: refused; the ticket stays pending.
        QVERIFY(!m_broker->answer(ticket, {AnswerKind::AllowAlways, {}, {"rm *"}}).ok());
        QVERIFY(!m_broker->answer(ticket, {AnswerKind::AllowAlways, {}, {"git push"}}).ok());
        QVERIFY(m_broker->answer(ticket, {AnswerKind::AllowAlways, {}, {"rm -rf assets"}}).ok());
        QCOMPARE(ticket->outcome(), ApprovalOutcome::AllowedAlways);
        QCOMPARE(m_rules->rules().size(), std::size_t(1));
        auto *next = m_gate->request(request(QStringLiteral("rm -rf assets")), this);
        QCOMPARE(next->outcome(), ApprovalOutcome::AllowedOnce);
    }

    void sessionGrant_coversItsTaskOnly()
    {
        auto *ticket = qobject_cast<PendingApproval *>(
            m_gate->request(request(QStringLiteral("git reset --hard"), QStringLiteral("a")), this));
        QVERIFY(m_broker->answer(ticket, {AnswerKind::AllowSession, {}, {}}).ok());
        QCOMPARE(m_gate->request(request(QStringLiteral("git reset --hard"), QStringLiteral("a")), this)->outcome(),
                 ApprovalOutcome::AllowedOnce);
        QVERIFY(!m_gate->request(request(QStringLiteral("git reset --hard"), QStringLiteral("b")), this)->isDecided());
    }

    void timeout_deniesAsTimedOut()
    {
        m_broker->setTimeoutSecs(1);
        auto *ticket = m_gate->request(request(QStringLiteral("rm -rf logs")), this);
        QSignalSpy decided(ticket, &core::ApprovalTicket::decided);
        QVERIFY(decided.wait(3000));
        QCOMPARE(ticket->outcome(), ApprovalOutcome::TimedOut);
    }

    void withoutPresenter_itFailsClosed()
    {
        m_broker->setInteractive(false);
        auto *ticket = m_gate->request(request(QStringLiteral("rm -rf logs")), this);
        QCOMPARE(ticket->outcome(), ApprovalOutcome::Denied);
        QVERIFY(ticket->message().contains(QStringLiteral("approval")));
    }

    void headlessAnswers_data()
    {
        QTest::addColumn<int>("answer");
        QTest::addColumn<QString>("command");
        QTest::addColumn<int>("outcome");
        QTest::addRow("deny") << int(ApprovalBroker::HeadlessAnswer::Deny) << QStringLiteral("rm -rf logs")
                              << int(ApprovalOutcome::Denied);
        QTest::addRow("allow") << int(ApprovalBroker::HeadlessAnswer::Allow) << QStringLiteral("rm -rf logs")
                               << int(ApprovalOutcome::AllowedOnce);
        QTest::addRow("allow never the floor")
            << int(ApprovalBroker::HeadlessAnswer::Allow) << QStringLiteral("rm -rf /") << int(ApprovalOutcome::Denied);
    }

    void headlessAnswers()
    {
        QFETCH(int, answer);
        QFETCH(QString, command);
        QFETCH(int, outcome);
        m_broker->setHeadless(ApprovalBroker::HeadlessAnswer(answer));
        auto *ticket = m_gate->request(request(command), this);
        QVERIFY(ticket->isDecided());
        QCOMPARE(int(ticket->outcome()), outcome);
    }

    void destructiveCommands_askForACheckpoint_andSudoIsRewritten()
    {
        // Only the backends whose shells have the helper get `sudo -A`.
        PolicyGate gate(ApprovalPolicy(), m_rules.get(), m_broker.get(),
                        PolicyGate::Options{[](const QString &backend) { return backend == QLatin1String("local"); }});
        m_broker->setHeadless(ApprovalBroker::HeadlessAnswer::Allow);
        auto *rm = gate.request(request(QStringLiteral("rm -rf logs")), this);
        QVERIFY(rm->wantsCheckpoint);
        auto *ls = gate.request(request(QStringLiteral("ls")), this);
        QVERIFY(!ls->wantsCheckpoint);
        auto *sudo = gate.request(request(QStringLiteral("cd x && sudo make install")), this);
        QCOMPARE(sudo->commandToRun, QStringLiteral("cd x && sudo -A make install"));
        auto dockerRequest = request(QStringLiteral("cd x && sudo make install"));
        dockerRequest.backend = QStringLiteral("docker");
        auto *inDocker = gate.request(dockerRequest, this);
        QVERIFY2(inDocker->commandToRun.isEmpty() || inDocker->commandToRun == dockerRequest.command,
                 qPrintable(inDocker->commandToRun));
    }

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<RuleStore> m_rules;
    std::unique_ptr<ApprovalBroker> m_broker;
    std::unique_ptr<PolicyGate> m_gate;
};

QTEST_GUILESS_MAIN(TestApprovalBroker)
#include "tst_approvalbroker.moc"
