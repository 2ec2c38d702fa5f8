// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "ModalLeftovers.h"

#include "ModalGrpcApi.h"
#include "OwnerInstance.h"

namespace airlock::backends {

ModalLeftoverFinder *ModalLeftoverFinder::make(const core::Config::Modal &config,
                                               const QProcessEnvironment &environment, QObject *parent)
{
    ModalGrpcApi::Options options;
    options.endpoint = config.baseUrl;
    options.tokenId = environment.value(QStringLiteral("MODAL_TOKEN_ID"));
    options.tokenSecret = environment.value(QStringLiteral("MODAL_TOKEN_SECRET"));
    if (options.tokenId.isEmpty() || options.tokenSecret.isEmpty() || config.mode == QLatin1String("managed"))
        return nullptr;
    auto *finder = new ModalLeftoverFinder(nullptr, parent);
    finder->m_api = new ModalGrpcApi(options, finder);
    return finder;
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
    m_api->terminate(leftover.id, [done = std::move(done)](const core::Result<bool> &result) {
        done(result.ok(), result.ok() ? QString() : result.error().message);
    });
}

} // namespace airlock::backends
