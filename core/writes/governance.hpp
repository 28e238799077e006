// Operator and approver writes (SPEC-kernel.md §5, §6, §8, §11-§13): votes on
// maker-checker approvals, clearance policy, revocation, freezing and
// unfreezing, and the governance settings (mandates, budgets, thresholds,
// proof history).
//
// Every write is one transaction made by the session's database role, never a
// typed name. A write whose connection drops is never retried: the caller's
// connection is re-established with the same parameters and the store is
// re-read to say whether the write landed, did not land, or cannot be known.
#pragma once

#include "core/base/phrase.hpp"
#include "core/rules/approvals.hpp"
#include "core/store/store.hpp"

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

namespace seal {

// How a write ended.
enum class WriteFate
{
    Done,          // committed and acknowledged
    Refused,       // the rules or permissions said no; nothing changed (except a recorded expiry)
    LostLanded,    // connection lost mid-write; re-read after reconnecting: it landed
    LostNotLanded, // connection lost mid-write; re-read after reconnecting: it did not land
    LostUnknown,   // connection lost and could not reconnect: not known whether it landed
};
const char* fateName(WriteFate fate); // done | refused | landed | not_landed | unknown

enum class Refusal
{
    None,
    NotPermitted,    // superuser, or not a member of seal_approver / seal_operator
    Privilege,       // the database denied a privilege (SQLSTATE 42501)
    ReasonRequired,  // a reject, revoke or unfreeze without a reason
    InvalidArgument, // a decision or status the kernel does not know
    UnknownApproval,
    SelfApproval, // the reference kernel's name for the maker voting
    NotPending,
    Expired,      // the expiry was recorded (state 'expired'), then the vote refused
    AlreadyVoted, // the unique (approval_id, approver) constraint refused a second vote
    UnknownDomain,
    NotFrozen,
    DefectiveRequest, // the row cannot be judged (its expiry is invalid): nothing is decided
    AlreadyFrozen,    // a manual freeze of a frozen domain: its standing reason and evidence are kept
    MissingTable,     // an optional table (seal_budget, seal_mandate_paths) this store does not have
    UnknownObligation, // no active duty / unresolved breach has that id (the kernel's words)
    NotOpen,           // unused since obligations are the kernel's (SPEC §14)
    WithdrawnLayout,   // seal_obligations has Seal Desk's withdrawn layout: never written
    SecondOperatorNeeded, // dual control (dual_control.hpp): the store refused a loosening write made alone
};
const char* refusalName(Refusal refusal);

// Test seam: a write calls it just before its COMMIT and just after it, so a
// test can stall the write there and kill the backend.
enum class WritePoint
{
    BeforeCommit,
    AfterCommit
};
using WritePause = std::function<void(Connection&, WritePoint)>;

// A pause for tests of a lost connection: at `point` the session names itself
// `applicationName` and sleeps `seconds`, so a test can end the backend there.
WritePause pauseSessionAt(WritePoint point, std::string applicationName, int seconds);

struct VoteRequest
{
    std::string approvalId;
    std::string decision;              // "approve" | "reject"
    std::optional<std::string> reason; // required for a reject; kept in the decision cert
    std::string govKey;                // signs the vote (SEAL_GOV_KEY, shared with the kernel)
    WritePause pause;
};

struct VoteOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message; // one line naming the approval and the role: said.text()
    Phrase said;         // the same line as a pattern and its values, for a reader's language
    std::string approvalId;
    std::string role;
    std::string decision;
    double at = 0;     // our vote, when it was attempted
    std::string sig;   // our vote's signature, when it was attempted
    std::string state; // the approval's state after the write, as far as known
    int approveCount = 0;
    int required = 0;
    std::optional<std::int64_t> certSeq; // the decision cert, when the approval is decided

    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
};

// SPEC §6: one vote by the session role, under SELECT ... FOR UPDATE on the
// approval row; decides the approval when the rules say so. The vote's sig is
// approvals.hpp's voteSignature() with request.govKey.
VoteOutcome vote(Connection& conn, const VoteRequest& request);

struct OperatorOutcome
{
    WriteFate fate = WriteFate::Refused;
    Refusal refusal = Refusal::None;
    std::string message; // one line naming the path or domain and the role
    // The same line as a pattern and its values, for a reader's language, without
    // the subject when `message` begins "<subject>: " (the console's own title
    // names it); empty for a write that has no phrase yet (obligations, sweeps).
    Phrase said;
    std::string role;
    std::string subject;   // the path, the domain, or "ALL"
    std::string eventKind; // policy | revoked | unfrozen | frozen | mandate_path_required | ...
    double at = 0;         // the event's (and row's) time
    long long paths = 0;   // revoke-all: rows turned REVOKED
    // Under dual control a loosening act is proposed, not written: the change
    // request's id (eventKind "change_proposed"); see dual_control.hpp.
    std::optional<std::int64_t> changeId;

    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
};

// SPEC §5: upserts seal_clearance and records event `policy` {status, reason,
// by}. status is CLEARED, HOLD or REVOKED; a REVOKED needs a reason.
// max_proof_age_sec: `maxProofAgeSec` when given (positive, finite), else an
// existing row keeps its value and a new row gets 86400.
OperatorOutcome setPolicy(Connection& conn, const std::string& path, const std::string& status,
                          const std::optional<std::string>& reason, const WritePause& pause = {},
                          std::optional<double> maxProofAgeSec = std::nullopt);
// setPolicy(path, REVOKED, reason).
OperatorOutcome revoke(Connection& conn, const std::string& path, const std::string& reason,
                       const WritePause& pause = {});
// Every non-REVOKED row to REVOKED, one event `revoked` with path NULL
// (which suspends every path's licence, SPEC §4).
OperatorOutcome revokeAll(Connection& conn, const std::string& reason, const WritePause& pause = {});
// SPEC §8: a frozen domain back to frozen=false, event `unfrozen`.
OperatorOutcome unfreeze(Connection& conn, const std::string& domain, const std::string& reason,
                         const WritePause& pause = {});

// ---- governance settings (SPEC §11-§13, §5, §6) ------------------------------------
// Each is one transaction by the session role, refused to non-operators, with
// its event; the rows are the reference writer's, the events are named below.
// The *Problem() functions say what is wrong with a value (empty: nothing), so
// sealctl can turn it into a usage error before connecting.

// SPEC §13 manual freeze: seal_domains upsert frozen=TRUE, reason "manual
// freeze: <reason>", evidence {"by": role}, frozen_at (as the reference's
// manual freezes in store-c read), event `frozen` {domain, reason, by} with
// path = domain. A domain already frozen is refused (AlreadyFrozen): its
// standing reason and evidence (a divergence, out-of-band spend) are kept.
OperatorOutcome freeze(Connection& conn, const std::string& domain, const std::string& reason,
                       const WritePause& pause = {});

// SPEC §12: seal_mandate_paths upsert (path, required, updated_at, updated_by
// = role), event `mandate_path_required` / `mandate_path_released` with path
// P and detail {by, reason} (the reference's {by}, plus the reason asked for).
// MissingTable when the store has no seal_mandate_paths.
OperatorOutcome setMandateRequired(Connection& conn, const std::string& path, bool required,
                                   const std::string& reason, const WritePause& pause = {});

// SPEC §11 set_limit: seal_budget upsert (budget_key, limit_amt, window_sec,
// updated_at), event `budget_limit_set` {budget_key, limit, window_sec, by,
// reason} with path NULL (a budget key is not a path). Both numbers positive
// and finite. MissingTable when the store has no seal_budget.
Phrase budgetLimitProblem(double limit, double windowSec); // empty pattern: fine
OperatorOutcome setBudgetLimit(Connection& conn, const std::string& budgetKey, double limit, double windowSec,
                               const std::string& reason, const WritePause& pause = {});

// SPEC §6 set_thresholds: seal_thresholds upsert (path, auto_ceiling,
// dual_ceiling, required_approvers, updated_at, updated_by = role), event
// `thresholds_set` {auto_ceiling, dual_ceiling, required_approvers, by,
// reason} with path P. The reference's rules: 0 <= auto <= dual, approvers >= 2.
Phrase thresholdsProblem(const Thresholds& thresholds); // empty pattern: fine
OperatorOutcome setThresholds(Connection& conn, const std::string& path, const Thresholds& thresholds,
                              const std::string& reason, const WritePause& pause = {});

// SPEC §5 record_proof: one seal_proof row (path, green, storm_n, executions,
// detail {"by": role}, at), event `proof_recorded` {green, storm_n,
// executions, by} with path P. storm_n >= 1 and executions >= 0 when given; a
// green storm is exactly one execution, so green with executions != 1 is refused.
struct ProofRecord
{
    std::string path;
    bool green = false;
    std::optional<int> stormN;
    std::optional<int> executions;
    std::string reason = {}; // why, when dual control proposes it (a green proof that puts a path back in force)
};
Phrase proofProblem(const ProofRecord& proof); // empty pattern: fine
OperatorOutcome recordProof(Connection& conn, const ProofRecord& proof, const WritePause& pause = {});

// The positive, finite max_proof_age_sec a policy may set.
Phrase maxProofAgeProblem(double seconds); // empty pattern: fine

} // namespace seal
