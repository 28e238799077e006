// Autonomy levels per path (SPEC-kernel.md §4, parity) and the console's
// stricter "effective unattended" answer (§4 beyond).
//
// The earned level is the reference kernel's number, byte for byte in its
// JSON form. The effective answer is separate and never changes that number:
// it says whether the path may spend unattended *right now* and why not.
#pragma once

#include "core/base/phrase.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/holds.hpp"
#include "core/store/store.hpp"

#include <array>
#include <map>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

// One rung of the ladder.
struct LevelSpec
{
    int level;        // 0..5
    const char* id;   // "L0".."L5"
    const char* name; // OBSERVED .. AUTONOMOUS
    std::int64_t minProven;
    double minRatio;
    std::int64_t minSweeps;
};

// L0..L5 in order; L0 has no requirements.
const std::array<LevelSpec, 6>& levelLadder();

inline constexpr const char* kSuspensionNeed = "operator review \u2014 a suspension is not served by waiting";
inline constexpr const char* kSweepNeed = "one clean out-of-band sweep (no spend behind the gateway)";

// Python's round(x, ndigits) for a double: the correctly rounded decimal
// (ties to even on the exact binary value), read back as a double.
double pythonRound(double x, int ndigits);
// Python's format(x, ".0%"): x*100 in double arithmetic, then correctly
// rounded to a whole number, then "%".
std::string pythonPercent0(double x);

// An event that may suspend a licence (kind out_of_band_spend, diverged,
// revoked, or obligation_breached: SPEC §14, Seal Desk's own rule), as read
// from seal_events.
struct BreachEvent
{
    std::int64_t id = 0;
    std::optional<std::string> path; // NULL: store-wide
    std::string kind;
    double at = 0;
    std::optional<std::string> detailText; // raw jsonb text; nullopt for SQL NULL
};

// The counts the level is earned from, over certs/events at or after `since`.
struct LicenceCounts
{
    std::int64_t proven = 0;
    std::int64_t confirmed = 0;
    std::int64_t cleanSweeps = 0;
};

// The reference's answer for one path, typed for the GUI.
struct Licence
{
    std::string path;
    int level = 0;
    bool unattended = false;
    LicenceCounts counts;
    double ratio = 0;          // confirmed/proven, unrounded: levels compare this
    double confirmedRatio = 0; // ratio rounded to 3 places, as shown
    bool suspended = false;
    std::optional<Phrase> suspendedReason; // the kernel's wording (text()), its values apart
    std::optional<int> nextLevel;
    std::vector<Phrase> needs;
    std::optional<BreachEvent> breach;
    // §15.7 (0.3.x): executions on the path that reached the provider with an
    // unknown outcome and whose intent is still open hold it (never while suspended).
    bool held = false;
    std::optional<Phrase> heldReason;
    std::vector<std::string> openAmbiguousIntents; // sorted; a set in the kernel's answer

    const LevelSpec& spec() const { return levelLadder()[static_cast<size_t>(level)]; }
};

// True when `event` suspends `path`: a breach kind, store-wide or on the
// path, whose detail.domain is missing/null or the path — or a `diverged`
// event, whatever its domain. `since` excludes older events.
bool isBreachFor(const BreachEvent& event, std::string_view path, std::optional<double> since = std::nullopt);

// The newest event that suspends `path` (ties broken by the larger id).
std::optional<BreachEvent> findBreach(const std::vector<BreachEvent>& events, std::string_view path,
                                      std::optional<double> since = std::nullopt);

// What the next level still needs, in the reference's order and wording.
std::vector<Phrase> needsFor(const LicenceCounts& counts, double ratio, const LevelSpec& next);

// The §4 rule as a pure function: breach suspends, else climb the ladder.
Licence evaluateLicence(std::string path, const LicenceCounts& counts, std::optional<BreachEvent> breach);

// §15.7: a licence not suspended is held while `openAmbiguous` is non-empty;
// held takes unattended away and leaves level, next_level and needs alone.
void applyHold(Licence& licence, std::vector<std::string> openAmbiguous);

// "hands off: <n> execution(s) on this path reached the provider ..." (U+2014 dash).
Phrase heldReasonFor(size_t count);

// The parity JSON object (field names exact).
nlohmann::json licenceJson(const Licence& licence);

// The kernel's "does this need a human" answer for the path (§15.7; the
// amount is not used): {human_required, level, reason[, held | needs]}.
nlohmann::json requiresHumanJson(const Licence& licence);

// ---- beyond: may this path spend unattended right now? ----------------------

enum class WhyNot
{
    NotEarned,
    Suspended,
    Revoked,
    NotCleared,
    DomainFrozen,
    OpenHold,
    DivergedIntent,
    Held // §15.7: the kernel's own hold (ambiguous executions still open)
};

struct EffectiveReason
{
    WhyNot code;
    Phrase detail; // one line naming the thing (reason, count, intent)
};

struct EffectiveAnswer
{
    bool unattended = false;
    std::vector<EffectiveReason> whyNot; // empty exactly when unattended
    std::optional<std::string> frozenReason; // the path's domain is frozen, for this reason ("": none recorded)
};

// What the effective answer looks at besides the licence.
struct EffectiveInputs
{
    Clearance clearance;
    std::optional<std::string> frozenReason;  // set when the path's domain is frozen ("": no reason recorded)
    std::vector<std::string> heldIntents;     // open holds on the path
    std::vector<std::string> divergedIntents; // WORLD_DIVERGED intents on the path
};

// "snake_case" code for JSON: not_earned, suspended, revoked, not_cleared,
// domain_frozen, open_hold, diverged_intent, held.
const char* whyNotCode(WhyNot code);

// Pure: the earned licence plus everything else that forbids spending now.
EffectiveAnswer effectiveUnattended(const Licence& licence, const EffectiveInputs& inputs);

// §15.8 beyond: the same answer on a gateway without earned autonomy (its
// default), which never looks at the licence: the licence's reasons
// (not_earned, suspended, held) dropped. The store cannot tell which applies.
EffectiveAnswer withoutLicenceGate(const EffectiveAnswer& answer);
bool isLicenceReason(WhyNot code);

// {"unattended": bool, "why_not": [{"code", "detail"}], "earned_autonomy_off":
// {"unattended", "why_not"}}: the answer as a gateway with earned autonomy on
// applies it, and as one without (the store does not record which runs).
nlohmann::json effectiveJson(const EffectiveAnswer& answer);

// ---- reading the store ------------------------------------------------------

// Reads licences from one store. The caller holds a ReadTransaction for the
// engine's lifetime, so every path is answered from one snapshot. Whatever a
// licence, an effective answer or a clearance reads, it reads for every path
// at once, the first time it is asked (issue 26: breadth): a list of 20,000
// paths costs the same handful of statements as a list of one.
class LicenceEngine
{
public:
    explicit LicenceEngine(Connection& conn) : m_conn(conn) {}

    // Every path the store mentions (intent domains, clearance, thresholds,
    // approvals, events), sorted by code point like Python's sorted().
    std::vector<std::string> knownPaths();

    // The parity licence for one path over certs/events at or after `since`.
    Licence licence(const std::string& path, std::optional<double> since = std::nullopt);

    // The effective answer for a licence already computed, as of `now`.
    EffectiveAnswer effective(const Licence& licence, double now);

    // The path's clearance as of `now` (what readClearance answers).
    Clearance clearance(const std::string& path, double now);

    // Where the whole-chain counts came from (the cache or the store), once a
    // licence without `since` has read them; nullopt before.
    const std::optional<CountsSource>& countsSource() const { return m_countsSource; }

private:
    // What licence() needs besides the whole-chain counts, for every path.
    struct PathFacts
    {
        std::map<std::string, LicenceCounts> sinceCounts; // with `since` only: proven, confirmed
        std::map<std::string, std::int64_t> sweeps;       // clean sweeps naming the path
        std::int64_t storeWideSweeps = 0;                 // ... and naming none
        std::map<std::string, std::vector<BreachEvent>> breaches;
        std::vector<BreachEvent> storeWideBreaches;
        std::map<std::string, std::vector<std::string>> openAmbiguous; // sorted
    };
    const PathFacts& facts(std::optional<double> since);
    void readHoldsAndDivergences(double now);

    Connection& m_conn;
    std::optional<std::optional<double>> m_factsSince; // the `since` m_facts were read for
    PathFacts m_facts;
    std::optional<double> m_holdsAt; // when the holds were read
    std::map<std::string, std::vector<std::string>> m_heldIntents;     // open holds by path
    std::map<std::string, std::vector<std::string>> m_divergedIntents; // by path, read once
    std::map<std::string, std::string> m_frozenReasons;               // by domain, read once
    bool m_divergencesRead = false;
    std::optional<ClearanceBook> m_clearances;
    std::optional<std::map<std::string, PathEffects>> m_effects; // whole-chain counts, read once
    std::optional<CountsSource> m_countsSource;
};

} // namespace seal
