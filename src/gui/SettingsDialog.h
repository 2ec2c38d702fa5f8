// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Config.h"

#include <QDialog>
#include <QPointer>

#include <memory>

namespace Ui {
class SettingsDialog;
}

namespace airlock::engine {
class Engine;
}

namespace airlock::gui {

// Settings, saved to config.json (never a secret): default backend and each backend's settings, approvals and the
// rules (edit, delete, with the "would match" preview), idle TTL and sweep, output limit, MCP over HTTP. Problems
// are shown beside their field and block saving.
class SandboxSettingsPage;
class SecretsPanel;

class SettingsDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SettingsDialog)

public:
    SettingsDialog(engine::Engine *engine, QString configPath, QWidget *parent = nullptr);
    ~SettingsDialog() override;

    // The form's values as a config (starting from the one loaded); validation problems by field name.
    core::Config collect() const;
    QStringList validate();
    bool save(); // validates, writes config.json atomically, applies what can change live
    SecretsPanel *secretsPanel() const { return m_secrets; }
    // The credentials the configuration can use: sudo, SSH for the configured host and key, Modal, Daytona, HTTP.
    static QStringList credentialNames(const core::Config &config);

private:
    void load(const core::Config &config);
    void loadRules();
    int selectedRuleRow() const; // -1: none (a new rule)
    void onRuleSelected();
    void saveRule();
    void deleteRule();
    void previewRule();

    std::unique_ptr<Ui::SettingsDialog> m_ui;
    QPointer<engine::Engine> m_engine;
    QString m_configPath;
    core::Config m_base;
    SecretsPanel *m_secrets = nullptr;
    SandboxSettingsPage *m_sandboxes = nullptr;
};

} // namespace airlock::gui
