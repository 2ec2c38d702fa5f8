// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "backends/BackendFactory.h"
#include "backends/SshBackend.h"
#include "core/Config.h"

#include <QObject>
#include <QProcessEnvironment>

#include <memory>

namespace airlock::backends {
class TaskRegistry;
}
namespace airlock::secrets {
class CredentialBroker;
class SecretJob;
class SecretStore;
} // namespace airlock::secrets
namespace airlock::safety {
class ApprovalBroker;
class Checkpoints;
class PolicyGate;
class RuleStore;
} // namespace airlock::safety

namespace airlock::engine {

class AuditLog;
class HookService;
class LeftoverScan;
class TerminalService;

// Who answers the commands the safety policy says need asking: the person (the desktop app, or an MCP client through
// elicitation), nobody (deny, the default), a blanket yes that never covers the floor (allow), nobody until the
// approval timeout (ask-timeout), or no presenter at all (every question is refused as nobody there).
enum class Approvals { Interactive, HeadlessDeny, HeadlessAllow, HeadlessAskTimeout, NoPresenter };
// `--approve deny|allow|ask-timeout`, and `elicit` (Interactive) where the caller can present through MCP.
core::Result<Approvals> parseApprovals(const QString &text, bool elicitAllowed);

// The composition root of the engine, built once per process by `airlock call`, `airlock mcp --headless`, `airlock
// serve` and the desktop app: config → backend factory → task registry; rules, broker and policy gate; checkpoints; the
// terminal service that ties them into the pipeline.
class Engine final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Engine)

public:
    using Approvals = engine::Approvals;

    struct Options {
        core::Config config;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        QString rulesPath;       // empty: AppConfigLocation/rules.json
        QString checkpointsRoot; // empty: AppDataLocation/checkpoints
        Approvals approvals = Approvals::HeadlessDeny;
        bool keychain = true; // false: credentials only from the environment (the keychain is never asked)
        bool audit = true;    // false: no audit log, whatever the config says
        QString auditPath;    // empty: the config's audit.path, else AuditLog::defaultPath()
    };

    explicit Engine(Options options, QObject *parent = nullptr);
    ~Engine() override;

    TerminalService *service() const { return m_service.get(); }
    // The agents' own shell commands, judged through their hooks (`airlock hook <agent>`), never run.
    HookService *hooks() const { return m_hooks.get(); }
    backends::TaskRegistry *registry() const { return m_registry.get(); }
    safety::ApprovalBroker *broker() const { return m_broker.get(); }
    safety::RuleStore *rules() const { return m_rules.get(); }
    safety::Checkpoints *checkpoints() const { return m_checkpoints.get(); }
    // The audit log every call is recorded in; null when it is off (audit.enabled false).
    AuditLog *audit() const { return m_audit.get(); }
    // Where the shadow repositories live (empty: the default), also while checkpoints are off: the Checkpoints window
    // still shows and restores the ones taken before.
    QString checkpointsRoot() const { return m_options.checkpointsRoot; }
    const core::Config &config() const { return m_options.config; }
    // Settings changed while Airlock runs (the settings dialog): tasks started from now on get the new backend
    // settings, output limit, idle TTL and sweep; the approval mode, rules' timeout and checkpoints apply to the next
    // call. What cannot change without a restart is in restartNeeded().
    void applyConfig(const core::Config &config);
    // The settings a running Airlock cannot take over (MCP over HTTP and its port, which the app listens on since it
    // started), as config keys, when `config` differs from the running one in them.
    static QStringList restartNeeded(const core::Config &running, const core::Config &config);
    Approvals approvals() const { return m_options.approvals; }
    secrets::SecretStore *secrets() const { return m_secrets.get(); }
    // Questions to the person for missing credentials and unknown SSH host keys; the desktop app presents them
    // (setPresenter), elsewhere they end as "nobody there".
    secrets::CredentialBroker *credentials() const { return m_credentialBroker.get(); }
    // Where the local backend's sudo password comes from: "SUDO_PASSWORD", "the keychain", or empty (none yet).
    QString sudoPasswordSource() const;
    // Why the keychain could not be asked (missing, locked), for the person to see; empty when it answered.
    QString keychainProblem() const { return m_keychainProblem; }
    // A damaged rules.json, for the person to see; empty when the rules loaded.
    QString rulesProblem() const;
    // What earlier, dead Airlocks left on the configured backends: the scan starts on the first call (the desktop
    // app, `serve` and `mcp --headless` call it at start; it never blocks) and is kept; at most `timeoutMs`.
    LeftoverScan *scanLeftovers(int timeoutMs = 30000);

signals:
    // The keychain answered (or failed): sudoPasswordSource() and keychainProblem() may have changed.
    void credentialsChanged();

private:
    void fetchSudoPassword();
    void applyCheckpoints(const core::Config::Checkpoints &settings);
    backends::SecretAccess secretAccess();
    void remember(const QString &name, const QString &value);
    // Keeps keychainProblem() in step with the keychain's latest answer.
    void noteKeychainAnswer(const secrets::SecretJob *job);

    // In dependency order (each member may use those above it), so the default destruction order is right.
    Options m_options;
    std::shared_ptr<backends::BackendFactory::Credentials> m_credentials;
    std::unique_ptr<backends::BackendFactory> m_factory;
    QString m_keychainProblem;
    std::unique_ptr<secrets::SecretStore> m_secrets;
    std::unique_ptr<secrets::CredentialBroker> m_credentialBroker;
    std::unique_ptr<safety::RuleStore> m_rules;
    std::unique_ptr<safety::ApprovalBroker> m_broker;
    std::unique_ptr<backends::TaskRegistry> m_registry;
    std::unique_ptr<safety::PolicyGate> m_gate;
    core::Config::Checkpoints m_checkpointSettings;
    std::unique_ptr<safety::Checkpoints> m_checkpoints;
    std::unique_ptr<AuditLog> m_audit;
    std::unique_ptr<TerminalService> m_service;
    std::unique_ptr<HookService> m_hooks;
    LeftoverScan *m_leftovers = nullptr; // a child, from scanLeftovers()
};

} // namespace airlock::engine
