// Maker-checker approvals (SPEC-kernel.md §6), read side: the requests with
// their votes, each vote's signature checked against the governance key, and
// the tier rule that decides whether an amount needs humans at all.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <functional>
#include <nlohmann/json.hpp>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// A seal_thresholds row, as far as the tier rule needs it.
struct Thresholds
{
    double autoCeiling = 0;
    double dualCeiling = 0;
    int requiredApprovers = 2;
};

// §6: no thresholds → ALWAYS_HUMAN; amount ≤ auto_ceiling → AUTO; ≤
// dual_ceiling → DUAL; else ALWAYS_HUMAN. Pure, so the GUI can preview a tier.
std::string tierFor(double amount, const std::optional<Thresholds>& thresholds);

// required_approvers is at least 2: one approver is no maker-checker.
int requiredApprovers(const Thresholds& thresholds);

// The rules decide how many approvals a request needs, not its row (an agent
// writes the row), and changing a path's thresholds never strands a request
// (issue 25): a pending request needs the larger of its own `required` and
// the path's current required_approvers (`configured`, from seal_thresholds;
// nullopt without a row or a value), and never fewer than 2 (SPEC §6). The
// kernel decides at the row's `required`, which for its own requests is the
// same until someone raises the path's count; Seal Desk then asks for more.
int requiredNow(std::int64_t stored, std::optional<std::int64_t> configured);

// Why a request needs more than its row says, or "" when it does not:
// "the path now requires 3 approvers (its row says 2)", or "its row says 1,
// below the floor of two approvers".
std::string requiredNote(std::int64_t stored, std::optional<std::int64_t> configured);

struct Vote
{
    std::string approver;
    std::string decision; // approve | reject
    double at = 0;
    std::string sig;
};

struct Approval
{
    std::string id;
    std::string intent;
    std::string path;
    double amount = 0;
    std::string maker;
    std::string tier;
    std::string state;
    int required = 0;
    std::optional<std::int64_t> pathRequiredApprovers; // seal_thresholds.required_approvers of the path
    double createdAt = 0;
    double expiresAt = 0;
    std::optional<double> decidedAt;
    std::optional<double> consumedAt;
    std::vector<Vote> votes; // ordered by at
    // Values the row holds where the reference always writes a valid one
    // (NULL, NaN, ±Infinity, a time no calendar shows), each naming table,
    // column and row; such a number reads NaN, so formatters mark it invalid.
    std::vector<std::string> invalid;

    // Counted from the votes, not stored: the votes are the evidence.
    int approveCount() const;
    // The vote that decided the request (SPEC §6.3): a rejected request's
    // first reject, an approved one's `required`-th approve; nullptr while
    // pending, for an expired request, or when the votes do not show it.
    const Vote* decidingVote() const;
    // requiredNow / requiredNote of this request's row and its path.
    int approvalsNeeded() const;
    std::string requiredNote() const;
    // Still `pending` in its row but past expires_at: the reference leaves it
    // so until someone votes. Shown to humans; the parity state is the row's.
    bool pendingButExpired(double now) const { return state == "pending" && now > expiresAt; }
};

enum class SigCheck
{
    Valid,
    Invalid,
    Unverifiable
};
const char* sigCheckName(SigCheck check); // "valid" | "invalid" | "unverifiable"

// The signed text: "<id>|<approver>|<decision>|<repr(at)>" with Python's
// repr of the float, exactly as the reference kernel signs it.
std::string voteMessage(std::string_view approvalId, const Vote& vote);

// hex HMAC-SHA256(key, voteMessage): what an honest writer stored as sig.
std::string voteSignature(std::string_view key, std::string_view approvalId, const Vote& vote);

// Valid/invalid against the key; unverifiable without one (a missing key is
// not evidence of tampering, so it must never read as "invalid").
SigCheck verifyVote(const std::optional<std::string>& key, std::string_view approvalId, const Vote& vote);

// $SEAL_GOV_KEY; nullopt when unset or empty (an empty HMAC key is a
// misconfiguration, not a key).
std::optional<std::string> governanceKeyFromEnv();

// Approvals oldest first, optionally only one state, each with its votes.
// Caller holds a ReadTransaction.
std::vector<Approval> readApprovals(Connection& conn, const std::optional<std::string>& state = std::nullopt);

// Which approvals to read: each field narrows. newestDecided keeps only that
// many of the newest decided requests, oldestPending only that many of the
// oldest pending ones (a console list over a store with years of history);
// without them every matching request is read. The filters are the console
// list's own (an amount bound compares finite amounts; `search` is a
// case-insensitive substring of the id, the intent, the maker or a voter), applied by the server
// so that a list shorter than the store still finds what it asks for.
struct ApprovalQuery
{
    std::optional<std::string> state;
    std::optional<std::string> intent;
    std::optional<std::int64_t> newestDecided;
    std::optional<std::string> id;
    std::optional<std::int64_t> oldestPending;
    std::optional<std::string> path;
    std::optional<std::string> tier;
    std::optional<std::string> maker;
    std::optional<double> minAmount;
    std::optional<double> maxAmount;
    std::optional<std::string> search;
    // Only pending requests created after this time (the newest arrivals).
    std::optional<double> pendingCreatedAfter;
    // Only requests this approver has voted on (whatever their state).
    std::optional<std::string> votedBy;
    // Only pending requests this role neither made nor voted on (its queue;
    // expiry and the role's right to vote are the caller's to judge).
    std::optional<std::string> awaitingVoteOf;
    // Only requests whose decided_at (created_at while undecided) lies within.
    std::optional<double> timeFrom;
    std::optional<double> timeTo;
};
std::vector<Approval> readApprovals(Connection& conn, const ApprovalQuery& query);

// What new thresholds do to a path's pending requests (issue 25): each one
// still open at `now` whose approvals needed move from `before` to `after`.
struct PendingRequirementChange
{
    std::string id;
    int approves = 0; // approves so far
    int before = 0;   // needed under the path's current required_approvers
    int after = 0;    // needed under the new one
};
// Pure: `pending` are one path's pending requests with pathRequiredApprovers as now.
std::vector<PendingRequirementChange> pendingRequirementChanges(const std::vector<Approval>& pending,
                                                                std::int64_t newRequiredApprovers, double now);
// Reads the path's pending requests. Caller holds a transaction.
std::vector<PendingRequirementChange> readPendingRequirementChanges(Connection& conn, const std::string& path,
                                                                    std::int64_t newRequiredApprovers,
                                                                    double now);
// One line: "no pending request changes", or "2 pending request(s) change: <id> needs 3 approvals
// instead of 2 (1 so far), ..." — a raised count applies to them, a lowered one never goes below
// a request's own `required`.
std::string describePendingChanges(const std::vector<PendingRequirementChange>& changes);
// The same one request at a time, oldest first, read through a cursor in
// batches: memory holds a batch, not the list (an export of years of
// history). A whole history merges a second cursor over the votes in the same
// order; a window (newestDecided or oldestPending) reads each batch's votes by
// its ids, so its cost follows the window, not the history.
void forEachApproval(Connection& conn, const ApprovalQuery& query, const std::function<void(Approval&&)>& fn);

// Requests created in [since, until] (since nullopt: from the first) by
// outcome: approved | rejected | pending | expired (pending and past `until`),
// each with its count and the sum of its finite amounts (added in created
// order), sorted by outcome; and what is invalid in those requests and in
// those whose created_at is no time at all (which are in no period), oldest
// first. Grouped in the server: the cost does not grow with what is held.
struct ApprovalOutcome
{
    std::string outcome;
    std::int64_t count = 0;
    double amount = 0;
};
struct ApprovalOutcomes
{
    std::vector<ApprovalOutcome> byOutcome;
    std::vector<std::string> invalid;
};
ApprovalOutcomes readApprovalOutcomes(Connection& conn, const std::optional<double>& since, double until);
// Requests no longer pending (approved, rejected, expired, ...).
std::int64_t countDecidedApprovals(Connection& conn);

// Requests in state pending, and how many of them are pendingButExpired(now)
// (an expiry that is no time a calendar shows is not past): counted by the
// server, so the cost does not grow with the votes or the columns.
struct PendingCount
{
    std::int64_t pending = 0;
    std::int64_t pastExpiry = 0;
};
PendingCount countPendingApprovals(Connection& conn, double now);

// Every path's seal_thresholds row. Caller holds a ReadTransaction.
std::map<std::string, Thresholds> readThresholds(Connection& conn);

// The seq of each decided request's decision cert (SPEC §6.4: appended under
// intent "approval:<id>"), in one query: approval id -> seq; an approval
// without one is not in the map.
std::map<std::string, std::int64_t> readDecisionSeqs(Connection& conn, const std::vector<std::string>& approvalIds);

// The same certs with what their body says beyond the row: the reject's
// reason (kept only there, SPEC §6 beyond; nullopt when the cert has none, as
// the reference writes it). One query: approval id -> decision.
struct ApprovalDecision
{
    std::int64_t seq = 0;
    std::optional<std::string> reason;
};
std::map<std::string, ApprovalDecision> readApprovalDecisions(Connection& conn,
                                                              const std::vector<std::string>& approvalIds);

// The parity object: {id, intent, path, amount, maker, tier, state, required,
// created_at, expires_at, decided_at, consumed_at, approve_count,
// votes: [{approver, decision, at}]}. With `sigKey` (even a nullopt key),
// each vote also carries "sig": valid | invalid | unverifiable. Beyond the
// reference: a defective request also carries "defective": "<why>" (absent
// when it is not, so honest rows keep the reference's exact form), and a row
// with invalid values "invalid": ["seal_approvals.amount of id X is NaN", ...]
// with those numbers null.
nlohmann::json approvalJson(const Approval& approval,
                            const std::optional<std::optional<std::string>>& sigKey = std::nullopt);
// The same value appended to `out` as nlohmann's dump(2) prints it with every
// line after the first indented `indent` more spaces (an element of an
// indented array: PrettyJsonArrayWriter::addText), without building the tree:
// a streamed export of a million requests spends its time on the store.
// A `currency` (sealctl --currency) adds "currency": the store records none.
void appendApprovalJson(std::string& out, const Approval& approval,
                        const std::optional<std::optional<std::string>>& sigKey, int indent,
                        std::string_view currency = {});

} // namespace seal
