// The licence cache's file (chain_aggregates.hpp): a hint, never an authority.
//
// Counts kept outside the store decide whether a path may spend unattended,
// so a file in the cache directory is believed only when this user's Seal
// Desk wrote it, for this store:
//  - it is read only if it is a regular file (no FIFO, device, directory or
//    symbolic link) of at most kCacheFileMaxBytes, opened without blocking
//    (core/sys/bounded_read.hpp);
//  - its first line carries an HMAC-SHA256 under a per-user secret over the
//    format, the store's identity and the counts, checked before the counts
//    are parsed (a forged file costs a bounded read and one hash, never a
//    parse);
//  - anything else is ignored with one line saying why, and the counts are
//    read from the store as with no cache.
//
// The secret: $SEAL_CACHE_KEY when set, else 32 random bytes in
// $XDG_DATA_HOME/sealdesk/cache.key (~/.local/share/sealdesk/cache.key),
// mode 0600 in a directory made 0700, created on first use. A 0600 file in
// the user's own directory is how ssh and gpg keep their secrets too; the
// desktop keychain the console uses for passwords (SecretStore, QtKeychain)
// is not reachable from core or sealctl, which must share this key.
#pragma once

#include "core/rules/chain_aggregates.hpp"

#include <cstddef>
#include <optional>
#include <string>

namespace seal {

// The counts of ~1M paths with 40-byte names (a path costs its name and two
// numbers, ~60 bytes; a day and tier ~25): far beyond any store we know (the
// breadth benchmark's 20,000 paths write ~1.5 MB). A store whose counts would
// not fit keeps them in memory only; a bigger file is refused unread.
inline constexpr std::size_t kCacheFileMaxBytes = std::size_t(64) << 20;
inline constexpr std::size_t kCacheKeyBytes = 32;

struct CacheKey
{
    std::string bytes;   // empty when there is none usable
    std::string problem; // why not (for the log line), empty when there is a key
};

// $SEAL_CACHE_KEY (at least 32 bytes) when `fromEnvironment` is set, else the
// key file: read when it is a regular file of 32 bytes, owned by this user,
// with no permission for group or others; created when missing and `create`.
CacheKey loadCacheKey(const std::string& keyFile, const std::optional<std::string>& fromEnvironment, bool create);


struct CacheFileRead
{
    CacheFileVerdict verdict = CacheFileVerdict::Absent;
    std::optional<AggregatePrefix> prefix; // when Used
    std::string why;                       // when ignored: one line, English
};

// `store` is the store's identity (AggregateCache's key for it).
CacheFileRead readCacheFile(const std::string& path, const CacheKey& key, const std::string& store);

// The file's bytes: "<format> <store> <hex mac>\n<counts as JSON>".
std::string cacheFileBytes(const AggregatePrefix& prefix, const std::string& key, const std::string& store);

// Where sealctl and sealdesk keep the cache, from the environment:
// $SEAL_CACHE_DIR (set but empty: nowhere), else $XDG_CACHE_HOME/sealdesk,
// else ~/.cache/sealdesk; the files live in its "chain-aggregates". Empty: none.
std::string cacheDirectoryFromEnvironment();
// $XDG_DATA_HOME/sealdesk/cache.key, else ~/.local/share/sealdesk/cache.key (empty without a home).
std::string cacheKeyFileFromEnvironment();

} // namespace seal
