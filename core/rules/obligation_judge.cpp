// The kernel's sweep rules (SPEC-kernel.md §14 "Sweep"), shared by the
// read-only evaluation and the sweep that writes: what differs is the
// SweepEffects the walk is given.
#include "core/rules/obligations.hpp"

#include <algorithm>
#include <cmath>

namespace seal {
namespace {

struct SealedFact
{
    double sealedAt = 0;
    std::optional<std::string> tier;
};

// Intent E sealed: its row in state sealed; sealed_at the earliest cert of E
// (a once-duty breached first: its own breach cert's time).
std::optional<SealedFact> sealedIntent(Connection& conn, const std::string& intent)
{
    Result r = conn.exec("SELECT (SELECT min(c.created_at) FROM seal_certs c WHERE c.intent = i.intent), "
                         "i.tier, i.updated_at FROM seal_intents i WHERE i.intent = $1 AND i.state = 'sealed'",
                         {param(intent)});
    if (r.rows() == 0) return std::nullopt;
    // A sealed row without a cert is not what the kernel writes; its own time stands in.
    const double at = r.isNull(0, 0) ? r.real(0, 2) : r.real(0, 0);
    return SealedFact{at, r.optText(0, 1)};
}

ObligationItem onceBase(const Obligation& o)
{
    ObligationItem item;
    item.obligationId = o.obligationId;
    item.kind = o.kind;
    item.action = o.action;
    item.key = o.intentKey;
    item.dueAt = o.dueAt;
    item.description = o.description;
    return item;
}

ObligationItem judgeOnce(Connection& conn, const Obligation& o, double now, SweepEffects& effects)
{
    ObligationItem item = onceBase(o);
    const double dueAt = o.dueAt.value_or(std::nan(""));
    const auto sealed = o.expectedIntent ? sealedIntent(conn, *o.expectedIntent) : std::nullopt;
    if (!sealed) {
        if (now <= dueAt + o.graceSec) {
            item.status = "pending";
            item.secondsRemaining = dueAt - now;
        } else {
            item.status = "breached";
            item.breachId = effects.breach(conn, o, std::nullopt, dueAt, now);
        }
        return item;
    }
    item.sealedAt = sealed->sealedAt;
    item.tier = sealed->tier;
    if (!o.satisfiedAt) effects.satisfied(conn, o, sealed->sealedAt, sealed->tier);
    const std::string tier = sealed->tier.value_or("");
    if (tier == "WORLD_DIVERGED") {
        item.status = "diverged";
    } else if (const auto breach = readBreach(conn, o.obligationId, -1)) {
        item.status = "cured";
        if (!breach->resolved()) effects.cured(conn, o, *breach, sealed->sealedAt);
    } else if (sealed->sealedAt > dueAt) {
        item.status = "late";
        effects.late(conn, o, sealed->sealedAt - dueAt);
    } else if (o.requireWorld && tier != "WORLD_FINAL") {
        item.status = "satisfied_unconfirmed";
    } else {
        item.status = "satisfied";
    }
    return item;
}

// Admission times (created_at) of the action's sealed intents in [from, to).
std::vector<double> sealedAdmissions(Connection& conn, const Obligation& o, double from, double to)
{
    Result r = conn.exec("SELECT created_at FROM seal_intents WHERE action = $1 AND state = 'sealed' "
                         "AND created_at >= $2::float8 AND created_at < $3::float8 "
                         "AND (NOT $4::boolean OR tier = 'WORLD_FINAL') ORDER BY created_at",
                         {param(o.action), param(from), param(to), param(o.requireWorld)});
    std::vector<double> out;
    out.reserve(static_cast<std::size_t>(r.rows()));
    for (int i = 0; i < r.rows(); ++i)
        out.push_back(r.real(i, 0));
    return out;
}

constexpr std::int64_t kMaxWindows = 100000;

// Window n is [anchor + n·every, anchor + (n+1)·every), computed as the kernel's floats are.
double windowEdge(const Obligation& o, std::int64_t n)
{
    return o.anchorAt + static_cast<double>(n) * *o.everySec;
}

void judgeRecurring(Connection& conn, const Obligation& o, double now, SweepEffects& effects,
                    std::vector<ObligationItem>& items)
{
    if (!o.everySec || !std::isfinite(*o.everySec) || *o.everySec <= 0 || !std::isfinite(o.anchorAt)) return;
    // The first window not closed as of now. At most kMaxWindows per walk, so a
    // duty with a tiny every_sec cannot stall a sweep; the next one goes on from there.
    std::int64_t last = o.nextWindow;
    while (last - o.nextWindow < kMaxWindows && windowEdge(o, last + 1) + o.graceSec <= now)
        ++last;
    if (last == o.nextWindow) return;
    // One read for every window judged now; each admission is placed by the kernel's own comparisons.
    const std::vector<double> admitted =
        sealedAdmissions(conn, o, windowEdge(o, o.nextWindow), windowEdge(o, last));
    for (std::int64_t n = o.nextWindow; n < last; ++n) {
        ObligationItem item;
        item.obligationId = o.obligationId;
        item.kind = o.kind;
        item.action = o.action;
        item.window = n;
        item.windowStart = windowEdge(o, n);
        item.windowEnd = windowEdge(o, n + 1);
        const auto from = std::lower_bound(admitted.begin(), admitted.end(), *item.windowStart);
        const auto to = std::lower_bound(admitted.begin(), admitted.end(), *item.windowEnd);
        item.sealedInWindow = static_cast<std::int64_t>(to - from);
        item.required = o.minCount;
        if (*item.sealedInWindow >= o.minCount) {
            item.status = "satisfied";
        } else {
            item.status = "breached";
            item.breachId = effects.breach(conn, o, n, *item.windowEnd, now);
        }
        items.push_back(std::move(item));
    }
    effects.windowsJudged(conn, o, last);
}

std::string verdictOf(const ObligationsReport& report)
{
    const auto any = [&](const char* status) {
        return std::any_of(report.items.begin(), report.items.end(),
                           [&](const ObligationItem& i) { return i.status == status; });
    };
    if (report.openBreaches > 0 || any("diverged")) return "breached";
    if (any("satisfied_unconfirmed")) return "unconfirmed";
    return "met";
}

} // namespace

std::optional<std::int64_t> SweepEffects::breach(Connection& conn, const Obligation& o,
                                                 std::optional<std::int64_t> window, double, double)
{
    if (const auto row = readBreach(conn, o.obligationId, window.value_or(-1))) return row->id;
    ++openDelta; // the sweep would record it
    return std::nullopt;
}

ObligationsReport judgeObligations(Connection& conn, double now, SweepEffects& effects)
{
    ObligationsReport report;
    report.at = now;
    for (const Obligation& o : readActiveDuties(conn)) {
        if (o.kind == "once")
            report.items.push_back(judgeOnce(conn, o, now, effects));
        else if (o.kind == "recurring")
            judgeRecurring(conn, o, now, effects, report.items);
    }
    report.dutiesChecked = static_cast<std::int64_t>(report.items.size());
    report.openBreaches = countOpenBreaches(conn) + effects.openDelta;
    report.verdict = verdictOf(report);
    return report;
}

} // namespace seal
