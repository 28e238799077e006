#include "core/rules/level_history.hpp"

#include <algorithm>
#include <cstdint>

namespace seal {
namespace {

// How many of the sorted `times` are at or before `at`, advancing `next`.
std::int64_t countUpTo(const std::vector<double>& times, std::size_t& next, double at)
{
    while (next < times.size() && times[next] <= at)
        ++next;
    return static_cast<std::int64_t>(next);
}

// Keeps the first, the last and evenly spaced points between them.
std::vector<LevelPoint> thinned(const std::vector<LevelPoint>& points, std::size_t maxPoints)
{
    if (maxPoints < 2) maxPoints = 2;
    if (points.size() <= maxPoints) return points;
    std::vector<LevelPoint> out;
    out.reserve(maxPoints);
    const std::size_t last = points.size() - 1;
    for (std::size_t i = 0; i < maxPoints; ++i)
        out.push_back(points[i * last / (maxPoints - 1)]);
    return out;
}

} // namespace

std::vector<LevelPoint> levelHistory(const std::string& path, LevelHistoryInput input, double until,
                                     std::size_t maxPoints)
{
    std::sort(input.provenAt.begin(), input.provenAt.end());
    std::sort(input.confirmedAt.begin(), input.confirmedAt.end());
    std::sort(input.sweepAt.begin(), input.sweepAt.end());
    std::vector<BreachEvent> breaches;
    for (const auto& e : input.events)
        if (isBreachFor(e, path)) breaches.push_back(e);
    std::sort(breaches.begin(), breaches.end(), [](const BreachEvent& a, const BreachEvent& b) {
        return a.at < b.at || (a.at == b.at && a.id < b.id);
    });

    std::vector<double> moments;
    moments.reserve(input.provenAt.size() + input.confirmedAt.size() + input.sweepAt.size() +
                    breaches.size());
    moments.insert(moments.end(), input.provenAt.begin(), input.provenAt.end());
    moments.insert(moments.end(), input.confirmedAt.begin(), input.confirmedAt.end());
    moments.insert(moments.end(), input.sweepAt.begin(), input.sweepAt.end());
    for (const auto& b : breaches)
        moments.push_back(b.at);
    std::sort(moments.begin(), moments.end());
    moments.erase(std::unique(moments.begin(), moments.end()), moments.end());

    std::vector<LevelPoint> changes;
    std::size_t proven = 0, confirmed = 0, sweeps = 0, breach = 0;
    for (const double at : moments) {
        LicenceCounts counts{countUpTo(input.provenAt, proven, at),
                             countUpTo(input.confirmedAt, confirmed, at),
                             countUpTo(input.sweepAt, sweeps, at)};
        while (breach < breaches.size() && breaches[breach].at <= at)
            ++breach;
        std::optional<BreachEvent> newest;
        if (breach > 0) newest = breaches[breach - 1];
        const Licence l = evaluateLicence(path, counts, std::move(newest));
        const LevelPoint point{at, l.level, l.suspended};
        if (changes.empty() || changes.back().level != point.level ||
            changes.back().suspended != point.suspended)
            changes.push_back(point);
    }
    if (!changes.empty() && until > changes.back().at)
        changes.push_back({until, changes.back().level, changes.back().suspended});
    return thinned(changes, maxPoints);
}

LevelHistoryInput readLevelHistoryInput(Connection& conn, const std::string& path)
{
    LevelHistoryInput in;
    // Approval-decision certs (intent "approval:<id>") join no intent row.
    Result certs = conn.exec("SELECT min(c.created_at), "
                             "       min(c.created_at) FILTER (WHERE c.body->>'world' = 'confirmed') "
                             "FROM seal_certs c JOIN seal_intents i ON i.intent = c.intent "
                             "WHERE i.domain = $1 GROUP BY c.intent",
                             {param(path)});
    for (int i = 0; i < certs.rows(); ++i) {
        in.provenAt.push_back(certs.real(i, 0));
        if (const auto at = certs.optReal(i, 1)) in.confirmedAt.push_back(*at);
    }
    Result sweeps = conn.exec("SELECT at FROM seal_events WHERE kind = 'reconcile_clean' "
                              "AND (path = $1 OR path IS NULL)",
                              {param(path)});
    for (int i = 0; i < sweeps.rows(); ++i)
        in.sweepAt.push_back(sweeps.real(i, 0));
    Result events = conn.exec("SELECT id, path, kind, at, detail::text FROM seal_events "
                              "WHERE kind IN ('out_of_band_spend', 'diverged', 'revoked', 'obligation_breached') "
                              "AND (path = $1 OR path IS NULL)",
                              {param(path)});
    for (int i = 0; i < events.rows(); ++i)
        in.events.push_back(BreachEvent{events.integer(i, 0), events.optText(i, 1),
                                        std::string(events.text(i, 2)), events.real(i, 3),
                                        events.optText(i, 4)});
    return in;
}

} // namespace seal
