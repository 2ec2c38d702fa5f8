// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "DemoScript.h"

#include "core/Config.h"

#include <QCoreApplication>
#include <QDir>
#include <QProcess>

#include <cstdio>
#include <memory>

namespace airlock::app {

namespace {

// The project the demo makes: a build that prints a line per module with a pause between them (so that its output
// streams), a test run with one failure, and a lint for the third task. The files are
// run with `sh`, so that no `chmod` needs asking.
const char kMakeProject[] = R"sh(mkdir -p %1 && cd %1 && git init -q -b main .
cat > build.sh <<'END'
# A small build: one line per module, a pause between them.
mkdir -p build
for m in parser lexer checker emitter linker; do
  echo "compiling src/$m.c"
  echo "object $m" > "build/$m.o"
  sleep 0.6
done
echo app > build/app
echo "linked build/app from 5 modules"
END
cat > test.sh <<'END'
# The test run: two pass, one fails.
echo "test_parser ... ok"
echo "test_lexer ... ok"
echo "test_checker ... FAILED: expected 3 warnings, got 4" >&2
echo "2 passed, 1 failed"
exit 1
END
cat > lint.sh <<'END'
echo "lint: 5 files checked on $(uname -s), no problems"
END
git add -A
git -c user.name='Airlock demo' -c user.email=demo@airlock.invalid commit -q -m 'A demo project'
git init -q --bare ../remote.git && git remote add origin ../remote.git && git push -q origin main
echo "project ready: $(git log --oneline | wc -l) commit, remote ../remote.git")sh";

// The third task: in a container on the docker backend when an engine answers with the configured image, else the
// lint on the local one.
const char kThirdTaskInContainer[] =
    R"sh(echo "container $(hostname): $(uname -s) $(uname -m), user $(id -u)"; sh lint.sh)sh";
const char kThirdTaskLocal[] = "sh lint.sh";

// A GitHub token's format, made up (ghp_Demo1234FakeToken5678NotReal90123456), decoded by the shell so that the
// command itself (which the audit log keeps) does not contain it.
const char kFakeTokenBase64[] = "Z2hwX0RlbW8xMjM0RmFrZVRva2VuNTY3OE5vdFJlYWw5MDEyMzQ1Ng==";
const char kFakeTokenTail[] = "Demo1234FakeToken5678NotReal90123456";

QString quoted(const QString &path)
{
    QString text = path;
    return QLatin1Char('\'') + text.replace(QLatin1Char('\''), QLatin1String("'\\''")) + QLatin1Char('\'');
}

// The line of a result's text after `skip` others (the header is line 0).
QString lineOf(const QString &text, int skip = 0)
{
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    return lines.value(skip).trimmed();
}

} // namespace

DemoScript::DemoScript(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_root(QDir::tempPath() + QStringLiteral("/demo-XXXXXX"))
    , m_build(new DemoLink(QStringLiteral("build"), this))
    , m_tests(new DemoLink(QStringLiteral("tests"), this))
    , m_third(new DemoLink(QStringLiteral("third"), this))
{
    m_steps = {{"connect", &DemoScript::connectTasks},
               {"project", &DemoScript::makeProject},
               {"tasks", &DemoScript::runThreeTasks},
               {"approval", &DemoScript::deleteBuild},
               {"checkpoint", &DemoScript::findCheckpoint},
               {"denial", &DemoScript::forcePush},
               {"timeout", &DemoScript::timeOut},
               {"redaction", &DemoScript::showSecret},
               {"restore", &DemoScript::restoreBuild},
               {"restored", &DemoScript::checkRestored},
               {"cleanup", &DemoScript::cleanUp}};
    for (DemoLink *link : {m_build, m_tests, m_third})
        connect(link, &DemoLink::lost, this, [this](const QString &why) { fail(why); });
}

void DemoScript::start()
{
    if (!m_root.isValid())
        return fail(tr("cannot make a temporary directory: %1").arg(m_root.errorString()));
    next();
}

void DemoScript::abandon()
{
    m_over = true;
    m_root.remove();
}

QString DemoScript::project() const
{
    return m_root.path() + QStringLiteral("/project");
}

void DemoScript::next()
{
    if (m_over)
        return;
    if (++m_step >= m_steps.size()) {
        m_over = true;
        emit finished(0);
        return;
    }
    (this->*m_steps.at(m_step).second)();
}

void DemoScript::say(const char *tag, const QString &text)
{
    std::printf("[%s] %s\n", tag, qPrintable(text));
    std::fflush(stdout);
}

void DemoScript::fail(const QString &why)
{
    if (m_over)
        return;
    m_over = true;
    const char *step = m_step >= 0 && m_step < m_steps.size() ? m_steps.at(m_step).first : "start";
    say("failed", tr("step \"%1\": %2").arg(QString::fromLatin1(step), why));
    for (DemoLink *link : {m_build, m_tests, m_third})
        link->close();
    m_root.remove();
    emit finished(1);
}

void DemoScript::connectTasks()
{
    say("connect", tr("three agent sessions connect to the app over its bridge socket %1, as `airlock mcp` does")
                       .arg(m_options.socketPath));
    // Started in the project, as an agent is: the app shows it as the tasks' directory and starts their shells there.
    if (!QDir().mkpath(project()) || !QDir::setCurrent(project()))
        return fail(tr("cannot make the project directory %1").arg(project()));
    m_dockerImage = dockerImage();
    m_waiting = 3;
    for (DemoLink *link : {m_build, m_tests, m_third})
        link->open(m_options.socketPath,
                   link == m_third && !m_dockerImage.isEmpty() ? QStringLiteral("docker") : QString(),
                   [this, link](const QString &error) {
                       if (!error.isEmpty())
                           return fail(tr("session \"%1\" could not connect: %2").arg(link->name(), error));
                       if (--m_waiting == 0)
                           next();
                   });
}

void DemoScript::makeProject()
{
    const QString command = QString::fromLatin1(kMakeProject).arg(quoted(project()));
    m_build->terminal(command, 60, [this](const DemoCallResult &r) {
        if (r.isError || r.exitCode != 0)
            return fail(tr("could not make the project: %1").arg(r.text));
        say("project", tr("a fresh git project in %1 (%2)").arg(project(), lineOf(r.text, 1)));
        next();
    });
}

void DemoScript::runThreeTasks()
{
    say("tasks", tr("three tasks side by side: a build, a test run and a third task"));
    m_waiting = 3;
    auto done = [this] {
        if (--m_waiting == 0)
            next();
    };
    const QString cd = QStringLiteral("cd %1 && ").arg(quoted(project()));
    m_build->terminal(cd + QStringLiteral("sh build.sh"), 60, [this, done](const DemoCallResult &r) {
        if (r.isError || r.exitCode != 0)
            return fail(tr("the build failed: %1").arg(r.text));
        if (r.progressChunks < 2)
            return fail(tr("the build's output did not stream (%1 progress messages)").arg(r.progressChunks));
        say("build", tr("the build's output streamed while it ran (%1 progress messages, first: \"%2\"); exit code 0")
                         .arg(r.progressChunks)
                         .arg(lineOf(r.progressText)));
        done();
    });
    m_tests->terminal(cd + QStringLiteral("sh test.sh"), 60, [this, done](const DemoCallResult &r) {
        if (r.isError || r.exitCode == 0)
            return fail(tr("the test run was to fail: %1").arg(r.text));
        const QString failure = r.text.split(QLatin1Char('\n')).filter(QStringLiteral("FAILED")).value(0);
        say("tests", tr("the test run failed as scripted: exit code %1, \"%2\"").arg(r.exitCode).arg(failure));
        done();
    });
    const bool docker = !m_dockerImage.isEmpty();
    // In the container the task starts in the project, bind-mounted at the docker backend's workspace.
    const QString third =
        docker ? QString::fromLatin1(kThirdTaskInContainer) : cd + QString::fromLatin1(kThirdTaskLocal);
    m_third->terminal(third, 120, [this, done, docker](const DemoCallResult &r) {
        if (r.isError || r.exitCode != 0)
            return fail(tr("the third task failed: %1").arg(r.text));
        const QString backend = docker ? QStringLiteral("backend=docker ") : QStringLiteral("backend=local ");
        if (!lineOf(r.text).contains(backend))
            return fail(tr("the third task did not run where it was sent (%1): %2").arg(backend.trimmed(), r.text));
        say("third", docker ? tr("the third task ran on the docker backend, in a container of the image %1: \"%2\"")
                                  .arg(m_dockerImage, lineOf(r.text, 1) + QStringLiteral(" / ") + lineOf(r.text, 2))
                            : tr("the third task ran on the local backend (no Docker engine has the image of "
                                 "`docker.image`): \"%1\"")
                                  .arg(lineOf(r.text, 1)));
        done();
    });
}

// `rm -rf build` inside the project is an ordinary clean-up that needs no asking (docs/safety.md); the same delete
// named from outside the directory is asked about.
void DemoScript::deleteBuild()
{
    const QString command = QStringLiteral("rm -rf ../project/build && ls");
    say("ask", m_options.autoAnswer
                   ? tr("`%1` (the build directory) needs approval; the app answers its dialog itself (--auto): allow "
                        "once")
                         .arg(command)
                   : tr("`%1` (the build directory) needs approval: answer \"Allow once\" in the dialog").arg(command));
    m_build->terminal(command, 300, [this, command](const DemoCallResult &r) {
        if (r.isError)
            return fail(tr("the delete was to be approved: %1").arg(r.text));
        say("approved", tr("the person approved `%1`; it ran (exit code %2)").arg(command).arg(r.exitCode));
        next();
    });
}

void DemoScript::findCheckpoint()
{
    runAirlock({QStringLiteral("checkpoints"), QStringLiteral("list"), QStringLiteral("--dir"), project()},
               [this](int exitCode, const QString &out) {
                   const QString line = lineOf(out);
                   m_checkpoint = line.section(QLatin1Char(' '), 0, 0);
                   if (exitCode != 0 || m_checkpoint.isEmpty() || line.startsWith(QLatin1String("no checkpoints")))
                       return fail(tr("no checkpoint before the delete: %1").arg(out));
                   say("checkpoint", tr("a checkpoint was taken before the delete: %1, %2 (`airlock checkpoints list`)")
                                         .arg(m_checkpoint, line.section(QLatin1Char(' '), 2, 2)));
                   next();
               });
}

void DemoScript::forcePush()
{
    say("ask", m_options.autoAnswer
                   ? tr("`git push --force` needs approval; the app denies it in its dialog, with a message (--auto)")
                   : tr("`git push --force` needs approval: answer \"Deny\", with a message for the agent"));
    m_tests->terminal(QStringLiteral("git push --force origin main"), 300, [this](const DemoCallResult &r) {
        if (!r.isError || !r.text.contains(QLatin1String("permission_denied")))
            return fail(tr("the force push was to be denied: %1").arg(r.text));
        say("denied", tr("the person denied the force push; the agent was told: %1").arg(lineOf(r.text)));
        next();
    });
}

void DemoScript::timeOut()
{
    m_third->terminal(QStringLiteral("echo 'waiting for a server that never answers'; sleep 30"), 2,
                      [this](const DemoCallResult &r) {
                          if (r.isError || r.exitCode != 124)
                              return fail(tr("the command was to time out: %1").arg(r.text));
                          const QStringList lines = r.text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
                          say("timeout", tr("`sleep 30` with a 2 s timeout was stopped: exit code 124, \"%1\"")
                                             .arg(lines.value(lines.size() - 1)));
                          next();
                      });
}

void DemoScript::showSecret()
{
    const QString command =
        QStringLiteral("echo \"deploy token: $(echo %1 | base64 -d)\"").arg(QString::fromLatin1(kFakeTokenBase64));
    m_third->terminal(command, 30, [this](const DemoCallResult &r) {
        if (r.isError || r.text.contains(QString::fromLatin1(kFakeTokenTail)) ||
            !r.text.contains(QLatin1String("REDACTED")))
            return fail(tr("the fake token was to be redacted: %1").arg(r.text));
        say("redaction", tr("a command printed a (fake) GitHub token; the agent got: \"%1\"").arg(lineOf(r.text, 1)));
        next();
    });
}

void DemoScript::restoreBuild()
{
    QStringList arguments{QStringLiteral("checkpoints"), QStringLiteral("restore"), m_checkpoint,
                          QStringLiteral("--dir"), project()};
    if (!m_options.configPath.isEmpty())
        arguments << QStringLiteral("--config") << m_options.configPath;
    runAirlock(arguments, [this](int exitCode, const QString &out) {
        if (exitCode != 0 || out.contains(QLatin1String("not recorded")))
            return fail(tr("`airlock checkpoints restore %1` failed: %2").arg(m_checkpoint, out));
        say("restore",
            tr("`airlock checkpoints restore %1` wrote the checkpoint back: %2").arg(m_checkpoint, lineOf(out)));
        next();
    });
}

void DemoScript::checkRestored()
{
    m_build->terminal(QStringLiteral("ls build"), 30, [this](const DemoCallResult &r) {
        const QString files = r.text.section(QLatin1Char('\n'), 1).simplified();
        if (r.isError || r.exitCode != 0 || !files.contains(QLatin1String("app")) ||
            !files.contains(QLatin1String("parser.o")))
            return fail(tr("build/ was not back after the restore: %1").arg(r.text));
        say("restored", tr("build/ is back: %1").arg(files));
        next();
    });
}

void DemoScript::cleanUp()
{
    // The task ids, so that the app's side of the demo can clean exactly these tasks.
    m_waiting = 3;
    auto ids = std::make_shared<QStringList>();
    for (DemoLink *link : {m_build, m_tests, m_third})
        link->terminal(QStringLiteral("echo \"$AIRLOCK_TASK_ID\""), 30, [this, ids](const DemoCallResult &r) {
            *ids << lineOf(r.text, 1);
            if (--m_waiting > 0)
                return;
            say("tasks-used", ids->join(QLatin1Char(' ')));
            for (DemoLink *each : {m_build, m_tests, m_third})
                each->close();
            const QString root = m_root.path();
            if (!m_root.remove() || QDir(root).exists())
                return fail(tr("could not remove %1").arg(root));
            say("cleanup", tr("the agent disconnected and removed its temporary project %1").arg(root));
            next();
        });
}

// The config's `docker.image` when a Docker engine answers and has it (the demo never pulls); else empty. Bounded:
// an engine that does not answer within 5 s counts as none.
QString DemoScript::dockerImage() const
{
    const auto config = core::Config::load(m_options.configPath, false);
    if (!config || config->docker.image.isEmpty())
        return {};
    QProcess docker;
    docker.setStandardInputFile(QProcess::nullDevice());
    docker.start(QStringLiteral("docker"),
                 {QStringLiteral("image"), QStringLiteral("inspect"), QStringLiteral("--format"),
                  QStringLiteral("{{.Id}}"), config->docker.image});
    if (!docker.waitForFinished(5000)) {
        docker.kill();
        docker.waitForFinished(1000);
        return {};
    }
    const bool present = docker.exitStatus() == QProcess::NormalExit && docker.exitCode() == 0;
    return present ? config->docker.image : QString();
}

void DemoScript::runAirlock(const QStringList &arguments, std::function<void(int, const QString &)> done)
{
    auto *process = new QProcess(this);
    process->setProcessChannelMode(QProcess::MergedChannels);
    process->setStandardInputFile(QProcess::nullDevice());
    connect(process, &QProcess::finished, this, [process, done](int exitCode, QProcess::ExitStatus status) {
        process->deleteLater();
        done(status == QProcess::NormalExit ? exitCode : 1, QString::fromUtf8(process->readAll()));
    });
    connect(process, &QProcess::errorOccurred, this, [this, process](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(tr("cannot run airlock: %1").arg(process->errorString()));
    });
    process->start(QCoreApplication::applicationFilePath(), arguments);
}

} // namespace airlock::app
