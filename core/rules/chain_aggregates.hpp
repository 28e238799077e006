// Aggregates over the whole chain that cost what changed, not how old the
// store is: licence counts per path (SPEC-kernel.md §4: intents with a cert,
// and with a world-confirmed cert), certs per UTC day and tier (the charts),
// and the number of certs.
//
// The chain is append-only: counts over the certs up to a head (seq, hash)
// never change while that cert still has that hash (a rewrite changes it: the
// hash covers the body and, through prev_hash, everything before). So a
// prefix's counts are kept, per store, in memory and optionally in a
// directory, and each read adds only the certs after it: for each intent with
// new certs, whether it already had one (or a confirmed one) up to the head,
// asked of the index on (intent, seq) that `sealctl indexes` offers; day
// counts and the cert count simply add. A prefix whose head hash no longer
// matches is dropped and everything is read whole.
#pragma once

#include "store.hpp"

#include <cstdint>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace seal {

// The tier of a cert whose body has none (the report's name for it).
inline constexpr const char* kNoTier = "(none)";

struct PathEffects
{
    std::int64_t proven = 0;    // distinct intents of the path with a cert
    std::int64_t confirmed = 0; // ... with a cert whose body says world = confirmed
    bool operator==(const PathEffects&) const = default;
};

struct ChainAggregates
{
    std::int64_t certs = 0;
    std::map<std::string, PathEffects> paths;
    // (UTC day since 1970, tier as stored or kNoTier) -> certs; certs without a created_at are in no day.
    std::map<std::pair<std::int64_t, std::string>, std::int64_t> days;
};

// The aggregates over the certs with seq <= seq, whose cert at seq has this hash.
struct AggregatePrefix
{
    std::int64_t seq = 0;
    std::string hash;
    ChainAggregates counts;
};

struct AggregateReading
{
    ChainAggregates counts;
    std::optional<AggregatePrefix> prefix; // the counts up to this snapshot's head, to keep
    enum class From { Whole, Prefix } from = From::Whole;
    std::string whyWhole; // when a cached prefix was given but not used
};

// Reads every path's counts in the caller's read transaction, from `cached`
// plus the certs after it when it still holds, else whole.
AggregateReading readAggregates(Connection& conn, const std::optional<AggregatePrefix>& cached);

nlohmann::json aggregatePrefixJson(const AggregatePrefix& prefix);
std::optional<AggregatePrefix> aggregatePrefixFromJson(const nlohmann::json& json); // nullopt when malformed

// The process's prefixes by store, optionally kept in a directory (one file
// per store: "<key>.json"). Thread-safe; a file that cannot be read or written
// costs the cache, never the answer.
class AggregateCache
{
public:
    static AggregateCache& instance();
    void setDirectory(std::string dir); // empty: memory only
    std::string directory() const;
    // readAggregates with this store's cached prefix; keeps the new one.
    AggregateReading read(Connection& conn);
    void clear(); // memory only; files stay
    // Drops this store's prefix, in memory and its file: call it when a
    // verification finds the chain broken (a body altered below the head
    // keeps the head's hash, so only a walk of the chain can tell).
    void forget(Connection& conn);

private:
    mutable std::mutex m_mutex;
    std::string m_dir;
    std::map<std::string, AggregatePrefix> m_prefixes; // by store key
};

} // namespace seal
