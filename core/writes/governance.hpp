// Operator and approver writes (SPEC-kernel.md §5, §6, §8): votes on
// maker-checker approvals, clearance policy, revocation and unfreezing.
//
// Every write is one transaction made by the session's database role, never a
// typed name. A write whose connection drops is never retried: the caller's
// connection is re-established with the same parameters and the store is
// re-read to say whether the write landed, did not land, or cannot be known.
#pragma once

#include "store.hpp"

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
    DefectiveRequest, // the row's `required` is below what the rules demand: no deciding approve
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
    std::string message; // one line naming the approval and the role
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
    std::string role;
    std::string subject;   // the path, the domain, or "ALL"
    std::string eventKind; // policy | revoked | unfrozen
    double at = 0;         // the event's (and row's) time
    long long paths = 0;   // revoke-all: rows turned REVOKED

    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
};

// SPEC §5: upserts seal_clearance (max_proof_age_sec kept, 86400 for a new
// row) and records event `policy`. status is CLEARED, HOLD or REVOKED; a
// REVOKED needs a reason.
OperatorOutcome setPolicy(Connection& conn, const std::string& path, const std::string& status,
                          const std::optional<std::string>& reason, const WritePause& pause = {});
// setPolicy(path, REVOKED, reason).
OperatorOutcome revoke(Connection& conn, const std::string& path, const std::string& reason,
                       const WritePause& pause = {});
// Every non-REVOKED row to REVOKED, one event `revoked` with path NULL
// (which suspends every path's licence, SPEC §4).
OperatorOutcome revokeAll(Connection& conn, const std::string& reason, const WritePause& pause = {});
// SPEC §8: a frozen domain back to frozen=false, event `unfrozen`.
OperatorOutcome unfreeze(Connection& conn, const std::string& domain, const std::string& reason,
                         const WritePause& pause = {});

} // namespace seal
