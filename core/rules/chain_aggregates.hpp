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
//
// A cache is a hint, never an authority (issue 26): the file is believed
// only when this user's Seal Desk wrote it for this store (an HMAC under a
// per-user key, aggregate_cache_file.hpp), and a clean full verify walk
// replaces the counts with a whole recount. Every reading says where its
// counts came from (CountsSource), and the console and sealctl show it.
#pragma once

#include "core/store/store.hpp"

#include <cstdint>
#include <functional>
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

// The last time counts were read whole from the store, which a prefix and
// the certs added since build on.
struct CountOrigin
{
    double at = 0;          // the store's clock (now() of that read's transaction)
    std::int64_t seq = 0;   // the head it counted up to
    bool walked = false;    // recounted after a clean full verify walk
    bool operator==(const CountOrigin&) const = default;
};

// The aggregates over the certs with seq <= seq, whose cert at seq has this hash.
struct AggregatePrefix
{
    std::int64_t seq = 0;
    std::string hash;
    ChainAggregates counts;
    std::optional<CountOrigin> origin; // nullopt: not known (a prefix given by a test)
};

// What became of the cache file (aggregate_cache_file.hpp), when one was looked at.
enum class CacheFileVerdict
{
    Absent,      // no file (or no cache directory): nothing to say
    Used,        // authentic, for this store
    Refused,     // not a regular file, too large, unreadable: never parsed
    NoKey,       // this user has no usable cache key
    Unauthentic, // no MAC, or one that does not verify: not written by this user's Seal Desk
    OtherStore,  // authentic, but written for another store
    Malformed,   // authentic but not counts this version reads
};

// Where a reading's counts came from, for the Autonomy page and sealctl.
struct CountsSource
{
    bool fromPrefix = false;           // false: counted whole from the store in this read
    std::int64_t seq = 0;              // the head the counts reach (0: no certs)
    std::optional<CountOrigin> origin; // the whole count they build on
    std::string cacheIgnored;          // why a cache file was not used (empty: none, or used)
};

struct AggregateReading
{
    ChainAggregates counts;
    std::optional<AggregatePrefix> prefix; // the counts up to this snapshot's head, to keep
    enum class From { Whole, Prefix } from = From::Whole;
    std::string whyWhole; // when a cached prefix was given but not used
    CacheFileVerdict cacheFile = CacheFileVerdict::Absent;
    std::string cacheIgnored; // why the cache file was ignored, one line
    CountsSource source() const;
};

// One line in English for sealctl: "counted up to seq N; last recounted by a
// full walk at T" or "counted from the store just now (no cache)".
std::string describeCountsSource(const CountsSource& source);

// Reads every path's counts in the caller's read transaction, from `cached`
// plus the certs after it when it still holds, else whole.
AggregateReading readAggregates(Connection& conn, const std::optional<AggregatePrefix>& cached);

nlohmann::json aggregatePrefixJson(const AggregatePrefix& prefix);
std::optional<AggregatePrefix> aggregatePrefixFromJson(const nlohmann::json& json); // nullopt when malformed

// The process's prefixes by store, optionally kept in a directory (one file
// per store: "<key>.json", authenticated). Thread-safe; a file that cannot be
// read, is not authentic or cannot be written costs the cache, never the answer.
class AggregateCache
{
public:
    AggregateCache();
    static AggregateCache& instance();
    // What sealctl and sealdesk both call at start: the directory, the key
    // file and $SEAL_CACHE_KEY from the environment (aggregate_cache_file.hpp),
    // and one line on stderr for a file that is ignored.
    void configureFromEnvironment();
    void setDirectory(std::string dir); // empty: memory only
    std::string directory() const;
    void setKeyFile(std::string path);                    // the per-user key (created on first write)
    void setKeyOverride(std::optional<std::string> key);  // $SEAL_CACHE_KEY: used instead of the file
    // Told once each time a cache file is ignored ("licence cache ignored: ...").
    void setWarningSink(std::function<void(const std::string&)> sink);
    // readAggregates with this store's cached prefix; keeps the new one.
    AggregateReading read(Connection& conn);
    void clear(); // memory only (and the key read from the file); files stay
    // Drops this store's prefix, in memory and its file: call it when a
    // verification finds the chain broken (a body altered below the head
    // keeps the head's hash, so only a walk of the chain can tell).
    void forget(Connection& conn);
    // After a clean, full verify walk that ended at (walkedSeq, walkedHash):
    // counts everything again from the store (in its own read transaction)
    // and keeps that, marked as recounted, in place of whatever was cached.
    // False when the walked head is gone or has another hash (nothing kept).
    bool recountAfterWalk(Connection& conn, std::int64_t walkedSeq, const std::string& walkedHash);
    // The same with a recount made beside the walk (countWhole, on a connection
    // of its own, so that verify costs the longer of the two, not their sum):
    // kept only when its head is the walked head or a cert before it, and the
    // walked head is still there with its hash.
    bool keepRecount(Connection& conn, const AggregateReading& recount, std::int64_t walkedSeq,
                     const std::string& walkedHash);
    // readAggregates of the whole chain in a read transaction of its own; touches no cache.
    static AggregateReading countWhole(Connection& conn);

private:
    std::string key(bool create);
    void keep(const std::string& store, const AggregatePrefix& prefix, bool toFile);
    void warn(const std::string& line);

    mutable std::mutex m_mutex;
    std::string m_dir;
    std::string m_keyFile;
    std::optional<std::string> m_keyOverride;
    std::optional<std::string> m_key; // loaded once; empty string: none usable
    std::string m_keyProblem;
    std::function<void(const std::string&)> m_warn;
    std::map<std::string, AggregatePrefix> m_prefixes; // by store key
};

} // namespace seal
