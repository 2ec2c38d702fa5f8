// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Part of the test emulators of the cloud backends (not Airlock): the private file system of one emulated sandbox,
// and how a command runs in it.
#pragma once

#include <QList>
#include <QMap>
#include <QPair>
#include <QProcess>
#include <QString>
#include <QStringList>

namespace airlock::emulators {

// One sandbox's own root: a directory under the emulator's state directory that the sandbox sees as `/`, with the
// host's /usr and /etc read-only inside it. Commands run under bubblewrap (new PID namespace, no network unless
// allowed, killed with the emulator); where bwrap is missing they run directly with the root's home as their
// directory, and say so (`isolated()` is false).
class SandboxRoot final
{
public:
    // Creates <stateDir>/<id>/fs with home, tmp and workspace directories.
    SandboxRoot(const QString &stateDir, const QString &id, bool network);

    QString id() const { return m_id; }
    QString path() const { return m_fs; } // the root on the host
    bool isolated() const { return m_bwrap; }
    bool exists() const;
    // A directory as the sandbox names it (`/root`) on the host.
    QString hostPath(const QString &sandboxPath) const;

    // Sets `process` up to run argv in the sandbox, in `cwd` (as the sandbox names it), with exactly `env`.
    void prepare(QProcess &process, const QStringList &argv, const QString &cwd,
                 const QMap<QString, QString> &env) const;
    // Extra host directories bound read-write at a sandbox path (bwrap only), e.g. an `apptainer --bind`.
    void setBinds(const QList<QPair<QString, QString>> &hostToSandbox) { m_binds = hostToSandbox; }
    // Deletes the root (after its processes ended).
    void remove() const;

    static bool bwrapAvailable();

private:
    QString m_id;
    QString m_dir;
    QString m_fs;
    bool m_network = false;
    bool m_bwrap = false;
    QList<QPair<QString, QString>> m_binds;
};

} // namespace airlock::emulators
