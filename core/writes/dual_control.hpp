// Dual control (issue 28): with it on, an act that loosens a control takes two
// operators. Operator A's act is not written but proposed (a row in
// sealdesk_change_requests, event change_proposed); operator B, another
// database role, approves it and the act is then written in the same
// transaction as the approval (event change_applied naming both, and a
// change_applied cert on the chain), or rejects it with a reason; A may
// withdraw it; it expires after the store's set time. Brakes stay one person.
//
// The store enforces it, not the console: the store's owner turns it on once
// (dualControlSetupSql), which adds the change table, the functions through
// which a change is proposed, approved, rejected or withdrawn (SECURITY
// DEFINER: operators may read the table, never write it), and a guard
// trigger on each governed table that refuses a loosening write unless an
// approved change of exactly that value is applied in the same transaction,
// whoever writes it: the console, sealctl, psql or a script. Brakes and the
// kernel's own writes (a freeze on divergence, a sweep) pass the guard as
// before. Off (no table) it is today's behaviour: one operator.
#pragma once

#include "core/base/phrase.hpp"
#include "core/store/store.hpp"
#include "core/writes/governance.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

// What needs two people. The one table of the split (README, "Dual control"):
// each governed act, the table it writes, and when it loosens.
enum class ChangeKind
{
    Policy,           // seal_clearance: to CLEARED from HOLD, REVOKED or no row; max_proof_age_sec raised
    Thresholds,       // seal_thresholds: a ceiling raised or the approver count lowered
    Unfreeze,         // seal_domains: frozen to unfrozen
    MandateRelease,   // seal_mandate_paths: required to not required
    Budget,           // seal_budget: the limit raised or the window shortened
    ObligationCancel, // seal_obligations: an active duty deactivated
    SettleAttested,   // a hold settled by an operator's attestation (confirmed_one, absent, multiple)
    Proof,            // seal_proof: a green proof that puts a CLEARED path back in force (RED, stale or none)
};

struct ChangeRule
{
    ChangeKind kind;
    const char* name;      // as stored: policy | thresholds | unfreeze | mandate_release | budget | ...
    const char* table;     // the governed table ("" for a settle: seal_intents is the agents' too)
    const char* loosening; // when it needs two operators, in words
    // Only operators write the table (the agents never do): with dual control
    // on, every write to it, a brake too, goes through the functions
    // (sealdesk_brake, or an approved change); a direct one fails. The agents'
    // tables (seal_domains, seal_obligations) refuse only the loosening.
    bool throughFunctions;
};
// Every governed act, in the order above; the brakes (one person) are every
// other write: revoke, revoke-all, freeze, HOLD, lower ceilings, more
// approvers, mandate require, a budget lowered, settle by the provider's answer.
const std::vector<ChangeRule>& changeRules();
const ChangeRule& ruleOf(ChangeKind kind);
std::optional<ChangeKind> changeKindNamed(const std::string& name);

// A governed act as its write function has it, before it writes: what
// runOperatorWrite (operator_write.hpp) proposes instead when dual control
// is on and the act loosens. A change has one document, `after`: what the
// second operator is shown, what the approval applies (nothing else is
// replayed) and what the change_applied cert records. The store refuses a
// proposal whose document is not exactly its kind's fields.
struct ChangeDraft
{
    ChangeKind kind;
    std::string target; // the path, domain, budget key, obligation id or intent
    nlohmann::json
        after; // the fields the act writes (policy: status, and max_proof_age_sec when it sets one)
    std::string reason;
};

// Whether a governed row going from `oldRow` to `newRow` (null: no row; the
// row as to_jsonb gives it, NaN as "NaN") makes the kernel more permissive,
// read as the kernel reads each value: a max proof age of 0 or below is its
// default, a key changed is a row removed and another added, an active
// duty's timing moved is a duty that may never breach. The store's guard
// applies the same rule (sealdesk_loosens); `now` (store clock) bounds a
// recurring duty's next_window.
bool rowLoosens(ChangeKind kind, const nlohmann::json& oldRow, const nlohmann::json& newRow, double now);
// Whether an act with these values before and after loosens a control (the
// guard's own rule): `before` is the governed row (null: none), `after` the
// values the act sets (a ChangeDraft's `after`, laid over `before`). A settle
// by attestation always does.
bool changeLoosens(ChangeKind kind, const nlohmann::json& before, const nlohmann::json& after);

// ---- the store's side -------------------------------------------------------------------

// The statements that turn dual control on, for the store's owner: the change
// table and settings row, the functions, the guard on each governed table the
// store has, and the grants (SELECT on the table and EXECUTE on the functions
// to seal_operator and seal_approver when those groups exist). Idempotent:
// run again after the kernel created an optional table, to guard it too.
// `expirySec`: how long a proposal waits for a second operator (none: kept
// when dual control is on already, else a day).
std::vector<std::string> dualControlSetupStatements(Connection& conn, std::optional<double> expirySec);
// The governed tables this store has (seal_obligations only in the kernel's layout).
std::vector<std::string> governedTablesPresent(Connection& conn);
// Runs them in one transaction (StoreError when the session is not the tables' owner).
void applyDualControlSetup(Connection& conn, std::optional<double> expirySec);
// The GRANTs `sealctl grants ROLE --operator` adds when dual control is on.
std::vector<std::string> dualControlGrantStatements(std::string_view quotedRole);

// The schema the seal tables live in (where setup installs, and what every
// function it installs names its tables with).
std::string sealSchema(Connection& conn);

// Something of what setup installed that is not as it installed it: a
// governed table's guard or truncate trigger missing, disabled, enabled only
// for replica or only for origin, firing on other events or calling another
// function; a function whose source (by digest), rights or search_path
// differ. `table` is empty for a function.
struct GuardProblem
{
    std::string table;
    std::string cause;
};
std::vector<GuardProblem> dualControlGuardProblems(Connection& conn);
// One statement over the catalogue: what the guard's triggers, functions and
// tables' owners are now, as a digest ("" when dual control was never set
// up). A watch reads it every poll and asks dualControlGuardProblems only
// when it moved, so watching costs the same on any store.
std::string dualControlFingerprint(Connection& conn);
// For an alert watch (core/evidence/alerts.hpp): the fingerprint and whether dual control is on, as one
// string; and the problems as one line ("table: cause; ..."; empty when in force or off).
std::string dualControlWatchDigest(Connection& conn);
std::string dualControlProblemsLine(Connection& conn);
// A role that can log in and owns a governed table (it could switch the guard off): its name.
std::optional<std::string> loginOwnerOfGovernedTables(Connection& conn);

struct DualControlStatus
{
    bool on = false;                 // the settings row exists
    double expirySec = 0;
    double enabledAt = 0;
    std::string enabledBy;
    std::vector<std::string> guarded;      // governed tables whose guard is as setup installed it
    std::vector<std::string> unguarded;    // governed tables the store has whose guard is not (see problems)
    std::vector<GuardProblem> problems;    // each with its cause, functions included
    std::optional<std::string> loginOwner; // a login role owns the governed tables: a warning
    long long pending = 0;                 // proposals waiting, not expired

    // On, and every guard and function as setup installed it.
    bool holds() const { return on && problems.empty(); }
};
// Reads only; a store without the table is off.
DualControlStatus dualControlStatus(Connection& conn);
bool dualControlOn(Connection& conn);

// ---- change requests -------------------------------------------------------------------------

struct ChangeRow
{
    std::int64_t id = 0;
    std::string kind; // as stored (ChangeRule::name)
    std::string target;
    nlohmann::json params;
    nlohmann::json before; // the governed row as the proposal read it (null: no row)
    nlohmann::json after;
    std::string reason;
    std::string state; // pending | applied | rejected | withdrawn | expired (pending past expires_at)
    std::string proposedBy;
    double proposedAt = 0;
    double expiresAt = 0;
    std::optional<std::string> decidedBy;
    std::optional<double> decidedAt;
    std::optional<std::string> decisionReason;
    std::optional<std::int64_t> certSeq; // the change_applied cert
};

struct ChangeFilter
{
    std::optional<std::string> state; // one of ChangeRow::state's words; none: all
    int limit = 500;                  // newest first
};
// Bad rows (an unknown kind, JSON that is not an object) are kept with their
// stored text; `now` judges expiry.
std::vector<ChangeRow> readChanges(Connection& conn, const ChangeFilter& filter, double now);
std::optional<ChangeRow> readChange(Connection& conn, std::int64_t id, double now);

// One line per field that the change sets: {field, before, after}, values as
// text ("none" for a missing row's value).
struct ChangeLine
{
    std::string field;
    std::string before;
    std::string after;
};
std::vector<ChangeLine> changeLines(const ChangeRow& row);
// "path refund: status HOLD -> CLEARED" and the like, one line, English.
std::string changeSummary(const ChangeRow& row);

// The other operators who may approve it: members of seal_operator except the
// proposer and superusers; empty with `anyOperator` when the group does not exist.
struct ChangeApprovers
{
    std::vector<std::string> roles;
    bool anyOperator = false;
};
ChangeApprovers approversFor(Connection& conn, const std::string& proposer);

enum class ChangeDecision
{
    Approve,
    Reject,
    Withdraw
};
const char* changeDecisionName(ChangeDecision d); // approve | reject | withdraw

enum class ChangeRefusal
{
    None,
    NotPermitted, // superuser, not an operator, or dual control off
    Unknown,      // no such change
    NotPending,   // applied, rejected or withdrawn already
    Expired,
    OwnChange,      // the proposer approving or rejecting (withdraw instead)
    NotProposer,    // withdrawing another's proposal
    ReasonRequired, // a reject without a reason
    ActRefused,     // the act itself was refused when applied (e.g. the domain is no longer frozen)
    Stale,          // the governed row is no longer what the proposal showed as before: propose again
};
const char* changeRefusalName(ChangeRefusal r);

struct ChangeOutcome
{
    WriteFate fate = WriteFate::Refused;
    ChangeRefusal refusal = ChangeRefusal::None;
    std::string message; // said.text()
    Phrase said;
    std::int64_t changeId = 0;
    std::string role;
    std::string decision; // approve | reject | withdraw
    std::string state;    // the change's state after, as far as known
    std::optional<std::int64_t> certSeq; // the change_applied cert
    std::string actMessage;              // the applied act's own line (approve); `message` ends with it
    Phrase actSaid;                      // the same, for a reader's language

    bool landed() const { return fate == WriteFate::Done || fate == WriteFate::LostLanded; }
    nlohmann::json toJson() const;
};

// Approve: applies the act as the session role in one transaction with the
// approval, the change_applied event and cert; Reject needs a reason.
ChangeOutcome decideChange(Connection& conn, std::int64_t id, ChangeDecision decision,
                           const std::optional<std::string>& reason, const WritePause& pause = {});

// {"id", "kind", "target", "params", "before", "after", "reason", "state", "proposed_by", "proposed_at",
//  "expires_at", "decided_by", "decided_at", "decision_reason", "cert_seq", "lines": [{field, before,
//  after}]}
nlohmann::json changeJson(const ChangeRow& row);

// The SQLSTATE codes the functions and the guard raise (class SD).
inline constexpr const char* kSecondOperatorNeeded = "SD010";

} // namespace seal
