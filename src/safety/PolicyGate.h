// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "ApprovalBroker.h"
#include "ApprovalPolicy.h"
#include "core/ApprovalGate.h"
#include "core/Config.h"

#include <QPointer>

#include <functional>

namespace airlock::safety {

class RuleStore;

// The pipeline's approval step (ARCHITECTURE.md "One tool call"): interactive programs are refused, the command is
// parsed and judged, rules and session grants are applied, and only what needs a person reaches the broker. It also
// says what to run (sudo rewritten to use the askpass helper) and whether to take a checkpoint first.
class PolicyGate final : public core::ApprovalGate
{
public:
    struct Options {
        // Whether the shells of a backend kind route sudo through Airlock's askpass helper, asked per call (the
        // keychain or a person may make it true later). Unset: sudo is never rewritten.
        std::function<bool(const QString &backend)> sudoHelper;
    };

    PolicyGate(ApprovalPolicy policy, RuleStore *rules, ApprovalBroker *broker, Options options);

    core::ApprovalTicket *request(const core::ApprovalRequest &request, QObject *parent) override;

    static ApprovalPolicy::Settings settingsFrom(const core::Config::Approval &approval);
    // The next request is judged by it (approval mode and per-backend modes from the settings).
    void setPolicy(ApprovalPolicy policy) { m_policy = std::move(policy); }

private:
    void prepare(core::ApprovalTicket *ticket, const Analysis &analysis, const core::ApprovalRequest &request,
                 const std::string &command) const;

    ApprovalPolicy m_policy;
    QPointer<RuleStore> m_rules;
    QPointer<ApprovalBroker> m_broker;
    Options m_options;
};

} // namespace airlock::safety
