// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "FindingText.h"

#include "safety/PhraseJson.h"
#include "safety/TextReview.h"

#include <QJsonArray>

#include <QHash>
#include <QRegularExpression>

namespace airlock::gui {

namespace {

using safety::Finding;
using safety::Invocation;
using safety::Word;

constexpr qsizetype kSegmentChars = 300;
constexpr int kNamedAtMost = 3;

bool isCategory(const Finding &f, std::string_view id)
{
    return f.category == id;
}

QString codePoint(char32_t c)
{
    return QStringLiteral("U+%1").arg(uint(c), 4, 16, QLatin1Char('0')).toUpper();
}

// $'…': a word with line breaks or hidden characters, written so that every character shows.
QString ansiQuoted(const QString &text)
{
    QString out = QStringLiteral("$'");
    for (const char32_t c : text.toUcs4()) {
        switch (c) {
        case '\n': out += QStringLiteral("\\n"); break;
        case '\t': out += QStringLiteral("\\t"); break;
        case '\r': out += QStringLiteral("\\r"); break;
        case '\\': out += QStringLiteral("\\\\"); break;
        case '\'': out += QStringLiteral("\\'"); break;
        default:
            if (c < 0x80 && isHiddenCharacter(c))
                out += QStringLiteral("\\x%1").arg(uint(c), 2, 16, QLatin1Char('0'));
            else if (isHiddenCharacter(c))
                out += c > 0xffff ? QStringLiteral("\\U%1").arg(uint(c), 8, 16, QLatin1Char('0'))
                                  : QStringLiteral("\\u%1").arg(uint(c), 4, 16, QLatin1Char('0'));
            else
                out += QString::fromUcs4(&c, 1);
        }
    }
    return out + QLatin1Char('\'');
}

bool safeUnquoted(const QString &text, bool tildeExpands)
{
    for (const QChar c : text) {
        const bool plain =
            c.isLetterOrNumber() || QStringLiteral("_@%+=:,./-").contains(c) || (c == QLatin1Char('~') && tildeExpands);
        if (!plain)
            return false;
    }
    return true;
}

// One word as bash would need it written to mean the same. Expansions and unquoted globs stay as written, since
// quoting them would change what they mean.
QString quotedWord(const QString &text, bool expanded, bool pattern, bool quoted)
{
    if (text.isEmpty())
        return QStringLiteral("''");
    bool control = false;
    for (const char32_t c : text.toUcs4())
        control = control || c == '\n' || c == '\t' || isHiddenCharacter(c);
    if (control)
        return ansiQuoted(text);
    if (expanded) {
        const bool spaced = text.contains(QLatin1Char(' '));
        return (quoted || spaced) && !text.contains(QLatin1Char('"')) ? QLatin1Char('"') + text + QLatin1Char('"')
                                                                      : text;
    }
    if ((pattern && !quoted) || safeUnquoted(text, !quoted))
        return text;
    return QLatin1Char('\'') + QString(text).replace(QLatin1Char('\''), QStringLiteral("'\\''")) + QLatin1Char('\'');
}

QString quotedWord(const Word &w)
{
    return quotedWord(QString::fromStdString(w.text), w.expanded, w.glob || w.brace, w.quoted);
}

QString elided(const QString &text, qsizetype most)
{
    if (text.size() <= most)
        return text;
    return text.left(most / 2) + QStringLiteral(" … ") + text.right(most / 2);
}

const Invocation *invocationOf(const Finding &f, const std::vector<Invocation> &invocations)
{
    if (f.invocation < 0 || std::size_t(f.invocation) >= invocations.size())
        return nullptr;
    return &invocations[std::size_t(f.invocation)];
}

// What the person typed that the finding is about. An invocation's span is in the command as typed, also for one
// found in nested text (sh -c '…'), whose segment is that nested text; findings about the whole text keep their own
// segment (some context around a hidden character, the start of a long command).
QString typedText(const Finding &f, const Invocation *inv, const std::string &command)
{
    if (inv && f.begin < f.end && f.end <= command.size())
        return QString::fromUtf8(command.data() + f.begin, qsizetype(f.end - f.begin));
    return QString::fromStdString(f.segment);
}

// The command that was judged, when it was reached by unwrapping and reads differently from what the person typed:
// always for shell text run by another program (sh -c '…', eval, ssh host '…'), which reads as a quoted string;
// for wrappers only (sudo, env, nice …) when the command is not there as it is (`sudo rm -rf x` shows rm -rf x).
QString judgedText(const Invocation *inv, const QString &typed)
{
    if (!inv)
        return {};
    const QString judged = shellWords(*inv);
    const bool nested = !inv->via.empty() || inv->tree != 0;
    if (!nested && (inv->wrappers.empty() || typed.contains(judged)))
        return {};
    if (judged.simplified() == typed.simplified())
        return {};
    return elided(judged, kSegmentChars);
}

// The words whose text is only known when the command runs: a program named by a variable, eval "$CMD", sh -c "$X".
QStringList runtimeWords(const Invocation &inv)
{
    QStringList words;
    if (!inv.programKnown)
        words << QString::fromStdString(inv.programText);
    for (const Word &w : inv.args) {
        if (w.expanded && words.size() < kNamedAtMost)
            words << QString::fromStdString(w.text);
    }
    for (QString &w : words)
        w = QLatin1Char('`') + elided(visibleText(w), 60) + QLatin1Char('`');
    return words;
}

QString firstUrl(const Finding &f, const std::vector<Invocation> &invocations)
{
    static const QRegularExpression url(QStringLiteral("\\b(?:https?|ftps?|sftp|scp)://[^\\s'\"<>|;&()`]+"));
    const auto inSegment = url.match(QString::fromStdString(f.segment));
    if (inSegment.hasMatch())
        return inSegment.captured();
    for (const Invocation &inv : invocations) {
        for (const Word &w : inv.args) {
            const auto m = url.match(QString::fromStdString(w.text));
            if (m.hasMatch())
                return m.captured();
        }
    }
    return {};
}

QString hiddenCharacters(const QString &text)
{
    QStringList names;
    for (const char32_t c : text.toUcs4()) {
        if (!isHiddenCharacter(c))
            continue;
        const char *name = safety::hiddenCharacterName(c);
        const QString named = name ? codePoint(c) + QLatin1Char(' ') + QString::fromLatin1(name)
                                   : FindingText::tr("%1 (a control character)").arg(codePoint(c));
        if (!names.contains(named))
            names << named;
        if (names.size() == kNamedAtMost)
            break;
    }
    return names.join(QStringLiteral(", "));
}

// For findings about text nobody can read before it runs: what that text is. Downloads, decoded text and text only
// known at run time are recognised by the words the safety layer's reasons use for them ("download", "decod",
// "only known when"), so a new rule that says so in its reason is explained here too.
QString unseenText(const Finding &f, const Invocation *inv, const std::vector<Invocation> &invocations)
{
    const QString reason = QString::fromStdString(f.reason);
    if (isCategory(f, safety::Category::Unreviewable)) {
        const QString hidden = hiddenCharacters(QString::fromStdString(f.segment));
        if (!hidden.isEmpty())
            return FindingText::tr("Hidden characters: %1. They make the command read differently from what runs; "
                                   "each is shown above as <U+…>.")
                .arg(hidden);
        if (reason.contains(QLatin1String("UTF-8")))
            return FindingText::tr("Bytes that are not text: nobody can read what they say.");
        return FindingText::tr("Not seen: all of the command. Only part of it could be checked or shown here.");
    }
    if (isCategory(f, safety::Category::Unparseable))
        return FindingText::tr("Not seen: which programs it runs. It is not valid bash, so bash may read it "
                               "differently from Airlock.");
    if (reason.contains(QLatin1String("download"))) {
        const QString url = firstUrl(f, invocations);
        return url.isEmpty() ? FindingText::tr("Not seen: the downloaded script. It is only fetched when the "
                                               "command runs.")
                             : FindingText::tr("Not seen: the script downloaded from %1. It is only fetched when "
                                               "the command runs.")
                                   .arg(elided(visibleText(url), 120));
    }
    if (reason.contains(QLatin1String("decod")))
        return FindingText::tr("Not seen: the decoded text. It only exists once the command runs.");
    if (isCategory(f, safety::Category::UnknownProgram) || reason.contains(QLatin1String("only known when"))) {
        const QStringList words = inv ? runtimeWords(*inv) : QStringList();
        return words.isEmpty() ? FindingText::tr("Not seen: what it runs. That is only known when the command runs.")
                               : FindingText::tr("Not seen: the text of %1. It is only known when the command runs.")
                                     .arg(words.join(QStringLiteral(", ")));
    }
    return {};
}

} // namespace

bool isHiddenCharacter(char32_t c)
{
    return (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f || (c >= 0x80 && c < 0xa0) ||
           (c >= 0x200b && c <= 0x200f) || safety::hiddenCharacterName(c) != nullptr;
}

QString visibleText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (const char32_t c : text.toUcs4()) {
        if (c == '\n')
            out += QStringLiteral(" ⏎ ");
        else if (isHiddenCharacter(c))
            out += QLatin1Char('<') + codePoint(c) + QLatin1Char('>');
        else
            out += QString::fromUcs4(&c, 1);
    }
    return out;
}

QString categoryTitle(const QString &category)
{
    // What the command would do, in a few words: the person decides on this line first.
    static const QHash<QString, const char *> titles{
        {QStringLiteral("destructive_file_ops"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Deletes files")},
        {QStringLiteral("disk_damage"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Overwrites a disk")},
        {QStringLiteral("permissions"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Changes permissions")},
        {QStringLiteral("privilege_escalation"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Runs as another user")},
        {QStringLiteral("remote_code_execution"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Runs code from elsewhere")},
        {QStringLiteral("destructive_git"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Rewrites or discards git history")},
        {QStringLiteral("sql_destruction"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Destroys database data")},
        {QStringLiteral("process_killing"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Kills processes")},
        {QStringLiteral("system_services"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Stops or changes system services")},
        {QStringLiteral("system_file_writes"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Writes system files")},
        {QStringLiteral("credential_exfiltration"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Sends secrets to the network")},
        {QStringLiteral("fork_bomb"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Starts processes without end")},
        {QStringLiteral("container_cloud_destruction"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Destroys containers or cloud resources")},
        {QStringLiteral("airlock_self_edit"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Changes Airlock's own settings")},
        {QStringLiteral("unknown_program"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Runs something that cannot be seen yet")},
        {QStringLiteral("unparseable"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Cannot be read as a shell command")},
        {QStringLiteral("unreviewable"), QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Too hidden to review")},
        {QStringLiteral("interactive_program"),
         QT_TRANSLATE_NOOP("airlock::gui::FindingText", "Needs a terminal Airlock does not have")},
    };
    if (const char *title = titles.value(category))
        return FindingText::tr(title);
    QString words = QString(category).replace(QLatin1Char('_'), QLatin1Char(' ')).trimmed();
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

QString reasonSentence(const QString &reason, const QStringList &programs)
{
    QString s = reason.trimmed();
    if (s.isEmpty())
        return s;
    const qsizetype space = s.indexOf(QLatin1Char(' '));
    const QString first = space < 0 ? s : s.left(space);
    bool word = true;
    for (const QChar c : first)
        word = word && c.isLetter();
    if (programs.contains(first))
        s = QLatin1Char('`') + first + QLatin1Char('`') + s.mid(first.size());
    else if (word && s[0].isLower())
        s[0] = s[0].toUpper();
    if (!s.endsWith(QLatin1Char('.')) && !s.endsWith(QLatin1Char('!')) && !s.endsWith(QLatin1Char('?')))
        s += QLatin1Char('.');
    return s;
}

QString shellWords(const Invocation &inv)
{
    const std::string &program = inv.programText.empty() ? inv.program : inv.programText;
    QStringList words{quotedWord(QString::fromStdString(program), !inv.programKnown, false, false)};
    for (const Word &w : inv.args)
        words << quotedWord(w);
    for (const safety::Redirect &r : inv.redirects) {
        const QString fd = r.fd >= 0 ? QString::number(r.fd) : QString();
        words << fd + QString::fromStdString(r.op) + quotedWord(r.target);
    }
    return words.join(QLatin1Char(' '));
}

QString FindingText::text() const
{
    QStringList lines{sentence.isEmpty() ? tr("%1.").arg(title) : tr("%1: %2").arg(title, sentence)};
    if (!segment.isEmpty())
        lines << tr("In: %1").arg(segment);
    if (!judged.isEmpty())
        lines << tr("Judged as: %1").arg(judged);
    if (!unseen.isEmpty())
        lines << unseen;
    return lines.join(QLatin1Char('\n'));
}

FindingText FindingText::describe(const Finding &finding, const std::vector<Invocation> &invocations,
                                  const std::string &command)
{
    const Invocation *inv = invocationOf(finding, invocations);
    QStringList programs;
    for (const Invocation &i : invocations) {
        programs << QString::fromStdString(i.program) << QString::fromStdString(i.programText);
        for (const std::string &w : i.wrappers)
            programs << QString::fromStdString(w);
    }
    FindingText t;
    t.title = categoryTitle(QString::fromStdString(finding.category));
    const QString reason = findingReason(QString::fromStdString(finding.reason), safety::phraseJson(finding.phrase));
    t.sentence = reasonSentence(visibleText(reason), programs);
    const QString typed = typedText(finding, inv, command);
    t.segment = elided(visibleText(typed.trimmed()), kSegmentChars);
    t.judged = judgedText(inv, typed);
    t.unseen = unseenText(finding, inv, invocations);
    return t;
}

} // namespace airlock::gui

namespace airlock::gui {

namespace {

std::string translatedPhrase(const QJsonObject &phrase)
{
    const QByteArray source = phrase.value(QLatin1String("t")).toString().toUtf8();
    const std::string text =
        QCoreApplication::translate("airlock::safety::Finding", source.constData()).toUtf8().toStdString();
    const QJsonArray arguments = phrase.value(QLatin1String("a")).toArray();
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        const auto [n, length] = safety::phrasePlaceholder(text, i, std::size_t(arguments.size()));
        if (length == 0) {
            out += text[i++];
            continue;
        }
        const QJsonValue a = arguments.at(qsizetype(n - 1));
        out += a.isObject() ? translatedPhrase(a.toObject()) : a.toString().toStdString();
        i += length;
    }
    return out;
}

QString decisionWord(const char *text)
{
    return QCoreApplication::translate("airlock::gui::DecisionText", text);
}

// Who or what decided, for the words in brackets; an unknown name reads as words.
QString deciderText(const QString &by)
{
    static const QHash<QString, const char *> names{
        {QStringLiteral("policy"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "policy")},
        {QStringLiteral("approvals_off"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "approvals off")},
        {QStringLiteral("person"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "person")},
        {QStringLiteral("headless"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "headless")},
        {QStringLiteral("once"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "once")},
        {QStringLiteral("session"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "session")},
        {QStringLiteral("always"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "always")},
        {QStringLiteral("dialog"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "dialog")},
        {QStringLiteral("elicitation"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "the agent's prompt")},
        {QStringLiteral("agent_prompt"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "the agent's prompt")},
        {QStringLiteral("session_grant"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "session grant")},
        {QStringLiteral("rule"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "rule")},
    };
    if (const char *name = names.value(by))
        return decisionWord(name);
    return QString(by).replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString quotedRuleText(const QString &rule)
{
    return QLatin1Char('`') + rule + QLatin1Char('`');
}

QString allowedText(const engine::AuditRecord &r)
{
    const QString &by = r.decidedBy;
    if (by == QLatin1String("rule") || by == QLatin1String("session_grant")) {
        if (r.rule.isEmpty())
            return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed (%1)")).arg(deciderText(by));
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed (%1 %2)"))
            .arg(deciderText(by), quotedRuleText(r.rule));
    }
    if (by == QLatin1String("person") || by == QLatin1String("headless")) {
        QStringList parts{deciderText(by)};
        for (const QString &part : {r.scope, r.via}) {
            if (!part.isEmpty())
                parts << deciderText(part);
        }
        const QString said = parts.join(QStringLiteral(", "));
        if (!r.rule.isEmpty() && r.scope != QLatin1String("once"))
            return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed (%1; rule %2)"))
                .arg(said, quotedRuleText(r.rule));
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed (%1)")).arg(said);
    }
    if (by.isEmpty() || by == QLatin1String("none"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed"));
    return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed (%1)")).arg(deciderText(by));
}

QString deniedText(const engine::AuditRecord &r)
{
    const QString &by = r.decidedBy;
    if (by == QLatin1String("person"))
        return r.message.isEmpty()
                   ? decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied by the person"))
                   : decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied by the person: “%1”"))
                         .arg(r.message);
    if (by == QLatin1String("rule") && !r.rule.isEmpty())
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied (%1 %2)"))
            .arg(deciderText(by), quotedRuleText(r.rule));
    if (by == QLatin1String("headless") && !r.via.isEmpty())
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied (%1, %2)"))
            .arg(deciderText(by), r.via);
    if (by.isEmpty() || by == QLatin1String("none"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied"));
    return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied (%1)")).arg(deciderText(by));
}

} // namespace

QString decisionName(const QString &name)
{
    static const QHash<QString, const char *> decisions{
        {QStringLiteral("allowed"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "allowed")},
        {QStringLiteral("denied"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "denied")},
        {QStringLiteral("timed_out"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "timed out")},
        {QStringLiteral("cancelled"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "cancelled")},
        {QStringLiteral("refused"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "refused")},
        {QStringLiteral("invalid"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "invalid")},
        {QStringLiteral("deferred"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "left to the agent")},
        {QStringLiteral("timeout"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "timeout")},
        {QStringLiteral("nobody_there"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "nobody there")},
        {QStringLiteral("none"), QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "none")},
    };
    if (const char *text = decisions.value(name))
        return decisionWord(text);
    return deciderText(name);
}

QString findingReason(const QString &reason, const QJsonObject &phrase)
{
    if (phrase.isEmpty() || safety::phraseJsonEnglish(phrase) != reason)
        return reason;
    return QString::fromStdString(translatedPhrase(phrase));
}

QString phraseText(const safety::Phrase &phrase)
{
    return findingReason(QString::fromStdString(phrase.english()), safety::phraseJson(phrase));
}

QString decisionText(const engine::AuditRecord &r)
{
    const QString &decision = r.decision;
    if (r.decidedBy == QLatin1String("nobody_there"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "nobody there"));
    if (decision == QLatin1String("timed_out") || r.decidedBy == QLatin1String("timeout"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "timed out"));
    if (decision == QLatin1String("allowed"))
        return allowedText(r);
    if (decision == QLatin1String("denied"))
        return deniedText(r);
    if (decision == QLatin1String("cancelled"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "cancelled"));
    if (decision == QLatin1String("refused"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "refused (interactive program)"));
    if (decision == QLatin1String("invalid"))
        return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "invalid arguments"));
    if (decision == QLatin1String("deferred"))
        return r.decidedBy.isEmpty() || r.decidedBy == QLatin1String("none")
                   ? decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "left to the agent's prompt"))
                   : decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "left to %1"))
                         .arg(deciderText(r.decidedBy));
    if (r.decidedBy.isEmpty() || r.decidedBy == QLatin1String("none"))
        return decision;
    return decisionWord(QT_TRANSLATE_NOOP("airlock::gui::DecisionText", "%1 (%2)"))
        .arg(decision, deciderText(r.decidedBy));
}

} // namespace airlock::gui
