// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "CommandCorpus.h"
#include "Desk.h"
#include "core/Language.h"
#include "engine/AuditExport.h"
#include "gui/ApprovalDialog.h"
#include "gui/FindingText.h"
#include "gui/MainWindow.h"
#include "gui/SettingsDialog.h"
#include "gui/StateLook.h"
#include "gui/TaskTableModel.h"
#include "safety/PhraseJson.h"

#include <QComboBox>
#include <QLabel>
#include <QLibraryInfo>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QTranslator>

#include <set>

using airlock::backends::TaskState;
using airlock::engine::ToolCall;
using airlock::gui::TaskTableModel;
using airlock::test::Desk;
namespace Language = airlock::core::Language;

namespace {

// Asks (chmod -R 777 is dangerous) and harms nothing: the test denies it.
const std::string kAsks = "chmod -R 777 /nonexistent-airlock-test 2>/dev/null; echo ran";

ToolCall *startCall(Desk &desk, const std::string &command, const QString &task)
{
    airlock::engine::CallContext context;
    context.taskId = task;
    context.clientName = QStringLiteral("claude-code 2.1");
    return desk.engine.service->call(context, {{"command", command}});
}

QString stateOf(Desk &desk, const QString &task)
{
    TaskTableModel *model = desk.window.taskModel();
    const int row = model->rowOf(task);
    return row < 0 ? QString() : model->index(row, TaskTableModel::StateColumn).data().toString();
}

QStringList menuTitles(Desk &desk)
{
    QStringList titles;
    for (QAction *action : desk.window.menuBar()->actions())
        titles << action->text();
    return titles;
}

QString buttonText(QWidget *parent, const char *name)
{
    auto *button = parent->findChild<QPushButton *>(QString::fromLatin1(name));
    return button ? button->text() : QStringLiteral("(no %1)").arg(QLatin1String(name));
}

// Removes the translators an earlier test installed, so that each test sees one language.
void uninstallTranslators()
{
    for (QTranslator *translator : qApp->findChildren<QTranslator *>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

// A phrase is translated when its translation differs from its English, or when the translator holds its template
// (a sentence of command words, "service %1 %2", reads the same in German); each nested phrase is checked too.
bool phraseTranslated(const QJsonObject &phrase, std::set<QString> &templates)
{
    if (phrase.isEmpty())
        return false; // a literal: shown as it is in every language
    const QString source = phrase.value(QLatin1String("t")).toString();
    templates.insert(source);
    const QByteArray utf8 = source.toUtf8();
    const QString german = QCoreApplication::translate("airlock::safety::Finding", utf8.constData());
    bool translated = german != source;
    for (QTranslator *translator : qApp->findChildren<QTranslator *>())
        translated = translated || !translator->translate("airlock::safety::Finding", utf8.constData()).isEmpty();
    for (const QJsonValue &a : phrase.value(QLatin1String("a")).toArray()) {
        if (a.isObject())
            translated = translated && phraseTranslated(a.toObject(), templates);
    }
    return translated;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void cleanup() { uninstallTranslators(); }

    void language_followsTheEnvironmentAsGettextDoes_data()
    {
        QTest::addColumn<QStringList>("environment");
        QTest::addColumn<QString>("language");
        QTest::addRow("nothing set") << QStringList{} << QStringLiteral("en");
        QTest::addRow("LANG German") << QStringList{QStringLiteral("LANG=de_DE.UTF-8")} << QStringLiteral("de");
        QTest::addRow("LANG Austrian") << QStringList{QStringLiteral("LANG=de_AT.UTF-8@euro")} << QStringLiteral("de");
        QTest::addRow("LC_MESSAGES beats LANG")
            << QStringList{QStringLiteral("LANG=de_DE.UTF-8"), QStringLiteral("LC_MESSAGES=fr_CA.UTF-8")}
            << QStringLiteral("fr");
        QTest::addRow("LC_ALL beats both")
            << QStringList{QStringLiteral("LANG=fr_FR.UTF-8"), QStringLiteral("LC_MESSAGES=fr_FR.UTF-8"),
                           QStringLiteral("LC_ALL=de_CH.UTF-8")}
            << QStringLiteral("de");
        QTest::addRow("LANGUAGE list first")
            << QStringList{QStringLiteral("LANG=de_DE.UTF-8"), QStringLiteral("LANGUAGE=es:fr:de")}
            << QStringLiteral("fr");
        QTest::addRow("C ignores LANGUAGE")
            << QStringList{QStringLiteral("LC_ALL=C"), QStringLiteral("LANGUAGE=de")} << QStringLiteral("en");
        QTest::addRow("untranslated language")
            << QStringList{QStringLiteral("LANG=es_ES.UTF-8")} << QStringLiteral("en");
    }

    void language_followsTheEnvironmentAsGettextDoes()
    {
        QFETCH(QStringList, environment);
        QFETCH(QString, language);
        QProcessEnvironment env;
        for (const QString &each : std::as_const(environment))
            env.insert(each.section(QLatin1Char('='), 0, 0), each.section(QLatin1Char('='), 1));
        QCOMPARE(Language::fromEnvironment(env), language);
    }

    void translations_areEmbedded_andTheSettingOverridesTheSystem()
    {
        for (const char *language : {"de", "fr", "en"})
            QVERIFY2(QFile::exists(QStringLiteral(":/i18n/airlock_%1.qm").arg(QLatin1String(language))), language);
        QCOMPARE(Language::chosen(QStringLiteral("fr")), QStringLiteral("fr"));
        QCOMPARE(Language::install(QStringLiteral("de")), QStringLiteral("de"));
        QCOMPARE(airlock::gui::stateText(TaskState::Idle), QStringLiteral("im Leerlauf"));
        // Qt's own strings (qt6-translations-l10n): the standard buttons.
        if (QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) + QStringLiteral("/qtbase_de.qm")))
            QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Abbrechen"));
        else
            qWarning("qtbase_de.qm is not installed (qt6-translations-l10n): Qt's own buttons stay English");
    }

    void english_hasItsPluralForms()
    {
        QCOMPARE(Language::install(QStringLiteral("en")), QStringLiteral("en"));
        const char *context = "airlock::gui::CheckpointsWindow";
        QCOMPARE(QCoreApplication::translate(context, "%n file(s)", nullptr, 1), QStringLiteral("1 file"));
        QCOMPARE(QCoreApplication::translate(context, "%n file(s)", nullptr, 3), QStringLiteral("3 files"));
        QCOMPARE(airlock::gui::stateText(TaskState::Idle), QStringLiteral("idle"));
    }

    void settings_chooseTheLanguage_savedForTheNextStart()
    {
        airlock::test::EngineFixture engine;
        const QString path = engine.statePath(QStringLiteral("config.json"));
        airlock::gui::SettingsDialog dialog(engine.engine.get(), path);
        auto *combo = dialog.findChild<QComboBox *>(QStringLiteral("languageCombo"));
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("languageNote"));
        QCOMPARE(combo->count(), 4);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("system"));
        QCOMPARE(combo->itemText(2), QStringLiteral("Deutsch"));
        QCOMPARE(combo->itemText(3), QStringLiteral("Français"));
        QVERIFY(note->isHidden());
        combo->setCurrentIndex(combo->findData(QStringLiteral("de")));
        QVERIFY(!note->isHidden()); // applied at the next start, and it says so
        QVERIFY(dialog.save());
        const auto saved = airlock::core::Config::load(path, true);
        QVERIFY(saved);
        QCOMPARE(saved->language, QStringLiteral("de"));
        QCOMPARE(Language::chosen(saved->language), QStringLiteral("de"));
        auto bad = airlock::core::Config::fromJsonText(R"({"language": "tlh"})", QStringLiteral("test"));
        QVERIFY(!bad || !bad->warnings.isEmpty()); // an unknown language is reported, never silently used
    }

    void german_findingSentencesAndDecisionWords()
    {
        Language::install(QStringLiteral("de"));
        const auto analysis = airlock::safety::CommandAnalyzer::analyze("rm -rf ../x/build");
        QCOMPARE(analysis.findings.size(), std::size_t(1));
        const auto &f = analysis.findings.front();
        QCOMPARE(f.reason, std::string("deletes ../x/build recursively")); // the agent's and the log's English
        const auto text = airlock::gui::FindingText::describe(f, analysis.resolution.invocations, "rm -rf ../x/build");
        QCOMPARE(text.sentence, QStringLiteral("Löscht ../x/build rekursiv."));
        const auto nested = airlock::safety::CommandAnalyzer::analyze("sh -c 'rm -rf ../x/build'");
        QVERIFY(!nested.findings.empty());
        QCOMPARE(airlock::gui::findingReason(QString::fromStdString(nested.findings.front().reason),
                                             airlock::safety::phraseJson(nested.findings.front().phrase)),
                 QStringLiteral("löscht ../x/build rekursiv (über sh -c)"));
        // An old record without a phrase, and a phrase that does not read as its reason: the English reason.
        QCOMPARE(airlock::gui::findingReason(QStringLiteral("deletes ~ recursively"), {}),
                 QStringLiteral("deletes ~ recursively"));
        QCOMPARE(airlock::gui::findingReason(QStringLiteral("deletes [REDACTED] recursively"),
                                             airlock::safety::phraseJson(f.phrase)),
                 QStringLiteral("deletes [REDACTED] recursively"));
        airlock::engine::AuditRecord r;
        r.decision = QStringLiteral("allowed");
        r.decidedBy = QStringLiteral("person");
        r.scope = QStringLiteral("once");
        r.via = QStringLiteral("dialog");
        QCOMPARE(airlock::gui::decisionText(r), QStringLiteral("erlaubt (Person, einmal, Dialog)"));
        QCOMPARE(airlock::engine::decisionSummary(r), QStringLiteral("allowed (person, once, dialog)"));
    }

    // Every finding the analyzer makes for the corpora's commands reads in German and in French: no sentence ships in
    // English only. Besides the corpora, commands that bash cannot parse, that hit the analyzer's limits, and that
    // reach a program through a function, an alias, a written script or a here-doc (the "via" and origin words).
    void everyFindingOfTheCorporaIsTranslated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("German") << QStringLiteral("de");
        QTest::addRow("French") << QStringLiteral("fr");
    }

    void everyFindingOfTheCorporaIsTranslated()
    {
        QFETCH(QString, language);
        Language::install(language);
        std::vector<airlock::test::CorpusLine> lines;
        for (const char *prefix : {"dangerous", "ordinary"}) {
            for (auto &line : airlock::test::loadCorpus(AIRLOCK_TEST_DATA_DIR, prefix))
                lines.push_back(std::move(line));
        }
        for (const char *command : {"echo 'never closed", "case x in a) true", "ls > ", "cat <<EOF\nno end",
                                    "f() { rm -rf \"$1\"; }; f /srv/data", "alias wipe='rm -rf /srv'\nwipe",
                                    "printf 'rm -rf /srv\\n' > s.sh; sh s.sh",
                                    "python3 <<'EOF'\nimport shutil\n"
                                    "shutil.rmtree('/srv')\nEOF",
                                    "find / -name x -exec chmod 777 {} +", "bash -c 'echo $(('"})
            lines.push_back({command, {}, false, "written here"});
        std::size_t findings = 0;
        std::set<QString> templates;
        QStringList english;
        for (const auto &line : lines) {
            for (const auto &f : airlock::safety::CommandAnalyzer::analyze(line.command).findings) {
                ++findings;
                const QString title = airlock::gui::categoryTitle(QString::fromStdString(f.category));
                // A category without a title reads as its id in words ("Disk damage"): English.
                QString words = QString::fromStdString(f.category).replace(QLatin1Char('_'), QLatin1Char(' '));
                words[0] = words[0].toUpper();
                if (!phraseTranslated(airlock::safety::phraseJson(f.phrase), templates) || title == words)
                    english << QStringLiteral("%1: %2 (%3)")
                                   .arg(QString::fromStdString(line.command), QString::fromStdString(f.reason),
                                        QString::fromStdString(line.file));
            }
        }
        qInfo("%zu commands, %zu findings, %zu distinct phrases, %lld in English only", lines.size(), findings,
              templates.size(), qlonglong(english.size()));
        QVERIFY(lines.size() > 1000);
        QVERIFY(findings > 500);
        std::set<QString> distinct(english.begin(), english.end());
        for (const QString &line : distinct)
            qInfo("English only: %s", qPrintable(line));
        QVERIFY2(english.isEmpty(), qPrintable(english.mid(0, 5).join(QLatin1Char('\n'))));
    }

    // sysctl's finding was English in a German dialog before it became a phrase.
    void german_approvalDialogShowsAFormerlyEnglishFinding()
    {
        Language::install(QStringLiteral("de"));
        Desk desk;
        ToolCall *call = startCall(desk, "sysctl -w airlock.test=1", QStringLiteral("tests"));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isVisible(), 5000);
        auto *list = desk.dialog->findChild<QListWidget *>(QStringLiteral("findingsList"));
        QVERIFY(list);
        QStringList lines;
        for (int i = 0; i < list->count(); ++i)
            lines << list->item(i)->text();
        const QString shown = lines.join(QLatin1Char('\n'));
        QVERIFY2(shown.contains(QStringLiteral("`sysctl` ändert Kernel-Einstellungen.")), qPrintable(shown));
        QVERIFY2(!shown.contains(QStringLiteral("changes kernel settings")), qPrintable(shown));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isArmed(), 5000);
        QTest::keyClick(desk.dialog, Qt::Key_Escape); // deny
        QSignalSpy finished(call, &ToolCall::finished);
        QVERIFY(call->isFinished() || finished.wait(10000));
        delete call;
    }

    void german_mainWindowApprovalDialogAndTaskStates()
    {
        Language::install(QStringLiteral("de"));
        Desk desk;
        QCOMPARE(menuTitles(desk),
                 (QStringList{QStringLiteral("&Datei"), QStringLiteral("A&nsicht"), QStringLiteral("&Hilfe")}));
        QCOMPARE(buttonText(&desk.window, "cleanupSelectedButton"), QStringLiteral("&Bereinigen"));
        QCOMPARE(buttonText(&desk.window, "cleanupAllButton"), QStringLiteral("&Alle bereinigen"));

        QVERIFY(!desk.engine.run("true", QStringLiteral("build")).isError);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(desk, QStringLiteral("build")), QStringLiteral("im Leerlauf"), 5000);
        ToolCall *call = startCall(desk, kAsks, QStringLiteral("tests"));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isVisible(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(desk, QStringLiteral("tests")), QStringLiteral("wartet auf Genehmigung"),
                                  5000);
        QCOMPARE(desk.dialog->windowTitle(), QStringLiteral("Airlock: Befehl genehmigen"));
        QCOMPARE(buttonText(desk.dialog, "denyButton"), QStringLiteral("&Ablehnen"));
        QCOMPARE(buttonText(desk.dialog, "allowOnceButton"), QStringLiteral("&Einmal erlauben"));
        QCOMPARE(desk.dialog->findChild<QLabel *>(QStringLiteral("titleLabel"))->text(),
                 QStringLiteral("Darf claude-code 2.1 diesen Befehl ausführen?"));
        QVERIFY2(desk.dialog->findChild<QLabel *>(QStringLiteral("countdownLabel"))
                     ->text()
                     .startsWith(QStringLiteral("Automatische Ablehnung in")),
                 qPrintable(desk.dialog->findChild<QLabel *>(QStringLiteral("countdownLabel"))->text()));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isArmed(), 5000); // answers count once the input guard has passed
        QTest::keyClick(desk.dialog, Qt::Key_Escape);           // deny
        QSignalSpy finished(call, &ToolCall::finished);
        QVERIFY(call->isFinished() || finished.wait(10000));
        delete call;
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(desk, QStringLiteral("tests")), QStringLiteral("im Leerlauf"), 5000);
    }

    // The dialog is as tall as what it shows in every language: a longer translation made the form taller before the
    // question was fitted, and the German and French dialogs kept 100 px of empty space between their boxes.
    void approvalDialog_isSizedToWhatItShows_inEveryLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("English") << QStringLiteral("en");
        QTest::addRow("German") << QStringLiteral("de");
        QTest::addRow("French") << QStringLiteral("fr");
    }

    void approvalDialog_isSizedToWhatItShows_inEveryLanguage()
    {
        QFETCH(QString, language);
        Language::install(language);
        Desk desk;
        ToolCall *call = startCall(desk, "rm -rf ../project/build && ls", QStringLiteral("tests"));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isVisible(), 5000);
        QTRY_VERIFY2_WITH_TIMEOUT(
            desk.dialog->height() <= desk.dialog->sizeHint().height() + 2,
            qPrintable(
                QStringLiteral("%1 vs hint %2").arg(desk.dialog->height()).arg(desk.dialog->sizeHint().height())),
            5000);
        QTest::qWait(50); // (bounded: a later fit, once the width is known, must not leave it taller)
        QVERIFY2(desk.dialog->height() <= desk.dialog->sizeHint().height() + 2,
                 qPrintable(QString::number(desk.dialog->height())));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isArmed(), 5000);
        QTest::keyClick(desk.dialog, Qt::Key_Escape); // deny
        QSignalSpy finished(call, &ToolCall::finished);
        QVERIFY(call->isFinished() || finished.wait(10000));
        delete call;
    }

    void french_dialogAndStates()
    {
        Language::install(QStringLiteral("fr"));
        Desk desk;
        QCOMPARE(menuTitles(desk).value(0), QStringLiteral("&Fichier"));
        QVERIFY(!desk.engine.run("true", QStringLiteral("build")).isError);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(desk, QStringLiteral("build")), QStringLiteral("inactive"), 5000);
        ToolCall *call = startCall(desk, kAsks, QStringLiteral("tests"));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isVisible(), 5000);
        QTRY_COMPARE_WITH_TIMEOUT(stateOf(desk, QStringLiteral("tests")), QStringLiteral("en attente d’approbation"),
                                  5000);
        QCOMPARE(buttonText(desk.dialog, "denyButton"), QStringLiteral("&Refuser"));
        QTRY_VERIFY_WITH_TIMEOUT(desk.dialog->isArmed(), 5000);
        QTest::keyClick(desk.dialog, Qt::Key_Escape);
        QSignalSpy finished(call, &ToolCall::finished);
        QVERIFY(call->isFinished() || finished.wait(10000));
        delete call;
    }
};

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
