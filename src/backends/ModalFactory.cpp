// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// BackendFactory's modal case: which way Modal is reached (direct gRPC or the managed gateway), with which
// credentials (docs/backends.md "Modal").
#include "BackendFactory.h"
#include "ModalBackend.h"
#include "ModalGatewayApi.h"
#include "ModalGrpcApi.h"
#include "secrets/SecretName.h"

#include <QHostAddress>

#include <memory>

namespace airlock::backends {

namespace {

using ApiDone = std::function<void(core::Result<ModalApi *>)>;

const QString kMissingCredentials = QStringLiteral(
    "the modal backend needs Modal credentials: set MODAL_TOKEN_ID and MODAL_TOKEN_SECRET, or store them with "
    "`airlock secret set modal-token-id` and `airlock secret set modal-token-secret`");
const QString kMissingGatewayToken =
    QStringLiteral("the modal backend's managed gateway needs a user token: set TOOL_GATEWAY_USER_TOKEN, or store it "
                   "with `airlock secret set modal-gateway-token`");
const QString kMissingGatewayUrl = QStringLiteral(
    "the modal backend's managed mode needs the gateway's URL: set modal.gateway_url in the configuration, or "
    "MODAL_GATEWAY_URL or TOOL_GATEWAY_URL (or TOOL_GATEWAY_DOMAIN) in the environment");
// The seed's words, with Airlock's names.
const QString kNothingConfigured = QStringLiteral(
    "the modal backend is selected but no direct Modal credentials or managed Modal gateway configuration was found: "
    "set MODAL_TOKEN_ID and MODAL_TOKEN_SECRET (or `airlock secret set modal-token-id` and `modal-token-secret`) for "
    "Modal's own API, or modal.gateway_url (or MODAL_GATEWAY_URL / TOOL_GATEWAY_URL) with TOOL_GATEWAY_USER_TOKEN (or "
    "`airlock secret set modal-gateway-token`) for a managed gateway");

QString withProblem(const QString &message, const QString &problem)
{
    return problem.isEmpty() ? message : message + QStringLiteral(" (the keychain: ") + problem + QLatin1Char(')');
}

// What a sandbox's commands get: nothing of this machine's environment but what the configuration passes.
QMap<QString, QString> sandboxEnvironment(const core::Config &config, const QProcessEnvironment &host,
                                          const QString &taskId)
{
    QMap<QString, QString> env{{QStringLiteral("TERM"), QStringLiteral("dumb")},
                               {QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8")},
                               {QStringLiteral("AIRLOCK_TASK_ID"), taskId}};
    for (const QString &name : config.envPassthrough) {
        if (host.contains(name))
            env.insert(name, host.value(name));
    }
    return env;
}

// The gateway's URL and where it was set: modal.gateway_url, else MODAL_GATEWAY_URL, TOOL_GATEWAY_URL, else
// <TOOL_GATEWAY_SCHEME|https>://modal-gateway.<TOOL_GATEWAY_DOMAIN> (the seed's order).
QPair<QString, QString> gatewayUrlText(const core::Config::Modal &modal, const QProcessEnvironment &env)
{
    if (!modal.gatewayUrl.trimmed().isEmpty())
        return {modal.gatewayUrl.trimmed(), QStringLiteral("modal.gateway_url")};
    for (const char *name : {"MODAL_GATEWAY_URL", "TOOL_GATEWAY_URL"}) {
        const QString value = env.value(QLatin1String(name)).trimmed();
        if (!value.isEmpty())
            return {value, QLatin1String(name)};
    }
    const QString domain = env.value(QStringLiteral("TOOL_GATEWAY_DOMAIN")).trimmed();
    if (domain.isEmpty())
        return {};
    const QString scheme = env.value(QStringLiteral("TOOL_GATEWAY_SCHEME"), QStringLiteral("https")).trimmed();
    return {scheme + QStringLiteral("://modal-gateway.") + domain, QStringLiteral("TOOL_GATEWAY_DOMAIN")};
}

// A usable gateway URL: http(s) with a host and no credentials in it; plain http only to this machine (the token
// would cross the network readable otherwise).
core::Result<QUrl> checkedGatewayUrl(const QString &text, const QString &source)
{
    const QUrl url(text, QUrl::StrictMode);
    const bool http = url.scheme() == QLatin1String("http");
    QString why;
    if (!url.isValid() || url.host().isEmpty() || (!http && url.scheme() != QLatin1String("https")))
        why = QStringLiteral("is not an http(s) URL");
    else if (!url.userInfo().isEmpty())
        why = QStringLiteral("carries a user name or password; give the token as TOOL_GATEWAY_USER_TOKEN instead");
    else if (http && !QHostAddress(url.host()).isLoopback() && url.host() != QLatin1String("localhost"))
        why = QStringLiteral("is plain http to another machine; the gateway's token needs https");
    if (!why.isEmpty())
        return core::Error::executionFailed(
            QStringLiteral("the modal backend cannot use the managed gateway URL from %1: it %2").arg(source, why));
    return url;
}

ModalGatewayApi::Options gatewayOptions(const core::Config &config, const QUrl &url, const QString &token,
                                        const QString &tokenSource)
{
    ModalGatewayApi::Options options;
    options.origin = url;
    options.token = token;
    options.tokenSource = tokenSource;
    options.persistentFilesystem = config.modal.persistentFilesystem;
    options.diskMb = config.modal.diskMb;
    options.outputLimit = config.maxOutputBytes;
    return options;
}

ModalApi *makeGateway(const ModalGatewayApi::Options &options, QObject *owner)
{
    return new ModalGatewayApi(options, owner);
}

// The direct credentials from the keychain (what the environment lacks), then `done` with them or the problem.
void lookUpDirect(const SecretAccess &secrets, const ModalGrpcApi::Options &api, QObject *owner,
                  std::function<void(const ModalGrpcApi::Options &found, const QString &problem)> done)
{
    auto found = std::make_shared<ModalGrpcApi::Options>(api);
    auto lookup = secrets.lookup;
    lookup(QString::fromLatin1(secrets::SecretName::kModalTokenId), owner,
           [found, lookup, owner, done](const QString &id, const QString &) {
               if (found->tokenId.isEmpty())
                   found->tokenId = id;
               lookup(QString::fromLatin1(secrets::SecretName::kModalTokenSecret), owner,
                      [found, done](const QString &secret, const QString &problem) {
                          if (found->tokenSecret.isEmpty())
                              found->tokenSecret = secret;
                          done(*found, problem);
                      });
           });
}

bool hasDirect(const ModalGrpcApi::Options &api)
{
    return !api.tokenId.isEmpty() && !api.tokenSecret.isEmpty();
}

// managed, or auto without direct credentials in the environment.
core::Result<Backend *> createGateway(const core::Config &config, const QProcessEnvironment &environment,
                                      const SecretAccess &secrets, ModalBackend::Options options,
                                      const ModalGrpcApi::Options &direct, QObject *parent)
{
    const bool managed = config.modal.mode == QLatin1String("managed");
    const auto [urlText, urlSource] = gatewayUrlText(config.modal, environment);
    if (urlText.isEmpty() && (managed || !secrets.canLookUp()))
        return core::Error::executionFailed(managed ? kMissingGatewayUrl : kNothingConfigured);
    std::optional<QUrl> url;
    if (!urlText.isEmpty()) {
        const auto checked = checkedGatewayUrl(urlText, urlSource);
        if (!checked)
            return checked.error();
        url = checked.value();
    }
    const QString token = environment.value(QStringLiteral("TOOL_GATEWAY_USER_TOKEN"));
    if (url && !token.isEmpty() && (managed || !secrets.canLookUp())) {
        const auto gateway = gatewayOptions(config, *url, token, QStringLiteral("TOOL_GATEWAY_USER_TOKEN"));
        options.makeApi = [gateway](QObject *owner) { return makeGateway(gateway, owner); };
        return static_cast<Backend *>(new ModalBackend(options, parent));
    }
    if (!secrets.canLookUp())
        return core::Error::executionFailed(kMissingGatewayToken);
    // From the keychain, asked when the backend starts: auto tries the direct credentials first.
    options.resolveApi = [config, url, token, direct, managed, secrets](QObject *owner, ApiDone done) {
        const auto viaGateway = [config, url, token, secrets, owner, done](const QString &directProblem) {
            if (!url) {
                done(core::Error::executionFailed(withProblem(kNothingConfigured, directProblem)));
                return;
            }
            if (!token.isEmpty()) {
                done(
                    makeGateway(gatewayOptions(config, *url, token, QStringLiteral("TOOL_GATEWAY_USER_TOKEN")), owner));
                return;
            }
            secrets.lookup(QString::fromLatin1(secrets::SecretName::kModalGatewayToken), owner,
                           [config, url, owner, done](const QString &stored, const QString &problem) {
                               if (stored.isEmpty()) {
                                   done(core::Error::executionFailed(withProblem(kMissingGatewayToken, problem)));
                                   return;
                               }
                               done(makeGateway(gatewayOptions(config, *url, stored,
                                                               QStringLiteral("the keychain's modal-gateway-token")),
                                                owner));
                           });
        };
        if (managed) {
            viaGateway({});
            return;
        }
        lookUpDirect(secrets, direct, owner,
                     [owner, done, viaGateway](const ModalGrpcApi::Options &found, const QString &problem) {
                         if (hasDirect(found))
                             done(static_cast<ModalApi *>(new ModalGrpcApi(found, owner)));
                         else
                             viaGateway(problem);
                     });
    };
    return static_cast<Backend *>(new ModalBackend(options, parent));
}

} // namespace

std::optional<ModalGatewayApi::Options> ModalGatewayApi::optionsFrom(const core::Config &config,
                                                                     const QProcessEnvironment &environment)
{
    const auto [urlText, urlSource] = gatewayUrlText(config.modal, environment);
    if (urlText.isEmpty())
        return std::nullopt;
    const auto url = checkedGatewayUrl(urlText, urlSource);
    if (!url)
        return std::nullopt;
    const QString token = environment.value(QStringLiteral("TOOL_GATEWAY_USER_TOKEN"));
    return gatewayOptions(config, url.value(), token, QStringLiteral("TOOL_GATEWAY_USER_TOKEN"));
}

core::Result<Backend *> BackendFactory::createModal(const QString &taskId, QObject *parent) const
{
    const core::Config::Modal &modal = m_config.modal;
    ModalBackend::Options options;
    options.taskId = taskId;
    options.spec.image = modal.image;
    options.spec.cpu = modal.cpu;
    options.spec.memoryMb = modal.memoryMb;
    options.spec.timeoutSecs = modal.sandboxTimeoutSecs;
    options.spec.idleTimeoutSecs = modal.idleTimeoutSecs;
    options.spec.env = sandboxEnvironment(m_config, m_environment, taskId);

    ModalGrpcApi::Options direct;
    direct.endpoint = modal.baseUrl;
    direct.tokenId = m_environment.value(QStringLiteral("MODAL_TOKEN_ID"));
    direct.tokenSecret = m_environment.value(QStringLiteral("MODAL_TOKEN_SECRET"));
    const bool managed = modal.mode == QLatin1String("managed");
    if (!managed && hasDirect(direct)) {
        options.makeApi = [direct](QObject *owner) { return static_cast<ModalApi *>(new ModalGrpcApi(direct, owner)); };
        return static_cast<Backend *>(new ModalBackend(options, parent));
    }
    if (modal.mode == QLatin1String("direct")) {
        if (!m_secrets.canLookUp())
            return core::Error::executionFailed(kMissingCredentials);
        options.resolveApi = [direct, secrets = m_secrets](QObject *owner, ApiDone done) {
            lookUpDirect(secrets, direct, owner, [owner, done](const ModalGrpcApi::Options &found, const QString &p) {
                if (!hasDirect(found))
                    done(core::Error::executionFailed(withProblem(kMissingCredentials, p)));
                else
                    done(static_cast<ModalApi *>(new ModalGrpcApi(found, owner)));
            });
        };
        return static_cast<Backend *>(new ModalBackend(options, parent));
    }
    return createGateway(m_config, m_environment, m_secrets, options, direct, parent);
}

} // namespace airlock::backends
