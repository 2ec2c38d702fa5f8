// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Rule.h"
#include "core/Error.h"

#include <QObject>
#include <QString>

#include <vector>

namespace airlock::safety {

// rules.json: the person's allow and deny rules, read back at start and written atomically (QSaveFile). A damaged
// file is reported, never silently replaced: until it is fixed no rule applies (every dangerous command asks) and
// saving is refused.
class RuleStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RuleStore)

public:
    explicit RuleStore(QString path, QObject *parent = nullptr);

    static QString defaultPath(); // AppConfigLocation/rules.json

    // Reads the file; a missing file is an empty rule set.
    core::Result<bool> load();
    bool damaged() const { return !m_problem.isEmpty(); }
    QString problem() const { return m_problem; }
    QString path() const { return m_path; }

    const std::vector<Rule> &rules() const { return m_rules; }
    core::Result<bool> add(const Rule &rule);
    core::Result<bool> remove(std::size_t index);
    core::Result<bool> replace(std::size_t index, const Rule &rule);

signals:
    void changed();

private:
    core::Result<bool> save();

    QString m_path;
    std::vector<Rule> m_rules;
    QString m_problem;
};

} // namespace airlock::safety
