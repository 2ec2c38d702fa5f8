// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/AuditReader.h"
#include "safety/Invocation.h"
#include "safety/Rule.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSet>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace airlock::gui {

// A command the person keeps allowing by hand, and the rules that would let it run without asking: one per
// dangerous part, as the approval dialog's "Always allow…" proposes them (safety::proposeRule), for the backend
// it was allowed on.
struct RuleSuggestion {
    QString command; // as the log keeps it (redacted)
    QString backend;
    int times = 0;
    struct Part {
        safety::Rule rule;
        safety::Invocation invocation; // the part of the command the rule stands for
    };
    std::vector<Part> parts;

    QStringList patterns() const;
};

// The rules a person edited in the preview, checked against the parts they stand for as the broker checks an
// "Always allow…" answer: each must match its part and be no broader than its program and subcommand, and together
// they must cover every part.
struct RuleCheck {
    std::vector<safety::Rule> rules; // ready to save (backend set), when problems is empty
    QStringList problems;
    QStringList matching; // examples, for the person deciding
    QStringList notMatching;
};

// Which commands the History window suggests an "always allow" rule for, and which rules: commands the person allowed
// once by hand at least kMinTimes times in the last kDays days, that still ask, and that rules can make run without
// asking. Never the safety floor (it can only ever be allowed once), a command with a masked secret in it (its rule
// would hold the mask, not the command), or a part no rule can cover (unparseable, unreviewable text). Widgets-free.
class RuleSuggestions final
{
    Q_DECLARE_TR_FUNCTIONS(RuleSuggestions)

public:
    static constexpr int kMinTimes = 5;
    static constexpr int kDays = 7;
    static constexpr int kMaxCandidates = 20;

    // The suggestion for one repeated command given the rules in force, or none.
    static std::optional<RuleSuggestion> suggest(const engine::AuditReader::Repeated &repeated,
                                                 const std::vector<safety::Rule> &existing);
    // The log's suggestions, most often allowed first, without the dismissed ones.
    core::Result<QList<RuleSuggestion>> find(const engine::AuditReader &reader,
                                             const std::vector<safety::Rule> &existing,
                                             const QDateTime &now = QDateTime::currentDateTimeUtc()) const;
    // The patterns as edited (one per line), checked against the suggestion's parts.
    static RuleCheck check(const RuleSuggestion &suggestion, const QStringList &patterns);

    // "Not now": the command is not suggested again while the app runs.
    void dismiss(const QString &command) { m_dismissed.insert(command); }
    bool isDismissed(const QString &command) const { return m_dismissed.contains(command); }

private:
    QSet<QString> m_dismissed;
};

} // namespace airlock::gui
