// The authorization receipt: the reference's `Receipt.build(intent)`
// (SPEC-kernel.md §13), field for field and text for text, plus the checks
// the console makes beyond it in a block of their own.
//
// The reference's document (parity, store-c.expected.json
// `authorization_receipts`): title, SAMPLE, summary, status, status_label,
// action {path, domain, amount}, allowed, once, world_id, off_rail_check,
// honesty, verify_yourself, generated_at, receipt_id, receipt_digest.
//   receipt_id     = digest({intent, at: int(now)})[:12]
//   receipt_digest = digest(document without generated_at and receipt_digest)
// (console_checks, ours, is outside the document and outside the digest.)
//
// STATUS, the reference's rule (first match wins):
//   blocked                     the intent's state is not `sealed`;
//   off_rail                    a readable sweep in the window (±window around
//                               the intent's created_at) found out-of-band
//                               spend on its domain or untagged;
//   diverged                    the latest cert's tier is WORLD_DIVERGED;
//   allowed_once_world_unknown  that tier is WORLD_UNKNOWN, or there is no cert
//                               ("unconfirmed"), or a reconcile_unknown sweep
//                               falls in the window (unreadable);
//   allowed_once                otherwise.
// Note SEALED (sealed, never witnessed) is allowed_once in the reference.
//
// CONSOLE CHECKS (beyond; they never change the status): the claim row is
// missing (the reference refuses such an intent; we still build a `blocked`
// receipt when the store knows the intent from a cert or an approval); the
// chain does not verify, with its breaks at this intent's certs; more than one
// executor cert (executed twice); sealed without an executor cert; a cert that
// says world "diverged" while the latest tier does not; admitted although the
// approval request was not approved; a maker who voted on their own request; a
// vote whose signature does not verify; fewer approvals than required; the
// path's policy REVOKED at admission (reconstructed from policy events); an
// admitted intent no human approved on a path without thresholds (AUTO at the
// gateway, SPEC §6, §15.8: auto_without_thresholds).
#pragma once

#include "core/chain/chain_verifier.hpp"
#include "core/evidence/evidence_document.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/clearance.hpp"
#include "core/store/store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

enum class AuthorizationStatus { AllowedOnce, AllowedOnceWorldUnknown, Blocked, Diverged, OffRail };

// allowed_once | allowed_once_world_unknown | blocked | diverged | off_rail
const char* authorizationStatusCode(AuthorizationStatus status);
// The reference's status_label, exactly ("Allowed, ran once, confirmed by the provider").
const char* authorizationStatusLabel(AuthorizationStatus status);

// What the reference's status is decided from (its `_status`); read from the
// store, or set by a test.
struct AuthorizationFacts
{
    bool executed = false;                 // once.executed: the intent's state is "sealed"
    bool swept = true;                     // off_rail_check.swept (false: the intent has no created_at)
    bool readable = true;                  // off_rail_check.readable (no reconcile_unknown in the window)
    bool outOfBandFound = false;           // off_rail_check.out_of_band_found is not 0
    std::optional<std::string> worldState; // world_id.state when it is a string
};

struct StatusVerdict
{
    AuthorizationStatus status = AuthorizationStatus::Blocked;
    std::string reason; // one line naming what decided it
};

// The reference's rule above, pure.
StatusVerdict classifyAuthorization(const AuthorizationFacts& facts);

// The reference's default reconcile window (Receipt.build's reconcile_window_sec).
inline constexpr double kDefaultReceiptWindowSec = 3600.0;

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

// One thing the console found beyond the reference; never changes the status.
struct ConsoleFinding
{
    std::string kind;   // no_claim_row | chain_not_verified | executed_more_than_once | ...
    std::string detail; // one line a person can read
};

struct AuthorizationReceipt
{
    std::string intent;
    double generatedAt = 0;
    double windowSec = kDefaultReceiptWindowSec;
    std::string generatedBy; // the role that produced it
    std::string store;       // host/db
    // The reference's document, every field (generated_at, receipt_id and
    // receipt_digest included).
    nlohmann::json document;
    AuthorizationFacts facts;
    StatusVerdict status;
    // ---- console checks: what the console reads beyond the reference
    bool claimRow = false;
    std::optional<std::string> action, state, tier, path;
    std::optional<double> createdAt, leaseUntil, admittedAt;
    std::vector<Approval> approvals;               // oldest first
    std::vector<std::vector<SigCheck>> voteChecks; // per approval, per vote
    std::vector<CertEntry> approvalCerts;
    std::optional<ClearanceAtAdmission> clearance;
    std::vector<CertEntry> certs; // by seq
    int executorCerts = 0;        // sealed or healed certs of the intent
    ChainVerdict chain;           // breaks: only those at this intent's certs
    std::size_t chainBreaksTotal = 0;
    std::vector<ConsoleFinding> findings;
};

// Verifies the chain (its own transaction), then reads everything in one
// read-only transaction. `generatedAt` is the build's time (receipt_id,
// generated_at: pass nowEpoch(), or a pinned time); `windowSec` the reconcile
// window around the intent's created_at. `governanceKey` checks vote
// signatures (nullopt: unverifiable, never "invalid"). nullopt when the store
// knows nothing of the intent (no claim, no cert, no approval). Call outside
// any transaction.
std::optional<AuthorizationReceipt> buildAuthorizationReceipt(Connection& conn, const std::string& intent,
                                                              double generatedAt,
                                                              const std::optional<std::string>& governanceKey,
                                                              double windowSec = kDefaultReceiptWindowSec);

// digest v1 of the document without generated_at, receipt_digest and
// console_checks: what receipt_digest must equal.
std::string authorizationReceiptDigest(const nlohmann::json& document);

// The console's checks as JSON: {note, findings: [{kind, detail}], claim_row,
// chain, executor_certs, admitted_at, clearance_at_admission, approvals,
// approval_certs, certs}.
nlohmann::json consoleChecksJson(const AuthorizationReceipt& receipt);
// The reference's document with "console_checks" added (sealctl --format authorization-json).
nlohmann::json authorizationReceiptJson(const AuthorizationReceipt& receipt);
// The same document for people (HTML, PDF): the reference's four questions,
// then the console checks.
// `currency` (ISO 4217) follows the amount; without one the amount says the
// currency is not recorded.
EvidenceDocument authorizationDocument(const AuthorizationReceipt& receipt, std::string_view currency = {},
                                       const NumberMarks& marks = {});

} // namespace seal
