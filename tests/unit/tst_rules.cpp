// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "safety/ApprovalPolicy.h"
#include "safety/RuleStore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace airlock::safety;

namespace {

Rule rule(Rule::Action action, const std::string &pattern)
{
    std::string error;
    auto r = Rule::make(action, pattern, &error);
    if (!r)
        qFatal("bad rule %s: %s", pattern.c_str(), error.c_str());
    return *r;
}

bool matchesCommand(const Rule &r, const std::string &command)
{
    const Analysis a = CommandAnalyzer::analyze(command);
    return std::any_of(a.resolution.invocations.begin(), a.resolution.invocations.end(),
                       [&](const Invocation &inv) { return r.matches(inv); });
}

} // namespace

class TestRules : public QObject
{
    Q_OBJECT

private slots:
    void patterns_matchParsedCommands_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addColumn<QString>("command");
        QTest::addColumn<bool>("matches");
        QTest::addRow("exact") << QStringLiteral("git push") << QStringLiteral("git push") << true;
        QTest::addRow("exact refuses more")
            << QStringLiteral("git push") << QStringLiteral("git push --force") << false;
        QTest::addRow("star") << QStringLiteral("npm run *") << QStringLiteral("npm run test -- --watch") << true;
        QTest::addRow("star needs head") << QStringLiteral("npm run *") << QStringLiteral("npm install") << false;
        QTest::addRow("glob word") << QStringLiteral("npm run test:*") << QStringLiteral("npm run test:unit") << true;
        QTest::addRow("path resolved") << QStringLiteral("rm -rf logs") << QStringLiteral("/bin/rm -rf logs") << true;
        QTest::addRow("quotes removed") << QStringLiteral("rm -rf logs") << QStringLiteral("'rm' \"-rf\" logs") << true;
        QTest::addRow("sudo not covered")
            << QStringLiteral("rm -rf logs") << QStringLiteral("sudo rm -rf logs") << false;
        QTest::addRow("sudo rule") << QStringLiteral("sudo apt-get install *")
                                   << QStringLiteral("sudo apt-get install x") << true;
        QTest::addRow("sudo rule needs sudo")
            << QStringLiteral("sudo apt-get install *") << QStringLiteral("apt-get install x") << false;
        QTest::addRow("inside compound") << QStringLiteral("git push") << QStringLiteral("make && git push") << true;
    }

    void patterns_matchParsedCommands()
    {
        QFETCH(QString, pattern);
        QFETCH(QString, command);
        QFETCH(bool, matches);
        QCOMPARE(matchesCommand(rule(Rule::Action::Allow, pattern.toStdString()), command.toStdString()), matches);
    }

    void badPatterns_areRefusedWithAReason_data()
    {
        QTest::addColumn<QString>("pattern");
        QTest::addRow("empty") << QString();
        QTest::addRow("star program") << QStringLiteral("* -rf");
        QTest::addRow("star in the middle") << QStringLiteral("git * main");
        QTest::addRow("compound") << QStringLiteral("a && b");
        QTest::addRow("expansion") << QStringLiteral("rm $X");
        QTest::addRow("bare sudo") << QStringLiteral("sudo *");
    }

    void badPatterns_areRefusedWithAReason()
    {
        QFETCH(QString, pattern);
        std::string error;
        QVERIFY(!Rule::make(Rule::Action::Allow, pattern.toStdString(), &error));
        QVERIFY(!error.empty());
    }

    void proposal_isNoBroaderThanProgramAndSubcommand()
    {
        const Analysis a = CommandAnalyzer::analyze("npm run test -- --watch");
        const Invocation &inv = a.resolution.invocations.front();
        const Rule proposed = proposeRule(inv);
        QCOMPARE(proposed.pattern, std::string("npm run test -- --watch"));
        QVERIFY(proposed.matches(inv));
        QVERIFY(!proposed.broaderThan(inv));
        QVERIFY(rule(Rule::Action::Allow, "npm run *").broaderThan(inv) == false);
        QVERIFY(rule(Rule::Action::Allow, "npm *").broaderThan(inv));
        const RuleExamples ex = ruleExamples(rule(Rule::Action::Allow, "npm run *"), inv);
        QVERIFY(!ex.matching.empty());
        QVERIFY(!ex.notMatching.empty());
    }

    void policy_denyBeatsAllow_andCompoundsNeedEveryPart()
    {
        const ApprovalPolicy policy;
        const std::vector<Rule> rules = {rule(Rule::Action::Allow, "git push *"),
                                         rule(Rule::Action::Deny, "git push --force *"),
                                         rule(Rule::Action::Allow, "rm -rf logs")};
        auto verdict = [&](const std::string &command) {
            return policy.decide(CommandAnalyzer::analyze(command), "local", rules, {}).verdict;
        };
        QCOMPARE(verdict("git push --force origin main"), Verdict::Deny);
        QCOMPARE(verdict("git push --force-with-lease origin main"), Verdict::Allow);
        QCOMPARE(verdict("rm -rf logs"), Verdict::Allow);
        QCOMPARE(verdict("rm -rf logs && rm -rf assets"), Verdict::Ask);
        QCOMPARE(verdict("ls"), Verdict::Allow);
        // The floor always asks, whatever the rules say.
        const std::vector<Rule> loose = {rule(Rule::Action::Allow, "rm -rf /")};
        const Decision floor = policy.decide(CommandAnalyzer::analyze("rm -rf /"), "local", loose, {});
        QCOMPARE(floor.verdict, Verdict::Ask);
        QVERIFY(floor.floor);
    }

    void policy_modeOffAndPerBackend()
    {
        ApprovalPolicy::Settings settings;
        settings.mode = "manual";
        settings.perBackend["docker"] = "off";
        const ApprovalPolicy policy(settings);
        const Analysis a = CommandAnalyzer::analyze("rm -rf logs");
        QCOMPARE(policy.decide(a, "local", {}, {}).verdict, Verdict::Ask);
        QCOMPARE(policy.decide(a, "docker", {}, {}).verdict, Verdict::Allow);
        const Analysis floor = CommandAnalyzer::analyze("rm -rf ~");
        QCOMPARE(policy.decide(floor, "docker", {}, {}).verdict, Verdict::Ask);
        ApprovalPolicy::Settings off;
        off.mode = "off";
        QCOMPARE(ApprovalPolicy(off).decide(a, "local", {}, {}).verdict, Verdict::Allow);
        QCOMPARE(ApprovalPolicy(off).decide(floor, "local", {}, {}).verdict, Verdict::Ask);
    }

    void policy_sessionGrantsAllowTheirCommand()
    {
        const Analysis a = CommandAnalyzer::analyze("git push --force");
        const std::vector<Rule> grants = {proposeRule(a.resolution.invocations.front())};
        QCOMPARE(ApprovalPolicy().decide(a, "local", {}, grants).verdict, Verdict::Allow);
        QCOMPARE(
            ApprovalPolicy().decide(CommandAnalyzer::analyze("git push --force other"), "local", {}, grants).verdict,
            Verdict::Ask);
    }

    void store_roundTripsAtomically()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rules.json"));
        {
            RuleStore store(path);
            QVERIFY(store.load().ok());
            QVERIFY(store.add(rule(Rule::Action::Allow, "npm run test")).ok());
            QVERIFY(store.add(rule(Rule::Action::Deny, "git push --force *")).ok());
        }
        RuleStore again(path);
        QVERIFY(again.load().ok());
        QCOMPARE(again.rules().size(), std::size_t(2));
        QCOMPARE(again.rules()[1].action, Rule::Action::Deny);
        QVERIFY(again.remove(0).ok());
        RuleStore third(path);
        QVERIFY(third.load().ok());
        QCOMPARE(third.rules().size(), std::size_t(1));
    }

    void damagedStore_isReported_neverReplaced_andAppliesNoRule()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("rules.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"rules\": [ {\"action\": \"allow\", \"pattern\": \"rm -rf logs\"}, ");
        file.close();
        RuleStore store(path);
        QVERIFY(!store.load().ok());
        QVERIFY(store.damaged());
        QVERIFY(store.problem().contains(QStringLiteral("damaged")));
        QVERIFY(store.rules().empty());
        QVERIFY(!store.add(rule(Rule::Action::Allow, "ls")).ok());
        QVERIFY(file.open(QIODevice::ReadOnly));
        QVERIFY(file.readAll().startsWith("{\"rules\": [ {\"action\""));
    }
};

QTEST_GUILESS_MAIN(TestRules)
#include "tst_rules.moc"
