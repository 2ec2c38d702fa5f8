// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QProcessEnvironment>
#include <QStringList>

namespace airlock::core {

// Which of the user's environment variables a backend's shell may see (SPEC-terminal.md §4): secrets are
// scrubbed, evaluated at each backend start, unless `_AIRLOCK_FORCE_<NAME>` is set or the config passes them.
class EnvPolicy final
{
public:
    explicit EnvPolicy(QStringList passthrough = {})
        : m_passthrough(std::move(passthrough))
    {}

    // True when NAME must not reach a backend.
    bool isSecret(const QString &name, const QProcessEnvironment &source) const;

    struct TaskEnv {
        QString taskId;
        QString tmpDir;
    };
    // The scrubbed environment plus TERM=dumb, LC_ALL=C.UTF-8, a sane PATH, AIRLOCK_TASK_ID and TMPDIR.
    QProcessEnvironment build(const QProcessEnvironment &source, const TaskEnv &task) const;

    static QString defaultPath();

private:
    QStringList m_passthrough;
};

} // namespace airlock::core
