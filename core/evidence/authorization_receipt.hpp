// The authorization receipt: the document a dispute over one intent needs,
// for someone with no access to the store. It answers
//   ALLOWED  who authorised it and on what evidence (clearance in force at
//            admission, approval tier, approvers and their votes, maker);
//   ONCE     that it was admitted once: the claim row, its certs, their
//            place in the chain, and whether the chain verifies;
//   WORLD    what the provider confirmed (tier, witness evidence);
//   STATUS   one word for all of it, with a plain-language label.
//
// STATUS, decided by classifyAuthorization() in this order (first match wins):
//   diverged   the world and the chain disagree: a cert of the intent says
//              world "diverged" (the provider saw the effect more than once,
//              or not at all for a sealed effect), or the chain holds more
//              than one executor cert (sealed/healed) for it: executed twice.
//   blocked    nothing was admitted: no claim row in seal_intents and no
//              executor cert. The approval was rejected, expired, is still
//              pending, or was approved and never used; or nothing is known.
//   off_rail   admitted, but not the way the rules allow, or the record
//              cannot be relied on: the chain does not verify; certs exist
//              without the claim row; the claim says sealed but the chain holds
//              no executor cert; its approval request was not approved
//              (rejected, pending, expired); the approval that let it through
//              counts the maker's own vote, has fewer approvals than required,
//              or a vote whose signature is invalid; or the path's policy was
//              REVOKED at admission.
//   allowed_once               admitted once, authorised, the chain verifies,
//                              and the provider confirmed it (tier WORLD_FINAL).
//   allowed_once_world_unknown as allowed_once, but the provider has not
//                              confirmed it: tier SEALED (not asked yet),
//                              WORLD_UNKNOWN (asked, could not tell), or the
//                              claim is still open (in flight, or a hold).
// "Authorised" means: when an approval was requested, one was approved
// without defect; when none was, the path was not REVOKED at admission. The
// clearance in force at admission is shown as evidence either way.
#pragma once

#include "approvals.hpp"
#include "chain_verifier.hpp"
#include "clearance.hpp"
#include "evidence_document.hpp"
#include "store.hpp"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace seal {

enum class AuthorizationStatus { AllowedOnce, AllowedOnceWorldUnknown, Blocked, Diverged, OffRail };

// allowed_once | allowed_once_world_unknown | blocked | diverged | off_rail
const char* authorizationStatusCode(AuthorizationStatus status);
// One sentence a bank clerk can read.
const char* authorizationStatusLabel(AuthorizationStatus status);

// What the status is decided from; read from the store, or set by a test.
struct AuthorizationFacts
{
    bool claimRow = false;               // seal_intents has the intent
    std::optional<std::string> state;    // its state
    std::optional<std::string> tier;     // its tier, else the newest cert's
    int executorCerts = 0;               // sealed or healed certs of the intent
    bool worldDiverged = false;          // a cert says world "diverged", or tier WORLD_DIVERGED
    std::optional<std::string> approval; // the deciding request's state: approved | rejected | pending | expired
    std::optional<std::string> approvalDefect; // why an approved request does not count
    bool revokedAtAdmission = false;
    bool chainOk = true;
};

struct StatusVerdict
{
    AuthorizationStatus status = AuthorizationStatus::Blocked;
    std::string reason; // one line naming what decided it
};

// The rule above, pure.
StatusVerdict classifyAuthorization(const AuthorizationFacts& facts);

// One cert of the intent (or one approval decision cert for it).
struct CertEntry
{
    std::int64_t seq = 0;
    std::string hash;
    double at = 0;            // NaN when created_at is NULL or not a time (named in `invalid`)
    std::string kind; // sealed | healed | witnessed | approval_decision | other
    std::optional<std::string> tier;
    std::optional<std::string> world;
    std::optional<std::string> witnessState;
    std::optional<std::string> observedTier;
    std::optional<std::string> witnessCountText;    // raw jsonb text
    std::optional<std::string> witnessEvidenceText; // raw jsonb text
    std::optional<std::string> outcome;             // approval decision certs
    std::string invalid;                            // a value the reference never writes, naming table, column, seq
};

// The clearance in force when the intent was admitted, and where that came from.
struct ClearanceAtAdmission
{
    Clearance clearance;
    std::string source; // "policy event #13 at ...", "clearance row ...", "no policy recorded ..."
};

struct AuthorizationReceipt
{
    std::string intent;
    double generatedAt = 0;
    std::string generatedBy; // the role that produced it
    std::string store;       // host/db
    // the claim
    bool claimRow = false;
    std::optional<std::string> action, state, tier, path;
    std::optional<double> createdAt, leaseUntil, admittedAt;
    // ALLOWED
    std::vector<Approval> approvals;               // oldest first
    std::vector<std::vector<SigCheck>> voteChecks; // per approval, per vote
    std::vector<CertEntry> approvalCerts;
    std::optional<ClearanceAtAdmission> clearance;
    // ONCE and WORLD
    std::vector<CertEntry> certs; // by seq
    ChainVerdict chain;           // breaks: only those at this intent's certs
    std::size_t chainBreaksTotal = 0;
    // STATUS
    AuthorizationFacts facts;
    StatusVerdict status;
};

// Verifies the chain (its own transaction), then reads everything in one
// read-only transaction. `governanceKey` checks vote signatures (nullopt:
// unverifiable, never "invalid"). nullopt when the store knows nothing of the
// intent (no claim, no cert, no approval). Call outside any transaction.
std::optional<AuthorizationReceipt> buildAuthorizationReceipt(Connection& conn, const std::string& intent,
                                                              double generatedAt,
                                                              const std::optional<std::string>& governanceKey);

nlohmann::json authorizationReceiptJson(const AuthorizationReceipt& receipt);
EvidenceDocument authorizationDocument(const AuthorizationReceipt& receipt);

} // namespace seal
