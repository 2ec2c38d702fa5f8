// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "HistoryRecordDialog.h"

#include "FindingText.h"
#include "HistoryModel.h"
#include "engine/AuditExport.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHash>
#include <QJsonDocument>
#include <QLabel>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

namespace airlock::gui {

namespace {

QString orNone(const QString &value)
{
    return value.isEmpty() ? HistoryRecordDialog::tr("(none)") : value;
}

QString words(QString token)
{
    return token.replace(QLatin1Char('_'), QLatin1Char(' '));
}

QString jsonText(const QJsonValue &value)
{
    if (value.isString())
        return value.toString();
    if (value.isObject())
        return QString::fromUtf8(QJsonDocument(value.toObject()).toJson(QJsonDocument::Compact));
    if (value.isArray())
        return QString::fromUtf8(QJsonDocument(value.toArray()).toJson(QJsonDocument::Compact));
    if (value.isBool())
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (value.isDouble())
        return QString::number(value.toDouble(), 'g', 15);
    return QStringLiteral("null");
}

QString checkpointDirectory(const engine::AuditRecord &record)
{
    const QString directory = record.detail.value(QLatin1String("checkpoint_directory")).toString();
    return directory.isEmpty() ? record.cwd : directory;
}

} // namespace

HistoryRecordDialog::HistoryRecordDialog(engine::AuditRecord record, QWidget *parent)
    : QDialog(parent)
    , m_record(std::move(record))
{
    setWindowTitle(tr("Record %1 — Airlock history").arg(m_record.id));
    auto *layout = new QVBoxLayout(this);

    auto *summary = new QLabel(this);
    summary->setObjectName(QStringLiteral("summaryLabel"));
    summary->setTextFormat(Qt::PlainText);
    summary->setWordWrap(true);
    summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = summary->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    summary->setFont(bold);
    summary->setText(tr("%1 — %2").arg(decisionText(m_record),
                                       m_record.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"))));
    layout->addWidget(summary);

    auto *commandCaption = new QLabel(tr("&Command:"), this);
    auto *command = new QPlainTextEdit(this);
    command->setObjectName(QStringLiteral("commandView"));
    command->setReadOnly(true);
    command->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    command->setPlainText(m_record.command);
    command->setMaximumHeight(fontMetrics().height() * 7);
    command->setAccessibleName(tr("Command"));
    commandCaption->setBuddy(command);
    layout->addWidget(commandCaption);
    layout->addWidget(command);

    auto *findingsCaption = new QLabel(tr("&Why Airlock looked closer:"), this);
    auto *findings = new QListWidget(this);
    findings->setObjectName(QStringLiteral("findingsList"));
    findings->setWordWrap(true);
    findings->setAccessibleName(tr("Findings"));
    for (const engine::AuditFinding &f : std::as_const(m_record.findings))
        new QListWidgetItem(findingSentence(f), findings);
    if (m_record.findings.isEmpty())
        new QListWidgetItem(tr("Nothing dangerous was found in the command."), findings);
    findings->setMaximumHeight(fontMetrics().height() * 6);
    findingsCaption->setBuddy(findings);
    layout->addWidget(findingsCaption);
    layout->addWidget(findings);

    auto *form = new QWidget(this);
    auto *formLayout = new QFormLayout(form);
    formLayout->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const auto &[label, value] : fields(m_record)) {
        auto *valueLabel = new QLabel(value, form);
        valueLabel->setTextFormat(Qt::PlainText);
        valueLabel->setWordWrap(true);
        valueLabel->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
        formLayout->addRow(tr("%1:").arg(label), valueLabel);
    }
    auto *scroll = new QScrollArea(this);
    scroll->setWidget(form);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    layout->addWidget(scroll, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton *copy = buttons->addButton(tr("C&opy"), QDialogButtonBox::ActionRole);
    copy->setToolTip(tr("Copy everything shown here"));
    connect(copy, &QPushButton::clicked, this, [this] { QApplication::clipboard()->setText(plainText()); });
    m_checkpointButton = buttons->addButton(tr("Open &checkpoint…"), QDialogButtonBox::ActionRole);
    m_checkpointButton->setObjectName(QStringLiteral("checkpointButton"));
    m_checkpointButton->setToolTip(tr("The snapshot Airlock took before this command ran"));
    m_checkpointButton->setVisible(!m_record.checkpointId.isEmpty());
    connect(m_checkpointButton, &QPushButton::clicked, this, [this] {
        emit checkpointRequested(checkpointDirectory(m_record), m_record.checkpointId);
        accept();
    });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(720, 640);
}

HistoryRecordDialog::~HistoryRecordDialog() = default;

QString HistoryRecordDialog::findingSentence(const engine::AuditFinding &finding)
{
    const QString title = categoryTitle(finding.category);
    QString reason = findingReason(finding.reason, finding.phrase).trimmed();
    if (reason.isEmpty())
        return tr("%1.").arg(title);
    if (!reason.endsWith(QLatin1Char('.')))
        reason += QLatin1Char('.');
    return tr("%1: %2").arg(title, reason);
}

QList<QPair<QString, QString>> HistoryRecordDialog::fields(const engine::AuditRecord &r)
{
    const QString kind = r.kind == QLatin1String("checkpoint_restore") ? tr("checkpoint restore")
                         : r.kind == QLatin1String("terminal")         ? tr("terminal call")
                         : r.kind == QLatin1String("hook")             ? tr("the agent's own shell (hook)")
                                                                       : r.kind;
    const QString client = r.clientVersion.isEmpty() ? r.clientName : tr("%1 %2").arg(r.clientName, r.clientVersion);
    QString output = tr("%1 bytes").arg(r.outputBytes);
    if (r.truncated)
        output = tr("%1, truncated for the agent").arg(output);
    QList<QPair<QString, QString>> out{
        {tr("Time"), r.time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss.zzz t"))},
        {tr("Kind"), orNone(kind)},
        {tr("Task"), orNone(r.taskId)},
        {tr("Client"), orNone(client)},
        {tr("Client directory"), orNone(r.clientDirectory)},
        {tr("Backend"), orNone(r.backend)},
        {tr("Directory"), orNone(r.cwd)},
        {tr("Decision"), decisionText(r)},
        {tr("Decided by"), orNone(decisionName(r.decidedBy))},
        {tr("Scope"), r.scope.isEmpty() ? orNone(r.scope) : decisionName(r.scope)},
        {tr("Rule"), orNone(r.rule)},
        {tr("Answered through"), orNone(r.via)},
        {tr("Message"), orNone(r.message)},
        {tr("Waited for the answer"),
         r.approvalWaitMs > 0 ? HistoryModel::durationText(r.approvalWaitMs) : tr("(nobody was asked)")},
        {tr("Status"), orNone(words(r.status))},
        {tr("Exit code"), r.exitCode ? QString::number(*r.exitCode) : tr("(did not run to an exit status)")},
        {tr("Duration"), HistoryModel::durationText(r.durationMs)},
        {tr("Output"), output},
        {tr("Secrets redacted"), QString::number(r.secretsRedacted)},
        {tr("Checkpoint"), orNone(r.checkpointId)},
        {tr("Retries"), QString::number(r.retries)},
        {tr("Record"), QString::number(r.id)},
    };
    for (auto it = r.detail.constBegin(); it != r.detail.constEnd(); ++it)
        out.append({tr("Detail: %1").arg(words(it.key())), jsonText(it.value())});
    return out;
}

QString HistoryRecordDialog::plainText() const
{
    QStringList lines;
    lines << decisionText(m_record) << QString() << tr("Command:") << m_record.command << QString();
    lines << tr("Findings:");
    for (const engine::AuditFinding &f : m_record.findings)
        lines << QStringLiteral("- ") + findingSentence(f);
    if (m_record.findings.isEmpty())
        lines << tr("- Nothing dangerous was found in the command.");
    lines << QString();
    for (const auto &[label, value] : fields(m_record))
        lines << tr("%1: %2").arg(label, value);
    return lines.join(QLatin1Char('\n'));
}

} // namespace airlock::gui
