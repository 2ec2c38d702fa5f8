// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SecretsPanel.h"

#include "secrets/SecretName.h"
#include "secrets/SecretStore.h"

#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>

namespace airlock::gui {

using secrets::SecretJob;
using secrets::SecretOrigin;

SecretsPanel::SecretsPanel(secrets::SecretStore *store, QProcessEnvironment environment, Widgets widgets,
                           QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_environment(std::move(environment))
    , m_w(widgets)
{
    connect(m_w.store, &QPushButton::clicked, this, &SecretsPanel::storeSelected);
    connect(m_w.forget, &QPushButton::clicked, this, &SecretsPanel::forgetSelected);
    connect(m_w.value, &QLineEdit::returnPressed, this, &SecretsPanel::storeSelected);
    showProblem({});
}

void SecretsPanel::setNames(const QStringList &names)
{
    m_names = names;
    m_w.table->setRowCount(int(names.size()));
    for (int i = 0; i < names.size(); ++i) {
        m_w.table->setItem(i, 0, new QTableWidgetItem(names.at(i)));
        m_w.table->setItem(i, 1, new QTableWidgetItem(tr("checking…")));
    }
    refresh();
}

QString SecretsPanel::originOf(const QString &name) const
{
    const int row = int(m_names.indexOf(name));
    return row < 0 || !m_w.table->item(row, 1) ? QString() : m_w.table->item(row, 1)->text();
}

QString SecretsPanel::selectedName() const
{
    const QList<QTableWidgetItem *> items = m_w.table->selectedItems();
    return items.isEmpty() ? QString() : m_names.value(items.first()->row());
}

void SecretsPanel::showProblem(const QString &problem)
{
    m_w.problem->setText(problem);
    m_w.problem->setVisible(!problem.isEmpty());
}

void SecretsPanel::refresh()
{
    if (!m_store)
        return;
    for (int i = 0; i < m_names.size(); ++i) {
        SecretJob *job = m_store->resolve(m_names.at(i), m_environment);
        ++m_pending;
        connect(job, &SecretJob::finished, this, [this, job, name = m_names.at(i)] {
            job->deleteLater();
            --m_pending;
            const int row = int(m_names.indexOf(name));
            if (row >= 0) {
                QString text;
                if (job->origin() == SecretOrigin::Environment)
                    text = tr("environment (%1)").arg(secrets::SecretName::environmentVariable(name));
                else if (job->hasError())
                    text = tr("keychain unavailable");
                else if (job->origin() == SecretOrigin::Keychain)
                    text = tr("stored in the keychain");
                else
                    text = tr("not set");
                m_w.table->item(row, 1)->setText(text);
                if (job->hasError())
                    showProblem(job->error().message);
            }
            if (m_pending == 0)
                emit refreshed();
        });
    }
}

void SecretsPanel::storeSelected()
{
    const QString name = selectedName();
    const QString value = m_w.value->text();
    if (name.isEmpty() || value.isEmpty() || !m_store) {
        showProblem(name.isEmpty() ? tr("Select the credential to store first.") : tr("Type the value first."));
        return;
    }
    SecretJob *job = m_store->write(name, value);
    m_w.value->clear(); // the value leaves the form at once
    ++m_pending;
    connect(job, &SecretJob::finished, this, [this, job, name] {
        job->deleteLater();
        --m_pending;
        const QString variable = secrets::SecretName::environmentVariable(name);
        if (job->hasError())
            showProblem(tr("Not stored: %1").arg(job->error().message));
        else if (!variable.isEmpty() && !m_environment.value(variable).isEmpty())
            showProblem(tr("Stored; %1 is set in the environment and takes precedence.").arg(variable));
        else
            showProblem({});
        refresh();
    });
}

void SecretsPanel::forgetSelected()
{
    const QString name = selectedName();
    if (name.isEmpty() || !m_store)
        return;
    SecretJob *job = m_store->remove(name);
    ++m_pending;
    connect(job, &SecretJob::finished, this, [this, job] {
        job->deleteLater();
        --m_pending;
        showProblem(job->hasError() ? tr("Not forgotten: %1").arg(job->error().message) : QString());
        refresh();
    });
}

} // namespace airlock::gui
