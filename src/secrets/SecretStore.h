// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "core/Error.h"

#include <QObject>
#include <QPointer>
#include <QProcessEnvironment>
#include <QStringList>

#include <functional>
#include <optional>

class QTimer;

namespace airlock::secrets {

// Where a credential comes from: its environment variable wins over the keychain.
enum class SecretOrigin { Nowhere, Environment, Keychain };
QString originName(SecretOrigin origin);

// One keychain operation; reports like a QNetworkReply. Owned by the SecretStore that made it; whoever asked deletes
// it (deleteLater) after finished(). A missing entry is not an error: found() is false.
class SecretJob final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretJob)

public:
    enum class Operation { Read, Write, Delete, Resolve, List };

    SecretJob(Operation operation, QString name, QObject *parent = nullptr);
    ~SecretJob() override = default;

    Operation operation() const { return m_operation; }
    QString name() const { return m_name; }
    bool isFinished() const { return m_finished; }
    // The keychain is missing, locked or failed; error() says which, in words for a person.
    bool hasError() const { return m_error.has_value(); }
    core::Error error() const { return m_error.value_or(core::Error{}); }
    // Read and Resolve: whether there is a value, the value, and where it came from.
    bool found() const { return m_origin != SecretOrigin::Nowhere; }
    QString value() const { return m_value; }
    SecretOrigin origin() const { return m_origin; }
    // List: the names stored in the keychain through Airlock, sorted.
    QStringList names() const { return m_names; }

signals:
    void finished();

private:
    friend class SecretStore;
    void setValue(SecretOrigin origin, const QString &value);
    void setNames(const QStringList &names) { m_names = names; }
    void setError(const core::Error &error) { m_error = error; }
    void complete();

    Operation m_operation;
    QString m_name;
    QString m_value;
    QStringList m_names;
    SecretOrigin m_origin = SecretOrigin::Nowhere;
    std::optional<core::Error> m_error;
    bool m_finished = false;
};

// Airlock's credentials in the OS keychain through QtKeychain: service "airlock", one entry per name of SecretName.
// Asynchronous and serial (one operation at a time, in order); never a nested event loop. A keychain that is missing
// or locked gives a clear error, never a plain-text fallback. Beside the secrets it keeps the list of names it stored
// (the keychain has no portable way to enumerate them), so that `airlock secret list` can show them.
class SecretStore final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SecretStore)

public:
    static constexpr char kService[] = "airlock";

    explicit SecretStore(QObject *parent = nullptr);
    ~SecretStore() override;

    // The name must pass SecretName::check(); a bad one ends the job with InvalidArguments.
    SecretJob *read(const QString &name);
    SecretJob *write(const QString &name, const QString &value);
    SecretJob *remove(const QString &name);
    // The environment variable for the name when it is set and not empty, else the keychain.
    SecretJob *resolve(const QString &name, const QProcessEnvironment &environment);
    SecretJob *list();

    // How long one keychain operation may take before it fails (a locked keychain may wait for a prompt forever).
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    int timeoutMs() const { return m_timeoutMs; }

private:
    SecretJob *enqueue(SecretJob *job, std::function<void(SecretJob *)> run);
    void startNext();
    void done(SecretJob *job);
    void finishSoon(SecretJob *job);
    // The QtKeychain calls; `then` gets the keychain's answer on the event loop.
    enum class Answer { Ok, NotFound, Failed };
    using Reply = std::function<void(Answer, const QString &data, const core::Error &error)>;
    void keychainRead(const QString &key, Reply then);
    void keychainWrite(const QString &key, const QString &data, Reply then);
    void keychainDelete(const QString &key, Reply then);
    void updateIndex(SecretJob *job, const QString &name, bool add);
    // False when the answer is stale (the job timed out or was deleted); a deleted job lets the queue go on.
    bool stillWanted(quint64 generation);

    struct Pending {
        QPointer<SecretJob> job;
        std::function<void(SecretJob *)> run;
    };
    QList<Pending> m_queue;
    QPointer<SecretJob> m_current;
    QTimer *m_timer = nullptr;
    int m_timeoutMs = 30000;
    quint64 m_generation = 0;
};

} // namespace airlock::secrets
