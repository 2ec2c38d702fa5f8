// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// BackendFactory's modal case: which way Modal is reached, with which credentials.
#include "BackendFactory.h"
#include "ModalBackend.h"
#include "ModalGrpcApi.h"
#include "secrets/SecretName.h"

#include <memory>

namespace airlock::backends {

namespace {

const QString kMissingCredentials = QStringLiteral(
    "the modal backend needs Modal credentials: set MODAL_TOKEN_ID and MODAL_TOKEN_SECRET, or store them with "
    "`airlock secret set modal-token-id` and `airlock secret set modal-token-secret`");

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

} // namespace

core::Result<Backend *> BackendFactory::createModal(const QString &taskId, QObject *parent) const
{
    const core::Config::Modal &modal = m_config.modal;
    if (modal.mode == QLatin1String("managed"))
        return core::Error::executionFailed(
            QStringLiteral("the modal backend's managed-gateway mode (modal.mode = managed) is not built yet; use "
                           "modal.mode = direct with Modal credentials"));
    ModalBackend::Options options;
    options.taskId = taskId;
    options.spec.image = modal.image;
    options.spec.cpu = modal.cpu;
    options.spec.memoryMb = modal.memoryMb;
    options.spec.timeoutSecs = modal.sandboxTimeoutSecs;
    options.spec.idleTimeoutSecs = modal.idleTimeoutSecs;
    options.spec.env = sandboxEnvironment(m_config, m_environment, taskId);

    ModalGrpcApi::Options api;
    api.endpoint = modal.baseUrl;
    api.tokenId = m_environment.value(QStringLiteral("MODAL_TOKEN_ID"));
    api.tokenSecret = m_environment.value(QStringLiteral("MODAL_TOKEN_SECRET"));
    if (!api.tokenId.isEmpty() && !api.tokenSecret.isEmpty()) {
        options.makeApi = [api](QObject *owner) { return static_cast<ModalApi *>(new ModalGrpcApi(api, owner)); };
        return static_cast<Backend *>(new ModalBackend(options, parent));
    }
    if (!m_secrets.canLookUp())
        return core::Error::executionFailed(kMissingCredentials);
    // From the keychain, asked when the backend starts (never waited for here).
    options.resolveApi = [api, lookup = m_secrets.lookup](QObject *owner,
                                                          std::function<void(core::Result<ModalApi *>)> done) {
        auto found = std::make_shared<ModalGrpcApi::Options>(api);
        lookup(QString::fromLatin1(secrets::SecretName::kModalTokenId), owner,
               [found, lookup, owner, done](const QString &id, const QString &) {
                   if (found->tokenId.isEmpty())
                       found->tokenId = id;
                   lookup(QString::fromLatin1(secrets::SecretName::kModalTokenSecret), owner,
                          [found, owner, done](const QString &secret, const QString &problem) {
                              if (found->tokenSecret.isEmpty())
                                  found->tokenSecret = secret;
                              if (found->tokenId.isEmpty() || found->tokenSecret.isEmpty()) {
                                  done(core::Error::executionFailed(
                                      problem.isEmpty() ? kMissingCredentials
                                                        : kMissingCredentials + QStringLiteral(" (the keychain: ") +
                                                              problem + QLatin1Char(')')));
                                  return;
                              }
                              done(static_cast<ModalApi *>(new ModalGrpcApi(*found, owner)));
                          });
               });
    };
    return static_cast<Backend *>(new ModalBackend(options, parent));
}

} // namespace airlock::backends
