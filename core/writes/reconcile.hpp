// A reconcile sweep (SPEC-kernel.md §13): what the provider did in a window,
// minus what the gateway admitted. The listing (core/net/effect_list.hpp) is
// taken before any transaction; recording it is an operator write like the
// others (operator_write.hpp): refused to a superuser and to roles outside
// seal_operator, one transaction by the session role, re-checked by its event
// after a lost connection, never retried.
//
// Events (path NULL, intent NULL), the reference's detail plus who and which sweep:
//   reconcile_unknown  {error, by, sweep_id, since, until}        the listing failed: never clean
//   out_of_band_spend  {count, amount, ids (first 20), domain, by, sweep_id, since, until}
//   reconcile_clean    {effects, by, sweep_id, since, until}
// `amount` is the sum of the out-of-band effects' `amount`, in the provider's
// minor units as it gave them (cents: nothing converted), written as a float
// (25990.0) as the reference's store-c has it. `domain` is the domain to
// freeze, or null. With a domain, out-of-band spend freezes it (reason
// "out-of-band spend detected: N effect(s) the gateway never admitted",
// evidence {by, sweep_id, ids}); a domain already frozen keeps its standing
// reason. An effect is ours when its metadata.seal_intent is an intent of
// seal_intents created within [since-3600, until+3600]; untagged effects and
// tags we do not know are out of band.
#pragma once

#include "core/net/effect_list.hpp"
#include "core/store/store.hpp"
#include "core/writes/governance.hpp"

#include <cstdint>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

namespace seal {

inline constexpr double kReconcileSkewSec = 3600; // generous edges: clock skew is not a breach
inline constexpr std::size_t kOutOfBandIdsKept = 20;

enum class SweepVerdict
{
    Clean,
    OutOfBand,
    Unknown
};
const char* sweepVerdictName(SweepVerdict verdict); // clean | out_of_band | unknown

// The event a verdict records: reconcile_clean | out_of_band_spend | reconcile_unknown.
const char* sweepEventKind(SweepVerdict verdict);

struct ReconcileRequest
{
    double since = 0;
    double until = 0; // the caller resolves "now" (core/base/clock.hpp)
    std::optional<std::string> freezeDomain;
    std::string sweepId; // names this sweep in its event, for the re-check; generated when empty
    WritePause pause;    // test seam around COMMIT
};

struct ReconcileOutcome
{
    OperatorOutcome write; // fate, refusal, message, role, eventKind, at
    SweepVerdict verdict = SweepVerdict::Unknown;
    std::string sweepId;
    double since = 0, until = 0;
    std::string error;  // unknown: why the provider could not be enumerated
    int pages = 0;      // provider pages read
    int effects = 0;    // the provider's spend in the window (succeeded or processing)
    int ours = 0;       // of those, tagged with an intent we admitted
    int untagged = 0;   // no seal_intent tag
    int unknownTag = 0; // a tag that is no intent of ours in the window
    double outOfBandAmount = 0;
    std::vector<std::string> outOfBandIds;   // the first 20
    std::optional<std::string> frozenDomain; // the domain this spend froze, or found frozen already
    bool froze = false;                      // this sweep froze it
    std::optional<std::int64_t> eventId;

    int outOfBand() const { return untagged + unknownTag; }
    bool landed() const { return write.landed(); }
    nlohmann::json toJson() const;
};

// Where the newest sweep that answered (reconcile_clean or out_of_band_spend)
// ended: its detail's `until`, or the event's time when it has none (the
// reference records no window); none when no sweep answered yet. The console
// starts its next window there.
std::optional<double> lastSweepUntil(Connection& conn);

// Records what `listing` says about [request.since, request.until] as the
// session role. An incomplete listing records reconcile_unknown, whatever it
// had read. Throws StoreError only when nothing was tried.
ReconcileOutcome recordReconcile(Connection& conn, ReconcileRequest request, const EffectListing& listing);

} // namespace seal
