// One intent's whole story (issue 13): its row, its certs, the approval
// requests for it with their votes, its mandate, spent ticket, budget
// reservations and events, whether it is held or diverged and its domain
// frozen, the sagas it is a child of — and all of it merged into one timeline
// in time order. Read-only. The budget, mandate, ticket and graph tables are
// optional (SPEC §11–§13): a store without one has none of that, not an error.
//
// Bounded: each section reads at most its limit of rows (an agent can write a
// million events for one intent) and says so in `truncated`. Strings are as
// stored (agent-written): show them through visibleText, never as markup.
#pragma once

#include "core/base/phrase.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/budgets.hpp"
#include "core/rules/holds.hpp"
#include "core/rules/mandates.hpp"
#include "core/store/store.hpp"

#include <cstddef>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

// How many rows each section reads at most.
struct IntentStoryLimits
{
    std::size_t certs = 1000;
    std::size_t approvals = 100;
    std::size_t votesPerApproval = 100;
    std::size_t events = 1000;
    std::size_t reservations = 1000;
    std::size_t sagas = 100;
    // An event's detail longer than this (as JSON text) is left out; its size is kept.
    std::size_t eventDetailBytes = 64 * 1024;
};

// The seal_intents row.
struct StoryIntentRow
{
    std::string intent;
    std::string action;
    std::string argsDigest;
    std::string state; // open | sealed | fenced | failed
    std::string fence;
    double leaseUntil = 0;
    std::optional<std::string> domain; // the path
    std::optional<std::string> tier;
    std::optional<std::string> graphId;
    double createdAt = 0;
    double updatedAt = 0;
};

struct StoryCert
{
    std::int64_t seq = 0;
    std::string hash;
    std::optional<std::string> tier;  // body.tier
    std::optional<std::string> world; // body.world
    // "sealed" (the executor's: has result_digest), "witnessed" (has
    // witness_state), "healed" (healed: true); none for another shape.
    std::optional<std::string> kind;
    std::optional<std::string> witnessState;
    // body.witness_evidence as JSON text ({ids, note} from the provider, or
    // {note, attested_by} from an operator); none when the cert has none.
    std::optional<std::string> witnessEvidenceText;
    double at = 0; // created_at
};

// An approval request for the intent (approvals.hpp's Approval, votes capped)
// with the seq of its decision cert (SPEC §6.4), when one was appended.
struct StoryApproval
{
    Approval approval;
    std::optional<std::int64_t> decisionSeq;
    bool votesTruncated = false;
};

struct StoryTicket
{
    std::string sig;
    std::string path;
    double spentAt = 0;
};

struct StoryEvent
{
    std::int64_t id = 0;
    std::string kind;
    std::optional<std::string> path;
    double at = 0;
    std::optional<std::string> detailText; // jsonb text; none when NULL or left out
    std::size_t detailOmittedBytes = 0;    // > 0: the detail was longer than the limit
};

struct StoryFrozenDomain
{
    std::string domain;
    std::optional<std::string> reason;
    std::optional<double> frozenAt;
};

// The intent as a child of a saga: its child row, the graph's stored state and
// §13's evaluate verdict over the graph's required children.
struct StorySaga
{
    std::string graphId;
    std::string childKey;
    std::string state; // the child's: pending | sealed | failed | compensated
    bool required = false;
    std::optional<std::string> graphState;     // none when the graph row is missing
    std::optional<std::string> evaluatedState; // evaluateSaga(); none without a graph row
};

// Which section an entry of the timeline comes from, and where in it: `index`
// into that section's vector (for a vote, the approval's; `subIndex` is the vote's).
enum class StorySection
{
    Intent,
    Cert,
    Approval,
    Vote,
    Mandate,
    Ticket,
    Reservation,
    Event,
    Domain
};

struct StoryEntry
{
    double at = 0;
    // intent_created, intent_updated, cert, approval_requested, vote,
    // approval_decided, approval_consumed, approval_expired, mandate_minted,
    // mandate_consumed, mandate_expired, ticket_spent, spend_reserved, event,
    // domain_frozen.
    std::string kind;
    std::string summary; // one plain English line (what.text()); may hold agent-written text
    Phrase what;         // the same line as a pattern and its values, for a reader's language
    // Who did it, as the store names them: the maker, the approver, the
    // operator an event's detail names (`by`), the operator who attested a
    // witness ("ops_ana (operator)") or "the provider (witness)"; "" when
    // the store does not say (an agent's admission, a cert it sealed).
    std::string by;
    Phrase who; // `by` as a pattern and its values ("%1 (operator)"), for a reader's language
    // With what: an operator's note, the provider's ids or error, an event's
    // verdict or reason; "" when none was recorded.
    std::string evidence;
    nlohmann::json ref;  // the key ids: {"seq": 12, "hash": ...}, {"approval_id": ...}, ...
    StorySection section = StorySection::Intent;
    std::size_t index = 0;
    std::size_t subIndex = 0;
};

struct StoryTruncation
{
    bool certs = false;
    bool approvals = false;
    bool votes = false;
    bool events = false;
    bool reservations = false;
    bool tickets = false; // the intent spent more than one ticket; the newest is shown
    bool sagas = false;
    bool any() const { return certs || approvals || votes || events || reservations || tickets || sagas; }
};

struct IntentStory
{
    std::string intent;                    // as asked, or the approval's intent for "approval:<id>"
    double at = 0;                         // the time states (mandate, hold) were judged against
    std::optional<StoryIntentRow> row;     // none when the row is gone (a released claim) or never was
    std::vector<StoryCert> certs;          // by seq
    std::vector<StoryApproval> approvals;  // by created_at
    std::optional<Mandate> mandate;        // the newest by created_at (§12 for_intent)
    std::optional<StoryTicket> ticket;     // the newest spent ticket
    std::vector<Reservation> reservations; // by at
    std::vector<StoryEvent> events;        // by at
    HoldKind hold = HoldKind::None;        // classifyIntent(): LeaseExpired, WorldUnknown or InFlight
    bool diverged = false;                 // tier WORLD_DIVERGED
    std::optional<StoryFrozenDomain> domainFrozen;
    std::vector<StorySaga> sagas;     // by graph_id, child_key
    std::vector<StoryEntry> timeline; // by at (an invalid time last), then as the sections list them
    StoryTruncation truncated;
    std::vector<std::string> invalid; // "seal_events.at of id 7 is NaN", ...
};

// The story of `intent` as of `now`: nullopt when the store has neither a row
// for it nor anything that names it (certs, approvals, events, mandate,
// ticket, reservations, saga children). "approval:<id>" (when no intent has
// that literal id) names the intent of approval <id>. Caller holds a
// ReadTransaction (one snapshot: every section is the same state of the
// store). Every value is bound, never spliced.
std::optional<IntentStory> readIntentStory(Connection& conn, const std::string& intent, double now,
                                           const IntentStoryLimits& limits = {});

// The timeline of the parts of `story` (everything but its timeline), in time
// order. readIntentStory() calls it; exposed for tests and for a view that
// filters sections.
std::vector<StoryEntry> storyTimeline(const IntentStory& story);

// {intent: {...row...}|null, intent_id (the id the story is about, row or not), at,
// certs: [{seq, hash, tier, world, kind, witness_state, at}],
// approvals: [approvalJson + decision_seq, votes_truncated], mandate: mandateJson|null,
// ticket: {sig, path, spent_at}|null, reservations: [{id, budget_key, amount, state, at}],
// events: [{id, kind, path, at, detail (+ detail_omitted_bytes when left out)}],
// hold: {kind, lease_until}|null, in_flight, diverged, domain_frozen: {domain, reason, frozen_at}|null,
// sagas: [{graph_id, child_key, state, required, graph_state, evaluated_state}],
// timeline: [{at, kind, summary, ref (+ by, evidence when known)}], truncated: {certs, approvals, votes, events, reservations,
// tickets, sagas}; "invalid": [...] only when a value was. A time or amount that is not a finite
// number is null.
nlohmann::json intentStoryJson(const IntentStory& story);

} // namespace seal
