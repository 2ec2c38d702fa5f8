// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QStringList>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableWidget;

namespace airlock::secrets {
class SecretStore;
}

namespace airlock::gui {

// The Secrets page of the settings: each credential Airlock may use, where it comes from now (environment variable,
// keychain, nowhere), and a masked field to store a new value in the keychain or forget the stored one. Values are
// never shown. A keychain that is missing or locked is said in words; nothing falls back to a file.
class SecretsPanel final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretsPanel)

public:
    struct Widgets {
        QTableWidget *table = nullptr;
        QLineEdit *value = nullptr;
        QPushButton *store = nullptr;
        QPushButton *forget = nullptr;
        QLabel *problem = nullptr;
    };

    SecretsPanel(secrets::SecretStore *store, QProcessEnvironment environment, Widgets widgets, QObject *parent);

    // The credentials to show (SecretName names), then where each comes from.
    void setNames(const QStringList &names);
    QStringList names() const { return m_names; }
    QString originOf(const QString &name) const; // the "Comes from" text
    bool isBusy() const { return m_pending > 0; }

signals:
    void refreshed(); // every row says where its credential comes from

private:
    void refresh();
    void storeSelected();
    void forgetSelected();
    QString selectedName() const;
    void showProblem(const QString &problem);

    QPointer<secrets::SecretStore> m_store;
    QProcessEnvironment m_environment;
    Widgets m_w;
    QStringList m_names;
    int m_pending = 0;
};

} // namespace airlock::gui
