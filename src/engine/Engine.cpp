// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "Engine.h"

#include "HookService.h"

#include "AuditLog.h"
#include "EngineLog.h"
#include "LeftoverScan.h"
#include "TerminalService.h"
#include "backends/BackendFactory.h"
#include "backends/TaskRegistry.h"
#include "core/BackendKind.h"
#include "core/Paths.h"
#include "safety/ApprovalBroker.h"
#include "safety/Checkpoints.h"
#include "safety/PolicyGate.h"
#include "safety/RuleStore.h"
#include "secrets/CredentialBroker.h"
#include "secrets/SecretName.h"
#include "secrets/SecretStore.h"

#include <QPointer>

namespace airlock::engine {

Engine::Engine(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
    const core::Config &config = m_options.config;
    backends::TaskRegistry::Options registryOptions;
    registryOptions.idleSecs = config.idleSecs;
    registryOptions.sweepSecs = config.sweepSecs;
    // The sudo password: SUDO_PASSWORD at once, else the keychain's sudo-password/local/<host> when it answers.
    m_credentials = std::make_shared<backends::BackendFactory::Credentials>();
    m_credentials->localSudoPassword = m_options.environment.value(QStringLiteral("SUDO_PASSWORD"));
    if (!m_credentials->localSudoPassword.isEmpty())
        m_credentials->localSudoSource = QStringLiteral("SUDO_PASSWORD");
    m_secrets = std::make_unique<secrets::SecretStore>();
    m_credentialBroker = std::make_unique<secrets::CredentialBroker>();
    m_credentialBroker->setTimeoutSecs(config.approval.timeoutSecs);
    m_factory = std::make_unique<backends::BackendFactory>(config, m_options.environment, m_credentials);
    m_factory->setSecretAccess(secretAccess());

    m_rules = std::make_unique<safety::RuleStore>(m_options.rulesPath.isEmpty() ? safety::RuleStore::defaultPath()
                                                                                : m_options.rulesPath);
    if (const auto loaded = m_rules->load(); !loaded)
        qCWarning(lcEngine).noquote() << loaded.error().message;

    m_broker = std::make_unique<safety::ApprovalBroker>(m_rules.get(), config.approval.timeoutSecs);
    m_registry = std::make_unique<backends::TaskRegistry>(
        [factory = m_factory.get()](const QString &kind, const QString &taskId, QObject *owner) {
            return factory->create(kind, taskId, owner);
        },
        registryOptions);
    switch (m_options.approvals) {
    case Approvals::Interactive: m_broker->setInteractive(true); break;
    case Approvals::HeadlessDeny: m_broker->setHeadless(safety::ApprovalBroker::HeadlessAnswer::Deny); break;
    case Approvals::HeadlessAllow: m_broker->setHeadless(safety::ApprovalBroker::HeadlessAnswer::Allow); break;
    case Approvals::HeadlessAskTimeout:
        m_broker->setHeadless(safety::ApprovalBroker::HeadlessAnswer::AskTimeout);
        break;
    case Approvals::NoPresenter: m_broker->setInteractive(false); break;
    }

    safety::PolicyGate::Options gateOptions;
    // Only the shells that have Airlock's helper get `sudo -A` (see BackendFactory: a stored or coming password, or
    // a person to ask).
    // On SSH the helper is there with a person to ask or SUDO_PASSWORD; a password found in the keychain also puts
    // it there, known only once the task started, and then the shell's `sudo` function still adds -A.
    gateOptions.sudoHelper = [credentials = m_credentials, person = m_credentialBroker.get(),
                              sudoVariable = !m_options.environment.value(QStringLiteral("SUDO_PASSWORD")).isEmpty()](
                                 const QString &backend) {
        const auto kind = core::parseBackendKind(backend);
        if (kind && *kind == core::BackendKind::Local)
            return person->hasPresenter() || credentials->routesSudo();
        if (kind && *kind == core::BackendKind::Ssh)
            return person->hasPresenter() || sudoVariable;
        return false; // containers and sandboxes have no helper: `sudo -A` would fail there
    };
    m_gate =
        std::make_unique<safety::PolicyGate>(safety::ApprovalPolicy(safety::PolicyGate::settingsFrom(config.approval)),
                                             m_rules.get(), m_broker.get(), gateOptions);

    if (m_options.audit && config.audit.enabled) {
        const QString path = !m_options.auditPath.isEmpty() ? m_options.auditPath : AuditLog::pathFor(config);
        m_audit = std::make_unique<AuditLog>(AuditLog::Options{path, config.audit.retentionDays, config.audit.maxMb});
    }
    m_service = std::make_unique<TerminalService>(config, m_registry.get(), m_gate.get());
    m_service->setAuditLog(m_audit.get());
    m_service->setBackendCheck(
        [factory = m_factory.get()](const QString &kind) { return factory->configurationError(kind); });
    m_hooks = std::make_unique<HookService>(m_gate.get(), m_registry.get());
    m_hooks->setAuditLog(m_audit.get());
    m_hooks->setSettings(config.hooks);
    applyCheckpoints(config.checkpoints);
    if (m_credentials->localSudoPassword.isEmpty() && m_options.keychain)
        fetchSudoPassword();
}

void Engine::fetchSudoPassword()
{
    m_credentials->keychainPending = true;
    secrets::SecretJob *job = m_secrets->read(secrets::SecretName::localSudoPassword());
    connect(job, &secrets::SecretJob::finished, this, [this, job] {
        job->deleteLater();
        m_credentials->keychainPending = false;
        if (job->hasError()) {
            // Most setups need no sudo password: the problem is kept for the GUI, not shouted.
            m_keychainProblem = job->error().message;
            m_credentials->keychainProblem = m_keychainProblem;
            qCInfo(lcEngine).noquote() << "sudo password from the keychain:" << m_keychainProblem;
        } else if (job->found() && m_credentials->localSudoPassword.isEmpty()) {
            m_credentials->localSudoPassword = job->value();
            m_credentials->localSudoSource = QStringLiteral("the keychain");
        }
        emit credentialsChanged();
    });
}

LeftoverScan *Engine::scanLeftovers(int timeoutMs)
{
    if (!m_leftovers) {
        m_leftovers = new LeftoverScan(m_factory->leftoverFinders(nullptr), timeoutMs, this);
        m_leftovers->start();
    }
    return m_leftovers;
}

backends::SecretAccess Engine::secretAccess()
{
    backends::SecretAccess access;
    if (m_options.keychain) {
        access.lookup = [this](const QString &name, QObject *context, backends::SecretAccess::Done done) {
            secrets::SecretJob *job = m_secrets->read(name);
            connect(job, &secrets::SecretJob::finished, this,
                    [this, job, context = QPointer<QObject>(context), done = std::move(done)] {
                        job->deleteLater();
                        noteKeychainAnswer(job);
                        if (context)
                            done(job->found() ? job->value() : QString(),
                                 job->hasError() ? job->error().message : QString());
                    });
        };
        access.remember = [this](const QString &name, const QString &value) { remember(name, value); };
    }
    access.person = m_credentialBroker.get();
    return access;
}

void Engine::remember(const QString &name, const QString &value)
{
    if (name == secrets::SecretName::localSudoPassword() &&
        m_credentials->localSudoSource != QLatin1String("SUDO_PASSWORD")) {
        // Other tasks use it from now on, before the keychain has it.
        m_credentials->localSudoPassword = value;
        m_credentials->localSudoSource = QStringLiteral("the keychain");
    }
    secrets::SecretJob *job = m_secrets->write(name, value);
    connect(job, &secrets::SecretJob::finished, this, [this, job] {
        job->deleteLater();
        // On failure it is never written anywhere else: the person is told, and asked again next time.
        noteKeychainAnswer(job);
    });
}

void Engine::noteKeychainAnswer(const secrets::SecretJob *job)
{
    const QString problem = job->hasError() ? job->error().message : QString();
    if (!problem.isEmpty())
        qCInfo(lcEngine).noquote() << job->name() << "and the keychain:" << problem;
    if (problem == m_keychainProblem)
        return;
    m_keychainProblem = problem; // a keychain that answers again clears the warning
    emit credentialsChanged();
}

QString Engine::sudoPasswordSource() const
{
    return m_credentials->localSudoSource;
}

Engine::~Engine() = default;

void Engine::applyCheckpoints(const core::Config::Checkpoints &settings)
{
    m_checkpointSettings = settings;
    safety::Checkpoints::Options checkpointOptions;
    checkpointOptions.root = m_options.checkpointsRoot;
    checkpointOptions.maxSnapshots = settings.maxSnapshots;
    checkpointOptions.maxBytes = static_cast<qint64>(settings.maxBytes);
    // A checkpoint being taken keeps its maker: the old one is let go once the service no longer hands it out.
    m_service->setCheckpointMaker(nullptr);
    if (m_checkpoints)
        m_checkpoints.release()->deleteLater();
    if (!settings.enabled)
        return;
    m_checkpoints = std::make_unique<safety::Checkpoints>(checkpointOptions);
    m_service->setCheckpointMaker(m_checkpoints.get());
}

void Engine::applyConfig(const core::Config &config)
{
    m_options.config = config;
    m_factory->setConfig(config);
    m_registry->setOptions({config.idleSecs, config.sweepSecs});
    m_broker->setTimeoutSecs(config.approval.timeoutSecs);
    m_credentialBroker->setTimeoutSecs(config.approval.timeoutSecs);
    m_gate->setPolicy(safety::ApprovalPolicy(safety::PolicyGate::settingsFrom(config.approval)));
    m_service->setConfig(config);
    m_hooks->setSettings(config.hooks);
    const core::Config::Checkpoints &was = m_checkpointSettings;
    const core::Config::Checkpoints &now = config.checkpoints;
    if (was.enabled != now.enabled || was.maxSnapshots != now.maxSnapshots || was.maxBytes != now.maxBytes)
        applyCheckpoints(now);
}

QStringList Engine::restartNeeded(const core::Config &running, const core::Config &config)
{
    QStringList keys;
    if (running.mcp.http != config.mcp.http)
        keys << QStringLiteral("mcp.http");
    if (config.mcp.http && running.mcp.port != config.mcp.port)
        keys << QStringLiteral("mcp.port");
    return keys;
}

QString Engine::rulesProblem() const
{
    return m_rules->problem();
}

core::Result<Approvals> parseApprovals(const QString &text, bool elicitAllowed)
{
    if (text == QLatin1String("deny"))
        return Approvals::HeadlessDeny;
    if (text == QLatin1String("allow"))
        return Approvals::HeadlessAllow;
    if (text == QLatin1String("ask-timeout"))
        return Approvals::HeadlessAskTimeout;
    if (elicitAllowed && text == QLatin1String("elicit"))
        return Approvals::Interactive;
    return core::Error::invalidArguments(QStringLiteral("--approve must be deny, allow, ask-timeout%1, not \"%2\"")
                                             .arg(elicitAllowed ? QStringLiteral(" or elicit") : QString(), text));
}

} // namespace airlock::engine
