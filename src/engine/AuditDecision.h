// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include "AuditRecord.h"
#include "core/ApprovalGate.h"

namespace airlock::engine {

// The audit log's words for how an approval step ended: allowed | denied | timed_out | cancelled | refused | deferred.
QString auditDecisionName(core::ApprovalOutcome outcome);

// Fills the decision and its provenance of `record` from a decided ticket (a `terminal` call's or a hook's): findings,
// decision, who decided, scope, rule, via and the person's words, every text redacted.
void recordDecision(AuditRecord &record, const core::ApprovalTicket &ticket);

} // namespace airlock::engine
