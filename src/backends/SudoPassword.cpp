// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SudoPassword.h"

namespace airlock::backends {

namespace {

// sudo's passwd_tries default: after that many refused answers it gives up, and its last verdict is unknown.
constexpr int kSudoTries = 3;
const QString kPerson = QStringLiteral("the person at the desk");

} // namespace

SudoPassword::SudoPassword(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{}

bool SudoPassword::worthAsking(const Options &options)
{
    return options.stored || options.secrets.canPrompt();
}

void SudoPassword::answer(qint64 requester, const AskpassServer::Reply &reply)
{
    const int attempt = ++m_attempts[requester];
    const bool again = attempt > 1; // this sudo refused what it got before
    if (again && m_given && m_given->requester == requester)
        m_given.reset();
    if (!again && m_given) {
        // Another sudo in the same command: what the person just gave serves it too.
        m_sources << kPerson;
        reply(m_given->value);
        return;
    }
    Stored stored = m_options.stored ? m_options.stored() : Stored{};
    if (stored.value.isEmpty() && !m_kept.isEmpty())
        stored = {m_kept, QStringLiteral("the keychain"), {}};
    if (!stored.value.isEmpty() && (!again || !m_options.secrets.canPrompt())) {
        m_sources << stored.source;
        reply(stored.value);
        return;
    }
    if (!m_options.secrets.canPrompt()) {
        // Nothing to give: sudo says that no password was provided, and the result says why.
        m_unanswered = stored.problem.isEmpty()
                           ? QStringLiteral("none is stored (SUDO_PASSWORD or %1)").arg(m_options.secretName)
                           : QStringLiteral("the keychain could not be asked: %1").arg(stored.problem);
        reply({});
        return;
    }
    ask(requester, again, reply);
}

void SudoPassword::ask(qint64 requester, bool again, const AskpassServer::Reply &reply)
{
    secrets::CredentialQuestion question;
    question.name = m_options.secretName;
    question.title = QStringLiteral("sudo password");
    question.text = again ? QStringLiteral("sudo in task %1 did not accept the password and asks again for the "
                                           "password of %2.")
                                .arg(m_options.taskId, m_options.account)
                          : QStringLiteral("Task %1 runs sudo, which asks for the password of %2. It has been "
                                           "approved as a command; give the password only if you want it to run as "
                                           "root.")
                                .arg(m_options.taskId, m_options.account);
    question.label = QStringLiteral("Password of %1:").arg(m_options.account);
    const int attempt = m_attempts.value(requester);
    secrets::CredentialRequest *request = m_options.secrets.person->ask(question, this);
    connect(request, &secrets::CredentialRequest::finished, this, [this, request, requester, attempt, reply] {
        request->deleteLater();
        if (request->outcome() != secrets::CredentialOutcome::Answered) {
            m_declined = true;
            reply({});
            return;
        }
        m_given = Given{request->value(), request->remember(), requester, attempt};
        m_sources << kPerson;
        reply(request->value());
    });
}

void SudoPassword::commandStarted()
{
    m_attempts.clear();
    m_sources.clear();
    m_given.reset();
    m_declined = false;
    m_unanswered.clear();
}

QStringList SudoPassword::commandFinished()
{
    QStringList notes;
    if (!m_sources.isEmpty()) {
        QStringList distinct = m_sources;
        distinct.removeDuplicates();
        const QString from = distinct.join(QStringLiteral(", then "));
        int refused = 0;
        for (const int attempts : std::as_const(m_attempts))
            refused += attempts - 1;
        if (refused == 0)
            notes << QStringLiteral("sudo password supplied from %1").arg(from);
        else
            notes << QStringLiteral("sudo password supplied from %1 %2 times; sudo may have rejected it")
                         .arg(from)
                         .arg(m_sources.size());
    }
    if (m_declined)
        notes << QStringLiteral("sudo asked for a password and %1 gave none").arg(kPerson);
    if (!m_unanswered.isEmpty())
        notes << QStringLiteral("sudo asked for a password and Airlock has none: %1").arg(m_unanswered);
    // Taken when the same sudo did not ask again after it, unless it was sudo's last try (its verdict is unknown).
    if (m_given && m_given->remember && m_given->attempt == m_attempts.value(m_given->requester) &&
        m_given->attempt < kSudoTries && m_options.secrets.remember) {
        m_options.secrets.remember(m_options.secretName, m_given->value);
        m_kept = m_given->value;
        notes << QStringLiteral("the sudo password is now kept in the keychain (%1)").arg(m_options.secretName);
    }
    commandStarted();
    return notes;
}

} // namespace airlock::backends
