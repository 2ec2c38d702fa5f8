// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ModalApi.h"
#include "ModalGatewayExec.h"
#include "ModalGatewayLedger.h"
#include "core/Config.h"

#include <QHash>
#include <QProcessEnvironment>
#include <QUrl>

#include <optional>

namespace airlock::backends {

class HttpJsonClient;
struct HttpJsonReply;

// The managed gateway (`managed` mode): the seed's REST contract to a tool gateway that runs Modal sandboxes for a
// user (SEED-BEHAVIOUR.md §4.4, docs/backends.md "Modal: the managed gateway"), over HttpJsonClient with
// `Authorization: Bearer <user token>`. Create: POST /v1/sandboxes (x-idempotency-key, the same key on each re-send
// of one create); exec: ModalGatewayExec; terminate: POST /v1/sandboxes/{id}/terminate. The contract has no way to
// ask whether a sandbox runs or to list sandboxes: isRunning() answers true (an exec's 404/410 says it is gone), and
// listTagged() answers from this machine's ledger of the sandboxes it made (ModalGatewayLedger), so that what a killed
// Airlock left is found all the same.
class ModalGatewayApi final : public ModalApi
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ModalGatewayApi)

public:
    struct Options {
        QUrl origin;         // the gateway, e.g. https://modal-gateway.example.com
        QString token;       // the user token (never in a URL, a log line or a message)
        QString tokenSource; // where it came from, for 401/403 messages
        bool persistentFilesystem = true;
        int diskMb = 0;              // 0: the gateway's default
        qint64 outputLimit = 100000; // max_output_bytes: what the agent can see of one stream
        int requestTimeoutMs = 30000;
        int createTimeoutMs = 120000; // a create (image pull) and a terminate (snapshot) may take long
        int pollMs = 250;
        int graceMs = 10000;
        int createRetryMs = 1000; // before re-sending a create whose answer was lost (same key)
        QString ledgerDir;        // where made sandboxes are written down; empty: ModalGatewayLedger's default
    };
    explicit ModalGatewayApi(Options options, QObject *parent = nullptr);
    // The gateway this configuration and environment name (modal.gateway_url, MODAL_GATEWAY_URL, TOOL_GATEWAY_URL or
    // TOOL_GATEWAY_DOMAIN), with TOOL_GATEWAY_USER_TOKEN when it is set (else an empty token); none without a usable
    // URL. Defined in ModalFactory.cpp, beside the rest of how the modal backend is configured.
    static std::optional<Options> optionsFrom(const core::Config &config, const QProcessEnvironment &environment);
    ~ModalGatewayApi() override;

    QString mode() const override { return QStringLiteral("managed"); }
    QString endpoint() const override;

    void createSandbox(const ModalSandboxSpec &spec, Done<ModalSandboxInfo> done) override;
    ModalExec *exec(const QString &sandboxId, const QStringList &argv, int timeoutSecs, QObject *parent) override;
    void terminate(const QString &sandboxId, Done<bool> done) override;
    void isRunning(const QString &sandboxId, Done<bool> done) override;
    void listTagged(const QString &key, Done<QList<ModalSandboxInfo>> done) override;

    // The first and last bytes of a command's output kept inside the sandbox for an output limit.
    static ModalOutputCap capFor(qint64 outputLimit);

private:
    struct Sandbox {
        QString cwd;
        QMap<QString, QString> env;
    };
    void postCreate(const QJsonObject &body, const QByteArray &key, int attempt,
                    std::function<void(const HttpJsonReply &)> then);
    void sendTerminate(const QString &sandboxId, int attempt, Done<bool> done);

    Options m_options;
    ModalGatewayLedger m_ledger;
    ModalOutputCap m_cap;
    HttpJsonClient *m_client = nullptr;
    QHash<QString, Sandbox> m_sandboxes;
};

} // namespace airlock::backends
