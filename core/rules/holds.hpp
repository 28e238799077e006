// Holds, in-flight claims and divergences (SPEC-kernel.md §7, §8): the
// effects whose outcome nobody knows yet, and the ones where the world and
// the chain disagree. Read-only; settling is a write and lives elsewhere.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

enum class HoldKind
{
    None,
    LeaseExpired,
    WorldUnknown,
    InFlight
};

// "lease_expired", "world_unknown", "in_flight" ("" for None).
const char* holdKindName(HoldKind kind);

// §7 as a pure rule: tier WORLD_UNKNOWN is a hold whatever the state; an open
// intent is held once its lease has passed (lease_until < now) and in flight
// until then; anything else is neither. An open intent whose lease_until is
// not a time (NaN, NULL, ...) is held: nobody can say its holder is alive.
HoldKind classifyIntent(std::string_view state, const std::optional<std::string>& tier, double leaseUntil,
                        double now);

// The event kind of a settle whose verdict was unknown: an attempt, not an
// outcome. Not one of §4's breach kinds, so it never suspends a licence.
inline constexpr const char* kSettleUnknownEvent = "settle_unknown";

// The newest cert of an intent: what the chain last said about it.
struct LastCert
{
    std::int64_t seq = 0;
    std::string hash;
    double at = 0;
    std::optional<std::string> tier;
    std::optional<std::string> world;
};

// Where a hold's amount comes from, first that has one (issue 27 item 3).
enum class HoldAmountSource
{
    None,
    Approval,     // its newest approval request (seal_approvals.amount)
    Reservation,  // its budget reservation (seal_spend.amount, the newest row of the intent)
    PendingTicket // the gateway's hand-off of a ticket not yet executed (seal_ticket_pending.amount, §15.5)
};

struct HeldIntent
{
    std::string intent;
    HoldKind kind = HoldKind::None;
    std::optional<std::string> path; // seal_intents.domain
    std::string action;
    std::string state;
    std::optional<std::string> tier;
    double leaseUntil = 0;
    double createdAt = 0;
    std::optional<LastCert> lastCert;
    std::optional<double> amount; // readHoldAmounts: see amountSource
    HoldAmountSource amountSource = HoldAmountSource::None;
    std::optional<std::string> budgetKey; // the reservation's or pending ticket's budget, when one names it
    std::vector<std::string> invalid; // "seal_intents.lease_until of intent X is NaN", ...
};

struct HoldsReport
{
    double at = 0;                    // the time leases were judged against
    std::vector<HeldIntent> holds;    // oldest first
    std::vector<HeldIntent> inFlight; // oldest first
};

// Reads holds and in-flight claims as of `now`. Caller holds a ReadTransaction.
HoldsReport readHolds(Connection& conn, double now);

// Fills each hold's and in-flight claim's `amount` from its newest approval
// request (seal_approvals.amount, by created_at then id: the request the
// authorization receipt reads), else from its budget reservation (the newest
// seal_spend row naming the intent), else from a pending gateway ticket
// (seal_ticket_pending, 0.3.x); an intent none of them names keeps none.
// Reads only the held intents' rows. Apart from readHolds because only the
// Holds page shows it. Caller holds a ReadTransaction.
void readHoldAmounts(Connection& conn, HoldsReport& report);

// {"at", "holds": [{intent, kind, path, action, state, tier, lease_until,
// created_at, last_cert: null | {seq, hash, at, tier, world}}], "in_flight": [same, kind "in_flight"]};
// a hold with invalid values also has "invalid": [...] (those numbers null).
nlohmann::json holdsJson(const HoldsReport& report);

// One observation cert (witnessed or healed) of a diverged intent.
struct Observation
{
    std::int64_t seq = 0;
    double at = 0;
    std::string hash;
    std::optional<std::string> observedTier;
    std::optional<std::string> witnessState;
    std::optional<std::string> witnessCountText;    // raw jsonb text
    std::optional<std::string> witnessEvidenceText; // raw jsonb text
    std::optional<std::string> tier;
    std::optional<std::string> world;
    std::string invalid; // "seal_certs.created_at of seq 7 is NaN", or empty
};

// An operator's review of a diverged intent: the newest `unfrozen` event
// (SPEC §8: detail {domain, reason, by}) of its domain since it diverged.
struct DomainReview
{
    std::int64_t eventId = 0;
    std::optional<std::string> by; // detail.by: the operator's role (when a string)
    double at = 0;
    std::optional<std::string> reason;
};

struct DivergedIntent
{
    std::string intent;
    std::optional<std::string> path;
    std::string action;
    std::string state;
    double createdAt = 0;
    std::vector<Observation> observations; // by seq
    std::string invalid;
    std::optional<DomainReview> reviewed; // none: its domain was not unfrozen since it diverged

    // When it diverged as far as the store says: its newest observation, else its creation.
    double divergedAt() const { return observations.empty() ? createdAt : observations.back().at; }
};

struct OutOfBandSpend
{
    std::int64_t id = 0;
    std::optional<std::string> path;
    std::optional<std::string> intent;
    double at = 0;
    std::optional<std::string> detailText;
    std::optional<std::string> domain; // detail.domain, when a string
    std::string invalid;
};

struct FrozenDomain
{
    std::string domain;
    std::optional<std::string> reason;
    std::optional<std::string> evidenceText;
    std::optional<double> frozenAt;
    std::string invalid;
};

struct DivergenceReport
{
    std::vector<DivergedIntent> divergedIntents; // oldest first
    std::vector<OutOfBandSpend> outOfBandSpend;  // by at
    std::vector<FrozenDomain> frozenDomains;     // by frozen_at

    // The frozen row for a domain, or nullptr: what the effective answer asks per path.
    const FrozenDomain* frozen(std::string_view domain) const;
};

// Reads every kind of §8 divergence. Caller holds a ReadTransaction.
DivergenceReport readDivergences(Connection& conn);

// One agent-written value whole, exactly as stored, for "Save whole value…"
// (a pane shows only a preview); nullopt when the row is gone or the value is
// NULL. Caller holds a ReadTransaction.
std::optional<std::string> readOutOfBandDetail(Connection& conn, std::int64_t eventId);
std::optional<std::string> readFrozenEvidence(Connection& conn, const std::string& domain);
// The witness evidence of every observation of a diverged intent, as a JSON
// array by seq.
std::optional<std::string> readObservationEvidence(Connection& conn, const std::string& intent);

// {"diverged_intents": [{intent, path, action, state, created_at,
// observations: [{seq, at, hash, observed_tier, witness_state, witness_count,
// witness_evidence, tier, world}], and when reviewed "reviewed": {event, by, at,
// reason}}], "out_of_band_spend": [{id, path, intent, at, domain, detail}],
// "frozen_domains": [{domain, reason, evidence, frozen_at}]}.
nlohmann::json divergencesJson(const DivergenceReport& report);

} // namespace seal
