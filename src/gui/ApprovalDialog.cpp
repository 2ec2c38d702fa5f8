// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ApprovalDialog.h"

#include "FindingText.h"
#include "ui_ApprovalDialog.h"

#include <QDateTime>
#include <QFontDatabase>
#include <QPushButton>
#include <QResizeEvent>
#include <QTextDocument>

#include <cmath>

namespace airlock::gui {

namespace {

QString visibleHtml(const QString &text)
{
    QString out;
    out.reserve(text.size() + 16);
    for (const char32_t c : text.toUcs4()) {
        if (isHiddenCharacter(c)) {
            out += QStringLiteral("<span style=\"background:#444;color:#fff\">&lt;U+%1&gt;</span>")
                       .arg(uint(c), 4, 16, QLatin1Char('0'))
                       .toUpper();
            continue;
        }
        switch (c) {
        case '<': out += QStringLiteral("&lt;"); break;
        case '>': out += QStringLiteral("&gt;"); break;
        case '&': out += QStringLiteral("&amp;"); break;
        case '\n': out += QStringLiteral("<br>"); break;
        default: out += QString::fromUcs4(&c, 1);
        }
    }
    return out;
}

QString decode(const std::string &bytes, size_t begin, size_t end)
{
    return QString::fromUtf8(bytes.data() + begin, qsizetype(end - begin));
}

} // namespace

ApprovalDialog::ApprovalDialog(QWidget *parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::ApprovalDialog>())
{
    m_ui->setupUi(this);
    setWindowModality(Qt::WindowModal);
    QFont title = m_ui->titleLabel->font();
    title.setPointSizeF(title.pointSizeF() * 1.25);
    title.setBold(true);
    m_ui->titleLabel->setFont(title);
    m_ui->commandView->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_ui->alwaysGroup->hide();
    for (QListWidget *list : {m_ui->findingsList, m_ui->segmentsList}) {
        list->setWordWrap(true);
        list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        list->setResizeMode(QListView::Adjust);
        list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
        list->installEventFilter(this);
    }
    m_ui->findingsList->setAlternatingRowColors(true); // each finding is several lines: tell them apart
    connect(m_ui->allowOnceButton, &QPushButton::clicked, this, [this] { answer(safety::AnswerKind::AllowOnce); });
    connect(m_ui->allowSessionButton, &QPushButton::clicked, this,
            [this] { answer(safety::AnswerKind::AllowSession); });
    connect(m_ui->alwaysButton, &QPushButton::clicked, this, [this] { showRuleEditor(true); });
    connect(m_ui->denyButton, &QPushButton::clicked, this, [this] { answer(safety::AnswerKind::Deny); });
    connect(m_ui->saveRuleButton, &QPushButton::clicked, this, [this] { answer(safety::AnswerKind::AllowAlways); });
    connect(m_ui->ruleBackButton, &QPushButton::clicked, this, [this] { showRuleEditor(false); });
    connect(m_ui->ruleEdit, &QPlainTextEdit::textChanged, this, &ApprovalDialog::updateRulePreview);
    m_countdown.setInterval(1000);
    connect(&m_countdown, &QTimer::timeout, this, &ApprovalDialog::tick);
}

ApprovalDialog::~ApprovalDialog() = default;

QPushButton *ApprovalDialog::button(safety::AnswerKind kind) const
{
    switch (kind) {
    case safety::AnswerKind::AllowOnce: return m_ui->allowOnceButton;
    case safety::AnswerKind::AllowSession: return m_ui->allowSessionButton;
    case safety::AnswerKind::AllowAlways: return m_ui->alwaysButton;
    case safety::AnswerKind::Deny: return m_ui->denyButton;
    }
    return nullptr;
}

QPushButton *ApprovalDialog::saveRuleButton() const
{
    return m_ui->saveRuleButton;
}

QString ApprovalDialog::commandHtml(const std::string &command, const std::vector<safety::Finding> &findings)
{
    auto isContinuation = [&command](size_t at) {
        return at < command.size() && (static_cast<unsigned char>(command[at]) & 0xC0) == 0x80;
    };
    // Byte boundaries where marking starts or stops (always on character boundaries); a byte is marked when any
    // finding's span covers it.
    std::vector<std::pair<size_t, size_t>> spans;
    for (const safety::Finding &f : findings) {
        if (f.end > f.begin && f.end <= command.size() && !isContinuation(f.begin) && !isContinuation(f.end))
            spans.emplace_back(f.begin, f.end);
    }
    std::vector<size_t> cuts{0, command.size()};
    for (const auto &[b, e] : spans) {
        cuts.push_back(b);
        cuts.push_back(e);
    }
    const bool elide = command.size() > size_t(kMaxShownBytes);
    size_t headEnd = elide ? size_t(kMaxShownBytes / 2) : command.size();
    size_t tailBegin = elide ? command.size() - size_t(kMaxShownBytes / 2) : command.size();
    while (isContinuation(headEnd))
        --headEnd;
    while (isContinuation(tailBegin))
        --tailBegin;
    if (elide) {
        cuts.push_back(headEnd);
        cuts.push_back(tailBegin);
    }
    std::sort(cuts.begin(), cuts.end());
    cuts.erase(std::unique(cuts.begin(), cuts.end()), cuts.end());

    QString html = QStringLiteral("<pre style=\"white-space:pre-wrap\">");
    for (size_t i = 0; i + 1 < cuts.size(); ++i) {
        const size_t begin = cuts[i];
        const size_t end = cuts[i + 1];
        if (begin >= headEnd && end <= tailBegin) {
            if (begin == headEnd)
                //: In the middle of a very long command, where its middle part is not shown
                html += QStringLiteral("<i>\n") + tr("… %1 bytes left out …").arg(tailBegin - headEnd) +
                        QStringLiteral("\n</i>");
            continue;
        }
        bool marked = false;
        for (const auto &[b, e] : spans)
            marked = marked || (begin >= b && end <= e);
        const QString text = visibleHtml(decode(command, begin, end));
        html += marked ? QStringLiteral("<span style=\"background:#ffd966;color:#000;font-weight:bold;"
                                        "text-decoration:underline\">%1</span>")
                             .arg(text)
                       : text;
    }
    html += QStringLiteral("</pre>");
    return html;
}

void ApprovalDialog::present(safety::PendingApproval *ticket)
{
    m_ticket = ticket;
    m_shown.start();
    if (!ticket) {
        m_countdown.stop();
        return;
    }
    const safety::ApprovalDetails &d = ticket->details();
    const core::ApprovalRequest &r = d.request;
    const QString client = r.clientName.isEmpty() ? tr("The agent") : r.clientName;
    m_ui->titleLabel->setText(r.clientName.isEmpty() ? tr("Allow the agent to run this command?")
                                                     : tr("Allow %1 to run this command?").arg(r.clientName));
    const std::string command = r.command.toStdString();
    m_ui->commandView->setHtml(commandHtml(command, d.findings));

    m_ui->findingsList->clear();
    for (const safety::Finding &f : d.findings) {
        const FindingText text = FindingText::describe(f, d.invocations, command);
        auto *item = new QListWidgetItem(text.text(), m_ui->findingsList);
        item->setData(Qt::UserRole, QString::fromStdString(f.category));
        item->setToolTip(visibleText(QString::fromStdString(f.segment)).left(2000));
    }
    m_ui->segmentsList->clear();
    for (size_t i = 0; i < d.invocations.size(); ++i) {
        const safety::Invocation &inv = d.invocations[i];
        bool flagged = false;
        for (const safety::Finding &f : d.findings)
            flagged = flagged || f.invocation == int(i);
        QString words = shellWords(inv);
        if (!inv.programKnown)
            words = tr("(program known only when it runs) %1").arg(words);
        if (!inv.via.empty())
            words += tr("   via %1").arg(phraseText(inv.via));
        QStringList wrappers;
        for (const std::string &w : inv.wrappers)
            wrappers << QString::fromStdString(w);
        if (!wrappers.isEmpty())
            words += tr("   run by %1").arg(wrappers.join(QStringLiteral(", ")));
        new QListWidgetItem((flagged ? QStringLiteral("⚠ ") : QStringLiteral("· ")) + words.left(500),
                            m_ui->segmentsList);
    }
    // "Parsed as" only when it tells more than the command itself: several commands, wrappers, unknown programs.
    const bool sameAsTyped = d.invocations.size() == 1 && m_ui->segmentsList->count() == 1 &&
                             m_ui->segmentsList->item(0)->text().mid(2) == r.command.trimmed();
    const bool showSegments = !d.invocations.empty() && !sameAsTyped;
    m_ui->segmentsList->setVisible(showSegments);
    m_ui->segmentsCaption->setVisible(showSegments);
    m_ui->findingsList->setVisible(!d.findings.empty());
    m_ui->findingsCaption->setVisible(!d.findings.empty());
    m_fittedHeight = height();
    fitLists();

    m_ui->taskValue->setText(r.taskId);
    m_ui->clientValue->setText(r.clientName.isEmpty() ? tr("(not named)") : r.clientName);
    m_ui->factsLayout->setRowVisible(m_ui->clientValue, r.clientName.isEmpty()); // else the title names it
    m_ui->backendValue->setText(r.backend);
    m_ui->factsLayout->setRowVisible(m_ui->backendValue, !r.backend.isEmpty());
    QString where = r.cwd.isEmpty() ? tr("(the task's starting directory)") : r.cwd;
    if (!r.workdir.isEmpty())
        where = tr("%1 (for this command; the task is in %2)").arg(r.workdir, where);
    m_ui->directoryValue->setText(where);

    QStringList notices;
    if (r.ownShell)
        notices << tr("%1 runs this in its own shell, not in Airlock: allowing it lets the agent run it there.")
                       .arg(client);
    if (d.floor)
        notices << tr("This command is on Airlock's safety floor: it can only be allowed once.");
    if (!d.rulesProblem.isEmpty())
        notices << tr("Your rules are not applied: %1").arg(d.rulesProblem);
    m_ui->noticeLabel->setText(notices.join(QLatin1Char('\n')));
    m_ui->noticeLabel->setVisible(!notices.isEmpty());

    m_ui->allowSessionButton->setEnabled(!d.floor);
    m_ui->alwaysButton->setEnabled(!d.floor && !d.proposals.empty());
    QStringList patterns;
    for (const safety::ProposedRule &p : d.proposals)
        patterns << QString::fromStdString(p.rule.pattern);
    m_ui->ruleEdit->setPlainText(patterns.join(QLatin1Char('\n')));
    m_ui->messageEdit->clear();
    showRuleEditor(false);
    tick();
    m_countdown.start();
}

bool ApprovalDialog::eventFilter(QObject *watched, QEvent *event)
{
    // The lists wrap their lines, so their height follows their width: fit them again when the width changes.
    if (event->type() == QEvent::Resize) {
        auto *resize = static_cast<QResizeEvent *>(event);
        if (resize->oldSize().width() != resize->size().width() &&
            (watched == m_ui->findingsList || watched == m_ui->segmentsList || watched == m_ui->commandView))
            fitLists();
    }
    return QDialog::eventFilter(watched, event);
}

// A question presented while the dialog was hidden is fitted when it shows (the fit after it found it hidden). Its
// height is ours then, whatever showing made it: nobody chose a height for a question not yet seen (a longer
// translation makes the form's own height differ from the one present() found).
void ApprovalDialog::showEvent(QShowEvent *event)
{
    QDialog::showEvent(event);
    if (!event->spontaneous()) {
        m_fittedHeight = height();
        fitLists();
    }
}

void ApprovalDialog::fitLists()
{
    // Each list as tall as its lines, up to a limit past which it scrolls: no empty boxes, no hidden findings.
    const int line = fontMetrics().lineSpacing();
    const std::pair<QListWidget *, int> lists[] = {{m_ui->findingsList, 16 * line}, {m_ui->segmentsList, 4 * line}};
    for (const auto &[list, most] : lists) {
        list->doItemsLayout();
        int height = 2 * list->frameWidth() + 4;
        for (int i = 0; i < list->count(); ++i)
            height += list->visualItemRect(list->item(i)).height() + 2 * list->spacing();
        list->setFixedHeight(std::clamp(height, line + 2 * list->frameWidth() + 4, most));
    }
    // The command as tall as it is, up to a limit past which it scrolls (lines wrap: no sideways scrolling);
    // a one-line command gets one line, not a box of empty ones.
    QTextDocument *document = m_ui->commandView->document();
    document->setTextWidth(m_ui->commandView->viewport()->width());
    const int frame = 2 * m_ui->commandView->frameWidth();
    const int content = int(std::ceil(document->size().height())) + frame;
    const int most = kCommandLines * line + frame + int(document->documentMargin() * 2);
    m_ui->commandView->setFixedHeight(std::clamp(content, line + frame, most));
    m_ui->commandView->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // After the event that asked for it (a window being shown sets its own height again). Later fits (the width known
    // at last, the lists wrapping less) follow while the height is still ours; one the person chose stays.
    QTimer::singleShot(0, this, [this] {
        if (isVisible() && height() == m_fittedHeight) {
            resize(width(), sizeHint().height());
            m_fittedHeight = height();
        }
    });
}

void ApprovalDialog::setQueuePosition(int position, int total)
{
    m_ui->queueLabel->setText(total > 1 ? tr("%1 of %2").arg(position).arg(total) : QString());
    m_ui->queueLabel->setAccessibleDescription(tr("approval %1 of %2").arg(position).arg(total));
}

void ApprovalDialog::showProblem(const QString &problem)
{
    m_ui->ruleError->setText(problem);
    m_ui->ruleError->setVisible(!problem.isEmpty());
}

void ApprovalDialog::reject()
{
    // Escape or closing the window is a denial, never a silent dismissal; the dialog stays until the queue moves on.
    if (m_ticket && !m_ticket->isDecided())
        answer(safety::AnswerKind::Deny); // (ignored during the input guard: the question stays)
    else
        QDialog::reject();
}

void ApprovalDialog::answer(safety::AnswerKind kind)
{
    if (!m_ticket || m_ticket->isDecided() || !isArmed())
        return;
    safety::Answer a;
    a.kind = kind;
    a.message = m_ui->messageEdit->text().trimmed();
    if (kind == safety::AnswerKind::AllowAlways) {
        for (const QString &line : m_ui->ruleEdit->toPlainText().split(QLatin1Char('\n'))) {
            if (!line.trimmed().isEmpty())
                a.rules.push_back(line.trimmed().toStdString());
        }
    }
    emit answered(m_ticket, a);
}

void ApprovalDialog::showRuleEditor(bool show)
{
    m_ui->alwaysGroup->setVisible(show);
    m_ui->alwaysButton->setVisible(!show);
    if (isVisible())
        resize(width(), std::max(height(), sizeHint().height()));
    showProblem({});
    if (show) {
        updateRulePreview();
        m_ui->ruleEdit->setFocus();
        m_ui->saveRuleButton->setDefault(true);
    } else {
        m_ui->denyButton->setDefault(true);
        m_ui->denyButton->setFocus();
    }
}

void ApprovalDialog::updateRulePreview()
{
    m_ui->matchesList->clear();
    m_ui->notMatchesList->clear();
    if (!m_ticket || m_ticket->isDecided())
        return;
    const safety::ApprovalDetails &d = m_ticket->details();
    QStringList problems;
    const QStringList lines = m_ui->ruleEdit->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        std::string error;
        const auto rule = safety::Rule::make(safety::Rule::Action::Allow, lines.at(i).trimmed().toStdString(), &error);
        if (!rule) {
            problems << tr("line %1: %2").arg(i + 1).arg(QString::fromStdString(error));
            continue;
        }
        const int inv = i < qsizetype(d.proposals.size()) ? d.proposals[size_t(i)].invocation
                                                          : (d.proposals.empty() ? -1 : d.proposals[0].invocation);
        if (inv < 0 || size_t(inv) >= d.invocations.size())
            continue;
        const safety::RuleExamples examples = safety::ruleExamples(*rule, d.invocations[size_t(inv)]);
        for (const std::string &m : examples.matching)
            new QListWidgetItem(QString::fromStdString(m), m_ui->matchesList);
        for (const std::string &m : examples.notMatching)
            new QListWidgetItem(QString::fromStdString(m), m_ui->notMatchesList);
    }
    showProblem(problems.join(QLatin1Char('\n')));
    m_ui->saveRuleButton->setEnabled(problems.isEmpty() && !lines.isEmpty());
}

void ApprovalDialog::tick()
{
    if (!m_ticket || !m_ticket->deadline().isValid()) {
        m_ui->countdownLabel->setText(m_ticket ? tr("No time limit") : QString());
        return;
    }
    const qint64 left = std::max<qint64>(0, QDateTime::currentDateTime().secsTo(m_ticket->deadline()));
    m_ui->countdownLabel->setText(
        left >= 60 ? tr("Denied in %1 min %2 s").arg(left / 60).arg(left % 60, 2, 10, QLatin1Char('0'))
                   : tr("Denied in %1 s").arg(left));
}

} // namespace airlock::gui
