// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "core/OutputCapture.h"

#include <QRandomGenerator>
#include <QTest>

using airlock::core::OutputCapture;
using airlock::core::renderStream;

namespace {

std::string numbered(std::size_t bytes)
{
    std::string text;
    for (std::size_t i = 0; text.size() < bytes; ++i)
        text += "line " + std::to_string(i) + "\n";
    text.resize(bytes);
    return text;
}

OutputCapture capture(std::size_t limit, const std::string &data, std::size_t chunk = 4096)
{
    OutputCapture c(limit);
    for (std::size_t i = 0; i < data.size(); i += chunk)
        c.append(std::string_view(data).substr(i, chunk));
    return c;
}

} // namespace

class TestOutputCapture : public QObject
{
    Q_OBJECT

private slots:
    void shortOutput_isKeptWhole()
    {
        const auto rendered = renderStream(capture(1000, "hello\nworld\n"));
        QCOMPARE(rendered.text, std::string("hello\nworld\n"));
        QVERIFY(!rendered.truncated);
        QCOMPARE(rendered.rawBytes, std::size_t(12));
    }

    void outputAtExactlyTheLimit_isNotTruncated()
    {
        const std::string data(1000, 'x');
        const auto rendered = renderStream(capture(1000, data));
        QVERIFY(!rendered.truncated);
        QCOMPARE(rendered.text, data);
    }

    void longOutput_keepsFirst40AndLast60Percent_data()
    {
        QTest::addColumn<int>("limit");
        QTest::addColumn<int>("total");
        QTest::addRow("just over") << 1000 << 1001;
        QTest::addRow("double") << 1000 << 2000;
        QTest::addRow("within margins") << 100000 << 120000;
        QTest::addRow("far beyond margins") << 100000 << 3000000;
        QTest::addRow("default limit, 10 MB") << 100000 << 10000000;
    }

    void longOutput_keepsFirst40AndLast60Percent()
    {
        QFETCH(int, limit);
        QFETCH(int, total);
        const std::string data = numbered(std::size_t(total));
        const auto rendered = renderStream(capture(std::size_t(limit), data, 65536));
        QVERIFY(rendered.truncated);
        QCOMPARE(rendered.rawBytes, std::size_t(total));
        const std::size_t head = std::size_t(limit) * 2 / 5;
        const std::size_t tail = std::size_t(limit) - head;
        const std::string marker = "\n\n... [" + std::to_string(total - limit) + " bytes omitted] ...\n\n";
        QCOMPARE(rendered.text, data.substr(0, head) + marker + data.substr(data.size() - tail));
    }

    void memory_isBoundedWhateverTheOutputSize()
    {
        OutputCapture c(100000);
        const std::string chunk(65536, 'y');
        for (int i = 0; i < 2000; ++i) // 128 MB
            c.append(chunk);
        QCOMPARE(c.totalBytes(), std::size_t(2000) * 65536);
        QVERIFY(c.head().size() <= 40000 + OutputCapture::kCutMargin);
        QVERIFY(c.tail().size() <= 60000 + OutputCapture::kCutMargin);
    }

    // A backend that skipped the middle of a stream (DaytonaTransport) reports the count: the total and the cut stay
    // true, and nothing before the gap is shown as if it were next to what came after.
    void skippedBytes_areCountedNotShown()
    {
        OutputCapture c(1000);
        c.append(std::string(600, 'h'));
        c.append(std::string(300, 'b'));
        c.skip(1'000'000);
        c.append(std::string(500, 't') + "END\n");
        QCOMPARE(c.totalBytes(), std::size_t(600 + 300 + 1'000'000 + 504));
        QVERIFY(c.truncated());
        QCOMPARE(c.tail(), std::string(500, 't') + "END\n");
        QVERIFY(c.head().find('t') == std::string_view::npos);
        const auto rendered = renderStream(c);
        QVERIFY(rendered.truncated);
        QVERIFY(rendered.text.ends_with("END\n"));
        QVERIFY(rendered.text.find("bt") == std::string::npos); // never joined across the gap
    }

    void cut_neverSplitsAUtf8Character()
    {
        // "é" is two bytes; with an odd limit every cut lands inside one.
        std::string data;
        while (data.size() < 5000)
            data += "é";
        const auto rendered = renderStream(capture(1001, data));
        QVERIFY(rendered.truncated);
        QVERIFY(rendered.text.find("\xEF\xBF\xBD") == std::string::npos); // no U+FFFD from a split character
        const auto marker = rendered.text.find("\n\n... [");
        QVERIFY(marker != std::string::npos);
        QVERIFY(marker <= 400);
    }

    void secretStraddlingTheHeadCut_isNotShownInPart()
    {
        const std::string secret = "ghp_Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0Fg8Ys2Ta4";
        std::string data(39990, 'a');
        data += " " + secret + " ";
        data += numbered(200000);
        const auto rendered = renderStream(capture(100000, data));
        QVERIFY(rendered.truncated);
        QVERIFY(rendered.text.find("ghp_") == std::string::npos);
        QVERIFY(rendered.text.find("Lm9Rt4Vn1Pz6Wb3H") == std::string::npos);
        QVERIFY(rendered.text.find("0123456789") == std::string::npos);
    }

    void secretStraddlingTheTailCut_isNotShownInPart()
    {
        std::string data = numbered(200000);
        const std::size_t cut = 200000 - 60000;
        const std::string line = "API_KEY=Zq8vR2mK9xL4wP7nB3cT6yH1jF5dS0aG\n";
        data.replace(cut - 10, line.size(), line);
        const auto rendered = renderStream(capture(100000, data));
        QVERIFY(rendered.text.find("Zq8vR2") == std::string::npos);
        QVERIFY(rendered.text.find("F5dS0aG") == std::string::npos);
        QVERIFY(rendered.text.find("S0aG") == std::string::npos);
    }

    void privateKeyAcrossTheCut_isRedactedOnBothSides()
    {
        std::string key = "-----BEGIN OPENSSH PRIVATE KEY-----\n";
        for (int i = 0; i < 40; ++i)
            key += "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW" + std::to_string(i) + "\n";
        key += "-----END OPENSSH PRIVATE KEY-----\n";
        std::string data = numbered(39000) + key + numbered(300000);
        const auto rendered = renderStream(capture(100000, data));
        QVERIFY(rendered.text.find("b3BlbnNzaC1rZXkt") == std::string::npos);
    }

    void randomChunking_givesTheSameResult()
    {
        const std::string data = numbered(500000);
        const auto reference = renderStream(capture(100000, data, data.size()));
        QRandomGenerator rng(42);
        OutputCapture c(100000);
        std::size_t pos = 0;
        while (pos < data.size()) {
            const std::size_t n = std::min<std::size_t>(rng.bounded(1, 200000), data.size() - pos);
            c.append(std::string_view(data).substr(pos, n));
            pos += n;
        }
        QCOMPARE(renderStream(c).text, reference.text);
    }
};

QTEST_APPLESS_MAIN(TestOutputCapture)
#include "tst_outputcapture.moc"
