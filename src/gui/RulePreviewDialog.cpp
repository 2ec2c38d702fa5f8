// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "RulePreviewDialog.h"

#include "safety/RuleStore.h"

#include <QDateTime>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace airlock::gui {

RulePreviewDialog::RulePreviewDialog(RuleSuggestion suggestion, safety::RuleStore *rules, QWidget *parent)
    : QDialog(parent)
    , m_suggestion(std::move(suggestion))
    , m_rules(rules)
    , m_ruleEdit(new QPlainTextEdit(this))
    , m_matches(new QListWidget(this))
    , m_notMatches(new QListWidget(this))
    , m_error(new QLabel(this))
    , m_saveButton(nullptr)
{
    setWindowTitle(tr("Always allow — Airlock"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(this);
    intro->setWordWrap(true);
    intro->setTextFormat(Qt::RichText);
    intro->setText(tr("You allowed <code>%1</code> by hand %n time(s) in the last %2 days on the %3 backend. This "
                      "rule lets it run there without asking; anything else it does not cover still asks.",
                      "", m_suggestion.times)
                       .arg(m_suggestion.command.left(300).toHtmlEscaped())
                       .arg(RuleSuggestions::kDays)
                       .arg(m_suggestion.backend.isEmpty() ? tr("any") : m_suggestion.backend.toHtmlEscaped()));
    layout->addWidget(intro);

    auto *ruleCaption = new QLabel(tr("The &rule to save (one per line, editable):"), this);
    ruleCaption->setBuddy(m_ruleEdit);
    m_ruleEdit->setObjectName(QStringLiteral("ruleEdit"));
    m_ruleEdit->setAccessibleName(tr("Rule patterns, one per line"));
    m_ruleEdit->setTabChangesFocus(true);
    m_ruleEdit->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ruleEdit->setMaximumHeight(fontMetrics().height() * 4);
    m_ruleEdit->setPlainText(m_suggestion.patterns().join(QLatin1Char('\n')));
    layout->addWidget(ruleCaption);
    layout->addWidget(m_ruleEdit);

    m_error->setObjectName(QStringLiteral("ruleError"));
    m_error->setAccessibleName(tr("Problem with the rule"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color:#b00020"));
    m_error->hide();
    layout->addWidget(m_error);

    auto *examples = new QHBoxLayout;
    auto *matchesColumn = new QVBoxLayout;
    auto *matchesCaption = new QLabel(tr("Would allow, for example:"), this);
    matchesCaption->setBuddy(m_matches);
    m_matches->setObjectName(QStringLiteral("matchesList"));
    m_matches->setAccessibleName(tr("Commands the rule would allow"));
    matchesColumn->addWidget(matchesCaption);
    matchesColumn->addWidget(m_matches);
    auto *notMatchesColumn = new QVBoxLayout;
    auto *notMatchesCaption = new QLabel(tr("Would still ask for:"), this);
    notMatchesCaption->setBuddy(m_notMatches);
    m_notMatches->setObjectName(QStringLiteral("notMatchesList"));
    m_notMatches->setAccessibleName(tr("Commands the rule would not allow"));
    notMatchesColumn->addWidget(notMatchesCaption);
    notMatchesColumn->addWidget(m_notMatches);
    examples->addLayout(matchesColumn);
    examples->addLayout(notMatchesColumn);
    layout->addLayout(examples);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_saveButton = buttons->addButton(tr("&Save rule"), QDialogButtonBox::AcceptRole);
    m_saveButton->setObjectName(QStringLiteral("saveRuleButton"));
    m_saveButton->setDefault(true);
    connect(buttons, &QDialogButtonBox::accepted, this, &RulePreviewDialog::save);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_ruleEdit, &QPlainTextEdit::textChanged, this, &RulePreviewDialog::updatePreview);
    updatePreview();
    m_ruleEdit->setFocus();
    resize(640, 420);
}

RulePreviewDialog::~RulePreviewDialog() = default;

QString RulePreviewDialog::problem() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void RulePreviewDialog::showProblem(const QString &problem)
{
    m_error->setText(problem);
    m_error->setVisible(!problem.isEmpty());
}

void RulePreviewDialog::updatePreview()
{
    const RuleCheck check = RuleSuggestions::check(m_suggestion, m_ruleEdit->toPlainText().split(QLatin1Char('\n')));
    m_matches->clear();
    m_notMatches->clear();
    m_matches->addItems(check.matching);
    m_notMatches->addItems(check.notMatching);
    showProblem(check.problems.join(QLatin1Char('\n')));
    m_saveButton->setEnabled(check.problems.isEmpty() && m_rules);
}

void RulePreviewDialog::save()
{
    const RuleCheck check = RuleSuggestions::check(m_suggestion, m_ruleEdit->toPlainText().split(QLatin1Char('\n')));
    if (!check.problems.isEmpty()) {
        showProblem(check.problems.join(QLatin1Char('\n')));
        return;
    }
    if (!m_rules) {
        showProblem(tr("Rules cannot be saved here: there is no rule store."));
        return;
    }
    QStringList patterns;
    for (safety::Rule rule : check.rules) {
        rule.created = QDateTime::currentDateTimeUtc().toString(Qt::ISODate).toStdString();
        rule.note = tr("suggested by History: allowed by hand %n time(s) in %1 days", "", m_suggestion.times)
                        .arg(RuleSuggestions::kDays)
                        .toStdString();
        if (auto ok = m_rules->add(rule); !ok) {
            showProblem(tr("The rule was not saved: %1").arg(ok.error().message));
            if (!patterns.isEmpty())
                emit saved(patterns);
            return;
        }
        patterns << QString::fromStdString(rule.pattern);
    }
    emit saved(patterns);
    accept();
}

} // namespace airlock::gui
