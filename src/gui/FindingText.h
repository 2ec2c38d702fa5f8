// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "engine/AuditRecord.h"
#include "safety/CommandAnalyzer.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace airlock::gui {

// How one finding of the analysis reads for a person: what the command does, in words, instead of the category id
// the safety layer keeps (the audit log, rules and `airlock analyze` keep the ids).
struct FindingText {
    Q_DECLARE_TR_FUNCTIONS(airlock::gui::FindingText)

public:
    QString title;    // "Deletes files"
    QString sentence; // the reason as a sentence: "Deletes /srv/x recursively (via sh -c)."
    QString segment;  // the part of the command as typed that it is about, hidden characters made visible
    QString judged;   // the unwrapped command that was judged, when it differs from what was typed
    QString unseen;   // for code nobody can review before it runs: what could not be seen

    // One line each: title and sentence, then "In: …", "Judged as: …", "Not seen: …" where there is something to say.
    QString text() const;

    // `invocations`: the analysis' Resolution::invocations, which Finding::invocation indexes; `command`: the text
    // that was analysed, as the person sees it.
    static FindingText describe(const safety::Finding &finding, const std::vector<safety::Invocation> &invocations,
                                const std::string &command);
};

// The readable title of a category id ("destructive_file_ops" → "Deletes files"); an id it does not know reads as
// words ("new_thing" → "New thing"). The one place these names live.
QString categoryTitle(const QString &category);

// A finding's reason in the person's language: its phrase (safety/PhraseJson.h) with the template translated in the
// context "airlock::safety::Finding" and each argument put in (nested phrases translated too, literals as they are).
// The English `reason` where there is no phrase (an old record, a person's own rule), where a template has no
// translation, or where the phrase does not read as the reason in English (so nothing shows that the reason does not).
QString findingReason(const QString &reason, const QJsonObject &phrase);
// A phrase of the safety layer (a finding's reason, how an invocation was reached) in the person's language.
QString phraseText(const safety::Phrase &phrase);

// The decision of an audit record in the person's language ("erlaubt (Person, einmal, Dialog)"), from its fields; the
// exports keep engine::decisionSummary()'s English.
QString decisionText(const engine::AuditRecord &record);
// One of the record's names in the person's language: a decision ("allowed"), who decided ("person"), a scope
// ("once") or how the person answered ("dialog"); a name it does not know reads as words.
QString decisionName(const QString &name);

// A reason as a sentence: capitalised and ending with a period; a first word that names a program (one of
// `programs`) is kept as written and marked as code instead of capitalised ("`chmod` changes …").
QString reasonSentence(const QString &reason, const QStringList &programs = {});

// What the invocation runs, as shell words a person can paste: program, arguments and redirections, quoted where
// bash would need it (expansions stay as written: "$DIR" is shown, not what it holds).
QString shellWords(const safety::Invocation &invocation);

// Characters that would hide what runs: controls, bidi overrides, zero-width and tag characters.
bool isHiddenCharacter(char32_t c);

// Text with every hidden character as <U+XXXX> and line breaks as ⏎, so that it reads as it runs on one line.
QString visibleText(const QString &text);

} // namespace airlock::gui
