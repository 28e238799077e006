// A path's autonomy level over time, for the Autonomy page's chart. It is not
// a second licence rule: it replays the path's certs and events in time order
// and asks the core's evaluateLicence() at each moment something changed, with
// the counts as they stood then. The last point is therefore the level the
// licence shows now (SPEC-kernel.md §4).
#pragma once

#include "core/rules/licence.hpp"
#include "core/store/store.hpp"

#include <cstddef>
#include <string>
#include <vector>

namespace seal {

// What the replay needs, in any order (levelHistory sorts).
struct LevelHistoryInput
{
    std::vector<double> provenAt;    // per intent on the path: its first cert's created_at
    std::vector<double> confirmedAt; // per intent: its first world-confirmed cert's created_at
    std::vector<double> sweepAt;     // reconcile_clean events on the path or store-wide
    std::vector<BreachEvent> events; // breach candidates (isBreachFor decides which count)
};

struct LevelPoint
{
    double at = 0;
    int level = 0;
    bool suspended = false;
    bool operator==(const LevelPoint&) const = default;
};

// The level from each change on: one point per moment the level (or the
// suspension) changed, the first moment anything happened, and a closing
// point at `until` (when later than everything else) so a step chart reaches
// it. When more than `maxPoints` changes exist, evenly spaced ones are kept
// (with the first and the last): every point kept is still the true level at
// its time, only brief excursions between kept points go unseen.
std::vector<LevelPoint> levelHistory(const std::string& path, LevelHistoryInput input, double until,
                                     std::size_t maxPoints = 200);

// Reads the input for `path` (the caller holds a ReadTransaction).
LevelHistoryInput readLevelHistoryInput(Connection& conn, const std::string& path);

} // namespace seal
