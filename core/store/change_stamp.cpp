#include "core/store/change_stamp.hpp"

namespace seal {

std::string storeStampSql()
{
    return "SELECT (SELECT coalesce(max(seq), 0) FROM seal_certs)::text,"
        " (SELECT coalesce(max(id), 0) FROM seal_events)::text,"
        // Three reads, each served by its own index where `sealctl indexes`
        // built them (the count from the primary key, the pending count from
        // seal_approvals_pending_expiry, the latest change from
        // seal_approvals_changed): one read computing all three reads every row.
        " (SELECT count(*) FROM seal_approvals) || '/' ||"
        " (SELECT count(*) FROM seal_approvals WHERE state = 'pending') || '/' ||"
        " coalesce((SELECT max(greatest(created_at, decided_at, consumed_at)) FROM seal_approvals), 0)"
        "   || '/' || (SELECT coalesce(max(id), 0) FROM seal_approval_votes),"
        " (SELECT count(*) || '/' || coalesce(max(updated_at), 0) FROM seal_intents),"
        " (SELECT count(*) || '/' || coalesce(max(updated_at), 0) FROM seal_clearance) || '/' ||"
        "   (SELECT count(*) || '/' || coalesce(max(updated_at), 0) FROM seal_thresholds) || '/' ||"
        "   (SELECT coalesce(max(id), 0) FROM seal_proof) || '/' ||"
        "   (SELECT count(*) FILTER (WHERE frozen) || '/' || coalesce(max(frozen_at), 0) FROM seal_domains)";
}

StoreStamp readStoreStamp(Connection& conn)
{
    Result r = conn.exec(storeStampSql());
    return StoreStamp{std::string(r.text(0, 0)), std::string(r.text(0, 1)), std::string(r.text(0, 2)),
                      std::string(r.text(0, 3)), std::string(r.text(0, 4))};
}

} // namespace seal
