// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Config.h"

#include "BackendKind.h"
#include "Language.h"

#include <nlohmann/json.hpp>

#include <QFile>
#include <QSaveFile>
#include <QStandardPaths>

#include <cmath>
#include <functional>
#include <variant>

namespace airlock::core {

namespace {

using nlohmann::ordered_json;

// One key of the config file, bound to the field of a Config that holds it. Reading, validation and writing all
// walk the same table, so a key cannot be readable but unsaved, or documented but unchecked.
struct Field {
    const char *path; // dotted: "ssh.port"
    std::variant<QString *, int *, double *, bool *, QStringList *, QMap<QString, QString> *> target;
    double min = 0;
    double max = 0;
    QStringList choices;                                       // allowed strings, when not empty
    std::function<Result<QString>(const QString &)> canonical; // normalises a string value
};

std::vector<Field> fieldsOf(Config &c)
{
    const QStringList modes = {QStringLiteral("manual"), QStringLiteral("off")};
    const QStringList modalModes = {QStringLiteral("auto"), QStringLiteral("direct"), QStringLiteral("managed")};
    auto backendName = [](const QString &v) { return Config::canonicalBackend(v); };
    return {
        {"backend", &c.backend, 0, 0, {}, backendName},
        {"language", &c.language, 0, 0, Language::settings(), {}},
        {"max_output_bytes", &c.maxOutputBytes, 1000, 100e6, {}, {}},
        {"idle_secs", &c.idleSecs, 1, 7 * 24 * 3600, {}, {}},
        {"sweep_secs", &c.sweepSecs, 1, 24 * 3600, {}, {}},
        {"env_passthrough", &c.envPassthrough, 0, 0, {}, {}},
        {"approval.mode", &c.approval.mode, 0, 0, modes, {}},
        {"approval.timeout_secs", &c.approval.timeoutSecs, 0, 24 * 3600, {}, {}},
        {"approval.per_backend", &c.approval.perBackend, 0, 0, modes, {}},
        {"checkpoints.enabled", &c.checkpoints.enabled, 0, 0, {}, {}},
        {"checkpoints.max_snapshots", &c.checkpoints.maxSnapshots, 1, 10000, {}, {}},
        {"checkpoints.max_bytes", &c.checkpoints.maxBytes, 1e6, 1e12, {}, {}},
        {"audit.enabled", &c.audit.enabled, 0, 0, {}, {}},
        {"audit.path", &c.audit.path, 0, 0, {}, {}},
        {"audit.retention_days", &c.audit.retentionDays, 0, 100 * 365, {}, {}},
        {"audit.max_mb", &c.audit.maxMb, 0, 1 << 20, {}, {}},
        {"hooks.ask_in", &c.hooks.askIn, 0, 0, {QStringLiteral("airlock"), QStringLiteral("agent")}, {}},
        {"hooks.on_failure", &c.hooks.onFailure, 0, 0, {QStringLiteral("ask"), QStringLiteral("deny")}, {}},
        {"mcp.http", &c.mcp.http, 0, 0, {}, {}},
        {"mcp.port", &c.mcp.port, 1, 65535, {}, {}},
        {"mcp.idle_exit_secs", &c.mcp.idleExitSecs, 0, 7 * 24 * 3600, {}, {}},
        {"local.shell", &c.local.shell, 0, 0, {}, {}},
        {"docker.image", &c.docker.image, 0, 0, {}, {}},
        {"docker.workspace.host_path", &c.docker.workspaceHostPath, 0, 0, {}, {}},
        {"docker.workspace.container_path", &c.docker.workspaceContainerPath, 0, 0, {}, {}},
        {"docker.workspace.read_only", &c.docker.workspaceReadOnly, 0, 0, {}, {}},
        {"docker.memory_mb", &c.docker.memoryMb, 0, 1 << 24, {}, {}},
        {"docker.cpus", &c.docker.cpus, 0, 1024, {}, {}},
        {"docker.pids_limit", &c.docker.pidsLimit, 0, 1 << 22, {}, {}},
        {"docker.network",
         &c.docker.network,
         0,
         0,
         {QStringLiteral("none"), QStringLiteral("bridge"), QStringLiteral("host")},
         {}},
        {"docker.env_allow", &c.docker.envAllow, 0, 0, {}, {}},
        {"ssh.host", &c.ssh.host, 0, 0, {}, {}},
        {"ssh.port", &c.ssh.port, 1, 65535, {}, {}},
        {"ssh.user", &c.ssh.user, 0, 0, {}, {}},
        {"ssh.identity_file", &c.ssh.identityFile, 0, 0, {}, {}},
        {"ssh.use_agent", &c.ssh.useAgent, 0, 0, {}, {}},
        {"ssh.known_hosts", &c.ssh.knownHosts, 0, 0, {}, {}},
        {"ssh.host_key_policy",
         &c.ssh.hostKeyPolicy,
         0,
         0,
         {QStringLiteral("strict"), QStringLiteral("accept-new")},
         {}},
        {"ssh.connect_timeout_secs", &c.ssh.connectTimeoutSecs, 1, 600, {}, {}},
        {"ssh.keepalive_secs", &c.ssh.keepaliveSecs, 0, 3600, {}, {}},
        {"ssh.remote_cwd", &c.ssh.remoteCwd, 0, 0, {}, {}},
        {"modal.mode", &c.modal.mode, 0, 0, modalModes, {}},
        {"modal.base_url", &c.modal.baseUrl, 0, 0, {}, {}},
        {"modal.gateway_url", &c.modal.gatewayUrl, 0, 0, {}, {}},
        {"modal.persistent_filesystem", &c.modal.persistentFilesystem, 0, 0, {}, {}},
        {"modal.disk_mb", &c.modal.diskMb, 0, 1 << 24, {}, {}},
        {"modal.sandbox_timeout_secs", &c.modal.sandboxTimeoutSecs, 60, 24 * 3600, {}, {}},
        {"modal.idle_timeout_secs", &c.modal.idleTimeoutSecs, 0, 24 * 3600, {}, {}},
        {"modal.image", &c.modal.image, 0, 0, {}, {}},
        {"modal.cpu", &c.modal.cpu, 0.1, 256, {}, {}},
        {"modal.memory_mb", &c.modal.memoryMb, 128, 1 << 22, {}, {}},
        {"daytona.base_url", &c.daytona.baseUrl, 0, 0, {}, {}},
        {"daytona.image", &c.daytona.image, 0, 0, {}, {}},
        {"daytona.cpu", &c.daytona.cpu, 0.1, 256, {}, {}},
        {"daytona.memory_mb", &c.daytona.memoryMb, 128, 1 << 22, {}, {}},
        {"daytona.disk_mb", &c.daytona.diskMb, 128, 1 << 24, {}, {}},
        {"daytona.network", &c.daytona.network, 0, 0, {}, {}},
        {"daytona.auto_stop_minutes", &c.daytona.autoStopMinutes, 0, 10080, {}, {}},
        {"singularity.binary", &c.singularity.binary, 0, 0, {}, {}},
        {"singularity.image", &c.singularity.image, 0, 0, {}, {}},
        {"singularity.cpu", &c.singularity.cpu, 0.1, 256, {}, {}},
        {"singularity.memory_mb", &c.singularity.memoryMb, 128, 1 << 22, {}, {}},
        {"singularity.overlay", &c.singularity.overlay, 0, 0, {}, {}},
        {"singularity.workspace.host_path", &c.singularity.workspaceHostPath, 0, 0, {}, {}},
        {"singularity.network", &c.singularity.network, 0, 0, {QStringLiteral("none"), QStringLiteral("host")}, {}},
    };
}

QString typeError(const QString &origin, const char *path, const char *expected)
{
    return QStringLiteral("%1: `%2` must be %3").arg(origin, QLatin1String(path), QLatin1String(expected));
}

Result<bool> readField(const Field &field, const ordered_json &value, const QString &origin)
{
    const QString path = QLatin1String(field.path);
    auto checkChoice = [&](const QString &text) -> Result<bool> {
        if (!field.choices.isEmpty() && !field.choices.contains(text))
            return Error::invalidArguments(QStringLiteral("%1: `%2` must be one of %3, got \"%4\"")
                                               .arg(origin, path, field.choices.join(QStringLiteral(", ")), text));
        return true;
    };
    return std::visit(
        [&](auto *target) -> Result<bool> {
            using T = std::remove_pointer_t<decltype(target)>;
            if constexpr (std::is_same_v<T, QString>) {
                if (!value.is_string())
                    return Error::invalidArguments(typeError(origin, field.path, "a string"));
                QString text = QString::fromStdString(value.get<std::string>());
                if (field.canonical) {
                    const auto canonical = field.canonical(text);
                    if (!canonical)
                        return Error::invalidArguments(origin + QStringLiteral(": `") + path + QStringLiteral("`: ") +
                                                       canonical.error().message);
                    text = *canonical;
                }
                if (auto ok = checkChoice(text); !ok)
                    return ok;
                *target = text;
            } else if constexpr (std::is_same_v<T, int> || std::is_same_v<T, double>) {
                if (!value.is_number())
                    return Error::invalidArguments(typeError(origin, field.path, "a number"));
                const double number = value.get<double>();
                if constexpr (std::is_same_v<T, int>) {
                    if (std::floor(number) != number)
                        return Error::invalidArguments(typeError(origin, field.path, "a whole number"));
                }
                if (number < field.min || number > field.max)
                    return Error::invalidArguments(QStringLiteral("%1: `%2` must be between %3 and %4, got %5")
                                                       .arg(origin, path)
                                                       .arg(field.min)
                                                       .arg(field.max)
                                                       .arg(number));
                *target = static_cast<T>(number);
            } else if constexpr (std::is_same_v<T, bool>) {
                if (!value.is_boolean())
                    return Error::invalidArguments(typeError(origin, field.path, "true or false"));
                *target = value.get<bool>();
            } else if constexpr (std::is_same_v<T, QStringList>) {
                if (!value.is_array())
                    return Error::invalidArguments(typeError(origin, field.path, "a list of strings"));
                QStringList list;
                for (const auto &item : value) {
                    if (!item.is_string())
                        return Error::invalidArguments(typeError(origin, field.path, "a list of strings"));
                    list.append(QString::fromStdString(item.get<std::string>()));
                }
                *target = list;
            } else {
                if (!value.is_object())
                    return Error::invalidArguments(typeError(origin, field.path, "an object"));
                QMap<QString, QString> map;
                for (auto it = value.begin(); it != value.end(); ++it) {
                    const auto key = Config::canonicalBackend(QString::fromStdString(it.key()));
                    if (!key)
                        return Error::invalidArguments(origin + QStringLiteral(": `") + path + QStringLiteral("`: ") +
                                                       key.error().message);
                    if (!it->is_string())
                        return Error::invalidArguments(typeError(origin, field.path, "an object of strings"));
                    const QString mode = QString::fromStdString(it->get<std::string>());
                    if (auto ok = checkChoice(mode); !ok)
                        return ok;
                    map.insert(*key, mode);
                }
                *target = map;
            }
            return true;
        },
        field.target);
}

ordered_json writeField(const Field &field)
{
    return std::visit(
        [](auto *target) -> ordered_json {
            using T = std::remove_pointer_t<decltype(target)>;
            if constexpr (std::is_same_v<T, QString>) {
                return target->toStdString();
            } else if constexpr (std::is_same_v<T, QStringList>) {
                ordered_json list = ordered_json::array();
                for (const QString &item : *target)
                    list.push_back(item.toStdString());
                return list;
            } else if constexpr (std::is_same_v<T, QMap<QString, QString>>) {
                ordered_json map = ordered_json::object();
                for (auto it = target->cbegin(); it != target->cend(); ++it)
                    map[it.key().toStdString()] = it.value().toStdString();
                return map;
            } else {
                return *target;
            }
        },
        field.target);
}

// Walks a JSON object against the table: known keys are read, unknown ones warned about.
Result<bool> readObject(const ordered_json &object, const std::string &prefix, const std::vector<Field> &fields,
                        const QString &origin, QStringList *warnings)
{
    for (auto it = object.begin(); it != object.end(); ++it) {
        const std::string path = prefix.empty() ? it.key() : prefix + "." + it.key();
        if (it->is_null())
            continue;
        const auto field = std::find_if(fields.cbegin(), fields.cend(), [&](const Field &f) { return path == f.path; });
        if (field != fields.cend()) {
            if (auto ok = readField(*field, *it, origin); !ok)
                return ok;
            continue;
        }
        const std::string childPrefix = path + ".";
        const bool isSection = std::any_of(fields.cbegin(), fields.cend(), [&](const Field &f) {
            return std::string_view(f.path).substr(0, childPrefix.size()) == childPrefix;
        });
        if (isSection) {
            if (!it->is_object())
                return Error::invalidArguments(
                    QStringLiteral("%1: `%2` must be an object").arg(origin, QString::fromStdString(path)));
            if (auto ok = readObject(*it, path, fields, origin, warnings); !ok)
                return ok;
            continue;
        }
        warnings->append(QStringLiteral("%1: unknown key `%2` ignored").arg(origin, QString::fromStdString(path)));
    }
    return true;
}

} // namespace

const QStringList &Config::backendKinds()
{
    static const QStringList kinds = [] {
        QStringList names;
        for (const BackendKind kind : allBackendKinds())
            names << backendName(kind);
        return names;
    }();
    return kinds;
}

Result<QString> Config::canonicalBackend(const QString &name)
{
    const auto kind = parseBackendKind(name);
    if (!kind)
        return kind.error();
    return backendName(*kind);
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
    ordered_json root;
    try {
        root = ordered_json::parse(text);
    } catch (const ordered_json::exception &e) {
        return Error::invalidArguments(
            QStringLiteral("%1 is not valid JSON: %2").arg(origin, QString::fromUtf8(e.what())));
    }
    if (!root.is_object())
        return Error::invalidArguments(QStringLiteral("%1 must hold a JSON object").arg(origin));
    Config config;
    if (auto ok = readObject(root, {}, fieldsOf(config), origin, &config.warnings); !ok)
        return ok.error();
    return config;
}

std::string Config::toJsonText() const
{
    Config copy = *this;
    ordered_json root = ordered_json::object();
    for (const Field &field : fieldsOf(copy)) {
        ordered_json *node = &root;
        std::string_view path = field.path;
        for (std::size_t dot = path.find('.'); dot != std::string_view::npos; dot = path.find('.')) {
            node = &(*node)[std::string(path.substr(0, dot))];
            path.remove_prefix(dot + 1);
        }
        (*node)[std::string(path)] = writeField(field);
    }
    return root.dump(2) + "\n";
}

Result<bool> Config::save(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::executionFailed(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    file.write(QByteArray::fromStdString(toJsonText()));
    if (!file.commit())
        return Error::executionFailed(QStringLiteral("cannot write %1: %2").arg(path, file.errorString()));
    return true;
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
    if (const QString url = pick("AIRLOCK_MODAL_BASE_URL", "EDGECRAB_MODAL_BASE_URL"); !url.isEmpty())
        modal.baseUrl = url;
    if (const QString url = pick("AIRLOCK_MODAL_GATEWAY_URL", "EDGECRAB_TERMINAL_MODAL_GATEWAY_URL"); !url.isEmpty())
        modal.gatewayUrl = url;
    if (const QString url = env.value(QStringLiteral("AIRLOCK_DAYTONA_BASE_URL")); !url.isEmpty())
        daytona.baseUrl = url;
    return true;
}

} // namespace airlock::core
