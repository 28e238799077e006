// The governance acts as StoreActions (models/actions/store_action.hpp):
// votes, policies and revocations, thresholds, proof age, freezes, mandates,
// obligations and dual control's decisions. Each builds core's request from
// what the page shows; the reason is the one the confirmation takes.
#pragma once

#include "core/rules/approvals.hpp"
#include "core/writes/obligation_writes.hpp"
#include "models/actions/store_action.hpp"

#include <cstdint>
#include <string>

namespace seal::actions {

// A vote on `approval`: approve, or reject with the reason the confirmation
// asks. Signed with the session's governance key (SEAL_GOV_KEY), else — as
// sealctl does — a throwaway random key; the key is wiped once used.
StoreAction<VoteOutcome> vote(const Approval& approval, bool reject);
// Whether vote() signs with a throwaway key now (the confirmation says so:
// such a signature cannot be verified later).
bool votesWithThrowawayKey();

// The clearance policy of `path` (CLEARED, HOLD or REVOKED; an empty reason is none).
StoreAction<OperatorOutcome> setPolicy(const std::string& path, const std::string& status);
// The policy as it is, with a new max proof age.
StoreAction<OperatorOutcome> setMaxProofAge(const std::string& path, const std::string& status, double seconds);
StoreAction<OperatorOutcome> revoke(const std::string& path);
StoreAction<OperatorOutcome> revokeAll();
StoreAction<OperatorOutcome> setThresholds(const std::string& path, const Thresholds& thresholds);
StoreAction<OperatorOutcome> freeze(const std::string& domain);
StoreAction<OperatorOutcome> unfreeze(const std::string& domain);
StoreAction<OperatorOutcome> setMandateRequired(const std::string& path, bool required);
StoreAction<OperatorOutcome> cancelObligation(const std::string& obligationId);
StoreAction<OperatorOutcome> resolveBreach(std::int64_t breachId);
// Dual control (issue 28): approve, reject or withdraw a proposed change.
StoreAction<ChangeOutcome> decideChange(std::int64_t changeId, ChangeDecision decision);

} // namespace seal::actions
