// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace airlock::backends {

// Modal has no persistent shell: every command is its own `bash -c` (or `sh -c`) in the sandbox. Like the seed,
// Airlock emulates a shell, but carries more than the cwd: a wrapper restores the task's cwd, exported variables,
// (bash) functions, shell options and umask before the command and, after it (also after `exit`), writes them back
// as a record on the saved stdout, fenced by a fresh random nonce per call. StateFilter strips that record from the
// output again, so what the command printed reaches the agent unchanged. Not carried: unexported variables,
// background jobs, traps, aliases, xtrace/verbose (docs/backends.md "Modal").
struct ModalShellState {
    QByteArray cwd;       // empty: the sandbox's own directory
    QByteArray exports;   // `export -p` text
    QByteArray functions; // `declare -f` text (bash only)
    QByteArray options;   // `set +o`, `shopt -p`, `umask` lines

    // The argv of one call: the shell, the fixed wrapper, then nonce, state, workdir and the command as arguments
    // (nothing is spliced into shell text on this side).
    QStringList argv(bool bash, const QByteArray &nonce, const QByteArray &command, const QString &workdir) const;
    static QByteArray newNonce();
};

// Splits the stdout of one wrapped call into the command's bytes and the trailing state record, holding back at
// most the length of the record's marker, and the record itself up to kMaxRecordBytes.
class StateFilter final
{
public:
    static constexpr qsizetype kMaxRecordBytes = 1024 * 1024;

    explicit StateFilter(const QByteArray &nonce);
    // The command's bytes from this chunk.
    QByteArray feed(const QByteArray &chunk);
    // At the end: the bytes still held that are output (a record that was not complete, or too large).
    QByteArray finish();
    // The state the record reported, when a complete one came.
    std::optional<ModalShellState> state() const { return m_state; }

private:
    QByteArray m_marker;
    QByteArray m_nonce;
    QByteArray m_held;
    bool m_inRecord = false;
    std::optional<ModalShellState> m_state;
};

} // namespace airlock::backends
