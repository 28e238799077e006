#include "core/store/indexes.hpp"

namespace seal {
namespace {

struct Wanted
{
    const char* name;
    const char* table;
    const char* definition;
    const char* why;
};

// Names are fixed: presence is judged by name, so an operator who builds one
// by hand under this name is not asked again.
constexpr Wanted kWanted[] = {
    {"seal_certs_intent_seq", "seal_certs", "(intent, seq)",
     "holds, divergences, receipts, approval decisions and the aggregate cache look up certs by intent; "
     "without it each lookup reads the whole chain"},
    {"seal_certs_world_confirmed", "seal_certs", "(intent, seq) WHERE (body->>'world') = 'confirmed'",
     "licences count world-confirmed effects per path from the index alone"},
    {"seal_certs_created_at", "seal_certs", "(created_at)", "the charts read only the days they show"},
    {"seal_certs_witness_unknown", "seal_certs", "(seq) WHERE (body->>'witness_state') = 'unknown'",
     "reports list unanswered witness sweeps without reading every cert's body"},
    {"seal_intents_domain", "seal_intents", "(domain)",
     "licences and the list of paths read one path's intents"},
    {"seal_intents_unsettled", "seal_intents",
     "(created_at, intent) WHERE state = 'open' OR tier IN ('WORLD_UNKNOWN', 'WORLD_DIVERGED')",
     "holds and divergences read only the intents not yet settled"},
    {"seal_events_kind_at", "seal_events", "(kind, at)",
     "breaches, sweeps and out-of-band spend are read by kind, not by scanning every event"},
    {"seal_events_path", "seal_events", "(path)",
     "the list of paths skips through event paths instead of reading every event"},
    {"seal_events_intent", "seal_events", "(intent)",
     "one intent's story (sealctl intent) reads that intent's events instead of the whole event log"},
    {"seal_approvals_state", "seal_approvals", "(state, created_at)",
     "pending approvals are read without the decided history"},
    {"seal_approvals_path", "seal_approvals", "(path)",
     "the list of paths skips through approval paths instead of reading every request"},
    {"seal_approvals_pending_expiry", "seal_approvals", "(expires_at) WHERE state = 'pending'",
     "the pending count and the past-expiry count come from the index alone, not from the requests' rows"},
    {"seal_approvals_decided", "seal_approvals", "(created_at, id) WHERE state IS DISTINCT FROM 'pending'",
     "the Approvals page reads its newest decided requests without sorting the whole decided history"},
    {"seal_approvals_changed", "seal_approvals", "((greatest(created_at, decided_at, consumed_at)))",
     "the console's change check (every few seconds) finds the latest request, decision or use from the "
     "index instead of reading every request"},
    {"seal_intents_updated_at", "seal_intents", "(updated_at)",
     "the console's change check counts intents and finds the latest change from the index alone instead "
     "of reading every intent's row"},
};

} // namespace

std::vector<IndexAdvice> adviseIndexes(Connection& conn)
{
    std::vector<IndexAdvice> out;
    for (const Wanted& w : kWanted) {
        IndexAdvice a{w.name, w.table, w.definition, w.why};
        Result r = conn.exec("SELECT x.indisvalid FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid "
                             "WHERE c.relname = $1 AND c.relnamespace = to_regnamespace(current_schema())",
                             {param(w.name)});
        if (r.rows() == 1) a.state = r.text(0, 0) == "t" ? IndexAdvice::State::Present : IndexAdvice::State::Invalid;
        out.push_back(std::move(a));
    }
    return out;
}

std::string createIndexSql(const IndexAdvice& index)
{
    // Names and definitions come from the table above, never from input.
    return "CREATE INDEX CONCURRENTLY IF NOT EXISTS " + index.name + " ON " + index.table + " " + index.definition;
}

void createIndex(Connection& conn, const IndexAdvice& index)
{
    const long long ms = storeTimeout().count();
    conn.command("SET statement_timeout = 0");
    conn.command("SET lock_timeout = " + std::to_string(std::max(0LL, ms)));
    if (index.state == IndexAdvice::State::Invalid) conn.command("DROP INDEX CONCURRENTLY IF EXISTS " + index.name);
    conn.command(createIndexSql(index));
}

const char* indexStateName(IndexAdvice::State state)
{
    switch (state) {
    case IndexAdvice::State::Present:
        return "present";
    case IndexAdvice::State::Invalid:
        return "invalid";
    case IndexAdvice::State::Missing:
        break;
    }
    return "missing";
}

} // namespace seal
