// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Config.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <set>

namespace airlock::core {

namespace {

using nlohmann::json;

// Sections that later parts of Airlock read; their keys are known, so they are not reported as unknown.
const std::set<std::string> &knownSections()
{
    static const std::set<std::string> sections = {"checkpoints", "mcp",     "docker",     "ssh",
                                                   "modal",       "daytona", "singularity"};
    return sections;
}

struct Reader {
    QString origin;
    QStringList *warnings;

    Result<int> integer(const json &object, const char *key, const QString &path, int current, int min, int max) const
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return current;
        if (!it->is_number_integer() &&
            !(it->is_number() && it->get<double>() == static_cast<double>(it->get<long long>())))
            return Error::invalidArguments(QStringLiteral("%1: `%2` must be an integer").arg(origin, path));
        const long long value = it->get<long long>();
        if (value < min || value > max)
            return Error::invalidArguments(QStringLiteral("%1: `%2` must be between %3 and %4, got %5")
                                               .arg(origin, path)
                                               .arg(min)
                                               .arg(max)
                                               .arg(value));
        return static_cast<int>(value);
    }

    Result<QString> string(const json &object, const char *key, const QString &path, const QString &current) const
    {
        const auto it = object.find(key);
        if (it == object.end() || it->is_null())
            return current;
        if (!it->is_string())
            return Error::invalidArguments(QStringLiteral("%1: `%2` must be a string").arg(origin, path));
        return QString::fromStdString(it->get<std::string>());
    }

    void unknownKeys(const json &object, std::initializer_list<const char *> known, const QString &prefix) const
    {
        for (auto it = object.begin(); it != object.end(); ++it) {
            bool isKnown = false;
            for (const char *k : known)
                isKnown = isKnown || it.key() == k;
            if (!isKnown && !(prefix.isEmpty() && knownSections().count(it.key())))
                warnings->append(QStringLiteral("%1: unknown key `%2%3` ignored")
                                     .arg(origin, prefix, QString::fromStdString(it.key())));
        }
    }
};

} // namespace

const QStringList &Config::backendKinds()
{
    static const QStringList kinds = {QStringLiteral("local"),   QStringLiteral("docker"),
                                      QStringLiteral("ssh"),     QStringLiteral("modal"),
                                      QStringLiteral("daytona"), QStringLiteral("singularity")};
    return kinds;
}

Result<QString> Config::canonicalBackend(const QString &name)
{
    const QString lower = name.trimmed().toLower();
    if (lower == QLatin1String("apptainer"))
        return QStringLiteral("singularity");
    if (backendKinds().contains(lower))
        return lower;
    return Error::invalidArguments(QStringLiteral("unknown backend `%1`; expected one of: %2 (or apptainer)")
                                       .arg(name, backendKinds().join(QStringLiteral(", "))));
}

QString Config::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/config.json");
}

Result<Config> Config::load(const QString &path, bool required)
{
    QFile file(path);
    if (!file.exists()) {
        if (required)
            return Error::invalidArguments(QStringLiteral("config file %1 does not exist").arg(path));
        return Config{};
    }
    if (!file.open(QIODevice::ReadOnly))
        return Error::invalidArguments(QStringLiteral("cannot read config file %1: %2").arg(path, file.errorString()));
    const QByteArray data = file.read(16 * 1024 * 1024);
    return fromJsonText(data.toStdString(), path);
}

Result<Config> Config::fromJsonText(const std::string &text, const QString &origin)
{
    json root;
    try {
        root = json::parse(text);
    } catch (const json::exception &e) {
        return Error::invalidArguments(
            QStringLiteral("%1 is not valid JSON: %2").arg(origin, QString::fromUtf8(e.what())));
    }
    if (!root.is_object())
        return Error::invalidArguments(QStringLiteral("%1 must hold a JSON object").arg(origin));

    Config config;
    const Reader read{origin, &config.warnings};
    read.unknownKeys(
        root, {"backend", "max_output_bytes", "idle_secs", "sweep_secs", "env_passthrough", "approval", "local"}, {});

    const auto backend = read.string(root, "backend", QStringLiteral("backend"), config.backend);
    if (!backend)
        return backend.error();
    const auto canonical = canonicalBackend(*backend);
    if (!canonical)
        return Error::invalidArguments(origin + QStringLiteral(": ") + canonical.error().message);
    config.backend = *canonical;

    const auto maxOutput = read.integer(root, "max_output_bytes", QStringLiteral("max_output_bytes"),
                                        config.maxOutputBytes, 1000, 100 * 1000 * 1000);
    if (!maxOutput)
        return maxOutput.error();
    config.maxOutputBytes = *maxOutput;
    const auto idle = read.integer(root, "idle_secs", QStringLiteral("idle_secs"), config.idleSecs, 1, 7 * 24 * 3600);
    if (!idle)
        return idle.error();
    config.idleSecs = *idle;
    const auto sweep = read.integer(root, "sweep_secs", QStringLiteral("sweep_secs"), config.sweepSecs, 1, 24 * 3600);
    if (!sweep)
        return sweep.error();
    config.sweepSecs = *sweep;

    if (const auto it = root.find("env_passthrough"); it != root.end() && !it->is_null()) {
        if (!it->is_array())
            return Error::invalidArguments(QStringLiteral("%1: `env_passthrough` must be a list of names").arg(origin));
        for (const json &name : *it) {
            if (!name.is_string())
                return Error::invalidArguments(
                    QStringLiteral("%1: `env_passthrough` must be a list of names").arg(origin));
            config.envPassthrough.append(QString::fromStdString(name.get<std::string>()));
        }
    }

    if (const auto it = root.find("approval"); it != root.end() && !it->is_null()) {
        if (!it->is_object())
            return Error::invalidArguments(QStringLiteral("%1: `approval` must be an object").arg(origin));
        read.unknownKeys(*it, {"mode", "timeout_secs", "per_backend"}, QStringLiteral("approval."));
        const auto mode = read.string(*it, "mode", QStringLiteral("approval.mode"), config.approval.mode);
        if (!mode)
            return mode.error();
        if (*mode != QLatin1String("manual") && *mode != QLatin1String("off"))
            return Error::invalidArguments(
                QStringLiteral("%1: `approval.mode` must be \"manual\" or \"off\", got \"%2\"").arg(origin, *mode));
        config.approval.mode = *mode;
        const auto timeout = read.integer(*it, "timeout_secs", QStringLiteral("approval.timeout_secs"),
                                          config.approval.timeoutSecs, 0, 24 * 3600);
        if (!timeout)
            return timeout.error();
        config.approval.timeoutSecs = *timeout;
    }

    if (const auto it = root.find("local"); it != root.end() && !it->is_null()) {
        if (!it->is_object())
            return Error::invalidArguments(QStringLiteral("%1: `local` must be an object").arg(origin));
        read.unknownKeys(*it, {"shell"}, QStringLiteral("local."));
        const auto shell = read.string(*it, "shell", QStringLiteral("local.shell"), config.local.shell);
        if (!shell)
            return shell.error();
        if (shell->isEmpty())
            return Error::invalidArguments(QStringLiteral("%1: `local.shell` must not be empty").arg(origin));
        config.local.shell = *shell;
    }
    return config;
}

Result<bool> Config::applyEnvironment(const QProcessEnvironment &env)
{
    auto pick = [&](const char *airlockName, const char *edgecrabName) {
        const QString value = env.value(QLatin1String(airlockName));
        return value.isEmpty() ? env.value(QLatin1String(edgecrabName)) : value;
    };
    const QString backendName = pick("AIRLOCK_TERMINAL_BACKEND", "EDGECRAB_TERMINAL_BACKEND");
    if (!backendName.isEmpty()) {
        const auto canonical = canonicalBackend(backendName);
        if (!canonical)
            return Error::invalidArguments(QStringLiteral("AIRLOCK_TERMINAL_BACKEND: ") + canonical.error().message);
        backend = *canonical;
    }
    auto seconds = [&](const char *airlockName, const char *edgecrabName, int &target) -> Result<bool> {
        const QString text = pick(airlockName, edgecrabName);
        if (text.isEmpty())
            return true;
        bool ok = false;
        const int value = text.toInt(&ok);
        if (!ok || value < 1)
            return Error::invalidArguments(QStringLiteral("%1 must be a positive number of seconds, got \"%2\"")
                                               .arg(QLatin1String(airlockName), text));
        target = value;
        return true;
    };
    if (auto r = seconds("AIRLOCK_TERMINAL_BACKEND_IDLE_SECS", "EDGECRAB_TERMINAL_BACKEND_IDLE_SECS", idleSecs); !r)
        return r;
    if (auto r = seconds("AIRLOCK_TERMINAL_BACKEND_SWEEP_SECS", "EDGECRAB_TERMINAL_BACKEND_SWEEP_SECS", sweepSecs); !r)
        return r;
    return true;
}

} // namespace airlock::core
