// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/BackendKind.h"
#include "core/Config.h"

#include <QStringList>
#include <QWidget>

#include <memory>
#include <optional>

namespace Ui {
class SandboxSettingsPage;
}

namespace airlock::gui {

// The Settings dialog's Sandboxes page: Modal, Daytona and Apptainer, each with where it is reached, the image, and
// the resources its sandboxes or instances get. Problems are shown beside their field.
class SandboxSettingsPage final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SandboxSettingsPage)

public:
    explicit SandboxSettingsPage(QWidget *parent = nullptr);
    ~SandboxSettingsPage() override;

    void load(const core::Config &config);
    void store(core::Config &config) const; // the page's fields into `config`, the rest left as it is
    // Shows each field's problem beside it and returns them; `defaultKind`'s required fields must be filled.
    QStringList validate(const core::Config &config, std::optional<core::BackendKind> defaultKind);

signals:
    void changed(); // a field was edited

private:
    std::unique_ptr<Ui::SandboxSettingsPage> m_ui;
};

} // namespace airlock::gui
