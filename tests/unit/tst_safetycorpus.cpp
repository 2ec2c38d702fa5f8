// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The danger rules measured on tests/data: at least 99 % of the dangerous commands ask (or are refused), at most
// 2 % of the ordinary ones do, and every command the corpus marks as floor is on the floor.
#include "CommandCorpus.h"

#include <QTest>

using airlock::test::corpusAsks;
using airlock::test::loadCorpus;

class TestSafetyCorpus : public QObject
{
    Q_OBJECT

private slots:
    void dangerousCorpus_atLeast99PercentAsk()
    {
        const auto lines = loadCorpus(AIRLOCK_TEST_DATA_DIR, "dangerous");
        QVERIFY2(lines.size() >= 300, "tests/data/dangerous*.jsonl must hold at least 300 commands");
        int asked = 0;
        QStringList missed;
        QStringList floorMissed;
        for (const auto &line : lines) {
            bool floor = false;
            if (corpusAsks(line.command, &floor))
                ++asked;
            else
                missed << QString::fromStdString(line.file + ": " + line.command);
            if (line.floor && !floor)
                floorMissed << QString::fromStdString(line.file + ": " + line.command);
        }
        const double rate = 100.0 * asked / double(lines.size());
        qInfo("dangerous: %d of %lld ask (%.2f %%)", asked, static_cast<long long>(lines.size()), rate);
        for (const QString &m : std::as_const(missed))
            qInfo("  does not ask: %s", qPrintable(m));
        QVERIFY2(rate >= 99.0, qPrintable(missed.join(QLatin1Char('\n'))));
        QVERIFY2(floorMissed.isEmpty(),
                 qPrintable(QStringLiteral("not on the floor:\n") + floorMissed.join(QLatin1Char('\n'))));
    }

    void ordinaryCorpus_atMost2PercentAsk()
    {
        const auto lines = loadCorpus(AIRLOCK_TEST_DATA_DIR, "ordinary");
        QVERIFY2(lines.size() >= 300, "tests/data/ordinary*.jsonl must hold at least 300 commands");
        int asked = 0;
        QStringList flagged;
        for (const auto &line : lines) {
            if (corpusAsks(line.command)) {
                ++asked;
                flagged << QString::fromStdString(line.file + ": " + line.command);
            }
        }
        const double rate = 100.0 * asked / double(lines.size());
        qInfo("ordinary: %d of %lld ask (%.2f %%)", asked, static_cast<long long>(lines.size()), rate);
        for (const QString &f : std::as_const(flagged))
            qInfo("  asks: %s", qPrintable(f));
        QVERIFY2(rate <= 2.0, qPrintable(flagged.join(QLatin1Char('\n'))));
    }
};

QTEST_APPLESS_MAIN(TestSafetyCorpus)
#include "tst_safetycorpus.moc"
