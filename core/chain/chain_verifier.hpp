// The certificate chain verifier (SPEC-kernel.md §3). Streams rows in seq
// order (memory does not grow with the chain), walks the whole chain and
// names every break by seq; also computes the reference kernel's verdict
// (first failure by 0-based row index) for parity.
#pragma once

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

// What the reference kernel's verify_chain answers: {ok:true, certs:N} or
// {ok:false, at:i, why} with i the 0-based row index of the first failure and
// why "chain link broken" or "cert altered since written".
struct ReferenceVerdict
{
    bool ok = true;
    std::int64_t certs = 0;
    std::int64_t at = -1;
    std::string why;
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
    void feed(std::int64_t seq, std::string_view hash, std::string_view prevHash, std::string_view bodyText);
    const ChainVerdict& verdict() const { return m_verdict; }
    ChainVerdict finish();

private:
    void checkLink(std::int64_t seq, std::string_view prevHash);
    void checkContent(std::int64_t seq, std::string_view hash, std::string_view bodyText);
    void addBreak(std::int64_t seq, std::string_view kind, std::string detail);

    ChainVerdict m_verdict;
    std::string m_prevHash;
    std::optional<std::int64_t> m_prevSeq; // named in link details; unset at GENESIS
    std::int64_t m_index = 0;
};

struct VerifyOptions
{
    std::optional<ChainHead> startAfter;   // verify only rows with seq > startAfter->seq
    std::int64_t batchRows = 2000;         // rows fetched per round trip
    // Called after each batch with rows done and the total expected (an estimate).
    std::function<void(std::int64_t done, std::int64_t total)> progress;
    const std::atomic<bool>* cancel = nullptr; // set to true to stop early
};

// Walks the store's chain in a read-only transaction, streaming batches.
ChainVerdict verifyChain(Connection& conn, const VerifyOptions& options = {});

} // namespace seal
