// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// The Secrets page of the settings against a real keychain (gnome-keyring on a private D-Bus session, started by
// tests/fixtures/keyring/with-keyring.sh): where each credential comes from, store and forget, values never shown,
// and nothing written to a file.
#include "EngineFixture.h"
#include "SecretSearch.h"
#include "gui/SecretsPanel.h"
#include "gui/SettingsDialog.h"
#include "secrets/SecretName.h"
#include "secrets/SecretStore.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

using airlock::gui::SecretsPanel;
using airlock::gui::SettingsDialog;
using airlock::secrets::SecretJob;
using airlock::test::EngineFixture;
namespace SecretName = airlock::secrets::SecretName;

namespace {

void select(SettingsDialog &dialog, const QString &name)
{
    auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("secretsTable"));
    const int row = int(dialog.secretsPanel()->names().indexOf(name));
    QVERIFY(row >= 0);
    table->selectRow(row);
}

} // namespace

class TestSecretSettings : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY2(qEnvironmentVariable("AIRLOCK_TEST_KEYRING") == QLatin1String("keyring"),
                 "run through tests/fixtures/keyring/with-keyring.sh, never against the person's keychain");
        QStandardPaths::setTestModeEnabled(true);
    }

    // Settings saved in the dialog apply without a restart: the next call is judged and run with them; where one
    // cannot (MCP over HTTP), the dialog says so beside the field.
    void savedSettings_applyToTheNextCall_withoutARestart()
    {
        EngineFixture engine({}, QProcessEnvironment::systemEnvironment(),
                             airlock::engine::Engine::Approvals::HeadlessDeny);
        const auto before = engine.run("git push --force");
        QCOMPARE(before.errorKind, airlock::core::ErrorKind::PermissionDenied); // manual: denied headless
        SettingsDialog dialog(engine.engine.get(), engine.statePath(QStringLiteral("config.json")));
        dialog.findChild<QComboBox *>(QStringLiteral("modeCombo"))->setCurrentText(QStringLiteral("off"));
        dialog.findChild<QSpinBox *>(QStringLiteral("maxOutputSpin"))->setValue(2000);
        dialog.findChild<QSpinBox *>(QStringLiteral("idleSpin"))->setValue(120);
        auto *note = dialog.findChild<QLabel *>(QStringLiteral("httpRestartNote"));
        QVERIFY(note->text().isEmpty());
        dialog.findChild<QCheckBox *>(QStringLiteral("httpCheck"))->setChecked(true);
        QTRY_VERIFY(!note->text().isEmpty()); // said beside the field, before saving
        dialog.findChild<QCheckBox *>(QStringLiteral("httpCheck"))->setChecked(false);
        QTRY_VERIFY(note->text().isEmpty());
        dialog.findChild<QDialogButtonBox *>(QStringLiteral("buttons"))->button(QDialogButtonBox::Save)->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(engine.engine->config().maxOutputBytes, 2000);
        QCOMPARE(engine.registry->options().idleSecs, 120);
        // Approvals off: a command that asked now runs (in a directory of the test's own, where nothing is pushed).
        const auto after = engine.call({{"command", "git push --force 2>/dev/null; echo ran"},
                                        {"workdir", engine.statePath(QString()).toStdString()}});
        QVERIFY2(!after.isError && after.text.contains(QStringLiteral("ran")), qPrintable(after.text));
        const auto big = engine.run("head -c 100000 /dev/zero | tr '\\0' x");
        QVERIFY2(big.text.size() < 4000, qPrintable(QString::number(big.text.size()))); // the new output limit
    }

    void secretsPage_storesAndForgets_neverShowingValues()
    {
        qputenv("MODAL_TOKEN_ID", "ak-from-the-environment");
        qunsetenv("DAYTONA_API_KEY");
        airlock::core::Config config;
        config.ssh.host = QStringLiteral("build.example");
        config.ssh.user = QStringLiteral("deploy");
        EngineFixture engine(config);
        SettingsDialog dialog(engine.engine.get(), engine.statePath(QStringLiteral("config.json")));
        SecretsPanel *panel = dialog.secretsPanel();
        QVERIFY(panel->names().contains(
            SecretName::sshPassword(QStringLiteral("deploy"), QStringLiteral("build.example"), 22)));
        QTRY_VERIFY_WITH_TIMEOUT(!panel->isBusy(), 20000);
        const QString daytona = QString::fromLatin1(SecretName::kDaytonaApiKey);
        QCOMPARE(panel->originOf(daytona), QStringLiteral("not set"));
        QCOMPARE(panel->originOf(QString::fromLatin1(SecretName::kModalTokenId)),
                 QStringLiteral("environment (MODAL_TOKEN_ID)"));

        const QString value = QStringLiteral("dtn-secret-value-%1").arg(QCoreApplication::applicationPid());
        select(dialog, daytona);
        dialog.findChild<QLineEdit *>(QStringLiteral("secretValueEdit"))->setText(value);
        QCOMPARE(dialog.findChild<QLineEdit *>(QStringLiteral("secretValueEdit"))->echoMode(), QLineEdit::Password);
        dialog.findChild<QPushButton *>(QStringLiteral("secretStoreButton"))->click();
        QVERIFY(dialog.findChild<QLineEdit *>(QStringLiteral("secretValueEdit"))->text().isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(panel->originOf(daytona), QStringLiteral("stored in the keychain"), 20000);
        for (QTableWidgetItem *item :
             dialog.findChild<QTableWidget *>(QStringLiteral("secretsTable"))->findItems(value, Qt::MatchContains))
            QFAIL(qPrintable(QStringLiteral("the value is shown in %1").arg(item->text())));

        SecretJob *read = engine.engine->secrets()->read(daytona);
        QSignalSpy done(read, &SecretJob::finished);
        QVERIFY(read->isFinished() || done.wait(20000));
        QCOMPARE(read->value(), value);
        read->deleteLater();
        QVERIFY2(airlock::test::filesContaining(QDir::homePath(), value.toUtf8()).isEmpty() &&
                     airlock::test::filesContaining(engine.statePath(QString()), value.toUtf8()).isEmpty(),
                 "never in a file");

        select(dialog, daytona);
        dialog.findChild<QPushButton *>(QStringLiteral("secretForgetButton"))->click();
        QTRY_COMPARE_WITH_TIMEOUT(panel->originOf(daytona), QStringLiteral("not set"), 20000);
        qunsetenv("MODAL_TOKEN_ID");
    }
};

QTEST_MAIN(TestSecretSettings)
#include "tst_secretsettings.moc"
