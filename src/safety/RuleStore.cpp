// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "RuleStore.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStandardPaths>

namespace airlock::safety {

using core::Error;
using nlohmann::ordered_json;

RuleStore::RuleStore(QString path, QObject *parent)
    : QObject(parent)
    , m_path(std::move(path))
{}

QString RuleStore::defaultPath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + QStringLiteral("/rules.json");
}

core::Result<bool> RuleStore::load()
{
    m_rules.clear();
    m_problem.clear();
    QFile file(m_path);
    if (!file.exists())
        return true;
    if (!file.open(QIODevice::ReadOnly)) {
        m_problem = QStringLiteral("cannot read %1: %2").arg(m_path, file.errorString());
        return Error::executionFailed(m_problem);
    }
    const QByteArray data = file.read(16 * 1024 * 1024);
    std::vector<Rule> rules;
    try {
        const ordered_json root = ordered_json::parse(data.toStdString());
        if (!root.is_object() || !root.contains("rules") || !root["rules"].is_array())
            throw std::runtime_error("expected an object with a \"rules\" list");
        for (const auto &item : root["rules"]) {
            if (!item.is_object() || !item.contains("action") || !item.contains("pattern"))
                throw std::runtime_error("every rule needs \"action\" and \"pattern\"");
            const std::string action = item["action"].get<std::string>();
            if (action != "allow" && action != "deny")
                throw std::runtime_error("\"action\" must be \"allow\" or \"deny\", got \"" + action + "\"");
            std::string error;
            auto rule = Rule::make(action == "allow" ? Rule::Action::Allow : Rule::Action::Deny,
                                   item["pattern"].get<std::string>(), &error);
            if (!rule)
                throw std::runtime_error("rule \"" + item["pattern"].get<std::string>() + "\": " + error);
            rule->backend = item.value("backend", std::string());
            rule->created = item.value("created", std::string());
            rule->note = item.value("note", std::string());
            rules.push_back(std::move(*rule));
        }
    } catch (const std::exception &e) {
        m_problem = QStringLiteral("%1 is damaged (%2); no rule applies until it is fixed, and Airlock will not "
                                   "overwrite it")
                        .arg(m_path, QString::fromUtf8(e.what()));
        return Error::executionFailed(m_problem);
    }
    m_rules = std::move(rules);
    return true;
}

core::Result<bool> RuleStore::save()
{
    if (damaged())
        return Error::executionFailed(m_problem);
    ordered_json root = {{"version", 1}, {"rules", ordered_json::array()}};
    for (const Rule &rule : m_rules) {
        ordered_json item = {{"action", actionName(rule.action)}, {"pattern", rule.pattern}};
        if (!rule.backend.empty())
            item["backend"] = rule.backend;
        if (!rule.created.empty())
            item["created"] = rule.created;
        if (!rule.note.empty())
            item["note"] = rule.note;
        root["rules"].push_back(item);
    }
    QDir().mkpath(QFileInfo(m_path).absolutePath());
    QSaveFile file(m_path);
    if (!file.open(QIODevice::WriteOnly))
        return Error::executionFailed(QStringLiteral("cannot write %1: %2").arg(m_path, file.errorString()));
    file.write(QByteArray::fromStdString(root.dump(2) + "\n"));
    if (!file.commit())
        return Error::executionFailed(QStringLiteral("cannot write %1: %2").arg(m_path, file.errorString()));
    emit changed();
    return true;
}

core::Result<bool> RuleStore::add(const Rule &rule)
{
    if (damaged())
        return Error::executionFailed(m_problem);
    m_rules.push_back(rule);
    auto saved = save();
    if (!saved)
        m_rules.pop_back();
    return saved;
}

core::Result<bool> RuleStore::remove(std::size_t index)
{
    if (damaged())
        return Error::executionFailed(m_problem);
    if (index >= m_rules.size())
        return Error::invalidArguments(QStringLiteral("no rule %1").arg(index));
    const Rule removed = m_rules[index];
    m_rules.erase(m_rules.begin() + static_cast<std::ptrdiff_t>(index));
    auto saved = save();
    if (!saved)
        m_rules.insert(m_rules.begin() + static_cast<std::ptrdiff_t>(index), removed);
    return saved;
}

core::Result<bool> RuleStore::replace(std::size_t index, const Rule &rule)
{
    if (damaged())
        return Error::executionFailed(m_problem);
    if (index >= m_rules.size())
        return Error::invalidArguments(QStringLiteral("no rule %1").arg(index));
    const Rule previous = m_rules[index];
    m_rules[index] = rule;
    auto saved = save();
    if (!saved)
        m_rules[index] = previous;
    return saved;
}

} // namespace airlock::safety
