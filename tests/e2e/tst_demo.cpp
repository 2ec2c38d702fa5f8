// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// `airlock demo --auto` end to end, offscreen: the real binary, its desktop app and its scripted agent (a child
// process speaking MCP over the bridge), every promised step checked in the transcript, in the screenshots and in the
// audit log of the demo's config; nothing of it left in the temporary directory.
#include "AirlockProcess.h"
#include "TestServices.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTest>
#include <QtEndian>

using airlock::test::airlockBinary;
using airlock::test::IsolatedEnvironment;
using airlock::test::jsonLines;
using airlock::test::runAirlock;

namespace {

const char kFakeTokenTail[] = "Demo1234FakeToken5678NotReal90123456";

} // namespace

class TestDemo : public QObject
{
    Q_OBJECT

private:
    IsolatedEnvironment m_home;
    QString m_tmp;
    QString m_audit;
    QString m_shots;
    airlock::test::Run m_run;
    QStringList m_lines;

    // The transcript's line for a step ("[tag] …"), or empty.
    QString step(const char *tag) const
    {
        const QString prefix = QLatin1Char('[') + QLatin1String(tag) + QLatin1String("] ");
        for (const QString &line : m_lines)
            if (line.startsWith(prefix))
                return line;
        return {};
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(!airlockBinary().isEmpty(), "AIRLOCK_BINARY is not set");
        m_tmp = m_home.path("tmp");
        m_shots = m_home.path("shots");
        m_audit = m_home.path("demo-audit.sqlite");
        QVERIFY(QDir().mkpath(m_tmp));
        // The demo's own config (the person's --config): only where its audit log goes, so that it outlives the demo.
        const QString config = m_home.writeConfig(QStringLiteral(R"({"audit": {"path": "%1"}})").arg(m_audit).toUtf8());
        m_home.setVariable(QStringLiteral("TMPDIR"), m_tmp);
        m_home.setVariable(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        m_home.setVariable(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
        m_home.unsetVariable(QStringLiteral("LANGUAGE"));
        m_home.setVariable(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        m_run = runAirlock({QStringLiteral("demo"), QStringLiteral("--auto"), QStringLiteral("--config"), config,
                            QStringLiteral("--screenshots"), m_shots},
                           {}, m_home, 90000);
        m_lines = QString::fromUtf8(m_run.out).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        qInfo().noquote() << QStringLiteral("transcript:\n") + QString::fromUtf8(m_run.out);
        if (m_run.exitCode != 0)
            qInfo().noquote() << QStringLiteral("stderr:\n") + QString::fromUtf8(m_run.err);
    }

    void demo_endsWithEveryStepAsScripted()
    {
        QCOMPARE(m_run.exitCode, 0);
        QVERIFY(!step("end").isEmpty());
        QVERIFY(step("failed").isEmpty());
    }

    void demo_runsThreeTasksWithStreamingAndAFailure()
    {
        QVERIFY(step("connect").contains(QLatin1String("three agent sessions")));
        QVERIFY(step("build").contains(QLatin1String("streamed")));
        QVERIFY(step("build").contains(QLatin1String("compiling src/")));
        QVERIFY(step("tests").contains(QLatin1String("exit code 1")));
        QVERIFY(step("tests").contains(QLatin1String("FAILED")));
        QVERIFY(!step("third").isEmpty());
    }

    void demo_approvalTakesACheckpointAndTheDenialMessageReachesTheAgent()
    {
        QVERIFY(step("approved").contains(QLatin1String("rm -rf ../project/build")));
        QVERIFY(QRegularExpression(QStringLiteral("^\\[checkpoint\\] .*: [0-9a-f]{12}, "))
                    .match(step("checkpoint"))
                    .hasMatch());
        QVERIFY(step("denied").contains(QLatin1String("permission_denied")));
        QVERIFY2(step("denied").contains(QLatin1String("force push rewrites history")), qPrintable(step("denied")));
    }

    void demo_timesOutAndRedactsTheFakeToken()
    {
        QVERIFY(step("timeout").contains(QLatin1String("exit code 124")));
        QVERIFY(step("redaction").contains(QLatin1String("REDACTED")));
        QVERIFY(!m_run.out.contains(kFakeTokenTail));
        QVERIFY(!m_run.err.contains(kFakeTokenTail));
    }

    void demo_restoreBringsTheBuildDirectoryBack()
    {
        QVERIFY(!step("restore").isEmpty());
        QVERIFY(step("restored").contains(QLatin1String("parser.o")));
    }

    void demo_cleansUpItsTasksAndTemporaryDirectories()
    {
        int cleanups = 0;
        for (const QString &line : std::as_const(m_lines)) {
            if (!line.startsWith(QLatin1String("[cleanup] ")))
                continue;
            ++cleanups;
            const QRegularExpressionMatch path = QRegularExpression(QStringLiteral("(/\\S+)$")).match(line);
            if (path.hasMatch() && path.captured(1).contains(QLatin1String("airlock-demo")))
                QVERIFY2(!QFileInfo::exists(path.captured(1)), qPrintable(path.captured(1)));
        }
        QCOMPARE(cleanups, 3); // the agent's project, the app's tasks, the private home
        QVERIFY(step("cleanup").contains(QLatin1String("removed")));
        QCOMPARE(QDir(m_tmp).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden), QStringList());
    }

    void demo_savesScreenshotsOfTheWindowAndTheDialog()
    {
        for (const char *name : {"demo-main.png", "demo-approval.png"}) {
            QFile png(m_shots + QLatin1Char('/') + QLatin1String(name));
            QVERIFY2(png.open(QIODevice::ReadOnly), name);
            QVERIFY(png.read(8).startsWith("\x89PNG"));
            QVERIFY(png.size() > 5000);
        }
        // The approval dialog as the person saw it: sized to a one-line command (the form's own 420 px, never
        // fitted, is what it used to be), so the table behind it stays in view.
        QFile dialog(m_shots + QStringLiteral("/demo-approval.png"));
        QVERIFY(dialog.open(QIODevice::ReadOnly));
        const QByteArray header = dialog.read(24); // the PNG signature, then IHDR: width and height, big-endian
        QCOMPARE(header.size(), 24);
        const int height = qFromBigEndian<qint32>(header.constData() + 20);
        QVERIFY2(height > 100 && height <= 360, qPrintable(QString::number(height)));
    }

    void demo_auditLogRecordsThePersonsDecisions()
    {
        const auto history = runAirlock({QStringLiteral("history"), QStringLiteral("--db"), m_audit,
                                         QStringLiteral("--format"), QStringLiteral("jsonl")},
                                        {}, m_home);
        QCOMPARE(history.exitCode, 0);
        bool approved = false;
        bool denied = false;
        bool restored = false;
        for (const auto &record : jsonLines(history.out)) {
            const std::string command = record.value("command", std::string());
            const std::string decidedBy = record.value("decided_by", std::string());
            if (command == "rm -rf ../project/build && ls" && record.value("decision", std::string()) == "allowed" &&
                decidedBy == "person")
                approved = !record.value("checkpoint_id", std::string()).empty();
            if (command == "git push --force origin main" && record.value("decision", std::string()) == "denied" &&
                decidedBy == "person")
                denied = record.value("message", std::string()).find("force push") != std::string::npos;
            if (record.value("kind", std::string()) == "checkpoint_restore")
                restored = true;
        }
        QVERIFY2(approved, history.out.constData());
        QVERIFY2(denied, history.out.constData());
        QVERIFY2(restored, history.out.constData());
        QFile db(m_audit);
        QVERIFY(db.open(QIODevice::ReadOnly));
        QVERIFY(!db.readAll().contains(kFakeTokenTail));
    }

    // With a Docker engine that has the configured image, the demo's third session asks for the docker backend (the
    // bridge greeting of `airlock mcp --backend docker`): its task runs in a container, its timeout and redaction
    // steps too, and the container is gone after the cleanup.
    void demo_withDocker_runsTheThirdTaskOnTheDockerBackend()
    {
        airlock::test::DockerEngine engine;
        QString why;
        QVERIFY2(engine.ensure(&why, airlock::test::DockerEngine::kShImage), qPrintable(why));
        IsolatedEnvironment home;
        const QString config = home.writeConfig(QStringLiteral(R"({"docker": {"image": "%1", "network": "none"}})")
                                                    .arg(QLatin1String(airlock::test::DockerEngine::kShImage))
                                                    .toUtf8());
        if (engine.environment().contains(QStringLiteral("DOCKER_HOST")))
            home.setVariable(QStringLiteral("DOCKER_HOST"), engine.environment().value(QStringLiteral("DOCKER_HOST")));
        home.setVariable(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        home.unsetVariable(QStringLiteral("LANGUAGE"));
        home.setVariable(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        const auto run = runAirlock(
            {QStringLiteral("demo"), QStringLiteral("--auto"), QStringLiteral("--config"), config}, {}, home, 90000);
        const QString transcript = QString::fromUtf8(run.out);
        QVERIFY2(run.exitCode == 0, qPrintable(transcript + QString::fromUtf8(run.err)));
        const QString third = transcript.section(QStringLiteral("[third] "), 1).section(QLatin1Char('\n'), 0, 0);
        QVERIFY2(third.contains(QLatin1String("on the docker backend")) &&
                     third.contains(QLatin1String("container ")) &&
                     third.contains(QLatin1String("lint: 5 files checked on Linux")),
                 qPrintable(transcript));
        QVERIFY(transcript.contains(QLatin1String("[timeout] ")) &&
                transcript.contains(QLatin1String("exit code 124")));
        QVERIFY(transcript.contains(QLatin1String("[redaction] ")) && !run.out.contains(kFakeTokenTail));
        const auto left = engine.docker({QStringLiteral("ps"), QStringLiteral("-a"), QStringLiteral("--filter"),
                                         QStringLiteral("label=io.airlock.task"), QStringLiteral("--format"),
                                         QStringLiteral("{{.Names}}")});
        QCOMPARE(left.exitCode, 0);
        QVERIFY2(left.out.trimmed().isEmpty(), left.out.constData());
    }
};

QTEST_GUILESS_MAIN(TestDemo)
#include "tst_demo.moc"
