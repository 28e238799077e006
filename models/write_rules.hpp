// When the console offers a write, and why not when it does not. Every
// write button asks these before it is enabled; its tooltip is the answer.
// The store enforces the same rules again when the write runs (SPEC §6): the
// console only makes the refusal visible before anyone clicks.
#pragma once

#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "models/store_types.hpp"

#include <QString>
#include <optional>

namespace seal {

// What the session allows before any rule of the store is asked: who it is
// (nullopt before the console has learnt it), whether it is read-only, and
// whether the store is reachable right now (a write is never sent while it
// is not, so "not known whether it landed" is said only of a sent write).
struct WriteGate
{
    std::optional<StoreIdentity> identity;
    bool readOnly = false;
    bool offline = false;
};

// Why the identity may not vote on `approval` now, or empty when it may.
QString whyNotVote(const WriteGate& gate, const Approval& approval, double now);

// whyNotVote, and also why an approve may not be cast: the request is
// defective (its `required` is below the rules, core's requiredDefect) and
// this approve would decide it. A reject stays possible.
QString whyNotApprove(const WriteGate& gate, const Approval& approval, double now);

// Why the identity may not set policy, revoke, settle or unfreeze, or empty.
QString whyNotOperate(const WriteGate& gate);

// whyNotOperate, and also why `status` cannot be set on a path whose
// clearance is `clearance`: REVOKED is not set again on a revoked path (the
// write would only repeat the policy event; set CLEARED or HOLD to lift it).
// Revoke path is setPolicy(REVOKED), so it asks the same.
QString whyNotSetPolicy(const WriteGate& gate, const Clearance& clearance, const std::string& status);

// whyNotOperate, and also why the proof age of a path whose clearance is
// `clearance` cannot be set: setting it re-sets the policy as it is, and a
// REVOKED policy is not set again (lift it with CLEARED or HOLD first).
QString whyNotSetProofAge(const WriteGate& gate, const Clearance& clearance);

// whyNotOperate, and also why domain `domain` cannot be frozen by hand: it
// is frozen already (`frozenReason`), and re-freezing would overwrite the
// standing reason and evidence (core refuses it too).
QString whyNotFreeze(const WriteGate& gate, const std::string& domain,
                     const std::optional<std::string>& frozenReason);

} // namespace seal
