// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// StreamRedactor: it gives what Redactor::redact() gives at every split point and on random bytes, tracks a private
// key across chunks without buffering it, releases held lines, and stays bounded on a long line without a newline.
#include "RedactionCorpus.h"
#include "RedactorHelpers.h"
#include "core/Redactor.h"

#include <QByteArray>
#include <QTest>

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

using airlock::core::Redactor;
using airlock::core::SecretSpan;
using airlock::core::StreamRedactor;
using namespace airlock::test::redaction;

namespace {

QByteArray streamed(const QByteArray &text, const QList<qsizetype> &cuts)
{
    StreamRedactor stream;
    std::string out;
    qsizetype from = 0;
    for (const qsizetype cut : cuts) {
        out += stream.feed(view(text).substr(static_cast<std::size_t>(from), static_cast<std::size_t>(cut - from)));
        from = cut;
    }
    out += stream.feed(view(text).substr(static_cast<std::size_t>(from)));
    out += stream.finish();
    return bytes(out);
}

} // namespace

class TestRedactorStream final : public QObject
{
    Q_OBJECT

private slots:
    void randomBytes_neverCrashAndGiveOrderedSpans();
    void stream_equalsRedactAtEverySplitPoint_data();
    void stream_equalsRedactAtEverySplitPoint();
    void stream_equalsRedactFedByteByByte();
    void stream_privateKeyAcrossChunks_isTrackedNotBuffered();
    void stream_releaseHeldLines_letsShortLinesGo_butNeverKeyMaterial();
    void stream_longLineWithoutNewline_staysBounded_data();
    void stream_longLineWithoutNewline_staysBounded();
    void stream_equalsRedactOnTheCorpora();
};

void TestRedactorStream::randomBytes_neverCrashAndGiveOrderedSpans()
{
    using namespace std::string_view_literals;
    static constexpr std::string_view pieces[] = {
        "sk-",
        "ghp_",
        "-----BEGIN PRIVATE KEY-----",
        "-----END PRIVATE KEY-----",
        "password",
        "=",
        ": ",
        "://",
        "@",
        "\"",
        "\n",
        "eyJ",
        ".",
        "Bearer ",
        "Authorization:",
        "AKIA",
        "\\",
        "'",
        "\0"sv,
        "\xff",
        "abc123XYZ",
        " ",
    };
    std::uint64_t state = 0x9e3779b97f4a7c15ULL;
    auto next = [&state] {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        return state;
    };
    for (int round = 0; round < 3000; ++round) {
        std::string text;
        const auto parts = next() % 40;
        for (std::uint64_t i = 0; i < parts; ++i) {
            if (next() % 3 == 0)
                text.push_back(static_cast<char>(next() & 0xff));
            else
                text += pieces[next() % std::size(pieces)];
        }
        const std::vector<SecretSpan> spans = Redactor::find(text);
        std::size_t lastEnd = 0;
        for (const SecretSpan &s : spans) {
            QVERIFY(s.begin >= lastEnd);
            QVERIFY(s.begin <= s.valueBegin && s.valueBegin < s.valueEnd && s.valueEnd <= s.end);
            QVERIFY(s.end <= text.size());
            lastEnd = s.end;
        }
        const std::string out = Redactor::redact(text);
        QCOMPARE(out.empty(), text.empty() && spans.empty());
        const auto cut = static_cast<qsizetype>(text.empty() ? 0 : next() % text.size());
        QCOMPARE(streamed(bytes(text), {cut}), bytes(out));
    }
}

void TestRedactorStream::stream_equalsRedactAtEverySplitPoint_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addRow("every family") << EveryFamily;
    QTest::addRow("private key, no trailing newline")
        << QByteArray("a\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1r\nZXktdjE=\n"
                      "-----END OPENSSH PRIVATE KEY-----b");
    QTest::addRow("begin only") << QByteArray("x=1\n-----BEGIN PRIVATE KEY-----\nMIIEvQ\nAAAA\n");
    QTest::addRow("end only with base64 lines held")
        << QByteArray("ok\nQUJD\nREVG\n-----END PRIVATE KEY-----\nnext ghp_0123456789abcdefXYZ\nAAAA\n");
    QTest::addRow("base64 lines without end") << QByteArray("QUJD\nREVG\nR0hJ\nplain line\nSktM");
}

void TestRedactorStream::stream_equalsRedactAtEverySplitPoint()
{
    QFETCH(QByteArray, text);
    const QByteArray expected = redacted(text);
    for (qsizetype cut = 0; cut <= text.size(); ++cut)
        QVERIFY2(streamed(text, {cut}) == expected, qPrintable(QStringLiteral("split at %1").arg(cut)));
    for (qsizetype cut = 0; cut + 7 <= text.size(); ++cut)
        QVERIFY2(streamed(text, {cut, cut + 7}) == expected, qPrintable(QStringLiteral("split at %1+7").arg(cut)));
}

void TestRedactorStream::stream_equalsRedactFedByteByByte()
{
    QList<qsizetype> cuts;
    for (qsizetype i = 1; i < EveryFamily.size(); ++i)
        cuts.append(i);
    QCOMPARE(streamed(EveryFamily, cuts), redacted(EveryFamily));
}

void TestRedactorStream::stream_privateKeyAcrossChunks_isTrackedNotBuffered()
{
    std::string text = "before\n-----BEGIN RSA PRIVATE KEY-----\n";
    for (int line = 0; line < 20000; ++line) // ~1.3 MB of key body
        text += "MIIEpAIBAAKCAQEAu1SU1LfVLPHCozMxH2Mo4lgOEePzNm0tRgeLezV6ffAt0gunVTLw\n";
    text += "-----END RSA PRIVATE KEY-----\nafter\n";

    StreamRedactor stream;
    std::string out;
    std::size_t maxPendingInside = 0;
    const std::size_t bodyStart = 64, bodyEnd = text.size() - 64;
    for (std::size_t pos = 0; pos < text.size(); pos += 4096) {
        out += stream.feed(std::string_view(text).substr(pos, 4096));
        if (pos > bodyStart && pos + 4096 < bodyEnd)
            maxPendingInside = std::max(maxPendingInside, stream.pendingBytes());
    }
    out += stream.finish();
    QCOMPARE(bytes(out), QByteArray("before\n[PRIVATE KEY REDACTED]\nafter\n"));
    QCOMPARE(bytes(out), bytes(Redactor::redact(text)));
    QVERIFY2(maxPendingInside <= 256, qPrintable(QString::number(maxPendingInside)));
}

void TestRedactorStream::stream_releaseHeldLines_letsShortLinesGo_butNeverKeyMaterial()
{
    StreamRedactor stream;
    QCOMPARE(bytes(stream.feed("ok\n12345\n")), QByteArray()); // held: a key's END line might still claim them
    QCOMPARE(bytes(stream.releaseHeldLines()), QByteArray("ok\n12345\n"));
    QCOMPARE(bytes(stream.feed("partial line")), QByteArray());
    QCOMPARE(bytes(stream.releaseHeldLines()), QByteArray()); // a line in progress is never released
    QCOMPARE(bytes(stream.feed(" token ghp_0123456789Zq7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0\n")),
             QByteArray("partial line token ghp_01...[REDACTED]...5Jd0\n"));

    StreamRedactor key;
    std::string out = key.feed("-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQ\n");
    out += key.releaseHeldLines();
    QCOMPARE(bytes(out), QByteArray("[PRIVATE KEY REDACTED]"));
    std::string rest = key.feed("AAAAAQAAADMAAAALc3NoLWVk\n-----END OPENSSH PRIVATE KEY-----\ndone\n");
    rest += key.finish();
    QCOMPARE(bytes(rest), QByteArray("\ndone\n"));
}

void TestRedactorStream::stream_longLineWithoutNewline_staysBounded_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected"); // empty: the same as Redactor::redact

    QByteArray words;
    for (int i = 0; words.size() < 10 * 1024 * 1024; ++i) {
        words += "lorem ipsum dolor sit amet, consectetur adipiscing elit ";
        if (i % 97 == 0)
            words += "ghp_0123456789abcdefABCDEF" + QByteArray::number(i) + " token=abc" + QByteArray::number(i) + " ";
    }
    QTest::addRow("words with secrets") << words << QByteArray();

    QTest::addRow("one blob of token bytes") << QByteArray(10 * 1024 * 1024, 'a') << QByteArray();
    QTest::addRow("secret longer than a line we may hold")
        << ("password: " + QByteArray("k3Y9").repeated(10 * 256 * 1024)) << QByteArray("password: [REDACTED]");
}

void TestRedactorStream::stream_longLineWithoutNewline_staysBounded()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    StreamRedactor stream;
    std::string out;
    std::size_t maxPending = 0;
    for (qsizetype pos = 0; pos < text.size(); pos += 65536) {
        out += stream.feed(view(text).substr(static_cast<std::size_t>(pos), 65536));
        maxPending = std::max(maxPending, stream.pendingBytes());
    }
    out += stream.finish();
    QVERIFY2(maxPending <= StreamRedactor::MaxPendingBytes, qPrintable(QString::number(maxPending)));
    QCOMPARE(bytes(out), expected.isEmpty() ? redacted(text) : expected);
}

// Every line of the redaction corpora (tests/data/secrets*.jsonl, harmless*.jsonl), fed in chunks of 1, 7 and 64 bytes
// so that every secret is split somewhere, comes out as redact() of the whole text.
void TestRedactorStream::stream_equalsRedactOnTheCorpora()
{
    std::vector<CorpusCase> cases = loadRedactionCorpus(AIRLOCK_TEST_DATA_DIR, "secrets");
    const std::vector<CorpusCase> harmless = loadRedactionCorpus(AIRLOCK_TEST_DATA_DIR, "harmless");
    cases.insert(cases.end(), harmless.begin(), harmless.end());
    QVERIFY(cases.size() >= 400);
    for (const CorpusCase &c : cases) {
        const std::string whole = Redactor::redact(c.text);
        for (const std::size_t chunk : {std::size_t(1), std::size_t(7), std::size_t(64)}) {
            StreamRedactor stream;
            std::string out;
            for (std::size_t pos = 0; pos < c.text.size(); pos += chunk)
                out += stream.feed(std::string_view(c.text).substr(pos, chunk));
            out += stream.finish();
            QVERIFY2(out == whole, (c.label + ": " + out).c_str());
        }
    }
}

QTEST_APPLESS_MAIN(TestRedactorStream)
#include "tst_redactorstream.moc"
