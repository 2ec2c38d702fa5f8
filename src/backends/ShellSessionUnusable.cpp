// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// How ShellSession notices a shell its command left unable to run commands (a 'U' record, a broken record, a shell
// back at its input without ending the command) and what the command's result then says; the shell is replaced by
// ShellSession::onTransportFinished.
#include "BackendsLog.h"
#include "ShellSession.h"

#include <csignal>

namespace airlock::backends {

void ShellSession::probeInput()
{
    // A shell blocked reading its input while its command has not ended skipped the rest of the wrapper: `set -n`
    // (nothing runs any more), a RETURN or DEBUG trap that returns from the wrapper's functions… It would wait for
    // the command's timeout; seen so for three probes in a row (half a second and more: the end record of a command
    // that did end has been read by then), it is replaced as unusable.
    if (m_state != State::Running || !m_job || m_unusable || m_abort != Abort::None || !m_transport ||
        !m_transport->waitsForInput()) {
        m_inputWaits = 0;
        return;
    }
    if (++m_inputWaits < 3)
        return;
    qCWarning(lcShell) << "the shell went back to reading its input without ending the command; replacing it";
    // Asked to end (its USR1 trap saves the task's state on the way out, unless nothing runs any more, as after
    // `set -n`), then killed after the grace.
    replaceUnusable(-1);
    m_transport->signalShell(SIGUSR1);
    m_abortTimer.start(m_options.killGraceMs);
}

void ShellSession::replaceUnusable(int exitStatus)
{
    m_unusable = true;
    m_timeout.stop();
    m_exitStatus = exitStatus;
    m_out.discardUntilReset();
    m_err.discardUntilReset();
}

void ShellSession::onUnusable(const RecordScanner::Record &record)
{
    // The command ran but left a shell that can no longer run commands (or its wrapper wrote a broken record): the
    // shell ends itself after a 'U' record; it is killed if it does not, and replaced
    // (ShellSession::onTransportFinished).
    if (m_state != State::Running || !m_job || m_unusable)
        return;
    bool known = false;
    const int status = record.type == 'U' ? record.fields.value(0).toInt(&known) : 0;
    replaceUnusable(known ? status : -1);
    if (record.type == 'U')
        m_abortTimer.start(m_options.killGraceMs);
    else if (m_transport)
        m_transport->kill();
}

void ShellSession::finishUnusable(core::ExecOutcome &outcome, bool stateKept, const QString &restartError)
{
    outcome.exitCode = m_exitStatus;
    const QString cause = QStringLiteral("the command left its shell unable to run further commands (e.g. a builtin "
                                         "disabled, `set -n`, a trap that returns, a read-only name of Airlock's, a "
                                         "hard limit lowered)");
    if (!restartError.isEmpty())
        outcome.notes.append(QStringLiteral("%1, and no new shell could be started (%2); the backend is marked "
                                            "unhealthy")
                                 .arg(cause, restartError));
    else if (stateKept)
        outcome.notes.append(QStringLiteral("%1; a fresh shell was started, with the task's %2 restored")
                                 .arg(cause, m_options.dialect == ShellScript::Dialect::Posix
                                                 ? QStringLiteral("current directory, variables and aliases")
                                                 : stateWords()));
    else
        outcome.notes.append(
            QStringLiteral("%1; the task's %2 were lost and a fresh shell was started").arg(cause, stateWords()));
}

} // namespace airlock::backends
