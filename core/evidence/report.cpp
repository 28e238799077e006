#include "core/evidence/report.hpp"

#include "core/base/timefmt.hpp"
#include "core/canon/digest.hpp"
#include "core/rules/approvals.hpp"
#include "core/rules/chain_aggregates.hpp"
#include "core/rules/clearance.hpp"
#include "core/rules/licence.hpp"

#include <algorithm>
#include <cmath>
#include <map>

namespace seal {
namespace {

bool inPeriod(double at, const std::optional<double>& since, double until)
{
    return (!since || at >= *since) && at <= until;
}

Param sinceParam(const std::optional<double>& since) { return since ? param(*since) : nullParam(); }

std::vector<CountRow> readCounts(Connection& conn, std::string_view sql, const RangeReport& r)
{
    Result res = conn.exec(sql, {sinceParam(r.since), param(r.until)});
    std::vector<CountRow> out;
    for (int i = 0; i < res.rows(); ++i) out.push_back(CountRow{std::string(res.text(i, 0)), res.integer(i, 1)});
    return out;
}

std::vector<ApprovalOutcomeRow> approvalOutcomes(Connection& conn, RangeReport& r)
{
    ApprovalOutcomes totals = readApprovalOutcomes(conn, r.since, r.until);
    r.invalidValues.insert(r.invalidValues.end(), totals.invalid.begin(), totals.invalid.end());
    std::vector<ApprovalOutcomeRow> out;
    for (auto& t : totals.byOutcome) out.push_back({std::move(t.outcome), t.count, t.amount});
    return out;
}

// Certs created in the period by tier. Whole UTC days inside the period come
// from the chain's cached day counts (what changed since the cached head is
// all that is read); only the days at the period's edges, where a day is cut,
// are counted here, by the same day arithmetic the cache uses, so no cert is
// counted twice or missed. Without the index on created_at an edge day is a
// scan, as the whole count was before.
std::vector<CountRow> certTiers(Connection& conn, const RangeReport& r)
{
    constexpr double kDay = 86400.0;
    std::vector<std::int64_t> edges; // the days the period's ends fall in, and their neighbours
    for (const std::optional<double> end : {r.since, std::optional<double>(r.until)})
        if (end && std::isfinite(*end))
            for (std::int64_t d = -1; d <= 1; ++d) edges.push_back(static_cast<std::int64_t>(std::floor(*end / kDay)) + d);
    const auto isEdge = [&edges](std::int64_t day) { return std::find(edges.begin(), edges.end(), day) != edges.end(); };
    std::map<std::string, std::int64_t> byTier;
    const AggregateReading whole = AggregateCache::instance().read(conn);
    for (const auto& [key, certs] : whole.counts.days) {
        const double start = static_cast<double>(key.first) * kDay;
        if (isEdge(key.first) || (r.since && start < *r.since) || start + kDay > r.until) continue;
        byTier[key.second] += certs;
    }
    nlohmann::json edgeDays = nlohmann::json::array();
    for (const std::int64_t d : edges) edgeDays.push_back(d);
    const double lo = edges.empty() ? 0 : static_cast<double>(*std::min_element(edges.begin(), edges.end())) * kDay;
    const double hi = edges.empty() ? 0 : static_cast<double>(*std::max_element(edges.begin(), edges.end()) + 1) * kDay;
    // The created_at bounds only let the index narrow the rows; the day test decides.
    const Result cut = conn.exec(
        "SELECT coalesce(body->>'tier', '(none)'), count(*) FROM seal_certs "
        "WHERE created_at >= $3::float8 - 1 AND created_at < $4::float8 + 1 "
        "AND floor(created_at / 86400.0) IN (SELECT jsonb_array_elements_text($5::jsonb)::float8) "
        "AND ($1::float8 IS NULL OR created_at >= $1) AND created_at <= $2 GROUP BY 1",
        {sinceParam(r.since), param(r.until), param(lo), param(hi), param(edgeDays.dump())});
    for (int i = 0; i < cut.rows(); ++i) byTier[std::string(cut.text(i, 0))] += cut.integer(i, 1);
    std::vector<CountRow> out;
    for (const auto& [tier, count] : byTier)
        if (count > 0) out.push_back(CountRow{tier, count});
    return out;
}

std::vector<ReportPathRow> pathRows(Connection& conn, double now)
{
    LicenceEngine engine(conn);
    std::vector<ReportPathRow> out;
    for (const auto& path : engine.knownPaths()) {
        const Licence licence = engine.licence(path);
        const EffectiveAnswer effective = engine.effective(licence, now);
        const Clearance clearance = engine.clearance(path, now);
        ReportPathRow row{path, clearance.status, clearance.effective, clearance.reason,
                          std::string(licence.spec().id) + " " + licence.spec().name, licence.unattended,
                          effective.unattended, {}};
        for (const auto& w : effective.whyNot) row.whyNot.emplace_back(whyNotCode(w.code));
        out.push_back(std::move(row));
    }
    return out;
}

std::vector<UnansweredSweep> unanswered(Connection& conn, const RangeReport& r)
{
    std::vector<UnansweredSweep> out;
    Result ev = conn.exec("SELECT id, path, intent, at, detail::text FROM seal_events WHERE kind = $3 "
                          "AND ($1::float8 IS NULL OR at >= $1) AND at <= $2 ORDER BY at, id",
                          {sinceParam(r.since), param(r.until), param(kSettleUnknownEvent)});
    for (int i = 0; i < ev.rows(); ++i)
        out.push_back(UnansweredSweep{kSettleUnknownEvent, "event #" + std::string(ev.text(i, 0)),
                                      ev.checkedReal(i, 3, "seal_events", "id " + std::string(ev.text(i, 0))).value,
                                      ev.optText(i, 1), ev.optText(i, 2), ev.optText(i, 4)});
    Result certs = conn.exec(
        "SELECT c.seq, i.domain, c.intent, c.created_at, (c.body->'witness_evidence')::text FROM seal_certs c "
        "LEFT JOIN seal_intents i ON i.intent = c.intent WHERE c.body->>'witness_state' = 'unknown' "
        "AND ($1::float8 IS NULL OR c.created_at >= $1) AND c.created_at <= $2 ORDER BY c.seq",
        {sinceParam(r.since), param(r.until)});
    for (int i = 0; i < certs.rows(); ++i)
        out.push_back(UnansweredSweep{"witness_unknown", "seq " + std::string(certs.text(i, 0)),
                                      certs.optReal(i, 3).value_or(0), certs.optText(i, 1), certs.optText(i, 2),
                                      certs.optText(i, 4)});
    return out;
}

} // namespace

RangeReport buildRangeReport(Connection& conn, std::optional<double> since, double until,
                             const ConnectionFactory& walkers, int jobs)
{
    RangeReport r;
    r.since = since;
    r.until = until;
    r.chain = walkers && jobs > 1 ? verifyChainParallel(walkers, jobs) : verifyChain(conn);
    ReadTransaction tx(conn, ReadTransaction::Bound::LockOnly); // counts over the whole range
    r.generatedBy = conn.user();
    r.store = conn.describe();
    r.eventsByKind = readCounts(conn,
                                "SELECT kind, count(*) FROM seal_events WHERE ($1::float8 IS NULL OR at >= $1) "
                                "AND at <= $2 GROUP BY kind ORDER BY kind",
                                r);
    r.certTiers = certTiers(conn, r);
    r.approvals = approvalOutcomes(conn, r);
    r.paths = pathRows(conn, until);
    DivergenceReport d = readDivergences(conn);
    r.frozenDomains = std::move(d.frozenDomains);
    for (auto& e : d.outOfBandSpend)
        if (inPeriod(e.at, since, until)) r.outOfBand.push_back(std::move(e));
    r.unanswered = unanswered(conn, r);
    for (const auto& f : r.frozenDomains)
        if (!f.invalid.empty()) r.invalidValues.push_back(f.invalid);
    for (const auto& e : r.outOfBand)
        if (!e.invalid.empty()) r.invalidValues.push_back(e.invalid);
    return r;
}

std::string csvCell(std::string_view text)
{
    std::string cell(text);
    if (!cell.empty() && std::string_view("=+-@\t\r").find(cell.front()) != std::string_view::npos)
        cell.insert(cell.begin(), '\'');
    const bool quote = cell.find_first_of(",\"\r\n") != std::string::npos ||
                       (!cell.empty() && (cell.front() == ' ' || cell.back() == ' '));
    if (!quote) return cell;
    std::string out = "\"";
    for (const char c : cell) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

} // namespace seal
