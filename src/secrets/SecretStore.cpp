// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SecretStore.h"

#include "SecretName.h"

#include <qt6keychain/keychain.h>

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusObjectPath>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QLoggingCategory>
#include <QTimer>

namespace airlock::secrets {

namespace {

Q_LOGGING_CATEGORY(lcSecrets, "airlock.secrets", QtWarningMsg)

// Beside the secrets, under a key that is no secret's name: the names Airlock stored, one a line.
const QString kIndexKey = QStringLiteral("index");

const QString kNoPlainText = QStringLiteral(
    "Airlock keeps secrets only in the OS keychain (the Secret Service on the D-Bus session bus: GNOME Keyring, "
    "KWallet, KeePassXC), never in a file");

core::Error keychainError(QKeychain::Error code, const QString &detail)
{
    switch (code) {
    case QKeychain::NoBackendAvailable:
        return core::Error::unavailable(
            QStringLiteral("no keychain is available (%1). %2; start or unlock one").arg(detail, kNoPlainText));
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return core::Error::unavailable(
            QStringLiteral("the keychain is locked or refused access (%1); unlock it and try again").arg(detail));
    default: break;
    }
    // libsecret reports a missing bus or a missing Secret Service as a plain error: say what it means.
    static const QStringList missingService = {QStringLiteral("org.freedesktop.secrets"), QStringLiteral("D-Bus"),
                                               QStringLiteral("DBus"), QStringLiteral("Could not connect")};
    for (const QString &hint : missingService) {
        if (detail.contains(hint, Qt::CaseInsensitive))
            return core::Error::unavailable(
                QStringLiteral("no keychain is available: no Secret Service answers on the D-Bus session bus (%1). "
                               "%2; start or unlock one")
                    .arg(detail, kNoPlainText));
    }
    return core::Error::unavailable(QStringLiteral("the keychain failed: %1").arg(detail));
}

core::Error lockedError()
{
    return core::Error::unavailable(
        QStringLiteral("the keychain is locked (its unlock prompt cannot be shown here); unlock it and try again"));
}

// QtKeychain reports an entry of a locked collection as missing (libsecret cannot show the unlock prompt and answers
// "nothing"). So after "not found", the Secret Service is asked whether its default collection is locked, and a
// locked keychain is reported as such, not as absence. Any failure (no Secret Service: KWallet, macOS) means "not
// known to be locked". Asynchronous, like everything here.
void askWhetherLocked(QObject *context, const std::function<void(bool locked)> &then)
{
    const QString service = QStringLiteral("org.freedesktop.secrets");
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected())
        return then(false);
    QDBusMessage readAlias =
        QDBusMessage::createMethodCall(service, QStringLiteral("/org/freedesktop/secrets"),
                                       QStringLiteral("org.freedesktop.Secret.Service"), QStringLiteral("ReadAlias"));
    readAlias << QStringLiteral("default");
    auto *aliasCall = new QDBusPendingCallWatcher(bus.asyncCall(readAlias, 5000), context);
    QObject::connect(aliasCall, &QDBusPendingCallWatcher::finished, context,
                     [context, then, service](QDBusPendingCallWatcher *finished) {
                         finished->deleteLater();
                         const QDBusPendingReply<QDBusObjectPath> alias = *finished;
                         if (alias.isError() || alias.value().path() == QLatin1String("/"))
                             return then(false);
                         QDBusMessage get = QDBusMessage::createMethodCall(
                             service, alias.value().path(), QStringLiteral("org.freedesktop.DBus.Properties"),
                             QStringLiteral("Get"));
                         get << QStringLiteral("org.freedesktop.Secret.Collection") << QStringLiteral("Locked");
                         auto *lockedCall =
                             new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(get, 5000), context);
                         QObject::connect(lockedCall, &QDBusPendingCallWatcher::finished, context,
                                          [then](QDBusPendingCallWatcher *answered) {
                                              answered->deleteLater();
                                              const QDBusPendingReply<QDBusVariant> locked = *answered;
                                              then(!locked.isError() && locked.value().variant().toBool());
                                          });
                     });
}

QStringList parseIndex(const QString &text)
{
    QStringList names = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    names.removeDuplicates();
    names.sort();
    return names;
}

} // namespace

QString originName(SecretOrigin origin)
{
    switch (origin) {
    case SecretOrigin::Environment: return QStringLiteral("environment");
    case SecretOrigin::Keychain: return QStringLiteral("keychain");
    case SecretOrigin::Nowhere: break;
    }
    return QStringLiteral("nowhere");
}

SecretJob::SecretJob(Operation operation, QString name, QObject *parent)
    : QObject(parent)
    , m_operation(operation)
    , m_name(std::move(name))
{}

void SecretJob::setValue(SecretOrigin origin, const QString &value)
{
    m_origin = origin;
    m_value = value;
}

void SecretJob::complete()
{
    if (m_finished)
        return;
    m_finished = true;
    emit finished();
}

SecretStore::SecretStore(QObject *parent)
    : QObject(parent)
    , m_timer(new QTimer(this))
{
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (!stillWanted(m_generation))
            return;
        m_current->setError(core::Error::unavailable(
            QStringLiteral("the keychain did not answer within %1 s; it may be locked and waiting for a password "
                           "prompt")
                .arg(m_timeoutMs / 1000.0)));
        done(m_current);
    });
}

// QtKeychain jobs still running hold a pointer to themselves in libsecret's callbacks, so they are never deleted
// early: they have no parent, delete themselves when they end, and find nobody listening.
SecretStore::~SecretStore() = default;

SecretJob *SecretStore::enqueue(SecretJob *job, std::function<void(SecretJob *)> run)
{
    if (job->operation() != SecretJob::Operation::List) {
        if (const auto checked = SecretName::check(job->name()); !checked) {
            job->setError(checked.error());
            finishSoon(job);
            return job;
        }
    }
    m_queue.append({job, std::move(run)});
    if (!m_current)
        QMetaObject::invokeMethod(this, &SecretStore::startNext, Qt::QueuedConnection);
    return job;
}

void SecretStore::startNext()
{
    while (!m_current && !m_queue.isEmpty()) {
        Pending next = m_queue.takeFirst();
        if (!next.job)
            continue;
        m_current = next.job;
        m_timer->start(m_timeoutMs);
        next.run(next.job);
    }
}

void SecretStore::done(SecretJob *job)
{
    if (job != m_current)
        return;
    if (job->hasError() && job->m_error->kind == core::ErrorKind::Unavailable) {
        if (const QString variable = SecretName::environmentVariable(job->name()); !variable.isEmpty())
            job->m_error->message += QStringLiteral(", or set %1").arg(variable);
    }
    ++m_generation; // answers still on their way belong to a job that has ended
    m_timer->stop();
    m_current = nullptr;
    job->complete();
    if (!m_queue.isEmpty())
        QMetaObject::invokeMethod(this, &SecretStore::startNext, Qt::QueuedConnection);
}

bool SecretStore::stillWanted(quint64 generation)
{
    if (generation != m_generation)
        return false;
    if (m_current)
        return true;
    // Whoever asked deleted the job before it ended: go on with the next one.
    ++m_generation;
    m_timer->stop();
    QMetaObject::invokeMethod(this, &SecretStore::startNext, Qt::QueuedConnection);
    return false;
}

void SecretStore::finishSoon(SecretJob *job)
{
    QTimer::singleShot(0, job, &SecretJob::complete);
}

void SecretStore::keychainRead(const QString &key, Reply then)
{
    auto *keychainJob = new QKeychain::ReadPasswordJob(QString::fromLatin1(kService));
    keychainJob->setAutoDelete(true);
    keychainJob->setInsecureFallback(false); // never QSettings in plain text
    keychainJob->setKey(key);
    const quint64 generation = m_generation;
    connect(keychainJob, &QKeychain::Job::finished, this, [this, generation, then](QKeychain::Job *finished) {
        if (!stillWanted(generation))
            return;
        const auto *reader = static_cast<QKeychain::ReadPasswordJob *>(finished);
        switch (finished->error()) {
        case QKeychain::NoError: then(Answer::Ok, reader->textData(), {}); break;
        case QKeychain::EntryNotFound:
            askWhetherLocked(this, [this, generation, then](bool locked) {
                if (!stillWanted(generation))
                    return;
                if (locked)
                    then(Answer::Failed, {}, lockedError());
                else
                    then(Answer::NotFound, {}, {});
            });
            break;
        default: then(Answer::Failed, {}, keychainError(finished->error(), finished->errorString())); break;
        }
    });
    keychainJob->start();
}

void SecretStore::keychainWrite(const QString &key, const QString &data, Reply then)
{
    auto *keychainJob = new QKeychain::WritePasswordJob(QString::fromLatin1(kService));
    keychainJob->setAutoDelete(true);
    keychainJob->setInsecureFallback(false);
    keychainJob->setKey(key);
    keychainJob->setTextData(data);
    const quint64 generation = m_generation;
    connect(keychainJob, &QKeychain::Job::finished, this, [this, generation, then](QKeychain::Job *finished) {
        if (!stillWanted(generation))
            return;
        if (finished->error() == QKeychain::NoError)
            then(Answer::Ok, {}, {});
        else
            then(Answer::Failed, {}, keychainError(finished->error(), finished->errorString()));
    });
    keychainJob->start();
}

void SecretStore::keychainDelete(const QString &key, Reply then)
{
    auto *keychainJob = new QKeychain::DeletePasswordJob(QString::fromLatin1(kService));
    keychainJob->setAutoDelete(true);
    keychainJob->setInsecureFallback(false);
    keychainJob->setKey(key);
    const quint64 generation = m_generation;
    connect(keychainJob, &QKeychain::Job::finished, this, [this, generation, then](QKeychain::Job *finished) {
        if (!stillWanted(generation))
            return;
        switch (finished->error()) {
        case QKeychain::NoError: then(Answer::Ok, {}, {}); break;
        case QKeychain::EntryNotFound: then(Answer::NotFound, {}, {}); break;
        default: then(Answer::Failed, {}, keychainError(finished->error(), finished->errorString())); break;
        }
    });
    keychainJob->start();
}

void SecretStore::updateIndex(SecretJob *job, const QString &name, bool add)
{
    keychainRead(kIndexKey, [this, job, name, add](Answer answer, const QString &data, const core::Error &error) {
        if (answer == Answer::Failed) {
            qCWarning(lcSecrets).noquote() << "cannot read the list of stored names:" << error.message;
            done(job);
            return;
        }
        QStringList names = parseIndex(data);
        const bool listed = names.contains(name);
        if (listed == add) {
            done(job);
            return;
        }
        if (add)
            names.append(name);
        else
            names.removeAll(name);
        names.sort();
        keychainWrite(kIndexKey, names.join(QLatin1Char('\n')),
                      [this, job](Answer written, const QString &, const core::Error &writeError) {
                          if (written == Answer::Failed)
                              qCWarning(lcSecrets).noquote()
                                  << "cannot update the list of stored names:" << writeError.message;
                          done(job);
                      });
    });
}

SecretJob *SecretStore::read(const QString &name)
{
    auto *job = new SecretJob(SecretJob::Operation::Read, name, this);
    return enqueue(job, [this](SecretJob *current) {
        keychainRead(current->name(), [this, current](Answer answer, const QString &data, const core::Error &error) {
            if (answer == Answer::Ok)
                current->setValue(SecretOrigin::Keychain, data);
            else if (answer == Answer::Failed)
                current->setError(error);
            done(current);
        });
    });
}

SecretJob *SecretStore::write(const QString &name, const QString &value)
{
    auto *job = new SecretJob(SecretJob::Operation::Write, name, this);
    return enqueue(job, [this, value](SecretJob *current) {
        keychainWrite(current->name(), value,
                      [this, current](Answer answer, const QString &, const core::Error &error) {
                          if (answer == Answer::Failed) {
                              current->setError(error);
                              done(current);
                              return;
                          }
                          updateIndex(current, current->name(), true);
                      });
    });
}

SecretJob *SecretStore::remove(const QString &name)
{
    auto *job = new SecretJob(SecretJob::Operation::Delete, name, this);
    return enqueue(job, [this](SecretJob *current) {
        keychainDelete(current->name(), [this, current](Answer answer, const QString &, const core::Error &error) {
            if (answer == Answer::Failed) {
                current->setError(error);
                done(current);
                return;
            }
            updateIndex(current, current->name(), false);
        });
    });
}

SecretJob *SecretStore::resolve(const QString &name, const QProcessEnvironment &environment)
{
    const QString variable = SecretName::environmentVariable(name);
    const QString fromEnvironment = variable.isEmpty() ? QString() : environment.value(variable);
    if (fromEnvironment.isEmpty()) {
        SecretJob *job = read(name);
        job->m_operation = SecretJob::Operation::Resolve;
        return job;
    }
    auto *job = new SecretJob(SecretJob::Operation::Resolve, name, this);
    if (const auto checked = SecretName::check(name); !checked)
        job->setError(checked.error());
    else
        job->setValue(SecretOrigin::Environment, fromEnvironment);
    finishSoon(job);
    return job;
}

SecretJob *SecretStore::list()
{
    auto *job = new SecretJob(SecretJob::Operation::List, {}, this);
    return enqueue(job, [this](SecretJob *current) {
        keychainRead(kIndexKey, [this, current](Answer answer, const QString &data, const core::Error &error) {
            if (answer == Answer::Failed)
                current->setError(error);
            else
                current->setNames(parseIndex(data));
            done(current);
        });
    });
}

} // namespace airlock::secrets
