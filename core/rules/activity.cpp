#include "activity.hpp"

namespace seal {

ChainSize readChainSize(Connection& conn)
{
    const Result r = conn.exec("SELECT count(*), max(seq) FROM seal_certs");
    ChainSize out{r.integer(0, 0), std::nullopt};
    if (!r.isNull(0, 1)) out.headSeq = r.integer(0, 1);
    return out;
}

std::vector<DayTierCount> readCertsByDay(Connection& conn, int maxDays)
{
    const Result r =
        conn.exec("WITH c AS (SELECT floor(created_at / 86400.0)::bigint AS day, body->>'tier' AS tier "
                  "           FROM seal_certs WHERE created_at IS NOT NULL), "
                  "w AS (SELECT DISTINCT day FROM c ORDER BY day DESC LIMIT $1) "
                  "SELECT c.day, COALESCE(c.tier, ''), count(*) FROM c JOIN w USING (day) "
                  "GROUP BY 1, 2 ORDER BY 1, 2",
                  {param(maxDays)});
    std::vector<DayTierCount> out;
    out.reserve(static_cast<size_t>(r.rows()));
    for (int row = 0; row < r.rows(); ++row)
        out.push_back({r.integer(row, 0), std::string(r.text(row, 1)), r.integer(row, 2)});
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
