// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ToolArgs.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace airlock::core {

namespace {

QString typeName(const nlohmann::json &value)
{
    return QString::fromUtf8(value.type_name());
}

bool isBlank(const std::string &text)
{
    return text.find_first_not_of(" \t\r\n\v\f") == std::string::npos;
}

} // namespace

Result<TerminalArgs> TerminalArgs::fromJson(const nlohmann::json &args)
{
    if (!args.is_object())
        return Error::invalidArguments(QStringLiteral("arguments must be a JSON object, got %1").arg(typeName(args)));

    TerminalArgs result;
    const auto command = args.find("command");
    if (command == args.end() || command->is_null())
        return Error::invalidArguments(QStringLiteral("`command` is required"));
    if (!command->is_string())
        return Error::invalidArguments(QStringLiteral("`command` must be a string, got %1").arg(typeName(*command)));
    result.command = command->get<std::string>();
    if (result.command.empty() || isBlank(result.command))
        return Error::invalidArguments(QStringLiteral("`command` must not be empty"));
    if (result.command.size() > kMaxCommandBytes)
        return Error::invalidArguments(QStringLiteral("`command` is %1 bytes; the limit is 1 MiB (%2 bytes)")
                                           .arg(result.command.size())
                                           .arg(kMaxCommandBytes));
    if (result.command.find('\0') != std::string::npos)
        return Error::invalidArguments(QStringLiteral("`command` contains a NUL byte, which bash cannot run"));

    const auto timeout = args.find("timeout_seconds");
    if (timeout != args.end() && !timeout->is_null()) {
        if (!timeout->is_number())
            return Error::invalidArguments(
                QStringLiteral("`timeout_seconds` must be an integer, got %1").arg(typeName(*timeout)));
        const double seconds = timeout->get<double>();
        if (!std::isfinite(seconds) || std::floor(seconds) != seconds)
            return Error::invalidArguments(QStringLiteral("`timeout_seconds` must be a whole number of seconds"));
        if (seconds < 1)
            return Error::invalidArguments(
                QStringLiteral("`timeout_seconds` must be between 1 and %1, got %2").arg(kMaxTimeoutSecs).arg(seconds));
        if (seconds > kMaxTimeoutSecs) {
            result.timeoutSecs = kMaxTimeoutSecs;
            result.timeoutClamped = true;
        } else {
            result.timeoutSecs = static_cast<int>(seconds);
        }
    }

    const auto workdir = args.find("workdir");
    if (workdir != args.end() && !workdir->is_null()) {
        if (!workdir->is_string())
            return Error::invalidArguments(
                QStringLiteral("`workdir` must be a string, got %1").arg(typeName(*workdir)));
        const auto text = workdir->get<std::string>();
        if (text.find('\0') != std::string::npos)
            return Error::invalidArguments(QStringLiteral("`workdir` contains a NUL byte"));
        if (text.size() > 4096)
            return Error::invalidArguments(QStringLiteral("`workdir` is longer than 4096 bytes"));
        result.workdir = QString::fromStdString(text);
    }
    return result;
}

Result<TerminalArgs> TerminalArgs::fromJsonText(std::string_view text)
{
    nlohmann::json parsed;
    try {
        parsed = nlohmann::json::parse(text);
    } catch (const nlohmann::json::exception &e) {
        return Error::invalidArguments(QStringLiteral("not valid JSON: %1").arg(QString::fromUtf8(e.what())));
    }
    return fromJson(parsed);
}

} // namespace airlock::core
