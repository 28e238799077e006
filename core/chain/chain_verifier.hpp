// The certificate chain verifier (SPEC-kernel.md §3). Streams rows in seq
// order (memory does not grow with the chain), walks the whole chain and
// names every break by seq; also computes the reference kernel's verdict
// (first failure by 0-based row index) for parity.
#pragma once

#include "cert_body_digest.hpp"
#include "store.hpp"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace seal {

struct ChainBreak
{
    std::int64_t seq = 0;
    std::string kind;   // link_broken | content_altered | hash_mismatch | unreadable
    std::string detail; // one line a person can read
};

struct ChainHead
{
    std::int64_t seq = 0;
    std::string hash;
};

// What the reference kernel's verify_chain answers: {ok:true, certs:N,
// signed:S} (0.3.x; 0.2.0 had no signed) or {ok:false, at:i, why} with i the
// 0-based row index of the first failure and why "chain link broken" or "cert
// altered since written".
struct ReferenceVerdict
{
    bool ok = true;
    std::int64_t certs = 0;
    std::int64_t at = -1;
    std::string why;
    // SPEC §15.2 step 4: rows whose body has a truthy top-level "sig" (not
    // null, false, 0 or ""), whatever the version; no signature is checked.
    std::int64_t signedCount = 0;
};

struct ChainVerdict
{
    bool ok = true;              // no breaks (and not cancelled)
    std::int64_t certs = 0;      // rows walked
    std::optional<ChainHead> head;
    std::vector<ChainBreak> breaks;
    ReferenceVerdict reference;
    bool cancelled = false;
};

// The pure walk: feed rows in seq order, then finish(). No database here, so
// tests can drive it directly.
class ChainWalker
{
public:
    // Starts at GENESIS, or after a known-good (seq, hash) for incremental checks.
    explicit ChainWalker(std::optional<ChainHead> startAfter = std::nullopt);
    // A walker for one range of a parallel walk: it does not check its first
    // row's link, whose previous row is in the range before; it keeps that
    // row's seq and prev_hash for whoever joins the ranges.
    static ChainWalker forRange();
    std::int64_t firstSeq() const { return m_firstSeq; }
    const std::string& firstPrevHash() const { return m_firstPrevHash; }
    void feed(std::int64_t seq, std::string_view hash, std::string_view prevHash, std::string_view bodyText);
    const ChainVerdict& verdict() const { return m_verdict; }
    ChainVerdict finish();

private:
    void checkLink(std::int64_t seq, std::string_view prevHash);
    void checkContent(std::int64_t seq, std::string_view hash, std::string_view bodyText);
    void checkBodyHash(std::int64_t seq, std::string_view hash, const BodyHashField& field);
    bool checkContentPerVersion(std::int64_t seq, std::string_view hash, std::string_view bodyText);
    void addBreak(std::int64_t seq, std::string_view kind, std::string detail);

    ChainVerdict m_verdict;
    CertBodyDigester m_digester;
    std::string m_prevHash;
    std::optional<std::int64_t> m_prevSeq; // named in link details; unset at GENESIS
    std::int64_t m_index = 0;
    bool m_linkFromOutside = false;
    std::int64_t m_firstSeq = 0;
    std::string m_firstPrevHash;
};

struct VerifyOptions
{
    std::optional<ChainHead> startAfter;   // verify only rows with seq > startAfter->seq
    std::int64_t batchRows = 2000;         // rows between progress reports (and cancel checks)
    // Called after each batch with rows done and the total expected (an estimate).
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    const std::atomic<bool>* cancel = nullptr; // set to true to stop early
};

// Walks the store's chain in a read-only transaction, streaming the rows
// (one binary COPY: memory is one row whatever the chain's length).
// Progress is reported, and cancel read, every options.batchRows rows.
ChainVerdict verifyChain(Connection& conn, const VerifyOptions& options = {});

// The most ranges a parallel walk opens (each is a connection to the store).
inline constexpr int kMaxVerifyJobs = 32;
// Ranges to walk at once when the caller has no say: the machine's cores, at most 4.
int defaultVerifyJobs();

// How a parallel walk splits `total` rows for `jobs`: the 0-based row index
// where each range starts (the first is 0; never more than `total` ranges,
// at least one, at most kMaxVerifyJobs).
std::vector<std::int64_t> chainRangeStarts(std::int64_t total, int jobs);

// A new connection to the same store, for each range of a parallel walk.
using ConnectionFactory = std::function<Connection()>;

// The same verdict as verifyChain, walked by `jobs` threads: the chain is
// split into up to `jobs` ranges of nearly equal row counts, each walked on
// its own connection in a transaction on one exported snapshot
// (pg_export_snapshot, SET TRANSACTION SNAPSHOT), so every range sees the same
// chain. The link between ranges is checked where they join; breaks, counts,
// head and the reference verdict are those of the single walk. Progress is
// the ranges' sum, reported on the calling thread; cancel stops every range.
// With jobs <= 1 this is verifyChain on one connection; jobs above
// kMaxVerifyJobs count as kMaxVerifyJobs. `connect` is called once on this
// thread (the connection that exports the snapshot), then once per range from
// the range's thread. Rethrows the first range's StoreError.
ChainVerdict verifyChainParallel(const ConnectionFactory& connect, int jobs, const VerifyOptions& options = {});

} // namespace seal
