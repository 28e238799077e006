// Obligations as the kernel keeps them (SPEC-kernel.md §14, seal 0.3.x): the
// duties in seal_obligations, the misses in seal_obligation_breaches, and the
// kernel's sweep rules judged as of a time. Read side only; the sweep's writes,
// declaring, deactivating and resolving are in core/writes/obligation_writes.hpp.
//
// Both tables are optional (the kernel's Obligations.setup() creates them);
// reading never creates them. A seal_obligations without the kernel's columns
// is Seal Desk's withdrawn layout: named, and never read as the kernel's.
#pragma once

#include "core/base/phrase.hpp"
#include "core/store/store.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

inline constexpr const char* kObligationsTable = "seal_obligations";
inline constexpr const char* kObligationBreachesTable = "seal_obligation_breaches";

// The kernel's note on every sweep report, word for word (store-e.expected.json).
inline constexpr const char* kObligationsNote =
    "A breach means declared work did NOT happen by its deadline. The miss is on the cert chain and cannot be "
    "quietly removed. `unconfirmed` means the work sealed locally but the provider has not confirmed it \u2014 "
    "that is not `met`, it is unproven.";

enum class ObligationsLayout
{
    Missing,   // neither table, or only one of the kernel's two
    Kernel,    // both tables, seal_obligations in the kernel's layout
    Withdrawn, // seal_obligations in Seal Desk's withdrawn layout (no obligation_id, or id/state)
};

struct ObligationsSetup
{
    ObligationsLayout layout = ObligationsLayout::Missing;
    bool hasDuties = false;   // seal_obligations exists (in whichever layout)
    bool hasBreaches = false; // seal_obligation_breaches exists
    std::string message;      // what a reading says when layout != Kernel (said's English)
    Phrase said;              // the same, for a reader's language
    bool ready() const { return layout == ObligationsLayout::Kernel; }
};

// Which layout the store holds (to_regclass and pg_attribute: no privilege
// needed, nothing created).
ObligationsSetup obligationsSetup(Connection& conn);

// Breaches the kernel recorded and nobody resolved yet (resolved_at NULL):
// what the sweep reports as open_breaches before judging; 0 without the
// kernel's breaches table.
std::int64_t countOpenBreaches(Connection& conn);

// The messages: no tables, and the withdrawn layout with what to do.
Phrase obligationsNotSetUp(const ObligationsSetup& setup);
// The same as a write's refusal: "...; nothing changed".
Phrase obligationsNotSetUpRefusal(const ObligationsSetup& setup);

// One row of seal_obligations, column for column.
struct Obligation
{
    std::string obligationId;
    std::string kind; // once | recurring
    std::string action;
    std::optional<std::string> intentKey;
    std::optional<std::string> expectedIntent;
    std::optional<double> dueAt;
    std::optional<double> everySec;
    std::int64_t minCount = 1;
    double graceSec = 0;
    bool requireWorld = false;
    std::optional<std::string> description; // agent-written
    bool active = true;
    double anchorAt = 0;
    std::int64_t nextWindow = 0;
    double createdAt = 0;
    std::string createdBy;
    std::optional<double> satisfiedAt;
    std::optional<std::string> satisfiedTier;
    std::optional<double> deactivatedAt;
    std::optional<std::string> deactivatedBy;
    std::vector<std::string> invalid; // stored values that are not numbers or times
};

// One row of seal_obligation_breaches.
struct ObligationBreach
{
    std::int64_t id = 0;
    std::string obligationId;
    std::int64_t windowN = -1; // -1: a once-duty
    std::string action;
    double dueAt = 0;
    double detectedAt = 0;
    std::optional<std::string> certHash;
    std::optional<double> resolvedAt;
    std::optional<std::string> resolvedBy;
    std::optional<std::string> resolution;
    bool resolved() const { return resolvedAt.has_value(); }
};

// One item of the kernel's sweep report. Once: key, dueAt, description, and
// secondsRemaining (pending), breachId (breached) or sealedAt and tier.
// Recurring: window, windowStart, windowEnd, sealedInWindow, required[, breachId].
struct ObligationItem
{
    std::string obligationId;
    std::string kind;
    std::string action;
    std::string status; // pending breached satisfied satisfied_unconfirmed late cured diverged
    std::optional<std::string> key;
    std::optional<double> dueAt;
    std::optional<std::string> description;
    std::optional<double> secondsRemaining;
    std::optional<double> sealedAt;
    std::optional<std::string> tier;
    std::optional<std::int64_t> breachId; // null in a reading when the sweep has yet to record it
    std::optional<std::int64_t> window;
    std::optional<double> windowStart;
    std::optional<double> windowEnd;
    std::optional<std::int64_t> sealedInWindow;
    std::optional<std::int64_t> required;
};

// The kernel's sweep report {verdict, at, duties_checked, open_breaches, items, note}.
struct ObligationsReport
{
    std::string verdict; // met | unconfirmed | breached
    double at = 0;
    std::int64_t dutiesChecked = 0;
    std::int64_t openBreaches = 0;
    std::vector<ObligationItem> items;
};

// What a sweep does besides judging. The read-only evaluation uses this base,
// which writes nothing: breach() only finds a breach row that already exists.
class SweepEffects
{
public:
    virtual ~SweepEffects() = default;
    virtual void satisfied(Connection&, const Obligation&, double /*sealedAt*/, const std::optional<std::string>&) {}
    // The breach's id (a row inserted now, or the one already there); nullopt
    // when there is none (a reading: the sweep would record it).
    virtual std::optional<std::int64_t> breach(Connection& conn, const Obligation& o, std::optional<std::int64_t> window,
                                               double dueAt, double now);
    virtual void cured(Connection&, const Obligation&, const ObligationBreach&, double /*sealedAt*/) { --openDelta; }
    virtual void late(Connection&, const Obligation&, double /*lateBySec*/) {}
    virtual void windowsJudged(Connection&, const Obligation&, std::int64_t /*nextWindow*/) {}
    // Breaches this walk would add (+) or cure (-) without writing them: the
    // reading's open_breaches is the table's count plus this.
    std::int64_t openDelta = 0;
};

// The kernel's sweep(now) over the active duties in created_at order (caller
// holds a transaction; the store must be ready()).
ObligationsReport judgeObligations(Connection& conn, double now, SweepEffects& effects);

// The breach cert's intent: a once-duty's expected intent, else "<obligation_id>:w<n>".
std::string breachIntent(const Obligation& o, std::optional<std::int64_t> window);

struct ObligationsReading
{
    ObligationsSetup setup;
    double at = 0;
    std::vector<Obligation> duties;          // every duty, in created_at order
    std::vector<ObligationBreach> breaches;  // newest first (all, or the newest `newestBreaches`)
    std::int64_t breachesInStore = 0;
    ObligationsReport evaluation;            // the sweep's rules as of `at`, nothing written
};

// Everything about obligations as of `now`, read only (caller holds a ReadTransaction).
ObligationsReading readObligations(Connection& conn, double now,
                                   std::optional<std::int64_t> newestBreaches = std::nullopt);

// One duty (nullopt when none); `forUpdate` locks it inside a write transaction.
std::optional<Obligation> readObligation(Connection& conn, const std::string& obligationId, bool forUpdate = false);
std::vector<Obligation> readActiveDuties(Connection& conn);
std::optional<ObligationBreach> readBreach(Connection& conn, const std::string& obligationId, std::int64_t windowN);

// The intent a keyed admit of `action` gets: digest v1 of {"action", "key"}.
std::string obligationIntent(const std::string& action, const std::string& key);

// Every column, as `SELECT *` gives it (store-e's sql_obligations_rows).
nlohmann::json obligationRowJson(const Obligation& o);
// The kernel's get(obligation_id): every column but deactivated_by.
nlohmann::json obligationGetJson(const Obligation& o);
nlohmann::json breachRowJson(const ObligationBreach& b);
nlohmann::json itemJson(const ObligationItem& item);
// Exactly the kernel's keys: {verdict, at, duties_checked, open_breaches, items, note}.
nlohmann::json reportJson(const ObligationsReport& report);
// The reading: the evaluation's keys at the top, labelled, with the rows.
nlohmann::json obligationsJson(const ObligationsReading& reading);

} // namespace seal
