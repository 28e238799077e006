// What the store holds, summed for the Overview: the chain's size and head,
// certs per UTC day and tier, approvals by outcome in money. Read-only; the
// caller holds a ReadTransaction.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace seal {

struct ChainSize
{
    std::int64_t certs = 0;
    std::optional<std::int64_t> headSeq; // none in an empty store
};
ChainSize readChainSize(Connection& conn);

struct DayTierCount
{
    std::int64_t day = 0; // UTC days since 1970-01-01
    std::string tier;     // as stored; "" for a cert without one
    std::int64_t certs = 0;
};
// Over the newest `maxDays` days that have certs, by day then tier.
std::vector<DayTierCount> readCertsByDay(Connection& conn, int maxDays);

struct OutcomeMoney
{
    // pending | pending_expired (past its expiry, not yet expired by a vote,
    // SPEC §6) | approved | consumed (approved and used) | rejected | expired | as stored
    std::string outcome;
    std::int64_t count = 0;
    double amount = 0;
};
std::vector<OutcomeMoney> readApprovalMoney(Connection& conn, double now);

} // namespace seal
