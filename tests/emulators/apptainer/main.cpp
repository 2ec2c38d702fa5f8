// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// An EMULATOR of the Apptainer / Singularity command line (not Apptainer, not part of Airlock), for the tests and
// benchmarks on machines without Apptainer. It follows the flag names and messages of apptainer's
// cmd/internal/cli/action_flags.go and instance_*.go (github.com/apptainer/apptainer): `version`,
// `instance start|list|stop`, `exec … instance://<name> <cmd…>` and `exec … <image> <cmd…>`. An instance is a
// SandboxRoot (bubblewrap, new PID namespace, no network with `--net --network none`) plus a JSON file of its flags.
// Unknown flags are refused like the real CLI (`Error: unknown flag: --x`, status 255).
// Switches (environment): APPTAINER_EMULATOR_STATE (state directory, else $XDG_RUNTIME_DIR/apptainer-emulator),
// APPTAINER_EMULATOR_MISSING (an image name that "cannot be opened"), APPTAINER_EMULATOR_LOG (a file that gets one
// line per invocation: its arguments), APPTAINER_EMULATOR_HANG (a fault: a command whose arguments begin with these
// words, e.g. `instance start`, hangs until killed; `instance start` hangs after it made the instance, as a start
// stuck in its container setup would).
#include "SandboxRoot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>

#include <csignal>
#include <cstdio>
#include <sys/types.h>
#include <unistd.h>

using airlock::emulators::SandboxRoot;

namespace {

// Flags of `exec` and `instance start` (action_flags.go), long name → (short name, takes a value).
struct FlagSpec {
    const char *name;
    const char *shortName;
    bool value;
};
const FlagSpec kFlags[] = {
    {"containall", "C", false}, {"cleanenv", "e", false}, {"no-home", "", false},   {"writable-tmpfs", "", false},
    {"overlay", "o", true},     {"bind", "B", true},      {"net", "n", false},      {"network", "", true},
    {"cpus", "", true},         {"memory", "", true},     {"pids-limit", "", true}, {"pwd", "", true},
    {"env", "", true},          {"contain", "c", false},  {"ipc", "i", false},      {"pid", "p", false},
    {"no-init", "", false},     {"home", "H", true},      {"workdir", "W", true},   {"writable", "w", false},
    {"fakeroot", "f", false},   {"no-privs", "", false},  {"cwd", "", true},        {"hostname", "", true},
    {"env-file", "", true},     {"userns", "u", false},   {"uts", "", false},       {"mount", "", true},
};

struct Parsed {
    QMap<QString, QStringList> flags; // long name → values ("" for a boolean)
    QStringList rest;
    QString error;
};

int fail(const QString &message, int code = 255)
{
    std::fprintf(stderr, "%s\n", qPrintable(message));
    return code;
}

const FlagSpec *findFlag(const QString &name, bool isShort)
{
    for (const FlagSpec &f : kFlags)
        if (name == QLatin1String(isShort ? f.shortName : f.name) && (!isShort || *f.shortName))
            return &f;
    return nullptr;
}

// Flags up to the first non-flag argument (cobra stops at positional arguments of exec).
Parsed parseFlags(const QStringList &args)
{
    Parsed p;
    int i = 0;
    for (; i < args.size(); ++i) {
        const QString a = args[i];
        if (a == QLatin1String("--")) {
            ++i;
            break;
        }
        if (!a.startsWith(QLatin1Char('-')) || a == QLatin1String("-"))
            break;
        const bool isShort = !a.startsWith(QLatin1String("--"));
        QString name = a.mid(isShort ? 1 : 2);
        QString value;
        const qsizetype eq = name.indexOf(QLatin1Char('='));
        const bool inlineValue = eq >= 0;
        if (inlineValue) {
            value = name.mid(eq + 1);
            name = name.left(eq);
        }
        const FlagSpec *spec = findFlag(name, isShort);
        if (!spec) {
            p.error = isShort ? QStringLiteral("Error: unknown shorthand flag: '%1' in %2").arg(name.left(1), a)
                              : QStringLiteral("Error: unknown flag: --%1").arg(name);
            return p;
        }
        if (spec->value && !inlineValue) {
            if (i + 1 >= args.size()) {
                p.error = QStringLiteral("Error: flag needs an argument: --%1").arg(QLatin1String(spec->name));
                return p;
            }
            value = args[++i];
        }
        p.flags[QLatin1String(spec->name)].append(value);
    }
    p.rest = args.mid(i);
    return p;
}

QString stateDir()
{
    QString dir = qEnvironmentVariable("APPTAINER_EMULATOR_STATE");
    if (dir.isEmpty())
        dir = qEnvironmentVariable("XDG_RUNTIME_DIR", QDir::tempPath()) + QStringLiteral("/apptainer-emulator");
    QDir().mkpath(dir + QStringLiteral("/instances"));
    return dir;
}

QString instanceFile(const QString &name)
{
    return stateDir() + QStringLiteral("/instances/") + name + QStringLiteral(".json");
}

// Why an image cannot be opened, or empty.
QString imageProblem(const QString &image)
{
    const QString missing = qEnvironmentVariable("APPTAINER_EMULATOR_MISSING");
    const bool remote = image.startsWith(QLatin1String("docker://")) || image.startsWith(QLatin1String("library://")) ||
                        image.startsWith(QLatin1String("oras://"));
    if ((!missing.isEmpty() && image == missing) || (!remote && !QFileInfo::exists(image)))
        return QStringLiteral("FATAL:   could not open image %1: failed to retrieve path for %1: lstat %1: no such "
                              "file or directory")
            .arg(image);
    return {};
}

QList<QPair<QString, QString>> binds(const QStringList &specs)
{
    QList<QPair<QString, QString>> out;
    for (const QString &list : specs)
        for (const QString &spec : list.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QStringList parts = spec.split(QLatin1Char(':'));
            out.append({parts.value(0), parts.value(1, parts.value(0))});
        }
    return out;
}

bool noNetwork(const QMap<QString, QStringList> &flags)
{
    return flags.contains(QStringLiteral("net")) &&
           flags.value(QStringLiteral("network")).value(0, QStringLiteral("bridge")) == QLatin1String("none");
}

QJsonObject flagsToJson(const QMap<QString, QStringList> &flags)
{
    QJsonObject o;
    for (auto it = flags.begin(); it != flags.end(); ++it)
        o.insert(it.key(), QJsonArray::fromStringList(it.value()));
    return o;
}

QMap<QString, QStringList> flagsFromJson(const QJsonObject &o)
{
    QMap<QString, QStringList> flags;
    for (auto it = o.begin(); it != o.end(); ++it)
        for (const auto &v : it.value().toArray())
            flags[it.key()].append(v.toString());
    return flags;
}

// The processes of an instance: those carrying its marker.
QList<pid_t> instanceProcesses(const QString &name)
{
    QList<pid_t> pids;
    const QByteArray marker = "APPTAINER_EMULATOR_INSTANCE=" + name.toUtf8();
    for (const QString &entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
        bool ok = false;
        const pid_t pid = entry.toInt(&ok);
        if (!ok || pid == ::getpid())
            continue;
        QFile f(QStringLiteral("/proc/%1/environ").arg(pid));
        if (f.open(QIODevice::ReadOnly) && f.readAll().split('\0').contains(marker))
            pids.append(pid);
    }
    return pids;
}

// Whether the fault switch names this command (its first words).
bool hangs(const QStringList &command)
{
    const QStringList words =
        qEnvironmentVariable("APPTAINER_EMULATOR_HANG").split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return !words.isEmpty() && command.mid(0, words.size()) == words;
}

[[noreturn]] void hangUntilKilled()
{
    for (;;)
        ::pause();
}

int instanceStart(const QStringList &args)
{
    const Parsed p = parseFlags(args);
    if (!p.error.isEmpty())
        return fail(p.error);
    if (p.rest.size() != 2)
        return fail(QStringLiteral("Error: requires at least 2 arg(s), only received %1").arg(p.rest.size()));
    const QString image = p.rest[0];
    const QString name = p.rest[1];
    if (const QString problem = imageProblem(image); !problem.isEmpty())
        return fail(problem);
    if (QFileInfo::exists(instanceFile(name)))
        return fail(QStringLiteral("FATAL:   instance %1 already exists").arg(name));
    for (const auto &bind : binds(p.flags.value(QStringLiteral("bind"))))
        if (!QFileInfo(bind.first).exists())
            return fail(QStringLiteral("FATAL:   container creation failed: mount hook function failure: mount %1->%2 "
                                       "error: while mounting %1: mount source %1 doesn't exist")
                            .arg(bind.first, bind.second));
    SandboxRoot root(stateDir(), name, !noNetwork(p.flags));
    QJsonObject o{{QStringLiteral("instance"), name},
                  {QStringLiteral("img"), image},
                  {QStringLiteral("pid"), qint64(::getpid())},
                  {QStringLiteral("flags"), flagsToJson(p.flags)}};
    QFile f(instanceFile(name));
    if (!f.open(QIODevice::WriteOnly))
        return fail(QStringLiteral("FATAL:   cannot write %1").arg(f.fileName()));
    f.write(QJsonDocument(o).toJson(QJsonDocument::Compact));
    f.close();
    if (hangs({QStringLiteral("instance"), QStringLiteral("start")}))
        hangUntilKilled();
    std::fprintf(stderr, "INFO:    instance started successfully\n");
    return 0;
}

QList<QJsonObject> instances()
{
    QList<QJsonObject> out;
    const QDir dir(stateDir() + QStringLiteral("/instances"));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(file));
        if (f.open(QIODevice::ReadOnly))
            out.append(QJsonDocument::fromJson(f.readAll()).object());
    }
    return out;
}

int instanceList(const QStringList &args)
{
    const bool json = args.contains(QStringLiteral("--json")) || args.contains(QStringLiteral("-j"));
    for (const QString &a : args)
        if (a.startsWith(QLatin1Char('-')) && a != QLatin1String("--json") && a != QLatin1String("-j"))
            return fail(QStringLiteral("Error: unknown flag: %1").arg(a));
    QJsonArray list;
    std::string text = "INSTANCE NAME    PID      IP    IMAGE\n";
    for (const QJsonObject &o : instances()) {
        list.append(QJsonObject{{QStringLiteral("instance"), o.value(QStringLiteral("instance"))},
                                {QStringLiteral("pid"), o.value(QStringLiteral("pid"))},
                                {QStringLiteral("img"), o.value(QStringLiteral("img"))},
                                {QStringLiteral("ip"), QString()}});
        text += QStringLiteral("%1    %2    %3\n")
                    .arg(o.value(QStringLiteral("instance")).toString())
                    .arg(o.value(QStringLiteral("pid")).toInteger())
                    .arg(o.value(QStringLiteral("img")).toString())
                    .toStdString();
    }
    if (json)
        std::printf("%s\n", QJsonDocument(QJsonObject{{QStringLiteral("instances"), list}}).toJson().constData());
    else
        std::printf("%s", text.c_str());
    return 0;
}

void stopOne(const QString &name)
{
    for (pid_t pid : instanceProcesses(name))
        ::kill(pid, SIGKILL);
    SandboxRoot(stateDir(), name, false).remove();
    QFile::remove(instanceFile(name));
    std::fprintf(stderr, "INFO:    Stopping %s instance\n", qPrintable(name));
}

int instanceStop(const QStringList &args)
{
    bool all = false;
    QStringList names;
    for (const QString &a : args) {
        if (a == QLatin1String("--all") || a == QLatin1String("-a"))
            all = true;
        else if (a == QLatin1String("--force") || a == QLatin1String("-F"))
            continue;
        else if (a.startsWith(QLatin1Char('-')))
            return fail(QStringLiteral("Error: unknown flag: %1").arg(a));
        else
            names << a;
    }
    if (all)
        for (const QJsonObject &o : instances())
            names << o.value(QStringLiteral("instance")).toString();
    if (names.isEmpty() && !all)
        return fail(QStringLiteral("FATAL:   instance name or --all is required"));
    for (const QString &name : names) {
        if (!QFileInfo::exists(instanceFile(name)))
            return fail(QStringLiteral("FATAL:   no instance found with name %1").arg(name));
        stopOne(name);
    }
    return 0;
}

QMap<QString, QString> execEnvironment(const QMap<QString, QStringList> &flags, const QString &instance)
{
    QMap<QString, QString> env;
    if (!flags.contains(QStringLiteral("cleanenv"))) {
        const QProcessEnvironment host = QProcessEnvironment::systemEnvironment();
        for (const QString &key : host.keys())
            env.insert(key, host.value(key));
    }
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"));
    env.insert(QStringLiteral("HOME"), QStringLiteral("/root"));
    env.insert(QStringLiteral("LANG"), QStringLiteral("C"));
    env.insert(QStringLiteral("APPTAINER_CONTAINER"), instance);
    const QProcessEnvironment caller = QProcessEnvironment::systemEnvironment();
    for (const QString &key : caller.keys())
        if (key.startsWith(QLatin1String("APPTAINERENV_")) || key.startsWith(QLatin1String("SINGULARITYENV_")))
            env.insert(key.mid(key.indexOf(QLatin1Char('_')) + 1), caller.value(key));
    for (const QString &assignment : flags.value(QStringLiteral("env"))) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq > 0)
            env.insert(assignment.left(eq), assignment.mid(eq + 1));
    }
    env.insert(QStringLiteral("APPTAINER_EMULATOR_INSTANCE"), instance);
    return env;
}

int runIn(const SandboxRoot &root, const QStringList &argv, const QMap<QString, QStringList> &flags,
          const QString &instance)
{
    QProcess process;
    root.prepare(process, argv, flags.value(QStringLiteral("pwd")).value(0), execEnvironment(flags, instance));
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.setInputChannelMode(QProcess::ForwardedInputChannel);
    process.start();
    if (!process.waitForStarted(-1))
        return fail(QStringLiteral("FATAL:   %1: executable file not found in $PATH").arg(argv.value(0)));
    process.waitForFinished(-1);
    if (process.exitStatus() == QProcess::CrashExit)
        return 128 + process.exitCode();
    return process.exitCode();
}

int exec(const QStringList &args)
{
    const Parsed p = parseFlags(args);
    if (!p.error.isEmpty())
        return fail(p.error);
    if (p.rest.size() < 2)
        return fail(QStringLiteral("Error: requires at least 2 arg(s), only received %1").arg(p.rest.size()));
    const QString target = p.rest[0];
    const QStringList argv = p.rest.mid(1);
    if (target.startsWith(QLatin1String("instance://"))) {
        const QString name = target.mid(11);
        QFile f(instanceFile(name));
        if (!f.open(QIODevice::ReadOnly))
            return fail(QStringLiteral("FATAL:   instance %1 not found").arg(name));
        const QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
        const auto startFlags = flagsFromJson(o.value(QStringLiteral("flags")).toObject());
        SandboxRoot root(stateDir(), name, !noNetwork(startFlags));
        root.setBinds(binds(startFlags.value(QStringLiteral("bind"))));
        return runIn(root, argv, p.flags, name);
    }
    if (const QString problem = imageProblem(target); !problem.isEmpty())
        return fail(problem);
    const QString id = QStringLiteral("exec-%1").arg(::getpid());
    SandboxRoot root(stateDir(), id, !noNetwork(p.flags));
    root.setBinds(binds(p.flags.value(QStringLiteral("bind"))));
    const int code = runIn(root, argv, p.flags, id);
    root.remove();
    return code;
}

void logInvocation(const QStringList &args)
{
    const QString log = qEnvironmentVariable("APPTAINER_EMULATOR_LOG");
    if (log.isEmpty())
        return;
    QFile f(log);
    if (f.open(QIODevice::Append))
        f.write(args.join(QLatin1Char(' ')).toUtf8() + '\n');
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments().mid(1);
    logInvocation(args);
    if (hangs(args) && args.mid(0, 2) != QStringList{QStringLiteral("instance"), QStringLiteral("start")})
        hangUntilKilled();
    const QString command = args.value(0);
    if (command == QLatin1String("version") || command == QLatin1String("--version")) {
        std::printf("1.3.4-emulator\n");
        return 0;
    }
    if (command == QLatin1String("exec"))
        return exec(args.mid(1));
    if (command == QLatin1String("instance")) {
        const QString sub = args.value(1);
        if (sub == QLatin1String("start"))
            return instanceStart(args.mid(2));
        if (sub == QLatin1String("list"))
            return instanceList(args.mid(2));
        if (sub == QLatin1String("stop"))
            return instanceStop(args.mid(2));
        return fail(QStringLiteral("Error: unknown command \"%1\" for \"apptainer instance\"").arg(sub));
    }
    if (command.startsWith(QLatin1Char('-')))
        return fail(QStringLiteral("Error: unknown flag: %1").arg(command));
    return fail(QStringLiteral("Error: unknown command \"%1\" for \"apptainer\"").arg(command));
}
