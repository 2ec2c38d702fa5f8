// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TokenStore.h"

#include "secrets/SecretName.h"

#include <QRandomGenerator>
#include <QRegularExpression>

namespace airlock::mcp {

namespace {

const QString kVariable = QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN");

QString tokenName()
{
    return QString::fromLatin1(secrets::SecretName::kMcpHttpToken);
}

} // namespace

TokenStore::TokenStore(secrets::SecretStore *store, QProcessEnvironment environment, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_environment(std::move(environment))
{}

QString TokenStore::generate()
{
    quint32 words[8];
    QRandomGenerator::system()->fillRange(words);
    return QString::fromLatin1(QByteArray(reinterpret_cast<const char *>(words), sizeof words).toHex());
}

bool TokenStore::isWellFormed(const QString &token)
{
    static const QRegularExpression printable(QStringLiteral("^[\\x21-\\x7e]{16,}$"));
    return printable.match(token).hasMatch();
}

QString TokenStore::whereToFind() const
{
    if (m_origin == secrets::SecretOrigin::Environment)
        return QStringLiteral("bearer token in $%1").arg(kVariable);
    return QStringLiteral("bearer token: `airlock secret get %1`").arg(tokenName());
}

void TokenStore::start()
{
    if (!m_store)
        return fail(core::Error::unavailable(QStringLiteral("no secret store")));
    secrets::SecretJob *resolved = m_store->resolve(tokenName(), m_environment);
    connect(resolved, &secrets::SecretJob::finished, this, [this, resolved] {
        resolved->deleteLater();
        if (resolved->origin() == secrets::SecretOrigin::Environment) {
            const QString token = resolved->value().trimmed();
            if (!isWellFormed(token))
                return fail(core::Error::invalidArguments(
                    QStringLiteral("%1 must be at least 16 printable characters without spaces").arg(kVariable)));
            return finish(token, secrets::SecretOrigin::Environment);
        }
        if (resolved->hasError())
            return fail(core::Error::unavailable(QStringLiteral("cannot get the HTTP bearer token: %1 (or set %2)")
                                                     .arg(resolved->error().message, kVariable)));
        if (resolved->found() && isWellFormed(resolved->value()))
            return finish(resolved->value(), secrets::SecretOrigin::Keychain);
        // First start (or a damaged entry): a new token, stored before anyone is told it.
        const QString token = generate();
        secrets::SecretJob *written = m_store->write(tokenName(), token);
        connect(written, &secrets::SecretJob::finished, this, [this, written, token] {
            written->deleteLater();
            if (written->hasError())
                return fail(
                    core::Error::unavailable(QStringLiteral("cannot store the HTTP bearer token: %1 (or set %2)")
                                                 .arg(written->error().message, kVariable)));
            finish(token, secrets::SecretOrigin::Keychain);
        });
    });
}

void TokenStore::finish(const QString &token, secrets::SecretOrigin origin)
{
    m_token = token;
    m_origin = origin;
    m_finished = true;
    emit finished();
}

void TokenStore::fail(const core::Error &error)
{
    m_error = error;
    m_finished = true;
    emit finished();
}

} // namespace airlock::mcp
