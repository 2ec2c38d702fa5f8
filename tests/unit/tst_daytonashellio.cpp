// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The scripts the Daytona transport runs in its io session, run here by a real bash on the shell's files in a
// temporary directory (what the io session would do in the sandbox), and the reading of their answers: every byte of
// the files arrives once and in order whatever it holds (text, NUL bytes, other encodings, more than one built-in read
// takes), from wherever the last read ended.
#include "backends/DaytonaShellIo.h"

#include <QElapsedTimer>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using namespace airlock::backends;
namespace io = airlock::backends::DaytonaShellIo;

namespace {

// A directory laid out as DaytonaTransport::start lays out the shell's: the `in` and `wait` fifos, `out` and `err`.
class ShellFiles
{
public:
    ShellFiles()
    {
        for (const char *fifo : {"in", "wait"})
            ::mkfifo(QFile::encodeName(path(QLatin1String(fifo))).constData(), 0600);
        append("out", "");
        append("err", "");
        // Held open, as the shell's session holds it: what is written stays until read.
        m_in = ::open(QFile::encodeName(path(QStringLiteral("in"))).constData(), O_RDWR | O_NONBLOCK | O_CLOEXEC);
    }
    ~ShellFiles() { ::close(m_in); }
    Q_DISABLE_COPY_MOVE(ShellFiles)
    QByteArray input() const
    {
        QByteArray all;
        char buffer[4096];
        for (ssize_t n; (n = ::read(m_in, buffer, sizeof buffer)) > 0;)
            all.append(buffer, n);
        return all;
    }
    QString path(const QString &name) const { return m_dir.filePath(name); }
    QByteArray dir() const { return QFile::encodeName(m_dir.path()); }
    void append(const char *name, const QByteArray &bytes) const
    {
        QFile file(path(QLatin1String(name)));
        QVERIFY(file.open(QIODevice::Append));
        file.write(bytes);
    }

private:
    QTemporaryDir m_dir;
    int m_in = -1;
};

// Runs the io session's opening script and then each request in one bash, as the session would; between requests,
// `between` may change the files. Returns each request's answer and exit status.
struct Reply {
    io::Answer answer;
    int status = -1;
};

QList<Reply> session(const ShellFiles &files, const QList<QByteArray> &requests,
                     const std::function<void(int)> &between = {})
{
    QProcess bash;
    bash.setProcessChannelMode(QProcess::SeparateChannels);
    bash.start(QStringLiteral("bash"), {QStringLiteral("--noprofile"), QStringLiteral("--norc")});
    if (!bash.waitForStarted())
        return {};
    const auto request = [&bash](const QByteArray &script) {
        // The answer ends with a line no script prints: the status and a marker.
        bash.write("{ " + script + "\n} ; echo \"@@end $?\"\n");
        QByteArray out;
        while (!out.contains("@@end ") || !out.endsWith('\n')) {
            if (!bash.waitForReadyRead(10000))
                break;
            out += bash.readAllStandardOutput();
        }
        const qsizetype at = out.lastIndexOf("@@end ");
        return std::make_pair(out.left(at), out.mid(at + 6).trimmed().toInt());
    };
    const auto opened = request(io::openScript(files.dir()));
    if (!opened.first.contains("fd-reads"))
        return {};
    QList<Reply> replies;
    for (int i = 0; i < requests.size(); ++i) {
        if (between)
            between(i);
        const auto [text, status] = request(requests.at(i));
        replies << Reply{io::parse(text), status};
    }
    bash.closeWriteChannel();
    bash.waitForFinished(5000);
    return replies;
}

io::Stream at(qint64 offset)
{
    io::Stream stream;
    stream.offset = offset;
    return stream;
}

} // namespace

class TestDaytonaShellIo : public QObject
{
    Q_OBJECT

private slots:
    void parse_readsEveryRecordKind()
    {
        // A text record is its length's bytes and an end line, whatever they look like.
        const QByteArray text = "T 0 13\nT 9 2\nR 5\nxx\n\nT-end\nB 3 YQBi\nH 7 100 Yw==\nR 3\n";
        const io::Answer answer = io::parse("S 4 5\n" + text);
        QVERIFY(!answer.malformed);
        QCOMPARE(answer.start, std::make_optional(std::make_pair(qint64(4), qint64(5))));
        QCOMPARE(answer.reads.size(), 3);
        QCOMPARE(answer.reads[0].data, QByteArray("T 9 2\nR 5\nxx\n"));
        QCOMPARE(answer.reads[0].size, 13);
        QCOMPARE(answer.reads[1].from, 3);
        QCOMPARE(answer.reads[1].data, QByteArray("a\0b", 3));
        QCOMPARE(answer.reads[1].size, 6);
        QCOMPARE(answer.reads[2].size, 100);
        QCOMPARE(answer.exitStatus, QByteArray("3"));
    }

    void parse_refusesWhatItCannotRead_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::newRow("text longer than the answer") << QByteArray("T 0 50\nshort\nT-end\n");
        // "  ab\n" (5 bytes) read back line by line without its blanks: the end line is no longer where it belongs.
        QTest::newRow("text whose blanks were stripped") << QByteArray("T 0 5\nab\n\nT-end\nR \n");
        QTest::newRow("unknown record") << QByteArray("X 1 2\n");
        QTest::newRow("negative offset") << QByteArray("B -4 YQ==\n");
        QTest::newRow("not a number") << QByteArray("S a b\n");
        QTest::newRow("an HTML page") << QByteArray("<html><body>502 Bad Gateway</body></html>\n");
    }
    void parse_refusesWhatItCannotRead()
    {
        QFETCH(QByteArray, text);
        QVERIFY(io::parse(text).malformed);
    }

    void poll_deliversEveryByteOnceAndInOrder_data()
    {
        QTest::addColumn<QList<QByteArray>>("pieces"); // appended to out before each poll
        QTest::newRow("text") << QList<QByteArray>{"hello\nworld\n", "more\r\n\ttabs \\ 'q' \"dq\"\n", ""};
        QTest::newRow("NUL bytes") << QList<QByteArray>{QByteArray("a\0b\0", 4), QByteArray("\0\0c", 3), "d\n"};
        QTest::newRow("UTF-8 and Latin-1")
            << QList<QByteArray>{"\xc3\xbc ✓\n", "\xfc\xe9\n", QByteArray(1, '\x1b') + "[31mred\n"};
        QTest::newRow("past one built-in read") << QList<QByteArray>{QByteArray(io::kTextRead + 10, 'x'), "tail\n",
                                                                     QByteArray(io::kTextRead - 1, 'y'), "z"};
        QTest::newRow("a line that looks like a record") << QList<QByteArray>{"T 0 99\nR 5\n", "B 1 xx\n"};
    }
    void poll_deliversEveryByteOnceAndInOrder()
    {
        QFETCH(QList<QByteArray>, pieces);
        ShellFiles files;
        QByteArray sent;
        QByteArray received;
        const io::Stream err;
        QList<QByteArray> requests;
        // The offsets a request carries depend on the answers before it: one session per poll would lose the
        // descriptors, so each poll is planned from the bytes appended so far (what the transport would hold).
        for (const QByteArray &piece : pieces) {
            sent += piece;
            requests << io::pollScript(files.dir(), at(sent.size() - piece.size()), err, true);
        }
        const QList<Reply> replies = session(files, requests, [&](int i) { files.append("out", pieces.at(i)); });
        QCOMPARE(replies.size(), pieces.size());
        for (const Reply &reply : replies) {
            QCOMPARE(reply.status, 0);
            QVERIFY(!reply.answer.malformed);
            QCOMPARE(reply.answer.reads.size(), 2);
            QCOMPARE(reply.answer.reads[0].from, received.size());
            received += reply.answer.reads[0].data;
            QCOMPARE(reply.answer.reads[1].data, QByteArray());
            QVERIFY(reply.answer.exitStatus.isEmpty());
        }
        QCOMPARE(received, sent);
    }

    void poll_reportsTheShellsExitStatus()
    {
        ShellFiles files;
        files.append("err", "bye\n");
        QFile rc(files.path(QStringLiteral("rc")));
        QVERIFY(rc.open(QIODevice::WriteOnly));
        rc.write("7\n");
        rc.close();
        const QList<Reply> replies = session(files, {io::pollScript(files.dir(), at(0), at(0), true)});
        QCOMPARE(replies.size(), 1);
        QCOMPARE(replies[0].answer.exitStatus, QByteArray("7"));
        QCOMPARE(replies[0].answer.reads[1].data, QByteArray("bye\n"));
    }

    void poll_ofFilesThatAreGone_failsWithStatus3()
    {
        ShellFiles files;
        const QByteArray dir = files.dir();
        const QList<Reply> replies = session(files, {"rm -rf '" + dir + "'", io::pollScript(dir, at(0), at(0), true)});
        QCOMPARE(replies.size(), 2);
        QCOMPARE(replies[1].status, 3);
    }

    // The first write of a command skips what was printed while the shell was idle, says where the files stood, and
    // (as the command's last write) waits for stderr and reads both. No shell reads `in` here: the wait runs out.
    void firstWrite_skipsIdleOutput_andReadsAfterItsWait()
    {
        ShellFiles files;
        files.append("out", "stray from a background job\n");
        files.append("err", QByteArray("\0stray\n", 7));
        QElapsedTimer clock;
        clock.start();
        const QList<Reply> replies =
            session(files,
                    {io::writeScript(files.dir(), "echo hi\n", true, true, true),
                     io::writeScript(files.dir(), QByteArray("\0bytes", 6), false, false, true)},
                    [&](int i) {
                        if (i == 1)
                            files.append("out", "late\n");
                    });
        QCOMPARE(replies.size(), 2);
        QCOMPARE(replies[0].status, 0);
        QCOMPARE(replies[0].answer.start, std::make_optional(std::make_pair(qint64(28), qint64(7))));
        QCOMPARE(replies[0].answer.reads.size(), 2);
        QCOMPARE(replies[0].answer.reads[0].data, QByteArray());
        QCOMPARE(replies[0].answer.reads[0].from, 28);
        QVERIFY2(clock.elapsed() >= io::kWaitAfterWriteMs, "the write waited for the command's output");
        // A later write of the same command only writes.
        QCOMPARE(replies[1].status, 0);
        QVERIFY(!replies[1].answer.start);
        QVERIFY(replies[1].answer.reads.isEmpty());
        // Both writes reached the fifo, byte for byte.
        QCOMPARE(files.input(), QByteArray("echo hi\n\0bytes", 14));
    }
};

QTEST_GUILESS_MAIN(TestDaytonaShellIo)
#include "tst_daytonashellio.moc"
