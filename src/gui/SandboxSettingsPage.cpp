// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SandboxSettingsPage.h"

#include "BackendFieldChecks.h"

#include "ui_SandboxSettingsPage.h"

#include <QUrl>

namespace airlock::gui {

namespace {

bool isHttpUrl(const QString &text)
{
    const QUrl url(text, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == QLatin1String("http") || url.scheme() == QLatin1String("https")) &&
           !url.host().isEmpty();
}

// The gateway gets the person's token: https, or plain http only to this machine (as ModalGatewayApi requires).
QString gatewayUrlProblem(const core::Config::Modal &modal)
{
    const QString text = modal.gatewayUrl.trimmed();
    if (text.isEmpty()) {
        const bool fromEnvironment = !qEnvironmentVariableIsEmpty("AIRLOCK_MODAL_GATEWAY_URL") ||
                                     !qEnvironmentVariableIsEmpty("MODAL_GATEWAY_URL") ||
                                     !qEnvironmentVariableIsEmpty("TOOL_GATEWAY_URL") ||
                                     !qEnvironmentVariableIsEmpty("TOOL_GATEWAY_DOMAIN");
        return modal.mode == QLatin1String("managed") && !fromEnvironment
                   ? SandboxSettingsPage::tr("The managed gateway needs its URL, here or in MODAL_GATEWAY_URL.")
                   : QString();
    }
    const QUrl url(text, QUrl::StrictMode);
    const bool local = url.host() == QLatin1String("localhost") || url.host().startsWith(QLatin1String("127.")) ||
                       url.host() == QLatin1String("::1");
    if (!isHttpUrl(text) || !url.userInfo().isEmpty() || (url.scheme() == QLatin1String("http") && !local))
        return SandboxSettingsPage::tr("Needs an https:// address (http:// only to this machine).");
    return {};
}

} // namespace

SandboxSettingsPage::SandboxSettingsPage(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::SandboxSettingsPage>())
{
    m_ui->setupUi(this);
    m_ui->modalModeCombo->addItem(tr("Automatic: Modal's API when its tokens are set"), QStringLiteral("auto"));
    m_ui->modalModeCombo->addItem(tr("Modal's API (tokens)"), QStringLiteral("direct"));
    m_ui->modalModeCombo->addItem(tr("A managed gateway"), QStringLiteral("managed"));
    // Its longest choice, translated, would otherwise set the page's width.
    m_ui->modalModeCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_ui->modalModeCombo->setMinimumContentsLength(24);
    for (QLineEdit *edit : {m_ui->modalUrlEdit, m_ui->modalGatewayEdit, m_ui->modalImageEdit, m_ui->daytonaUrlEdit,
                            m_ui->daytonaImageEdit, m_ui->apptainerBinaryEdit, m_ui->apptainerImageEdit})
        connect(edit, &QLineEdit::textChanged, this, &SandboxSettingsPage::changed);
    for (QSpinBox *spin : {m_ui->modalMemorySpin, m_ui->modalLifetimeSpin, m_ui->modalIdleSpin, m_ui->daytonaMemorySpin,
                           m_ui->daytonaDiskSpin, m_ui->daytonaAutoStopSpin, m_ui->apptainerMemorySpin})
        connect(spin, &QSpinBox::valueChanged, this, &SandboxSettingsPage::changed);
    for (QDoubleSpinBox *spin : {m_ui->modalCpuSpin, m_ui->daytonaCpuSpin, m_ui->apptainerCpuSpin})
        connect(spin, &QDoubleSpinBox::valueChanged, this, &SandboxSettingsPage::changed);
    for (QComboBox *combo : {m_ui->modalModeCombo, m_ui->apptainerNetworkCombo})
        connect(combo, &QComboBox::currentIndexChanged, this, &SandboxSettingsPage::changed);
    for (QCheckBox *check : {m_ui->daytonaNetworkCheck, m_ui->apptainerOverlayCheck})
        connect(check, &QCheckBox::toggled, this, &SandboxSettingsPage::changed);
}

SandboxSettingsPage::~SandboxSettingsPage() = default;

void SandboxSettingsPage::load(const core::Config &c)
{
    m_ui->modalModeCombo->setCurrentIndex(qMax(0, m_ui->modalModeCombo->findData(c.modal.mode)));
    m_ui->modalUrlEdit->setText(c.modal.baseUrl);
    m_ui->modalGatewayEdit->setText(c.modal.gatewayUrl);
    m_ui->modalImageEdit->setText(c.modal.image);
    m_ui->modalCpuSpin->setValue(c.modal.cpu);
    m_ui->modalMemorySpin->setValue(c.modal.memoryMb);
    m_ui->modalLifetimeSpin->setValue(c.modal.sandboxTimeoutSecs);
    m_ui->modalIdleSpin->setValue(c.modal.idleTimeoutSecs);
    m_ui->daytonaUrlEdit->setText(c.daytona.baseUrl);
    m_ui->daytonaImageEdit->setText(c.daytona.image);
    m_ui->daytonaCpuSpin->setValue(c.daytona.cpu);
    m_ui->daytonaMemorySpin->setValue(c.daytona.memoryMb);
    m_ui->daytonaDiskSpin->setValue(c.daytona.diskMb);
    m_ui->daytonaAutoStopSpin->setValue(c.daytona.autoStopMinutes);
    m_ui->daytonaNetworkCheck->setChecked(c.daytona.network);
    m_ui->apptainerBinaryEdit->setText(c.singularity.binary);
    m_ui->apptainerImageEdit->setText(c.singularity.image);
    m_ui->apptainerCpuSpin->setValue(c.singularity.cpu);
    m_ui->apptainerMemorySpin->setValue(c.singularity.memoryMb);
    m_ui->apptainerNetworkCombo->setCurrentText(c.singularity.network);
    m_ui->apptainerOverlayCheck->setChecked(c.singularity.overlay);
}

void SandboxSettingsPage::store(core::Config &c) const
{
    c.modal.mode = m_ui->modalModeCombo->currentData().toString();
    c.modal.baseUrl = m_ui->modalUrlEdit->text().trimmed();
    c.modal.gatewayUrl = m_ui->modalGatewayEdit->text().trimmed();
    c.modal.image = m_ui->modalImageEdit->text().trimmed();
    c.modal.cpu = m_ui->modalCpuSpin->value();
    c.modal.memoryMb = m_ui->modalMemorySpin->value();
    c.modal.sandboxTimeoutSecs = m_ui->modalLifetimeSpin->value();
    c.modal.idleTimeoutSecs = m_ui->modalIdleSpin->value();
    c.daytona.baseUrl = m_ui->daytonaUrlEdit->text().trimmed();
    c.daytona.image = m_ui->daytonaImageEdit->text().trimmed();
    c.daytona.cpu = m_ui->daytonaCpuSpin->value();
    c.daytona.memoryMb = m_ui->daytonaMemorySpin->value();
    c.daytona.diskMb = m_ui->daytonaDiskSpin->value();
    c.daytona.autoStopMinutes = m_ui->daytonaAutoStopSpin->value();
    c.daytona.network = m_ui->daytonaNetworkCheck->isChecked();
    c.singularity.binary = m_ui->apptainerBinaryEdit->text().trimmed();
    c.singularity.image = m_ui->apptainerImageEdit->text().trimmed();
    c.singularity.cpu = m_ui->apptainerCpuSpin->value();
    c.singularity.memoryMb = m_ui->apptainerMemorySpin->value();
    c.singularity.network = m_ui->apptainerNetworkCombo->currentText();
    c.singularity.overlay = m_ui->apptainerOverlayCheck->isChecked();
}

QStringList SandboxSettingsPage::validate(const core::Config &c, std::optional<core::BackendKind> defaultKind)
{
    QStringList problems;
    auto check = [&problems](QLabel *label, const QString &problem) {
        label->setText(problem);
        label->setVisible(!problem.isEmpty());
        if (!problem.isEmpty())
            problems << problem;
    };
    const QString notHttp = tr("Needs an http:// or https:// address.");
    check(m_ui->modalUrlError, !c.modal.baseUrl.isEmpty() && !isHttpUrl(c.modal.baseUrl) ? notHttp : QString());
    check(m_ui->modalGatewayError, gatewayUrlProblem(c.modal));
    check(m_ui->daytonaUrlError, !c.daytona.baseUrl.isEmpty() && !isHttpUrl(c.daytona.baseUrl) ? notHttp : QString());
    check(m_ui->modalImageError, imageReferenceProblem(c.modal.image));
    check(m_ui->daytonaImageError, imageReferenceProblem(c.daytona.image));
    // Modal ends an idle sandbox only within its lifetime: a longer idle timeout would never apply.
    check(m_ui->modalIdleError,
          c.modal.idleTimeoutSecs >= c.modal.sandboxTimeoutSecs
              ? tr("Shorter than the lifetime (%1 s), or it never applies.").arg(c.modal.sandboxTimeoutSecs)
              : QString());
    const bool apptainerDefault = defaultKind && *defaultKind == core::BackendKind::Singularity;
    check(m_ui->apptainerImageError, apptainerDefault && c.singularity.image.isEmpty()
                                         ? tr("Apptainer is the default backend: name the image.")
                                         : apptainerImageProblem(c.singularity.image));
    check(m_ui->apptainerBinaryError, binaryProblem(c.singularity.binary, qEnvironmentVariable("PATH")));
    return problems;
}

} // namespace airlock::gui
