// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalLeftovers.h"

#include "ModalGrpcApi.h"
#include "OwnerInstance.h"
#include "secrets/SecretName.h"

namespace airlock::backends {

ModalLeftoverFinder *ModalLeftoverFinder::make(const core::Config &config, const QProcessEnvironment &environment,
                                               const SecretAccess &secrets, QObject *parent)
{
    ModalGrpcApi::Options options;
    options.endpoint = config.modal.baseUrl;
    options.tokenId = environment.value(QStringLiteral("MODAL_TOKEN_ID"));
    options.tokenSecret = environment.value(QStringLiteral("MODAL_TOKEN_SECRET"));
    const bool direct = !options.tokenId.isEmpty() && !options.tokenSecret.isEmpty();
    if (direct && config.modal.mode != QLatin1String("managed")) {
        auto *finder = new ModalLeftoverFinder(nullptr, parent);
        finder->m_api = new ModalGrpcApi(options, finder);
        return finder;
    }
    // The gateway (managed, or auto without direct credentials), when one is configured.
    if (config.modal.mode != QLatin1String("direct")) {
        auto gateway = ModalGatewayApi::optionsFrom(config, environment);
        if (!gateway || (gateway->token.isEmpty() && !secrets.canLookUp()))
            return nullptr;
        auto *finder = new ModalLeftoverFinder(nullptr, parent);
        if (gateway->token.isEmpty()) {
            finder->m_gateway = std::move(gateway);
            finder->m_secrets = secrets;
        } else {
            finder->m_api = new ModalGatewayApi(*gateway, finder);
        }
        return finder;
    }
    return nullptr;
}

ModalLeftoverFinder::ModalLeftoverFinder(ModalApi *api, QObject *parent)
    : LeftoverFinder(parent)
    , m_api(api)
{
    if (m_api)
        m_api->setParent(this);
}

void ModalLeftoverFinder::find(Found done)
{
    if (m_api || !m_gateway) {
        list(std::move(done));
        return;
    }
    m_secrets.lookup(QString::fromLatin1(secrets::SecretName::kModalGatewayToken), this,
                     [this, done = std::move(done)](const QString &token, const QString &problem) mutable {
                         if (token.isEmpty()) { // nothing stored: no sandbox can have been made with it
                             done({}, problem.isEmpty() ? QString()
                                                        : QStringLiteral("the keychain could not be asked for "
                                                                         "modal-gateway-token: ") +
                                                              problem);
                             return;
                         }
                         m_gateway->token = token;
                         m_gateway->tokenSource = QStringLiteral("the keychain's modal-gateway-token");
                         m_api = new ModalGatewayApi(*m_gateway, this);
                         list(std::move(done));
                     });
}

void ModalLeftoverFinder::list(Found done)
{
    m_api->listTagged(QStringLiteral("airlock.instance"),
                      [done = std::move(done)](const core::Result<QList<ModalSandboxInfo>> &result) {
                          if (!result.ok()) {
                              done({}, result.error().message);
                              return;
                          }
                          QList<Leftover> found;
                          for (const ModalSandboxInfo &box : result.value()) {
                              const QString owner = box.tags.value(QStringLiteral("airlock.instance"));
                              if (!OwnerInstance::isGone(owner))
                                  continue;
                              found.append(Leftover{QStringLiteral("modal"),
                                                    box.id,
                                                    box.tags.value(QStringLiteral("airlock.task")),
                                                    owner,
                                                    QStringLiteral("sandbox %1 (%2)").arg(box.id, box.image),
                                                    {}});
                          }
                          done(found, {});
                      });
}

void ModalLeftoverFinder::remove(const Leftover &leftover, Removed done)
{
    if (!m_api) { // remove() follows a find() that found it, with the token
        done(false, QStringLiteral("the modal leftovers were not listed yet"));
        return;
    }
    m_api->terminate(leftover.id, [done = std::move(done)](const core::Result<bool> &result) {
        done(result.ok(), result.ok() ? QString() : result.error().message);
    });
}

} // namespace airlock::backends
