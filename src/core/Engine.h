// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "Config.h"
#include "backends/BackendFactory.h"
#include "backends/SshBackend.h"

#include <QObject>
#include <QProcessEnvironment>

#include <memory>

namespace airlock::backends {
class TaskRegistry;
}
namespace airlock::secrets {
class SecretJob;
class SecretStore;
} // namespace airlock::secrets
namespace airlock::safety {
class ApprovalBroker;
class Checkpoints;
class PolicyGate;
class RuleStore;
} // namespace airlock::safety

namespace airlock::core {

class TerminalService;

// The composition root of the engine, shared by `airlock call`, `airlock mcp --headless`, `airlock serve` and the
// desktop app: config → backend factory → task registry; rules, broker and policy gate; checkpoints; the terminal
// service that ties them into the pipeline.
class Engine final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(Engine)

public:
    enum class Approvals { Interactive, HeadlessDeny, HeadlessAllow, HeadlessAskTimeout, NoPresenter };

    struct Options {
        Config config;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        QString rulesPath;       // empty: AppConfigLocation/rules.json
        QString checkpointsRoot; // empty: AppDataLocation/checkpoints
        Approvals approvals = Approvals::HeadlessDeny;
        backends::HostKeyConfirmer confirmHostKey; // the GUI's question for unknown SSH host keys (accept-new)
        // The GUI's question for a missing password (SSH, key passphrase, sudo); unset: nobody is asked.
        std::function<void(const backends::SecretPrompt &, QObject *, backends::SecretAccess::Answer)> askSecret;
        bool keychain = true; // false: credentials only from the environment (the keychain is never asked)
    };

    explicit Engine(Options options, QObject *parent = nullptr);
    ~Engine() override;

    TerminalService *service() const { return m_service.get(); }
    backends::TaskRegistry *registry() const { return m_registry.get(); }
    safety::ApprovalBroker *broker() const { return m_broker; }
    safety::RuleStore *rules() const { return m_rules; }
    safety::Checkpoints *checkpoints() const { return m_checkpoints; }
    const Config &config() const { return m_options.config; }
    secrets::SecretStore *secrets() const { return m_secrets; }
    // Where the local backend's sudo password comes from: "SUDO_PASSWORD", "the keychain", or empty (none yet).
    QString sudoPasswordSource() const;
    // Why the keychain could not be asked (missing, locked), for the person to see; empty when it answered.
    QString keychainProblem() const { return m_keychainProblem; }
    // A damaged rules.json, for the person to see; empty when the rules loaded.
    QString rulesProblem() const;

    static Approvals approvalsFromName(const QString &name, bool *ok);

signals:
    // The keychain answered (or failed): sudoPasswordSource() and keychainProblem() may have changed.
    void credentialsChanged();

private:
    void fetchSudoPassword();
    backends::SecretAccess secretAccess();
    void remember(const QString &name, const QString &value);
    // Keeps keychainProblem() in step with the keychain's latest answer.
    void noteKeychainAnswer(const secrets::SecretJob *job);

    Options m_options;
    std::shared_ptr<backends::BackendFactory::Credentials> m_credentials;
    secrets::SecretStore *m_secrets = nullptr;
    QString m_keychainProblem;
    std::unique_ptr<backends::TaskRegistry> m_registry;
    safety::RuleStore *m_rules = nullptr;
    safety::ApprovalBroker *m_broker = nullptr;
    safety::Checkpoints *m_checkpoints = nullptr;
    std::unique_ptr<safety::PolicyGate> m_gate;
    std::unique_ptr<TerminalService> m_service;
};

} // namespace airlock::core
