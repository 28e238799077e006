// What changed in the store, cheaply: index-backed maxima for the append-only
// tables and counts for the small ones. The console reads it every few
// seconds and reloads a page only when its part moved.
#pragma once

#include "core/store/store.hpp"

#include <string>

namespace seal {

struct StoreStamp
{
    std::string certs;     // max(seq)
    std::string events;    // max(id)
    std::string approvals; // count/pending/latest change/max vote id
    std::string intents;   // count/latest update
    std::string policy;    // clearance, thresholds, proofs, frozen domains
    bool operator==(const StoreStamp&) const = default;
};

// The one statement readStoreStamp runs: one column per part, in the order above.
std::string storeStampSql();

// Caller holds a ReadTransaction.
StoreStamp readStoreStamp(Connection& conn);

} // namespace seal
