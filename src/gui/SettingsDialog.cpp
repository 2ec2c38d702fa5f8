// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SettingsDialog.h"

#include "Autostart.h"
#include "SandboxSettingsPage.h"
#include "SecretsPanel.h"
#include "core/BackendKind.h"
#include "core/Language.h"
#include "core/Paths.h"

#include "engine/Engine.h"
#include "safety/ApprovalBroker.h"
#include "safety/RuleStore.h"
#include "secrets/SecretName.h"

#include "ui_SettingsDialog.h"

#include <QDir>
#include <QFileInfo>
#include <QPushButton>
#include <QScrollArea>

namespace airlock::gui {

namespace {

// A stored rule's own words as the command it was made from, for the "would match" examples.
safety::Invocation invocationOf(const safety::Rule &rule)
{
    safety::Invocation inv;
    std::vector<std::string> words = rule.words;
    if (!words.empty() && words.back() == "*")
        words.pop_back();
    if (!words.empty()) {
        inv.program = words.front();
        inv.programText = words.front();
    }
    for (size_t i = 1; i < words.size(); ++i) {
        safety::Word word;
        word.text = words[i];
        inv.args.push_back(std::move(word));
    }
    return inv;
}

} // namespace

SettingsDialog::SettingsDialog(engine::Engine *engine, QString configPath, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SettingsDialog>())
    , m_engine(engine)
    , m_configPath(std::move(configPath))
    , m_base(engine->config())
{
    m_ui->setupUi(this);
    // Three backends' fields are taller than a laptop screen allows the dialog: the page scrolls instead.
    auto *sandboxesScroll = new QScrollArea(this);
    sandboxesScroll->setObjectName(QStringLiteral("sandboxesScroll"));
    sandboxesScroll->setFrameShape(QFrame::NoFrame);
    sandboxesScroll->setWidgetResizable(true);
    sandboxesScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_sandboxes = new SandboxSettingsPage(sandboxesScroll);
    sandboxesScroll->setWidget(m_sandboxes);
    m_ui->tabs->insertTab(m_ui->tabs->indexOf(m_ui->backendsTab) + 1, sandboxesScroll, tr("&Sandboxes"));
    // What the file says, not what the environment overrode for this run: that is what gets saved.
    if (QFileInfo::exists(m_configPath)) {
        if (auto fromFile = core::Config::load(m_configPath, false))
            m_base = *fromFile;
    }
    for (const QString &language : core::Language::settings())
        m_ui->languageCombo->addItem(language == QLatin1String(core::Language::kSystem)
                                         ? tr("System default")
                                         : core::Language::nativeName(language),
                                     language);
    load(m_base);
    m_ui->autostartCheck->setChecked(Autostart::isEnabled());
    m_ui->autostartCheck->setToolTip(Autostart::entryPath());
    loadRules();
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, [this] {
        if (save())
            accept();
    });
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_ui->rulesTable, &QTableWidget::itemSelectionChanged, this, &SettingsDialog::onRuleSelected);
    connect(m_ui->rulePatternEdit, &QLineEdit::textChanged, this, &SettingsDialog::previewRule);
    connect(m_ui->ruleSaveButton, &QPushButton::clicked, this, &SettingsDialog::saveRule);
    connect(m_ui->ruleDeleteButton, &QPushButton::clicked, this, &SettingsDialog::deleteRule);
    connect(m_ui->backendCombo, &QComboBox::currentTextChanged, this, [this] { validate(); });
    connect(m_ui->languageCombo, &QComboBox::currentIndexChanged, this, [this] { validate(); });
    for (QLineEdit *edit : {m_ui->dockerImageEdit, m_ui->sshHostEdit, m_ui->sshKeyEdit})
        connect(edit, &QLineEdit::textChanged, this, [this] { validate(); });
    connect(m_sandboxes, &SandboxSettingsPage::changed, this, [this] { validate(); });
    connect(m_ui->idleSpin, &QSpinBox::valueChanged, this, [this] { validate(); });
    connect(m_ui->sweepSpin, &QSpinBox::valueChanged, this, [this] { validate(); });
    connect(m_ui->httpCheck, &QCheckBox::toggled, this, [this] { validate(); });
    connect(m_ui->portSpin, &QSpinBox::valueChanged, this, [this] { validate(); });
    m_secrets = new SecretsPanel(engine->secrets(), QProcessEnvironment::systemEnvironment(),
                                 {m_ui->secretsTable, m_ui->secretValueEdit, m_ui->secretStoreButton,
                                  m_ui->secretForgetButton, m_ui->secretsProblem},
                                 this);
    m_secrets->setNames(credentialNames(m_base));
    if (engine->rules()->damaged())
        m_ui->ruleError->setText(tr("rules.json is damaged and not applied: %1").arg(engine->rules()->problem()));
    validate();
}

SettingsDialog::~SettingsDialog() = default;

QStringList SettingsDialog::credentialNames(const core::Config &c)
{
    using namespace secrets::SecretName;
    QStringList names{localSudoPassword()};
    if (!c.ssh.host.isEmpty()) {
        const QString user = c.ssh.user.isEmpty() ? qEnvironmentVariable("USER") : c.ssh.user;
        names << sshPassword(user, c.ssh.host, c.ssh.port);
    }
    if (!c.ssh.identityFile.isEmpty())
        names << sshPassphrase(c.ssh.identityFile);
    names << QString::fromLatin1(kModalTokenId) << QString::fromLatin1(kModalTokenSecret)
          << QString::fromLatin1(kModalGatewayToken) << QString::fromLatin1(kDaytonaApiKey)
          << QString::fromLatin1(kMcpHttpToken);
    return names;
}

void SettingsDialog::load(const core::Config &c)
{
    m_ui->backendCombo->setCurrentText(c.backend);
    m_ui->languageCombo->setCurrentIndex(qMax(0, m_ui->languageCombo->findData(c.language)));
    m_ui->maxOutputSpin->setValue(c.maxOutputBytes);
    m_ui->idleSpin->setValue(c.idleSecs);
    m_ui->sweepSpin->setValue(c.sweepSecs);
    m_ui->modeCombo->setCurrentText(c.approval.mode);
    m_ui->timeoutSpin->setValue(c.approval.timeoutSecs);
    m_ui->hookAskCombo->setCurrentIndex(c.hooks.askIn == QLatin1String("agent") ? 1 : 0);
    m_ui->hookFailureCombo->setCurrentIndex(c.hooks.onFailure == QLatin1String("deny") ? 1 : 0);
    m_ui->dockerImageEdit->setText(c.docker.image);
    m_ui->dockerMemorySpin->setValue(c.docker.memoryMb);
    m_ui->dockerCpusSpin->setValue(c.docker.cpus);
    m_ui->dockerPidsSpin->setValue(c.docker.pidsLimit);
    m_ui->dockerNetworkCombo->setCurrentText(c.docker.network);
    m_ui->sshHostEdit->setText(c.ssh.host);
    m_ui->sshUserEdit->setText(c.ssh.user);
    m_ui->sshPortSpin->setValue(c.ssh.port);
    m_ui->sshKeyEdit->setText(c.ssh.identityFile);
    m_ui->sshPolicyCombo->setCurrentText(c.ssh.hostKeyPolicy);
    m_sandboxes->load(c);
    m_ui->httpCheck->setChecked(c.mcp.http);
    m_ui->portSpin->setValue(c.mcp.port);
}

core::Config SettingsDialog::collect() const
{
    core::Config c = m_base;
    c.warnings.clear();
    c.backend = m_ui->backendCombo->currentText();
    c.language = m_ui->languageCombo->currentData().toString();
    c.maxOutputBytes = m_ui->maxOutputSpin->value();
    c.idleSecs = m_ui->idleSpin->value();
    c.sweepSecs = m_ui->sweepSpin->value();
    c.approval.mode = m_ui->modeCombo->currentText();
    c.approval.timeoutSecs = m_ui->timeoutSpin->value();
    c.hooks.askIn = m_ui->hookAskCombo->currentIndex() == 1 ? QStringLiteral("agent") : QStringLiteral("airlock");
    c.hooks.onFailure = m_ui->hookFailureCombo->currentIndex() == 1 ? QStringLiteral("deny") : QStringLiteral("ask");
    c.docker.image = m_ui->dockerImageEdit->text().trimmed();
    c.docker.memoryMb = m_ui->dockerMemorySpin->value();
    c.docker.cpus = m_ui->dockerCpusSpin->value();
    c.docker.pidsLimit = m_ui->dockerPidsSpin->value();
    c.docker.network = m_ui->dockerNetworkCombo->currentText();
    c.ssh.host = m_ui->sshHostEdit->text().trimmed();
    c.ssh.user = m_ui->sshUserEdit->text().trimmed();
    c.ssh.port = m_ui->sshPortSpin->value();
    c.ssh.identityFile = m_ui->sshKeyEdit->text().trimmed();
    c.ssh.hostKeyPolicy = m_ui->sshPolicyCombo->currentText();
    m_sandboxes->store(c);
    c.mcp.http = m_ui->httpCheck->isChecked();
    c.mcp.port = m_ui->portSpin->value();
    return c;
}

QStringList SettingsDialog::validate()
{
    const core::Config c = collect();
    const auto parsedKind = core::parseBackendKind(c.backend);
    // The default backend, when it names one; the combo only offers names that do.
    const auto isDefault = [&parsedKind](core::BackendKind wanted) { return parsedKind && *parsedKind == wanted; };
    QStringList problems;
    auto check = [&problems](QLabel *label, const QString &problem) {
        label->setText(problem);
        label->setVisible(!problem.isEmpty());
        if (!problem.isEmpty())
            problems << problem;
    };
    check(m_ui->backendError, {});
    check(m_ui->dockerImageError, isDefault(core::BackendKind::Docker) && c.docker.image.isEmpty()
                                      ? tr("Docker is the default backend: name the image its tasks run in.")
                                      : QString());
    check(m_ui->sshHostError, isDefault(core::BackendKind::Ssh) && c.ssh.host.isEmpty()
                                  ? tr("SSH is the default backend: name the host.")
                                  : QString());
    check(m_ui->sshKeyError, !c.ssh.identityFile.isEmpty() && !QFileInfo(core::expandHome(c.ssh.identityFile)).isFile()
                                 ? tr("No such file: %1").arg(c.ssh.identityFile)
                                 : QString());
    problems << m_sandboxes->validate(c, parsedKind ? std::optional(*parsedKind) : std::nullopt);
    check(m_ui->sweepError,
          c.sweepSecs > c.idleSecs ? tr("Sweep at least as often as the idle TTL (%1 s).").arg(c.idleSecs) : QString());
    check(m_ui->portError, {});
    const bool restart = m_engine && !engine::Engine::restartNeeded(m_engine->config(), c).isEmpty();
    m_ui->httpRestartNote->setText(restart ? tr("Takes effect when Airlock restarts: it listens for agents on the "
                                                "settings it started with.")
                                           : QString());
    m_ui->httpRestartNote->setVisible(restart);
    const bool languageChanged = m_engine && c.language != m_engine->config().language;
    m_ui->languageNote->setText(languageChanged ? tr("The new language is shown when Airlock starts again.")
                                                : QString());
    m_ui->languageNote->setVisible(languageChanged);
    m_ui->buttons->button(QDialogButtonBox::Save)->setEnabled(problems.isEmpty());
    return problems;
}

bool SettingsDialog::save()
{
    if (!validate().isEmpty())
        return false;
    // Not part of config.json: an entry in the desktop's autostart folder, written or removed when it changes.
    if (m_ui->autostartCheck->isChecked() != Autostart::isEnabled()) {
        const auto changed =
            Autostart::setEnabled(m_ui->autostartCheck->isChecked(), QCoreApplication::applicationFilePath());
        if (!changed) {
            m_ui->saveError->setText(tr("Not saved: %1").arg(changed.error().message));
            m_ui->saveError->show();
            return false;
        }
    }
    const core::Config c = collect();
    const auto saved = c.save(m_configPath);
    if (!saved) {
        m_ui->saveError->setText(tr("Not saved: %1").arg(saved.error().message));
        m_ui->saveError->show();
        return false;
    }
    // Applies at once: to the next question and call, and to tasks started from now on (running tasks keep their
    // backend); MCP over HTTP only after a restart, as the note beside it says.
    if (m_engine)
        m_engine->applyConfig(c);
    return true;
}

int SettingsDialog::selectedRuleRow() const
{
    const QList<QTableWidgetItem *> items = m_ui->rulesTable->selectedItems();
    const int row = items.isEmpty() ? -1 : items.first()->row();
    return row >= 0 && row < int(m_engine->rules()->rules().size()) ? row : -1;
}

void SettingsDialog::loadRules()
{
    const std::vector<safety::Rule> &rules = m_engine->rules()->rules();
    QTableWidget *table = m_ui->rulesTable;
    table->clearSelection();
    table->setRowCount(int(rules.size()));
    for (int i = 0; i < int(rules.size()); ++i) {
        const safety::Rule &r = rules[size_t(i)];
        table->setItem(i, 0, new QTableWidgetItem(QString::fromStdString(safety::actionName(r.action))));
        table->setItem(
            i, 1, new QTableWidgetItem(r.backend.empty() ? tr("every backend") : QString::fromStdString(r.backend)));
        table->setItem(i, 2, new QTableWidgetItem(QString::fromStdString(r.pattern)));
        for (int c = 0; c < 3; ++c)
            table->item(i, c)->setFlags(Qt::ItemIsSelectable | Qt::ItemIsEnabled);
    }
    m_ui->ruleDeleteButton->setEnabled(false);
}

void SettingsDialog::onRuleSelected()
{
    const int row = selectedRuleRow();
    m_ui->ruleDeleteButton->setEnabled(row >= 0);
    if (row < 0)
        return;
    const safety::Rule &r = m_engine->rules()->rules()[size_t(row)];
    m_ui->ruleActionCombo->setCurrentText(QString::fromStdString(safety::actionName(r.action)));
    m_ui->rulePatternEdit->setText(QString::fromStdString(r.pattern));
}

void SettingsDialog::previewRule()
{
    m_ui->ruleMatchesList->clear();
    m_ui->ruleNotMatchesList->clear();
    std::string error;
    const auto rule =
        safety::Rule::make(m_ui->ruleActionCombo->currentText() == QLatin1String("deny") ? safety::Rule::Action::Deny
                                                                                         : safety::Rule::Action::Allow,
                           m_ui->rulePatternEdit->text().trimmed().toStdString(), &error);
    m_ui->ruleError->setText(rule || m_ui->rulePatternEdit->text().trimmed().isEmpty() ? QString()
                                                                                       : QString::fromStdString(error));
    m_ui->ruleSaveButton->setEnabled(rule.has_value());
    if (!rule)
        return;
    const safety::RuleExamples examples = safety::ruleExamples(*rule, invocationOf(*rule));
    for (const std::string &m : examples.matching)
        m_ui->ruleMatchesList->addItem(QString::fromStdString(m));
    for (const std::string &m : examples.notMatching)
        m_ui->ruleNotMatchesList->addItem(QString::fromStdString(m));
}

void SettingsDialog::saveRule()
{
    std::string error;
    auto rule =
        safety::Rule::make(m_ui->ruleActionCombo->currentText() == QLatin1String("deny") ? safety::Rule::Action::Deny
                                                                                         : safety::Rule::Action::Allow,
                           m_ui->rulePatternEdit->text().trimmed().toStdString(), &error);
    if (!rule) {
        m_ui->ruleError->setText(QString::fromStdString(error));
        return;
    }
    safety::RuleStore *store = m_engine->rules();
    const int row = selectedRuleRow();
    const bool editing = row >= 0;
    if (editing)
        rule->backend = store->rules()[size_t(row)].backend;
    const auto result = editing ? store->replace(size_t(row), *rule) : store->add(*rule);
    m_ui->ruleError->setText(result ? QString() : result.error().message);
    loadRules();
}

void SettingsDialog::deleteRule()
{
    const int row = selectedRuleRow();
    if (row < 0)
        return;
    const auto result = m_engine->rules()->remove(size_t(row));
    m_ui->ruleError->setText(result ? QString() : result.error().message);
    loadRules();
    m_ui->rulePatternEdit->clear();
}

} // namespace airlock::gui
