// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "SecretName.h"

#include "core/Paths.h"

#include <QDir>
#include <QRegularExpression>
#include <QSysInfo>

namespace airlock::secrets::SecretName {

namespace {

const QString kSshPassword = QStringLiteral("ssh-password/");
const QString kSshPassphrase = QStringLiteral("ssh-passphrase/");
const QString kSudoPassword = QStringLiteral("sudo-password/");

bool hasControlCharacters(const QString &text)
{
    for (const QChar c : text) {
        if (c.category() == QChar::Other_Control)
            return true;
    }
    return false;
}

bool isFixedName(const QString &name)
{
    for (const char *fixed : {kModalTokenId, kModalTokenSecret, kModalGatewayToken, kDaytonaApiKey, kMcpHttpToken}) {
        if (name == QLatin1String(fixed))
            return true;
    }
    return false;
}

bool isSshPassword(const QString &name)
{
    static const QRegularExpression form(
        QStringLiteral("^ssh-password/[^@\\s/]+@(\\[[0-9A-Fa-f:.]+\\]|[^@\\s/:]+):(\\d{1,5})$"));
    const auto match = form.match(name);
    if (!match.hasMatch())
        return false;
    const int port = match.captured(2).toInt();
    return port >= 1 && port <= 65535;
}

bool isSudoPassword(const QString &name)
{
    static const QRegularExpression form(
        QStringLiteral("^sudo-password/(local|docker|ssh|modal|daytona|singularity)/[^\\s/]+$"));
    return form.match(name).hasMatch();
}

} // namespace

QString sshPassword(const QString &user, const QString &host, int port)
{
    const QString bracketed = host.contains(QLatin1Char(':')) && !host.startsWith(QLatin1Char('['))
                                  ? QLatin1Char('[') + host + QLatin1Char(']')
                                  : host;
    return kSshPassword + user + QLatin1Char('@') + bracketed + QLatin1Char(':') + QString::number(port);
}

QString sshPassphrase(const QString &keyFile)
{
    return kSshPassphrase + core::expandHome(keyFile);
}

QString sudoPassword(const QString &backend, const QString &host)
{
    return kSudoPassword + backend + QLatin1Char('/') + host;
}

QString localSudoPassword()
{
    return sudoPassword(QStringLiteral("local"), QSysInfo::machineHostName());
}

QStringList forms()
{
    return {QStringLiteral("ssh-password/<user>@<host>:<port>"),
            QStringLiteral("ssh-passphrase/<key file>"),
            QStringLiteral("sudo-password/<backend>/<host>"),
            QString::fromLatin1(kModalTokenId),
            QString::fromLatin1(kModalTokenSecret),
            QString::fromLatin1(kModalGatewayToken),
            QString::fromLatin1(kDaytonaApiKey),
            QString::fromLatin1(kMcpHttpToken)};
}

core::Result<QString> check(const QString &name)
{
    const bool valid =
        !hasControlCharacters(name) && (isFixedName(name) || isSshPassword(name) || isSudoPassword(name) ||
                                        (name.startsWith(kSshPassphrase) && name.size() > kSshPassphrase.size()));
    if (valid)
        return name;
    return core::Error::invalidArguments(
        QStringLiteral("\"%1\" is not a secret name; the names are: %2").arg(name, forms().join(QStringLiteral(", "))));
}

QString environmentVariable(const QString &name)
{
    if (name.startsWith(kSudoPassword))
        return QStringLiteral("SUDO_PASSWORD");
    if (name.startsWith(kSshPassword))
        return QStringLiteral("AIRLOCK_SSH_PASSWORD");
    if (name.startsWith(kSshPassphrase))
        return QStringLiteral("AIRLOCK_SSH_PASSPHRASE");
    if (name == QLatin1String(kModalTokenId))
        return QStringLiteral("MODAL_TOKEN_ID");
    if (name == QLatin1String(kModalTokenSecret))
        return QStringLiteral("MODAL_TOKEN_SECRET");
    if (name == QLatin1String(kModalGatewayToken))
        return QStringLiteral("TOOL_GATEWAY_USER_TOKEN");
    if (name == QLatin1String(kDaytonaApiKey))
        return QStringLiteral("DAYTONA_API_KEY");
    if (name == QLatin1String(kMcpHttpToken))
        return QStringLiteral("AIRLOCK_MCP_HTTP_TOKEN");
    return {};
}

} // namespace airlock::secrets::SecretName
