#include "core/rules/activity.hpp"

#include "core/rules/chain_aggregates.hpp"

namespace seal {

// Both from the chain's aggregates (chain_aggregates.hpp): what a refresh
// costs follows the certs written since the last one, not the chain's length.
ChainSize readChainSize(Connection& conn)
{
    const AggregateReading r = AggregateCache::instance().read(conn);
    ChainSize out{r.counts.certs, std::nullopt};
    if (r.prefix) out.headSeq = r.prefix->seq;
    return out;
}

std::vector<DayTierCount> readCertsByDay(Connection& conn, int maxDays)
{
    const AggregateReading r = AggregateCache::instance().read(conn);
    // The newest maxDays days that have certs, by day then tier.
    std::int64_t firstDay = 0;
    int days = 0;
    for (auto it = r.counts.days.rbegin(); it != r.counts.days.rend(); ++it) {
        if (days > 0 && it->first.first == firstDay) continue; // another tier of the same day
        if (days == maxDays) break;
        ++days;
        firstDay = it->first.first;
    }
    std::vector<DayTierCount> out;
    if (days == 0) return out;
    for (auto it = r.counts.days.lower_bound({firstDay, std::string()}); it != r.counts.days.end(); ++it)
        out.push_back({it->first.first, it->first.second == kNoTier ? std::string() : it->first.second, it->second});
    return out;
}

std::vector<OutcomeMoney> readApprovalMoney(Connection& conn, double now)
{
    const Result r =
        conn.exec("SELECT CASE WHEN state = 'approved' AND consumed_at IS NOT NULL THEN 'consumed' "
                  "            WHEN state = 'pending' AND $1::float8 > expires_at THEN 'pending_expired' "
                  "            ELSE COALESCE(state, '') END AS outcome, "
                  "       count(*), COALESCE(sum(amount), 0)::float8 "
                  "FROM seal_approvals GROUP BY 1",
                  {param(now)});
    std::vector<OutcomeMoney> out;
    for (int row = 0; row < r.rows(); ++row)
        out.push_back({std::string(r.text(row, 0)), r.integer(row, 1), r.real(row, 2)});
    return out;
}

} // namespace seal
