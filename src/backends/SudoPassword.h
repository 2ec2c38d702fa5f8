// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Askpass.h"
#include "SecretAccess.h"

#include <QHash>
#include <QObject>
#include <QStringList>

#include <functional>
#include <optional>

namespace airlock::backends {

// Answers the password requests of one task's `sudo -A`: the stored password first (SUDO_PASSWORD, the keychain);
// when nothing is stored, or sudo asks again within a command because it refused what it got, the person at the
// desk. What the person gives with "remember" goes to the keychain once sudo took it (it stopped asking).
class SudoPassword final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SudoPassword)

public:
    struct Stored {
        QString value;
        QString source;  // "SUDO_PASSWORD", "the keychain"
        QString problem; // why the keychain could not be asked, for the result when nothing is stored
    };
    struct Options {
        QString taskId;
        QString secretName;             // sudo-password/<backend>/<host>
        QString account;                // whose password sudo wants, for the person: "alice on this machine"
        std::function<Stored()> stored; // read when sudo asks: the keychain may answer after the task started
        SecretAccess secrets;
    };

    explicit SudoPassword(Options options, QObject *parent = nullptr);

    // True when there is anything to answer with: a stored password now or later, or a person.
    static bool worthAsking(const Options &options);

    void answer(qint64 requester, const AskpassServer::Reply &reply);
    // Around each command: counts sudo's requests, and returns the notes for the command's result.
    void commandStarted();
    QStringList commandFinished();

private:
    struct Given {
        QString value;
        bool remember = false;
        qint64 requester = 0; // the sudo it answered
        int attempt = 0;      // that sudo's how-manieth request it answered
    };
    void ask(qint64 requester, bool again, const AskpassServer::Reply &reply);

    Options m_options;
    QHash<qint64, int> m_attempts; // requests per sudo process in the current command
    QStringList m_sources;         // where each answer came from, in order
    std::optional<Given> m_given;  // the person's latest answer in this command, until sudo refuses it
    bool m_declined = false;
    QString m_kept;       // remembered in this task: used before the keychain's copy reaches `stored`
    QString m_unanswered; // sudo asked and there was nothing to give: why, for the result
};

} // namespace airlock::backends
