// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SecretPromptDialog.h"

#include "ui_SecretPromptDialog.h"

#include <QPushButton>

namespace airlock::gui {

SecretPromptDialog::SecretPromptDialog(secrets::CredentialRequest *request, QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::SecretPromptDialog>())
    , m_request(request)
{
    const secrets::CredentialQuestion &prompt = request->question();
    m_ui->setupUi(this);
    setObjectName(QStringLiteral("secretPrompt"));
    setWindowTitle(tr("Airlock: %1").arg(prompt.title));
    m_ui->textLabel->setText(prompt.text);
    m_ui->valueLabel->setText(prompt.label);
    m_ui->valueEdit->setAccessibleName(prompt.title);
    m_ui->rememberBox->setToolTip(
        tr("Kept in the system keychain as %1 once it proved right; otherwise used this once and forgotten.")
            .arg(prompt.name));
    QPushButton *ok = m_ui->buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    connect(m_ui->valueEdit, &QLineEdit::textChanged, ok,
            [ok](const QString &text) { ok->setEnabled(!text.isEmpty()); });
    connect(m_ui->buttons, &QDialogButtonBox::accepted, this, [this] { finish(true); });
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, [this] { finish(false); });
    connect(this, &QDialog::finished, this, [this] { finish(false); }); // Escape, the window's close button
    m_ui->valueEdit->setFocus();
    connect(request, &secrets::CredentialRequest::finished, this, [this] {
        m_ui->valueEdit->clear();
        if (isVisible())
            close();
    });
    connect(request, &QObject::destroyed, this, &QDialog::close); // the task no longer waits
}

SecretPromptDialog::~SecretPromptDialog()
{
    // Closed without an answer (Airlock quits): whoever waits hears "refused".
    if (m_request)
        m_request->refuse();
}

void SecretPromptDialog::setKeychainProblem(const QString &problem)
{
    m_ui->rememberBox->setChecked(false);
    m_ui->rememberBox->setEnabled(problem.isEmpty());
    m_ui->keychainLabel->setVisible(!problem.isEmpty());
    m_ui->keychainLabel->setText(tr("It cannot be remembered: %1").arg(problem));
}

void SecretPromptDialog::finish(bool given)
{
    if (!m_request || m_request->isFinished())
        return;
    const QString value = m_ui->valueEdit->text();
    m_ui->valueEdit->clear(); // the dialog keeps no copy
    if (given && !value.isEmpty())
        m_request->answer(value, m_ui->rememberBox->isChecked());
    else
        m_request->refuse();
    if (isVisible())
        close();
}

} // namespace airlock::gui
